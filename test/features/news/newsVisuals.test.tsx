import "@testing-library/jest-dom";
import { render, screen, within } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { MemoryRouter } from "react-router-dom";
import { EmptyState } from "../../../src/components/EmptyState";
import { NewsList } from "../../../src/features/news/parts/NewsList";
import type { NewsSummary } from "../../../src/shared/news";

const item = (n: number, over: Partial<NewsSummary> = {}): NewsSummary => ({
  id: `id-${n}`,
  slug: `noticia-${n}`,
  title: `Noticia ${n}`,
  summary: "Resumen de la noticia.",
  category: "energia",
  tags: [],
  publishedAt: "2026-11-20T15:00:00.000Z",
  updatedAt: "2026-11-20T15:00:00.000Z",
  imageUrl: `/api/news/images/00000000-0000-0000-0000-00000000000${n}`,
  imageAlt: `Ilustración de la noticia ${n}`,
  readingMinutes: 2,
  ...over,
});

function renderList(items: NewsSummary[]) {
  return render(
    <IntlProvider locale="es-CO" defaultLocale="es-CO" onError={() => undefined}>
      <MemoryRouter>
        <NewsList items={items} />
      </MemoryRouter>
    </IntlProvider>,
  );
}

describe("news cards (issue 21)", () => {
  it("show each item's picture with its alt text, a 16:9 size and lazy loading after the first two", () => {
    renderList([item(1), item(2), item(3)]);
    const cards = screen.getAllByRole("listitem");
    expect(cards).toHaveLength(3);
    cards.forEach((card, i) => {
      const img = within(card).getByRole("img", { name: `Ilustración de la noticia ${i + 1}` });
      expect(img).toHaveAttribute("src", `/api/news/images/00000000-0000-0000-0000-00000000000${i + 1}`);
      expect(img).toHaveAttribute("width", "800");
      expect(img).toHaveAttribute("height", "450");
      expect(img).toHaveAttribute("loading", i < 2 ? "eager" : "lazy");
      // The title comes first in reading order; the picture follows it.
      const heading = within(card).getByRole("heading", { level: 2, name: `Noticia ${i + 1}` });
      expect(heading.compareDocumentPosition(img) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });
  });

  it("an item without a picture has no image and no empty box", () => {
    renderList([item(1, { imageUrl: null, imageAlt: "" })]);
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByRole("listitem").querySelector("img")).toBeNull();
  });
});

describe("EmptyState", () => {
  it("is a region named by its title, with a hidden icon, its text and its action", () => {
    render(
      <EmptyState id="vacio" icon={<svg data-testid="icon" />} title="No encontramos noticias" action={<a href="/noticias">Ver todas las noticias</a>}>
        Pruebe con otras palabras.
      </EmptyState>,
    );
    const region = screen.getByRole("region", { name: "No encontramos noticias" });
    expect(within(region).getByRole("heading", { level: 2, name: "No encontramos noticias" })).toBeInTheDocument();
    expect(within(region).getByText("Pruebe con otras palabras.")).toBeInTheDocument();
    expect(within(region).getByRole("link", { name: "Ver todas las noticias" })).toHaveAttribute("href", "/noticias");
    expect(screen.getByTestId("icon").parentElement).toHaveAttribute("aria-hidden", "true");
  });

  it("takes the heading level of its place in the page", () => {
    render(<EmptyState id="vacio3" icon={null} title="Sin cortes" headingLevel={3} />);
    expect(screen.getByRole("heading", { level: 3, name: "Sin cortes" })).toBeInTheDocument();
  });
});

import "@testing-library/jest-dom";
import { act, render, screen, within } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { MemoryRouter } from "react-router-dom";
import { StoresProvider } from "../../../src/app/StoresContext";
import { ContentPage } from "../../../src/features/content/ContentPage";
import { TIME_ZONE } from "../../../src/shared/constants";
import { testStores } from "../../helpers";

/** Renders the page of `path`; its view and text load on demand (act waits for them). */
async function renderAt(path: string) {
  const { stores } = testStores();
  const trackDownload = jest.spyOn(stores.metrics, "trackDownload");
  await act(async () => {
    render(
      <StoresProvider stores={stores}>
        <IntlProvider locale="es-CO" defaultLocale="es-CO" messages={{}} onError={() => undefined}>
          <MemoryRouter initialEntries={[path]}>
            <ContentPage />
          </MemoryRouter>
        </IntlProvider>
      </StoresProvider>,
    );
  });
  return { trackDownload };
}

/** A day as the pages wrote it before src/format: its noon UTC, in Bogotá. */
const day = (date: string, dateStyle: "long" | "medium") =>
  new Intl.DateTimeFormat("es-CO", { dateStyle, timeZone: TIME_ZONE }).format(new Date(`${date}T12:00:00Z`));

describe("a content page", () => {
  it("shows its title, lead, dates, documents and the rest of its area", async () => {
    const { trackDownload } = await renderAt("/acueducto/calidad-agua-plantas");
    expect(await screen.findByRole("heading", { level: 1, name: "Calidad del agua en plantas" }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(day("2025-03-17", "long"))).toHaveAttribute("datetime", "2025-03-17");
    expect(screen.getByText(day("2026-11-09", "long"))).toHaveAttribute("datetime", "2026-11-09");
    const doc = screen.getByRole("link", { name: /\(documento CSV\)$/ });
    expect(doc).toHaveAttribute("href", "/docs/calidad-agua-plantas-noviembre-2026.csv");
    expect(doc.parentElement).toHaveTextContent(`CSV · ${day("2026-11-20", "medium")}`);
    doc.addEventListener("click", (e) => e.preventDefault());
    doc.click();
    expect(trackDownload).toHaveBeenCalledWith("/docs/calidad-agua-plantas-noviembre-2026.csv", "/acueducto/calidad-agua-plantas");
    expect(screen.getByRole("navigation", { name: /^También en / })).toBeInTheDocument();
  });

  it("on the transparency home, shows the nine sections of Res. 1519 de 2020", async () => {
    await renderAt("/transparencia/home");
    const menu = await screen.findByRole("navigation", { name: /Resolución MinTIC 1519/ }, { timeout: 5000 });
    expect(within(menu).getAllByRole("heading", { level: 2 })).toHaveLength(9);
    expect(within(menu).getByRole("heading", { name: "3. Contratación" })).toBeInTheDocument();
  });
});

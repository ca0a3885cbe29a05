import "@testing-library/jest-dom";
import { render, screen } from "@testing-library/react";
import { createIntl, IntlProvider } from "react-intl";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { StoresProvider } from "../../../src/app/StoresContext";
import AdminNewsView from "../../../src/features/admin/views/AdminNewsView";
import { countText, pagesText } from "../../../src/features/news/listTotal";
import { listPages } from "../../../src/shared/paging";
import NewsListView from "../../../src/features/news/views/NewsListView";
import ServiceCutsView from "../../../src/features/news/views/ServiceCutsView";
import type { AdminNewsApi, NewsApi } from "../../../src/services/newsApi";
import type { OutagesApi } from "../../../src/services/outagesApi";
import type { AdminNewsItem, AdminNewsPage, NewsPage, NewsQuery, NewsSummary } from "../../../src/shared/news";
import { MemoryStorage } from "../../../src/services/storage";
import { demoSessionUser } from "../../fixtures/sessionUser";
import { testStores } from "../../helpers";

/**
 * Issue 37: past 1,000 rows the news API counts no further and says `totalBounded: true`; the lists
 * then say «Más de 1.000 …» and their pages «más de 100», and the next page stays one click away.
 */
const summary = (n: number, over: Partial<NewsSummary> = {}): NewsSummary => ({
  id: `id-${n}`,
  slug: `noticia-${n}`,
  title: `Noticia ${n}`,
  summary: "Resumen de la noticia.",
  category: "energia",
  tags: [],
  publishedAt: "2026-11-20T15:00:00.000Z",
  updatedAt: "2026-11-20T15:00:00.000Z",
  imageUrl: null,
  imageAlt: "",
  readingMinutes: 2,
  ...over,
});

const tenItems = () => Array.from({ length: 10 }, (_, i) => summary(i + 1));

let mockAdminApi: AdminNewsApi;
// The admin view's store takes its calls from createAdminNewsApi: these tests hand it a fake.
jest.mock("../../../src/services/newsApi", () => ({
  ...jest.requireActual("../../../src/services/newsApi"),
  createAdminNewsApi: () => mockAdminApi,
}));

const noOutages: OutagesApi = {
  list: async () => ({ items: [] }),
  byReference: () => Promise.reject(new Error("no")),
  affectsBarrio: () => Promise.reject(new Error("no")),
  affectsContract: () => Promise.reject(new Error("no")),
  mine: async () => ({ items: [] }),
};

function renderAt(path: string, answer: (q: NewsQuery) => NewsPage) {
  const queries: NewsQuery[] = [];
  const newsApi: NewsApi = {
    list: async (q) => {
      queries.push(q);
      return answer(q);
    },
    bySlug: () => Promise.reject(new Error("no")),
  };
  const storage = new MemoryStorage();
  storage.set("token", "t");
  storage.set("sessionUser", JSON.stringify({ signedIn: true, user: { ...demoSessionUser, id: "me", roles: ["USER", "ADMIN"] } }));
  const { stores } = testStores({ newsApi, outagesApi: noOutages, storage });
  render(
    <StoresProvider stores={stores}>
      <IntlProvider locale="es-CO" defaultLocale="es-CO" messages={{}} onError={() => undefined}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/noticias" element={<NewsListView />} />
            <Route path="/noticias-cortes" element={<ServiceCutsView />} />
            <Route path="/admin/noticias" element={<AdminNewsView />} />
          </Routes>
        </MemoryRouter>
      </IntlProvider>
    </StoresProvider>,
  );
  return { queries };
}

const pager = () => screen.getByRole("navigation", { name: "Páginas de resultados" });

describe("a news list past the count's bound", () => {
  it("says «Más de 1.000 noticias» and «Página 1 de más de 100», with the next page linked", async () => {
    renderAt("/noticias?q=agua", (q) => ({ items: tenItems(), total: 1000, totalBounded: true, page: q.page ?? 1, pageSize: 10 }));
    expect(await screen.findByText("Más de 1.000 noticias para «agua»")).toBeInTheDocument();
    expect(pager()).toHaveTextContent("Página 1 de más de 100");
    expect(screen.getByRole("link", { name: "Siguiente" })).toHaveAttribute("href", "/noticias?q=agua&pagina=2");
  });

  it("goes on past page 100 while the pages come full", async () => {
    const { queries } = renderAt("/noticias?pagina=150", (q) => ({ items: tenItems(), total: 1000, totalBounded: true, page: q.page ?? 1, pageSize: 10 }));
    expect(await screen.findByText("Más de 1.000 noticias")).toBeInTheDocument();
    expect(queries[0]).toMatchObject({ page: 150, pageSize: 10 });
    expect(pager()).toHaveTextContent("Página 150 de más de 150");
    expect(screen.getByRole("link", { name: "Siguiente" })).toHaveAttribute("href", "/noticias?pagina=151");
    expect(screen.getByRole("link", { name: "Anterior" })).toHaveAttribute("href", "/noticias?pagina=149");
  });

  it("keeps an exact total as it was: «12 noticias», «Página 1 de 2»", async () => {
    renderAt("/noticias", () => ({ items: tenItems(), total: 12, page: 1, pageSize: 10 }));
    expect(await screen.findByText("12 noticias")).toBeInTheDocument();
    expect(pager()).toHaveTextContent("Página 1 de 2");
  });

  it("says «Más de 1.000 cortes en «Belén»» on the cuts page", async () => {
    renderAt("/noticias-cortes?barrio=Bel%C3%A9n", () => ({
      items: [summary(1, { category: "cortes" })],
      total: 1000,
      totalBounded: true,
      page: 1,
      pageSize: 10,
    }));
    expect(await screen.findByText("Más de 1.000 cortes en «Belén»")).toBeInTheDocument();
  });

  it("says «Más de 1.000 noticias» and «Página 1 de más de 50» in the administration", async () => {
    const item = (n: number) =>
      ({
        ...summary(n),
        bodyHtml: "<p>x</p>",
        author: "A",
        status: "published",
        publishAt: null,
        visible: true,
        imageId: null,
        createdAt: "2026-11-20T15:00:00.000Z",
        version: 1,
      }) as AdminNewsItem;
    const page: AdminNewsPage = { items: Array.from({ length: 20 }, (_, i) => item(i + 1)), total: 1000, totalBounded: true, page: 1, pageSize: 20 };
    mockAdminApi = { list: jest.fn(async () => page) } as unknown as AdminNewsApi;
    renderAt("/admin/noticias", () => ({ items: [], total: 0, page: 1, pageSize: 10 }));
    expect(await screen.findByText(/^Más de 1\.000 noticias/)).toBeInTheDocument();
    expect(screen.getByText("Página 1 de más de 50")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Siguiente" })).toBeInTheDocument();
  });
});

describe("countText, listPages and pagesText", () => {
  const es = createIntl({ locale: "es-CO", defaultLocale: "es-CO", messages: {}, onError: () => undefined });
  const en = createIntl({ locale: "en-US", defaultLocale: "en-US", messages: {}, onError: () => undefined });
  const items = (intl: typeof es, word: string) => (total: number) =>
    intl.formatMessage({ id: "x", defaultMessage: `{total, plural, one {# ${word}} other {# ${word}s}}` }, { total });

  it("put the words of the bound in place of its number, in the page's language", () => {
    expect(countText(es, { total: 1000, totalBounded: true }, items(es, "corte"))).toBe("Más de 1.000 cortes");
    expect(countText(en, { total: 1000, totalBounded: true }, items(en, "item"))).toBe("More than 1,000 items");
    expect(countText(es, { total: 7 }, items(es, "corte"))).toBe("7 cortes");
    expect(pagesText(es, 101, true)).toBe("más de 100");
    expect(pagesText(en, 101, true)).toBe("more than 100");
    expect(pagesText(es, 4, false)).toBe(4);
  });

  it("count the pages known: one more past a bounded total, one past a full page however far", () => {
    expect(listPages({ total: 1000, totalBounded: true }, 10, 1, 10)).toBe(101);
    expect(listPages({ total: 1000, totalBounded: true }, 10, 150, 10)).toBe(151);
    expect(listPages({ total: 1005 }, 10, 101, 5)).toBe(101);
    expect(listPages({ total: 0 }, 10, 1, 0)).toBe(1);
    expect(listPages(undefined, 10, 1, 0)).toBe(1);
  });
});

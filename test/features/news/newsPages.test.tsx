import "@testing-library/jest-dom";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { StoresProvider } from "../../../src/app/StoresContext";
import NewsDetailView from "../../../src/features/news/views/NewsDetailView";
import NewsListView from "../../../src/features/news/views/NewsListView";
import ServiceCutsView from "../../../src/features/news/views/ServiceCutsView";
import type { NewsApi } from "../../../src/services/newsApi";
import type { OutagesApi } from "../../../src/services/outagesApi";
import type { NewsDetail, NewsPage, NewsQuery, NewsSummary } from "../../../src/shared/news";
import { testStores } from "../../helpers";

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

/** A news API whose answers the test gives: `pages` by call, or an error. */
function fakeApi(answer: (query: NewsQuery) => Promise<NewsPage>, bySlug: (slug: string) => Promise<NewsDetail> = () => Promise.reject(new Error("no"))) {
  const queries: NewsQuery[] = [];
  const slugs: string[] = [];
  const api: NewsApi = {
    list: (query) => {
      queries.push(query);
      return answer(query);
    },
    bySlug: (slug) => {
      slugs.push(slug);
      return bySlug(slug);
    },
  };
  return { api, queries, slugs };
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

/** No outages (issue 36): the cuts page also asks for them; its own tests are in outages.test.tsx. */
const noOutages: OutagesApi = {
  list: async () => ({ items: [] }),
  byReference: () => Promise.reject(new Error("no")),
  affectsBarrio: () => Promise.reject(new Error("no")),
  affectsContract: () => Promise.reject(new Error("no")),
  mine: async () => ({ items: [] }),
};

function renderAt(path: string, api: NewsApi) {
  const { stores } = testStores({ newsApi: api, outagesApi: noOutages });
  const searches = jest.spyOn(stores.metrics, "trackSearch");
  const ui = (
    <StoresProvider stores={stores}>
      <IntlProvider locale="es-CO" defaultLocale="es-CO" messages={{}} onError={() => undefined}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/noticias" element={<NewsListView />} />
            <Route path="/noticias-cortes" element={<ServiceCutsView />} />
            <Route path="/noticias-detalles" element={<NewsDetailView />} />
            <Route path="*" element={<p>Otra página</p>} />
          </Routes>
          <Where />
        </MemoryRouter>
      </IntlProvider>
    </StoresProvider>
  );
  return { ...render(ui), stores, searches };
}

describe("the news pages", () => {
  it("show the list of the address's search, count it once, and follow a new search", async () => {
    const { api, queries } = fakeApi(async (q) => ({ items: [summary(1), summary(2)], total: q.q === "agua" ? 2 : 12, page: 1, pageSize: 10 }));
    const { searches } = renderAt("/noticias?q=agua", api);
    expect(screen.getByRole("status")).toHaveTextContent("Cargando…");
    expect(await screen.findByText("2 noticias para «agua»")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Noticia 1" })).toBeInTheDocument();
    expect(queries).toEqual([{ category: undefined, q: "agua", page: 1, pageSize: 10 }]);
    expect(searches.mock.calls).toEqual([["agua", 2, "/noticias"]]);
    expect(screen.getByLabelText("Buscar en las noticias")).toHaveValue("agua");

    fireEvent.change(screen.getByLabelText("Buscar en las noticias"), { target: { value: "  luz " } });
    fireEvent.click(within(screen.getByRole("search")).getByRole("button", { name: "Buscar" }));
    expect(screen.getByTestId("where")).toHaveTextContent("/noticias?q=luz");
    expect(await screen.findByText("12 noticias para «luz»")).toBeInTheDocument();
    // The box shows the address's search, trimmed; the new search is counted with its own results.
    expect(screen.getByLabelText("Buscar en las noticias")).toHaveValue("luz");
    expect(searches.mock.calls).toEqual([
      ["agua", 2, "/noticias"],
      ["luz", 12, "/noticias"],
    ]);
    expect(screen.getByRole("navigation", { name: "Páginas de resultados" })).toHaveTextContent("Página 1 de 2");
    expect(screen.getByRole("link", { name: "Consulte los cortes programados de su barrio" })).toHaveAttribute("href", "/noticias-cortes");
  });

  it("read the search from ?search= as from ?q= (spec §5), and a new search writes q only", async () => {
    const { api, queries } = fakeApi(async (q) => ({ items: [summary(1)], total: q.q === "agua" ? 1 : 3, page: 1, pageSize: 10 }));
    const { searches } = renderAt("/noticias?search=agua", api);
    expect(await screen.findByText("1 noticia para «agua»")).toBeInTheDocument();
    expect(queries).toEqual([{ category: undefined, q: "agua", page: 1, pageSize: 10 }]);
    expect(searches.mock.calls).toEqual([["agua", 1, "/noticias"]]);
    expect(screen.getByLabelText("Buscar en las noticias")).toHaveValue("agua");
    fireEvent.change(screen.getByLabelText("Buscar en las noticias"), { target: { value: "luz" } });
    fireEvent.click(within(screen.getByRole("search")).getByRole("button", { name: "Buscar" }));
    expect(screen.getByTestId("where")).toHaveTextContent(/^\/noticias\?q=luz$/);
    expect(await screen.findByText("3 noticias para «luz»")).toBeInTheDocument();
  });

  it("say when the news cannot load, and load them again on retry", async () => {
    let fail = true;
    const { api } = fakeApi(() => (fail ? Promise.reject(new Error("sin red")) : Promise.resolve({ items: [summary(1)], total: 1, page: 1, pageSize: 10 })));
    renderAt("/noticias", api);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("No fue posible cargar las noticias");
    fail = false;
    fireEvent.click(within(alert).getByRole("button", { name: "Intentar de nuevo" }));
    expect(await screen.findByText("1 noticia")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("start afresh on each visit: the placeholder first, then the list asked again", async () => {
    let answers = 0;
    let second: (page: NewsPage) => void = () => undefined;
    const item: NewsDetail = { ...summary(1), bodyHtml: "<p>Texto</p>", author: "Redacción" };
    const { api, queries } = fakeApi(
      () =>
        ++answers === 1 ? Promise.resolve({ items: [summary(1)], total: 1, page: 1, pageSize: 10 }) : new Promise<NewsPage>((resolve) => (second = resolve)),
      async () => item,
    );
    renderAt("/noticias", api);
    expect(await screen.findByText("1 noticia")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("link", { name: "Noticia 1" }));
    fireEvent.click(await screen.findByRole("link", { name: "Volver a las noticias" }));
    expect(screen.getByTestId("where")).toHaveTextContent(/^\/noticias$/);
    // Not the list of the last visit: it loads again, as a page opened anew.
    expect(screen.getByRole("status")).toHaveTextContent("Cargando…");
    expect(screen.queryByRole("link", { name: "Noticia 1" })).toBeNull();
    expect(queries).toHaveLength(2);
    act(() => second({ items: [summary(2)], total: 1, page: 1, pageSize: 10 }));
    expect(await screen.findByRole("link", { name: "Noticia 2" })).toBeInTheDocument();
  });

  it("show an empty state with a way to a fault report on the cuts page", async () => {
    const { api, queries } = fakeApi(async () => ({ items: [], total: 0, page: 1, pageSize: 10 }));
    const { searches } = renderAt("/noticias-cortes?barrio=Vereda%20Inexistente&servicio=energia", api);
    const empty = await screen.findByRole("region", { name: "No hay cortes programados" });
    expect(within(empty).getByRole("link", { name: "Reportar una falla" })).toHaveAttribute("href", "/reporta-una-falla");
    expect(within(empty).getByRole("link", { name: "Quitar los filtros" })).toHaveAttribute("href", "/noticias-cortes");
    expect(queries).toEqual([{ category: "cortes", service: "energia", zone: "Vereda Inexistente", upcoming: true, page: 1, pageSize: 10 }]);
    expect(screen.getByRole("status")).toHaveTextContent("Ningún corte en «Vereda Inexistente»");
    expect(searches.mock.calls).toEqual([["Vereda Inexistente", 0, "/noticias-cortes"]]);
  });

  it("show a news item, and say so when there is none", async () => {
    const item: NewsDetail = {
      ...summary(1, { slug: "tarifas" }),
      title: "Tarifas de energía",
      bodyHtml: "<p>Texto del cuerpo</p>",
      author: "Oficina de Comunicaciones",
    };
    const { api, slugs } = fakeApi(
      () => Promise.reject(new Error("no")),
      (slug) => (slug === "tarifas" ? Promise.resolve(item) : Promise.reject(Object.assign(new Error("404"), { response: { status: 404 } }))),
    );
    const { unmount } = renderAt("/noticias-detalles?slug=tarifas", api);
    expect(await screen.findByRole("heading", { level: 1, name: "Tarifas de energía" })).toBeInTheDocument();
    expect(screen.getByText("Por Oficina de Comunicaciones")).toBeInTheDocument();
    expect(screen.getByText("Texto del cuerpo")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver a las noticias" })).toHaveAttribute("href", "/noticias");
    expect(document.title).toMatch(/^Tarifas de energía \| /);
    unmount();

    renderAt("/noticias-detalles?slug=no-existe", api);
    expect(await screen.findByRole("heading", { level: 1, name: "No encontramos esa noticia" })).toBeInTheDocument();
    expect(slugs).toEqual(["tarifas", "no-existe"]);
  });

  it("do not ask for an address that cannot name a news item", async () => {
    const { api, slugs } = fakeApi(() => Promise.reject(new Error("no")));
    renderAt("/noticias-detalles?slug=..%2Fadmin", api);
    expect(await screen.findByRole("heading", { level: 1, name: "No encontramos esa noticia" })).toBeInTheDocument();
    expect(slugs).toEqual([]);
    await act(async () => undefined);
  });
});

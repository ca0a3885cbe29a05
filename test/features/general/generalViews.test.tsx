import "@testing-library/jest-dom";
import type { ReactElement } from "react";
import { act, render, screen, within } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { MemoryRouter } from "react-router-dom";
import { StoresProvider } from "../../../src/app/StoresContext";
import AccessDeniedView from "../../../src/features/general/views/AccessDeniedView";
import FeaturePendingView from "../../../src/features/general/views/FeaturePendingView";
import HomeView from "../../../src/features/general/views/HomeView";
import SearchView from "../../../src/features/general/views/SearchView";
import SiteMapView from "../../../src/features/general/views/SiteMapView";
import type { NewsApi } from "../../../src/services/newsApi";
import type { NewsPage, NewsQuery, NewsSummary } from "../../../src/shared/news";
import { testStores } from "../../helpers";

const summary = (id: string, over: Partial<NewsSummary> = {}): NewsSummary => ({
  id,
  slug: id,
  title: `Noticia ${id}`,
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

const page = (items: NewsSummary[]): NewsPage => ({ items, total: items.length, page: 1, pageSize: 3 });

function newsApi(answer: (query: NewsQuery) => Promise<NewsPage>): NewsApi {
  return { list: answer, bySlug: () => Promise.reject(new Error("not used")) };
}

async function renderAt(view: ReactElement, path: string, api: NewsApi = newsApi(async () => page([]))) {
  const { stores } = testStores({ newsApi: api });
  const searches = jest.spyOn(stores.metrics, "trackSearch").mockImplementation(() => undefined);
  await act(async () => {
    render(
      <StoresProvider stores={stores}>
        <IntlProvider locale="es-CO" defaultLocale="es-CO" messages={{}} onError={() => undefined}>
          <MemoryRouter initialEntries={[path]}>{view}</MemoryRouter>
        </IntlProvider>
      </StoresProvider>,
    );
  });
  return { stores, searches };
}

const href = (name: string | RegExp) => screen.getByRole("link", { name }).getAttribute("href");

beforeEach(() => {
  // No /search-index.json in jsdom: the search ranks the registry's words only.
  global.fetch = jest.fn(async () => new Response("", { status: 404 }));
});

describe("general views", () => {
  it("home: links by route key, and the news and cuts once the news API answers", async () => {
    const cut = summary("corte-1", {
      category: "cortes",
      title: "Corte en Robledo",
      cut: {
        service: "energia",
        zones: ["Robledo", "Castilla"],
        startsAt: "2026-11-21T13:00:00.000Z",
        endsAt: "2026-11-21T17:00:00.000Z",
        reason: "",
        state: "programado",
      },
    });
    await renderAt(
      <HomeView />,
      "/homePage",
      newsApi(async (q) => (q.category === "cortes" ? page([cut]) : page([summary("n1")]))),
    );
    const actions = within(screen.getByRole("navigation", { name: "Trámites frecuentes" }));
    expect(actions.getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual([
      "/pago-en-linea",
      "/facturas",
      "/reporta-una-falla",
      "/newPQRS",
      "/noticias-cortes",
    ]);
    expect(href("Ir a Energía")).toBe("/energia/energyHome");
    expect(href("Ir a Acueducto y alcantarillado")).toBe("/acueducto/homeAqueductSewer");
    expect(href("Ir a Telecomunicaciones")).toBe("/telco");
    expect(href("Transparencia y acceso a la información pública")).toBe("/transparencia/home");
    expect(href("Peticiones, quejas, reclamos y sugerencias")).toBe("/pqr");
    expect(href("Oficinas y horarios de atención")).toBe("/physicalCentersAttention");
    expect(href("Mapa del sitio")).toBe("/mapa-sitio");
    expect(await screen.findByRole("heading", { name: "Cortes programados" })).toBeInTheDocument();
    expect(screen.getByText("Corte en Robledo").closest("li")).toHaveTextContent(/21\/11\/2026.*8:00.*–.*21\/11\/2026.*12:00.* · Robledo, Castilla/);
    expect(screen.getByText("Noticia n1").closest("li")).toHaveTextContent("20 de noviembre de 2026");
    expect(href("Ver todos los cortes")).toBe("/noticias-cortes");
    expect(href("Ver todas las noticias")).toBe("/noticias");
  });

  it("home: leaves the news out when the news API does not answer", async () => {
    await renderAt(
      <HomeView />,
      "/homePage",
      newsApi(() => Promise.reject(new Error("Network Error"))),
    );
    expect(screen.getByRole("heading", { name: "Líneas de atención y emergencias" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Cortes programados" })).toBeNull();
  });

  it("search: ranks pages, lists the news found, and tracks the term once", async () => {
    const { searches } = await renderAt(
      <SearchView />,
      "/buscar?q=tarifas%20energia",
      newsApi(async () => page([summary("n9", { title: "Nuevas tarifas" })])),
    );
    const pages = await screen.findByRole("region", { name: "Páginas" });
    expect(within(pages).getByRole("link", { name: "Tarifas de energía" })).toHaveAttribute("href", "/energia/ratesEnergy");
    const news = screen.getByRole("region", { name: "Noticias" });
    expect(within(news).getByRole("link", { name: "Nuevas tarifas" }).closest("li")).toHaveTextContent("20 de noviembre de 2026");
    expect(screen.getByRole("status")).toHaveTextContent(/resultados para «tarifas energia»/);
    expect(searches).toHaveBeenCalledTimes(1);
    expect(searches).toHaveBeenCalledWith("tarifas energia", expect.any(Number), "/buscar");
  });

  it("search: without results offers the information request and the site map", async () => {
    await renderAt(<SearchView />, "/buscar?search=zzzxqw");
    const empty = await screen.findByRole("region", { name: "Sin resultados para «zzzxqw»" });
    expect(within(empty).getByRole("link", { name: "Solicitar información" })).toHaveAttribute("href", "/information-request");
    expect(within(empty).getByRole("link", { name: "Ir al mapa del sitio" })).toHaveAttribute("href", "/mapa-sitio");
  });

  it("site map: every public page by area, linked by route key", async () => {
    await renderAt(<SiteMapView />, "/mapa-sitio");
    expect(href("Tarifas de energía")).toBe("/energia/ratesEnergy");
  });

  it("access denied links to the account and the home page", async () => {
    await renderAt(<AccessDeniedView />, "/access-denied");
    expect(href("Volver a mi cuenta")).toBe("/dashboard/dashboardGeneral");
    expect(href("Ir al inicio")).toBe("/homePage");
  });

  it("the pending page says what the page is for and where to get the service", async () => {
    await renderAt(<FeaturePendingView />, "/mile-access");
    expect(screen.getByRole("heading", { level: 1, name: "Acceso para aliados" })).toBeInTheDocument();
    expect(href("Ver canales de atención al ciudadano")).toBe("/homeCustomerService");
  });
});

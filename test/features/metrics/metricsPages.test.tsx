import "@testing-library/jest-dom";
import type { ReactElement } from "react";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { MemoryRouter, useLocation } from "react-router-dom";
import { StoresProvider } from "../../../src/app/StoresContext";
import ConnectionTestView from "../../../src/features/metrics/views/ConnectionTestView";
import DashboardView from "../../../src/features/metrics/views/DashboardView";
import PageMetricsView from "../../../src/features/metrics/views/PageMetricsView";
import TestMetricsPageView from "../../../src/features/metrics/views/TestMetricsPageView";
import TestMetricsView from "../../../src/features/metrics/views/TestMetricsView";
import type { MetricsReportsApi } from "../../../src/features/metrics/metricsReportsApi";
import {
  defaultPageMetrics,
  type AcquisitionChannelsReport,
  type AggregatedMetrics,
  type EventPayload,
  type PageMetrics,
  type SearchTermsReport,
} from "../../../src/shared/metrics";
import type { RootStore } from "../../../src/stores/RootStore";
import { MetricsReportsStore } from "../../../src/features/metrics/MetricsReportsStore";
import { openChartTables } from "../../chartTables";
import { testStores } from "../../helpers";

const RANGE = { startDate: "2025-06-01", endDate: "2025-06-30" };

const vital = (p75: number | null, good: number, needsImprovement: number, poor: number) => ({
  p75,
  samples: good + needsImprovement + poor,
  good,
  needsImprovement,
  poor,
});

const AGGREGATED: AggregatedMetrics = {
  ...RANGE,
  totals: { pageViews: 1540, uniqueVisitors: 480, sessions: 480, avgTimeOnPage: 95, bounceRate: 42.5, events: 57 },
  visitsByDay: [
    { date: "2025-06-01", pageViews: 500, uniqueVisitors: 200 },
    { date: "2025-06-02", pageViews: 640, uniqueVisitors: 250 },
    { date: "2025-06-03", pageViews: 400, uniqueVisitors: 160 },
  ],
  topPages: [
    { pagePath: "/homePage", pageViews: 900, uniqueVisitors: 400, avgTimeOnPage: 40 },
    { pagePath: "/energia/ratesEnergy", pageViews: 420, uniqueVisitors: 150, avgTimeOnPage: 130 },
    { pagePath: "/buscar", pageViews: 220, uniqueVisitors: 60, avgTimeOnPage: 20 },
  ],
  devices: [
    { deviceType: "mobile", pageViews: 1000 },
    { deviceType: "desktop", pageViews: 540 },
  ],
  events: [
    { eventType: "file_download", count: 12 },
    { eventType: "share", count: 5 },
    { eventType: "search", count: 40 },
  ],
  webVitals: {
    lcp: vital(2600, 12, 6, 2),
    fid: vital(80, 20, 0, 0),
    cls: vital(0.05, 18, 2, 0),
    ttfb: vital(900, 5, 14, 1),
    fcp: vital(3200, 2, 6, 12),
    inp: vital(null, 0, 0, 0),
  },
  uptime: 99.95,
};

const CHANNELS: AcquisitionChannelsReport = {
  ...RANGE,
  channels: [
    { channel: "social", pageViews: 300, sessions: 90, percentage: 19.5 },
    { channel: "direct", pageViews: 800, sessions: 260, percentage: 51.9 },
    { channel: "organic", pageViews: 440, sessions: 130, percentage: 28.6 },
  ],
};

const TERMS: SearchTermsReport = {
  ...RANGE,
  terms: [
    { term: "tarifa social", searches: 12, zeroResults: 0, lastSearchedAt: "2025-06-29T15:00:00Z" },
    { term: "factura duplicada", searches: 5, zeroResults: 3, lastSearchedAt: "2025-06-28T20:30:00Z" },
  ],
  totalSearches: 17,
  zeroResultSearches: 3,
};

const PAGE: PageMetrics = {
  ...defaultPageMetrics("/energia/ratesEnergy"),
  totalVisits: 420,
  totalUniqueVisitors: 150,
  avgTimeOnPage: 130,
  avgBounceRate: 35,
  avgExitRate: 20,
  lcp: 2600,
  cls: 0.05,
  inp: null,
  speedIndex: null,
  pageWeight: 512_000,
  uptime: 99.95,
  readingTime: 4,
};

/** A metrics API that answers the dataset above, or fails every call. */
function fakeReports(failing = false) {
  const calls: { endpoint: string; arg: unknown }[] = [];
  const answer = <T,>(endpoint: string, arg: unknown, data: T) => {
    calls.push({ endpoint, arg });
    return failing ? Promise.reject(new Error("Network Error")) : Promise.resolve(data);
  };
  const api: MetricsReportsApi = {
    page: (path, range) => answer("page", { path, range }, { ...PAGE, pagePath: path }),
    aggregated: (range) => answer("aggregated", range, AGGREGATED),
    acquisitionChannels: (range) => answer("channels", range, CHANNELS),
    searchTerms: (range) => answer("terms", range, TERMS),
    assistantQuestions: (range) =>
      answer("assistant", range, { startDate: "", endDate: "", unanswered: [], unhelpful: [], totals: { unanswered: 0, unhelpful: 0, helpful: 0 } }),
    status: () => answer("status", undefined, { enabled: true, buffered: 3, lastWriteAt: "2025-06-30T17:00:00Z", written: 1200, database: "ok" as const }),
  };
  return { api, calls };
}

/** Where the router is, to check the address a page writes (shareable ranges, search). */
function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

function renderAt(view: ReactElement, path: string, options: { failing?: boolean; setup?: (stores: RootStore) => void } = {}) {
  const reports = fakeReports(options.failing);
  // Spec §8: a failed fetch is only logged; keep the expected log out of the test output.
  if (options.failing) jest.spyOn(console, "debug").mockImplementation(() => undefined);
  const sent: EventPayload[] = [];
  const { stores } = testStores({
    metricsReportsApi: reports.api,
    metricsSink: { pageView: async () => undefined, events: async (batch) => void sent.push(...batch) },
  });
  options.setup?.(stores);
  render(
    <StoresProvider stores={stores}>
      <IntlProvider locale="es-CO" defaultLocale="es-CO" messages={{}}>
        <MemoryRouter initialEntries={[path]}>
          {view}
          <Where />
        </MemoryRouter>
      </IntlProvider>
    </StoresProvider>,
  );
  return { stores, calls: reports.calls, sent };
}

/** The body row of a table whose row header is `name`. */
/** Types a dd/mm/aaaa day into a date picker and leaves it, which is when the picker reads it. */
function typeDate(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}

function row(table: HTMLElement, name: string | RegExp): HTMLElement {
  return within(table).getByRole("rowheader", { name }).closest("tr") as HTMLElement;
}

afterEach(() => jest.restoreAllMocks());

describe("/metrics-dashboard", () => {
  it("reads the range from the address and shows the figures in tables", async () => {
    const { calls } = renderAt(<DashboardView />, "/metrics-dashboard?startDate=2025-06-01&endDate=2025-06-30");
    const pages = await screen.findByRole("table", { name: "Vistas de página por página, de la más visitada a la menos visitada" });
    openChartTables();
    expect(calls.filter((c) => c.endpoint === "aggregated").map((c) => c.arg)).toEqual([RANGE]);
    // The date pickers show the day as people write it here.
    expect(screen.getByLabelText(/^Desde/)).toHaveValue("01/06/2025");
    expect(screen.getByLabelText(/^Hasta/)).toHaveValue("30/06/2025");

    expect(within(row(pages, "/homePage")).getByText("900")).toBeInTheDocument();
    expect(within(row(pages, "/energia/ratesEnergy")).getByText("420")).toBeInTheDocument();
    expect(within(pages).getAllByRole("row")).toHaveLength(1 + AGGREGATED.topPages.length);
    expect(within(pages).getByRole("link", { name: "/homePage" })).toHaveAttribute("href", "/metrics?path=%2FhomePage");
    // Issue 33 §3: the two visit figures are defined under the totals.
    expect(screen.getByText(/cada sesión cuenta como un visitante y nunca hay más visitantes que sesiones/)).toBeInTheDocument();

    // Web vitals at p75 against the thresholds (spec §9): 2600 > 2500 needs improvement; 0.05 ≤ 0.1 good.
    const vitals = screen.getByRole("table", { name: "Web Vitals del portal en el percentil 75" });
    const lcp = row(vitals, /\(LCP\)/);
    expect(lcp).toHaveTextContent("2.600 ms");
    expect(lcp).toHaveTextContent("Necesita mejorar");
    expect(row(vitals, /\(CLS\)/)).toHaveTextContent("Bueno");
    expect(row(vitals, /\(CLS\)/)).toHaveTextContent("0,05");
    expect(row(vitals, /\(FID\)/)).toHaveTextContent("Bueno");
    expect(row(vitals, /\(TTFB\)/)).toHaveTextContent("Necesita mejorar");
    expect(row(vitals, /\(FCP\)/)).toHaveTextContent("Deficiente");
    expect(row(vitals, /\(INP\)/)).toHaveTextContent("No medido");
    // Counts of samples per rating: good, needs improvement, poor, total.
    const lcpCells = within(lcp)
      .getAllByRole("cell")
      .map((c) => c.textContent);
    expect(lcpCells.slice(-4)).toEqual(["12", "6", "2", "20"]);

    const terms = screen.getByRole("table", { name: "Términos buscados en el portal" });
    expect(row(terms, /factura duplicada/)).toHaveTextContent("sin resultados");
    expect(row(terms, /tarifa social/)).not.toHaveTextContent("sin resultados");

    const channels = screen.getByRole("table", { name: "Vistas de página por canal de adquisición" });
    expect(
      within(channels)
        .getAllByRole("rowheader")
        .map((c) => c.textContent),
    ).toEqual(["Directo", "Búsqueda orgánica", "Redes sociales"]);
    expect(screen.getByRole("table", { name: "Eventos registrados por tipo" })).toHaveTextContent("Descargas de archivos");
    expect(screen.getByRole("table", { name: "Vistas de página por tipo de dispositivo" })).toHaveTextContent("Celular");
    expect(screen.queryByText("No fue posible consultar las métricas; se muestran valores por defecto.")).toBeNull();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it("refuses a range that starts after it ends, with a field message and the error summary", async () => {
    const { calls } = renderAt(<DashboardView />, "/metrics-dashboard?startDate=2025-06-01&endDate=2025-06-30");
    await screen.findByRole("table", { name: "Vistas de página por página, de la más visitada a la menos visitada" });
    typeDate(screen.getByLabelText(/^Desde/), "15/07/2025");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Aplicar" }));
    });
    const message = "La fecha «Desde» debe ser anterior o igual a la fecha «Hasta».";
    expect(screen.getByRole("alert")).toHaveTextContent("Hay un problema");
    expect(screen.getByRole("link", { name: message })).toHaveAttribute("href", "#range-start");
    expect(screen.getAllByText(message)).toHaveLength(2); // the summary and beside the field
    expect(calls.filter((c) => c.endpoint === "aggregated")).toHaveLength(1);
  });

  it("applies a preset range and a valid typed one", async () => {
    const { calls } = renderAt(<DashboardView />, "/metrics-dashboard?startDate=2025-06-01&endDate=2025-06-30");
    await screen.findByRole("table", { name: "Vistas de página por página, de la más visitada a la menos visitada" });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Últimos 7 días" }));
    });
    await waitFor(() => expect(calls.filter((c) => c.endpoint === "aggregated")).toHaveLength(2));
    const { startDate, endDate } = calls.filter((c) => c.endpoint === "aggregated")[1].arg as typeof RANGE;
    expect((Date.parse(endDate) - Date.parse(startDate)) / 86_400_000).toBe(6);
    await waitFor(() => expect(screen.getByRole("button", { name: "Últimos 7 días" })).toHaveAttribute("aria-pressed", "true"));

    typeDate(screen.getByLabelText(/^Desde/), "01/05/2025");
    typeDate(screen.getByLabelText(/^Hasta/), "31/05/2025");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Aplicar" }));
    });
    await waitFor(() => expect(calls.filter((c) => c.endpoint === "aggregated").at(-1)?.arg).toEqual({ startDate: "2025-05-01", endDate: "2025-05-31" }));
    // The range lives in the address, so the view can be shared.
    expect(screen.getByTestId("location")).toHaveTextContent("/metrics-dashboard?startDate=2025-05-01&endDate=2025-05-31");
  });
});

describe("/metrics-dashboard when the API fails", () => {
  it("shows the fallback note and the empty states", async () => {
    renderAt(<DashboardView />, "/metrics-dashboard", { failing: true });
    expect(await screen.findByText("No fue posible consultar las métricas; se muestran valores por defecto.")).toBeInTheDocument();
    expect(screen.getAllByText("Aún no hay visitas registradas en este rango.").length).toBeGreaterThan(0);
    expect(screen.getByText("No se registraron búsquedas en este rango.")).toBeInTheDocument();
  });
});

describe("/metrics", () => {
  it("shows every field of the page's metrics, with 'No medido' for what was not measured", async () => {
    const { calls } = renderAt(<PageMetricsView />, "/metrics?path=%2Fenergia%2FratesEnergy");
    await screen.findByText("Índice de velocidad (Speed Index)");
    expect(calls).toEqual([{ endpoint: "page", arg: { path: "/energia/ratesEnergy", range: undefined } }]);
    const value = (label: string | RegExp) => screen.getByText(label, { selector: "dt" }).nextElementSibling as HTMLElement;
    expect(value("Índice de velocidad (Speed Index)")).toHaveTextContent("No medido");
    expect(value(/\(INP\)/)).toHaveTextContent("No medido");
    expect(value(/\(LCP\)/)).toHaveTextContent("2.600 ms");
    expect(value(/\(LCP\)/)).toHaveTextContent("Necesita mejorar");
    expect(value(/\(CLS\)/)).toHaveTextContent("Bueno");
    expect(value("Visitas")).toHaveTextContent("420");
    expect(value("Peso de la página")).toHaveTextContent("500 KB");
    expect(value("Tiempo promedio en la página")).toHaveTextContent("2 min 10 s");
    expect(value("Tasa de rebote")).toHaveTextContent("35");
    expect(value("Disponibilidad")).toHaveTextContent("99,95");
    expect(value("Tiempo de lectura")).toHaveTextContent("4 minutos");
    expect(value("Optimizada para celulares")).toHaveTextContent("Sí");
    expect(screen.getByLabelText(/^Ruta de la página/)).toHaveValue("/energia/ratesEnergy");
    expect(screen.getByRole("link", { name: /tablero de métricas/ })).toHaveAttribute("href", "/metrics-dashboard");
  });

  it("asks for /homePage by default and checks the path starts with /", async () => {
    const { calls } = renderAt(<PageMetricsView />, "/metrics");
    await screen.findByText("Visitas", { selector: "dt" });
    expect(calls[0].arg).toEqual({ path: "/homePage", range: undefined });
    fireEvent.change(screen.getByLabelText(/^Ruta de la página/), { target: { value: "homePage" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Consultar" }));
    });
    const message = "La ruta debe empezar por «/», por ejemplo /homePage.";
    expect(screen.getByRole("link", { name: message })).toHaveAttribute("href", "#metrics-path");
    expect(screen.getAllByText(message)).toHaveLength(2);
    expect(calls).toHaveLength(1);
  });

  it("shows the fallback note with the zeroed metrics when the API fails", async () => {
    renderAt(<PageMetricsView />, "/metrics?path=%2Fbuscar", { failing: true });
    expect(await screen.findByText("No fue posible consultar las métricas; se muestran valores por defecto.")).toBeInTheDocument();
    expect(screen.getByText("Visitas", { selector: "dt" }).nextElementSibling).toHaveTextContent("0");
    expect(screen.getByText("Disponibilidad", { selector: "dt" }).nextElementSibling).toHaveTextContent("99,9");
  });
});

describe("/test-metrics pages", () => {
  beforeEach(() => {
    // A click on the download link would make jsdom try to navigate.
    window.addEventListener("click", preventLinks, true);
  });
  afterEach(() => window.removeEventListener("click", preventLinks, true));
  const preventLinks = (e: Event) => {
    if ((e.target as HTMLElement).closest("a[href^='/docs/'], a[target='_blank']")) e.preventDefault();
  };

  it("queues one event of the right type per button and sends them with «Enviar ahora»", async () => {
    const { sent } = renderAt(<TestMetricsPageView />, "/test-metrics/page1");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Prueba de métricas: página 1");
    expect(screen.getByTestId("fire-download")).toHaveAttribute("href", "/docs/abastecimiento-estrategico-modelo-2026.pdf");

    fireEvent.click(screen.getByTestId("fire-download"));
    await act(async () => {
      fireEvent.click(screen.getByTestId("fire-share"));
    });
    fireEvent.click(screen.getByTestId("fire-share-whatsapp"));
    fireEvent.click(screen.getByTestId("fire-custom"));
    fireEvent.change(screen.getByLabelText(/^Nombre/), { target: { value: "Camila" } });
    await act(async () => {
      fireEvent.click(screen.getByTestId("fire-form"));
    });
    expect(screen.getByTestId("queued-count")).toHaveTextContent("5");
    expect(screen.getByTestId("bench-status")).toHaveTextContent("form_submit");

    await act(async () => {
      fireEvent.click(screen.getByTestId("flush-now"));
    });
    expect(sent.map((e) => e.eventType)).toEqual(["file_download", "share", "share", "custom", "form_submit"]);
    expect(sent.every((e) => e.pagePath === "/test-metrics/page1" && e.sessionId === "test-session")).toBe(true);
    expect(sent.map((e) => e.label)).toEqual(
      expect.arrayContaining(["/docs/abastecimiento-estrategico-modelo-2026.pdf", "copiar_enlace", "whatsapp", "formulario_de_prueba"]),
    );
    expect(screen.getByTestId("queued-count")).toHaveTextContent("0");
    expect(screen.getByTestId("bench-status")).toHaveTextContent("Se enviaron los eventos que estaban en cola.");
  });

  it("sends the search form to /buscar?q=… (the search page tracks the term)", async () => {
    renderAt(<TestMetricsPageView />, "/test-metrics/page3");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Prueba de métricas: página 3");
    const q = screen.getByRole("searchbox", { name: "Buscar en el portal" });
    expect(q).toHaveAttribute("name", "q");
    fireEvent.change(q, { target: { value: "tarifa social" } });
    fireEvent.click(screen.getByTestId("fire-search"));
    expect(screen.getByTestId("location")).toHaveTextContent("/buscar?q=tarifa%20social");
  });

  it("does not count a form that fails its own check, and says what is missing", async () => {
    const { stores } = renderAt(<TestMetricsPageView />, "/test-metrics/page2");
    await act(async () => {
      fireEvent.click(screen.getByTestId("fire-form"));
    });
    const message = "Escriba un nombre para enviar el formulario de prueba.";
    expect(screen.getByRole("link", { name: message })).toHaveAttribute("href", "#bench-form-name");
    expect(screen.getAllByText(message)).toHaveLength(2);
    expect(stores.metrics.queued).toBe(0);
  });

  it("explains the bench on /test-metrics and links to the three pages", () => {
    renderAt(<TestMetricsView />, "/test-metrics");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Prueba de métricas");
    for (const n of [1, 2, 3]) {
      expect(screen.getAllByRole("link", { name: new RegExp(`^Página ${n}:`) })[0]).toHaveAttribute("href", `/test-metrics/page${n}`);
    }
    for (const id of ["fire-download", "fire-share", "fire-form", "fire-search", "fire-custom", "flush-now"]) {
      expect(screen.getByTestId(id)).toHaveAccessibleName();
    }
  });
});

describe("/test-connection", () => {
  it("shows both services as available, with latency, version and the writer's state, and announces it", async () => {
    const health = jest.fn().mockResolvedValue({ status: 200, data: { status: "ok", db: "ok", version: "1.4.2" } });
    renderAt(<ConnectionTestView />, "/test-connection", { setup: (s) => void jest.spyOn(s.api, "request").mockImplementation(health) });
    await waitFor(() => expect(health).toHaveBeenCalledWith(expect.objectContaining({ url: "/health", method: "GET" })));
    await waitFor(() =>
      expect(screen.getByTestId("connection-status")).toHaveTextContent(
        /Comprobación terminada\. API del portal: Disponible \(\d+ ms\)\. Servicio de métricas: Disponible/,
      ),
    );
    const api = screen.getByRole("region", { name: "API del portal" });
    expect(api).toHaveTextContent("1.4.2");
    const metrics = screen.getByRole("region", { name: "Servicio de métricas" });
    expect(metrics).toHaveTextContent("Disponible");
    expect(metrics).toHaveTextContent("1.200");
  });

  it("tells a service that does not answer from one that answers with an error", async () => {
    let answered = 0;
    renderAt(<ConnectionTestView />, "/test-connection", {
      setup: (s) => {
        jest.spyOn(s.api, "request").mockImplementation(async () => {
          answered++;
          return { status: 503, data: { status: "degraded", db: "error", version: "1.4.2" } } as never;
        });
        jest
          .spyOn(MetricsReportsStore.prototype, "status")
          .mockRejectedValue(Object.assign(new Error("No fue posible comunicarse con el servidor."), { code: "ERR_NETWORK" }));
      },
    });
    // «Probar de nuevo» runs the same checks again.
    // Once the first check has ended (a click during a check does nothing).
    await waitFor(() => expect(screen.getByTestId("connection-status")).toHaveTextContent("Comprobación terminada"));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Probar de nuevo" }));
    });
    await waitFor(() => expect(answered).toBe(2));
    await waitFor(() => expect(screen.getByTestId("connection-status")).toHaveTextContent("API del portal: Con fallas"));
    expect(screen.getByTestId("connection-status")).toHaveTextContent("Servicio de métricas: Sin respuesta");
    expect(screen.getByRole("region", { name: "API del portal" })).toHaveTextContent("No responde");
  });

  it("sends a test event at once", async () => {
    const { sent } = renderAt(<ConnectionTestView />, "/test-connection", {
      setup: (s) => void jest.spyOn(s.api, "request").mockResolvedValue({ status: 200, data: { status: "ok", db: "ok", version: "1" } } as never),
    });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Enviar evento de prueba" }));
    });
    await waitFor(() => expect(screen.getByTestId("connection-event-status")).toHaveTextContent("El evento de prueba llegó al servicio de métricas."));
    expect(sent).toEqual([expect.objectContaining({ eventType: "custom", pagePath: "/test-connection" })]);
  });
});

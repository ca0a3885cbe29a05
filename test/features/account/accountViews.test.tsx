import "@testing-library/jest-dom";
import type { ReactElement } from "react";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { MemoryRouter, useLocation } from "react-router-dom";
import { StoresProvider } from "../../../src/app/StoresContext";
import CheckBillView from "../../../src/features/account/views/CheckBillView";
import ConsumptionView from "../../../src/features/account/views/ConsumptionView";
import DigitalBillView from "../../../src/features/account/views/DigitalBillView";
import InvoiceDuplicatesView from "../../../src/features/account/views/InvoiceDuplicatesView";
import InvoiceInquiryView from "../../../src/features/account/views/InvoiceInquiryView";
import NewContractView from "../../../src/features/account/views/NewContractView";
import OverviewView from "../../../src/features/account/views/OverviewView";
import { DashboardGeneralPage, InvoiceInquiryPage } from "../../../src/features/account/routes";
import ProductTestView from "../../../src/features/account/views/ProductTestView";
import PublicInvoicesView from "../../../src/features/account/views/PublicInvoicesView";
import SelectContractView from "../../../src/features/account/views/SelectContractView";
import type { ApiClient } from "../../../src/services/apiClient";
import type { ClientConfig } from "../../../src/shared/config";
import type { RootStore } from "../../../src/stores/RootStore";
import { openChartTables } from "../../chartTables";
import type { AuthApi } from "../../../src/stores/SessionStore";
import { demoSessionUser } from "../../fixtures/sessionUser";
import { testStores } from "../../helpers";
import { contract, detail, httpError, invoice } from "./fakes";

/** What the fake server answers: `GET /path` or `POST /path` → a value, or an Error to throw. */
type Answers = Record<string, unknown>;

/** An API client that answers from a table, so the views run against their real stores. */
function fakeClient(answers: Answers): ApiClient & { asked: string[] } {
  const asked: string[] = [];
  const answer = async <T,>(key: string): Promise<T> => {
    asked.push(key);
    if (!(key in answers)) throw httpError(404);
    const value = answers[key];
    if (value instanceof Error) throw value;
    return value as T;
  };
  return {
    asked,
    request: async <T,>(config: { method?: string; url?: string }) => ({ data: await answer<T>(`${config.method} ${config.url}`) }) as never,
    get: (url) => answer(`GET ${url}`),
    post: (url) => answer(`POST ${url}`),
    token: () => "",
  };
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

type RenderOptions = { signedIn?: boolean; verified?: boolean; auth?: Partial<AuthApi>; config?: Partial<ClientConfig> };

/** The stores of a (signed-in) visitor, talking to the fake server. */
function storesFor(answers: Answers, options: RenderOptions = {}) {
  const { stores } = testStores(options.auth ? { authApi: options.auth as AuthApi } : {}, options.config);
  const client = fakeClient(answers);
  // The stores take the root's client when they are made: the fake one, here.
  (stores as { api: ApiClient }).api = client;
  if (options.signedIn !== false) {
    stores.session.applySharedToken("token");
    stores.session.setUser({ ...demoSessionUser, isEmailVerified: options.verified ?? true });
  }
  return { stores, client };
}

function renderAt(view: ReactElement, path: string, answers: Answers, options: RenderOptions = {}) {
  const { stores, client } = storesFor(answers, options);
  return { stores, asked: client.asked, ...renderWith(stores, view, path) };
}

function renderWith(stores: ReturnType<typeof testStores>["stores"], view: ReactElement, path: string) {
  return render(
    <StoresProvider stores={stores}>
      <IntlProvider locale="es-CO" defaultLocale="es-CO" messages={{}}>
        <MemoryRouter initialEntries={[path]}>
          {view}
          <Where />
        </MemoryRouter>
      </IntlProvider>
    </StoresProvider>,
  );
}

const HOME = contract("1", { amountDue: 98_000, unpaidInvoices: 1, nextDueDate: "2026-12-01" });
const SHOP = contract("2");
const CONTRACTS = { "GET /contracts": { contracts: [HOME, SHOP] } };
const INVOICES = [invoice("a", "2026-09", { status: "pagada" }), invoice("b", "2026-10")];

describe("account views (issue 23: they observe their stores)", () => {
  it("/dashboard/invoice-inquiry lists the active contract's invoices newest first, with their links", async () => {
    renderAt(<InvoiceInquiryView />, "/dashboard/invoice-inquiry", { ...CONTRACTS, "GET /contracts/1/invoices": { invoices: INVOICES } });
    const table = await screen.findByRole("table");
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent("FV-b");
    expect(rows[1]).toHaveTextContent("Pendiente");
    expect(within(rows[1]).getByRole("link", { name: /^Pagar la factura de/ })).toHaveAttribute("href", "/dashboard/onlinePayment");
    expect(within(rows[1]).getByRole("link", { name: /^Ver detalle/ })).toHaveAttribute("href", "/dashboard/check-bill?factura=b");
    expect(within(rows[2]).queryByRole("link", { name: /^Pagar/ })).toBeNull();
    expect(screen.getByText("2 facturas de 2")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Duplicados de facturas" })).toHaveAttribute("href", "/dashboard/duplicados-facturas");
    expect(screen.getByRole("link", { name: "Cambiar de contrato" })).toHaveAttribute("href", "/dashboard/seleccionar-contrato");
  });

  it("shows a failed list with its retry, which asks again", async () => {
    const answers: Answers = { ...CONTRACTS, "GET /contracts/1/invoices": httpError(503, { message: "Servicio no disponible" }) };
    const { asked } = renderAt(<InvoiceDuplicatesView />, "/dashboard/duplicados-facturas", answers);
    const problem = await screen.findByRole("alert");
    expect(problem).toHaveTextContent("Servicio no disponible");
    answers["GET /contracts/1/invoices"] = { invoices: INVOICES };
    fireEvent.click(within(problem).getByRole("button", { name: "Intentar de nuevo" }));
    expect(await screen.findByRole("button", { name: /Descargar duplicado \(PDF\) de la factura FV-b/ })).toBeInTheDocument();
    expect(asked.filter((a) => a === "GET /contracts/1/invoices")).toHaveLength(2);
  });

  it("/dashboard/check-bill explains the newest invoice and links each line's claim to the PQRS form", async () => {
    const explained = { ...detail("b", "2026-10"), issueDate: new Date().toISOString().slice(0, 10) };
    explained.lines = [
      {
        id: "l1",
        service: "energia",
        kind: "consumo",
        concept: "Consumo de energía",
        quantity: 120,
        unit: "kWh",
        unitPrice: 800,
        amount: 96_000,
        explanation: "120 kWh.",
      },
    ];
    renderAt(<CheckBillView />, "/dashboard/check-bill", { ...CONTRACTS, "GET /contracts/1/invoices": { invoices: INVOICES }, "GET /invoices/b": explained });
    expect(await screen.findByRole("heading", { name: "Factura FV-b" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Reclamar este cobro: Consumo de energía" })).toHaveAttribute(
      "href",
      "/dashboard/add-pqrs?tipo=reclamo&contrato=1002003001&factura=FV-b&concepto=Consumo%20de%20energ%C3%ADa&servicio=energia",
    );
    expect(screen.getByText("7K3M-9Q2X-WD")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Pagar en línea" })).toHaveAttribute("href", "/dashboard/onlinePayment");
  });

  it("/dashboard/check-bill shows an unpaid invoice's barcode on a white card, its line, and copies the reference (issue 32 §3)", async () => {
    const hri = "(415)7709998000018(8020)202610FV-b(3900)0000098000(96)20261201";
    const unpaid = { ...detail("b", "2026-10"), total: 98_000, dueDate: "2026-12-01", paymentBarcode: { reference: "202610FV-b", hri } };
    const svg = '<svg viewBox="0 0 418 65" xmlns="http://www.w3.org/2000/svg"><rect width="100%" height="100%" fill="#FFFFFF" /></svg>';
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const { asked } = renderAt(<CheckBillView />, "/dashboard/check-bill", {
      ...CONTRACTS,
      "GET /contracts/1/invoices": { invoices: INVOICES },
      "GET /invoices/b": unpaid,
      "GET /invoices/b/barcode.svg": svg,
    });
    const image = await screen.findByRole("img", { name: "Código de barras para pagar en bancos y corresponsales" });
    expect(image.getAttribute("src")).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    expect(image.closest("figure")).toHaveTextContent(hri);
    expect(screen.getByRole("link", { name: "Código de barras y referencia para pagar en bancos y corresponsales" })).toHaveAttribute(
      "href",
      "#codigo-de-barras",
    );
    fireEvent.click(screen.getByRole("button", { name: "Copiar la referencia de pago 202610FV-b" }));
    expect(await screen.findByText("Referencia 202610FV-b copiada.")).toHaveAttribute("role", "status");
    expect(writeText).toHaveBeenCalledWith("202610FV-b");
    expect(asked).toContain("GET /invoices/b/barcode.svg");
  });

  it("/dashboard/check-bill shows no barcode for a paid invoice or one with nothing to pay", async () => {
    const paid = {
      ...detail("a", "2026-09"),
      status: "pagada" as const,
      paidAt: "2026-10-20T15:00:00.000Z",
      paymentBarcode: { reference: "x", hri: "(415)…" },
    };
    const { asked } = renderAt(<CheckBillView />, "/dashboard/check-bill?factura=a", {
      ...CONTRACTS,
      "GET /contracts/1/invoices": { invoices: INVOICES },
      "GET /invoices/a": paid,
    });
    expect(await screen.findByRole("heading", { name: "Factura FV-a" })).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: /Código de barras/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Copiar/ })).toBeNull();
    expect(asked.some((a) => a.endsWith("/barcode.svg"))).toBe(false);
  });

  it("/dashboard/individual-consume summarises the consumption and asks again for another range", async () => {
    const points = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ period: `2025-${String((i % 12) + 1).padStart(2, "0")}`, values: { energia: 100 + i } }));
    const answers: Answers = { ...CONTRACTS, "GET /contracts/1/consumption": { contractId: "1", services: ["energia"], points: points(12) } };
    const { asked } = renderAt(<ConsumptionView />, "/dashboard/individual-consume", answers);
    expect(await screen.findByRole("heading", { name: "Resumen de su consumo" })).toBeInTheDocument();
    expect(screen.getByText("12 meses de consumo de energía")).toBeInTheDocument();
    fireEvent.change(screen.getByRole("combobox", { name: "Periodo" }), { target: { value: "6" } });
    expect(await screen.findByText("6 meses de consumo de energía")).toBeInTheDocument();
    expect(asked.filter((a) => a === "GET /contracts/1/consumption")).toHaveLength(2);
    expect(screen.getByRole("link", { name: /Radique un reclamo/ })).toHaveAttribute("href", "/dashboard/add-pqrs?tipo=reclamo&contrato=1002003001");
  });

  it("/dashboard/digital-bill enrols the contract, then opens the confirmation", async () => {
    const enrolled = { ...HOME, digitalBill: { email: "cliente@example.com", termsVersion: "2026-01", enrolledAt: "2026-11-18" } };
    renderAt(<DigitalBillView />, "/dashboard/digital-bill", { ...CONTRACTS, "PUT /contracts/1/digital-bill": enrolled });
    const consent = await screen.findByRole("checkbox", { name: /Acepto los términos/ });
    expect(consent).not.toBeChecked();
    expect(screen.getByRole("link", { name: /Lea los términos/ })).toHaveAttribute("href", "/transparencia/terminosCondicionesUso/facturaDigital");
    fireEvent.click(consent);
    fireEvent.click(screen.getByRole("button", { name: "Inscribirme a la factura digital" }));
    expect(await screen.findByText("/dashboard/dashboardDigitalBillConfirmation")).toBeInTheDocument();
  });

  it("/dashboard/new-contract shows the server's refusal of a link in the summary", async () => {
    renderAt(<NewContractView />, "/dashboard/new-contract", {
      ...CONTRACTS,
      "POST /contracts/link": httpError(422, { message: "No pudimos verificar el contrato con esos datos." }),
    });
    fireEvent.change(await screen.findByLabelText(/Número de documento del titular/), { target: { value: "11111111" } });
    fireEvent.change(screen.getByLabelText(/Código de verificación/), { target: { value: "JC7Q-4M2X-8R" } });
    fireEvent.click(screen.getByRole("button", { name: "Asociar el contrato" }));
    const summary = await screen.findByRole("alert");
    expect(summary).toHaveTextContent("No pudimos verificar el contrato con esos datos.");
  });

  it("/dashboard/new-contract: a successful link empties the form without judging it (issue 33: no «Hay un problema», no field errors)", async () => {
    const linked = contract("3", { number: "1002003003" });
    renderAt(<NewContractView />, "/dashboard/new-contract", { ...CONTRACTS, "POST /contracts/link": linked });
    fireEvent.change(await screen.findByLabelText(/^Número de contrato/), { target: { value: "1002003003" } });
    fireEvent.change(screen.getByLabelText(/Número de documento del titular/), { target: { value: "11111111" } });
    fireEvent.change(screen.getByLabelText(/Código de verificación/), { target: { value: "JC7Q-4M2X-8R" } });
    fireEvent.click(screen.getByRole("button", { name: "Asociar el contrato" }));
    expect(await screen.findByText(/Listo: el contrato 1002003003/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Código de verificación/)).toHaveValue("");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByText("Hay un problema")).toBeNull();
    expect(screen.queryByText(/Escriba el número de documento del titular/)).toBeNull();
    expect(screen.queryByText(/Escriba el código de verificación/)).toBeNull();
    expect(document.title).not.toMatch(/^Error: /);
    // The next submit is judged again.
    fireEvent.click(screen.getByRole("button", { name: "Asociar el contrato" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Escriba el número de documento del titular.");
  });

  it("/dashboard/dashboardGeneral: paying is the summary's primary button, with the amount in its name (issue 33)", async () => {
    renderAt(<OverviewView />, "/dashboard/dashboardGeneral", CONTRACTS);
    const panel = await screen.findByRole("region", { name: "Su cuenta de servicios" });
    const pay = await within(panel).findByRole("link", { name: /^Pagar factura: \$\s?98\.000$/ });
    expect(pay).toHaveAttribute("href", "/dashboard/onlinePayment");
    expect(pay).toHaveTextContent("Pagar factura");
    // Not a plain link among the quick actions any more.
    const next = screen.getByRole("region", { name: "¿Qué desea hacer?" });
    expect(within(next).queryByRole("link", { name: /Pagar/ })).toBeNull();
  });

  it("/dashboard/dashboardGeneral keeps the summary's and the trend's space while they load, invisibly (issue 37: no layout shift on a phone)", async () => {
    const pending = new Promise(() => {});
    const { unmount } = renderAt(<OverviewView />, "/dashboard/dashboardGeneral", { "GET /contracts": pending });
    const panel = await screen.findByRole("region", { name: "Su cuenta de servicios" });
    const reserved = within(panel).getByTestId("contract-reserved");
    // The space of a usual summary (amount, dates, the pay button, the six bars) is there, hidden
    // from everyone: nothing in it can be read out or reached, only the spinner is announced.
    expect(reserved).toHaveAttribute("aria-hidden", "true");
    expect(reserved).toHaveTextContent("Pagar factura");
    expect(within(reserved).getAllByRole("link", { hidden: true }).length).toBeGreaterThan(0);
    expect(within(panel).queryByRole("link")).toBeNull();
    expect(within(panel).getAllByRole("progressbar")).toHaveLength(1);
    unmount();

    // The contracts are in; the consumption is not yet: the trend keeps its space the same way.
    renderAt(<OverviewView />, "/dashboard/dashboardGeneral", { ...CONTRACTS, "GET /contracts/1/consumption": pending });
    const loaded = await screen.findByRole("region", { name: "Su cuenta de servicios" });
    expect(await within(loaded).findByRole("link", { name: /^Pagar factura: / })).toBeInTheDocument();
    expect(within(loaded).queryByTestId("contract-reserved")).toBeNull();
    const trend = within(loaded).getByTestId("trend-reserved");
    expect(trend).toHaveAttribute("aria-hidden", "true");
    expect(within(loaded).queryByRole("link", { name: "Ver el historial de consumo" })).toBeNull();
    expect(within(loaded).getAllByRole("progressbar")).toHaveLength(1);
  });

  it("/dashboard/dashboardGeneral and /dashboard/invoiceInquiry: what the route asked for and has come is in the view's first render (issue 37)", async () => {
    const periods = ["2026-05", "2026-06", "2026-07", "2026-08", "2026-09", "2026-10"];
    const answers: Answers = {
      ...CONTRACTS,
      "GET /contracts/1/consumption": {
        contractId: "1",
        services: ["energia"],
        points: periods.map((period, i) => ({ period, values: { energia: 100 + i } })),
      },
      "GET /contracts/1/invoices": { invoices: INVOICES },
    };
    const landed = async (Page: new (props: object) => { prefetch?: (s: RootStore) => void }) => {
      const prepared = storesFor(answers);
      new Page({}).prefetch!(prepared.stores); // as main.tsx does on a signed-in landing
      // The contracts, then the page's data, come while the view's code would still be downloading.
      await new Promise((resolve) => setTimeout(resolve, 0));
      return prepared;
    };
    let { stores, client } = await landed(DashboardGeneralPage);
    const asked = client.asked.length;
    const { unmount } = renderWith(stores, <OverviewView />, "/dashboard/dashboardGeneral");
    // No waiting: the first render has the amount, the sentence and the bars, no spinner, no reserve.
    const panel = screen.getByRole("region", { name: "Su cuenta de servicios" });
    expect(within(panel).getByRole("link", { name: /^Pagar factura: / })).toBeInTheDocument();
    expect(within(panel).getByText(/^En octubre de 2026 su consumo de energía/)).toBeInTheDocument();
    openChartTables(panel);
    expect(within(panel).getByRole("table", { name: "Consumo de energía por periodo, en kWh" })).toBeInTheDocument();
    expect(within(panel).queryByTestId("contract-reserved")).toBeNull();
    expect(within(panel).queryByTestId("trend-reserved")).toBeNull();
    expect(within(panel).queryByRole("progressbar")).toBeNull();
    // And nothing was asked again for them.
    expect(client.asked.slice(asked).filter((k) => k === "GET /contracts" || k.startsWith("GET /contracts/1/consumption"))).toEqual([]);
    unmount();

    ({ stores, client } = await landed(InvoiceInquiryPage));
    renderWith(stores, <InvoiceInquiryView />, "/dashboard/invoiceInquiry");
    expect(within(screen.getByRole("table")).getAllByRole("row")).toHaveLength(3);
    expect(screen.getByText("2 facturas de 2")).toBeInTheDocument();
    expect(client.asked.filter((k) => k === "GET /contracts/1/invoices")).toHaveLength(1);
  });

  it("/dashboard/dashboardGeneral charts the main metered service's trend in its unit: kWh for energy, m³ for water", async () => {
    const periods = ["2026-05", "2026-06", "2026-07", "2026-08", "2026-09", "2026-10"];
    const series = (service: string) => ({
      contractId: "1",
      services: [service],
      points: periods.map((period, i) => ({ period, values: { [service]: 100 + i } })),
    });
    const { unmount } = renderAt(<OverviewView />, "/dashboard/dashboardGeneral", { ...CONTRACTS, "GET /contracts/1/consumption": series("energia") });
    const energy = await waitFor(() => {
      openChartTables();
      return screen.getByRole("table", { name: "Consumo de energía por periodo, en kWh" });
    });
    expect(within(energy).getByRole("columnheader", { name: "Consumo (kWh)" })).toBeInTheDocument();
    unmount();

    const water = contract("1", { services: ["acueducto", "alcantarillado"] });
    renderAt(<OverviewView />, "/dashboard/dashboardGeneral", {
      "GET /contracts": { contracts: [water] },
      "GET /contracts/1/consumption": series("acueducto"),
    });
    const table = await waitFor(() => {
      openChartTables();
      return screen.getByRole("table", { name: "Consumo de acueducto por periodo, en m³" });
    });
    expect(within(table).getByRole("columnheader", { name: "Consumo (m³)" })).toBeInTheDocument();
  });

  it("/dashboard/dashboardGeneral links the company's customer portal only when CUSTOMER_PORTAL_URL is set (issue 33 §5, spec §2)", async () => {
    const portal = "https://clientes.otra-empresa.example/ingreso";
    const { unmount } = renderAt(<OverviewView />, "/dashboard/dashboardGeneral", CONTRACTS, {
      config: { customerPortalUrl: portal, brandName: "Aguas del Río" },
    });
    const next = await screen.findByRole("region", { name: "¿Qué desea hacer?" });
    const link = within(next).getByRole("link", { name: "Portal de clientes de Aguas del Río (se abre en una pestaña nueva, fuera de este portal)" });
    expect(link).toHaveAttribute("href", portal);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link).toHaveTextContent(/^Portal de clientes de Aguas del Río$/);
    expect(screen.getAllByRole("link", { name: /Portal de clientes/ })).toHaveLength(1);
    unmount();

    renderAt(<OverviewView />, "/dashboard/dashboardGeneral", CONTRACTS);
    const without = await screen.findByRole("region", { name: "¿Qué desea hacer?" });
    expect(within(without).getAllByRole("link").length).toBeGreaterThan(0);
    expect(screen.queryByRole("link", { name: /Portal de clientes/ })).toBeNull();
    expect(screen.queryByText(/Portal de clientes/)).toBeNull();
  });

  it("/dashboard/test-{product} runs the diagnosis and counts the checks", async () => {
    renderAt(<ProductTestView />, "/dashboard/test-emsp", {
      ...CONTRACTS,
      "GET /contracts/1/invoices": { invoices: INVOICES },
      "GET /contracts/2/invoices": { invoices: [] },
      "GET /contracts/1/consumption": { contractId: "1", services: [], points: [] },
      "GET /payments": { payments: [] },
    });
    const run = await screen.findByRole("button", { name: "Ejecutar diagnóstico" });
    await screen.findByText("Cargados");
    fireEvent.click(run);
    expect(await screen.findByText("Diagnóstico terminado: 5 de 5 verificaciones correctas.")).toBeInTheDocument();
    expect(screen.getByText("2 facturas; la más reciente: octubre de 2026")).toBeInTheDocument();
  });

  it("/facturas looks a contract up for a visitor and says when it does not exist", async () => {
    const answers: Answers = { "GET /billing/lookup": httpError(404) };
    renderAt(<PublicInvoicesView />, "/facturas", answers, { signedIn: false });
    fireEvent.change(await screen.findByLabelText(/Número de contrato/), { target: { value: "9999999999" } });
    fireEvent.click(screen.getByRole("button", { name: "Consultar saldo" }));
    expect((await screen.findAllByText(/No encontramos ese contrato/)).length).toBeGreaterThan(0);
    answers["GET /billing/lookup"] = {
      contractNumber: "1002003004",
      maskedAddress: "Cra. 20 # ••",
      amountDue: 98_000,
      dueDate: "2026-12-01",
      unpaidInvoices: 1,
      overdue: false,
      paymentInProgress: false,
    };
    fireEvent.change(screen.getByLabelText(/Número de contrato/), { target: { value: "1002003004" } });
    fireEvent.click(screen.getByRole("button", { name: "Consultar saldo" }));
    expect(await screen.findByRole("heading", { name: "Saldo del contrato 1002003004" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Pagar ahora" })).toHaveAttribute("href", "/resumen-pago?contrato=1002003004");
    expect(screen.getByRole("link", { name: "Ver el detalle de sus facturas" })).toHaveAttribute(
      "href",
      "/mi-cuenta?redirectUrl=%2Fdashboard%2FinvoiceInquiry",
    );
  });

  it("/dashboard/dashboardGeneral resends the verification link through its store", async () => {
    const resendVerification = jest.fn().mockResolvedValue({ message: "Le enviamos el enlace de nuevo." });
    const answers = { ...CONTRACTS, "GET /contracts/1/consumption": { contractId: "1", services: [], points: [] } };
    renderAt(<OverviewView />, "/dashboard/dashboardGeneral", answers, { verified: false, auth: { resendVerification } });
    fireEvent.click(await screen.findByRole("button", { name: "Enviar el enlace otra vez" }));
    expect(await screen.findByText("Le enviamos el enlace de nuevo.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Consumo" })).toHaveAttribute("href", "/dashboard/individual-consume");
    expect(await screen.findByText("Aún no tenemos lecturas de consumo de este contrato.")).toBeInTheDocument();
  });

  it("/dashboard/seleccionar-contrato makes the chosen contract active and goes to the overview", async () => {
    const { stores } = renderAt(<SelectContractView />, "/dashboard/seleccionar-contrato", CONTRACTS);
    fireEvent.click(await screen.findByRole("button", { name: "Usar el contrato 1002003002" }));
    expect(await screen.findByText("/dashboard/dashboardGeneral")).toBeInTheDocument();
    expect((await stores.loadAccount()).active?.id).toBe("2");
  });
});

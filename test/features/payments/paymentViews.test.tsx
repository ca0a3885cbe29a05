import "@testing-library/jest-dom";
import type { ReactElement } from "react";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { MemoryRouter, useLocation } from "react-router-dom";
import { StoresProvider } from "../../../src/app/StoresContext";
import PaymentResultView from "../../../src/features/payments/views/PaymentResultView";
import PaymentStatusView from "../../../src/features/payments/views/PaymentStatusView";
import PublicPaymentView from "../../../src/features/payments/views/PublicPaymentView";
import TransactionsDownloadView from "../../../src/features/payments/views/TransactionsDownloadView";
import type { ApiClient } from "../../../src/services/apiClient";
import { testStores } from "../../helpers";
import { httpError, payment } from "./fakes";

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

function renderAt(view: ReactElement, path: string, answers: Answers) {
  const { stores } = testStores();
  const client = fakeClient(answers);
  // The feature stores take the root's client when they are made: the fake one, here.
  (stores as { api: ApiClient }).api = client;
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
  return { stores, asked: client.asked };
}

const REF = "PSE-20261121-ABCDEFGHIJ";

describe("payment views", () => {
  it("/pago-en-linea says so plainly when no gateway is configured (issue 20)", async () => {
    renderAt(<PublicPaymentView />, "/pago-en-linea", { "GET /payments/options": { available: false, banks: [] } });
    const main = await screen.findByRole("heading", { name: "El pago en línea no está disponible" });
    expect(main).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ver los medios y puntos de pago" })).toHaveAttribute("href", "/paymentMethods");
    expect(screen.queryByRole("form")).toBeNull();
  });

  it("/pago-en-linea looks the contract up and opens its summary", async () => {
    const { asked } = renderAt(<PublicPaymentView />, "/pago-en-linea", {
      "GET /payments/options": { available: true, banks: [] },
      "GET /billing/lookup": { contractNumber: "1002003004" },
    });
    expect(screen.getByRole("link", { name: "Consultar el estado de un pago" })).toHaveAttribute("href", "/consultar-transacciones");
    expect(screen.getByRole("link", { name: "Ingresar a mi cuenta" })).toHaveAttribute("href", "/mi-cuenta");
    fireEvent.change(await screen.findByLabelText(/Número de contrato/), { target: { value: "1002003004" } });
    fireEvent.click(screen.getByRole("button", { name: "Continuar" }));
    await screen.findByText("/resumen-pago?contrato=1002003004");
    expect(asked).toContain("GET /billing/lookup");
  });

  it("/paymentStatus?reference= shows the receipt with its links by route key", async () => {
    renderAt(<PaymentStatusView />, `/paymentStatus?reference=${REF}`, {
      [`GET /payments/${REF}`]: payment({ reference: REF, status: "aprobada", gatewayCode: "CUS-77" }),
    });
    expect(await screen.findByText("Su pago fue aprobado.")).toBeInTheDocument();
    expect(screen.getByText("CUS-77")).toBeInTheDocument();
    const next = screen.getByRole("navigation", { name: "Qué puede hacer ahora" });
    expect(
      within(next)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/pago-en-linea", "/consultar-transacciones", "/"]);
  });

  it("/paymentStatus of a double payment says it will be refunded and how, not that invoices were paid (issue 32 §4)", async () => {
    renderAt(<PaymentStatusView />, `/paymentStatus?reference=${REF}`, {
      [`GET /payments/${REF}`]: payment({ reference: REF, status: "aprobada", amount: 58_750, refundDue: true, decidedAt: "2026-11-21T15:43:00.000Z" }),
    });
    const notice = (await screen.findByText(/^Pago doble: le devolveremos \$\s58\.750$/)).closest("[data-refund]")!;
    expect(notice).toHaveAttribute("data-refund", "due");
    expect(notice).toHaveTextContent("la factura ya estaba pagada");
    expect(notice).toHaveTextContent("una transferencia a la cuenta bancaria que usted nos indique o un saldo a favor");
    expect(notice).toHaveTextContent(REF);
    expect(screen.queryByText(/Las facturas pagadas quedan al día/)).not.toBeInTheDocument();
  });

  it("/paymentStatus of a refunded double payment says when it was given back", async () => {
    renderAt(<PaymentStatusView />, `/paymentStatus?reference=${REF}`, {
      [`GET /payments/${REF}`]: payment({ reference: REF, status: "aprobada", amount: 58_750, refundDue: true, refundedAt: "2026-11-24T20:00:00.000Z" }),
    });
    expect(await screen.findByText(/^Pago doble: le devolvimos \$\s58\.750 el 24\/11\/2026$/)).toBeInTheDocument();
  });

  it("/paymentStatus with an unknown reference says so and offers the lookup form", async () => {
    renderAt(<PaymentStatusView />, "/paymentStatus?reference=PSE-NO", {});
    expect(await screen.findByText(/No encontramos una transacción con esa referencia. Revísela y consúltela de nuevo./)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Consulte el estado de un pago" })).toBeInTheDocument();
    expect(screen.getByLabelText(/Referencia del pago/)).toHaveValue("PSE-NO");
  });

  it("/dashboard/paymentSuccess offers to pay again after a rejection", async () => {
    renderAt(<PaymentResultView />, `/dashboard/paymentSuccess?reference=${REF}`, {
      [`GET /payments/${REF}`]: payment({ reference: REF, status: "rechazada" }),
      "GET /contracts": { contracts: [] },
    });
    expect(await screen.findByText("Su banco rechazó el pago.")).toBeInTheDocument();
    const next = screen.getByRole("navigation", { name: "Qué puede hacer ahora" });
    expect(
      within(next)
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual([
      ["Intentar el pago de nuevo", "/dashboard/onlinePayment"],
      ["Ver mis facturas", "/dashboard/invoiceInquiry"],
      ["Descargar transacciones", "/descargar-transacciones"],
    ]);
  });

  it("/descargar-transacciones tells a visitor to sign in, and comes back afterwards", async () => {
    renderAt(<TransactionsDownloadView />, "/descargar-transacciones", {});
    expect(await screen.findByRole("link", { name: "Ingresar para descargar mis transacciones" })).toHaveAttribute(
      "href",
      "/mi-cuenta?redirectUrl=/descargar-transacciones",
    );
  });
});

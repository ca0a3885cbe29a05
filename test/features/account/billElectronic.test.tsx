import "@testing-library/jest-dom";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { MemoryRouter } from "react-router-dom";
import { StoresProvider } from "../../../src/app/StoresContext";
import CheckBillView from "../../../src/features/account/views/CheckBillView";
import type { ApiClient } from "../../../src/services/apiClient";
import type { InvoiceDetail } from "../../../src/shared/billing";
import { demoSessionUser } from "../../fixtures/sessionUser";
import { testStores } from "../../helpers";
import { contract, detail, httpError, invoice } from "./fakes";

const CUDE = "55a92c3be172fc17b448ad1461bbb7ec5e6c42cc8c9334d1270a9364799e8fdf461e735765f2aac90d3609a1d3c96c41";
const HAB = `https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=${CUDE}`;
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 53 53"><path fill="#ffffff" d="M0 0h53v53H0z"/></svg>';

/** The check-bill view against its real stores, the API answered from a table (as accountViews.test.tsx does). */
function renderBill(bill: InvoiceDetail, extra: Record<string, unknown> = {}) {
  const { stores } = testStores({});
  const asked: string[] = [];
  const answers: Record<string, unknown> = {
    "GET /contracts": { contracts: [contract("1")] },
    "GET /contracts/1/invoices": { invoices: [invoice("a", "2026-09", { status: "pagada" }), invoice("b", "2026-10")] },
    [`GET /invoices/${bill.id}`]: bill,
    ...extra,
  };
  const answer = async <T,>(key: string): Promise<T> => {
    asked.push(key);
    if (!(key in answers)) throw httpError(404);
    return answers[key] as T;
  };
  const client: ApiClient = {
    request: async <T,>(config: { method?: string; url?: string }) => ({ data: await answer<T>(`${config.method} ${config.url}`) }) as never,
    get: (url) => answer(`GET ${url}`),
    post: (url) => answer(`POST ${url}`),
    token: () => "",
  };
  (stores as { api: ApiClient }).api = client;
  stores.session.applySharedToken("token");
  stores.session.setUser({ ...demoSessionUser, isEmailVerified: true });
  render(
    <StoresProvider stores={stores}>
      <IntlProvider locale="es-CO" defaultLocale="es-CO" messages={{}}>
        <MemoryRouter initialEntries={[`/dashboard/check-bill?factura=${bill.id}`]}>
          <CheckBillView />
        </MemoryRouter>
      </IntlProvider>
    </StoresProvider>,
  );
  return { asked };
}

describe("the invoice page's electronic bill (issue 34 §3)", () => {
  it("shows the CUDE to copy, the QR with its name, the DIAN's link and the XML kept by the portal", async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const bill = { ...detail("b", "2026-10"), electronicInvoice: { cude: CUDE, qr: HAB, xmlUrl: "/api/invoices/b/dian.xml" } };
    const { asked } = renderBill(bill, { "GET /invoices/b/dian-qr.svg": SVG });
    const section = await screen.findByRole("region", { name: "Factura electrónica" });
    const image = await within(section).findByRole("img", { name: "Código QR de la factura electrónica FV-b, para verificarla en la DIAN" });
    expect(image.getAttribute("src")).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`);
    expect(asked).toContain("GET /invoices/b/dian-qr.svg");
    expect(within(section).getByTestId("cude")).toHaveTextContent(CUDE);
    // The QR's own address keeps the habilitación host.
    expect(within(section).getByRole("link", { name: /^Verificar la factura FV-b en el sitio de la DIAN/ })).toHaveAttribute("href", HAB);
    fireEvent.click(within(section).getByRole("button", { name: "Copiar el CUDE de la factura FV-b" }));
    expect(await within(section).findByText("CUDE copiado.")).toHaveAttribute("role", "status");
    expect(writeText).toHaveBeenCalledWith(CUDE);
    expect(within(section).getByRole("button", { name: "Descargar XML de la factura electrónica FV-b" })).toBeInTheDocument();
  });

  it("links to the billing system's XML when only its address came, and shows nothing for a plain bill", async () => {
    const url = "https://facturacion.example.com/dee/FV-b.xml";
    const bill = { ...detail("b", "2026-10"), electronicInvoice: { cude: CUDE, qr: "NumFac: FV-b", xmlUrl: url } };
    renderBill(bill, { "GET /invoices/b/dian-qr.svg": SVG });
    const section = await screen.findByRole("region", { name: "Factura electrónica" });
    expect(within(section).getByRole("link", { name: /^Descargar XML de la factura electrónica FV-b \(del sistema de facturación/ })).toHaveAttribute(
      "href",
      url,
    );
    expect(within(section).getByRole("link", { name: /^Verificar/ })).toHaveAttribute(
      "href",
      `https://catalogo-vpfe.dian.gov.co/document/searchqr?documentkey=${CUDE}`,
    );
    expect(within(section).queryByRole("button", { name: /Descargar XML/ })).toBeNull();
  });

  it("shows no section and asks for no QR when the bill is not an electronic document", async () => {
    const { asked } = renderBill(detail("b", "2026-10"));
    expect(await screen.findByRole("heading", { name: "Factura FV-b" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Factura electrónica" })).toBeNull();
    expect(asked.some((a) => a.includes("dian"))).toBe(false);
  });
});

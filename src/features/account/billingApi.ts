import type {
  BillingLookup,
  ConnectionRequestInput,
  ConnectionRequestReceipt,
  ConsumptionSeries,
  Contract,
  DigitalBillInput,
  InvoiceDetail,
  InvoiceSummary,
  LinkContractInput,
} from "../../shared/billing";
import type { ApiClient } from "../../services/apiClient";
import { pageEarlyAnswers, takeEarly, type EarlyAnswers } from "../../services/earlyAnswers";

/** The customer account calls (DESIGN §5 "billing"); the server checks every row's owner. */
export interface BillingApi {
  contracts(): Promise<Contract[]>;
  link(input: LinkContractInput): Promise<Contract>;
  requestConnection(input: ConnectionRequestInput): Promise<ConnectionRequestReceipt>;
  invoices(contractId: string): Promise<InvoiceSummary[]>;
  invoice(id: string): Promise<InvoiceDetail>;
  /** Where the browser downloads the duplicate PDF (the token goes as a header, so it is fetched). */
  invoicePdf(id: string): Promise<Blob>;
  /** The invoice's GS1-128 payment barcode as SVG text (issue 32 §3; fetched for the same reason). */
  invoiceBarcode(id: string): Promise<string>;
  /** The DIAN QR of an electronic bill as SVG text (issue 34 §3). */
  invoiceDianQr(id: string): Promise<string>;
  /** The XML of an electronic bill when the portal keeps it (`electronicInvoice.xmlUrl` is then ours, under /api). */
  invoiceDianXml(id: string): Promise<Blob>;
  consumption(contractId: string, months?: number): Promise<ConsumptionSeries>;
  setDigitalBill(contractId: string, input: DigitalBillInput): Promise<Contract>;
  lookup(contractNumber: string): Promise<BillingLookup>;
}

/**
 * The account's calls. `early`: the page's early answers (issue 37): the contracts #portal-boot
 * asked for from the HTML are taken once by the first `contracts()`, and on the summary the active
 * contract's trend by the first `consumption()` of that contract and those months.
 */
export function createBillingApi(api: ApiClient, early: () => EarlyAnswers | undefined = pageEarlyAnswers): BillingApi {
  const blob = async (url: string, params?: Record<string, string | undefined>) =>
    (await api.request<Blob>({ method: "GET", url, params, responseType: "blob" })).data;
  /** What #portal-boot asked for as `/api<path>`, taken once; null: ask the server. */
  const taken = async <T>(path: string) => (await takeEarly(early(), `/api${path}`, api.token())) as T | null;
  return {
    contracts: async () => ((await taken<{ contracts: Contract[] }>("/contracts")) ?? (await api.get<{ contracts: Contract[] }>("/contracts"))).contracts,
    link: (input) => api.post<Contract>("/contracts/link", input),
    requestConnection: (input) => api.post<ConnectionRequestReceipt>("/contracts/connection-requests", input),
    invoices: async (contractId) => (await api.get<{ invoices: InvoiceSummary[] }>(`/contracts/${encodeURIComponent(contractId)}/invoices`)).invoices,
    invoice: (id) => api.get<InvoiceDetail>(`/invoices/${encodeURIComponent(id)}`),
    invoicePdf: (id) => blob(`/invoices/${encodeURIComponent(id)}/pdf`),
    invoiceBarcode: async (id) =>
      (await api.request<string>({ method: "GET", url: `/invoices/${encodeURIComponent(id)}/barcode.svg`, responseType: "text" })).data,
    invoiceDianQr: async (id) =>
      (await api.request<string>({ method: "GET", url: `/invoices/${encodeURIComponent(id)}/dian-qr.svg`, responseType: "text" })).data,
    invoiceDianXml: (id) => blob(`/invoices/${encodeURIComponent(id)}/dian.xml`),
    consumption: async (contractId, months) => {
      const path = `/contracts/${encodeURIComponent(contractId)}/consumption`;
      if (!months) return api.get<ConsumptionSeries>(path);
      return (await taken<ConsumptionSeries>(`${path}?months=${months}`)) ?? api.get<ConsumptionSeries>(path, { params: { months: String(months) } });
    },
    setDigitalBill: async (contractId, input) =>
      (await api.request<Contract>({ method: "PUT", url: `/contracts/${encodeURIComponent(contractId)}/digital-bill`, data: input })).data,
    lookup: (contractNumber) => api.get<BillingLookup>("/billing/lookup", { params: { contract: contractNumber } }),
  };
}

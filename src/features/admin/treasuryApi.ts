import type { ApiClient } from "../../services/apiClient";
import type { RefundItem, RefundList, RefundStatus, TreasuryQuery, TreasuryReport } from "../../shared/treasury";

/** The treasury's calls (issue 32 §4; ADMIN or SUPER_ADMIN): figures, their CSV, double payments and refunds. */
export interface TreasuryApi {
  report(query: TreasuryQuery): Promise<TreasuryReport>;
  reportCsv(query: TreasuryQuery): Promise<Blob>;
  /** Every double payment awaiting refund, or the refunds recorded in the query's days. */
  refunds(status: RefundStatus, query: TreasuryQuery): Promise<RefundList>;
  refund(reference: string, note: string): Promise<RefundItem>;
}

export function createTreasuryApi(api: ApiClient): TreasuryApi {
  return {
    report: (query) => api.get<TreasuryReport>("/admin/treasury", { params: query }),
    reportCsv: async (query) =>
      (await api.request<Blob>({ method: "GET", url: "/admin/treasury", params: { ...query, format: "csv" }, responseType: "blob" })).data,
    refunds: (status, query) => api.get<RefundList>("/admin/refunds", { params: { status, ...(status === "done" ? query : {}) } }),
    refund: (reference, note) => api.post<RefundItem>(`/admin/payments/${encodeURIComponent(reference)}/refund`, { note }),
  };
}

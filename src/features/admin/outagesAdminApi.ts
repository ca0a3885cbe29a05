import type { ApiClient } from "../../services/apiClient";
import type { AdminOutage, AdminOutageList, OutageCreateInput, OutagePatchInput } from "../../shared/outages";

/**
 * Unplanned outages (issue 36 §1): the operators' calls (OPERATOR, ADMIN or SUPER_ADMIN). The same
 * routes serve outage-management systems, so their names are the issue's.
 */
export interface OutagesAdminApi {
  /** Current incidents first, then those restored in the last 30 days. */
  list(): Promise<AdminOutageList>;
  /** One incident as it stands now (after a 409, to show the other person's change). */
  get(id: string): Promise<AdminOutage>;
  /** 201 with the new incident (INC-AAAA-NNNNNN); a refusal rejects with the 400 body and its `fields`. */
  open(input: OutageCreateInput): Promise<AdminOutage>;
  /** Status, ETR, note or the restoration, with the version read: 409 when someone changed it first. */
  update(id: string, patch: OutagePatchInput): Promise<AdminOutage>;
  /** Merges a failure report (FAL-…) into the incident. */
  mergeReport(id: string, reference: string): Promise<AdminOutage>;
}

export function createOutagesAdminApi(api: ApiClient): OutagesAdminApi {
  const id = encodeURIComponent;
  return {
    list: () => api.get<AdminOutageList>("/admin/outages"),
    get: (outageId) => api.get<AdminOutage>(`/admin/outages/${id(outageId)}`),
    open: (input) => api.post<AdminOutage>("/admin/outages", input),
    update: async (outageId, patch) => (await api.request<AdminOutage>({ method: "PATCH", url: `/admin/outages/${id(outageId)}`, data: patch })).data,
    mergeReport: (outageId, reference) => api.post<AdminOutage>(`/admin/outages/${id(outageId)}/reports`, { reference }),
  };
}

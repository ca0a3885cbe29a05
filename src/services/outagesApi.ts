import type { AccountOutages, OutageAffects, OutageList, PublicOutage } from "../shared/outages";
import type { CutService } from "../shared/news";
import type { ApiClient } from "./apiClient";

/**
 * The public calls of unplanned outages (issue 36): the incidents list, one incident by its
 * reference, "¿me afecta?" by barrio or contract, and a signed-in customer's own contracts. The
 * answers' shapes are declared once in src/shared/schemas/outages.ts.
 */
export interface OutagesApi {
  /** GET /api/outages: current incidents first, then those restored in the last 7 days. */
  list(): Promise<OutageList>;
  /** GET /api/outages/{reference}: one incident (404 OUTAGE_NOT_FOUND when unknown). */
  byReference(reference: string): Promise<PublicOutage>;
  /** GET /api/outages/affects: what affects a barrio or vereda now (400 naming «barrio» when unknown). */
  affectsBarrio(barrio: string, service?: CutService): Promise<OutageAffects>;
  /** POST /api/outages/affects: the same by contract number (404 unknown, 429 when asked too often). */
  affectsContract(contract: string, service?: CutService): Promise<OutageAffects>;
  /** GET /api/account/outages: the signed-in customer's own contracts, each answered. */
  mine(): Promise<AccountOutages>;
}

export function createOutagesApi(api: ApiClient): OutagesApi {
  return {
    list: () => api.get<OutageList>("/outages"),
    byReference: (reference) => api.get<PublicOutage>(`/outages/${encodeURIComponent(reference)}`),
    affectsBarrio: (barrio, service) => api.get<OutageAffects>("/outages/affects", { params: service ? { barrio, service } : { barrio } }),
    affectsContract: (contract, service) => api.post<OutageAffects>("/outages/affects", service ? { contract, service } : { contract }),
    mine: () => api.get<AccountOutages>("/account/outages"),
  };
}

import type { ApiClient } from "../../services/apiClient";
import type { CutAlertCounts, CutAlertMineResult, CutAlertResult, CutAlertSubscribeInput } from "../../shared/cutAlerts";

/** Cut alerts by e-mail (issue 24 §2): subscribe, confirm and unsubscribe by the e-mails' tokens, one step for customers, counts for editors. */
export interface CutAlertsApi {
  /** `captcha`: the solved "No soy un robot" check, sent as `X-Altcha`. */
  subscribe(input: CutAlertSubscribeInput, captcha: string): Promise<CutAlertResult>;
  confirm(token: string): Promise<CutAlertResult>;
  unsubscribe(token: string): Promise<CutAlertResult>;
  mine(services: readonly string[]): Promise<CutAlertMineResult>;
  counts(zones: string): Promise<CutAlertCounts>;
}

export function createCutAlertsApi(api: ApiClient): CutAlertsApi {
  return {
    subscribe: (input, captcha) => api.post<CutAlertResult>("/cut-alerts/subscribe", input, { headers: { "X-Altcha": captcha } }),
    confirm: (token) => api.post<CutAlertResult>("/cut-alerts/confirm", { token }),
    unsubscribe: (token) => api.post<CutAlertResult>("/cut-alerts/unsubscribe", { token }),
    mine: (services) => api.post<CutAlertMineResult>("/cut-alerts/mine", { services }),
    counts: (zones) => api.get<CutAlertCounts>("/admin/cut-alerts/counts", { params: { zones } }),
  };
}

import type { Contract } from "../../shared/billing";
import type { NoticePreferences, NoticeResult, SecondRecipientInput } from "../../shared/notices";
import type { ApiClient } from "../../services/apiClient";

/** The notices' calls (issue 34 §4): the account's reminder choice, the second recipient, the one-click way out. */
export interface NoticesApi {
  preferences(): Promise<NoticePreferences>;
  setPreferences(paymentReminders: boolean): Promise<NoticePreferences>;
  setSecondRecipient(contractId: string, input: SecondRecipientInput): Promise<Contract>;
  removeSecondRecipient(contractId: string): Promise<Contract>;
  unsubscribe(token: string): Promise<NoticeResult>;
}

export function createNoticesApi(api: ApiClient): NoticesApi {
  const second = (contractId: string) => `/contracts/${encodeURIComponent(contractId)}/digital-bill/second-recipient`;
  return {
    preferences: () => api.get<NoticePreferences>("/notices/preferences"),
    setPreferences: async (paymentReminders) =>
      (await api.request<NoticePreferences>({ method: "PUT", url: "/notices/preferences", data: { paymentReminders } })).data,
    setSecondRecipient: async (contractId, input) => (await api.request<Contract>({ method: "PUT", url: second(contractId), data: input })).data,
    removeSecondRecipient: async (contractId) => (await api.request<Contract>({ method: "DELETE", url: second(contractId) })).data,
    unsubscribe: (token) => api.post<NoticeResult>("/notices/unsubscribe", { token }),
  };
}

import type {
  AdminSummary,
  AdminUserDetail,
  AdminUserPage,
  AdminUserPatch,
  AdminUserQuery,
  AuditPage,
  AuditQuery,
  PublicSiteSettings,
  SiteSettings,
} from "../../shared/admin";
import type { ApiClient } from "../../services/apiClient";
import type { OutboxEntry, OutboxQuery } from "../../shared/mail";
import type { StoredSettings } from "../../shared/siteSettings";

export type { StoredSettings };

/** Administration calls (DESIGN §5 "admin"): ADMIN or SUPER_ADMIN; the audit log is SUPER_ADMIN's. */
export interface AdminApi {
  summary(): Promise<AdminSummary>;
  users(query: AdminUserQuery): Promise<AdminUserPage>;
  user(id: string): Promise<AdminUserDetail>;
  updateUser(id: string, patch: AdminUserPatch): Promise<AdminUserDetail>;
  resendVerification(id: string): Promise<{ message: string }>;
  settings(): Promise<StoredSettings>;
  saveSettings(settings: SiteSettings, version: number): Promise<StoredSettings>;
  audit(query: AuditQuery): Promise<AuditPage>;
  /** The mail outbox, newest first (SUPER_ADMIN; issue 24 §3). */
  mailOutbox(query: OutboxQuery): Promise<{ messages: OutboxEntry[]; origin?: string }>;
}

export function createAdminApi(api: ApiClient): AdminApi {
  const id = encodeURIComponent;
  return {
    summary: () => api.get<AdminSummary>("/admin/summary"),
    users: (query) => api.get<AdminUserPage>("/admin/users", { params: query }),
    user: (userId) => api.get<AdminUserDetail>(`/admin/users/${id(userId)}`),
    updateUser: async (userId, patch) => (await api.request<AdminUserDetail>({ method: "PATCH", url: `/admin/users/${id(userId)}`, data: patch })).data,
    resendVerification: (userId) => api.post<{ message: string }>(`/admin/users/${id(userId)}/resend-verification`),
    settings: () => api.get<StoredSettings>("/admin/settings"),
    saveSettings: async (settings, version) =>
      (await api.request<StoredSettings>({ method: "PUT", url: "/admin/settings", data: { ...settings, version } })).data,
    audit: (query) => api.get<AuditPage>("/admin/audit", { params: query }),
    mailOutbox: (query) => api.get<{ messages: OutboxEntry[]; origin?: string }>("/admin/mail-outbox", { params: query }),
  };
}

/** The public settings header, footer and home show (no session; a failure keeps the defaults). */
export function fetchPublicSettings(api: ApiClient): Promise<PublicSiteSettings> {
  return api.get<PublicSiteSettings>("/settings/public");
}

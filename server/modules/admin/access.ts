import { ROLES } from "../../../src/shared/constants";
import type { AccessTable } from "../../http/access";

/** DESIGN §5 "admin": ADMIN or SUPER_ADMIN; the audit log of the whole install is SUPER_ADMIN's. */
export const ADMIN_ACCESS = {
  manage: [ROLES.admin, ROLES.superAdmin],
  readAuditLog: [ROLES.superAdmin],
} as const;

export const ADMIN_ROUTES: AccessTable = {
  "GET /admin/summary": ADMIN_ACCESS.manage,
  "GET /admin/users": ADMIN_ACCESS.manage,
  "GET /admin/users/:id": ADMIN_ACCESS.manage,
  // Granting or removing ADMIN and SUPER_ADMIN is checked again in the service: SUPER_ADMIN only.
  "PATCH /admin/users/:id": ADMIN_ACCESS.manage,
  "POST /admin/users/:id/resend-verification": ADMIN_ACCESS.manage,
  "GET /admin/settings": ADMIN_ACCESS.manage,
  "PUT /admin/settings": ADMIN_ACCESS.manage,
  "GET /admin/audit": ADMIN_ACCESS.readAuditLog,
  // Header, footer and home read the non-secret settings.
  "GET /settings/public": "public",
};

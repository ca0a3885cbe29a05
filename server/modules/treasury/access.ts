import type { AccessTable } from "../../http/access";
import { ADMIN_ACCESS } from "../admin/access";

/** The treasury (issue 32 §4) is the administrators' (ADMIN or SUPER_ADMIN), like the other /api/admin routes. */
export const TREASURY_ROUTES: AccessTable = {
  "GET /admin/treasury": ADMIN_ACCESS.manage,
  "GET /admin/refunds": ADMIN_ACCESS.manage,
  "POST /admin/payments/:reference/refund": ADMIN_ACCESS.manage,
};

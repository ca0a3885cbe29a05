import { ROLES } from "../../../src/shared/constants";
import type { AccessTable } from "../../http/access";

/** Bank collection files (issue 32 §3): administrators (ADMIN, SUPER_ADMIN) import and review them. */
const manage = [ROLES.admin, ROLES.superAdmin] as const;

export const COLLECTIONS_ROUTES: AccessTable = {
  "POST /admin/collections": manage,
  "GET /admin/collections": manage,
  "GET /admin/collections/:id": manage,
  "GET /admin/collections/:id/file": manage,
  "POST /admin/collections/items/:id/review": manage,
};

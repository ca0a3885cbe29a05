import { ROLES } from "../../../src/shared/constants";
import type { AccessTable } from "../../http/access";

/** Who may do what with the billing system's feed (issue 34 §1, DESIGN §10). */
export const INTEGRATION_ACCESS = {
  /** The billing system's service account, or an administrator. */
  importFeed: [ROLES.integration, ROLES.admin, ROLES.superAdmin],
  /** The history of imports is for administrators (the service account reads its own answers). */
  readHistory: [ROLES.admin, ROLES.superAdmin],
} as const;

export const INTEGRATION_ROUTES: AccessTable = {
  "POST /integration/import": INTEGRATION_ACCESS.importFeed,
  // The format is public documentation, like the OpenAPI description.
  "GET /integration/schema.json": "public",
  "GET /admin/imports": INTEGRATION_ACCESS.readHistory,
  "GET /admin/imports/:id": INTEGRATION_ACCESS.readHistory,
};

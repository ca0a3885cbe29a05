import { ROLES } from "../../../src/shared/constants";
import type { AccessTable } from "../../http/access";

/** Who may do what with outages (issue 36 §1): the network's operators, and the administrators. */
export const OUTAGE_ACCESS = {
  operate: [ROLES.operator, ROLES.admin, ROLES.superAdmin],
} as const satisfies Record<string, readonly string[]>;

/**
 * Anyone reads the incidents, their map and «¿me afecta?»; a customer asks it for their own
 * contracts; listing, opening and updating them is the operators'.
 */
export const OUTAGE_ROUTES: AccessTable = {
  "GET /outages": "public",
  "GET /outages.geojson": "public",
  "GET /outages/affects": "public",
  "POST /outages/affects": "public",
  "GET /outages/:reference": "public",
  "GET /account/outages": "signedIn",
  "GET /admin/outages": OUTAGE_ACCESS.operate,
  "GET /admin/outages/:id": OUTAGE_ACCESS.operate,
  "POST /admin/outages": OUTAGE_ACCESS.operate,
  "PATCH /admin/outages/:id": OUTAGE_ACCESS.operate,
  "POST /admin/outages/:id/reports": OUTAGE_ACCESS.operate,
};

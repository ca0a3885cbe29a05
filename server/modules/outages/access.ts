import { ROLES } from "../../../src/shared/constants";
import type { AccessTable } from "../../http/access";

/** Who may do what with outages (issue 36 §1): the network's operators, and the administrators. */
export const OUTAGE_ACCESS = {
  operate: [ROLES.operator, ROLES.admin, ROLES.superAdmin],
} as const satisfies Record<string, readonly string[]>;

/** Anyone reads the incidents and their map; opening and updating them is the operators'. */
export const OUTAGE_ROUTES: AccessTable = {
  "GET /outages": "public",
  "GET /outages.geojson": "public",
  "POST /admin/outages": OUTAGE_ACCESS.operate,
  "PATCH /admin/outages/:id": OUTAGE_ACCESS.operate,
  "POST /admin/outages/:id/reports": OUTAGE_ACCESS.operate,
};

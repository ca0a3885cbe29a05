import { ROLES } from "../../../src/shared/constants";
import type { AccessTable } from "../../http/access";

/** The agents who answer PQRS and requests. */
export const AGENTS = [ROLES.admin, ROLES.superAdmin] as const;

/** Filing is open to anyone (anonymous where the law allows); the inbox is the agents'. */
export const PQRS_ROUTES: AccessTable = {
  "POST /pqrs": "optional",
  "POST /cases": "optional",
  // Radicado and document number (or tracking code) together: a wrong pair looks like not found.
  "GET /pqrs/track": "public",
  "GET /pqrs/mine": "signedIn",
  "GET /pqrs/stats": "public",
  "GET /admin/pqrs": AGENTS,
  "GET /admin/pqrs/agents": AGENTS,
  "GET /admin/pqrs/:id": AGENTS,
  "GET /admin/pqrs/:id/attachments/:attachmentId": AGENTS,
  "POST /admin/pqrs/:id/assign": AGENTS,
  "POST /admin/pqrs/:id/response": AGENTS,
  "POST /admin/pqrs/:id/extension": AGENTS,
  "POST /admin/pqrs/:id/close": AGENTS,
};

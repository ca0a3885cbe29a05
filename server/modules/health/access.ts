import type { AccessTable } from "../../http/access";

/** Health answers load balancers and monitors: no session, nothing personal. */
export const HEALTH_ROUTES: AccessTable = {
  "GET /health": "public",
  // The OpenAPI description of the API (DESIGN §5).
  "GET /docs": "public",
};

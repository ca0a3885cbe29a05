import { ROLES } from "../../../src/shared/constants";
import type { AccessTable } from "../../http/access";

/**
 * Spec §2 and §7: the metrics pages are unauthenticated and the tracking calls carry no
 * credentials. Nothing here names a person (a session id is a random tab id only its tab knows),
 * except what visitors typed into the help assistant: that one report is for administrators.
 * The reports are open to anyone but read a token when one comes (`optional`): an administrator's
 * report runs in the administrators' lane of the report gate, out of the public's way and limits
 * (issue 31 §5, server/http/reportGate.ts).
 */
export const METRICS_ROUTES: AccessTable = {
  "POST /metrics/track/pageview": "public",
  "POST /metrics/track/event": "public",
  "POST /metrics/track/webvitals": "public",
  "POST /metrics/track/pagetime": "public",
  "GET /metrics/page/*": "optional",
  "GET /metrics/aggregated": "optional",
  "GET /metrics/acquisition-channels": "optional",
  // A visitor sees only terms searched by several sessions; a signed-in administrator sees all (issue 20 §4).
  "GET /metrics/search-terms": "optional",
  // What visitors typed into the help assistant, free text that may name a person: administrators only.
  "GET /metrics/assistant-questions": [ROLES.admin, ROLES.superAdmin],
  "GET /metrics/status": "public",
  "GET /metrics/session/:sessionId": "optional",
};

import type { AccessTable } from "../../http/access";

/**
 * Spec §2 and §7: the metrics pages are unauthenticated and the tracking calls carry no
 * credentials. Nothing here names a person: a session id is a random tab id only its tab knows.
 */
export const METRICS_ROUTES: AccessTable = {
  "POST /metrics/track/pageview": "public",
  "POST /metrics/track/event": "public",
  "POST /metrics/track/webvitals": "public",
  "POST /metrics/track/pagetime": "public",
  "GET /metrics/page/*": "public",
  "GET /metrics/aggregated": "public",
  "GET /metrics/acquisition-channels": "public",
  // A visitor sees only terms searched by several sessions; a signed-in administrator sees all (issue 20 §4).
  "GET /metrics/search-terms": "optional",
  "GET /metrics/status": "public",
  "GET /metrics/session/:sessionId": "public",
};

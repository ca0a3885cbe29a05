import type { AccessTable } from "../../http/access";
import { NEWS_ACCESS } from "../news/access";

/**
 * Cut alerts (issue 24 §2): subscribing, confirming, unsubscribing and the calendar need no
 * account (the tokens of the e-mails are the proof); the one-step subscription of a customer's
 * contracts needs a session; the editor's subscriber counts need the news administration's role.
 */
export const CUT_ALERT_ROUTES: AccessTable = {
  "POST /cut-alerts/subscribe": "public",
  "POST /cut-alerts/confirm": "public",
  "POST /cut-alerts/unsubscribe": "public",
  "GET /cut-alerts/calendar/:file": "public",
  "POST /cut-alerts/mine": "signedIn",
  "GET /admin/cut-alerts/counts": NEWS_ACCESS.manage,
};

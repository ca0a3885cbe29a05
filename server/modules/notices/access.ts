import type { AccessTable } from "../../http/access";

/**
 * Notices (issue 34 §4): the account's choices and a contract's second recipient need a session
 * (the service checks the contract is the account's); the one-click way out of a mail needs none
 * (its token is the proof).
 */
export const NOTICE_ROUTES: AccessTable = {
  "GET /notices/preferences": "signedIn",
  "PUT /notices/preferences": "signedIn",
  "PUT /contracts/:id/digital-bill/second-recipient": "signedIn",
  "DELETE /contracts/:id/digital-bill/second-recipient": "signedIn",
  "POST /notices/unsubscribe": "public",
};

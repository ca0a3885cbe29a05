import type { AccessTable } from "../../http/access";

/**
 * The paz y salvo (issue 32 §4): a signed-in account reads and issues its own contracts' (the
 * service answers 404 for another's); anyone checks a certificate by its code (limited per address).
 */
export const CERTIFICATE_ROUTES: AccessTable = {
  "GET /contracts/:id/paz-y-salvo": "signedIn",
  "POST /contracts/:id/paz-y-salvo": "signedIn",
  "GET /paz-y-salvo/:code": "public",
};

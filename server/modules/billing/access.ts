import type { AccessTable } from "../../http/access";

/**
 * Contracts, invoices and payments belong to accounts: every route but the public lookup needs a
 * session, and the service answers 404 for a row of another account (DESIGN §8).
 */
export const BILLING_ROUTES: AccessTable = {
  "GET /contracts": "signedIn",
  "POST /contracts/link": "signedIn",
  "POST /contracts/connection-requests": "signedIn",
  "GET /contracts/:id/invoices": "signedIn",
  "GET /contracts/:id/consumption": "signedIn",
  "PUT /contracts/:id/digital-bill": "signedIn",
  "GET /invoices/:id": "signedIn",
  "GET /invoices/:id/pdf": "signedIn",
  "GET /invoices/:id/barcode.svg": "signedIn",
  // Issue 34 §3: the DIAN electronic document's XML and QR, to the accounts that see the invoice.
  "GET /invoices/:id/dian.xml": "signedIn",
  "GET /invoices/:id/dian-qr.svg": "signedIn",
  // Pay without signing in (spec §2 /pagos-en-linea): amounts due by contract number, no personal data.
  "GET /billing/lookup": "public",
  // The one-time link mailed to the holder when an account links a contract: the token is the proof.
  "GET /contracts/link-undo": "public",
  "POST /contracts/link-undo": "public",
  // Signed in: the chosen invoices of one's contracts; visitors: everything due on a contract.
  "POST /payments": "optional",
  "GET /payments": "signedIn",
  // The reference is random and unguessable; a signed-in caller must own the payment.
  "GET /payments/:reference": "optional",
  // Issue 20: whether online payment is offered and which banks (no personal data).
  "GET /payments/options": "public",
  // The gateway's notification: authenticated by its signature, not by a session.
  "POST /payments/callback": "public",
  // Wompi's signed events (only with PAYMENT_GATEWAY=wompi): checksum, age and replay checked.
  "POST /payments/wompi/events": "public",
  // The sandbox bank's own pages (development and tests).
  "GET /payments/pse-sandbox/:reference": "public",
  "POST /payments/pse-sandbox/:reference": "public",
};

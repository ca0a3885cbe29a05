import { ROLES } from "../../../src/shared/constants";
import type { SessionUser } from "../../../src/shared/types";
import type { AccessTable } from "../../http/access";

/** Who may do what in the accounts and mail area (DESIGN §3 roles). */
export const AUTH_ACCESS = {
  /** The outbox shows every reset link of the install: only the super administrator reads it. */
  readMailOutbox: [ROLES.superAdmin],
} as const satisfies Record<string, readonly string[]>;

/** The routes of the accounts area (issue 3) and the mail outbox, checked in server/http/access.ts. */
export const AUTH_ROUTES: AccessTable = {
  "POST /auth/register": "public",
  "POST /auth/login": "public",
  // Ends the session of the token it carries, if any: idempotent, nothing to protect.
  "POST /auth/logout": "public",
  "GET /auth/me": "signedIn",
  "POST /auth/forgot-password": "public",
  "POST /auth/reset-password": "public",
  "POST /auth/verify-email": "public",
  // Signed in: to the session's account; otherwise to the address given (same answer either way).
  "POST /auth/resend-verification": "optional",
  "GET /admin/mail-outbox": AUTH_ACCESS.readMailOutbox,
};

/**
 * DESIGN §3: role names compare case-insensitively; holding any one of `required` is enough, and an
 * empty `required` asks only for a session (every account holds USER, so held roles are never empty).
 */
export function hasAnyRole(user: Pick<SessionUser, "roles">, required: readonly string[]): boolean {
  if (required.length === 0) return true;
  const held = new Set(user.roles.map((r) => r.toUpperCase()));
  return required.some((r) => held.has(r.toUpperCase()));
}

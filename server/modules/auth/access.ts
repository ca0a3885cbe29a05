import { ROLES } from "../../../src/shared/constants";
import type { SessionUser } from "../../../src/shared/types";

/** Who may do what in the accounts and mail area (DESIGN §3 roles), checked by app.requireRoles. */
export const AUTH_ACCESS = {
  /** The outbox shows every reset link of the install: only the super administrator reads it. */
  readMailOutbox: [ROLES.superAdmin],
} as const satisfies Record<string, readonly string[]>;

/**
 * DESIGN §3: role names compare case-insensitively; holding any one of `required` is enough, and an
 * empty `required` asks only for a session (every account holds USER, so held roles are never empty).
 */
export function hasAnyRole(user: Pick<SessionUser, "roles">, required: readonly string[]): boolean {
  if (required.length === 0) return true;
  const held = new Set(user.roles.map((r) => r.toUpperCase()));
  return required.some((r) => held.has(r.toUpperCase()));
}

import { ROLES } from "../../../src/shared/constants";

/**
 * Who may do what with news (spec §2: the news administration needs the admin role), checked on
 * the server by app.requireRoles. Reading published news needs no session.
 */
export const NEWS_ACCESS = {
  manage: [ROLES.admin],
} as const satisfies Record<string, readonly string[]>;

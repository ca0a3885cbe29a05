import { AUTHENTICATED_ENTRY_PATH, ACCESS_DENIED_PATH, REDIRECT_URL_KEY, SIGN_IN_ENTRY_PATH } from "../shared/constants";
import { safeRedirectPath, withRedirectUrl } from "../shared/config";
import type { RouteDefinition } from "../routing/types";

/** What the guard needs to know about the session. */
export interface GuardSession {
  isAuthenticated: boolean;
  hasAuthority(required: readonly string[]): boolean;
}

/**
 * Spec §2 routing rules, as a pure function: the path to redirect to, or null to render the page.
 * `location` is the requested pathname plus search.
 */
export function guardRedirect(def: RouteDefinition, session: GuardSession, pathname: string, search: string): string | null {
  if (def.access === "protected" && !session.isAuthenticated) {
    if (pathname === "/") return SIGN_IN_ENTRY_PATH;
    return withRedirectUrl(SIGN_IN_ENTRY_PATH, pathname + search);
  }
  if (def.access === "publicOnly" && session.isAuthenticated) {
    // After sign-in the page itself follows redirectUrl; the guard honours it too (DESIGN §4: safe paths only).
    const wanted = new URLSearchParams(search).get(REDIRECT_URL_KEY);
    return safeRedirectPath(wanted, AUTHENTICATED_ENTRY_PATH);
  }
  if (def.authority.length > 0 && !session.hasAuthority(def.authority)) return ACCESS_DENIED_PATH;
  return null;
}

/**
 * Where the root path goes (spec §2): to the authenticated entry path, through that route's guard as
 * if "/" had been asked. A visitor therefore reaches sign-in without a redirectUrl ("unless the path
 * is /"), instead of sign-in?redirectUrl=/dashboard/dashboardGeneral (issue 33).
 */
export function rootRedirect(entry: RouteDefinition | undefined, session: GuardSession): string {
  return (entry && guardRedirect(entry, session, "/", "")) ?? AUTHENTICATED_ENTRY_PATH;
}

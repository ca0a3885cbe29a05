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

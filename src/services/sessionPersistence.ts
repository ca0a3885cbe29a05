import { STORAGE_KEYS } from "../shared/constants";
import type { SessionUser } from "../shared/types";
import { deleteCookie, readCookie, TOKEN_COOKIE, writeCookie, type CookieJar } from "./cookies";
import { readJson, type KeyValueStorage } from "./storage";

/** What survives a reload: the token (cookie `token`) and `sessionUser` (signedIn + user). */
export interface PersistedSession {
  signedIn: boolean;
  user: SessionUser | null;
}

/** Spec §4: a session is signed in only when a token exists and signedIn is true. */
export function isSignedIn(token: string, signedIn: boolean): boolean {
  return token !== "" && signedIn;
}

/** Whether what was saved is a signed-in session (read before the stores exist, issue 37). */
export function hasSavedSession(persistence: SessionPersistence): boolean {
  return isSignedIn(persistence.loadToken(), persistence.load().signedIn === true);
}

export interface SessionPersistence {
  loadToken(): string;
  saveToken(token: string): void;
  load(): PersistedSession;
  save(session: PersistedSession): void;
}

/**
 * Token in the `token` cookie (spec §7) and, because Chromium drops Secure cookies on plain-HTTP
 * hosts other than localhost, mirrored in storage under the same name so a local install keeps its
 * session across reloads.
 */
export function createSessionPersistence(storage: KeyValueStorage, jar: CookieJar | null): SessionPersistence {
  return {
    loadToken: () => (jar ? readCookie(jar, STORAGE_KEYS.token) : null) || storage.get(STORAGE_KEYS.token) || "",
    saveToken(token) {
      if (token) {
        if (jar) writeCookie(jar, STORAGE_KEYS.token, token, TOKEN_COOKIE);
        storage.set(STORAGE_KEYS.token, token);
      } else {
        if (jar) deleteCookie(jar, STORAGE_KEYS.token, TOKEN_COOKIE);
        storage.remove(STORAGE_KEYS.token);
      }
    },
    load: () => readJson<PersistedSession>(storage, STORAGE_KEYS.sessionUser, { signedIn: false, user: null }),
    save: (session) => storage.set(STORAGE_KEYS.sessionUser, JSON.stringify(session)),
  };
}

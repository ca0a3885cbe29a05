import { TOKEN_COOKIE_MAX_AGE_S } from "../shared/constants";

/** The part of `document` that holds cookies (so tests can pass their own jar). */
export interface CookieJar {
  cookie: string;
}

export interface CookieOptions {
  path: string;
  maxAgeSeconds: number;
  sameSite: "None" | "Lax" | "Strict";
  secure: boolean;
}

/** Spec §7: the token cookie: path /, 1 day, SameSite None, Secure. */
export const TOKEN_COOKIE: CookieOptions = { path: "/", maxAgeSeconds: TOKEN_COOKIE_MAX_AGE_S, sameSite: "None", secure: true };

export function serializeCookie(name: string, value: string, o: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${o.path}`, `Max-Age=${o.maxAgeSeconds}`, `SameSite=${o.sameSite}`];
  if (o.secure) parts.push("Secure");
  return parts.join("; ");
}

export function readCookie(jar: CookieJar, name: string): string | null {
  for (const part of jar.cookie.split(";")) {
    const [k, ...rest] = part.trim().split("=");
    if (k === name) {
      try {
        return decodeURIComponent(rest.join("="));
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function writeCookie(jar: CookieJar, name: string, value: string, o: CookieOptions): void {
  jar.cookie = serializeCookie(name, value, o);
}

export function deleteCookie(jar: CookieJar, name: string, o: CookieOptions): void {
  jar.cookie = serializeCookie(name, "", { ...o, maxAgeSeconds: 0 });
}

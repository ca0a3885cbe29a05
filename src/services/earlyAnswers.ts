import { PREFETCH_FRESH_MS } from "../shared/constants";

/**
 * What #portal-boot (src/index.html) asked for before any script of the app arrived, on a
 * customer's page with a saved session (issue 37), by its name there ("/api/contracts"): each
 * answer is the parsed body of a 2xx, or null.
 */
export interface EarlyAnswers {
  token: string;
  at: number;
  answers: Record<string, Promise<unknown> | undefined>;
}

/** The page's early answers, if #portal-boot asked for any. */
export const pageEarlyAnswers = (): EarlyAnswers | undefined => (globalThis as { __portalEarly?: EarlyAnswers }).__portalEarly;

/**
 * Takes the early answer named `name` once: only for the token it was asked with and while it is
 * fresh; a failed one (null) leaves the caller to send its own request, which reports it as any
 * other. Kept out of the main client (and the first download, whose budget it would pass): the
 * account's API is its one reader.
 */
export function takeEarly(early: EarlyAnswers | undefined, name: string, token: string, now = Date.now()): Promise<unknown> | null {
  const answer = early?.answers[name];
  if (!early || !answer) return null;
  delete early.answers[name];
  return token !== "" && early.token === token && now - early.at < PREFETCH_FRESH_MS ? answer : null;
}

import { randomBytes } from "node:crypto";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { pqrsForm } from "./pqrsForm";

/**
 * Write load for the fault tests (issue 31): citizens filing PQRS (each with its bot check and an
 * Idempotency-Key, from addresses of their own through X-Forwarded-For) and pages sending metric
 * events, against one or more real server processes. Every answer is kept, so a test can hold the
 * acknowledged filings and events against what the database holds afterwards.
 */

/** Settings a server under this load needs: cheap bot checks, client addresses from the header. */
export const LOAD_ENV = { ALTCHA_COST: "1", ALTCHA_MAX_NUMBER: "4", TRUST_PROXY: "loopback", METRICS_FLUSH_MS: "50" };

export interface Answer {
  what: "filing" | "events";
  status: number;
  code?: string;
  retryAfter?: string | null;
}

export interface LoadResult {
  answers: Answer[];
  /** Radicados of the filings answered 201. */
  filed: string[];
  /** Events answered 202 (each request's `accepted`). */
  eventsAccepted: number;
  /** Requests that got no HTTP answer at all (connection refused or reset): a dead process. */
  noAnswer: number;
}

const clientIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0] % 250)}`;

const filing = (n: number) => pqrsForm({ subject: `Revisión del medidor ${n}` }, { documentNumber: String(10_000_000 + n), email: `vecina${n}@correo.co` });

async function solved(origin: string, ip: string): Promise<string> {
  const res = await fetch(`${origin}/api/captcha/challenge`, { headers: { "x-forwarded-for": ip }, signal: AbortSignal.timeout(30_000) });
  if (res.status !== 200) throw Object.assign(new Error(`challenge ${res.status}`), { status: res.status, body: await res.text() });
  const challenge = (await res.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

async function answerOf(what: Answer["what"], res: Response): Promise<Answer> {
  const body = (await res.json().catch(() => ({}))) as { code?: string };
  return { what, status: res.status, code: body.code, retryAfter: res.headers.get("retry-after") };
}

/** One filing; the challenge's own failures (503 while the database is away) count as the filing's answer. */
export async function fileOne(origin: string, n: number, sink: LoadResult): Promise<Answer | null> {
  const ip = clientIp();
  try {
    let captcha: string;
    try {
      captcha = await solved(origin, ip);
    } catch (err) {
      const status = (err as { status?: number }).status;
      if (!status) throw err;
      const code = (JSON.parse((err as { body: string }).body || "{}") as { code?: string }).code;
      const a = { what: "filing" as const, status, code };
      sink.answers.push(a);
      return a;
    }
    const res = await fetch(`${origin}/api/pqrs`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-altcha": captcha, "idempotency-key": `falla-${randomBytes(8).toString("hex")}`, "x-forwarded-for": ip },
      body: JSON.stringify(filing(n)),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await res.text();
    const body = JSON.parse(text || "{}") as { code?: string; radicado?: string };
    const a: Answer = { what: "filing", status: res.status, code: body.code, retryAfter: res.headers.get("retry-after") };
    sink.answers.push(a);
    if (res.status === 201 && body.radicado) sink.filed.push(body.radicado);
    return a;
  } catch {
    sink.noAnswer += 1;
    return null;
  }
}

/** Five events of one page view of the session `sessionId`. */
export async function sendEvents(origin: string, sessionId: string, n: number, sink: LoadResult): Promise<void> {
  const events = Array.from({ length: 5 }, (_, i) => ({ eventType: "custom", category: "falla", action: `a${n}-${i}`, pagePath: "/falla", sessionId }));
  try {
    const res = await fetch(`${origin}/api/metrics/track/event`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": clientIp() },
      body: JSON.stringify({ events }),
      signal: AbortSignal.timeout(60_000),
    });
    const a = await answerOf("events", res.clone());
    sink.answers.push(a);
    if (res.status === 202) sink.eventsAccepted += ((await res.json()) as { accepted: number }).accepted;
  } catch {
    sink.noAnswer += 1;
  }
}

export function emptyResult(): LoadResult {
  return { answers: [], filed: [], eventsAccepted: 0, noAnswer: 0 };
}

/**
 * `workers` loops, each filing and sending events in turn against the origins round-robin, until
 * `stop()` resolves. Returns everything answered.
 */
export async function runLoad(origins: readonly string[], sessionId: string, workers: number, stop: Promise<void>, sink = emptyResult()): Promise<LoadResult> {
  let done = false;
  void stop.then(() => (done = true));
  let n = 0;
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      while (!done) {
        const i = n++;
        const origin = origins[(i + w) % origins.length];
        await fileOne(origin, i, sink);
        await sendEvents(origin, sessionId, i, sink);
      }
    }),
  );
  return sink;
}

/** The answers no fault may cause: a 500, or anything but the expected statuses. */
export function unexpected(result: LoadResult): Answer[] {
  return result.answers.filter(
    (a) => !(a.status === 201 || a.status === 202 || (a.status === 503 && (a.code === "DATABASE_UNAVAILABLE" || a.code === "DATABASE_STARTING"))),
  );
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

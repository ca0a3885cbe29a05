import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { HttpError } from "../../http/errors";

/** The Spanish answer to a wrong Basic credential on the page report. */
export const METRICS_READER_MESSAGE = "Las credenciales de lectura de métricas no son válidas.";

const digest = (text: string | Buffer) => createHash("sha256").update(text).digest();

/**
 * Spec §7 "One variant sends a fixed basic-auth header" (issue 33 §5): with METRICS_READ_BASIC_AUTH
 * (`user:password`) set, a GET /metrics/page/* carrying `Authorization: Basic base64(user:password)`
 * is the fixed integration client: it is marked a trusted report reader, which the report gate does
 * not count against REPORT_RATE_LIMIT. Another Basic credential answers 401; a request without
 * Basic (none, or a Bearer session) goes on as before. Compared as SHA-256 digests in constant
 * time, so neither the secret nor its length shows in the timing; it is never logged (the
 * Authorization header is redacted, server/http/logging.ts).
 */
export function metricsReaderHook(credential: string | null) {
  const expected = credential === null ? null : digest(credential);
  return async (req: FastifyRequest) => {
    if (expected === null) return;
    const header = req.headers.authorization;
    if (typeof header !== "string" || !/^basic(\s|$)/i.test(header)) return;
    const token = header.slice(5).trim();
    const given = /^[A-Za-z0-9+/]+={0,2}$/.test(token) ? Buffer.from(token, "base64") : Buffer.alloc(0);
    if (!timingSafeEqual(expected, digest(given))) {
      throw new HttpError(401, "METRICS_READER_UNAUTHORIZED", METRICS_READER_MESSAGE, undefined, {
        "WWW-Authenticate": 'Basic realm="metricas", charset="UTF-8"',
      });
    }
    req.reportReader = true;
  };
}

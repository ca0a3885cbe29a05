import { createHash } from "node:crypto";
import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { RateLimiter } from "../db/rateLimiter";
import { tooManyRequests, waitMinutes } from "./errors";

/**
 * A preHandler that counts each request from a client address (req.ip, which honours TRUST_PROXY)
 * in `bucket` and answers 429 with Retry-After past `max` requests in `windowS` seconds (issue 20
 * §2: contract numbers must not be enumerable). Counts live in the database like the sign-in
 * limits, so they hold across instances; the address is kept only as a hash. With `when`, only
 * the requests it selects are counted (the others pass untouched).
 */
export function limitByAddress(bucket: string, max: number, windowS: number, when?: (req: FastifyRequest) => boolean): preHandlerAsyncHookHandler {
  let limiter: RateLimiter | null = null;
  return async function addressLimit(req) {
    if (when && !when(req)) return;
    limiter ??= new RateLimiter(req.server.db);
    const key = createHash("sha256").update(req.ip).digest("hex");
    const decision = await limiter.consume([{ bucket, key, max, windowS }]);
    if (!decision.allowed) {
      throw tooManyRequests(
        `Hizo demasiadas consultas desde esta conexión. Espere ${waitMinutes(decision.retryAfterS)} e intente de nuevo.`,
        decision.retryAfterS,
      );
    }
  };
}

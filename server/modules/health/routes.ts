import type { FastifyPluginAsync } from "fastify";

const HealthBody = {
  type: "object",
  required: ["status", "db", "version"],
  properties: {
    status: { type: "string", enum: ["ok", "starting", "degraded"] },
    db: { type: "string", enum: ["ok", "connecting", "error"] },
    version: { type: "string" },
  },
} as const;

/**
 * Issue 31 §1: the check never waits longer than this for the database, so a frozen one makes it
 * answer 503 promptly instead of hanging the load balancer's probe.
 */
export const HEALTH_DB_TIMEOUT_MS = 3_000;

/**
 * `GET /api/health`: is the process up and does the database answer. `starting` (503) until the
 * first connection and the migrations are done (server/main.ts waits for the database with
 * backoff); `degraded` (503) when the database does not answer within HEALTH_DB_TIMEOUT_MS.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get("/health", { schema: { tags: ["health"], summary: "Estado del servicio", response: { 200: HealthBody, 503: HealthBody } } }, async (_req, reply) => {
    if (!app.dbReady) return reply.code(503).header("Retry-After", "5").send({ status: "starting", db: "connecting", version: app.appVersion });
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        app.db.ping ? app.db.ping() : app.db.query("SELECT 1"),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${HEALTH_DB_TIMEOUT_MS} ms`)), HEALTH_DB_TIMEOUT_MS);
        }),
      ]);
      return { status: "ok", db: "ok", version: app.appVersion };
    } catch (err) {
      app.log.error({ err: err instanceof Error ? err.message : String(err) }, "health check: database unreachable");
      return reply.code(503).header("Retry-After", "5").send({ status: "degraded", db: "error", version: app.appVersion });
    } finally {
      clearTimeout(timer);
    }
  });
};

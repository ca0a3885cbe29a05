import type { FastifyPluginAsync } from "fastify";

const HealthBody = {
  type: "object",
  required: ["status", "db", "version"],
  properties: {
    status: { type: "string", enum: ["ok", "degraded"] },
    db: { type: "string", enum: ["ok", "error"] },
    version: { type: "string" },
  },
} as const;

/** `GET /api/health`: is the process up and does the database answer. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get("/health", { schema: { tags: ["health"], summary: "Estado del servicio", response: { 200: HealthBody, 503: HealthBody } } }, async (_req, reply) => {
    try {
      await (app.db.ping ? app.db.ping() : app.db.query("SELECT 1"));
      return { status: "ok", db: "ok", version: app.appVersion };
    } catch (err) {
      app.log.error({ err }, "health check: database unreachable");
      return reply.code(503).send({ status: "degraded", db: "error", version: app.appVersion });
    }
  });
};

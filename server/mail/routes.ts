import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync } from "fastify";
import { OUTBOX_LIMITS } from "../../src/shared/mail";
import { OutboxQuerySchema as OutboxQuery, OutboxResponseSchema as OutboxResponse } from "../../src/shared/schemas/mail";
import { listOutbox } from "./outbox";

/**
 * `GET /api/admin/mail-outbox`: the mail queue, newest first. Without SMTP_URL its operator (and
 * the e2e tests) follow the links there; with SMTP it shows what is pending, sent or failed, with
 * the attempts and the last error (issue 20 §4).
 */
export const mailOutboxRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    "/admin/mail-outbox",
    {
      schema: {
        tags: ["admin"],
        summary: "Bandeja de salida del correo: guardados (sin SMTP), pendientes, enviados, fallidos o suprimidos (límite por destinatario), con sus intentos",
        security: [{ bearer: [] }],
        querystring: OutboxQuery,
        response: { 200: OutboxResponse, 400: { $ref: "ErrorBody#" }, 401: { $ref: "ErrorBody#" }, 403: { $ref: "ErrorBody#" } },
      },
    },
    async (req) => {
      const limit = Math.min(OUTBOX_LIMITS.max, Math.max(1, Number(req.query.limit ?? OUTBOX_LIMITS.default)));
      const messages = await listOutbox(app.db, { to: req.query.to, state: req.query.state, limit });
      // Issue 31 §5: the screen makes links of addresses at the portal's own origin only.
      return { messages, origin: new URL(app.config.publicUrl).origin };
    },
  );
};

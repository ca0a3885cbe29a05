import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsync } from "fastify";
import { StringEnum } from "../../src/shared/schemas/common";
import { listOutbox, OUTBOX_STATES, OutboxEntrySchema } from "./outbox";

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;

const OutboxQuery = Type.Object({
  to: Type.Optional(Type.String({ maxLength: 254 })),
  state: Type.Optional(StringEnum(OUTBOX_STATES)),
  // Query values arrive as text and the app does not coerce types, so the number is a pattern.
  limit: Type.Optional(Type.String({ pattern: "^[0-9]{1,3}$" })),
});

const OutboxResponse = Type.Object({ messages: Type.Array(OutboxEntrySchema) });

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
        summary: "Bandeja de salida del correo: guardados (sin SMTP), pendientes, enviados o fallidos, con sus intentos",
        security: [{ bearer: [] }],
        querystring: OutboxQuery,
        response: { 200: OutboxResponse, 400: { $ref: "ErrorBody#" }, 401: { $ref: "ErrorBody#" }, 403: { $ref: "ErrorBody#" } },
      },
    },
    async (req) => {
      const limit = Math.min(MAX_LIMIT, Math.max(1, Number(req.query.limit ?? DEFAULT_LIMIT)));
      return { messages: await listOutbox(app.db, { to: req.query.to, state: req.query.state, limit }) };
    },
  );
};

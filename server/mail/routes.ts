import type { FastifyPluginAsync } from "fastify";
import { listOutbox, OUTBOX_STATES, type OutboxState } from "./outbox";

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;

const OutboxQuery = {
  type: "object",
  properties: {
    to: { type: "string", maxLength: 254 },
    state: { type: "string", enum: [...OUTBOX_STATES] },
    // Query values arrive as text and the app does not coerce types, so the number is a pattern.
    limit: { type: "string", pattern: "^[0-9]{1,3}$" },
  },
} as const;

const OutboxResponse = {
  type: "object",
  required: ["messages"],
  properties: {
    messages: {
      type: "array",
      items: {
        type: "object",
        required: ["id", "to", "subject", "text", "link", "kind", "state", "attempts", "lastError", "nextAttemptAt", "sentAt", "createdAt"],
        properties: {
          id: { type: "string" },
          to: { type: "string" },
          subject: { type: "string" },
          text: { type: "string" },
          link: { type: ["string", "null"] },
          kind: { type: "string" },
          // kept: no SMTP_URL, for the operator; pending: waiting for (another) SMTP attempt; sent; failed.
          state: { type: "string", enum: [...OUTBOX_STATES] },
          attempts: { type: "integer" },
          lastError: { type: ["string", "null"] },
          nextAttemptAt: { type: ["string", "null"], format: "date-time" },
          sentAt: { type: ["string", "null"], format: "date-time" },
          createdAt: { type: "string", format: "date-time" },
        },
      },
    },
  },
} as const;

/**
 * `GET /api/admin/mail-outbox`: the mail queue, newest first. Without SMTP_URL its operator (and
 * the e2e tests) follow the links there; with SMTP it shows what is pending, sent or failed, with
 * the attempts and the last error (issue 20 §4).
 */
export const mailOutboxRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { to?: string; state?: OutboxState; limit?: string } }>(
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

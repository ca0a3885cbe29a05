import type { FastifyPluginAsync } from "fastify";
import { listOutbox } from "./outbox";

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;

const OutboxQuery = {
  type: "object",
  properties: {
    to: { type: "string", maxLength: 254 },
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
        required: ["id", "to", "subject", "text", "link", "createdAt"],
        properties: {
          id: { type: "string" },
          to: { type: "string" },
          subject: { type: "string" },
          text: { type: "string" },
          link: { type: ["string", "null"] },
          createdAt: { type: "string", format: "date-time" },
        },
      },
    },
  },
} as const;

/**
 * `GET /api/admin/mail-outbox`: the mail of an install without SMTP_URL, newest first, so its
 * operator (and the e2e tests) can follow the links. Registered only when mail goes to the outbox.
 */
export const mailOutboxRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { to?: string; limit?: string } }>(
    "/admin/mail-outbox",
    {
      schema: {
        tags: ["admin"],
        summary: "Correos guardados en la bandeja de salida (instalaciones sin SMTP)",
        security: [{ bearer: [] }],
        querystring: OutboxQuery,
        response: { 200: OutboxResponse, 400: { $ref: "ErrorBody#" }, 401: { $ref: "ErrorBody#" }, 403: { $ref: "ErrorBody#" } },
      },
    },
    async (req) => {
      const limit = Math.min(MAX_LIMIT, Math.max(1, Number(req.query.limit ?? DEFAULT_LIMIT)));
      return { messages: await listOutbox(app.db, { to: req.query.to, limit }) };
    },
  );
};

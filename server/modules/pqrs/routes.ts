import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from "fastify";
import { ATTACHMENT_LIMITS, CASE_KINDS, CASE_LIMITS, CASE_STATUSES, PQRS_SERVICES, PQRS_TYPES, type AgentCaseFilter } from "../../../src/shared/pqrs";
import { ErrorRef } from "../../http/errors";
import { signedInUser } from "../auth/plugin";
import { captchaPayload } from "../captcha/routes";
import type { CustomerService } from "./service";
import { readSubmission } from "./submission";

declare module "fastify" {
  interface FastifyInstance {
    pqrs: CustomerService;
  }
}

const tags = ["pqrs"];
const adminTags = ["pqrs (agentes)"];
const bearer = [{ bearer: [] }];

/** Objects whose every field the shared types describe (src/shared/pqrs.ts); serialized as they are. */
const open = (description: string) => ({ type: "object", description, additionalProperties: true }) as const;

const FiledSchema = {
  type: "object",
  description: "Constancia de radicación (FiledCase).",
  required: ["radicado", "filedAt"],
  additionalProperties: true,
  properties: {
    id: { type: "string" },
    radicado: { type: "string" },
    kind: { type: "string" },
    filedAt: { type: "string" },
    dueDate: { type: ["string", "null"] },
    termDays: { type: ["integer", "null"] },
    cun: { type: ["string", "null"] },
    trackingCode: { type: ["string", "null"] },
    replayed: { type: "boolean" },
  },
} as const;

const fileSchema = (summary: string) =>
  ({
    tags,
    summary,
    description:
      "multipart/form-data: el formulario como JSON en la parte `data` y hasta 5 archivos `files` (PDF, JPG o PNG de hasta 10 MB, revisados por su contenido); también acepta JSON sin anexos. La cabecera opcional `Idempotency-Key` hace que un reintento devuelva el mismo radicado. Sin sesión, la cabecera `X-Altcha` lleva la verificación «No soy un robot» resuelta (GET /api/captcha/challenge).",
    consumes: ["multipart/form-data", "application/json"],
    response: { 200: FiledSchema, 201: FiledSchema, 400: ErrorRef, 409: ErrorRef, 413: ErrorRef, 415: ErrorRef, 429: ErrorRef },
  }) as const;

const RangeQuery = {
  type: "object",
  properties: {
    from: { type: "string", pattern: "^\\d{4}-\\d{2}$" },
    to: { type: "string", pattern: "^\\d{4}-\\d{2}$" },
    format: { type: "string", enum: ["json", "csv"] },
  },
} as const;

const IdParams = { type: "object", required: ["id"], properties: { id: { type: "string", maxLength: 40 } } } as const;

const ListQuery = {
  type: "object",
  properties: {
    status: { type: "string", enum: [...CASE_STATUSES] },
    kind: { type: "string", enum: ["pqrs", ...CASE_KINDS] },
    type: { type: "string", enum: [...PQRS_TYPES] },
    service: { type: "string", enum: [...PQRS_SERVICES] },
    due: { type: "string", enum: ["vencida", "por_vencer"] },
    assigned: { type: "string", enum: ["me", "none"] },
    q: { type: "string", maxLength: 100 },
    page: { type: "string", pattern: "^[1-9]\\d{0,4}$" },
    pageSize: { type: "string", pattern: "^[1-9]\\d{0,2}$" },
  },
} as const;

type ListQueryString = Omit<AgentCaseFilter, "page" | "pageSize"> & { page?: string; pageSize?: string };

function idempotencyKey(req: FastifyRequest): string | undefined {
  const raw = req.headers["idempotency-key"];
  return typeof raw === "string" ? raw.trim() : undefined;
}

/**
 * Issue 20 §4: a filing without a session needs a solved bot check in `X-Altcha`. The same solve
 * is accepted again only with the same Idempotency-Key (a retry of that filing, one radicado).
 */
async function checkCaptcha(app: FastifyInstance, req: FastifyRequest): Promise<void> {
  if (!req.user) await app.captcha.verify({ payload: captchaPayload(req), scope: idempotencyKey(req) });
}

/** Citizens and customers: file, track, list their own, and the public statistics. */
const publicRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: ATTACHMENT_LIMITS.maxBytes, files: ATTACHMENT_LIMITS.maxFiles, fields: 1, parts: ATTACHMENT_LIMITS.maxFiles + 2, fieldSize: 64 * 1024 },
  });

  // Warnings only in the log: an anonymous sender's address must not end up stored anywhere.
  app.post(
    "/pqrs",
    { logLevel: "warn", bodyLimit: 64 * 1024, schema: fileSchema("Radicar una PQRS (anónima donde el tipo lo permite)") },
    async (req, reply) => {
      const { data, files } = await readSubmission(req);
      await checkCaptcha(app, req);
      const filed = await app.pqrs.filePqrs(data, files, idempotencyKey(req), req.user, req.ip);
      return reply.code(filed.replayed ? 200 : 201).send(filed);
    },
  );

  app.post(
    "/cases",
    {
      logLevel: "warn",
      bodyLimit: 64 * 1024,
      schema: fileSchema(
        "Radicar un reporte de falla, inscripción de proveedor, actualización predial, solicitud de información, denuncia o trámite de energía",
      ),
    },
    async (req, reply) => {
      const { data, files } = await readSubmission(req);
      await checkCaptcha(app, req);
      const filed = await app.pqrs.fileCase(data, files, idempotencyKey(req), req.user, req.ip);
      return reply.code(filed.replayed ? 200 : 201).send(filed);
    },
  );

  app.get<{ Querystring: { radicado: string; document?: string } }>(
    "/pqrs/track",
    {
      schema: {
        tags,
        summary: "Estado de una solicitud por radicado y documento (o código de consulta si fue anónima); un reporte de falla (FAL-…), solo por radicado",
        querystring: {
          type: "object",
          required: ["radicado"],
          properties: { radicado: { type: "string", maxLength: 30 }, document: { type: "string", maxLength: 30 } },
        },
        response: { 200: open("Solicitud consultada (TrackedCase), sin datos personales."), 400: ErrorRef, 404: ErrorRef, 429: ErrorRef },
      },
    },
    async (req) => app.pqrs.track(req.query.radicado, req.query.document ?? "", req.ip),
  );

  app.get(
    "/pqrs/mine",
    {
      schema: {
        tags,
        security: bearer,
        summary: "Las solicitudes radicadas desde la cuenta",
        response: { 200: { type: "object", properties: { items: { type: "array", items: open("TrackedCase") } } }, 401: ErrorRef },
      },
    },
    async (req) => ({ items: await app.pqrs.mine(signedInUser(req).id) }),
  );

  app.get<{ Querystring: { from?: string; to?: string; format?: string } }>(
    "/pqrs/stats",
    {
      schema: {
        tags,
        summary: "Estadísticas de PQRS por tipo, servicio y mes (JSON o CSV con format=csv)",
        querystring: RangeQuery,
        response: { 200: open("PqrsStats"), 400: ErrorRef },
      },
    },
    async (req, reply) => {
      const stats = await app.pqrs.stats(req.query.from, req.query.to);
      if (req.query.format !== "csv") return stats;
      return reply
        .type("text/csv; charset=utf-8; header=present")
        .header("Content-Disposition", `attachment; filename="estadisticas-pqrs-${stats.from}-${stats.to}.csv"`)
        .serializer((s: unknown) => s as string)
        .send(app.pqrs.statsCsv(stats));
    },
  );
};

/** The agents (ADMIN): list, read, assign, answer, extend and close; every action audited. */
const agentRoutes: FastifyPluginAsync = async (app) => {
  const actorOf = (req: FastifyRequest) => {
    const user = signedInUser(req);
    return { id: user.id, email: user.email };
  };
  const denied = { 401: ErrorRef, 403: ErrorRef };
  const detail = open("AgentCaseDetail");

  app.get<{ Querystring: ListQueryString }>(
    "/admin/pqrs",
    {
      schema: {
        tags: adminTags,
        security: bearer,
        summary: "Bandeja de solicitudes con filtros y vencimientos",
        querystring: ListQuery,
        response: { 200: open("AgentCaseList"), 400: ErrorRef, ...denied },
      },
    },
    async (req) => {
      const { page, pageSize, ...filter } = req.query;
      return app.pqrs.list({
        ...filter,
        page: page ? Number(page) : undefined,
        pageSize: pageSize ? Number(pageSize) : undefined,
        agentId: signedInUser(req).id,
      });
    },
  );

  app.get(
    "/admin/pqrs/agents",
    {
      schema: {
        tags: adminTags,
        security: bearer,
        summary: "Agentes a los que se puede asignar",
        response: { 200: { type: "object", properties: { agents: { type: "array", items: open("Agent") } } }, ...denied },
      },
    },
    async () => ({ agents: await app.pqrs.agents() }),
  );

  app.get<{ Params: { id: string } }>(
    "/admin/pqrs/:id",
    {
      schema: {
        tags: adminTags,
        security: bearer,
        summary: "Una solicitud con sus datos, anexos e historial",
        params: IdParams,
        response: { 200: detail, 404: ErrorRef, ...denied },
      },
    },
    async (req) => app.pqrs.detail(req.params.id),
  );

  app.get<{ Params: { id: string; attachmentId: string } }>(
    "/admin/pqrs/:id/attachments/:attachmentId",
    {
      schema: {
        tags: adminTags,
        security: bearer,
        summary: "Descargar un anexo",
        params: {
          type: "object",
          required: ["id", "attachmentId"],
          properties: { id: { type: "string", maxLength: 40 }, attachmentId: { type: "string", maxLength: 40 } },
        },
        response: { 404: ErrorRef, ...denied },
      },
    },
    async (req, reply) => {
      const file = await app.pqrs.attachment(req.params.id, req.params.attachmentId);
      const ascii = file.file_name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
      return reply
        .type(file.media_type)
        .header("Content-Disposition", `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.file_name)}`)
        .header("Cache-Control", "private, no-store")
        .send(Buffer.from(file.content));
    },
  );

  app.post<{ Params: { id: string }; Body: { assigneeId: string } }>(
    "/admin/pqrs/:id/assign",
    {
      schema: {
        tags: adminTags,
        security: bearer,
        summary: "Asignar a un agente (la solicitud pasa a «en trámite»)",
        params: IdParams,
        body: { type: "object", required: ["assigneeId"], properties: { assigneeId: { type: "string", minLength: 1, maxLength: 40 } } },
        response: { 200: detail, 400: ErrorRef, 404: ErrorRef, 409: ErrorRef, ...denied },
      },
    },
    async (req) => app.pqrs.assign(req.params.id, req.body.assigneeId, actorOf(req)),
  );

  app.post<{ Params: { id: string }; Body: { message: string } }>(
    "/admin/pqrs/:id/response",
    {
      schema: {
        tags: adminTags,
        security: bearer,
        summary: "Responder (se envía al correo del solicitante y se ve en la consulta)",
        params: IdParams,
        body: { type: "object", required: ["message"], properties: { message: { type: "string", maxLength: CASE_LIMITS.responseMax + 100 } } },
        response: { 200: detail, 400: ErrorRef, 404: ErrorRef, 409: ErrorRef, ...denied },
      },
    },
    async (req) => app.pqrs.respond(req.params.id, req.body.message, actorOf(req)),
  );

  app.post<{ Params: { id: string }; Body: { newDueDate: string; reason: string } }>(
    "/admin/pqrs/:id/extension",
    {
      schema: {
        tags: adminTags,
        security: bearer,
        summary: "Prorrogar antes del vencimiento, hasta el doble del término inicial",
        params: IdParams,
        body: {
          type: "object",
          required: ["newDueDate", "reason"],
          properties: { newDueDate: { type: "string", maxLength: 10 }, reason: { type: "string", maxLength: CASE_LIMITS.reasonMax + 100 } },
        },
        response: { 200: detail, 400: ErrorRef, 404: ErrorRef, 409: ErrorRef, ...denied },
      },
    },
    async (req) => app.pqrs.extend(req.params.id, req.body.newDueDate, req.body.reason, actorOf(req)),
  );

  app.post<{ Params: { id: string }; Body: { note?: string } }>(
    "/admin/pqrs/:id/close",
    {
      schema: {
        tags: adminTags,
        security: bearer,
        summary: "Cerrar una solicitud respondida",
        params: IdParams,
        body: { type: "object", properties: { note: { type: "string", maxLength: CASE_LIMITS.reasonMax + 100 } } },
        response: { 200: detail, 400: ErrorRef, 404: ErrorRef, 409: ErrorRef, ...denied },
      },
    },
    async (req) => app.pqrs.close(req.params.id, req.body?.note ?? "", actorOf(req)),
  );
};

export const pqrsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(publicRoutes);
  await app.register(agentRoutes);
};

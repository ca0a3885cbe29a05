import multipart from "@fastify/multipart";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import path from "node:path";
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from "fastify";
import { ATTACHMENT_LIMITS, CASE_KINDS, CASE_LIMITS, CASE_STATUSES, PQRS_SERVICES, PQRS_TYPES, type FiledCase } from "../../../src/shared/pqrs";
import { Loose, StringEnum } from "../../../src/shared/schemas/common";
import { AgentCaseDetailSchema, AgentCaseListSchema, AgentSchema, FiledCaseSchema, PqrsStatsSchema, TrackedCaseSchema } from "../../../src/shared/schemas/pqrs";
import { ErrorRef, HttpError } from "../../http/errors";
import { signedInUser } from "../auth/plugin";
import { captchaPayload } from "../captcha/routes";
import type { CustomerService } from "./service";
import { sweepSpool, UploadSpool } from "./spool";
import { readSubmission, type Upload } from "./submission";

declare module "fastify" {
  interface FastifyInstance {
    pqrs: CustomerService;
  }
}

const tags = ["pqrs"];
const adminTags = ["pqrs (agentes)"];
const bearer = [{ bearer: [] }];

const fileSchema = (summary: string) =>
  ({
    tags,
    summary,
    description:
      "multipart/form-data: el formulario como JSON en la parte `data` y hasta 5 archivos `files` (PDF, JPG o PNG de hasta 10 MB, revisados por su contenido); también acepta JSON sin anexos. La cabecera opcional `Idempotency-Key` hace que un reintento devuelva el mismo radicado. Sin sesión, la cabecera `X-Altcha` lleva la verificación «No soy un robot» resuelta (GET /api/captcha/challenge).",
    consumes: ["multipart/form-data", "application/json"],
    response: {
      200: FiledCaseSchema,
      201: FiledCaseSchema,
      400: ErrorRef,
      408: ErrorRef,
      409: ErrorRef,
      413: ErrorRef,
      415: ErrorRef,
      429: ErrorRef,
      503: ErrorRef,
    },
  }) as const;

const RangeQuery = Type.Object({
  from: Type.Optional(Type.String({ pattern: "^\\d{4}-\\d{2}$" })),
  to: Type.Optional(Type.String({ pattern: "^\\d{4}-\\d{2}$" })),
  format: Type.Optional(StringEnum(["json", "csv"])),
});

const IdParams = Type.Object({ id: Type.String({ maxLength: 40 }) });

const ListQuery = Type.Object({
  status: Type.Optional(StringEnum(CASE_STATUSES)),
  kind: Type.Optional(StringEnum(["pqrs", ...CASE_KINDS])),
  type: Type.Optional(StringEnum(PQRS_TYPES)),
  service: Type.Optional(StringEnum(PQRS_SERVICES)),
  due: Type.Optional(StringEnum(["vencida", "por_vencer"])),
  assigned: Type.Optional(StringEnum(["me", "none"])),
  q: Type.Optional(Type.String({ maxLength: 100 })),
  page: Type.Optional(Type.String({ pattern: "^[1-9]\\d{0,4}$" })),
  pageSize: Type.Optional(Type.String({ pattern: "^[1-9]\\d{0,2}$" })),
});

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

type Filer = (data: unknown, files: Upload[], key: string | undefined, user: FastifyRequest["user"]) => Promise<FiledCase>;

/**
 * Issue 31 §5: what a filing can be refused for from its headers (the bot check, the address's
 * filing limit) is decided before a byte of its body is read; its files then go to the spool one
 * at a time, never all in memory, and the spool is emptied whatever the outcome. The count against
 * the limit is given back when nothing was filed.
 */
async function receiveFiling(app: FastifyInstance, req: FastifyRequest, spoolDir: string, file: Filer): Promise<FiledCase> {
  await checkCaptcha(app, req);
  const key = idempotencyKey(req);
  const admission = await app.pqrs.admitFiling(req.ip, key);
  const spool = new UploadSpool(spoolDir);
  let read = false;
  try {
    const { data, files } = await readSubmission(req, spool);
    read = true;
    const filed = await file(data, files, key, req.user);
    if (filed.replayed) await admission.giveBack();
    return filed;
  } catch (error) {
    // A refusal stored nothing; a failure while storing may have stored it, so it stays counted.
    if (!read || (error instanceof HttpError && error.statusCode < 500)) await admission.giveBack();
    throw error;
  } finally {
    await spool.dispose();
  }
}

/** Citizens and customers: file, track, list their own, and the public statistics. */
const publicRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  await app.register(multipart, {
    limits: { fileSize: ATTACHMENT_LIMITS.maxBytes, files: ATTACHMENT_LIMITS.maxFiles, fields: 1, parts: ATTACHMENT_LIMITS.maxFiles + 2, fieldSize: 64 * 1024 },
  });
  // Files of uploads in progress; what a killed process left there is swept at start.
  const spoolDir = path.join(app.config.dataDir, "uploads");
  app.addHook("onReady", async () => {
    await sweepSpool(spoolDir).catch((err: unknown) => app.log.warn({ err }, "upload spool sweep failed"));
  });

  // Warnings only in the log: an anonymous sender's address must not end up stored anywhere.
  app.post(
    "/pqrs",
    { logLevel: "warn", bodyLimit: 64 * 1024, schema: fileSchema("Radicar una PQRS (anónima donde el tipo lo permite)") },
    async (req, reply) => {
      const filed = await receiveFiling(app, req, spoolDir, (data, files, key, user) => app.pqrs.filePqrs(data, files, key, user));
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
      const filed = await receiveFiling(app, req, spoolDir, (data, files, key, user) => app.pqrs.fileCase(data, files, key, user));
      return reply.code(filed.replayed ? 200 : 201).send(filed);
    },
  );

  app.get(
    "/pqrs/track",
    {
      schema: {
        tags,
        summary: "Estado de una solicitud por radicado y documento (o código de consulta si fue anónima); un reporte de falla (FAL-…), solo por radicado",
        querystring: Type.Object({ radicado: Type.String({ maxLength: 30 }), document: Type.Optional(Type.String({ maxLength: 30 })) }),
        response: { 200: TrackedCaseSchema, 400: ErrorRef, 404: ErrorRef, 429: ErrorRef },
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
        response: { 200: Loose({ items: Type.Array({ ...TrackedCaseSchema, description: "TrackedCase" }) }), 401: ErrorRef },
      },
    },
    async (req) => ({ items: await app.pqrs.mine(signedInUser(req).id) }),
  );

  app.get(
    "/pqrs/stats",
    {
      schema: {
        tags,
        summary: "Estadísticas de PQRS por tipo, servicio y mes (JSON o CSV con format=csv)",
        querystring: RangeQuery,
        response: { 200: PqrsStatsSchema, 400: ErrorRef },
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
const agentRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  const actorOf = (req: FastifyRequest) => {
    const user = signedInUser(req);
    return { id: user.id, email: user.email };
  };
  const denied = { 401: ErrorRef, 403: ErrorRef };

  app.get(
    "/admin/pqrs",
    {
      schema: {
        tags: adminTags,
        security: bearer,
        summary: "Bandeja de solicitudes con filtros y vencimientos",
        querystring: ListQuery,
        response: { 200: AgentCaseListSchema, 400: ErrorRef, ...denied },
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
        response: { 200: Loose({ agents: Type.Array(AgentSchema) }), ...denied },
      },
    },
    async () => ({ agents: await app.pqrs.agents() }),
  );

  app.get(
    "/admin/pqrs/:id",
    {
      schema: {
        tags: adminTags,
        security: bearer,
        summary: "Una solicitud con sus datos, anexos e historial",
        params: IdParams,
        response: { 200: AgentCaseDetailSchema, 404: ErrorRef, ...denied },
      },
    },
    async (req) => app.pqrs.detail(req.params.id),
  );

  app.get(
    "/admin/pqrs/:id/attachments/:attachmentId",
    {
      schema: {
        tags: adminTags,
        security: bearer,
        summary: "Descargar un anexo",
        params: Type.Object({ id: Type.String({ maxLength: 40 }), attachmentId: Type.String({ maxLength: 40 }) }),
        response: { 404: ErrorRef, ...denied },
      },
    },
    async (req, reply) => {
      const file = await app.pqrs.attachment(req.params.id, req.params.attachmentId);
      const ascii = file.fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
      return reply
        .type(file.mediaType)
        .header("Content-Disposition", `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .header("Cache-Control", "private, no-store")
        .send(Buffer.from(file.content));
    },
  );

  app.post(
    "/admin/pqrs/:id/assign",
    {
      schema: {
        tags: adminTags,
        security: bearer,
        summary: "Asignar a un agente (la solicitud pasa a «en trámite»)",
        params: IdParams,
        body: Type.Object({ assigneeId: Type.String({ minLength: 1, maxLength: 40 }) }),
        response: { 200: AgentCaseDetailSchema, 400: ErrorRef, 404: ErrorRef, 409: ErrorRef, ...denied },
      },
    },
    async (req) => app.pqrs.assign(req.params.id, req.body.assigneeId, actorOf(req)),
  );

  app.post(
    "/admin/pqrs/:id/response",
    {
      schema: {
        tags: adminTags,
        security: bearer,
        summary: "Responder (se envía al correo del solicitante y se ve en la consulta)",
        params: IdParams,
        body: Type.Object({ message: Type.String({ maxLength: CASE_LIMITS.responseMax + 100 }) }),
        response: { 200: AgentCaseDetailSchema, 400: ErrorRef, 404: ErrorRef, 409: ErrorRef, ...denied },
      },
    },
    async (req) => app.pqrs.respond(req.params.id, req.body.message, actorOf(req)),
  );

  app.post(
    "/admin/pqrs/:id/extension",
    {
      schema: {
        tags: adminTags,
        security: bearer,
        summary: "Prorrogar antes del vencimiento, hasta el doble del término inicial",
        params: IdParams,
        body: Type.Object({ newDueDate: Type.String({ maxLength: 10 }), reason: Type.String({ maxLength: CASE_LIMITS.reasonMax + 100 }) }),
        response: { 200: AgentCaseDetailSchema, 400: ErrorRef, 404: ErrorRef, 409: ErrorRef, ...denied },
      },
    },
    async (req) => app.pqrs.extend(req.params.id, req.body.newDueDate, req.body.reason, actorOf(req)),
  );

  app.post(
    "/admin/pqrs/:id/close",
    {
      schema: {
        tags: adminTags,
        security: bearer,
        summary: "Cerrar una solicitud respondida",
        params: IdParams,
        body: Type.Object({ note: Type.Optional(Type.String({ maxLength: CASE_LIMITS.reasonMax + 100 })) }),
        response: { 200: AgentCaseDetailSchema, 400: ErrorRef, 404: ErrorRef, 409: ErrorRef, ...denied },
      },
    },
    async (req) => app.pqrs.close(req.params.id, req.body?.note ?? "", actorOf(req)),
  );
};

export const pqrsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(publicRoutes);
  await app.register(agentRoutes);
};

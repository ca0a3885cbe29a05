import multipart from "@fastify/multipart";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { DOCUMENT_EXTENSIONS, DOCUMENT_FORM_FIELDS, DOCUMENT_LIMITS, type DocumentForm } from "../../../src/shared/documents";
import {
  AdminDocumentListQuerySchema,
  AdminDocumentListSchema,
  AdminDocumentSchema,
  DocumentDetailSchema,
  DocumentListQuerySchema,
  DocumentListSchema,
  DocumentUpdateSchema,
  DocumentWithdrawSchema,
} from "../../../src/shared/schemas/documents";
import { ErrorRef, HttpError } from "../../http/errors";
import { signedInUser } from "../auth/plugin";
import type { DocumentService } from "./service";
import { DOCUMENT_MESSAGES, fieldError } from "./validation";

declare module "fastify" {
  interface FastifyInstance {
    documents: DocumentService;
  }
}

const tags = ["documents"];
const adminTags = ["admin documents"];
const bearer = [{ bearer: [] }];
const IdParams = Type.Object({ id: Type.String({ format: "uuid" }) });

/** The form of an upload or a replacement: its text fields and its one file (at most DOCUMENT_LIMITS.fileBytes). */
async function readForm(req: FastifyRequest): Promise<{ form: DocumentForm; data: Buffer | null }> {
  if (!req.isMultipart()) throw new HttpError(415, "UNSUPPORTED_MEDIA_TYPE", DOCUMENT_MESSAGES.fileMissing, { file: DOCUMENT_MESSAGES.fileMissing });
  const form: Record<string, string> = {};
  let data: Buffer | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === "file") {
        if (part.fieldname !== "file" || data) {
          await part.toBuffer().catch(() => undefined);
          throw new HttpError(400, "VALIDATION_ERROR", DOCUMENT_MESSAGES.unknownPart, { file: DOCUMENT_MESSAGES.unknownPart });
        }
        data = await part.toBuffer();
      } else if ((DOCUMENT_FORM_FIELDS as readonly string[]).includes(part.fieldname)) {
        form[part.fieldname] = typeof part.value === "string" ? part.value : String(part.value);
      } else {
        throw new HttpError(400, "VALIDATION_ERROR", DOCUMENT_MESSAGES.unknownPart, { [part.fieldname]: DOCUMENT_MESSAGES.unknownPart });
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw fieldError("file", DOCUMENT_MESSAGES.fileTooLarge, 413, "PAYLOAD_TOO_LARGE");
    throw error;
  }
  return { form, data };
}

/** Public reading (DESIGN §5): the list and one document's metadata. */
const publicRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    "/documents",
    {
      schema: {
        tags,
        summary: "Documentos publicados (vigentes y reemplazados), por sección del menú de transparencia o por búsqueda",
        querystring: DocumentListQuerySchema,
        response: { 200: DocumentListSchema, 400: ErrorRef },
      },
    },
    async (req) => app.documents.list(req.query),
  );
  app.get(
    "/documents/:id",
    {
      schema: {
        tags,
        summary: "Los datos de un documento (uno retirado dice cuándo y por qué)",
        params: IdParams,
        response: { 200: DocumentDetailSchema, 404: ErrorRef },
      },
    },
    async (req) => app.documents.get(req.params.id),
  );
};

/** The library's administration: editors, administrators and super-administrators. */
const adminRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  await app.register(multipart, { limits: { fileSize: DOCUMENT_LIMITS.fileBytes, files: 1, fields: 20, parts: 21, fieldSize: 8 * 1024 } });
  const actorOf = (req: FastifyRequest) => {
    const user = signedInUser(req);
    return { id: user.id, email: user.email };
  };
  const denied = { 401: ErrorRef, 403: ErrorRef };
  const upload = { 201: AdminDocumentSchema, 400: ErrorRef, 404: ErrorRef, 409: ErrorRef, 413: ErrorRef, 415: ErrorRef, ...denied };

  app.get(
    "/admin/documents",
    {
      schema: {
        tags: adminTags,
        security: bearer,
        summary: "Todos los documentos, también los reemplazados y retirados",
        querystring: AdminDocumentListQuerySchema,
        response: { 200: AdminDocumentListSchema, 400: ErrorRef, ...denied },
      },
    },
    async (req) => app.documents.adminList(req.query),
  );

  app.post(
    "/admin/documents",
    {
      schema: {
        tags: adminTags,
        security: bearer,
        summary: "Publicar un documento (multipart: sus datos y el archivo PDF, CSV, XLSX o DOCX de hasta 20 MB)",
        consumes: ["multipart/form-data"],
        response: upload,
      },
    },
    async (req, reply) => {
      const { form, data } = await readForm(req);
      return reply.code(201).send(await app.documents.create(form, data, actorOf(req)));
    },
  );

  app.get(
    "/admin/documents/:id",
    {
      schema: {
        tags: adminTags,
        security: bearer,
        summary: "Un documento y sus versiones",
        params: IdParams,
        response: { 200: AdminDocumentSchema, 404: ErrorRef, ...denied },
      },
    },
    async (req) => app.documents.adminGet(req.params.id),
  );

  app.put(
    "/admin/documents/:id",
    {
      schema: {
        tags: adminTags,
        security: bearer,
        summary: "Corregir los datos de un documento (con la versión leída; 409 si otra persona guardó antes)",
        params: IdParams,
        body: DocumentUpdateSchema,
        response: { 200: AdminDocumentSchema, 400: ErrorRef, 404: ErrorRef, 409: ErrorRef, ...denied },
      },
    },
    async (req) => {
      const { version, ...input } = req.body;
      return app.documents.update(req.params.id, input, version, actorOf(req));
    },
  );

  app.post(
    "/admin/documents/:id/replace",
    {
      schema: {
        tags: adminTags,
        security: bearer,
        summary: "Reemplazar por una nueva versión (la anterior sigue publicada y descargable, marcada como reemplazada)",
        params: IdParams,
        consumes: ["multipart/form-data"],
        response: upload,
      },
    },
    async (req, reply) => {
      const { form, data } = await readForm(req);
      return reply.code(201).send(await app.documents.replace(req.params.id, form, data, actorOf(req)));
    },
  );

  app.post(
    "/admin/documents/:id/withdraw",
    {
      schema: {
        tags: adminTags,
        security: bearer,
        summary: "Retirar un documento con su motivo (queda el registro de quién, cuándo y por qué)",
        params: IdParams,
        body: DocumentWithdrawSchema,
        response: { 200: AdminDocumentSchema, 400: ErrorRef, 404: ErrorRef, 409: ErrorRef, ...denied },
      },
    },
    async (req) => app.documents.withdraw(req.params.id, req.body.reason, actorOf(req)),
  );
};

export const documentRoutes: FastifyPluginAsync = async (app) => {
  app.addHook("onRequest", async () => app.documents.ensureSeeded());
  await app.register(publicRoutes);
  await app.register(adminRoutes);
};

const ID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

async function sendFile(app: { documents: DocumentService }, id: string, req: FastifyRequest, reply: FastifyReply) {
  const file = await app.documents.file(id);
  if (file.status === "withdrawn") {
    return reply
      .code(410)
      .header("cache-control", "no-cache")
      .type("text/plain; charset=utf-8")
      .send(`${DOCUMENT_MESSAGES.gone} Motivo: ${file.withdrawn_reason ?? ""}`);
  }
  const etag = `"${file.sha256}"`;
  const name = `${file.slug}.${DOCUMENT_EXTENSIONS[file.format]}`;
  reply
    .header("etag", etag)
    .header("x-content-type-options", "nosniff")
    // The bytes of an address never change; a withdrawal must reach visitors within the hour.
    .header("cache-control", "public, max-age=3600")
    .header("content-disposition", `${file.format === "PDF" ? "inline" : "attachment"}; filename="${name}"`);
  if (req.headers["if-none-match"]?.split(/\s*,\s*/).includes(etag)) return reply.code(304).send();
  return reply.type(file.content_type).send(file.data);
}

/**
 * The files themselves, outside /api: the stable address /documentos/<id>/<slug>.<ext> (the id
 * decides; the name is for people and for the saved file), and every former /docs/<file>, which
 * answers 301 with the address of its newest version.
 */
export const documentFileRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook("onRequest", async (_req, reply) => {
    // Before the database is migrated (main.ts), the files wait like the API does (issue 31 §1).
    if (!app.dbReady) return reply.code(503).header("retry-after", "5").type("text/plain; charset=utf-8").send(DOCUMENT_MESSAGES.starting);
    await app.documents.ensureSeeded();
  });
  app.get(
    "/documentos/:id/:name",
    { schema: { hide: true, params: Type.Object({ id: Type.String({ pattern: `^${ID}$` }), name: Type.String({ maxLength: 120 }) }) } },
    async (req, reply) => sendFile(app, req.params.id, req, reply),
  );
  app.get("/docs/:file", { schema: { hide: true, params: Type.Object({ file: Type.String({ maxLength: 200 }) }) } }, async (req, reply) => {
    const address = await app.documents.legacyAddress(req.params.file);
    if (!address) return reply.code(404).type("text/plain; charset=utf-8").send("Archivo no encontrado");
    return reply.code(301).header("cache-control", "public, max-age=3600").redirect(address, 301);
  });
};

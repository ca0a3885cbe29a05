import multipart from "@fastify/multipart";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { COLLECTION_LIMITS } from "../../../src/shared/collections";
import {
  CollectionFileDetailSchema,
  CollectionFilePageSchema,
  CollectionItemSchema,
  CollectionItemsQuerySchema,
  CollectionListQuerySchema,
  CollectionRefusalSchema,
  CollectionReviewBodySchema,
  CollectionSummarySchema,
} from "../../../src/shared/schemas/collections";
import { ErrorRef, HttpError } from "../../http/errors";
import { signedInUser } from "../auth/plugin";
import { COLLECTION_MESSAGES, CollectionRefusedError, type CollectionsService } from "./service";

declare module "fastify" {
  interface FastifyInstance {
    collections: CollectionsService;
  }
}

const tags = ["recaudo bancario"];
const bearer = [{ bearer: [] }];
const denied = { 401: ErrorRef, 403: ErrorRef };
const IdParams = Type.Object({ id: Type.String({ maxLength: 40 }) });
const int = (v: string | undefined) => (v === undefined ? undefined : Number(v));

const fail = (status: number, code: string, message: string) => new HttpError(status, code, message, { file: message });

/**
 * The one part of the import, the file: read whole (at most COLLECTION_LIMITS.maxBytes) through
 * req.parts(), so the input guard of every multipart request (server/http/inputGuard.ts) sees it.
 */
async function readUpload(req: FastifyRequest): Promise<{ bytes: Buffer; fileName: string }> {
  if (!req.isMultipart()) throw fail(415, "UNSUPPORTED_MEDIA_TYPE", COLLECTION_MESSAGES.fileMissing);
  let found: { bytes: Buffer; fileName: string } | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type !== "file" || part.fieldname !== "file" || found) {
        if (part.type === "file") part.file.resume();
        throw fail(400, "VALIDATION_ERROR", COLLECTION_MESSAGES.unknownPart);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        chunks.push(chunk);
      }
      if (part.file.truncated || size > COLLECTION_LIMITS.maxBytes) throw fail(413, "PAYLOAD_TOO_LARGE", COLLECTION_MESSAGES.tooLarge);
      found = { bytes: Buffer.concat(chunks, size), fileName: part.filename };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw fail(413, "PAYLOAD_TOO_LARGE", COLLECTION_MESSAGES.tooLarge);
    if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT")
      throw fail(400, "VALIDATION_ERROR", COLLECTION_MESSAGES.unknownPart);
    throw error;
  }
  if (!found) throw fail(400, "VALIDATION_ERROR", COLLECTION_MESSAGES.fileMissing);
  if (found.bytes.length === 0) throw fail(400, "VALIDATION_ERROR", COLLECTION_MESSAGES.empty);
  return found;
}

/** Bank collection files (issue 32 §3); who may call each route is in ./access.ts. */
export const collectionRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  await app.register(multipart, { limits: { fileSize: COLLECTION_LIMITS.maxBytes, files: 1, fields: 0, parts: 1 } });
  const actorOf = (req: FastifyRequest) => {
    const user = signedInUser(req);
    return { id: user.id, email: user.email };
  };

  app.post(
    "/admin/collections",
    {
      schema: {
        tags,
        security: bearer,
        summary: "Importar un archivo de recaudo bancario (Asobancaria 2001)",
        description:
          "multipart/form-data con el archivo en la parte `file` (hasta 20 MB). 201: aplicado ahora; 200 con `duplicate: true`: el mismo archivo ya se importó y no se aplicó nada; 400: el archivo no cuadra (cada línea con problema en `fields` y `problems`) y no se aplicó nada; 409: otro archivo con la misma entrega (NIT, banco, fecha y modificador) ya se importó.",
        consumes: ["multipart/form-data"],
        response: {
          200: CollectionSummarySchema,
          201: CollectionSummarySchema,
          400: CollectionRefusalSchema,
          409: ErrorRef,
          413: ErrorRef,
          415: ErrorRef,
          ...denied,
        },
      },
    },
    async (req, reply) => {
      const actor = actorOf(req);
      const upload = await readUpload(req);
      try {
        const answer = await app.collections.importFile(upload.bytes, upload.fileName, actor);
        return await reply.code(answer.status).send(answer.summary);
      } catch (error) {
        if (error instanceof CollectionRefusedError) return reply.code(400).send(error.body());
        throw error;
      }
    },
  );

  app.get(
    "/admin/collections",
    {
      schema: {
        tags,
        security: bearer,
        summary: "Archivos de recaudo importados, los más recientes primero",
        querystring: CollectionListQuerySchema,
        response: { 200: CollectionFilePageSchema, 400: ErrorRef, ...denied },
      },
    },
    async (req) => app.collections.list(int(req.query.page), int(req.query.pageSize)),
  );

  app.get(
    "/admin/collections/:id",
    {
      schema: {
        tags,
        security: bearer,
        summary: "Un archivo de recaudo y sus registros (los que necesitan revisión, salvo que se pida otro resultado)",
        params: IdParams,
        querystring: CollectionItemsQuerySchema,
        response: { 200: CollectionFileDetailSchema, 400: ErrorRef, 404: ErrorRef, ...denied },
      },
    },
    async (req) => app.collections.detail(req.params.id, req.query.outcome, int(req.query.page), int(req.query.pageSize)),
  );

  app.get(
    "/admin/collections/:id/file",
    {
      schema: {
        tags,
        security: bearer,
        summary: "El archivo tal como lo envió el banco",
        params: IdParams,
        produces: ["text/plain"],
        response: { 404: ErrorRef, ...denied },
      },
    },
    async (req, reply) => {
      const file = await app.collections.content(req.params.id);
      const ascii = file.fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
      return reply
        .type("text/plain; charset=iso-8859-1")
        .header("Content-Disposition", `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .header("Cache-Control", "private, no-store")
        .send(file.bytes);
    },
  );

  app.post(
    "/admin/collections/items/:id/review",
    {
      schema: {
        tags,
        security: bearer,
        summary: "Marcar como revisado un registro de un archivo de recaudo, con una nota de lo que se hizo",
        params: IdParams,
        body: CollectionReviewBodySchema,
        response: { 200: CollectionItemSchema, 400: ErrorRef, 404: ErrorRef, ...denied },
      },
    },
    async (req) => app.collections.review(req.params.id, req.body.note, actorOf(req)),
  );
};

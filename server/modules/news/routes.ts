import multipart from "@fastify/multipart";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsync } from "fastify";
import { NEWS_LIMITS } from "../../../src/shared/news";
import {
  AdminNewsItemSchema,
  AdminNewsPageSchema,
  AdminNewsQueryStringSchema,
  NewsAuditTrailSchema,
  NewsDetailSchema,
  NewsInputSchema,
  NewsPageSchema,
  NewsQueryStringSchema,
  NewsUpdateSchema,
  UploadedImageSchema,
} from "../../../src/shared/schemas/news";
import { ErrorRef, HttpError, MessageSchema } from "../../http/errors";
import { signedInUser } from "../auth/plugin";
import { NEWS_MESSAGES, type NewsService } from "./service";

declare module "fastify" {
  interface FastifyInstance {
    news: NewsService;
  }
}

const tags = ["news"];
const adminTags = ["admin news"];
const bearer = [{ bearer: [] }];

const SlugParams = Type.Object({ slug: Type.String({ pattern: "^[a-z0-9-]{1,90}$" }) });
const IdParams = Type.Object({ id: Type.String({ format: "uuid" }) });
const ScheduleBody = Type.Object({ publishAt: Type.String({ format: "date-time" }) }, { additionalProperties: false });

const int = (v: string | undefined) => (v === undefined ? undefined : Number(v));

/** Public news, service cuts and RSS (DESIGN §5 "news"). */
const publicRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    "/news",
    {
      schema: {
        tags,
        summary: "Noticias y cortes programados publicados (filtros, búsqueda sin tildes, páginas)",
        querystring: NewsQueryStringSchema,
        response: { 200: NewsPageSchema, 400: ErrorRef },
      },
    },
    async (req) => {
      const { count, ...q } = req.query;
      return app.news.list({ ...q, page: int(q.page), pageSize: int(q.pageSize), upcoming: q.upcoming === "true", count: count !== "false" });
    },
  );

  app.get("/news.rss", { schema: { tags, summary: "Canal RSS 2.0 de las últimas noticias", produces: ["application/rss+xml"] } }, async (_req, reply) =>
    reply.type("application/rss+xml; charset=utf-8").send(await app.news.rss()),
  );

  app.get(
    "/news/:slug",
    { schema: { tags, summary: "Una noticia publicada", params: SlugParams, response: { 200: NewsDetailSchema, 404: ErrorRef } } },
    async (req) => app.news.bySlug(req.params.slug),
  );

  app.get("/news/images/:id", { schema: { tags, summary: "Imagen de una noticia", params: IdParams } }, async (req, reply) => {
    const image = await app.news.image(req.params.id);
    // An image never changes once uploaded: its address is its identity.
    return reply
      .type(image.contentType)
      .header("Cache-Control", "public, max-age=31536000, immutable")
      .header("Content-Security-Policy", "default-src 'none'")
      .send(image.data);
  });
};

/** The news administration (DESIGN §5 "admin news"): every route needs the admin role. */
const adminRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  await app.register(multipart, { limits: { fileSize: NEWS_LIMITS.imageBytes, files: 1, fields: 0, parts: 1 } });
  const actorOf = (req: Parameters<typeof signedInUser>[0]) => {
    const user = signedInUser(req);
    return { id: user.id, email: user.email, name: `${user.firstName} ${user.lastName}`.trim() };
  };
  const denied = { 401: ErrorRef, 403: ErrorRef };

  app.get(
    "/admin/news",
    {
      schema: {
        tags: adminTags,
        security: bearer,
        summary: "Todas las noticias, con borradores y programadas",
        querystring: AdminNewsQueryStringSchema,
        response: { 200: AdminNewsPageSchema, 400: ErrorRef, ...denied },
      },
    },
    async (req) => app.news.adminList({ ...req.query, page: int(req.query.page), pageSize: int(req.query.pageSize) }),
  );

  app.post(
    "/admin/news",
    {
      schema: {
        tags: adminTags,
        security: bearer,
        summary: "Crear una noticia (queda en borrador)",
        body: NewsInputSchema,
        response: { 201: AdminNewsItemSchema, 400: ErrorRef, ...denied },
      },
    },
    async (req, reply) => reply.code(201).send(await app.news.create(req.body, actorOf(req))),
  );

  app.post(
    "/admin/news/images",
    {
      schema: {
        tags: adminTags,
        security: bearer,
        summary: "Subir una imagen (JPG, PNG o WebP de hasta 5 MB)",
        consumes: ["multipart/form-data"],
        response: { 201: UploadedImageSchema, 400: ErrorRef, 413: ErrorRef, 415: ErrorRef, ...denied },
      },
    },
    async (req, reply) => {
      if (!req.isMultipart()) throw new HttpError(415, "UNSUPPORTED_MEDIA_TYPE", NEWS_MESSAGES.imageMissing, { file: NEWS_MESSAGES.imageMissing });
      const file = await req.file();
      if (!file || file.fieldname !== "file") throw new HttpError(400, "VALIDATION_ERROR", NEWS_MESSAGES.imageMissing, { file: NEWS_MESSAGES.imageMissing });
      let data: Buffer;
      try {
        data = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
          throw new HttpError(413, "PAYLOAD_TOO_LARGE", NEWS_MESSAGES.imageTooLarge, { file: NEWS_MESSAGES.imageTooLarge });
        }
        throw error;
      }
      return reply.code(201).send(await app.news.uploadImage(data, actorOf(req)));
    },
  );

  app.get(
    "/admin/news/:id",
    {
      schema: {
        tags: adminTags,
        security: bearer,
        summary: "Una noticia en cualquier estado",
        params: IdParams,
        response: { 200: AdminNewsItemSchema, 404: ErrorRef, ...denied },
      },
    },
    async (req) => app.news.adminGet(req.params.id),
  );

  app.put(
    "/admin/news/:id",
    {
      schema: {
        tags: adminTags,
        security: bearer,
        summary: "Guardar cambios (con la versión leída; 409 si otra persona guardó antes)",
        params: IdParams,
        body: NewsUpdateSchema,
        response: { 200: AdminNewsItemSchema, 400: ErrorRef, 404: ErrorRef, 409: ErrorRef, ...denied },
      },
    },
    async (req) => {
      const { version, ...input } = req.body;
      return app.news.update(req.params.id, input, version, actorOf(req));
    },
  );

  app.post(
    "/admin/news/:id/publish",
    {
      schema: {
        tags: adminTags,
        security: bearer,
        summary: "Publicar ahora",
        params: IdParams,
        response: { 200: AdminNewsItemSchema, 404: ErrorRef, ...denied },
      },
    },
    async (req) => app.news.publish(req.params.id, actorOf(req)),
  );

  app.post(
    "/admin/news/:id/unpublish",
    {
      schema: {
        tags: adminTags,
        security: bearer,
        summary: "Retirar (vuelve a borrador)",
        params: IdParams,
        response: { 200: AdminNewsItemSchema, 404: ErrorRef, ...denied },
      },
    },
    async (req) => app.news.unpublish(req.params.id, actorOf(req)),
  );

  app.post(
    "/admin/news/:id/schedule",
    {
      schema: {
        tags: adminTags,
        security: bearer,
        summary: "Programar la publicación",
        params: IdParams,
        body: ScheduleBody,
        response: { 200: AdminNewsItemSchema, 400: ErrorRef, 404: ErrorRef, ...denied },
      },
    },
    async (req) => app.news.schedule(req.params.id, req.body.publishAt, actorOf(req)),
  );

  app.delete(
    "/admin/news/:id",
    {
      schema: {
        tags: adminTags,
        security: bearer,
        summary: "Eliminar una noticia",
        params: IdParams,
        response: { 200: MessageSchema, 404: ErrorRef, ...denied },
      },
    },
    async (req) => {
      await app.news.remove(req.params.id, actorOf(req));
      return { message: "La noticia se eliminó." };
    },
  );

  app.get(
    "/admin/news/:id/audit",
    {
      schema: { tags: adminTags, security: bearer, summary: "Quién cambió qué y cuándo", params: IdParams, response: { 200: NewsAuditTrailSchema, ...denied } },
    },
    async (req) => ({ entries: await app.news.audit(req.params.id) }),
  );
};

export const newsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(publicRoutes);
  await app.register(adminRoutes);
};

import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { CONTENT_LIMITS } from "../../../src/shared/content";
import {
  AdminPageDetailSchema,
  AdminPageListSchema,
  AdminPagesQuerySchema,
  DiscardResponseSchema,
  DraftResponseSchema,
  PageVersionDetailSchema,
  PageVersionListSchema,
  PublicPageSchema,
  PublishBodySchema,
  PublishResponseSchema,
  RouteKeyParamsSchema,
  VersionBodySchema,
  VersionParamsSchema,
} from "../../../src/shared/schemas/content";
import { ErrorRef } from "../../http/errors";
import { signedInUser } from "../auth/plugin";
import type { RenderedPages } from "./rendered";
import type { ContentService, Editor } from "./service";

declare module "fastify" {
  interface FastifyInstance {
    content: ContentService;
    /** Issue 35 §1: the prerendered HTML of published pages, shared by every instance through the database. */
    renderedPages?: RenderedPages;
  }
}

const tags = ["content"];
const adminTags = ["admin content"];
const bearer = [{ bearer: [] }];
const denied = { 401: ErrorRef, 403: ErrorRef };

/**
 * `PUT`'s body as the route checks it: the fields and their types; the blocks are read by the service
 * (./validate.ts), which names a problem by its path (`sections[2].blocks[0].rows[1]`) where a schema's
 * union of ten block kinds would list ten failures. PageSaveSchema documents the full shape.
 */
const SaveBody = Type.Object({
  title: Type.String({ maxLength: CONTENT_LIMITS.title * 2 }),
  description: Type.String({ maxLength: CONTENT_LIMITS.description * 2 }),
  keywords: Type.Array(Type.String(), { maxItems: CONTENT_LIMITS.keywords }),
  lead: Type.String({ maxLength: CONTENT_LIMITS.lead * 2 }),
  sections: Type.Array(Type.Unknown(), { maxItems: CONTENT_LIMITS.sections }),
  version: Type.Integer({ minimum: 1 }),
});

function editorOf(req: FastifyRequest): Editor {
  const user = signedInUser(req);
  return { id: user.id, email: user.email, name: `${user.firstName} ${user.lastName}`.trim() || user.email };
}

/** Published pages (no session) and the editors' API (DESIGN §5, notes/content-api.md). */
export const contentRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    "/content/pages/:routeKey",
    {
      schema: {
        tags,
        summary: "Una página de contenido publicada (título, descripción, palabras clave, entradilla, secciones)",
        params: RouteKeyParamsSchema,
        response: { 200: PublicPageSchema, 304: Type.Null({ description: "Sin cambios desde la versión de If-None-Match" }), 404: ErrorRef },
      },
    },
    async (req, reply) => {
      const page = await app.content.publicPage(req.params.routeKey);
      const etag = `"c${page.version}"`;
      // A publication shows within seconds: a few seconds' cache, then a cheap revalidation.
      reply.header("ETag", etag).header("Cache-Control", "public, max-age=5, must-revalidate");
      if (req.headers["if-none-match"] === etag) return reply.code(304).send(null);
      return page;
    },
  );

  app.get(
    "/admin/content/pages",
    {
      schema: {
        tags: adminTags,
        security: bearer,
        summary: "Las páginas de contenido con su estado (publicada, borrador, programada, esperando aprobación)",
        querystring: AdminPagesQuerySchema,
        response: { 200: AdminPageListSchema, 400: ErrorRef, ...denied },
      },
    },
    async (req) => app.content.list(req.query),
  );

  app.get(
    "/admin/content/pages/:routeKey",
    {
      schema: {
        tags: adminTags,
        security: bearer,
        summary: "Una página: lo publicado, el borrador, la programación y la aprobación",
        params: RouteKeyParamsSchema,
        response: { 200: AdminPageDetailSchema, 404: ErrorRef, ...denied },
      },
    },
    async (req) => app.content.detail(req.params.routeKey),
  );

  app.put(
    "/admin/content/pages/:routeKey",
    {
      schema: {
        tags: adminTags,
        security: bearer,
        summary: "Guardar un borrador (con la versión en que se basó; 409 si otra persona guardó antes)",
        params: RouteKeyParamsSchema,
        body: SaveBody,
        response: { 200: DraftResponseSchema, 400: ErrorRef, 404: ErrorRef, 409: ErrorRef, ...denied },
      },
    },
    async (req) => {
      const { version, ...input } = req.body;
      return app.content.save(req.params.routeKey, input, version, editorOf(req));
    },
  );

  app.post(
    "/admin/content/pages/:routeKey/publish",
    {
      schema: {
        tags: adminTags,
        security: bearer,
        summary: "Publicar el borrador ahora o en publishAt (o pedir aprobación, si el sitio la exige)",
        params: RouteKeyParamsSchema,
        body: PublishBodySchema,
        response: { 200: PublishResponseSchema, 400: ErrorRef, 404: ErrorRef, 409: ErrorRef, ...denied },
      },
    },
    async (req) => app.content.publish(req.params.routeKey, req.body.version, req.body.publishAt, editorOf(req)),
  );

  app.post(
    "/admin/content/pages/:routeKey/approve",
    {
      schema: {
        tags: adminTags,
        security: bearer,
        summary: "Aprobar la publicación que pidió otra persona",
        params: RouteKeyParamsSchema,
        body: VersionBodySchema,
        response: { 200: PublishResponseSchema, 400: ErrorRef, 404: ErrorRef, 409: ErrorRef, ...denied },
      },
    },
    async (req) => app.content.approve(req.params.routeKey, req.body.version, editorOf(req)),
  );

  app.post(
    "/admin/content/pages/:routeKey/discard",
    {
      schema: {
        tags: adminTags,
        security: bearer,
        summary: "Descartar el borrador (y su programación o su pedido de aprobación)",
        params: RouteKeyParamsSchema,
        body: VersionBodySchema,
        response: { 200: DiscardResponseSchema, 404: ErrorRef, 409: ErrorRef, ...denied },
      },
    },
    async (req) => app.content.discard(req.params.routeKey, req.body.version, editorOf(req)),
  );

  app.get(
    "/admin/content/pages/:routeKey/versions",
    {
      schema: {
        tags: adminTags,
        security: bearer,
        summary: "Todas las versiones de una página, la más reciente primero",
        params: RouteKeyParamsSchema,
        response: { 200: PageVersionListSchema, 404: ErrorRef, ...denied },
      },
    },
    async (req) => app.content.versions(req.params.routeKey),
  );

  app.get(
    "/admin/content/pages/:routeKey/versions/:version",
    {
      schema: {
        tags: adminTags,
        security: bearer,
        summary: "El texto de una versión (para compararla)",
        params: VersionParamsSchema,
        response: { 200: PageVersionDetailSchema, 404: ErrorRef, ...denied },
      },
    },
    async (req) => app.content.version(req.params.routeKey, Number(req.params.version)),
  );

  app.post(
    "/admin/content/pages/:routeKey/versions/:version/restore",
    {
      schema: {
        tags: adminTags,
        security: bearer,
        summary: "Restaurar una versión como borrador nuevo",
        params: VersionParamsSchema,
        body: VersionBodySchema,
        response: { 200: DraftResponseSchema, 404: ErrorRef, 409: ErrorRef, ...denied },
      },
    },
    async (req) => app.content.restore(req.params.routeKey, Number(req.params.version), req.body.version, editorOf(req)),
  );
};

/**
 * `/content/<key>.json`, the text the browser's loader reads (src/content/loader.ts): the published
 * version from the database, so navigating inside the app shows what an editor published. Outside
 * /api, as the file the build wrote was (the SPA's static files leave content/ to this route).
 */
export const contentFileRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { file: string } }>("/content/:file", { schema: { hide: true } }, async (req, reply) => {
    const match = /^([A-Za-z0-9_.-]{1,120})\.json$/.exec(req.params.file);
    if (!match) return reply.code(404).send({ message: "El recurso solicitado no existe.", code: "NOT_FOUND" });
    const page = await app.content.publicPage(match[1]);
    const etag = `"c${page.version}"`;
    reply.header("ETag", etag).header("Cache-Control", "public, max-age=5, must-revalidate");
    if (req.headers["if-none-match"] === etag) return reply.code(304).send();
    return reply.type("application/json; charset=utf-8").send(JSON.stringify(page));
  });
};

import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import {
  AdminSummarySchema,
  AdminUserDetailSchema,
  AdminUserPageSchema,
  AdminUserPatchSchema,
  AdminUserQueryStringSchema,
  AuditPageSchema,
  AuditQueryStringSchema,
} from "../../../src/shared/schemas/admin";
import { PublicSiteSettingsSchema, SiteSettingsSaveSchema, StoredSettingsSchema } from "../../../src/shared/schemas/siteSettings";
import { ErrorRef, MessageSchema } from "../../http/errors";
import { signedInUser } from "../auth/plugin";
import { listAudit } from "./audit";
import type { SiteSettingsService } from "./settings";
import { adminSummary } from "./summary";
import type { UserAdministration } from "./users";

declare module "fastify" {
  interface FastifyInstance {
    siteSettings: SiteSettingsService;
    userAdmin: UserAdministration;
  }
}

const tags = ["admin"];
const bearer = [{ bearer: [] }];
const denied = { 401: ErrorRef, 403: ErrorRef };
const int = (v: string | undefined) => (v === undefined ? undefined : Number(v));

const IdParams = Type.Object({ id: Type.String({ maxLength: 40 }) });

/** Administration (DESIGN §5 "admin", issue 9); who may call each route is in ./access.ts. */
export const adminRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  const actor = (req: FastifyRequest) => signedInUser(req);

  app.get(
    "/settings/public",
    {
      schema: {
        tags: ["settings"],
        summary: "Líneas de atención, horario, aviso de mantenimiento y chat que muestra el portal",
        response: { 200: PublicSiteSettingsSchema },
      },
    },
    async (_req, reply) => {
      // Shared caches may keep it a minute: a change shows on the site within that time.
      reply.header("Cache-Control", "public, max-age=60");
      return app.siteSettings.getPublic();
    },
  );

  app.get(
    "/admin/summary",
    {
      config: { report: true },
      schema: { tags, security: bearer, summary: "Cifras del panel de administración", response: { 200: AdminSummarySchema, 503: ErrorRef, ...denied } },
    },
    // The PQRS service's clock: the inbox counts and the series read the same "today" (tests move it).
    async (req) => app.reports.run(req, () => adminSummary({ db: app.db, pqrs: app.pqrs, log: app.log }, app.pqrs.now())),
  );

  app.get(
    "/admin/users",
    {
      schema: {
        tags,
        security: bearer,
        summary: "Cuentas: búsqueda por nombre, correo o documento, con páginas",
        querystring: AdminUserQueryStringSchema,
        response: { 200: AdminUserPageSchema, 400: ErrorRef, ...denied },
      },
    },
    async (req) => {
      const { page, pageSize, ...rest } = req.query;
      return app.userAdmin.list({ ...rest, page: int(page), pageSize: int(pageSize) });
    },
  );

  app.get(
    "/admin/users/:id",
    {
      schema: {
        tags,
        security: bearer,
        summary: "Una cuenta con sus sesiones y su registro de auditoría",
        params: IdParams,
        response: { 200: AdminUserDetailSchema, 404: ErrorRef, ...denied },
      },
    },
    async (req) => app.userAdmin.detail(req.params.id, actor(req)),
  );

  app.patch(
    "/admin/users/:id",
    {
      schema: {
        tags,
        security: bearer,
        summary: "Cambiar roles o activar y desactivar una cuenta (desactivar cierra sus sesiones)",
        params: IdParams,
        body: AdminUserPatchSchema,
        response: { 200: AdminUserDetailSchema, 400: ErrorRef, 404: ErrorRef, 409: ErrorRef, ...denied },
      },
    },
    async (req) => app.userAdmin.update(req.params.id, req.body, actor(req)),
  );

  app.post(
    "/admin/users/:id/resend-verification",
    {
      schema: {
        tags,
        security: bearer,
        summary: "Enviar de nuevo el enlace de verificación de correo",
        params: IdParams,
        response: { 200: MessageSchema, 404: ErrorRef, 409: ErrorRef, 429: ErrorRef, ...denied },
      },
    },
    async (req) => ({ message: await app.userAdmin.resendVerification(req.params.id, actor(req)) }),
  );

  app.get(
    "/admin/settings",
    {
      schema: {
        tags,
        security: bearer,
        summary: "Configuración del portal, con quién la cambió por última vez",
        response: { 200: StoredSettingsSchema, ...denied },
      },
    },
    async () => app.siteSettings.fresh(),
  );

  app.put(
    "/admin/settings",
    {
      schema: {
        tags,
        security: bearer,
        summary: "Guardar la configuración del portal (validada y auditada)",
        body: SiteSettingsSaveSchema,
        response: { 200: StoredSettingsSchema, 400: ErrorRef, 409: ErrorRef, ...denied },
      },
    },
    async (req) => {
      const user = actor(req);
      const { version, ...settings } = req.body;
      return app.siteSettings.save(settings, version, { id: user.id, email: user.email });
    },
  );

  app.get(
    "/admin/audit",
    {
      schema: {
        tags,
        security: bearer,
        summary: "Registro de auditoría de las acciones de administración",
        querystring: AuditQueryStringSchema,
        response: { 200: AuditPageSchema, 400: ErrorRef, ...denied },
      },
    },
    async (req) => {
      const { page, pageSize, ...rest } = req.query;
      return listAudit(app.db, { ...rest, page: int(page), pageSize: int(pageSize) });
    },
  );
};

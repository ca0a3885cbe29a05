import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import {
  AUDIT_ACTION_LABELS,
  MANAGED_ROLES,
  SETTING_KEYS,
  SETTINGS_LIMITS,
  USER_LIST_LIMITS,
  type AdminUserPatch,
  type AdminUserQuery,
  type AuditQuery,
  type SiteSettings,
} from "../../../src/shared/admin";
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
const open = (description: string) => ({ type: "object", description, additionalProperties: true }) as const;
const denied = { 401: ErrorRef, 403: ErrorRef };
const DAY = "^\\d{4}-\\d{2}-\\d{2}$";
const PAGE = { type: "string", pattern: "^[1-9]\\d{0,4}$" } as const;
const PAGE_SIZE = { type: "string", pattern: "^[1-9]\\d{0,2}$" } as const;
const int = (v: string | undefined) => (v === undefined ? undefined : Number(v));

const IdParams = { type: "object", required: ["id"], properties: { id: { type: "string", maxLength: 40 } } } as const;

const UsersQuery = {
  type: "object",
  properties: {
    q: { type: "string", maxLength: USER_LIST_LIMITS.qMax },
    role: { type: "string", enum: [...MANAGED_ROLES] },
    status: { type: "string", enum: ["activos", "inactivos", "sin_verificar"] },
    createdFrom: { type: "string", pattern: DAY },
    page: PAGE,
    pageSize: PAGE_SIZE,
  },
} as const;

const PatchBody = {
  type: "object",
  properties: {
    roles: { type: "array", maxItems: 10, items: { type: "string", maxLength: 40 } },
    isActive: { type: "boolean" },
  },
} as const;

const text = (max: number) => ({ type: "string", maxLength: max }) as const;
const SettingsBody = {
  type: "object",
  required: [...SETTING_KEYS, "version"],
  properties: {
    // The version the form was read at (issue 20 §3): another save since then answers 409.
    version: { type: "integer", minimum: 0 },
    switchboard: text(40),
    freeLine: text(40),
    antiCorruptionLine: text(40),
    emergencyEnergy: text(40),
    emergencyWater: text(40),
    emergencyTelecom: text(40),
    officeHours: text(SETTINGS_LIMITS.officeHoursMax * 2),
    maintenanceBannerEnabled: { type: "boolean" },
    maintenanceBannerText: text(SETTINGS_LIMITS.bannerMax * 2),
    chatEnabled: { type: "boolean" },
    pqrsMailbox: text(254),
  },
} as const;

const AuditQuerySchema = {
  type: "object",
  properties: {
    actor: { type: "string", maxLength: 254 },
    action: { type: "string", enum: Object.keys(AUDIT_ACTION_LABELS) },
    entityType: { type: "string", enum: ["user", "settings", "news", "case"] },
    entityId: { type: "string", maxLength: 80 },
    from: { type: "string", pattern: DAY },
    to: { type: "string", pattern: DAY },
    page: PAGE,
    pageSize: PAGE_SIZE,
  },
} as const;

type Paged<T> = Omit<T, "page" | "pageSize"> & { page?: string; pageSize?: string };

/** Administration (DESIGN §5 "admin", issue 9); who may call each route is in ./access.ts. */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  const actor = (req: FastifyRequest) => signedInUser(req);

  app.get(
    "/settings/public",
    {
      schema: {
        tags: ["settings"],
        summary: "Líneas de atención, horario, aviso de mantenimiento y chat que muestra el portal",
        response: { 200: open("PublicSiteSettings") },
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
      schema: { tags, security: bearer, summary: "Cifras del panel de administración", response: { 200: open("AdminSummary"), 503: ErrorRef, ...denied } },
    },
    // The PQRS service's clock: the inbox counts and the series read the same "today" (tests move it).
    async () => app.reports.run(() => adminSummary({ db: app.db, pqrs: app.pqrs, log: app.log }, app.pqrs.now())),
  );

  app.get<{ Querystring: Paged<AdminUserQuery> }>(
    "/admin/users",
    {
      schema: {
        tags,
        security: bearer,
        summary: "Cuentas: búsqueda por nombre, correo o documento, con páginas",
        querystring: UsersQuery,
        response: { 200: open("AdminUserPage"), 400: ErrorRef, ...denied },
      },
    },
    async (req) => {
      const { page, pageSize, ...rest } = req.query;
      return app.userAdmin.list({ ...rest, page: int(page), pageSize: int(pageSize) });
    },
  );

  app.get<{ Params: { id: string } }>(
    "/admin/users/:id",
    {
      schema: {
        tags,
        security: bearer,
        summary: "Una cuenta con sus sesiones y su registro de auditoría",
        params: IdParams,
        response: { 200: open("AdminUserDetail"), 404: ErrorRef, ...denied },
      },
    },
    async (req) => app.userAdmin.detail(req.params.id, actor(req)),
  );

  app.patch<{ Params: { id: string }; Body: AdminUserPatch }>(
    "/admin/users/:id",
    {
      schema: {
        tags,
        security: bearer,
        summary: "Cambiar roles o activar y desactivar una cuenta (desactivar cierra sus sesiones)",
        params: IdParams,
        body: PatchBody,
        response: { 200: open("AdminUserDetail"), 400: ErrorRef, 404: ErrorRef, 409: ErrorRef, ...denied },
      },
    },
    async (req) => app.userAdmin.update(req.params.id, req.body, actor(req)),
  );

  app.post<{ Params: { id: string } }>(
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
        response: { 200: open("StoredSettings"), ...denied },
      },
    },
    async () => app.siteSettings.fresh(),
  );

  app.put<{ Body: SiteSettings & { version: number } }>(
    "/admin/settings",
    {
      schema: {
        tags,
        security: bearer,
        summary: "Guardar la configuración del portal (validada y auditada)",
        body: SettingsBody,
        response: { 200: open("StoredSettings"), 400: ErrorRef, 409: ErrorRef, ...denied },
      },
    },
    async (req) => {
      const user = actor(req);
      const { version, ...settings } = req.body;
      return app.siteSettings.save(settings, version, { id: user.id, email: user.email });
    },
  );

  app.get<{ Querystring: Paged<AuditQuery> }>(
    "/admin/audit",
    {
      schema: {
        tags,
        security: bearer,
        summary: "Registro de auditoría de las acciones de administración",
        querystring: AuditQuerySchema,
        response: { 200: open("AuditPage"), 400: ErrorRef, ...denied },
      },
    },
    async (req) => {
      const { page, pageSize, ...rest } = req.query;
      return listAudit(app.db, { ...rest, page: int(page), pageSize: int(pageSize) });
    },
  );
};

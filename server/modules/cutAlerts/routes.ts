import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsync } from "fastify";
import {
  CutAlertCountsQuerySchema,
  CutAlertCountsSchema,
  CutAlertMineResultSchema,
  CutAlertResultSchema,
  CutAlertSubscribeSchema,
  CutAlertTokenSchema,
} from "../../../src/shared/schemas/cutAlerts";
import { ErrorRef, HttpError } from "../../http/errors";
import { requestContext, signedInUser } from "../auth/plugin";
import { captchaPayload } from "../captcha/routes";
import type { CutAlertService } from "./service";

declare module "fastify" {
  interface FastifyInstance {
    cutAlerts: CutAlertService;
  }
}

const tags = ["cut alerts"];
const FileParams = Type.Object({ file: Type.String({ maxLength: 200 }) });
const MineBody = Type.Object({ services: Type.Array(Type.String({ maxLength: 20 }), { maxItems: 8 }) }, { additionalProperties: false });
const calendarMissing = "Indique el barrio o la comuna del calendario, terminado en .ics (por ejemplo, /api/cut-alerts/calendar/Belén.ics).";

/** Cut alerts by e-mail and the cuts' calendar (issue 24 §2). */
export const cutAlertRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  // RFC 8058: mail clients post `List-Unsubscribe=One-Click` as a form; the token is in the address.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 1024 }, (_req, body, done) => done(null, {}));

  app.post(
    "/cut-alerts/subscribe",
    {
      schema: {
        tags,
        summary: "Pedir avisos de cortes para un barrio o comuna (doble confirmación por correo; requiere X-Altcha)",
        body: CutAlertSubscribeSchema,
        response: { 202: CutAlertResultSchema, 400: ErrorRef, 429: ErrorRef },
      },
    },
    async (req, reply) => {
      await app.captcha.verify({ payload: captchaPayload(req) });
      // Issue 31 §5: 202 whatever the address's state; nothing takes effect until its owner follows the mailed link.
      return reply.code(202).send(await app.cutAlerts.subscribe(req.body, requestContext(req)));
    },
  );

  app.post(
    "/cut-alerts/confirm",
    {
      schema: {
        tags,
        summary: "Confirmar una suscripción con el enlace del correo",
        body: CutAlertTokenSchema,
        response: { 200: CutAlertResultSchema, 400: ErrorRef },
      },
    },
    async (req) => app.cutAlerts.confirm(req.body.token),
  );

  app.post(
    "/cut-alerts/unsubscribe",
    {
      schema: {
        tags,
        summary: "Cancelar los avisos con un clic (RFC 8058: token en la dirección o en el cuerpo JSON)",
        querystring: Type.Object({ token: Type.Optional(Type.String({ maxLength: 200 })) }),
        response: { 200: CutAlertResultSchema, 400: ErrorRef },
      },
    },
    async (req) => {
      const body = req.body as { token?: unknown } | undefined;
      const token = req.query.token ?? (typeof body?.token === "string" ? body.token : "");
      return app.cutAlerts.unsubscribe(token);
    },
  );

  app.get(
    "/cut-alerts/calendar/:file",
    { schema: { tags, summary: "Calendario iCalendar (RFC 5545) de los cortes de un barrio o comuna", params: FileParams, produces: ["text/calendar"] } },
    async (req, reply) => {
      const file = req.params.file;
      if (!file.toLowerCase().endsWith(".ics")) throw new HttpError(404, "NOT_FOUND", calendarMissing);
      const body = await app.cutAlerts.calendar(file.slice(0, -4));
      return reply.type("text/calendar; charset=utf-8").header("Cache-Control", "public, max-age=300").send(body);
    },
  );

  app.post(
    "/cut-alerts/mine",
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: "Avisos de cortes para los barrios de mis contratos, en un paso (sin confirmación: el correo ya está verificado)",
        body: MineBody,
        response: { 200: CutAlertMineResultSchema, 400: ErrorRef, 401: ErrorRef },
      },
    },
    async (req) => app.cutAlerts.subscribeMine(signedInUser(req), req.body.services, requestContext(req)),
  );

  app.get(
    "/admin/cut-alerts/counts",
    {
      schema: {
        tags: ["admin news"],
        security: [{ bearer: [] }],
        summary: "Suscriptores activos de cada zona (separadas por comas), para el editor de cortes",
        querystring: CutAlertCountsQuerySchema,
        response: { 200: CutAlertCountsSchema, 400: ErrorRef, 401: ErrorRef, 403: ErrorRef },
      },
    },
    async (req) => app.cutAlerts.counts(req.query.zones),
  );
};

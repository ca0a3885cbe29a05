import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsync } from "fastify";
import { ContractSchema } from "../../../src/shared/schemas/billing";
import { NoticePreferencesInputSchema, NoticePreferencesSchema, NoticeResultSchema, SecondRecipientInputSchema } from "../../../src/shared/schemas/notices";
import { ErrorRef } from "../../http/errors";
import { requestContext, signedInUser } from "../auth/plugin";
import type { NoticeService } from "./service";

declare module "fastify" {
  interface FastifyInstance {
    notices: NoticeService;
  }
}

const tags = ["notices"];
const bearer = [{ bearer: [] }];
const IdParams = Type.Object({ id: Type.String({ maxLength: 40 }) });
const denied = { 401: ErrorRef, 404: ErrorRef };

/** Bill-ready mails, payment reminders and the digital bill's second recipient (issue 34 §4). */
export const noticeRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  // RFC 8058: mail clients post `List-Unsubscribe=One-Click` as a form; the token is in the address.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 1024 }, (_req, _body, done) => done(null, {}));
  const userId = (req: Parameters<typeof signedInUser>[0]) => signedInUser(req).id;

  app.get(
    "/notices/preferences",
    {
      schema: {
        tags,
        security: bearer,
        summary: "Mis avisos: recordatorio de pago antes del vencimiento",
        response: { 200: NoticePreferencesSchema, 401: ErrorRef },
      },
    },
    async (req) => app.notices.preferences(userId(req)),
  );

  app.put(
    "/notices/preferences",
    {
      schema: {
        tags,
        security: bearer,
        summary: "Activar o desactivar el recordatorio de pago (tres días hábiles antes del vencimiento)",
        body: NoticePreferencesInputSchema,
        response: { 200: NoticePreferencesSchema, 400: ErrorRef, 401: ErrorRef },
      },
    },
    async (req) => app.notices.setPreferences(userId(req), req.body.paymentReminders),
  );

  app.put(
    "/contracts/:id/digital-bill/second-recipient",
    {
      schema: {
        tags,
        security: bearer,
        summary: "Agregar o cambiar el segundo destinatario de la factura digital (arrendatario y propietario)",
        params: IdParams,
        body: SecondRecipientInputSchema,
        response: { 200: ContractSchema, 400: ErrorRef, 409: ErrorRef, ...denied },
      },
    },
    async (req) => app.notices.setSecondRecipient(userId(req), req.params.id, req.body, requestContext(req)),
  );

  app.delete(
    "/contracts/:id/digital-bill/second-recipient",
    {
      schema: {
        tags,
        security: bearer,
        summary: "Retirar el segundo destinatario de la factura digital",
        params: IdParams,
        response: { 200: ContractSchema, ...denied },
      },
    },
    async (req) => app.notices.removeSecondRecipient(userId(req), req.params.id),
  );

  app.post(
    "/notices/unsubscribe",
    {
      schema: {
        tags,
        summary: "Dejar de recibir un aviso con un clic (RFC 8058: token en la dirección o en el cuerpo JSON)",
        querystring: Type.Object({ token: Type.Optional(Type.String({ maxLength: 300 })) }),
        response: { 200: NoticeResultSchema, 400: ErrorRef },
      },
    },
    async (req) => {
      const body = req.body as { token?: unknown } | undefined;
      return app.notices.unsubscribe(req.query.token ?? (typeof body?.token === "string" ? body.token : ""));
    },
  );
};

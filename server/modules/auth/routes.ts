import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsync } from "fastify";
import { AltchaFieldSchema, AuthResponseSchema, RegisterBodySchema, SessionUserSchema } from "../../../src/shared/schemas/auth";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from "../../../src/shared/validation";
import { ErrorRef, HttpError, MessageSchema } from "../../http/errors";
import { captchaPayload } from "../captcha/routes";
import { unauthenticated } from "./errors";
import { bearerToken, requestContext, signedInUser } from "./plugin";
import { AUTH_MESSAGES } from "./service";

const tags = ["auth"];
const bearer = [{ bearer: [] }];

/*
 * The bodies bound sizes and types; the field rules themselves are those of src/shared/validation.ts,
 * applied by the service, so the form and the server say the same.
 */
const Email = Type.String({ maxLength: EMAIL_MAX_LENGTH });
const Password = Type.String({ maxLength: PASSWORD_MAX_LENGTH });
const Token = Type.String({ maxLength: 200 });

/** Sign-in form. */
const LoginBody = Type.Object({ email: Email, password: Password, altcha: Type.Optional(AltchaFieldSchema) });
/** Just an e-mail address (forgot-password). */
const EmailBody = Type.Object({ email: Email });
/** resend-verification: the e-mail is needed only without a session. */
const OptionalEmailBody = Type.Object({ email: Type.Optional(Email) });
/** The token of an e-mailed link. */
const TokenBody = Type.Object({ token: Token });
/** The reset link's token and the new password. */
const ResetBody = Type.Object({ token: Token, password: Password });

/** `GET /auth/me`. */
const UserResponseSchema = Type.Object({ user: SessionUserSchema });
/** `POST /auth/verify-email`: the sentence and the account, now verified. */
const VerifiedSchema = Type.Object({ message: Type.String(), user: SessionUserSchema });

/** Spec §7 accounts API: sign-up, sign-in, sign-out, session, password recovery, e-mail verification. */
export const authRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    "/auth/register",
    {
      schema: {
        tags,
        summary: "Crear una cuenta (autoriza el tratamiento de datos, Ley 1581 de 2012) e ingresar",
        description:
          "Requiere la verificación «No soy un robot»: el reto resuelto (GET /api/captcha/challenge) en el campo `altcha` o en la cabecera `X-Altcha`.",
        body: RegisterBodySchema,
        response: { 201: AuthResponseSchema, 400: ErrorRef, 409: ErrorRef, 429: ErrorRef },
      },
    },
    async (req, reply) => reply.code(201).send(await app.auth.register(req.body, requestContext(req), captchaPayload(req) ?? req.body.altcha)),
  );

  app.post(
    "/auth/login",
    {
      schema: {
        tags,
        summary: "Ingresar con correo y contraseña",
        description:
          "Tras 3 intentos fallidos desde la misma dirección, 20 desde ella o 100 sobre la misma cuenta, responde 400 CAPTCHA_REQUIRED hasta que llegue un reto resuelto en el campo `altcha` o en la cabecera `X-Altcha`; 5 fallidos sobre una cuenta desde una dirección la bloquean allí (429).",
        body: LoginBody,
        response: { 200: AuthResponseSchema, 400: ErrorRef, 401: ErrorRef, 403: ErrorRef, 429: ErrorRef },
      },
    },
    async (req) => app.auth.login(req.body.email, req.body.password, requestContext(req), captchaPayload(req) ?? req.body.altcha),
  );

  app.get(
    "/auth/me",
    {
      schema: { tags, summary: "La cuenta de la sesión", security: bearer, response: { 200: UserResponseSchema, 401: ErrorRef } },
    },
    async (req) => ({ user: signedInUser(req) }),
  );

  app.post(
    "/auth/forgot-password",
    {
      schema: {
        tags,
        summary: "Pedir un enlace para restablecer la contraseña (misma respuesta exista o no la cuenta)",
        body: EmailBody,
        response: { 202: MessageSchema, 400: ErrorRef, 429: ErrorRef },
      },
    },
    async (req, reply) => {
      await app.auth.forgotPassword(req.body.email, requestContext(req));
      return reply.code(202).send({ message: AUTH_MESSAGES.forgotPassword });
    },
  );

  app.post(
    "/auth/reset-password",
    {
      schema: {
        tags,
        summary: "Elegir una nueva contraseña con el enlace recibido por correo",
        body: ResetBody,
        response: { 200: MessageSchema, 400: ErrorRef, 429: ErrorRef },
      },
    },
    async (req) => {
      await app.auth.resetPassword(req.body.token, req.body.password, requestContext(req));
      return { message: AUTH_MESSAGES.passwordChanged };
    },
  );

  app.post(
    "/auth/verify-email",
    {
      schema: {
        tags,
        summary: "Confirmar el correo con el enlace recibido",
        body: TokenBody,
        response: { 200: VerifiedSchema, 400: ErrorRef },
      },
    },
    async (req) => ({ message: AUTH_MESSAGES.emailVerified, user: await app.auth.verifyEmail(req.body.token) }),
  );

  await app.register(bodylessRoutes);
};

/**
 * Routes whose body is empty or optional. Some clients send an empty body with a Content-Type
 * anyway (axios in Node sends an empty form-urlencoded one), which must not stop a sign-out.
 */
const bodylessRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  const json = app.getDefaultJsonParser("error", "ignore");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (req, body, done) => {
    const text = body.toString();
    if (text === "") done(null, undefined);
    else void json(req, text, done);
  });
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) => {
    if (body === "") done(null, undefined);
    else done(new HttpError(415, "UNSUPPORTED_MEDIA_TYPE", "El tipo de contenido de la solicitud no es compatible."), undefined);
  });

  app.post(
    "/auth/logout",
    {
      schema: { tags, summary: "Cerrar la sesión de este token", security: bearer, response: { 204: { type: "null" } } },
    },
    async (req, reply) => {
      await app.auth.logout(bearerToken(req));
      return reply.code(204).send();
    },
  );

  app.post(
    "/auth/resend-verification",
    {
      // A signed-in client may post nothing at all; the body schema still applies to what is sent.
      preValidation: async (req) => {
        req.body ??= {};
      },
      schema: {
        tags,
        summary: "Enviar de nuevo el enlace de verificación (a la cuenta de la sesión, o al correo indicado)",
        security: [...bearer, {}],
        body: OptionalEmailBody,
        response: { 200: MessageSchema, 202: MessageSchema, 400: ErrorRef, 401: ErrorRef, 429: ErrorRef },
      },
    },
    async (req, reply) => {
      if (req.user) return { message: await app.auth.resendVerificationTo(req.user) };
      const email = req.body.email;
      // A session that ended, and no address to fall back on: the client should sign in again.
      if (email === undefined && bearerToken(req) !== null) throw unauthenticated();
      await app.auth.resendVerificationByEmail(email ?? "", requestContext(req));
      return reply.code(202).send({ message: AUTH_MESSAGES.verificationSentIfAny });
    },
  );
};

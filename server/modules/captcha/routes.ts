import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { CAPTCHA_FIELD, type CaptchaService } from "./service";

declare module "fastify" {
  interface FastifyInstance {
    /** The self-hosted bot check (issue 20 §4). */
    captcha: CaptchaService;
  }
}

/** The solved challenge a request carries in its `X-Altcha` header, if any. */
export function captchaPayload(req: FastifyRequest): string | undefined {
  const raw = req.headers[`x-${CAPTCHA_FIELD}`];
  return typeof raw === "string" ? raw : undefined;
}

const ChallengeSchema = {
  type: "object",
  description: "Reto ALTCHA (prueba de trabajo, PoW v2) firmado por el servidor; lo resuelve el widget `altcha`.",
  required: ["parameters", "signature"],
  properties: {
    parameters: { type: "object", additionalProperties: true },
    signature: { type: "string" },
  },
} as const;

/** GET /api/captcha/challenge: a fresh challenge, never cached (each one is single-use). */
export const captchaRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    "/captcha/challenge",
    {
      schema: {
        tags: ["captcha"],
        summary: "Un reto «No soy un robot» (ALTCHA) para registrarse, radicar sin sesión o ingresar tras varios intentos fallidos",
        response: { 200: ChallengeSchema },
      },
    },
    async (_req, reply) => reply.header("Cache-Control", "no-store").send(await app.captcha.challenge()),
  );
};

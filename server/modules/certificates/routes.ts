import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsync } from "fastify";
import { formatCertificateCode } from "../../../src/shared/treasury";
import { CertificateCheckSchema, PazYSalvoStatusSchema } from "../../../src/shared/schemas/treasury";
import { limitByAddress } from "../../http/addressLimit";
import { ErrorRef } from "../../http/errors";
import { signedInUser } from "../auth/plugin";
import { PazYSalvo } from "./service";

const tags = ["billing"];
const bearer = [{ bearer: [] }];

const IdParams = Type.Object({ id: Type.String({ maxLength: 40 }) });
// Wider than a code (spaces, dashes, lower case): the service says what a code looks like.
const CodeParams = Type.Object({ code: Type.String({ maxLength: 40 }) });

/**
 * Public checks per client address: as many as the contract lookup allows (30 in 10 minutes), far
 * above what someone checking a certificate needs, and far below what guessing 60-bit codes would.
 */
export const CERTIFICATE_CHECK_LIMIT = { bucket: "paz-y-salvo-check", max: 30, windowS: 10 * 60 } as const;

/**
 * The paz y salvo (issue 32 §4). Issuing is a POST: it stores a certificate (a code that must
 * verify later), which a GET must never do (browsers and proxies prefetch and repeat GETs); it
 * answers the PDF itself, 201 when new and 200 when today's identical certificate is given again.
 */
export const certificateRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  const pazYSalvo = new PazYSalvo(app.db, app.config, app.billing);

  app.get(
    "/contracts/:id/paz-y-salvo",
    {
      schema: {
        tags,
        security: bearer,
        summary: "Si el contrato puede descargar su paz y salvo ahora, y qué lo impide",
        params: IdParams,
        response: { 200: PazYSalvoStatusSchema, 401: ErrorRef, 404: ErrorRef },
      },
    },
    async (req) => pazYSalvo.status(signedInUser(req).id, req.params.id),
  );

  app.post(
    "/contracts/:id/paz-y-salvo",
    {
      schema: {
        tags,
        security: bearer,
        summary: "Expedir el paz y salvo del contrato (PDF); 409 con lo que se debe si hay saldo pendiente o un pago en proceso",
        params: IdParams,
        produces: ["application/pdf"],
        response: {
          200: { description: "El paz y salvo que ya se había expedido hoy con el mismo contenido (PDF)", type: "string", format: "binary" },
          201: { description: "Un paz y salvo nuevo (PDF); su código va también en X-Certificate-Code", type: "string", format: "binary" },
          401: ErrorRef,
          404: ErrorRef,
          409: ErrorRef,
        },
      },
    },
    async (req, reply) => {
      const issued = await pazYSalvo.issue(signedInUser(req).id, req.params.id);
      const code = formatCertificateCode(issued.code);
      return reply
        .code(issued.created ? 201 : 200)
        .type("application/pdf")
        .header("Content-Disposition", `attachment; filename="paz-y-salvo-${issued.contractNumber}-${code}.pdf"`)
        .header("X-Certificate-Code", code)
        .header("Cache-Control", "private, no-store")
        .send(issued.pdf);
    },
  );

  app.get(
    "/paz-y-salvo/:code",
    {
      schema: {
        tags,
        summary: "Verificar un paz y salvo por su código (sin datos personales: el titular solo con iniciales)",
        params: CodeParams,
        response: { 200: CertificateCheckSchema, 400: ErrorRef, 404: ErrorRef, 429: ErrorRef },
      },
      preHandler: limitByAddress(CERTIFICATE_CHECK_LIMIT.bucket, CERTIFICATE_CHECK_LIMIT.max, CERTIFICATE_CHECK_LIMIT.windowS),
    },
    async (req, reply) => {
      reply.header("Cache-Control", "no-store");
      return pazYSalvo.check(req.params.code);
    },
  );
};

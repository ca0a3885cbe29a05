import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { Readable } from "node:stream";
import { IMPORT_LIMITS } from "../../../src/shared/integration";
import {
  ContractRecordSchema,
  ImportResultSchema,
  ImportRunListSchema,
  InvoiceRecordSchema,
  PaymentRecordSchema,
} from "../../../src/shared/schemas/integration";
import { ErrorRef, HttpError } from "../../http/errors";
import { signedInUser } from "../auth/plugin";
import { TariffRecordSchema } from "../tariffs/importRecord";
import type { IntegrationService } from "./service";

declare module "fastify" {
  interface FastifyInstance {
    integration: IntegrationService;
  }
}

const tags = ["integración"];
const bearer = [{ bearer: [] }];
const denied = { 401: ErrorRef, 403: ErrorRef };

/** The feed's records as one JSON Schema document (draft 2020-12), what GET /api/integration/schema.json publishes. */
export function feedJsonSchema(): Record<string, unknown> {
  const plain = (s: unknown) => JSON.parse(JSON.stringify(s)) as Record<string, unknown>;
  const defs = {
    contract: plain(ContractRecordSchema),
    invoice: plain(InvoiceRecordSchema),
    payment: plain(PaymentRecordSchema),
    tariff: plain(TariffRecordSchema),
  };
  for (const d of Object.values(defs)) delete d.$id;
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $id: "/api/integration/schema.json",
    title: "Registro del archivo de intercambio con el sistema de facturación (JSON Lines)",
    description:
      "Cada línea del archivo es un objeto JSON que cumple uno de estos esquemas según su campo «kind». " +
      "Una factura leída de GET /api/invoices/{id}, con «kind» y «contractNumber» añadidos, es una línea válida: lo que el portal calcula se ignora.",
    oneOf: Object.keys(defs).map((k) => ({ $ref: `#/$defs/${k}` })),
    $defs: defs,
  };
}

const ImportQuery = Type.Object(
  {
    dryRun: Type.Optional(Type.Union([Type.Literal("true"), Type.Literal("false")])),
    fileName: Type.Optional(Type.String({ maxLength: 200 })),
    /** The administrators' screen says so; anything else is the API. */
    source: Type.Optional(Type.Union([Type.Literal("api"), Type.Literal("admin")])),
  },
  { additionalProperties: false },
);

/** The request's body as it arrives, kept by the content-type parser (never buffered, never parsed by Fastify). */
const bodies = new WeakMap<FastifyRequest, Readable>();

/** The billing system's feed (issue 34 §1); who may call each route is in ./access.ts. */
export const integrationRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  // Shared schemas: the OpenAPI description lists the records among its components.
  for (const schema of [ContractRecordSchema, InvoiceRecordSchema, PaymentRecordSchema]) app.addSchema(JSON.parse(JSON.stringify(schema)) as { $id: string });

  // JSON Lines is read as a stream (bounded memory); text/plain is accepted for clients that cannot name it.
  app.removeContentTypeParser("text/plain");
  app.addContentTypeParser(["application/x-ndjson", "application/jsonl", "application/jsonlines", "text/plain"], (req, payload, done) => {
    bodies.set(req, payload);
    done(null, undefined);
  });

  app.post(
    "/integration/import",
    {
      schema: {
        tags,
        security: bearer,
        summary: "Importar el archivo del sistema de facturación (JSON Lines)",
        description:
          "El cuerpo es el archivo JSON Lines (application/x-ndjson o text/plain): un registro por línea, " +
          '`{"kind": "contract" | "invoice" | "payment" | "tariff", …}` con las formas de los componentes ' +
          "IntegrationContractRecord, IntegrationInvoiceRecord e IntegrationPaymentRecord (todas en GET /api/integration/schema.json). " +
          "Se lee como flujo y se aplica en lotes de " +
          String(IMPORT_LIMITS.batchLines) +
          " líneas, una transacción cada uno. 200: el resultado (creados, actualizados, sin cambios y rechazados, cada rechazo con su línea, campo y motivo); " +
          "`verificationCodes` trae los códigos que el portal generó para las facturas nuevas que no traían el suyo. " +
          "`?dryRun=true` valida todo en una transacción que se deshace: no cambia nada. 400: el archivo no es JSON Lines y no se aplicó nada. " +
          "Idempotente por claves naturales (número de contrato, número de factura, referencia de pago). " +
          "Lo pueden usar la cuenta de integración (rol INTEGRATION, con su token) y los administradores.",
        consumes: ["application/x-ndjson", "text/plain"],
        querystring: ImportQuery,
        response: { 200: ImportResultSchema, 400: ErrorRef, 415: ErrorRef, 503: ImportResultSchema, ...denied },
      },
    },
    async (req, reply) => {
      const body = bodies.get(req);
      if (!body)
        throw new HttpError(415, "UNSUPPORTED_MEDIA_TYPE", "Envíe el archivo JSON Lines como cuerpo de la solicitud (application/x-ndjson o text/plain).", {
          file: "Falta el archivo.",
        });
      const user = signedInUser(req);
      try {
        const result = await app.integration.import(body, {
          source: req.query.source ?? "api",
          fileName: req.query.fileName?.trim() || null,
          actor: { id: user.id, email: user.email },
          dryRun: req.query.dryRun === "true",
        });
        if (result.status === "failed") return await reply.code(503).header("Retry-After", "30").send(result);
        return result;
      } catch (error) {
        // Whatever of the body was not read is drained, so the answer reaches the client.
        body.resume();
        throw error;
      }
    },
  );

  app.get("/integration/schema.json", { schema: { tags, summary: "Los registros del archivo de intercambio como JSON Schema" } }, async (_req, reply) =>
    reply.header("Cache-Control", "public, max-age=300").send(feedJsonSchema()),
  );

  app.get(
    "/admin/imports",
    {
      schema: {
        tags,
        security: bearer,
        summary: "Historial de importaciones, las más recientes primero (sin la lista de rechazos)",
        querystring: Type.Object({ page: Type.Optional(Type.String({ pattern: "^[1-9][0-9]{0,5}$" })) }, { additionalProperties: false }),
        response: { 200: ImportRunListSchema, 400: ErrorRef, ...denied },
      },
    },
    async (req) => app.integration.list(Number(req.query.page ?? "1")),
  );

  app.get(
    "/admin/imports/:id",
    {
      schema: {
        tags,
        security: bearer,
        summary: "Una importación con sus rechazos",
        params: Type.Object({ id: Type.String({ maxLength: 40 }) }),
        response: { 200: ImportResultSchema, 404: ErrorRef, ...denied },
      },
    },
    async (req) => {
      const run = await app.integration.get(req.params.id);
      if (!run) throw new HttpError(404, "NOT_FOUND", "No existe esa importación.");
      return run;
    },
  );
};

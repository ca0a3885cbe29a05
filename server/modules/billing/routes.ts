import type { FastifyPluginAsync } from "fastify";
import { BILLING_LIMITS, type ConnectionRequestInput, type DigitalBillInput, type LinkContractInput } from "../../../src/shared/billing";
import { limitByAddress } from "../../http/addressLimit";
import { ErrorRef } from "../../http/errors";
import { signedInUser } from "../auth/plugin";
import { linkUndoRoutes } from "./linkUndoRoutes";
import { CONTRACT_NUMBER_LIMITS, type CustomerBilling } from "./service";

declare module "fastify" {
  interface FastifyInstance {
    billing: CustomerBilling;
  }
}

const tags = ["billing"];
const bearer = [{ bearer: [] }];
const denied = { 401: ErrorRef, 404: ErrorRef };

const nullableString = { type: ["string", "null"] } as const;

const ContractSchema = {
  type: "object",
  properties: {
    id: { type: "string" },
    number: { type: "string" },
    holderName: { type: "string" },
    address: { type: "string" },
    barrio: { type: "string" },
    comuna: { type: "string" },
    municipality: { type: "string" },
    estrato: { type: "integer" },
    use: { type: "string" },
    services: { type: "array", items: { type: "string" } },
    meters: { type: "object", additionalProperties: { type: "string" } },
    digitalBill: {
      type: ["object", "null"],
      properties: { email: { type: "string" }, termsVersion: { type: "string" }, enrolledAt: { type: "string" } },
    },
    amountDue: { type: "integer" },
    unpaidInvoices: { type: "integer" },
    nextDueDate: nullableString,
    overdue: { type: "boolean" },
    paymentInProgress: { type: "boolean" },
    lastPayment: {
      type: ["object", "null"],
      properties: { reference: { type: "string" }, amount: { type: "integer" }, paidAt: { type: "string" } },
    },
  },
} as const;

const summaryProperties = {
  id: { type: "string" },
  number: { type: "string" },
  contractId: { type: "string" },
  contractNumber: { type: "string" },
  period: { type: "string" },
  periodStart: { type: "string" },
  periodEnd: { type: "string" },
  issueDate: { type: "string" },
  dueDate: { type: "string" },
  suspensionDate: { type: "string" },
  total: { type: "integer" },
  status: { type: "string" },
  paidAt: nullableString,
  paymentReference: nullableString,
  paymentInProgress: { type: "boolean" },
} as const;

const PointSchema = {
  type: "object",
  properties: { period: { type: "string" }, values: { type: "object", additionalProperties: { type: "number" } } },
} as const;

const InvoiceDetailSchema = {
  type: "object",
  properties: {
    ...summaryProperties,
    address: { type: "string" },
    barrio: { type: "string" },
    municipality: { type: "string" },
    estrato: { type: "integer" },
    use: { type: "string" },
    holderName: { type: "string" },
    readings: {
      type: "array",
      items: {
        type: "object",
        properties: {
          service: { type: "string" },
          meter: { type: "string" },
          previous: { type: ["number", "null"] },
          current: { type: ["number", "null"] },
          estimated: { type: "boolean" },
          consumption: { type: "number" },
          unit: { type: "string" },
        },
      },
    },
    lines: {
      type: "array",
      items: {
        type: "object",
        properties: {
          id: { type: "string" },
          service: { type: "string" },
          kind: { type: "string" },
          concept: { type: "string" },
          quantity: { type: ["number", "null"] },
          unit: nullableString,
          unitPrice: { type: ["number", "null"] },
          amount: { type: "integer" },
          explanation: { type: "string" },
        },
      },
    },
    energyTariff: {
      type: ["object", "null"],
      properties: {
        g: { type: "number" },
        t: { type: "number" },
        d: { type: "number" },
        cv: { type: "number" },
        pr: { type: "number" },
        r: { type: "number" },
        cu: { type: "number" },
      },
    },
    subsidyRate: { type: "number" },
    history: { type: "array", items: PointSchema },
    reconnectionCharge: { type: "integer" },
    paymentPoints: { type: "array", items: { type: "string" } },
    verificationCode: { type: "string" },
  },
} as const;

const IdParams = { type: "object", required: ["id"], properties: { id: { type: "string", maxLength: 40 } } } as const;

const LinkBody = {
  type: "object",
  required: ["contractNumber", "documentNumber", "verificationCode"],
  additionalProperties: false,
  properties: {
    contractNumber: { type: "string", maxLength: 20 },
    documentNumber: { type: "string", maxLength: 20 },
    verificationCode: { type: "string", maxLength: 20 },
  },
} as const;

const DigitalBillBody = {
  type: "object",
  required: ["enrolled"],
  additionalProperties: false,
  properties: { enrolled: { type: "boolean" }, email: { type: "string", maxLength: 254 }, acceptTerms: { type: "boolean" } },
} as const;

const ConnectionBody = {
  type: "object",
  required: ["address", "barrio", "municipality", "use", "services", "phone"],
  additionalProperties: false,
  properties: {
    address: { type: "string", maxLength: 200 },
    barrio: { type: "string", maxLength: 100 },
    municipality: { type: "string", maxLength: 100 },
    use: { type: "string", maxLength: 20 },
    services: { type: "array", maxItems: 4, items: { type: "string", maxLength: 30 } },
    phone: { type: "string", maxLength: 30 },
    notes: { type: "string", maxLength: 1000 },
  },
} as const;

const LookupQuery = { type: "object", required: ["contract"], properties: { contract: { type: "string", maxLength: 30 } } } as const;

/** Contracts, invoices, consumption and the digital bill (DESIGN §5 "billing"): signed in, own rows only. */
export const billingRoutes: FastifyPluginAsync = async (app) => {
  await app.register(async (account) => {
    const userId = (req: Parameters<typeof signedInUser>[0]) => signedInUser(req).id;

    account.get(
      "/contracts",
      {
        schema: {
          tags,
          security: bearer,
          summary: "Contratos asociados a la cuenta, con saldo y próxima fecha de pago",
          response: { 200: { type: "object", properties: { contracts: { type: "array", items: ContractSchema } } }, 401: ErrorRef },
        },
      },
      async (req) => ({ contracts: await app.billing.contracts(userId(req)) }),
    );

    account.post<{ Body: LinkContractInput }>(
      "/contracts/link",
      {
        schema: {
          tags,
          security: bearer,
          summary: "Asociar un contrato (documento del titular y código de verificación de una factura reciente)",
          body: LinkBody,
          response: { 200: ContractSchema, 400: ErrorRef, 401: ErrorRef, 429: ErrorRef },
        },
        preHandler: limitByAddress(CONTRACT_NUMBER_LIMITS.link.bucket, CONTRACT_NUMBER_LIMITS.link.max, CONTRACT_NUMBER_LIMITS.link.windowS),
      },
      async (req) => app.billing.link(signedInUser(req), req.body),
    );

    account.post<{ Body: ConnectionRequestInput }>(
      "/contracts/connection-requests",
      {
        schema: {
          tags,
          security: bearer,
          summary: "Solicitar una conexión nueva",
          body: ConnectionBody,
          response: {
            201: { type: "object", properties: { requestNumber: { type: "string" }, createdAt: { type: "string" } } },
            400: ErrorRef,
            401: ErrorRef,
          },
        },
      },
      async (req, reply) => reply.code(201).send(await app.billing.requestConnection(userId(req), req.body)),
    );

    account.get<{ Params: { id: string } }>(
      "/contracts/:id/invoices",
      {
        schema: {
          tags,
          security: bearer,
          summary: "Facturas de un contrato (hasta 24 meses, la más reciente primero)",
          params: IdParams,
          response: {
            200: { type: "object", properties: { invoices: { type: "array", items: { type: "object", properties: summaryProperties } } } },
            ...denied,
          },
        },
      },
      async (req) => ({ invoices: await app.billing.invoices(userId(req), req.params.id) }),
    );

    account.get<{ Params: { id: string }; Querystring: { months?: string } }>(
      "/contracts/:id/consumption",
      {
        schema: {
          tags,
          security: bearer,
          summary: "Consumo mensual por servicio (hasta 24 meses)",
          params: IdParams,
          querystring: { type: "object", properties: { months: { type: "string", pattern: "^(?:[1-9]|1[0-9]|2[0-4])$" } } },
          response: {
            200: {
              type: "object",
              properties: {
                contractId: { type: "string" },
                services: { type: "array", items: { type: "string" } },
                points: { type: "array", items: PointSchema },
              },
            },
            400: ErrorRef,
            ...denied,
          },
        },
      },
      async (req) => app.billing.consumption(userId(req), req.params.id, Number(req.query.months ?? BILLING_LIMITS.historyMonths)),
    );

    account.put<{ Params: { id: string }; Body: DigitalBillInput }>(
      "/contracts/:id/digital-bill",
      {
        schema: {
          tags,
          security: bearer,
          summary: "Inscribir o cancelar la factura digital del contrato",
          params: IdParams,
          body: DigitalBillBody,
          response: { 200: ContractSchema, 400: ErrorRef, ...denied },
        },
      },
      async (req) => app.billing.setDigitalBill(userId(req), req.params.id, req.body),
    );

    account.get<{ Params: { id: string } }>(
      "/invoices/:id",
      { schema: { tags, security: bearer, summary: "Detalle de una factura", params: IdParams, response: { 200: InvoiceDetailSchema, ...denied } } },
      async (req) => app.billing.invoice(userId(req), req.params.id),
    );

    account.get<{ Params: { id: string } }>(
      "/invoices/:id/pdf",
      {
        schema: { tags, security: bearer, summary: "Duplicado de la factura en PDF", params: IdParams, produces: ["application/pdf"], response: denied },
      },
      async (req, reply) => {
        const { number, pdf } = await app.billing.invoicePdf(userId(req), req.params.id);
        return reply
          .type("application/pdf")
          .header("Content-Disposition", `attachment; filename="factura-${number}.pdf"`)
          .header("Cache-Control", "private, no-store")
          .send(pdf);
      },
    );
  });

  app.get<{ Querystring: { contract: string } }>(
    "/billing/lookup",
    {
      schema: {
        tags,
        summary: "Saldo de un contrato para pagar sin iniciar sesión (valor, vencimiento y dirección enmascarada)",
        querystring: LookupQuery,
        response: {
          200: {
            type: "object",
            properties: {
              contractNumber: { type: "string" },
              maskedAddress: { type: "string" },
              amountDue: { type: "integer" },
              dueDate: nullableString,
              unpaidInvoices: { type: "integer" },
              overdue: { type: "boolean" },
              paymentInProgress: { type: "boolean" },
            },
          },
          400: ErrorRef,
          404: ErrorRef,
          429: ErrorRef,
        },
      },
      preHandler: limitByAddress(CONTRACT_NUMBER_LIMITS.lookup.bucket, CONTRACT_NUMBER_LIMITS.lookup.max, CONTRACT_NUMBER_LIMITS.lookup.windowS),
    },
    async (req) => app.billing.lookup(req.query.contract),
  );

  await app.register(linkUndoRoutes);
};

import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsync } from "fastify";
import { BILLING_LIMITS } from "../../../src/shared/billing";
import {
  BillingLookupSchema,
  ConnectionRequestInputSchema,
  ConnectionRequestReceiptSchema,
  ConsumptionSeriesSchema,
  ContractListSchema,
  ContractSchema,
  DigitalBillInputSchema,
  InvoiceDetailSchema,
  InvoiceListSchema,
  LinkContractInputSchema,
} from "../../../src/shared/schemas/billing";
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

const IdParams = Type.Object({ id: Type.String({ maxLength: 40 }) });

const ConsumptionQuery = Type.Object({ months: Type.Optional(Type.String({ pattern: "^(?:[1-9]|1[0-9]|2[0-4])$" })) });

const LookupQuery = Type.Object({ contract: Type.String({ maxLength: 30 }) });

/** Contracts, invoices, consumption and the digital bill (DESIGN §5 "billing"): signed in, own rows only. */
export const billingRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  await app.register(async (scope) => {
    const account = scope.withTypeProvider<TypeBoxTypeProvider>();
    const userId = (req: Parameters<typeof signedInUser>[0]) => signedInUser(req).id;

    account.get(
      "/contracts",
      {
        schema: {
          tags,
          security: bearer,
          summary: "Contratos asociados a la cuenta, con saldo y próxima fecha de pago",
          response: { 200: ContractListSchema, 401: ErrorRef },
        },
      },
      async (req) => ({ contracts: await app.billing.contracts(userId(req)) }),
    );

    account.post(
      "/contracts/link",
      {
        schema: {
          tags,
          security: bearer,
          summary: "Asociar un contrato (documento del titular y código de verificación de una factura reciente)",
          body: LinkContractInputSchema,
          response: { 200: ContractSchema, 400: ErrorRef, 401: ErrorRef, 429: ErrorRef },
        },
        preHandler: limitByAddress(CONTRACT_NUMBER_LIMITS.link.bucket, CONTRACT_NUMBER_LIMITS.link.max, CONTRACT_NUMBER_LIMITS.link.windowS),
      },
      async (req) => app.billing.link(signedInUser(req), req.body),
    );

    account.post(
      "/contracts/connection-requests",
      {
        schema: {
          tags,
          security: bearer,
          summary: "Solicitar una conexión nueva",
          body: ConnectionRequestInputSchema,
          response: {
            201: ConnectionRequestReceiptSchema,
            400: ErrorRef,
            401: ErrorRef,
          },
        },
      },
      async (req, reply) => reply.code(201).send(await app.billing.requestConnection(userId(req), req.body)),
    );

    account.get(
      "/contracts/:id/invoices",
      {
        schema: {
          tags,
          security: bearer,
          summary: "Facturas de un contrato (hasta 24 meses, la más reciente primero)",
          params: IdParams,
          response: {
            200: InvoiceListSchema,
            ...denied,
          },
        },
      },
      async (req) => ({ invoices: await app.billing.invoices(userId(req), req.params.id) }),
    );

    account.get(
      "/contracts/:id/consumption",
      {
        schema: {
          tags,
          security: bearer,
          summary: "Consumo mensual por servicio (hasta 24 meses)",
          params: IdParams,
          querystring: ConsumptionQuery,
          response: {
            200: ConsumptionSeriesSchema,
            400: ErrorRef,
            ...denied,
          },
        },
      },
      async (req) => app.billing.consumption(userId(req), req.params.id, Number(req.query.months ?? BILLING_LIMITS.historyMonths)),
    );

    account.put(
      "/contracts/:id/digital-bill",
      {
        schema: {
          tags,
          security: bearer,
          summary: "Inscribir o cancelar la factura digital del contrato",
          params: IdParams,
          body: DigitalBillInputSchema,
          response: { 200: ContractSchema, 400: ErrorRef, ...denied },
        },
      },
      async (req) => app.billing.setDigitalBill(userId(req), req.params.id, req.body),
    );

    account.get(
      "/invoices/:id",
      { schema: { tags, security: bearer, summary: "Detalle de una factura", params: IdParams, response: { 200: InvoiceDetailSchema, ...denied } } },
      async (req) => app.billing.invoice(userId(req), req.params.id),
    );

    account.get(
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

    account.get(
      "/invoices/:id/barcode.svg",
      {
        schema: {
          tags,
          security: bearer,
          summary: "Código de barras GS1-128 de la factura para pagar en bancos y corresponsales (SVG)",
          params: IdParams,
          produces: ["image/svg+xml"],
          response: denied,
        },
      },
      async (req, reply) => {
        const svg = await app.billing.invoiceBarcodeSvg(userId(req), req.params.id);
        // Like the PDF: the amount and the reference are the account's, never kept by a shared computer.
        return reply.type("image/svg+xml; charset=utf-8").header("Cache-Control", "private, no-store").header("Content-Disposition", "inline").send(svg);
      },
    );

    account.get(
      "/invoices/:id/dian.xml",
      {
        schema: {
          tags,
          security: bearer,
          summary: "XML de la factura electrónica (AttachedDocument de la DIAN), cuando el sistema de facturación lo envió al portal",
          params: IdParams,
          produces: ["application/xml"],
          response: denied,
        },
      },
      async (req, reply) => {
        const { number, xml } = await app.billing.invoiceDianXml(userId(req), req.params.id);
        // The number is the invoice's own (AI 8020 characters); anything else becomes "_" in the name.
        const name = `factura-electronica-${number.replace(/[^0-9A-Za-z_-]/g, "_")}.xml`;
        return reply
          .type("application/xml; charset=utf-8")
          .header("Content-Disposition", `attachment; filename="${name}"`)
          .header("Cache-Control", "private, no-store")
          .header("X-Content-Type-Options", "nosniff")
          .send(xml);
      },
    );

    account.get(
      "/invoices/:id/dian-qr.svg",
      {
        schema: {
          tags,
          security: bearer,
          summary: "Código QR de la factura electrónica (el texto que la DIAN exige imprimir), en SVG",
          params: IdParams,
          produces: ["image/svg+xml"],
          response: denied,
        },
      },
      async (req, reply) => {
        const svg = await app.billing.invoiceDianQrSvg(userId(req), req.params.id);
        return reply.type("image/svg+xml; charset=utf-8").header("Cache-Control", "private, no-store").header("Content-Disposition", "inline").send(svg);
      },
    );
  });

  app.get(
    "/billing/lookup",
    {
      schema: {
        tags,
        summary: "Saldo de un contrato para pagar sin iniciar sesión (valor, vencimiento y dirección enmascarada)",
        querystring: LookupQuery,
        response: {
          200: BillingLookupSchema,
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

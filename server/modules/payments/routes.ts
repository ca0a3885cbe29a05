import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { formatCop, PSE_BANKS, type Payment, type PaymentInput, type PaymentOptions } from "../../../src/shared/billing";
import { StringEnum } from "../../../src/shared/schemas/common";
import {
  PaymentDecisionSchema,
  PaymentEventAckSchema,
  PaymentInputSchema,
  PaymentListSchema,
  PaymentOptionsSchema,
  PaymentSchema,
  PaymentStartSchema,
} from "../../../src/shared/schemas/payments";
import { limitByAddress } from "../../http/addressLimit";
import { ErrorRef, HttpError } from "../../http/errors";
import { escapeHtml } from "../../mail/templates";
import { CONTRACT_NUMBER_LIMITS } from "../billing/service";
import { PAYMENT_MESSAGES } from "./context";
import { GatewayNotificationSchema } from "./gateway";
import { paymentsCsv } from "./presenter";
import { PseSandboxGateway } from "./pseSandbox";
import type { PaymentsService } from "./service";
import { WompiGateway } from "./wompi";

declare module "fastify" {
  interface FastifyInstance {
    payments: PaymentsService;
  }
}

const tags = ["payments"];
const bearer = [{ bearer: [] }];

const ReferenceParams = Type.Object({ reference: Type.String({ pattern: "^(PSE|WEB)-[0-9]{8}-[0-9A-Z]{10}$" }) });

/** Issue 32 §1: the optional Idempotency-Key of a start (as PQRS takes it): printable, up to 100 characters. */
function idempotencyKey(req: FastifyRequest): string | undefined {
  const raw = req.headers["idempotency-key"];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key === undefined) return undefined;
  if (!/^[\x21-\x7e]{8,100}$/.test(key)) {
    throw new HttpError(400, "VALIDATION_ERROR", "La cabecera Idempotency-Key debe tener entre 8 y 100 caracteres visibles.", {
      "Idempotency-Key": "Entre 8 y 100 caracteres visibles, sin espacios.",
    });
  }
  return key;
}

const ListQuery = Type.Object({
  format: Type.Optional(StringEnum(["json", "csv"])),
  contractId: Type.Optional(Type.String({ maxLength: 40 })),
});

/** What the checkout's simulator offers, with Wompi's names for them (payment_method_type). */
const SANDBOX_CHECKOUT_METHODS: readonly [string, string][] = [
  ["CARD", "Tarjeta débito o crédito"],
  ["NEQUI", "Nequi"],
  ["BANCOLOMBIA_TRANSFER", "Botón Bancolombia"],
];

/** The sandbox bank page: plain HTML with its own strict policy (no script, forms only to us). */
function sandboxPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#eef2f6;color:#1f2937}
header{background:#0b3d6b;color:#fff;padding:16px 24px}header p{margin:4px 0 0;font-size:14px}
main{max-width:32rem;margin:24px auto;background:#fff;border-radius:8px;padding:24px}
h1{font-size:22px;margin:0 0 16px}dl{display:grid;grid-template-columns:max-content 1fr;gap:8px 16px;margin:0 0 24px}
dt{font-weight:bold}dd{margin:0}.note{background:#fff7d6;border-left:6px solid #b58900;padding:12px;margin:0 0 24px}
.actions{display:flex;flex-wrap:wrap;gap:12px}button{font-size:16px;padding:12px 20px;border-radius:4px;border:2px solid #0b3d6b;cursor:pointer}
button.approve{background:#0b3d6b;color:#fff}button.reject{background:#fff;color:#0b3d6b}button.fail{background:#fff;color:#8a1c1c;border-color:#8a1c1c}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #b58900;outline-offset:2px}a{color:#0b3d6b}
fieldset.methods{border:1px solid #9aa5b1;border-radius:4px;margin:0 0 24px;padding:12px 16px}fieldset.methods label{display:block;padding:10px 0;font-size:16px}
fieldset.methods input{width:20px;height:20px;vertical-align:middle;margin-inline-end:8px}
</style></head>
<body><header><strong>PSE · Pagos Seguros en Línea</strong><p>Simulador de pruebas: no se mueve dinero real</p></header>
<main>${body}</main></body></html>`;
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .type("text/html; charset=utf-8")
    .header("Cache-Control", "no-store")
    .header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'")
    .send(html);
}

/** What a gateway's word on a payment (sandbox callback or Wompi event) answers. */
const DecisionResponses = {
  200: PaymentDecisionSchema,
  400: ErrorRef,
  401: ErrorRef,
  404: ErrorRef,
  409: ErrorRef,
} as const;

/** Payments (DESIGN §5 "billing"), the gateway's signed callback and the PSE sandbox's bank pages. */
export const paymentRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    "/payments",
    {
      schema: {
        tags,
        summary:
          "Iniciar un pago por PSE o por el checkout de Wompi (tarjeta, Nequi, Botón Bancolombia): facturas escogidas (con sesión) o todo lo pendiente de un contrato (sin sesión). La cabecera opcional Idempotency-Key hace que un reintento devuelva el mismo pago.",
        body: PaymentInputSchema,
        response: {
          201: PaymentStartSchema,
          400: ErrorRef,
          401: ErrorRef,
          404: ErrorRef,
          409: ErrorRef,
          429: ErrorRef,
          503: ErrorRef,
        },
      },
      // Issue 20 §2: a payment by contract number answers whether the number exists, so it is limited per address.
      preHandler: limitByAddress(
        CONTRACT_NUMBER_LIMITS.payment.bucket,
        CONTRACT_NUMBER_LIMITS.payment.max,
        CONTRACT_NUMBER_LIMITS.payment.windowS,
        (req) => typeof (req.body as Partial<PaymentInput> | undefined)?.contractNumber === "string",
      ),
    },
    async (req, reply) => reply.code(201).send(await app.payments.start(req.body, req.user, req.ip, idempotencyKey(req))),
  );

  app.get(
    "/payments/options",
    {
      schema: {
        tags,
        summary: "Si el pago en línea está disponible y los bancos de PSE que ofrece la pasarela",
        response: { 200: PaymentOptionsSchema },
      },
    },
    async (_req, reply): Promise<PaymentOptions> => {
      reply.header("Cache-Control", "no-store");
      return app.payments.options();
    },
  );

  app.get(
    "/payments",
    {
      schema: {
        tags,
        security: bearer,
        summary: "Transacciones de los contratos de la cuenta (JSON o CSV con format=csv)",
        querystring: ListQuery,
        response: {
          200: PaymentListSchema,
          401: ErrorRef,
          404: ErrorRef,
        },
      },
    },
    async (req, reply) => {
      const payments = await app.payments.list(req.user!.id, req.query.contractId);
      if (req.query.format !== "csv") return { payments };
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type("text/csv; charset=utf-8; header=present")
        .header("Content-Disposition", `attachment; filename="transacciones-${day}.csv"`)
        .serializer((s: unknown) => s as string)
        .send(paymentsCsv(payments));
    },
  );

  app.get(
    "/payments/:reference",
    {
      schema: { tags, summary: "Estado de un pago por su referencia", params: ReferenceParams, response: { 200: PaymentSchema, 400: ErrorRef, 404: ErrorRef } },
    },
    async (req): Promise<Payment> => app.payments.get(req.params.reference, req.user),
  );

  const gateway = app.payments.gateway;
  if (gateway instanceof WompiGateway) {
    // Wompi's events (issue 20 §1): register this URL in Wompi's dashboard (Desarrolladores → URL de eventos).
    app.post(
      "/payments/wompi/events",
      {
        schema: {
          tags,
          summary:
            "Evento firmado de Wompi (transaction.updated): firma comprobada; todo evento verificado se responde 200 (repetido, de cualquier antigüedad o de una referencia desconocida, que queda para revisión)",
          response: { 200: PaymentEventAckSchema, 400: ErrorRef, 401: ErrorRef, 404: ErrorRef },
        },
      },
      async (req) => {
        const header = req.headers["x-event-checksum"];
        return app.payments.wompiEvent(req.body, typeof header === "string" ? header : undefined);
      },
    );
  }
  // Issue 20: the sandbox's callback and bank pages exist only when the sandbox is the gateway.
  if (!(gateway instanceof PseSandboxGateway)) return;

  app.post(
    "/payments/callback",
    {
      schema: {
        tags,
        summary: "Notificación firmada de la pasarela (idempotente)",
        body: GatewayNotificationSchema,
        response: DecisionResponses,
      },
    },
    async (req) => app.payments.notify(req.body),
  );

  // The sandbox bank: its own scope so the form parser applies to these two routes only.
  await app.register(async (sandbox) => {
    sandbox.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 1024 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    sandbox.get<{ Params: { reference: string } }>(
      "/payments/pse-sandbox/:reference",
      { schema: { hide: true, params: ReferenceParams } },
      async (req, reply) => {
        const row = await app.payments.row(req.params.reference);
        if (!row)
          return sendPage(
            reply,
            404,
            sandboxPage("Transacción no encontrada", `<h1>Transacción no encontrada</h1><p>${escapeHtml(PAYMENT_MESSAGES.notFound)}</p>`),
          );
        const back = `${row.return_path}?reference=${encodeURIComponent(row.reference)}`;
        if (row.status !== "pendiente" && row.status !== "sin_confirmar") {
          return sendPage(
            reply,
            200,
            sandboxPage("Transacción procesada", `<h1>Esta transacción ya fue procesada</h1><p><a href="${escapeHtml(back)}">Volver al portal</a></p>`),
          );
        }
        const checkout = row.method === "checkout";
        const bank = row.bank_name ?? PSE_BANKS[0].name;
        // Issue 32 §2: the checkout's simulator asks how the payer pays, as Wompi's page does.
        const methods = checkout
          ? `<fieldset class="methods"><legend>¿Cómo quiere pagar?</legend>
${SANDBOX_CHECKOUT_METHODS.map(
  ([value, label], i) => `<label><input type="radio" name="method" value="${value}"${i === 0 ? " checked" : ""} required> ${escapeHtml(label)}</label>`,
).join("\n")}
</fieldset>`
          : "";
        const heading = checkout ? "Pasarela de pagos: pague con tarjeta, Nequi o Botón Bancolombia" : `${escapeHtml(bank)}: autorice el pago`;
        const body = `<h1>${heading}</h1>
<p class="note">Ambiente de pruebas del portal. Elija qué responde ${checkout ? "la pasarela" : "el banco"}; ningún dinero se mueve.</p>
<dl><dt>Comercio</dt><dd>${escapeHtml(app.config.brandLongName)}</dd>
<dt>Referencia</dt><dd>${escapeHtml(row.reference)}</dd>
<dt>Contrato</dt><dd>${escapeHtml(row.contract_number)}</dd>
<dt>Facturas</dt><dd>${escapeHtml(row.invoice_numbers.join(", "))}</dd>
<dt>Valor</dt><dd>${escapeHtml(formatCop(Number(row.amount)))}</dd></dl>
<form method="post">${methods}<div class="actions">
<button class="approve" type="submit" name="decision" value="approved">Aprobar pago</button>
<button class="reject" type="submit" name="decision" value="rejected">Rechazar pago</button>
<button class="fail" type="submit" name="decision" value="failed">Simular falla</button>
</div></form>`;
        return sendPage(reply, 200, sandboxPage(`${checkout ? "Pago en línea" : "Pago PSE"} ${row.reference}`, body));
      },
    );

    sandbox.post<{ Params: { reference: string }; Body: { decision?: string; method?: string } }>(
      "/payments/pse-sandbox/:reference",
      { schema: { hide: true, params: ReferenceParams } },
      async (req, reply) => {
        const decision = req.body?.decision;
        if (decision !== "approved" && decision !== "rejected" && decision !== "failed") {
          throw new HttpError(400, "VALIDATION_ERROR", "Elija aprobar, rechazar o simular una falla.", { decision: "Elija una respuesta." });
        }
        const row = await app.payments.row(req.params.reference);
        if (!row) throw new HttpError(404, "NOT_FOUND", PAYMENT_MESSAGES.notFound);
        let methodType: string | undefined;
        if (row.method === "checkout") {
          methodType = SANDBOX_CHECKOUT_METHODS.find(([value]) => value === req.body?.method)?.[0];
          if (!methodType) throw new HttpError(400, "VALIDATION_ERROR", "Elija cómo quiere pagar.", { method: "Elija tarjeta, Nequi o Botón Bancolombia." });
        } else methodType = "PSE";
        if (row.status === "pendiente" || row.status === "sin_confirmar") {
          // The bank tells the portal through the same signed callback a real gateway calls.
          const notification = await gateway.notification(row.reference, Number(row.amount), decision, methodType);
          const res = await app.inject({ method: "POST", url: "/api/payments/callback", payload: notification });
          if (res.statusCode !== 200) req.log.error({ status: res.statusCode, body: res.body }, "sandbox callback refused");
        }
        return reply.redirect(`${row.return_path}?reference=${encodeURIComponent(row.reference)}`, 303);
      },
    );
  });
};

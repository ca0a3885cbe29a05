import type { FastifyBaseLogger } from "fastify";
import type { PaymentStatus } from "../../../src/shared/billing";
import type { Config } from "../../config";
import type { Db } from "../../db/db";
import { HttpError } from "../../http/errors";
import type { Mailer } from "../../mail";
import type { PaymentGateway } from "./gateway";

export const PAYMENT_MESSAGES = {
  notFound: "No encontramos una transacción con esa referencia.",
  invoicePaid: "Esa factura ya está pagada. Consulte el comprobante en sus transacciones.",
  inProgress: "Ya hay un pago en proceso para esta factura. Espere la respuesta de su banco (puede tardar unos minutos) antes de intentar de nuevo.",
  nothingDue: "Este contrato no tiene facturas pendientes de pago.",
  oneContract: "Pague las facturas de un contrato a la vez.",
  signInForInvoices: "Inicie sesión para pagar facturas escogidas, o pague por número de contrato.",
  badSignature: "La notificación del pago no tiene una firma válida.",
  amountMismatch: "El valor notificado no coincide con el del pago.",
  alreadyDecided: "El pago ya tiene una respuesta distinta del banco.",
  unavailable:
    "El pago en línea no está disponible en este momento. Puede pagar en los puntos de pago autorizados o en las oficinas bancarias con el código de barras de su factura.",
  tooManyPending:
    "Ya tiene varios pagos esperando la respuesta del banco desde esta conexión. Termine alguno en la página de su banco o espere unos minutos antes de iniciar otro.",
  tooManyStarts: "Inició demasiados pagos seguidos desde esta conexión. Espere unos minutos e intente de nuevo.",
  methodUnavailable: "Ese medio de pago no está disponible en este momento. Pague con PSE o con el código de barras de la factura.",
  startInProgress: "Estamos abriendo este pago con la pasarela. Espere unos segundos; no lo inicie de nuevo.",
} as const;

/**
 * A payment the gateway has not answered about this long after it started no longer blocks the
 * invoice: it becomes `sin_confirmar` (issue 32 §1), still asked about.
 */
export const PENDING_TTL_MIN = 30;

/**
 * What the parts of the payments service share: the ports, the gateway (null when online payment
 * is off: PAYMENT_GATEWAY=none, or no SEED_DEMO and none named) and the service's clock, which the
 * tests move.
 */
export interface PaymentsContext {
  readonly db: Db;
  readonly config: Config;
  readonly mailer: Mailer;
  readonly log: FastifyBaseLogger;
  readonly gateway: PaymentGateway | null;
  now(): Date;
}

/** What a trusted decision answers: the payment's state, and whether it had that answer already. */
export interface DecisionOutcome {
  reference: string;
  status: PaymentStatus;
  repeated: boolean;
}

/** The gateway, or 503 when online payment is off. */
export function liveGateway(ctx: PaymentsContext): PaymentGateway {
  if (!ctx.gateway) throw new HttpError(503, "PAYMENTS_UNAVAILABLE", PAYMENT_MESSAGES.unavailable);
  return ctx.gateway;
}

export function conflict(code: string, message: string, field?: string): HttpError {
  return new HttpError(409, code, message, field ? { [field]: message } : undefined);
}

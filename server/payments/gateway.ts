import type { PaymentStatus } from "../../src/shared/billing";

/** What the portal asks a payment gateway to collect. */
export interface GatewayTransaction {
  reference: string;
  amount: number;
  description: string;
  bankCode: string;
  personType: string;
  payerDocumentType: string;
  payerDocumentNumber: string;
  payerEmail: string;
}

/** The gateway's signed word on a transaction, as it reaches POST /api/payments/callback. */
export interface GatewayNotification {
  reference: string;
  status: "approved" | "rejected" | "failed";
  amount: number;
  gatewayCode: string;
  signature: string;
}

export const NOTIFICATION_STATUS: Readonly<Record<GatewayNotification["status"], Exclude<PaymentStatus, "pendiente">>> = {
  approved: "aprobada",
  rejected: "rechazada",
  failed: "fallida",
};

/**
 * The PaymentGateway port (issue 7). The PSE sandbox is the embedded default; a real gateway
 * adapter (ACH Colombia's PSE through an aggregator) implements the same three calls.
 */
export interface PaymentGateway {
  /** Its name, stored with each payment. */
  readonly name: string;
  /** Opens the transaction; the payer's browser goes to `redirectUrl` to choose and approve. */
  start(tx: GatewayTransaction): Promise<{ redirectUrl: string }>;
  /** True only when the notification carries the gateway's valid signature. */
  verify(notification: GatewayNotification): Promise<boolean>;
}

import { Type, type Static } from "@sinclair/typebox";
import type { PaymentStatus } from "../../../src/shared/billing";
import { StringEnum } from "../../../src/shared/schemas/common";

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
  /** Where the payer's browser comes back to (absolute, under PUBLIC_URL). */
  returnUrl: string;
}

/** The gateway's signed word on a transaction, as it reaches POST /api/payments/callback (its body schema). */
export const GatewayNotificationSchema = Type.Object({
  reference: Type.String({ maxLength: 40 }),
  status: StringEnum(["approved", "rejected", "failed"]),
  amount: Type.Integer({ minimum: 1 }),
  gatewayCode: Type.String({ maxLength: 40 }),
  signature: Type.String({ maxLength: 128 }),
});

export type GatewayNotification = Static<typeof GatewayNotificationSchema>;

/** A final answer of the bank, however it arrived (callback, event or status query), already trusted. */
export type GatewayDecision = Omit<GatewayNotification, "signature">;

export const NOTIFICATION_STATUS: Readonly<Record<GatewayNotification["status"], Exclude<PaymentStatus, "pendiente">>> = {
  approved: "aprobada",
  rejected: "rechazada",
  failed: "fallida",
};

/** A bank the payer can choose (PSE financial institution). */
export interface GatewayBank {
  code: string;
  name: string;
}

/**
 * The PaymentGateway port (issue 7, grown in issue 20): the PSE sandbox (development and demos)
 * and Wompi (Bancolombia's PSE aggregator) implement it.
 */
export interface PaymentGateway {
  /** Its name, stored with each payment. */
  readonly name: string;
  /** The banks the payer may choose. */
  banks(): Promise<readonly GatewayBank[]>;
  /** Opens the transaction; the payer's browser goes to `redirectUrl` to approve it at the bank. */
  start(tx: GatewayTransaction): Promise<{ redirectUrl: string; transactionId: string | null }>;
  /** True only when a sandbox-style notification carries the gateway's valid signature. */
  verify(notification: GatewayNotification): Promise<boolean>;
  /**
   * Asks the gateway how a transaction stands (the fallback when its event is late): the decision
   * when final, null while the bank has not answered. Absent when the gateway cannot be asked.
   */
  status?(transactionId: string, reference: string): Promise<GatewayDecision | null>;
}

/** The gateway could not be reached or refused the request: the payer is asked to try later. */
export class GatewayUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "GatewayUnavailableError";
  }
}

import { Type, type Static } from "@sinclair/typebox";
import type { OnlineMethod, PaymentStatus } from "../../../src/shared/billing";
import { StringEnum } from "../../../src/shared/schemas/common";

/** What the portal asks a payment gateway to collect. */
export interface GatewayTransaction {
  /** Issue 32 §2: PSE through the gateway's API, or its hosted checkout (card, Nequi, Botón Bancolombia). */
  method: OnlineMethod;
  reference: string;
  amount: number;
  description: string;
  /** PSE only (empty for the checkout). */
  bankCode: string;
  personType: string;
  payerDocumentType: string;
  payerDocumentNumber: string;
  payerEmail: string;
  /** Where the payer's browser comes back to (absolute, under PUBLIC_URL). */
  returnUrl: string;
  /**
   * Issue 32 §1: called as soon as the gateway has created its transaction, before anything else is
   * asked of it, so its id is stored even if what follows fails.
   */
  onCreated?(transactionId: string): Promise<void>;
}

/** The gateway's signed word on a transaction, as it reaches POST /api/payments/callback (its body schema). */
export const GatewayNotificationSchema = Type.Object({
  reference: Type.String({ maxLength: 40 }),
  status: StringEnum(["approved", "rejected", "failed"]),
  amount: Type.Integer({ minimum: 1 }),
  gatewayCode: Type.String({ maxLength: 40 }),
  /** What the payer used (PSE, CARD, NEQUI, BANCOLOMBIA_TRANSFER), signed with the rest when present. */
  methodType: Type.Optional(Type.String({ maxLength: 30, pattern: "^[A-Z_]+$" })),
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

/** What the gateway offers besides its banks (issue 32). */
export interface GatewayRules {
  methods: OnlineMethod[];
  documentTypes: readonly string[];
  acceptance: { termsUrl: string; personalDataUrl: string } | null;
}

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
  /** The methods, document types and terms to accept (issue 32). */
  rules(): Promise<GatewayRules>;
  /** Opens the transaction; the payer's browser goes to `redirectUrl` to approve it at the bank. */
  start(tx: GatewayTransaction): Promise<{ redirectUrl: string; transactionId: string | null }>;
  /** True only when a sandbox-style notification carries the gateway's valid signature. */
  verify(notification: GatewayNotification): Promise<boolean>;
  /**
   * Asks the gateway how a transaction stands (the fallback when its event is late): the decision
   * when final, null while the bank has not answered or the gateway has no such transaction (a
   * checkout the payer never finished). By the transaction id when known, else by the reference.
   * Absent when the gateway cannot be asked.
   */
  status?(transactionId: string | null, reference: string): Promise<GatewayDecision | null>;
}

/**
 * The gateway did not answer, or answered in a way that says nothing about the transaction (a
 * timeout, a 5xx, keys it refused): the payer is asked to try later. `maybeCreated` when a
 * transaction may exist at the gateway all the same (the request that creates it got no answer).
 */
export class GatewayUnavailableError extends Error {
  constructor(
    message: string,
    readonly maybeCreated = false,
  ) {
    super(message);
    this.name = "GatewayUnavailableError";
  }
}

/**
 * The gateway refused the request itself (its 422): nothing was created. `fields` names the
 * portal's form fields it objected to, with a Spanish message each.
 */
export class GatewayRefusedError extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string>,
  ) {
    super(message);
    this.name = "GatewayRefusedError";
  }
}

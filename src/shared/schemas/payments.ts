/**
 * What the payments API sends and receives, declared once (issue 23): the routes use these as their
 * schemas and ../billing.ts derives its payment types from them with `import type`, so the SPA never
 * bundles TypeBox. These answers list every field as required, as their hand-written schemas did.
 */
import { Type } from "@sinclair/typebox";
import { ONLINE_METHODS, PAYMENT_STATUSES, type PaymentMethod, type PaymentStatus, type PersonType } from "../billing";
import { Loose, Nullable, StringAs, StringEnum } from "./common";

export const PaymentSchema = Type.Object({
  reference: Type.String(),
  status: StringEnum(PAYMENT_STATUSES),
  amount: Type.Integer(),
  method: StringAs<PaymentMethod>(),
  bank: Nullable(Type.String()),
  gatewayCode: Nullable(Type.String()),
  contractNumber: Type.String(),
  invoiceNumbers: Type.Array(Type.String()),
  createdAt: Type.String(),
  decidedAt: Nullable(Type.String()),
  /**
   * Issue 32 §4: the payment paid what was already paid (a double payment): the money is due back
   * to the customer; `refundedAt` once an operator recorded the refund.
   */
  refundDue: Type.Boolean(),
  refundedAt: Nullable(Type.String()),
});

/** GET /api/payments. */
export const PaymentListSchema = Type.Object({ payments: Type.Array(PaymentSchema) });

/** GET /api/payments/options: whether online payment is offered now, and the banks to list (issue 20). */
export const PaymentOptionsSchema = Type.Object({
  available: Type.Boolean(),
  banks: Type.Array(Type.Object({ code: Type.String(), name: Type.String() })),
  /** Issue 32 §2: PSE, and Wompi's Web Checkout (card, Nequi, Botón Bancolombia) when offered. */
  methods: Type.Array(StringEnum(ONLINE_METHODS)),
  /** The document types the gateway takes for PSE (Wompi refuses PEP). */
  documentTypes: Type.Array(Type.String()),
  /**
   * Issue 32 §1: Wompi's end-user terms and personal-data authorization, which the payer accepts
   * explicitly before a PSE payment (null when the gateway has none: the sandbox).
   */
  acceptance: Nullable(Type.Object({ termsUrl: Type.String(), personalDataUrl: Type.String() })),
});

export const PaymentStartSchema = Type.Object({
  reference: Type.String(),
  /** Where the browser goes next: the gateway's bank page. */
  redirectUrl: Type.String(),
});

/** What a gateway's word on a payment (sandbox callback or Wompi event) answers. */
export const PaymentDecisionSchema = Loose({ reference: Type.String(), status: StringAs<PaymentStatus>(), repeated: Type.Boolean() });

/**
 * Issue 32 §1: what a verified Wompi event answers. Always 200, so Wompi stops retrying: `applied`,
 * `repeated` (the same answer again, any age), `pending`, `unknown` (a reference the portal never
 * made, kept for an operator) or `refused` (kept for an operator, with the reason in the log).
 */
export const PaymentEventAckSchema = Loose({
  received: Type.Boolean(),
  outcome: StringEnum(["applied", "repeated", "pending", "unknown", "refused"] as const),
  reference: Type.String(),
  status: Nullable(StringAs<PaymentStatus>()),
  repeated: Type.Boolean(),
});

export const PaymentInputSchema = Type.Object(
  {
    /** Signed in: the invoices to pay (all of one contract). */
    invoiceIds: Type.Optional(Type.Array(Type.String({ maxLength: 40 }), { minItems: 1, maxItems: 24 })),
    /** Without signing in: every unpaid invoice of this contract. */
    contractNumber: Type.Optional(Type.String({ maxLength: 20 })),
    /** Issue 32 §2: "pse" (the default) or "checkout" (Wompi's Web Checkout: only the e-mail is asked here). */
    method: Type.Optional(StringEnum(ONLINE_METHODS)),
    bank: Type.Optional(Type.String({ maxLength: 10 })),
    personType: Type.Optional(StringAs<PersonType>({ maxLength: 10 })),
    documentType: Type.Optional(Type.String({ maxLength: 5 })),
    documentNumber: Type.Optional(Type.String({ maxLength: 20 })),
    email: Type.String({ maxLength: 254 }),
    /** Issue 32 §1: the payer ticked Wompi's terms and its personal-data authorization (PSE through Wompi). */
    acceptTerms: Type.Optional(Type.Boolean()),
    acceptPersonalData: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

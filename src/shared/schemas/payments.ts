/**
 * What the payments API sends and receives, declared once (issue 23): the routes use these as their
 * schemas and ../billing.ts derives its payment types from them with `import type`, so the SPA never
 * bundles TypeBox. These answers list every field as required, as their hand-written schemas did.
 */
import { Type } from "@sinclair/typebox";
import { PAYMENT_STATUSES, type PaymentMethod, type PaymentStatus, type PersonType } from "../billing";
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
});

/** GET /api/payments. */
export const PaymentListSchema = Type.Object({ payments: Type.Array(PaymentSchema) });

/** GET /api/payments/options: whether online payment is offered now, and the banks to list (issue 20). */
export const PaymentOptionsSchema = Type.Object({
  available: Type.Boolean(),
  banks: Type.Array(Type.Object({ code: Type.String(), name: Type.String() })),
});

export const PaymentStartSchema = Type.Object({
  reference: Type.String(),
  /** Where the browser goes next: the gateway's bank page. */
  redirectUrl: Type.String(),
});

/** What a gateway's word on a payment (sandbox callback or Wompi event) answers. */
export const PaymentDecisionSchema = Loose({ reference: Type.String(), status: StringAs<PaymentStatus>(), repeated: Type.Boolean() });

export const PaymentInputSchema = Type.Object(
  {
    /** Signed in: the invoices to pay (all of one contract). */
    invoiceIds: Type.Optional(Type.Array(Type.String({ maxLength: 40 }), { minItems: 1, maxItems: 24 })),
    /** Without signing in: every unpaid invoice of this contract. */
    contractNumber: Type.Optional(Type.String({ maxLength: 20 })),
    bank: Type.String({ maxLength: 10 }),
    personType: StringAs<PersonType>({ maxLength: 10 }),
    documentType: Type.String({ maxLength: 5 }),
    documentNumber: Type.String({ maxLength: 20 }),
    email: Type.String({ maxLength: 254 }),
  },
  { additionalProperties: false },
);

/**
 * What the treasury and paz y salvo APIs send and receive (issue 32 §4), declared once: the routes
 * use these as their schemas and ../treasury.ts derives its types with `import type`, so the SPA
 * never bundles TypeBox.
 */
import { Type } from "@sinclair/typebox";
import type { PaymentMethod, PaymentStatus } from "../billing";
import { Nullable, StringAs, StringEnum } from "./common";

const TREASURY_CHANNEL_VALUES = ["pse", "checkout", "banco"] as const;
const REFUND_STATUS_VALUES = ["pending", "done"] as const;

/** How many payments and how many pesos. */
export const FigureSchema = Type.Object({ count: Type.Integer(), amount: Type.Integer() });

const figures = {
  /** Approved and paying invoices (not double), by decided_at. */
  applied: FigureSchema,
  /** Still `pendiente`, by created_at. */
  pending: FigureSchema,
  /** Still `sin_confirmar`, by created_at. */
  unconfirmed: FigureSchema,
  /** Approved double payments (refund_due), refunded or not, by decided_at. */
  doubles: FigureSchema,
  /** Refunds recorded, by refunded_at. */
  refunds: FigureSchema,
};

/** One Bogotá day and one channel. */
export const TreasuryRowSchema = Type.Object({ day: Type.String(), channel: StringEnum(TREASURY_CHANNEL_VALUES), ...figures });

/** One channel's totals over the range. */
export const TreasuryChannelTotalSchema = Type.Object({ channel: StringEnum(TREASURY_CHANNEL_VALUES), ...figures });

/** GET /api/admin/treasury: every day of the range × every channel (zeros included), and the totals. */
export const TreasuryReportSchema = Type.Object({
  from: Type.String(),
  to: Type.String(),
  rows: Type.Array(TreasuryRowSchema),
  channels: Type.Array(TreasuryChannelTotalSchema),
  total: Type.Object(figures),
  /** Double payments awaiting a refund now, whatever their day (the screen's reminder). */
  refundsPending: FigureSchema,
});

export const TreasuryQueryStringSchema = Type.Object({
  from: Type.Optional(Type.String({ maxLength: 10 })),
  to: Type.Optional(Type.String({ maxLength: 10 })),
  format: Type.Optional(StringEnum(["json", "csv"])),
});

/** A double payment as the refunds list shows it (administrators: the payer's address to reach them). */
export const RefundItemSchema = Type.Object({
  reference: Type.String(),
  channel: StringAs<PaymentMethod>(),
  status: StringAs<PaymentStatus>(),
  amount: Type.Integer(),
  contractNumber: Type.String(),
  holderName: Type.String(),
  invoiceNumbers: Type.Array(Type.String()),
  bank: Nullable(Type.String()),
  payerEmail: Nullable(Type.String()),
  holderEmail: Nullable(Type.String()),
  decidedAt: Nullable(Type.String()),
  refundedAt: Nullable(Type.String()),
  refundedBy: Nullable(Type.String()),
  refundNote: Nullable(Type.String()),
});

/**
 * GET /api/admin/refunds?status=pending|done: every double payment awaiting its refund, or the
 * refunds recorded in the Bogotá days from–to (both included; the last 7 days without dates).
 */
export const RefundListSchema = Type.Object({
  status: StringEnum(REFUND_STATUS_VALUES),
  /** The days of a `done` list (null for `pending`, which has no range). */
  from: Nullable(Type.String()),
  to: Nullable(Type.String()),
  items: Type.Array(RefundItemSchema),
  /** How many there are in all (the list shows the oldest pending or the newest done, up to its limit). */
  total: Type.Integer(),
  amount: Type.Integer(),
});

export const RefundQueryStringSchema = Type.Object({
  status: Type.Optional(StringEnum(REFUND_STATUS_VALUES)),
  from: Type.Optional(Type.String({ maxLength: 10 })),
  to: Type.Optional(Type.String({ maxLength: 10 })),
});

/** POST /api/admin/payments/:reference/refund. */
export const RefundInputSchema = Type.Object(
  {
    /** How the money went back: the transfer's number and bank, or the invoice it was credited to. */
    note: Type.String({ minLength: 1, maxLength: 500 }),
  },
  { additionalProperties: false },
);

/* ------------------------------------------------------------------ paz y salvo */

/** Something that keeps a contract from its paz y salvo. */
export const DueItemSchema = Type.Object({
  kind: StringEnum(["invoice", "payment"]),
  /** The invoice number or the payment reference. */
  id: Type.String(),
  amount: Type.Integer(),
  /** The invoice's period (YYYY-MM) or null. */
  period: Nullable(Type.String()),
  /** The invoice's due date, or null. */
  dueDate: Nullable(Type.String()),
  /** The payment's status, or null. */
  status: Nullable(StringAs<PaymentStatus>()),
});

/** GET /api/contracts/:id/paz-y-salvo: whether the contract may have its certificate now, and why not. */
export const PazYSalvoStatusSchema = Type.Object({
  available: Type.Boolean(),
  /** Why not, in a sentence (null when available). */
  reason: Nullable(Type.String()),
  due: Type.Array(DueItemSchema),
  /** The last day billed (the newest invoice's period end), when there is an invoice. */
  coversUntil: Nullable(Type.String()),
  lastInvoiceNumber: Nullable(Type.String()),
});

/** GET /api/paz-y-salvo/:code: what a certificate says, with the least personal data. */
export const CertificateCheckSchema = Type.Object({
  code: Type.String(),
  /** The content still matches its hash (it was issued by the portal as printed). */
  valid: Type.Boolean(),
  contractNumber: Type.String(),
  /** Initials only: "C*** R*** G***". */
  holderName: Type.String(),
  municipality: Type.String(),
  services: Type.Array(Type.String()),
  lastPeriod: Type.String(),
  coversUntil: Type.String(),
  issuedAt: Type.String(),
});

/**
 * What the billing API sends and receives, declared once (issue 23): the routes use these as their
 * schemas and ../billing.ts derives its types from them with `import type`, so the SPA never
 * bundles TypeBox. They reproduce the hand-written schemas they replace: the answers list no
 * `required` fields (Loose), nullable fields are `type: [x, "null"]`, and the request bodies keep
 * their required fields, lengths and `additionalProperties: false`.
 */
import { Type, type Static, type TSchema, type TUnsafe } from "@sinclair/typebox";
import type { BillingService, ContractUse, InvoiceLineKind, InvoiceStatus } from "../billing";
import { Loose, Nullable, StringAs } from "./common";

/** A value per service: `{ type: "object", additionalProperties: value }`. */
function ByService<T extends TSchema>(value: T): TUnsafe<Partial<Record<BillingService, Static<T>>>> {
  return Type.Unsafe<Partial<Record<BillingService, Static<T>>>>({ type: "object", additionalProperties: value });
}

/** Digital-bill enrolment of a contract. */
export const DigitalBillSchema = Loose({
  email: Type.String(),
  termsVersion: Type.String(),
  enrolledAt: Type.String(),
  /** Issue 34 §4: a second recipient (a tenant and the owner), with the terms accepted for it. */
  second: Type.Optional(Nullable(Loose({ email: Type.String(), termsVersion: Type.String(), addedAt: Type.String() }))),
});

/** A contract as its account sees it, with what it owes now. */
export const ContractSchema = Loose({
  id: Type.String(),
  number: Type.String(),
  holderName: Type.String(),
  address: Type.String(),
  barrio: Type.String(),
  comuna: Type.String(),
  municipality: Type.String(),
  estrato: Type.Integer(),
  use: StringAs<ContractUse>(),
  services: Type.Array(StringAs<BillingService>()),
  meters: ByService(Type.String()),
  digitalBill: Nullable(DigitalBillSchema),
  /** What is owed now: the unpaid invoices' totals. */
  amountDue: Type.Integer(),
  unpaidInvoices: Type.Integer(),
  /** The earliest due date among unpaid invoices. */
  nextDueDate: Nullable(Type.String()),
  overdue: Type.Boolean(),
  /** A payment waiting for the bank blocks a second one. */
  paymentInProgress: Type.Boolean(),
  lastPayment: Nullable(Loose({ reference: Type.String(), amount: Type.Integer(), paidAt: Type.String() })),
});

/** One line of an invoice, with the plain-Spanish explanation the bill check shows. */
export const InvoiceLineSchema = Loose({
  id: Type.String(),
  service: StringAs<BillingService>(),
  kind: StringAs<InvoiceLineKind>(),
  concept: Type.String(),
  quantity: Nullable(Type.Number()),
  unit: Nullable(Type.String()),
  unitPrice: Nullable(Type.Number()),
  amount: Type.Integer(),
  explanation: Type.String(),
});

export const ServiceReadingSchema = Loose({
  service: StringAs<BillingService>(),
  meter: Type.String(),
  previous: Nullable(Type.Number()),
  current: Nullable(Type.Number()),
  /** When the meter could not be read, the average of the last six periods was billed. */
  estimated: Type.Boolean(),
  consumption: Type.Number(),
  unit: StringAs<"kWh" | "m³">(),
});

/** The energy unit cost (CREG 119 de 2007): CU = G + T + D + Cv + PR + R, in pesos per kWh. */
export const EnergyTariffSchema = Loose({
  g: Type.Number(),
  t: Type.Number(),
  d: Type.Number(),
  cv: Type.Number(),
  pr: Type.Number(),
  r: Type.Number(),
  cu: Type.Number(),
});

const invoiceSummaryProperties = {
  id: Type.String(),
  number: Type.String(),
  contractId: Type.String(),
  contractNumber: Type.String(),
  /** YYYY-MM of the consumption period. */
  period: Type.String(),
  periodStart: Type.String(),
  periodEnd: Type.String(),
  issueDate: Type.String(),
  dueDate: Type.String(),
  suspensionDate: Type.String(),
  total: Type.Integer(),
  status: StringAs<InvoiceStatus>(),
  paidAt: Nullable(Type.String()),
  paymentReference: Nullable(Type.String()),
  /** A payment for it is waiting for the bank. */
  paymentInProgress: Type.Boolean(),
};

export const InvoiceSummarySchema = Loose(invoiceSummaryProperties);

export const ConsumptionPointSchema = Loose({ period: Type.String(), values: ByService(Type.Number()) });

/** The bill's GS1-128 payment barcode (issue 32 §3): the reference to give at a bank and the line printed under the bars. */
export const PaymentBarcodeSchema = Loose({
  /** AI (8020): the invoice number, what a bank or corresponsal asks for. */
  reference: Type.String(),
  /** `(415)<GLN>(8020)<reference>(3900)<amount>(96)<AAAAMMDD>`. */
  hri: Type.String(),
});

/**
 * The bill as a DIAN electronic document (issue 34 §3, formats sheet §4): its CUDE, the text its QR
 * encodes, and where its XML (the AttachedDocument) is downloaded: this portal's
 * /api/invoices/:id/dian.xml when the XML was imported, else the billing system's own address, else null.
 */
export const ElectronicInvoiceSchema = Loose({
  cude: Type.String(),
  qr: Type.String(),
  xmlUrl: Nullable(Type.String()),
});

export const InvoiceDetailSchema = Loose({
  ...invoiceSummaryProperties,
  address: Type.String(),
  barrio: Type.String(),
  municipality: Type.String(),
  estrato: Type.Integer(),
  use: StringAs<ContractUse>(),
  holderName: Type.String(),
  readings: Type.Array(ServiceReadingSchema),
  lines: Type.Array(InvoiceLineSchema),
  energyTariff: Nullable(EnergyTariffSchema),
  /** Subsidy (negative) or contribution (positive) rate for this estrato and use, as a fraction. */
  subsidyRate: Type.Number(),
  /** The last six periods before this one, oldest first. */
  history: Type.Array(ConsumptionPointSchema),
  reconnectionCharge: Type.Integer(),
  paymentPoints: Type.Array(Type.String()),
  /** The code printed on this invoice that proves holding it when linking the contract (issue 20 §2), as XXXX-XXXX-XX. */
  verificationCode: Type.String(),
  /** Null when there is nothing to pay (total 0). The bars: GET /api/invoices/:id/barcode.svg. */
  paymentBarcode: Nullable(PaymentBarcodeSchema),
  /** Null when the invoice is not (yet) a DIAN electronic document. */
  electronicInvoice: Nullable(ElectronicInvoiceSchema),
});

export const ConsumptionSeriesSchema = Loose({
  contractId: Type.String(),
  services: Type.Array(StringAs<BillingService>()),
  points: Type.Array(ConsumptionPointSchema),
});

/** What anyone learns from a contract number: enough to pay, nothing about the holder. */
export const BillingLookupSchema = Loose({
  contractNumber: Type.String(),
  maskedAddress: Type.String(),
  amountDue: Type.Integer(),
  dueDate: Nullable(Type.String()),
  unpaidInvoices: Type.Integer(),
  overdue: Type.Boolean(),
  paymentInProgress: Type.Boolean(),
});

export const ConnectionRequestReceiptSchema = Loose({ requestNumber: Type.String(), createdAt: Type.String() });

/** GET /api/contracts. */
export const ContractListSchema = Loose({ contracts: Type.Array(ContractSchema) });

/** GET /api/contracts/:id/invoices. */
export const InvoiceListSchema = Loose({ invoices: Type.Array(InvoiceSummarySchema) });

export const LinkContractInputSchema = Type.Object(
  {
    contractNumber: Type.String({ maxLength: 20 }),
    documentNumber: Type.String({ maxLength: 20 }),
    /** The verification code of any invoice of the last six months (issue 20 §2: the invoice number is derivable). */
    verificationCode: Type.String({ maxLength: 20 }),
  },
  { additionalProperties: false },
);

export const DigitalBillInputSchema = Type.Object(
  { enrolled: Type.Boolean(), email: Type.Optional(Type.String({ maxLength: 254 })), acceptTerms: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);

export const ConnectionRequestInputSchema = Type.Object(
  {
    address: Type.String({ maxLength: 200 }),
    barrio: Type.String({ maxLength: 100 }),
    municipality: Type.String({ maxLength: 100 }),
    use: StringAs<ContractUse>({ maxLength: 20 }),
    services: Type.Array(StringAs<BillingService>({ maxLength: 30 }), { maxItems: 4 }),
    phone: Type.String({ maxLength: 30 }),
    notes: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);

/**
 * The billing system's feed (issue 34 §1), declared once: JSON Lines, one record a line, each
 * `{"kind": "contract" | "invoice" | "payment" | "tariff", …}`. The import validates every line
 * against these (TypeBox compiled on the server), GET /api/integration/schema.json publishes them as
 * JSON Schema and the OpenAPI description carries them as components. The SPA imports only the
 * types (`import type`), so it never bundles TypeBox.
 *
 * An invoice read from GET /api/invoices/{id}, with `kind` and `contractNumber` added, is a valid
 * invoice line: every field of InvoiceDetailSchema the portal computes (ids, status, paid state,
 * payment links, history, the contract's address and holder) is accepted and ignored.
 */
import { Type, type Static, type TSchema } from "@sinclair/typebox";
import { BILLING_SERVICES, CONTRACT_USES } from "../billing";
import { InvoiceDetailSchema } from "./billing";
import { Loose, Nullable } from "./common";

const Enum = <const T extends readonly string[]>(values: T, description?: string) =>
  Type.Union(
    values.map((v) => Type.Literal(v)),
    description ? { description } : {},
  );
const OrNull = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** YYYY-MM-DD. */
const Day = (description: string) => Type.String({ pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$", description });
const Text = (max: number, description?: string) => Type.String({ minLength: 1, maxLength: max, ...(description ? { description } : {}) });

/** Document types of a contract's holder (Colombia; PPT replaced the PEP, both still exist). */
export const HOLDER_DOCUMENT_TYPES = ["CC", "CE", "NIT", "TI", "PP", "PEP", "PPT"] as const;
/**
 * How a payment made elsewhere arrived: a bank without a collection file, an office's cash desk or a
 * corresponsal, an automatic debit, or PSE through the billing system's own button.
 */
export const IMPORT_PAYMENT_CHANNELS = ["banco", "punto-de-pago", "debito-automatico", "pse"] as const;
export const IMPORT_KINDS = ["contract", "invoice", "payment", "tariff"] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

const CONTRACT_NUMBER = "^[0-9]{6,12}$";
const ContractNumber = Type.String({ pattern: CONTRACT_NUMBER, description: "Número de contrato: 6 a 12 dígitos." });

/** `kind: "contract"`: what the portal shows and checks of a contract. Natural key: `number`. */
export const ContractRecordSchema = Type.Object(
  {
    kind: Type.Literal("contract"),
    number: ContractNumber,
    holderName: Text(200, "Nombre del titular."),
    holderDocument: Type.Object(
      { type: Enum(HOLDER_DOCUMENT_TYPES), number: Type.String({ pattern: "^[0-9A-Za-z-]{3,20}$" }) },
      { additionalProperties: false, description: "Documento del titular (lo pide la vinculación del contrato)." },
    ),
    /** The holder's e-mail on file, told of every link (issue 20 §2); left as it is when absent. */
    holderEmail: Type.Optional(OrNull(Type.String({ maxLength: 254, pattern: "^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$" }))),
    address: Text(200),
    barrio: Text(100),
    comuna: Text(100),
    municipality: Text(100),
    estrato: Type.Integer({ minimum: 1, maximum: 6 }),
    use: Enum(CONTRACT_USES),
    services: Type.Array(Enum(BILLING_SERVICES), { minItems: 1, maxItems: 4, uniqueItems: true }),
    /** Service → meter number (telecommunications has none). */
    meters: Type.Object(
      {
        energia: Type.Optional(Text(40)),
        acueducto: Type.Optional(Text(40)),
        alcantarillado: Type.Optional(Text(40)),
        telecomunicaciones: Type.Optional(Text(40)),
      },
      { additionalProperties: false },
    ),
  },
  { $id: "IntegrationContractRecord", additionalProperties: false },
);

const ReadingRecord = Type.Object(
  {
    service: Enum(BILLING_SERVICES),
    meter: Type.String({ maxLength: 40 }),
    previous: OrNull(Type.Number()),
    current: OrNull(Type.Number()),
    estimated: Type.Boolean(),
    consumption: Type.Number({ minimum: 0 }),
    unit: Enum(["kWh", "m³"] as const),
  },
  { additionalProperties: false },
);

const LineRecord = Type.Object(
  {
    id: Text(40),
    service: Enum(BILLING_SERVICES),
    kind: Enum(["cargo-fijo", "consumo", "subsidio", "contribucion", "otro"] as const),
    concept: Text(200),
    quantity: OrNull(Type.Number()),
    unit: OrNull(Type.String({ maxLength: 20 })),
    unitPrice: OrNull(Type.Number()),
    amount: Type.Integer({ minimum: -1_000_000_000_000, maximum: 1_000_000_000_000 }),
    explanation: Type.String({ maxLength: 2000 }),
  },
  { additionalProperties: false },
);

const EnergyTariffRecord = Type.Object(
  { g: Type.Number(), t: Type.Number(), d: Type.Number(), cv: Type.Number(), pr: Type.Number(), r: Type.Number(), cu: Type.Number() },
  { additionalProperties: false },
);

/** The DIAN electronic document (formats sheet §4): CUDE (SHA-384, 96 hex digits), the QR's text and where the XML is kept. */
const ElectronicInvoiceRecord = Type.Object(
  {
    cude: Type.String({ pattern: "^[0-9a-fA-F]{96}$", description: "CUDE: SHA-384 en 96 dígitos hexadecimales." }),
    qr: Text(2000, "El texto que codifica el QR de la DIAN."),
    /** https address of the XML at the billing system; a `/api/...` address (this portal's own, as the API returns it) is ignored. */
    xmlUrl: Type.Optional(OrNull(Type.String({ maxLength: 2000, description: "https://… del XML; una ruta /api/… de este portal se ignora." }))),
  },
  { additionalProperties: false },
);

/** The fields of an invoice that the import reads; every other field of InvoiceDetailSchema is computed by the portal. */
const invoiceImported = {
  kind: Type.Literal("invoice"),
  number: Type.String({
    pattern: "^[0-9A-Za-z-]{1,25}$",
    description: "Número de la factura (clave natural; hasta 25 caracteres, los del código de barras GS1).",
  }),
  contractNumber: ContractNumber,
  period: Type.String({ pattern: "^[0-9]{4}-(0[1-9]|1[0-2])$", description: "Periodo de consumo AAAA-MM." }),
  periodStart: Day("Primer día del periodo."),
  periodEnd: Day("Último día del periodo."),
  issueDate: Day("Fecha de expedición."),
  dueDate: Day("Pago oportuno."),
  suspensionDate: Day("Fecha de suspensión."),
  total: Type.Integer({ minimum: 0, maximum: 1_000_000_000_000, description: "Total a pagar en pesos." }),
  readings: Type.Array(ReadingRecord, { maxItems: 8 }),
  lines: Type.Array(LineRecord, { maxItems: 60 }),
  energyTariff: Type.Optional(OrNull(EnergyTariffRecord)),
  subsidyRate: Type.Optional(Type.Number({ minimum: -1, maximum: 1 })),
  reconnectionCharge: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000_000 })),
  /** The code printed on the bill (XXXX-XXXX-XX); generated by the portal and returned in the answer when absent. */
  verificationCode: Type.Optional(Type.String({ maxLength: 20, description: "Código de verificación impreso en la factura." })),
  electronicInvoice: Type.Optional(OrNull(ElectronicInvoiceRecord)),
  /** The DIAN XML (AttachedDocument) itself, kept here and served at /api/invoices/{id}/dian.xml. */
  xml: Type.Optional(Type.String({ minLength: 1, maxLength: 2_000_000 })),
};

/** What GET /api/invoices/{id} sends that the portal computes: accepted on an import line and ignored. */
export const INVOICE_COMPUTED_FIELDS: readonly string[] = Object.keys(
  (InvoiceDetailSchema as unknown as { properties: Record<string, unknown> }).properties,
).filter((k) => !(k in invoiceImported));

/** `kind: "invoice"`: an invoice as the API returns it, plus its contract number. Natural key: `number`. */
export const InvoiceRecordSchema = Type.Object(
  {
    ...invoiceImported,
    ...Object.fromEntries(INVOICE_COMPUTED_FIELDS.map((k) => [k, Type.Optional(Type.Unknown({ description: "Calculado por el portal: se ignora." }))])),
  },
  { $id: "IntegrationInvoiceRecord", additionalProperties: false },
);

/** `kind: "payment"`: a payment made elsewhere (office cash, a bank without a file). Natural key: `reference`. */
export const PaymentRecordSchema = Type.Object(
  {
    kind: Type.Literal("payment"),
    reference: Type.String({ pattern: "^[0-9A-Za-z-]{4,40}$", description: "Referencia del pago en el sistema de facturación (clave natural)." }),
    contractNumber: ContractNumber,
    invoiceNumbers: Type.Array(Type.String({ pattern: "^[0-9A-Za-z-]{1,25}$" }), { minItems: 1, maxItems: 24, uniqueItems: true }),
    amount: Type.Integer({ minimum: 1, maximum: 1_000_000_000_000, description: "Valor pagado en pesos: la suma de los totales de las facturas." }),
    paidAt: Type.String({
      pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]+)?)?(Z|[+-][0-9]{2}:[0-9]{2})$",
      description: "Fecha y hora del pago (ISO 8601 con zona).",
    }),
    channel: Enum(IMPORT_PAYMENT_CHANNELS),
  },
  { $id: "IntegrationPaymentRecord", additionalProperties: false },
);

export type ContractRecord = Static<typeof ContractRecordSchema>;
export type InvoiceRecord = Static<typeof InvoiceRecordSchema>;
export type PaymentRecord = Static<typeof PaymentRecordSchema>;

/** One refused line: its number (1 for the first line of the file), the field and the reason in Spanish. */
export const ImportRejectionSchema = Loose({ line: Type.Integer(), field: Type.String(), message: Type.String() });

const Counts = Loose({ created: Type.Integer(), updated: Type.Integer(), unchanged: Type.Integer(), rejected: Type.Integer() });

/** The result of one import, as the API answers it and the history keeps it. */
export const ImportResultSchema = Loose({
  id: Type.String(),
  source: Type.String(),
  fileName: Nullable(Type.String()),
  importedBy: Nullable(Type.String()),
  dryRun: Type.Boolean(),
  /** `done`, or `refused` when the file was not JSON Lines (nothing applied), or `failed` (cut short; batches before stayed). */
  status: Type.String(),
  message: Nullable(Type.String()),
  lines: Type.Integer(),
  created: Type.Integer(),
  updated: Type.Integer(),
  unchanged: Type.Integer(),
  rejected: Type.Integer(),
  byKind: Type.Record(Type.String(), Counts),
  rejections: Type.Array(ImportRejectionSchema),
  /** Rejections beyond the stored list (it keeps the first IMPORT_LIMITS.storedRejections). */
  moreRejections: Type.Integer(),
  startedAt: Type.String(),
  finishedAt: Nullable(Type.String()),
  /**
   * Invoices this import created with a verification code the portal generated (the line had none):
   * the printer of the bill must print it. Only in the answer, never in the history (it is a secret).
   */
  verificationCodes: Type.Optional(Type.Array(Loose({ line: Type.Integer(), number: Type.String(), verificationCode: Type.String() }))),
});

export const ImportRunListSchema = Loose({ runs: Type.Array(ImportResultSchema), total: Type.Integer() });

export type ImportRejection = Static<typeof ImportRejectionSchema>;
export type ImportResult = Static<typeof ImportResultSchema>;
export type ImportRunList = Static<typeof ImportRunListSchema>;

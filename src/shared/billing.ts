/**
 * The customer account (issue 7): contracts, invoices, payments, consumption and the digital bill,
 * as the API returns them (DESIGN §5 "billing"). Shared by the SPA and the server; no DOM, no Node.
 * The API's shapes are declared once with TypeBox in ./schemas/billing.ts and ./schemas/payments.ts;
 * the types here derive from them with `import type`, so the SPA's bundle never includes TypeBox.
 * Money is in whole Colombian pesos; consumption in kWh (energy) and m³ (water and sewer).
 */
import type { Static } from "@sinclair/typebox";
import type {
  BillingLookupSchema,
  ConnectionRequestInputSchema,
  ConnectionRequestReceiptSchema,
  ConsumptionPointSchema,
  ConsumptionSeriesSchema,
  ContractSchema,
  DigitalBillInputSchema,
  DigitalBillSchema,
  ElectronicInvoiceSchema,
  EnergyTariffSchema,
  InvoiceDetailSchema,
  InvoiceLineSchema,
  InvoiceSummarySchema,
  LinkContractInputSchema,
  ServiceReadingSchema,
} from "./schemas/billing";
import type { PaymentInputSchema, PaymentOptionsSchema, PaymentSchema, PaymentStartSchema } from "./schemas/payments";
import { isDocumentType, validateContractNumber, validateDocumentNumber, validateEmail } from "./validation";

export const BILLING_SERVICES = ["energia", "acueducto", "alcantarillado", "telecomunicaciones"] as const;
export type BillingService = (typeof BILLING_SERVICES)[number];

export const SERVICE_LABELS: Readonly<Record<BillingService, string>> = {
  energia: "Energía",
  acueducto: "Acueducto",
  alcantarillado: "Alcantarillado",
  telecomunicaciones: "Telecomunicaciones",
};

/** The unit each service is measured in; telecommunications is a flat plan. */
export const SERVICE_UNITS: Readonly<Record<BillingService, "kWh" | "m³" | null>> = {
  energia: "kWh",
  acueducto: "m³",
  alcantarillado: "m³",
  telecomunicaciones: null,
};

export const CONTRACT_USES = ["residencial", "comercial", "industrial", "oficial"] as const;
export type ContractUse = (typeof CONTRACT_USES)[number];

export const USE_LABELS: Readonly<Record<ContractUse, string>> = {
  residencial: "Residencial",
  comercial: "Comercial",
  industrial: "Industrial",
  oficial: "Oficial",
};

export const INVOICE_STATUSES = ["pendiente", "pagada", "vencida"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/**
 * Issue 32: `sin_confirmar` is a payment the gateway has not answered about for a while; it no
 * longer holds its invoices and the gateway is asked again for at least 48 hours. Only the gateway's
 * own final answer makes a payment `rechazada` or `fallida`.
 */
export const PAYMENT_STATUSES = ["pendiente", "sin_confirmar", "aprobada", "rechazada", "fallida"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  pendiente: "Pendiente",
  sin_confirmar: "Sin confirmar",
  aprobada: "Aprobada",
  rechazada: "Rechazada",
  fallida: "Fallida",
};

/** Issue 32: `checkout` is Wompi's Web Checkout (card, Nequi, Botón Bancolombia); `banco` a bank's collection file. */
export const PAYMENT_METHODS = ["pse", "checkout", "banco", "punto-de-pago", "debito-automatico"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  pse: "PSE (débito a cuenta bancaria)",
  checkout: "Tarjeta, Nequi o Botón Bancolombia (Wompi)",
  banco: "Banco o corresponsal (código de barras)",
  "punto-de-pago": "Punto de pago",
  "debito-automatico": "Débito automático",
};

/**
 * The payment reference in a return address's `reference` parameter. Issue 32 §1: Wompi appends
 * its own parameters to the redirect URL, and may do it with a second "?" ("…?reference=R?id=…"),
 * so only the reference's own shape is taken. Null when there is none.
 */
export function paymentReferenceFrom(raw: string | null | undefined): string | null {
  const m = /^\s*((?:PSE|WEB)-\d{8}-[0-9A-Z]{10})(?![0-9A-Z])/i.exec(raw ?? "");
  return m ? m[1].toUpperCase() : null;
}

/** How a payment can start online (issue 32 §2): PSE, or Wompi's hosted Web Checkout. */
export const ONLINE_METHODS = ["pse", "checkout"] as const;
export type OnlineMethod = (typeof ONLINE_METHODS)[number];

/** PSE asks whether the payer is a natural or a legal person. */
export const PERSON_TYPES = ["natural", "juridica"] as const;
export type PersonType = (typeof PERSON_TYPES)[number];

/** The banks the PSE sandbox offers (the codes follow ACH Colombia's list). */
export const PSE_BANKS: readonly { code: string; name: string }[] = [
  { code: "1007", name: "Bancolombia" },
  { code: "1051", name: "Banco Davivienda" },
  { code: "1001", name: "Banco de Bogotá" },
  { code: "1013", name: "BBVA Colombia" },
  { code: "1023", name: "Banco de Occidente" },
  { code: "1002", name: "Banco Popular" },
  { code: "1052", name: "Banco AV Villas" },
  { code: "1032", name: "Banco Caja Social" },
  { code: "1040", name: "Banco Agrario" },
  { code: "1062", name: "Banco Falabella" },
  { code: "1507", name: "Nequi" },
  { code: "1551", name: "Daviplata" },
];

export function bankName(code: string): string | null {
  return PSE_BANKS.find((b) => b.code === code)?.name ?? null;
}

/** The version of the digital-bill terms (/terminosCondicionesUso/facturaDigital) a customer accepts. */
export const DIGITAL_BILL_TERMS_VERSION = "2026-01";

export const BILLING_LIMITS = {
  /** Months of history the consumption chart and the invoice list reach back. */
  historyMonths: 24,
  /** Previous periods each invoice compares its consumption with (Ley 142 art. 148). */
  comparisonPeriods: 6,
  /** To link a contract, the invoice given must have been issued within this many days. */
  linkInvoiceMaxAgeDays: 190,
  /** Invoices older than five months cannot be claimed (Ley 142 art. 154). */
  claimMaxAgeMonths: 5,
} as const;

/** Digital-bill enrolment of a contract. */
export type DigitalBill = Static<typeof DigitalBillSchema>;

/** A contract as its account sees it, with what it owes now. */
export type Contract = Static<typeof ContractSchema>;

export type InvoiceLineKind = "cargo-fijo" | "consumo" | "subsidio" | "contribucion" | "otro";

/** One line of an invoice, with the plain-Spanish explanation the bill check shows. */
export type InvoiceLine = Static<typeof InvoiceLineSchema>;

export type ServiceReading = Static<typeof ServiceReadingSchema>;

/** The energy unit cost (CREG 119 de 2007): CU = G + T + D + Cv + PR + R, in pesos per kWh. */
export type EnergyTariff = Static<typeof EnergyTariffSchema>;

export type InvoiceSummary = Static<typeof InvoiceSummarySchema>;

export type ConsumptionPoint = Static<typeof ConsumptionPointSchema>;

export type InvoiceDetail = Static<typeof InvoiceDetailSchema>;

export type ElectronicInvoice = Static<typeof ElectronicInvoiceSchema>;

export type ConsumptionSeries = Static<typeof ConsumptionSeriesSchema>;

export type Payment = Static<typeof PaymentSchema>;

/** GET /api/payments/options: whether online payment is offered now, and the banks to list (issue 20). */
export type PaymentOptions = Static<typeof PaymentOptionsSchema>;

export type PaymentStart = Static<typeof PaymentStartSchema>;

/** What anyone learns from a contract number: enough to pay, nothing about the holder. */
export type BillingLookup = Static<typeof BillingLookupSchema>;

export type LinkContractInput = Static<typeof LinkContractInputSchema>;

/** Crockford base 32: no I, L, O or U, so a code read aloud or typed cannot be mistaken. */
const CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/** Characters of an invoice's verification code (50 random bits). */
export const VERIFICATION_CODE_LENGTH = 10;

/** The code as the server compares it (upper case, no dashes or spaces, O→0 and I/L→1), or null when it cannot be one. */
export function normalizeVerificationCode(raw: string): string | null {
  const code = raw.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
  if (code.length !== VERIFICATION_CODE_LENGTH || [...code].some((ch) => !CODE_ALPHABET.includes(ch))) return null;
  return code;
}

/** A normalized code grouped for reading, as printed: 7K3M-9Q2X-WD. */
export function formatVerificationCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
}

/** Ten random characters of the code alphabet from ten random bytes (their low 5 bits are uniform). */
export function verificationCodeFrom(bytes: Uint8Array): string {
  return [...bytes.subarray(0, VERIFICATION_CODE_LENGTH)].map((b) => CODE_ALPHABET[b & 31]).join("");
}

export type PaymentInput = Static<typeof PaymentInputSchema>;

export type DigitalBillInput = Static<typeof DigitalBillInputSchema>;

export type ConnectionRequestInput = Static<typeof ConnectionRequestInputSchema>;

export type ConnectionRequestReceipt = Static<typeof ConnectionRequestReceiptSchema>;

/** Contract numbers as stored: digits only. */
export function normalizeContractNumber(raw: string): string {
  return raw.trim().replace(/[\s.-]/g, "");
}

export function requiredContractNumberProblem(raw: string): string | null {
  if (normalizeContractNumber(raw) === "") return "Escriba el número de contrato.";
  return validateContractNumber(raw);
}

/**
 * "Cl. 30A # 76-45, apto 301" → "Cl. 30A # ••-••…": the street kind and name stay so a payer can
 * recognise the property; numbers after the first and anything after a comma are hidden.
 */
export function maskAddress(address: string): string {
  const main = address.split(",")[0].trim();
  const hash = main.indexOf("#");
  const visible = hash >= 0 ? main.slice(0, hash + 1) : main.split(/\s+/).slice(0, 2).join(" ");
  const hidden = (hash >= 0 ? main.slice(hash + 1) : main.slice(visible.length)).replace(/[A-Za-z0-9]/g, "•");
  return `${visible}${hidden.replace(/\s+/g, " ")}`.trim();
}

/** Problems of a payment request, by field (the client shows them before the server repeats them). */
/** What the gateway takes besides the banks (GET /api/payments/options). */
export interface PaymentRules {
  /** The document types the gateway takes for PSE; every type when absent. */
  documentTypes?: readonly string[];
  /** Whether the payer must accept the gateway's terms and personal-data authorization (Wompi's PSE). */
  acceptance?: boolean;
}

export const PAYMENT_INPUT_MESSAGES = {
  documentTypeRefused:
    "El banco no recibe pagos por PSE con ese tipo de documento. Si tiene PEP, pague con su PPT o su pasaporte, pague con tarjeta o Nequi, o use el código de barras de la factura en un banco o corresponsal.",
  acceptTerms: "Para pagar por PSE debe aceptar los términos y condiciones de Wompi.",
  acceptPersonalData: "Para pagar por PSE debe autorizar a Wompi el tratamiento de sus datos personales.",
} as const;

export function paymentInputProblems(input: PaymentInput, banks: readonly { code: string }[] = PSE_BANKS, rules: PaymentRules = {}): Record<string, string> {
  const fields: Record<string, string> = {};
  if (input.method !== "checkout") {
    // The gateway's own list (Wompi's PSE institutions), the sandbox's by default.
    if (!banks.some((b) => b.code === input.bank)) fields.bank = "Elija su banco.";
    if (!(PERSON_TYPES as readonly string[]).includes(input.personType ?? "")) fields.personType = "Elija si paga como persona natural o jurídica.";
    if (!isDocumentType(input.documentType ?? "")) fields.documentType = "Elija el tipo de documento.";
    else if (rules.documentTypes && !rules.documentTypes.includes(input.documentType!)) fields.documentType = PAYMENT_INPUT_MESSAGES.documentTypeRefused;
    else {
      const doc = validateDocumentNumber(input.documentType!, input.documentNumber ?? "");
      if (doc) fields.documentNumber = doc;
    }
    if (rules.acceptance) {
      if (input.acceptTerms !== true) fields.acceptTerms = PAYMENT_INPUT_MESSAGES.acceptTerms;
      if (input.acceptPersonalData !== true) fields.acceptPersonalData = PAYMENT_INPUT_MESSAGES.acceptPersonalData;
    }
  }
  const email = validateEmail(input.email);
  if (email) fields.email = email;
  if (input.contractNumber !== undefined) {
    const c = requiredContractNumberProblem(input.contractNumber);
    if (c) fields.contractNumber = c;
  } else if (!input.invoiceIds || input.invoiceIds.length === 0) {
    fields.invoiceIds = "Elija al menos una factura para pagar.";
  }
  return fields;
}

/** "2026-10" → "octubre de 2026" (the month a period names). */
export function periodLabel(period: string, locale = "es-CO"): string {
  const [y, m] = period.split("-").map(Number);
  return new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(Date.UTC(y, m - 1, 15));
}

/** "$ 123.456" in Colombian pesos without decimals. */
export function formatCop(amount: number, locale = "es-CO"): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency: "COP", maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(amount);
}

/**
 * Whether an invoice can still be claimed: issued less than five months ago (Ley 142 de 1994 art.
 * 154), up to the end of the day five months after its issue.
 */
export function isClaimable(issueDate: string, now: Date): boolean {
  const [y, m, d] = issueDate.slice(0, 10).split("-").map(Number);
  return now.getTime() < Date.UTC(y, m - 1 + BILLING_LIMITS.claimMaxAgeMonths, d + 1);
}

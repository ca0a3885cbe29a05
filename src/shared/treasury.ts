/**
 * Every peso accounted for (issue 32 §4): the treasury's figures per day and channel, double
 * payments and their refunds, and the paz y salvo. The API's shapes are in ./schemas/treasury.ts;
 * the types here derive from them with `import type`.
 */
import type { Static } from "@sinclair/typebox";
import type {
  CertificateCheckSchema,
  DueItemSchema,
  FigureSchema,
  PazYSalvoStatusSchema,
  RefundItemSchema,
  RefundListSchema,
  TreasuryChannelTotalSchema,
  TreasuryReportSchema,
  TreasuryRowSchema,
} from "./schemas/treasury";

/** The channels money comes in by: PSE, Wompi's Web Checkout and the banks' collection files. */
export const TREASURY_CHANNELS = ["pse", "checkout", "banco"] as const;
export type TreasuryChannel = (typeof TREASURY_CHANNELS)[number];

export const TREASURY_CHANNEL_LABELS: Readonly<Record<TreasuryChannel, string>> = {
  pse: "PSE",
  checkout: "Wompi (tarjeta, Nequi, Botón Bancolombia)",
  banco: "Bancos (archivos de recaudo)",
};

/** The figures of a day and channel, in the order the screen and the CSV give them. */
export const TREASURY_FIGURES = ["applied", "pending", "unconfirmed", "doubles", "refunds"] as const;
export type TreasuryFigure = (typeof TREASURY_FIGURES)[number];

export const TREASURY_FIGURE_LABELS: Readonly<Record<TreasuryFigure, string>> = {
  applied: "Pagos aplicados",
  pending: "Pendientes",
  unconfirmed: "Sin confirmar",
  doubles: "Pagos dobles",
  refunds: "Devoluciones hechas",
};

export const TREASURY_LIMITS = {
  /** Without dates, the screen shows the last 7 Bogotá days, today included. */
  defaultDays: 7,
  /** The longest range one request may ask for (a year and a day: a leap year's report). */
  maxDays: 366,
  /** Refunds listed at most per request (the oldest pending first, the newest done first). */
  refundsListed: 200,
  refundNoteMax: 500,
} as const;

export type Figure = Static<typeof FigureSchema>;
export type TreasuryRow = Static<typeof TreasuryRowSchema>;
export type TreasuryChannelTotal = Static<typeof TreasuryChannelTotalSchema>;
export type TreasuryReport = Static<typeof TreasuryReportSchema>;
export type RefundItem = Static<typeof RefundItemSchema>;
export type RefundList = Static<typeof RefundListSchema>;
export type RefundStatus = RefundList["status"];
export type DueItem = Static<typeof DueItemSchema>;
export type PazYSalvoStatus = Static<typeof PazYSalvoStatusSchema>;
export type CertificateCheck = Static<typeof CertificateCheckSchema>;

/** The query of the treasury screen (Bogotá days, YYYY-MM-DD, both included). */
export interface TreasuryQuery {
  from?: string;
  to?: string;
}

/* ------------------------------------------------------------------ paz y salvo codes */

/** Crockford base 32 (no I, L, O or U), as the invoices' verification codes. */
const CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/** Characters of a certificate's code: 60 random bits, printed ABCD-EFGH-JKLM. */
export const CERTIFICATE_CODE_LENGTH = 12;

/** The code as stored (upper case, no dashes or spaces, O→0 and I/L→1), or null when it cannot be one. */
export function normalizeCertificateCode(raw: string): string | null {
  const code = raw.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
  if (code.length !== CERTIFICATE_CODE_LENGTH || [...code].some((ch) => !CODE_ALPHABET.includes(ch))) return null;
  return code;
}

/** A stored code grouped for reading, as printed: ABCD-EFGH-JKLM. */
export function formatCertificateCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
}

/** Twelve characters of the code alphabet from twelve random bytes (their low 5 bits are uniform). */
export function certificateCodeFrom(bytes: Uint8Array): string {
  return [...bytes.subarray(0, CERTIFICATE_CODE_LENGTH)].map((b) => CODE_ALPHABET[b & 31]).join("");
}

export const CERTIFICATE_MESSAGES = {
  codeInvalid: "Escriba el código de verificación como aparece en el certificado: 12 letras y números, por ejemplo ABCD-EFGH-JKLM.",
  notFound: "No encontramos un paz y salvo con ese código. Revise que lo haya escrito como aparece en el certificado.",
} as const;

/** The path of the public check, with the code in the address (the PDF's link and QR). */
export const PAZ_Y_SALVO_CHECK_PATH = "/verificar-paz-y-salvo";

/**
 * A holder's name with only each word's initial: "Camila Restrepo Gómez" → "C*** R*** G***". The
 * public check confirms a certificate without telling a stranger who holds the contract.
 */
export function maskHolderName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter((w) => w !== "")
    .map((w) => `${[...w][0].toUpperCase()}***`)
    .join(" ");
}

/** "CC 1020304050" → "CC terminado en 4050": the certificate names the document without copying it. */
export function maskDocument(type: string, number: string): string {
  const digits = number.replace(/\D/g, "");
  return `${type} terminado en ${digits.slice(-4)}`;
}

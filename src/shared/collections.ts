/**
 * Bank collection files (issue 32 §3): what the import answers and the screen shows. The shapes are
 * declared once in ./schemas/collections.ts; the types derive from them with `import type`.
 */
import type { Static } from "@sinclair/typebox";
import type {
  CollectionFileDetailSchema,
  CollectionFileEntrySchema,
  CollectionFilePageSchema,
  CollectionItemSchema,
  CollectionProblemSchema,
  CollectionSummarySchema,
} from "./schemas/collections";

/**
 * What became of one payment record (06) of a file:
 * - `aplicada`: it paid its invoice (a `banco` payment, the invoice paid on the collection date);
 * - `doble`: its invoice was already paid (online, or by an earlier record or file): a double
 *   payment, recorded with refund due;
 * - `desconocida`: no invoice has that reference;
 * - `valor_distinto`: the amount is not the invoice's total in whole pesos (not applied);
 * - `devuelta`: the bank marked it returned (causal de devolución): not applied.
 * All but `aplicada` wait for an operator's review.
 */
export const COLLECTION_OUTCOMES = ["aplicada", "doble", "desconocida", "valor_distinto", "devuelta"] as const;
export type CollectionOutcome = (typeof COLLECTION_OUTCOMES)[number];
export const REVIEW_OUTCOMES = ["doble", "desconocida", "valor_distinto", "devuelta"] as const satisfies readonly CollectionOutcome[];

export const COLLECTION_OUTCOME_LABELS: Readonly<Record<CollectionOutcome, string>> = {
  aplicada: "Aplicado",
  doble: "Pago doble: devolver",
  desconocida: "Referencia desconocida",
  valor_distinto: "Valor distinto al de la factura",
  devuelta: "Devuelto por el banco",
};

/**
 * Limits of the import. 20 MB holds about 127,800 records of 162 characters with CRLF (164 bytes a
 * line): more than a day's collection of any bank for a municipal utility. A refusal lists at most
 * `listedProblems` problems (the message gives how many there are in all).
 */
export const COLLECTION_LIMITS = {
  maxBytes: 20 * 1024 * 1024,
  listedProblems: 500,
  /** Records needing review the import's summary lists (the file's detail lists them all, by pages). */
  summaryReviewItems: 50,
  reviewNoteMax: 500,
  pageSizeDefault: 20,
  pageSizeMax: 100,
  itemsPageSizeDefault: 50,
  itemsPageSizeMax: 500,
} as const;

/** Compensation codes of the collecting banks (01 record) and their names; others show their code. */
export const COLLECTION_BANKS: Readonly<Record<string, string>> = {
  "001": "Banco de Bogotá",
  "002": "Banco Popular",
  "007": "Bancolombia",
  "013": "BBVA Colombia",
  "023": "Banco de Occidente",
  "032": "Banco Caja Social",
  "040": "Banco Agrario",
  "051": "Davivienda",
  "052": "Banco AV Villas",
  "062": "Banco Falabella",
};

export function collectionBankName(code: string): string | null {
  return COLLECTION_BANKS[code] ?? null;
}

/** Procedencia del pago (06, positions 65-66). */
export const PROCEDENCIA_LABELS: Readonly<Record<string, string>> = {
  "01": "Bancos",
  "02": "CAV",
  "03": "ACH Colombia",
  "04": "Ascredibanco",
  "05": "ATH",
  "06": "Cenit",
  "07": "Red Multicolor",
  "08": "Servibanca",
};

/** Medio de pago (06, positions 67-68). */
export const MEDIO_PAGO_LABELS: Readonly<Record<string, string>> = {
  "01": "Efectivo en ventanilla",
  "02": "Cheque en ventanilla",
  "03": "Buzón",
  "11": "Débito en cuenta por audiorespuesta",
  "12": "Débito en cuenta en cajero",
  "13": "Débito en cuenta en datáfono",
  "14": "Débito en cuenta por domiciliación",
  "15": "Débito en cuenta por internet",
  "21": "Tarjeta de crédito por audiorespuesta",
  "22": "Tarjeta de crédito en cajero",
  "23": "Tarjeta de crédito en datáfono",
  "24": "Tarjeta de crédito por domiciliación",
  "25": "Tarjeta de crédito por internet",
};

/** Tipo de cuenta (01, positions 54-55). */
export const ACCOUNT_TYPE_LABELS: Readonly<Record<string, string>> = {
  "01": "Ahorros",
  "02": "Corriente",
  "03": "Tarjeta de crédito",
};

/**
 * An amount in cents (a decimal string or bigint: totals of 18 digits do not fit a JS number) as
 * Colombian pesos with two decimals: 18375050 → "$ 183.750,50".
 */
export function formatCents(cents: string | bigint): string {
  const value = typeof cents === "bigint" ? cents : BigInt(cents);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const pesos = (abs / 100n).toString().replace(/\B(?=(\d{3})+$)/g, ".");
  const rest = (abs % 100n).toString().padStart(2, "0");
  return `${negative ? "-" : ""}$ ${pesos},${rest}`;
}

/** A reference as printed (48 zero-filled digits) as people read it: without the zeros. */
export function unpaddedReference(reference: string): string {
  const trimmed = reference.trim().replace(/^0+/, "");
  return trimmed === "" ? "0" : trimmed;
}

export type CollectionProblem = Static<typeof CollectionProblemSchema>;
export type CollectionSummary = Static<typeof CollectionSummarySchema>;
export type CollectionFileEntry = Static<typeof CollectionFileEntrySchema>;
export type CollectionFilePage = Static<typeof CollectionFilePageSchema>;
export type CollectionItem = Static<typeof CollectionItemSchema>;
export type CollectionFileDetail = Static<typeof CollectionFileDetailSchema>;

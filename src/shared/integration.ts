/**
 * The billing system's feed (issue 34 §1): limits shared by the server and the administrators'
 * screen. The record shapes are in ./schemas/integration.ts.
 */

export const IMPORT_LIMITS = {
  /** Lines applied per transaction: a crash loses at most the batch being written, and memory stays bounded. */
  batchLines: 500,
  /** Longest line accepted (a DIAN XML embedded in an invoice line fits). */
  maxLineBytes: 4 * 1024 * 1024,
  /** Rejections kept with an import; beyond them only their number. */
  storedRejections: 1_000,
  /** Imports listed per page of the history. */
  historyPageSize: 20,
} as const;

/** Where an import came from. */
export const IMPORT_SOURCES = ["api", "cli", "admin", "seed"] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

/** The Spanish name of each kind of record, for the screen and the messages. */
export const IMPORT_KIND_LABELS: Readonly<Record<string, string>> = {
  contract: "Contratos",
  invoice: "Facturas",
  payment: "Pagos",
  tariff: "Tarifas",
};

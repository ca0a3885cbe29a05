import type { Queryable } from "../../db/db";
import { publishTariff } from "./service";

export { TariffRecordSchema } from "../../../src/shared/schemas/tariffs";
export type { TariffRecord } from "../../../src/shared/tariffs/published";
import type { TariffRecord } from "../../../src/shared/tariffs/published";

/** What one tariff line did, or why it was refused (a field and a Spanish message). */
export type TariffImportResult = { outcome: "created" | "updated" | "unchanged" } | { outcome: "rejected"; field: string; message: string };

/** Who publishes what the billing system's feed brings (the history shows it). */
const FEED = { id: null, name: "Sistema de facturación (importación)", source: "importacion" } as const;

/**
 * Applies one `kind: "tariff"` line inside the import's transaction (issue 34 §2), through the same
 * path as an administrator's publication: a month not yet published is created; the same figures
 * again are "unchanged"; other figures for a published month are a new version ("updated") that
 * needs `reason` (rejected without one, naming the field). `dryRun` checks everything and writes
 * nothing. The line is checked here too, so a caller that did not validate it gets a field and a
 * Spanish message, never an exception.
 */
export async function importTariffRecord(tx: Queryable, record: TariffRecord, options: { dryRun: boolean; now: Date }): Promise<TariffImportResult> {
  if (record === null || typeof record !== "object" || (record as { kind?: unknown }).kind !== "tariff") {
    return { outcome: "rejected", field: "kind", message: "La línea no es una tarifa (kind debe ser «tariff»)." };
  }
  const result = await publishTariff(tx, record, FEED, options);
  return result.outcome === "rejected" ? result : { outcome: result.outcome };
}

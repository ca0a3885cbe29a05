import { ENERGY_COMPONENTS, WATER_CHARGES, WATER_SERVICES, type PublishedTariff } from "../../../src/shared/tariffs/published";
import { VOLTAGE_LEVELS } from "../../../src/shared/tariffs/energy";
import { toCsv } from "../../http/csv";

const SOURCE_LABELS: Readonly<Record<PublishedTariff["source"], string>> = {
  inicial: "Publicación inicial",
  administrador: "Administrador",
  importacion: "Sistema de facturación",
};

/** The history's columns: who and when, then every figure ($/kWh with the decimal point, pesos). */
export const TARIFF_CSV_HEADER: readonly string[] = [
  "mes",
  "version",
  "publicada",
  "publicada_por",
  "origen",
  "motivo",
  ...VOLTAGE_LEVELS.flatMap((l) => [...ENERGY_COMPONENTS, "cu"].map((k) => `energia_nivel${l}_${k}`)),
  ...WATER_SERVICES.flatMap((s) => WATER_CHARGES.map((k) => `${s}_${k === "cargoFijo" ? "cargo_fijo" : "por_m3"}`)),
];

/** Every month and version as CSV (issue 34 §2: the history downloadable), a correction's reason in its row. */
export function tariffHistoryCsv(items: readonly PublishedTariff[]): string {
  return toCsv([
    TARIFF_CSV_HEADER,
    ...items.map((t) => [
      t.month,
      t.version,
      t.publishedAt,
      t.publishedBy,
      SOURCE_LABELS[t.source],
      t.reason ?? "",
      ...VOLTAGE_LEVELS.flatMap((l) => [...ENERGY_COMPONENTS, "cu" as const].map((k) => t.energy[String(l) as "1"][k])),
      ...WATER_SERVICES.flatMap((s) => WATER_CHARGES.map((k) => t.water[s][k])),
    ]),
  ]);
}

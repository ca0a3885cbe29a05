/**
 * Tariffs as published data (issue 34 §2): one month's figures (the CU components by voltage
 * level, water and sewer reference charges) as the API and the feed carry them, the checks both
 * the server and the admin screen apply, and what changed between two versions (the screen's
 * preview). The constants of ./energy.ts and ./water.ts are the months published before this
 * issue: migration 026 stores them as the first versions, and the prerendered pages fall back to
 * them when the API cannot be read. No DOM, no Node.
 */
import type { Static } from "@sinclair/typebox";
import type { EnergyTariff } from "../billing";
import type {
  EnergyComponentsInputSchema,
  PublishedTariffSchema,
  TariffCurrentSchema,
  TariffHistorySchema,
  TariffMonthSchema,
  TariffPublishInputSchema,
  TariffRecordSchema,
} from "../schemas/tariffs";
import { ENERGY_PUBLICATIONS, formatNumber, VOLTAGE_LEVELS, type PublishedEnergyMonth, type VoltageLevel } from "./energy";
import { waterPublicationFor, type WaterPrices, type WaterPublication } from "./water";

export { monthLabel } from "./prices";

export type PublishedTariff = Static<typeof PublishedTariffSchema>;
export type TariffPublishInput = Static<typeof TariffPublishInputSchema>;
export type TariffRecord = Static<typeof TariffRecordSchema>;
export type TariffCurrent = Static<typeof TariffCurrentSchema>;
export type TariffMonth = Static<typeof TariffMonthSchema>;
export type TariffHistory = Static<typeof TariffHistorySchema>;
export type EnergyComponentsInput = Static<typeof EnergyComponentsInputSchema>;

/** The figures of a month, without who or when. */
export type TariffFigures = Pick<PublishedTariff, "energy" | "water">;

export const ENERGY_COMPONENTS = ["g", "t", "d", "cv", "pr", "r"] as const;
export type EnergyComponent = (typeof ENERGY_COMPONENTS)[number];
export const WATER_SERVICES = ["acueducto", "alcantarillado"] as const;
export const WATER_CHARGES = ["cargoFijo", "perM3"] as const;

/** Spanish names of each figure, for messages, the preview and the CSV. */
export const COMPONENT_LABELS: Readonly<Record<EnergyComponent | "cu", string>> = {
  g: "Generación (G)",
  t: "Transmisión (T)",
  d: "Distribución (D)",
  cv: "Comercialización (Cv)",
  pr: "Pérdidas reconocidas (PR)",
  r: "Restricciones (R)",
  cu: "Costo unitario (CU)",
};
export const WATER_CHARGE_LABELS: Readonly<Record<(typeof WATER_CHARGES)[number], string>> = {
  cargoFijo: "cargo fijo ($/mes)",
  perM3: "consumo ($/m³)",
};

const cents = (v: number) => Math.round(v * 100) / 100;

/** CU = G + T + D + Cv + PR + R, to the cent. */
export function cuOf(c: Pick<EnergyTariff, EnergyComponent>): number {
  return cents(c.g + c.t + c.d + c.cv + c.pr + c.r);
}

/** A month's figures as stored: components to the cent, the CU their sum, water charges to the peso's cent. */
export function normalizeFigures(input: { energy: Record<"1" | "2" | "3", EnergyComponentsInput>; water: TariffFigures["water"] }): TariffFigures {
  const level = (c: EnergyComponentsInput) => {
    const out = { g: cents(c.g), t: cents(c.t), d: cents(c.d), cv: cents(c.cv), pr: cents(c.pr), r: cents(c.r), cu: 0 };
    out.cu = cuOf(out);
    return out;
  };
  const water = (w: WaterPrices) => ({ cargoFijo: cents(w.cargoFijo), perM3: cents(w.perM3) });
  return {
    energy: { "1": level(input.energy["1"]), "2": level(input.energy["2"]), "3": level(input.energy["3"]) },
    water: { acueducto: water(input.water.acueducto), alcantarillado: water(input.water.alcantarillado) },
  };
}

/** The month after YYYY-MM. */
export function nextMonth(month: string): string {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
}

/** A problem with one field, in Spanish (the feed's rejection and the form's inline message). */
export interface TariffProblem {
  field: string;
  message: string;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** No tariff before the series the company published, nor years ahead. */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

/** Whether a figure is a plausible published price: finite, not negative, below a bound. */
function figureProblem(value: unknown, max: number): string | null {
  if (typeof value !== "number" || !Number.isFinite(value)) return "Debe ser un número.";
  if (value < 0) return "No puede ser negativo.";
  if (value > max) return `No puede pasar de ${formatNumber(max)}.`;
  return null;
}

/**
 * What is wrong with a month's publication, field by field (empty when nothing): a real month, every
 * component a plausible figure in $/kWh, the CU (when given) equal to their sum, the water charges
 * plausible pesos, and a reason of at most 500 characters.
 */
export function tariffProblems(input: Partial<TariffPublishInput> & Record<string, unknown>): TariffProblem[] {
  const problems: TariffProblem[] = [];
  const month = input.month;
  const m = typeof month === "string" ? MONTH.exec(month) : null;
  if (!m || Number(m[1]) < FIRST_YEAR || Number(m[1]) > LAST_YEAR) {
    problems.push({ field: "month", message: "El mes debe tener la forma AAAA-MM, por ejemplo 2026-12." });
  }
  const energy = input.energy as Record<string, Record<string, unknown> | undefined> | undefined;
  if (!energy || typeof energy !== "object") problems.push({ field: "energy", message: "Faltan los componentes del costo unitario de energía." });
  for (const level of energy && typeof energy === "object" ? VOLTAGE_LEVELS : []) {
    const c = energy?.[String(level)];
    if (!c || typeof c !== "object") {
      problems.push({ field: `energy.${level}`, message: `Faltan los componentes del nivel de tensión ${level}.` });
      continue;
    }
    let complete = true;
    for (const k of ENERGY_COMPONENTS) {
      const p = figureProblem(c[k], 10_000);
      if (p) {
        complete = false;
        problems.push({ field: `energy.${level}.${k}`, message: `${COMPONENT_LABELS[k]}, nivel ${level}: ${p.charAt(0).toLowerCase()}${p.slice(1)}` });
      }
    }
    if (complete && c.cu !== undefined) {
      const sum = cuOf(c as Pick<EnergyTariff, EnergyComponent>);
      if (typeof c.cu !== "number" || Math.abs(c.cu - sum) > 0.011) {
        problems.push({
          field: `energy.${level}.cu`,
          message: `El costo unitario del nivel ${level} debe ser la suma de sus componentes (${formatNumber(sum, 2)}).`,
        });
      }
    }
  }
  const water = input.water as Record<string, Record<string, unknown> | undefined> | undefined;
  if (!water || typeof water !== "object") problems.push({ field: "water", message: "Faltan los cargos de acueducto y alcantarillado." });
  for (const service of water && typeof water === "object" ? WATER_SERVICES : []) {
    const w = water?.[service];
    if (!w || typeof w !== "object") {
      problems.push({ field: `water.${service}`, message: `Faltan los cargos de ${service}.` });
      continue;
    }
    for (const k of WATER_CHARGES) {
      const p = figureProblem(w[k], 1_000_000);
      if (p)
        problems.push({ field: `water.${service}.${k}`, message: `${capital(service)}, ${WATER_CHARGE_LABELS[k]}: ${p.charAt(0).toLowerCase()}${p.slice(1)}` });
    }
  }
  if (input.reason !== undefined && (typeof input.reason !== "string" || input.reason.length > 500)) {
    problems.push({ field: "reason", message: "El motivo de la corrección puede tener hasta 500 caracteres." });
  }
  return problems;
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** One figure that differs between two versions (the admin screen's preview). */
export interface FigureChange {
  field: string;
  label: string;
  before: number | null;
  after: number;
}

/** Every figure of `after` with its value in `before` (null when there is no earlier version), in the page's order. */
export function compareFigures(before: TariffFigures | null, after: TariffFigures): (FigureChange & { changed: boolean })[] {
  const out: (FigureChange & { changed: boolean })[] = [];
  for (const level of VOLTAGE_LEVELS) {
    for (const k of [...ENERGY_COMPONENTS, "cu"] as const) {
      const b = before ? before.energy[String(level) as "1"][k] : null;
      const a = after.energy[String(level) as "1"][k];
      out.push({ field: `energy.${level}.${k}`, label: `${COMPONENT_LABELS[k]}, nivel ${level} ($/kWh)`, before: b, after: a, changed: b !== a });
    }
  }
  for (const service of WATER_SERVICES) {
    for (const k of WATER_CHARGES) {
      const b = before ? before.water[service][k] : null;
      const a = after.water[service][k];
      out.push({ field: `water.${service}.${k}`, label: `${capital(service)}, ${WATER_CHARGE_LABELS[k]}`, before: b, after: a, changed: b !== a });
    }
  }
  return out;
}

/** Whether two months' figures are the same, figure by figure. */
export function sameFigures(a: TariffFigures, b: TariffFigures): boolean {
  return compareFigures(a, b).every((c) => !c.changed);
}

/** The energy tariff of one voltage level of a published month (what an invoice's explanation stores). */
export function energyTariffOf(t: TariffFigures, level: VoltageLevel = 1): EnergyTariff {
  return { ...t.energy[String(level) as "1"] };
}

/** A published month in the shape of the rate pages' energy constants. */
export function energyPublicationOf(t: Pick<PublishedTariff, "month" | "energy">): PublishedEnergyMonth {
  return { period: t.month, levels: { 1: { ...t.energy["1"] }, 2: { ...t.energy["2"] }, 3: { ...t.energy["3"] } } };
}

/** A published month in the shape of the rate pages' water constants. */
export function waterPublicationOf(t: Pick<PublishedTariff, "month" | "water">): WaterPublication {
  return { from: t.month, acueducto: { ...t.water.acueducto }, alcantarillado: { ...t.water.alcantarillado } };
}

/** The months published before issue 34, as constants: migration 026's first versions and the pages' fallback. */
export const INITIAL_TARIFFS: readonly (TariffFigures & { month: string })[] = ENERGY_PUBLICATIONS.map((p) => {
  const w = waterPublicationFor(p.period);
  return {
    month: p.period,
    energy: { "1": { ...p.levels[1] }, "2": { ...p.levels[2] }, "3": { ...p.levels[3] } },
    water: { acueducto: { ...w.acueducto }, alcantarillado: { ...w.alcantarillado } },
  };
});

/** The fallback of the prerendered pages: the initial months as first versions. */
export function initialPublished(month: string): PublishedTariff {
  const t = INITIAL_TARIFFS.find((i) => i.month === month) ?? INITIAL_TARIFFS[INITIAL_TARIFFS.length - 1];
  return { ...t, version: 1, reason: null, publishedAt: `${t.month}-01T05:00:00.000Z`, publishedBy: "Publicación inicial", source: "inicial" };
}

/** What the rate pages are built from: the month in force, the next one if published, and the recent months (oldest first). */
export const FALLBACK_CURRENT: TariffCurrent = {
  current: initialPublished(INITIAL_TARIFFS[INITIAL_TARIFFS.length - 1].month),
  next: null,
  recent: INITIAL_TARIFFS.slice(-12).map((t) => initialPublished(t.month)),
};

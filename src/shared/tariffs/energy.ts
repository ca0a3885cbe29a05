/**
 * The energy tariffs the company publishes each month (issue 21: one source for the bill and the
 * /energia/ratesEnergy and /energia/ratesRegulatedMarket pages, so their figures cannot drift).
 * CU = G + T + D + Cv + PR + R in $/kWh (Resolución CREG 119 de 2007), by voltage level; the
 * subsidies and contributions by estrato and use (Leyes 142 de 1994 y 1117 de 2006). No DOM, no Node.
 */
import type { ContractUse, EnergyTariff } from "../billing";

export { ENERGY_SUBSISTENCE_KWH, energyPricesFor, energyRate, formatNumber, monthName } from "./prices";

/** Voltage levels with a published CU: 1 (< 1 kV), 2 (13,2 kV) and 3 (44 kV). */
export const VOLTAGE_LEVELS = [1, 2, 3] as const;
export type VoltageLevel = (typeof VOLTAGE_LEVELS)[number];

/** One month's publication: the components of every level, and the CU as their sum. */
export interface PublishedEnergyMonth {
  /** YYYY-MM. */
  period: string;
  levels: Readonly<Record<VoltageLevel, EnergyTariff>>;
}

// period, G, T, Cv, R (equal on every level), then D and PR of levels 1, 2 and 3, as published.
// 2026 is the series of /docs/rates-regulated-market-2026.csv.
const PUBLISHED: readonly (readonly [string, ...number[]])[] = [
  ["2024-01", 322.49, 54.31, 85.39, 16.0, 233.16, 57.53, 133.41, 35.87, 81.44, 25.43],
  ["2024-02", 321.57, 54.38, 85.5, 15.75, 233.42, 57.45, 133.56, 35.82, 81.53, 25.4],
  ["2024-03", 321.82, 54.44, 85.62, 15.28, 233.68, 57.41, 133.71, 35.79, 81.63, 25.38],
  ["2024-04", 323.33, 54.51, 85.73, 14.98, 233.95, 57.46, 133.86, 35.82, 81.72, 25.4],
  ["2024-05", 325.83, 54.58, 85.85, 15.07, 234.21, 57.6, 134.02, 35.91, 81.81, 25.47],
  ["2024-06", 328.81, 54.65, 85.96, 15.41, 234.47, 57.83, 134.17, 36.05, 81.9, 25.57],
  ["2024-07", 331.6, 54.71, 86.08, 15.64, 234.74, 58.11, 134.32, 36.23, 81.99, 25.69],
  ["2024-08", 333.61, 54.78, 86.19, 15.5, 235.0, 58.38, 134.47, 36.4, 82.09, 25.81],
  ["2024-09", 334.45, 54.85, 86.31, 15.06, 235.27, 58.61, 134.62, 36.54, 82.18, 25.91],
  ["2024-10", 334.02, 54.91, 86.42, 14.67, 235.53, 58.75, 134.77, 36.63, 82.27, 25.97],
  ["2024-11", 332.6, 54.98, 86.54, 14.65, 235.79, 58.8, 134.92, 36.66, 82.36, 25.99],
  ["2024-12", 330.7, 55.05, 86.65, 14.95, 236.06, 58.77, 135.07, 36.64, 82.45, 25.98],
  ["2025-01", 328.99, 55.11, 86.77, 15.25, 236.32, 58.68, 135.22, 36.58, 82.55, 25.94],
  ["2025-02", 328.06, 55.18, 86.88, 15.22, 236.58, 58.6, 135.37, 36.53, 82.64, 25.91],
  ["2025-03", 328.32, 55.25, 86.99, 14.84, 236.85, 58.56, 135.52, 36.51, 82.73, 25.89],
  ["2025-04", 329.82, 55.32, 87.11, 14.4, 237.11, 58.61, 135.67, 36.54, 82.82, 25.91],
  ["2025-05", 332.33, 55.38, 87.22, 14.26, 237.37, 58.75, 135.82, 36.63, 82.91, 25.97],
  ["2025-06", 335.31, 55.45, 87.34, 14.49, 237.64, 58.98, 135.97, 36.77, 83.01, 26.07],
  ["2025-07", 338.1, 55.52, 87.45, 14.83, 237.9, 59.26, 136.13, 36.94, 83.1, 26.2],
  ["2025-08", 340.11, 55.58, 87.57, 14.92, 238.16, 59.53, 136.28, 37.11, 83.19, 26.32],
  ["2025-09", 340.94, 55.65, 87.68, 14.61, 238.43, 59.76, 136.43, 37.26, 83.28, 26.42],
  ["2025-10", 340.52, 55.72, 87.8, 14.15, 238.69, 59.9, 136.58, 37.34, 83.37, 26.48],
  ["2025-11", 339.1, 55.79, 87.91, 13.9, 238.95, 59.95, 136.73, 37.37, 83.47, 26.5],
  ["2025-12", 337.2, 55.85, 88.03, 14.04, 239.22, 59.91, 136.88, 37.35, 83.56, 26.49],
  ["2026-01", 338.42, 55.92, 88.14, 14.21, 239.48, 59.83, 137.03, 37.3, 83.65, 26.45],
  ["2026-02", 341.05, 56.1, 88.4, 13.86, 240.36, 60.02, 137.54, 37.42, 83.96, 26.53],
  ["2026-03", 344.9, 56.37, 88.71, 13.4, 241.2, 60.31, 138.02, 37.6, 84.26, 26.66],
  ["2026-04", 349.36, 56.64, 89.02, 12.95, 242.15, 60.7, 138.56, 37.85, 84.59, 26.83],
  ["2026-05", 347.12, 56.88, 89.35, 13.12, 243.02, 60.55, 139.06, 37.75, 84.89, 26.76],
  ["2026-06", 343.8, 57.12, 89.66, 13.48, 243.98, 60.41, 139.61, 37.67, 85.23, 26.7],
  ["2026-07", 345.67, 57.4, 89.97, 13.05, 244.87, 60.78, 140.12, 37.9, 85.54, 26.87],
  ["2026-08", 348.21, 57.69, 90.31, 12.83, 245.79, 61.2, 140.64, 38.16, 85.86, 27.05],
  ["2026-09", 350.04, 57.95, 90.64, 12.71, 246.7, 61.52, 141.17, 38.36, 86.18, 27.19],
  ["2026-10", 351.33, 58.16, 91.0, 12.6, 247.61, 61.83, 141.69, 38.55, 86.49, 27.33],
  ["2026-11", 352.18, 58.41, 91.36, 12.54, 248.77, 62.1, 142.35, 38.72, 86.9, 27.45],
];

const cents = (v: number) => Math.round(v * 100) / 100;

function level(g: number, t: number, cv: number, r: number, d: number, pr: number): EnergyTariff {
  return { g, t, d, cv, pr, r, cu: cents(g + t + d + cv + pr + r) };
}

/** Every published month, oldest first. */
export const ENERGY_PUBLICATIONS: readonly PublishedEnergyMonth[] = PUBLISHED.map(([period, g, t, cv, r, d1, pr1, d2, pr2, d3, pr3]) => ({
  period,
  levels: { 1: level(g, t, cv, r, d1, pr1), 2: level(g, t, cv, r, d2, pr2), 3: level(g, t, cv, r, d3, pr3) },
}));

/** The newest publication: what the rates pages show as "vigente". */
export const CURRENT_ENERGY_PUBLICATION: PublishedEnergyMonth = ENERGY_PUBLICATIONS[ENERGY_PUBLICATIONS.length - 1];

/**
 * The publication in force for a period (YYYY-MM): that month's, else the newest one before it (a
 * tariff applies until the next is published); periods before the series take its first month.
 */
export function energyPublicationFor(period: string): PublishedEnergyMonth {
  let found = ENERGY_PUBLICATIONS[0];
  for (const p of ENERGY_PUBLICATIONS) if (p.period <= period) found = p;
  return found;
}

/** The tariff billed for a period and voltage level (the demo's customers are all on level 1). */
export function energyTariffFor(period: string, voltage: VoltageLevel = 1): EnergyTariff {
  return energyPublicationFor(period).levels[voltage];
}

/** The rows of the published table by estrato and use, in the order the page shows them. */
export const ENERGY_RATE_ROWS: readonly { label: string; estrato: number; use: ContractUse }[] = [
  ...[1, 2, 3, 4, 5, 6].map((estrato) => ({ label: `Estrato ${estrato}`, estrato, use: "residencial" as const })),
  { label: "Comercial", estrato: 4, use: "comercial" },
  { label: "Industrial", estrato: 4, use: "industrial" },
  { label: "Oficial", estrato: 4, use: "oficial" },
];

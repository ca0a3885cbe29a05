/**
 * The water and sewer tariffs the company publishes (issue 21: one source for the bill and the
 * /acueducto/ratesAqueduct page). Reference costs are those of estrato 4 (Resoluciones CRA 688 de
 * 2014 y 735 de 2015); they change when the IPC adds up 3 % or more (Ley 142 art. 125). No DOM, no Node.
 */
import type { ContractUse } from "../billing";

export type WaterService = "acueducto" | "alcantarillado";

/** A cargo fijo ($/month) and a consumption charge ($/m³) at reference cost. */
export interface WaterPrices {
  cargoFijo: number;
  perM3: number;
}

/** One publication: the reference prices of both services from a period (YYYY-MM) on. */
export interface WaterPublication {
  from: string;
  acueducto: WaterPrices;
  alcantarillado: WaterPrices;
}

export { WATER_BASIC_M3, WATER_SUNTUARIO_FROM_M3 } from "./prices";

/** Every publication, oldest first; the last one is /docs/rates-aqueduct-noviembre-2026.csv. */
export const WATER_PUBLICATIONS: readonly WaterPublication[] = [
  { from: "2024-01", acueducto: { cargoFijo: 11_650, perM3: 3_001 }, alcantarillado: { cargoFijo: 6_469, perM3: 2_683 } },
  { from: "2025-04", acueducto: { cargoFijo: 12_110, perM3: 3_120 }, alcantarillado: { cargoFijo: 6_725, perM3: 2_789 } },
  { from: "2026-03", acueducto: { cargoFijo: 12_480, perM3: 3_215 }, alcantarillado: { cargoFijo: 6_930, perM3: 2_874 } },
];

/** The publication the rates page shows as "vigente". */
export const CURRENT_WATER_PUBLICATION: WaterPublication = WATER_PUBLICATIONS[WATER_PUBLICATIONS.length - 1];

/** The publication in force for a period (YYYY-MM); periods before the series take its first one. */
export function waterPublicationFor(period: string): WaterPublication {
  let found = WATER_PUBLICATIONS[0];
  for (const p of WATER_PUBLICATIONS) if (p.from <= period) found = p;
  return found;
}

/** Subsidy (negative) or contribution (positive) on water and sewer (DESIGN §9: up to 70 %, 40 %, 15 %). */
export function waterRate(estrato: number, use: ContractUse): number {
  if (use === "comercial") return 0.5;
  if (use === "industrial") return 0.3;
  if (use === "oficial") return 0;
  return ({ 1: -0.7, 2: -0.4, 3: -0.15, 4: 0, 5: 0.5, 6: 0.6 } as Record<number, number>)[estrato] ?? 0;
}

/** What an estrato or use pays: the subsidy covers cargo fijo and básico; a contribution, everything. */
export function waterPricesFor(
  prices: WaterPrices,
  estrato: number,
  use: ContractUse,
): { cargoFijo: number; basic: number; complementary: number; luxury: number } {
  const rate = waterRate(estrato, use);
  const cents = (v: number) => Math.round(v * 100) / 100;
  const full = rate > 0 ? cents(prices.perM3 * (1 + rate)) : prices.perM3;
  return { cargoFijo: cents(prices.cargoFijo * (1 + rate)), basic: cents(prices.perM3 * (1 + rate)), complementary: full, luxury: full };
}

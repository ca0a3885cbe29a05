/**
 * What an estrato or use pays for energy, water's consumption bands, and how the pages write a
 * tariff's months and figures: the rules without the published tables. A module is bundled with
 * every export any chunk uses (webpack decides which exports are used once for the whole build, not
 * chunk by chunk), so the help assistant, which quotes prices from the published month it
 * downloads, imports these from here and does not carry the tables of energy.ts or the validation
 * of published.ts. No DOM, no Node.
 */
import type { ContractUse } from "../billing";

/** Energy subsistence consumption above 1,000 m (UPME): the subsidised kWh of estratos 1–3. */
export const ENERGY_SUBSISTENCE_KWH = 130;

/** Water consumo básico between 1,000 and 2,000 m (CRA 750 de 2016). */
export const WATER_BASIC_M3 = 13;
/** Above twice the básico, consumption is suntuario. */
export const WATER_SUNTUARIO_FROM_M3 = 2 * WATER_BASIC_M3;

/** Subsidy (negative) or contribution (positive) on energy, by estrato and use (Ley 142, Ley 1117). */
export function energyRate(estrato: number, use: ContractUse): number {
  if (use === "comercial" || use === "industrial") return 0.2;
  if (use === "oficial") return 0;
  return ({ 1: -0.6, 2: -0.5, 3: -0.15, 4: 0, 5: 0.2, 6: 0.2 } as Record<number, number>)[estrato] ?? 0;
}

/** The $/kWh an estrato or use pays up to the subsistence consumption and above it. */
export function energyPricesFor(cu: number, estrato: number, use: ContractUse): { subsistence: number; above: number } {
  const rate = energyRate(estrato, use);
  // Rounded as the publication prints them (toFixed: 799,79 × 0,5 = 399,89).
  const price = Number((cu * (1 + rate)).toFixed(2));
  // The subsidy covers the subsistence kWh only; a contribution applies to every kWh.
  return { subsistence: price, above: rate < 0 ? cu : price };
}

const MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"];

/** "2026-11" → "noviembre". */
export function monthName(period: string): string {
  return MONTHS[Number(period.slice(5, 7)) - 1];
}

/** "2026-11" → "noviembre de 2026". */
export function monthLabel(month: string): string {
  return `${monthName(month)} de ${month.slice(0, 4)}`;
}

/** A number as Colombian text: 3744 → "3.744", (825.36, 2) → "825,36" (no Intl: the same on server and browser). */
export function formatNumber(value: number, decimals = 0): string {
  const [int, frac] = Math.abs(value).toFixed(decimals).split(".");
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `${value < 0 ? "-" : ""}${grouped}${frac ? `,${frac}` : ""}`;
}

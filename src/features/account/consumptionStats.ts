import { SERVICE_UNITS, type BillingService, type ConsumptionPoint } from "../../shared/billing";

/** A service measured by a meter (telecommunications is a flat plan). */
export type MeteredService = Exclude<BillingService, "telecomunicaciones">;

/** The contract's services that have a consumption to chart, energy first. */
export function meteredServices(services: readonly BillingService[]): MeteredService[] {
  return (["energia", "acueducto", "alcantarillado"] as const).filter((s) => services.includes(s) && SERVICE_UNITS[s] !== null);
}

/** One period's consumption of one service. */
export interface ConsumptionValue {
  period: string;
  value: number;
}

/** The figures the consumption screens show: average, highest, lowest and the last period. */
export interface ConsumptionStats {
  values: ConsumptionValue[];
  average: number;
  highest: ConsumptionValue;
  lowest: ConsumptionValue;
  last: ConsumptionValue;
}

/** The last `months` periods of a series, oldest first. */
export function lastPeriods(points: readonly ConsumptionPoint[], months: number): ConsumptionPoint[] {
  return [...points].sort((a, b) => a.period.localeCompare(b.period)).slice(-months);
}

/** Statistics of one service over the given periods (oldest first); null when nothing was read. */
export function consumptionStats(points: readonly ConsumptionPoint[], service: BillingService): ConsumptionStats | null {
  const values = [...points]
    .sort((a, b) => a.period.localeCompare(b.period))
    .flatMap((p) => (typeof p.values[service] === "number" ? [{ period: p.period, value: p.values[service] }] : []));
  if (values.length === 0) return null;
  const average = values.reduce((sum, v) => sum + v.value, 0) / values.length;
  const highest = values.reduce((best, v) => (v.value > best.value ? v : best));
  const lowest = values.reduce((best, v) => (v.value < best.value ? v : best));
  return { values, average, highest, lowest, last: values[values.length - 1] };
}

import { defineMessages, useIntl } from "react-intl";
import { fm } from "../../components/useLoad";
import { formatPeriod } from "../../format";
import { SERVICE_UNITS } from "../../shared/billing";
import type { ConsumptionStats, MeteredService } from "./consumptionStats";

const m = defineMessages({
  compareFew: { id: "billing.parts.compare.few", defaultMessage: "Aún no hay periodos suficientes para comparar su consumo." },
  compare: {
    id: "billing.parts.compare",
    defaultMessage:
      "{direction, select, down {En {period} su consumo de {service, select, energia {energía} acueducto {acueducto} alcantarillado {alcantarillado} other {telecomunicaciones}} bajó {percent} % frente a su promedio de los últimos {count} meses: {value} {unit} frente a {average} {unit}.} up {En {period} su consumo de {service, select, energia {energía} acueducto {acueducto} alcantarillado {alcantarillado} other {telecomunicaciones}} subió {percent} % frente a su promedio de los últimos {count} meses: {value} {unit} frente a {average} {unit}.} other {En {period} su consumo de {service, select, energia {energía} acueducto {acueducto} alcantarillado {alcantarillado} other {telecomunicaciones}} fue similar a su promedio de los últimos {count} meses: {value} {unit}.}}",
  },
});

/** "En octubre de 2026 su consumo de energía bajó 8 % frente a su promedio de los últimos 6 meses…" */
export function useConsumptionSentence(): (service: MeteredService, stats: ConsumptionStats) => string {
  const intl = useIntl();
  return (service, stats) => {
    if (stats.values.length < 2) return intl.formatMessage(m.compareFew);
    const change = stats.average > 0 ? (stats.last.value - stats.average) / stats.average : 0;
    const percent = Math.round(Math.abs(change) * 100);
    const number = (n: number) => intl.formatNumber(n, { maximumFractionDigits: 1 });
    return fm(intl, m.compare, {
      direction: percent < 1 ? "same" : change < 0 ? "down" : "up",
      period: formatPeriod(intl, stats.last.period),
      service,
      percent,
      count: stats.values.length,
      value: number(stats.last.value),
      average: number(stats.average),
      unit: SERVICE_UNITS[service] ?? "",
    });
  };
}

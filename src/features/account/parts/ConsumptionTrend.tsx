import { useEffect } from "react";
import { Body1 } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { useFeatureStore } from "../../../app/StoresContext";
import { BillingLoadProblem } from "../../../components/billing/BillingLoadProblem";
import { bm } from "../../../components/billing/billingMessages";
import { BarChart } from "../../../components/charts/BarChart";
import { ReservedSpace } from "../../../components/ReservedSpace";
import { RouteLink } from "../../../components/RouteLink";
import { fm } from "../../../components/useLoad";
import { useFormat } from "../../../format";
import { SERVICE_UNITS, type Contract } from "../../../shared/billing";
import { makeStyles, tokens } from "../../../theme";
import { useServiceLabel } from "../accountLabels";
import { consumptionStats, lastPeriods, meteredServices, type ConsumptionStats, type MeteredService } from "../consumptionStats";
import { overviewStoreKey } from "../OverviewStore";
import { useConsumptionSentence } from "../useConsumptionSentence";
import { useVisit } from "../useVisit";

const t = defineMessages({
  trendTitle: { id: "billing.overview.trend.title", defaultMessage: "Consumo de {service} de los últimos 6 periodos" },
  trendCaption: { id: "billing.overview.trend.caption", defaultMessage: "Consumo de {service} por periodo, en {unit}" },
  trendPeriod: { id: "billing.overview.trend.period", defaultMessage: "Periodo" },
  trendValue: { id: "billing.overview.trend.value", defaultMessage: "Consumo ({unit})" },
  trendEmpty: { id: "billing.overview.trend.empty", defaultMessage: "Aún no tenemos lecturas de consumo de este contrato." },
  trendMore: { id: "billing.overview.trend.more", defaultMessage: "Ver el historial de consumo" },
});

const useStyles = makeStyles({
  h3: { marginBlock: `${tokens.spacingVerticalL} ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
});

/**
 * Six periods of made-up figures ending last month, drawn invisibly while the real ones load: the
 * space the sentence, the bars and the link will take is kept from the first paint, so nothing below
 * the summary moves when they arrive (issue 37: the account summary's CLS on a phone).
 */
function placeholderStats(service: MeteredService): ConsumptionStats | null {
  const now = new Date();
  const points = Array.from({ length: 6 }, (_, i) => {
    const d = new Date(now.getFullYear(), now.getMonth() - 6 + i, 1);
    const period = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}`;
    return { period, values: { [service]: 100 + 10 * i } };
  });
  return consumptionStats(points, service);
}

function TrendHeading({ service }: { service: MeteredService }) {
  const intl = useIntl();
  const styles = useStyles();
  const serviceLabel = useServiceLabel();
  return <h3 className={styles.h3}>{fm(intl, t.trendTitle, { service: serviceLabel(service).toLowerCase() })}</h3>;
}

/** The sentence, the bars (with their table) and the link to the full history. */
function TrendFigures({ service, stats }: { service: MeteredService; stats: ConsumptionStats }) {
  const intl = useIntl();
  const f = useFormat();
  const serviceLabel = useServiceLabel();
  const sentence = useConsumptionSentence();
  const unit = SERVICE_UNITS[service] ?? "";
  const name = serviceLabel(service).toLowerCase();
  return (
    <>
      <Body1 as="p" block>
        {sentence(service, stats)}
      </Body1>
      <BarChart
        caption={fm(intl, t.trendCaption, { service: name, unit })}
        rows={stats.values}
        label={(r) => f.period(r.period)}
        value={(r) => r.value}
        formatValue={(v) => `${intl.formatNumber(v, { maximumFractionDigits: 1 })} ${unit}`}
        rowKey={(r) => r.period}
        columns={[
          { header: intl.formatMessage(t.trendPeriod), cell: (r) => f.period(r.period) },
          { header: fm(intl, t.trendValue, { unit }), cell: (r) => intl.formatNumber(r.value, { maximumFractionDigits: 1 }), numeric: true },
        ]}
      />
      <RouteLink route="dashboard.individualConsumeAlt">{intl.formatMessage(t.trendMore)}</RouteLink>
    </>
  );
}

/** The trend while its figures load: the heading, a spinner and the figures' space kept (invisibly). */
export function ConsumptionTrendReserve({ service }: { service: MeteredService }) {
  const intl = useIntl();
  const stats = placeholderStats(service);
  return (
    <>
      <TrendHeading service={service} />
      <ReservedSpace label={intl.formatMessage(bm.loading)} testId="trend-reserved">
        {stats ? <TrendFigures service={service} stats={stats} /> : null}
      </ReservedSpace>
    </>
  );
}

/** The main metered service's last six periods, as bars and a sentence. */
export const ConsumptionTrend = observer(function ConsumptionTrend({ contract }: { contract: Contract }) {
  const intl = useIntl();
  const visit = useVisit();
  const trend = useFeatureStore(overviewStoreKey).trend(visit);
  const service = meteredServices(contract.services)[0];
  useEffect(() => {
    if (service) void trend.show(contract.id);
  }, [trend, service, contract.id]);
  if (!service) return null;
  const data = trend.current(contract.id);
  const failed = trend.status === "failed";
  if (!data && !failed) return <ConsumptionTrendReserve service={service} />;
  const stats = data ? consumptionStats(lastPeriods(data.points, 6), service) : null;
  return (
    <>
      <TrendHeading service={service} />
      {failed ? <BillingLoadProblem error={trend.error} onRetry={() => void trend.retry()} /> : null}
      {data && !stats ? (
        <Body1 as="p" block>
          {intl.formatMessage(t.trendEmpty)}
        </Body1>
      ) : null}
      {stats ? <TrendFigures service={service} stats={stats} /> : null}
    </>
  );
});

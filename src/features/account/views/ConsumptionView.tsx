import { useEffect, useState } from "react";
import { Body1, Field, Select, Spinner } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { LineChart } from "../../../components/charts/LineChart";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { PageIntro } from "../../../components/PageIntro";
import { WithActiveContract } from "../../../components/ActiveContractGuard";
import { BillingLoadProblem } from "../../../components/billing/BillingLoadProblem";
import { bm } from "../../../components/billing/billingMessages";
import { RouteLink } from "../../../components/RouteLink";
import { fm } from "../../../components/useLoad";
import { useFeatureStore } from "../../../app/StoresContext";
import { useFormat } from "../../../format";
import { SERVICE_UNITS, type Contract } from "../../../shared/billing";
import { makeStyles, tokens } from "../../../theme";
import { useServiceLabel } from "../accountLabels";
import { consumptionRange, consumptionStoreKey } from "../ConsumptionStore";
import { consumptionStats, lastPeriods, meteredServices, type ConsumptionValue, type MeteredService } from "../consumptionStats";
import { useConsumptionSentence } from "../useConsumptionSentence";
import { useVisit } from "../useVisit";

const t = defineMessages({
  title: { id: "billing.consumption.title", defaultMessage: "Historial de consumo" },
  intro: {
    id: "billing.consumption.intro",
    defaultMessage: "Vea cómo ha cambiado su consumo mes a mes, compárelo con su promedio y detecte a tiempo un consumo fuera de lo normal.",
  },
  service: { id: "billing.consumption.service", defaultMessage: "Servicio" },
  range: { id: "billing.consumption.range", defaultMessage: "Periodo" },
  rangeOption: { id: "billing.consumption.rangeOption", defaultMessage: "Últimos {months} meses" },
  showing: {
    id: "billing.consumption.showing",
    defaultMessage: "{count, plural, =0 {Sin lecturas} one {# mes} other {# meses}} de consumo de {service}",
  },
  noMeter: {
    id: "billing.consumption.noMeter",
    defaultMessage:
      "Los servicios de este contrato no se miden con medidor (por ejemplo, telecomunicaciones tiene un plan fijo), así que no hay consumo para mostrar.",
  },
  empty: { id: "billing.consumption.empty", defaultMessage: "Aún no tenemos lecturas de {service} para este contrato en ese periodo." },
  summaryTitle: { id: "billing.consumption.summary.title", defaultMessage: "Resumen de su consumo" },
  average: { id: "billing.consumption.summary.average", defaultMessage: "Promedio mensual" },
  highest: { id: "billing.consumption.summary.highest", defaultMessage: "Mes de mayor consumo" },
  lowest: { id: "billing.consumption.summary.lowest", defaultMessage: "Mes de menor consumo" },
  monthValue: { id: "billing.consumption.summary.monthValue", defaultMessage: "{period}: {value} {unit}" },
  amount: { id: "billing.consumption.summary.amount", defaultMessage: "{value} {unit}" },
  chartTitle: { id: "billing.consumption.chart.title", defaultMessage: "Consumo mes a mes" },
  caption: { id: "billing.consumption.chart.caption", defaultMessage: "Consumo de {service} por mes, en {unit}" },
  colPeriod: { id: "billing.consumption.chart.period", defaultMessage: "Periodo" },
  colValue: { id: "billing.consumption.chart.value", defaultMessage: "Consumo" },
  colUnit: { id: "billing.consumption.chart.unit", defaultMessage: "Unidad" },
  checkBill: { id: "billing.consumption.checkBill", defaultMessage: "Entender mi última factura" },
  claim: { id: "billing.consumption.claim", defaultMessage: "¿Cree que hay un error en su consumo? Radique un reclamo" },
});

const RANGES = [6, 12, 24] as const;

const useStyles = makeStyles({
  page: { maxWidth: "56rem" },
  controls: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalL, alignItems: "flex-end" },
  section: { marginBlockStart: tokens.spacingVerticalXL },
  h2: { marginBlock: `0 ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  data: { display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS, margin: 0 },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0 },
  sentence: { marginBlockStart: tokens.spacingVerticalM },
  links: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalXL, marginBlockStart: tokens.spacingVerticalXL },
});

/** The chosen service's consumption over the chosen range: summary, chart and table. */
const Consumption = observer(function Consumption({ contract }: { contract: Contract }) {
  const intl = useIntl();
  const styles = useStyles();
  const f = useFormat();
  const serviceLabel = useServiceLabel();
  const sentence = useConsumptionSentence();
  const visit = useVisit();
  const history = useFeatureStore(consumptionStoreKey).history(visit);
  const services = meteredServices(contract.services);
  const [service, setService] = useState<MeteredService | undefined>(services[0]);
  const [months, setMonths] = useState<number>(12);
  const metered = services.length > 0;
  useEffect(() => {
    if (metered) void history.show(consumptionRange(contract.id, months));
  }, [history, metered, contract.id, months]);
  const data = history.value;
  // Not asked yet counts as loading, as the screen said before its first answer.
  const loading = history.status === "idle" || history.isLoading;
  const failed = history.status === "failed";
  if (!service) {
    return (
      <Body1 as="p" block>
        {intl.formatMessage(t.noMeter)}
      </Body1>
    );
  }
  const unit = SERVICE_UNITS[service] ?? "";
  const name = serviceLabel(service).toLowerCase();
  const points = data ? lastPeriods(data.points, months) : [];
  const stats = data ? consumptionStats(points, service) : null;
  const number = (n: number) => intl.formatNumber(n, { maximumFractionDigits: 1 });
  const short = (p: string) => {
    const [y, m] = p.split("-").map(Number);
    return intl.formatDate(Date.UTC(y, m - 1, 15), { month: "short", year: "2-digit", timeZone: "UTC" });
  };
  const month = (v: ConsumptionValue) => fm(intl, t.monthValue, { period: f.period(v.period), value: number(v.value), unit });

  return (
    <>
      <div className={styles.controls}>
        <Field label={intl.formatMessage(t.service)}>
          <Select id="consumption-service" value={service} onChange={(_, d) => setService(d.value as MeteredService)}>
            {services.map((s) => (
              <option key={s} value={s}>
                {`${serviceLabel(s)} (${SERVICE_UNITS[s]})`}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={intl.formatMessage(t.range)}>
          <Select id="consumption-range" value={String(months)} onChange={(_, d) => setMonths(Number(d.value))}>
            {RANGES.map((m) => (
              <option key={m} value={m}>
                {fm(intl, t.rangeOption, { months: m })}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <p role="status" aria-live="polite">
        {loading ? intl.formatMessage(bm.loading) : stats ? fm(intl, t.showing, { count: stats.values.length, service: name }) : ""}
      </p>
      {failed ? <BillingLoadProblem error={history.error} onRetry={() => void history.retry()} /> : null}
      {!data && !failed ? <Spinner size="small" label={intl.formatMessage(bm.loading)} /> : null}
      {data && !stats && !loading ? (
        <Body1 as="p" block>
          {fm(intl, t.empty, { service: name })}
        </Body1>
      ) : null}
      {stats ? (
        <>
          <section className={styles.section} aria-labelledby="consumption-summary-title">
            <h2 id="consumption-summary-title" className={styles.h2}>
              {intl.formatMessage(t.summaryTitle)}
            </h2>
            <dl className={styles.data}>
              <dt className={styles.term}>{intl.formatMessage(t.average)}</dt>
              <dd className={styles.value}>{fm(intl, t.amount, { value: number(stats.average), unit })}</dd>
              <dt className={styles.term}>{intl.formatMessage(t.highest)}</dt>
              <dd className={styles.value}>{month(stats.highest)}</dd>
              <dt className={styles.term}>{intl.formatMessage(t.lowest)}</dt>
              <dd className={styles.value}>{month(stats.lowest)}</dd>
            </dl>
            <Body1 as="p" block className={styles.sentence}>
              {sentence(service, stats)}
            </Body1>
          </section>
          <section className={styles.section} aria-labelledby="consumption-chart-title">
            <h2 id="consumption-chart-title" className={styles.h2}>
              {intl.formatMessage(t.chartTitle)}
            </h2>
            <LineChart
              caption={fm(intl, t.caption, { service: name, unit })}
              rows={stats.values}
              x={(r) => short(r.period)}
              series={[{ name: serviceLabel(service), value: (r) => r.value }]}
              formatValue={(v) => `${number(v)} ${unit}`}
              rowKey={(r) => r.period}
              columns={[
                { header: intl.formatMessage(t.colPeriod), cell: (r) => f.period(r.period) },
                { header: intl.formatMessage(t.colValue), cell: (r) => number(r.value), numeric: true },
                { header: intl.formatMessage(t.colUnit), cell: () => unit },
              ]}
            />
          </section>
        </>
      ) : null}
    </>
  );
});

/** /dashboard/individualConsume and /dashboard/individual-consume: the active contract's consumption, up to 24 months. */
export default observer(function ConsumptionView() {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <article className={styles.page}>
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <PageIntro>{intl.formatMessage(t.intro)}</PageIntro>
      <WithActiveContract>
        {(contract) => (
          <>
            <Consumption key={contract.id} contract={contract} />
            <p className={styles.links}>
              <RouteLink route="dashboard.checkBillAlt">{intl.formatMessage(t.checkBill)}</RouteLink>
              <RouteLink route="dashboard.addPqrs" query={{ tipo: "reclamo", contrato: contract.number }}>
                {intl.formatMessage(t.claim)}
              </RouteLink>
            </p>
          </>
        )}
      </WithActiveContract>
    </article>
  );
});

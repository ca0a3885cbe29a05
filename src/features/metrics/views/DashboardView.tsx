import { useDeferredValue, useEffect } from "react";
import { Button } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { FormattedMessage, useIntl } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { useFeatureStore } from "../../../app/StoresContext";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { DateField } from "../../../components/forms/DateField";
import { ErrorSummary } from "../../../components/forms/ErrorSummary";
import { useErrorTitle, useForm } from "../../../components/forms/useForm";
import { PageIntro } from "../../../components/PageIntro";
import { PageSpinner } from "../../../components/PageSpinner";
import { RouteLink } from "../../../components/RouteLink";
import { useMounted } from "../../../components/useMounted";
import { formatDay } from "../../../format";
import { makeStyles, tokens } from "../../../theme";
import { presetOf, RANGE_PRESETS, rangeFromParams, validateRange } from "../dateRange";
import { metricsDashboardStoreKey } from "../MetricsDashboardStore";
import { lastDays } from "../MetricsReportsStore";
import { AssistantQuestions } from "../parts/AssistantQuestions";
import { DashboardReport } from "../parts/DashboardReport";
import { t } from "../parts/dashboardMessages";
import { FallbackNote } from "../parts/FallbackNote";

const useStyles = makeStyles({
  page: { maxWidth: "64rem" },
  form: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL} ${tokens.spacingVerticalM}`,
    marginBlockEnd: tokens.spacingVerticalL,
    maxWidth: "48rem",
  },
  fieldset: { border: "none", margin: 0, padding: 0, minWidth: 0 },
  legend: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400, paddingBlock: tokens.spacingVerticalS },
  fields: { display: "flex", flexWrap: "wrap", columnGap: tokens.spacingHorizontalL, alignItems: "flex-start" },
  apply: { marginBlockStart: "1.6rem" },
  presets: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: tokens.spacingHorizontalS },
  range: { marginBlock: `${tokens.spacingVerticalM} 0`, fontWeight: tokens.fontWeightSemibold },
  links: { marginBlockStart: tokens.spacingVerticalXXL },
});

type RangeValues = { startDate: string; endDate: string };
const FIELD_IDS = { startDate: "range-start", endDate: "range-end" } as const;

/**
 * /metrics-dashboard: the portal's metrics over a date range kept in the address. Everything that
 * depends on the range or the data waits until the page has mounted, so the prerendered HTML and
 * its hydration match (the build does not know the visitor's range or today's date).
 */
export default observer(function DashboardView() {
  const styles = useStyles();
  const intl = useIntl();
  const store = useFeatureStore(metricsDashboardStoreKey);
  const [params, setParams] = useSearchParams();
  const mounted = useMounted();
  const now = Date.now();
  const range = mounted ? rangeFromParams(params, now) : null;
  const key = range ? `${range.startDate}/${range.endDate}` : null;

  // The report is this visit's: asked for when the range changes, forgotten when the page is left.
  useEffect(() => () => store.close(), [store]);
  useEffect(() => {
    if (range) void store.show(range);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` says which range; `range` is a new object on every render
  }, [key, store]);
  // Drawn in a deferred render, which React splits into slices that give the main thread back
  // between them: drawn with the answer, as an observer's update is, the report's cards and charts
  // were one long task on a phone (issue 37, TBT).
  const report = useDeferredValue(range ? store.resultFor(range) : null);

  const form = useForm<RangeValues>({
    initial: { startDate: "", endDate: "" },
    validate: validateRange,
    fieldIds: FIELD_IDS,
    name: "rango_tablero_metricas",
    onSubmit: async (v) => {
      setParams({ startDate: v.startDate.trim(), endDate: v.endDate.trim() });
    },
  });
  useErrorTitle(form.items.length > 0);

  // The fields follow the address: on arrival, after a preset, and on back and forward.
  useEffect(() => {
    if (!range) return;
    form.set("startDate", range.startDate);
    form.set("endDate", range.endDate);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` says which range; `form` and `range` are new objects on every render
  }, [key]);

  const preset = range ? presetOf(range, now) : undefined;
  return (
    <article className={styles.page}>
      <ErrorSummary items={form.items} attempt={form.attempt} />
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <PageIntro narrow>
        <FormattedMessage
          id="metrics.dashboard.intro"
          defaultMessage="Visitas, páginas más consultadas, canales por los que llegan los visitantes, dispositivos, búsquedas, eventos y rendimiento del portal en el rango de fechas que elija. Las cifras se actualizan cada cinco minutos."
        />
      </PageIntro>

      <form {...form.formProps} className={styles.form}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{intl.formatMessage(t.rangeLegend)}</legend>
          <div className={styles.fields}>
            <DateField
              id={FIELD_IDS.startDate}
              label={intl.formatMessage(t.from)}
              value={form.values.startDate}
              onChange={(v) => form.set("startDate", v)}
              error={form.errors.startDate}
              required
            />
            <DateField
              id={FIELD_IDS.endDate}
              label={intl.formatMessage(t.to)}
              value={form.values.endDate}
              onChange={(v) => form.set("endDate", v)}
              error={form.errors.endDate}
              required
            />
            <Button type="submit" appearance="primary" className={styles.apply}>
              {intl.formatMessage(t.apply)}
            </Button>
          </div>
        </fieldset>
        <div className={styles.presets} role="group" aria-labelledby="range-presets-label">
          <span id="range-presets-label">{intl.formatMessage(t.presets)}:</span>
          {RANGE_PRESETS.map((days) => (
            <Button
              key={days}
              size="small"
              aria-pressed={preset === days}
              appearance={preset === days ? "primary" : "secondary"}
              onClick={() => setParams(lastDays(days, Date.now()))}
            >
              {intl.formatMessage({ id: "metrics.dashboard.preset", defaultMessage: "Últimos {days} días" }, { days })}
            </Button>
          ))}
        </div>
      </form>

      {range ? (
        <p className={styles.range}>
          <FormattedMessage
            id="metrics.dashboard.showing"
            defaultMessage="Del {start} al {end}"
            values={{ start: formatDay(intl, range.startDate, "long"), end: formatDay(intl, range.endDate, "long") }}
          />
        </p>
      ) : null}

      {report === null ? (
        <PageSpinner />
      ) : (
        <>
          {report.fallback ? <FallbackNote /> : null}
          <DashboardReport data={report.data} intl={intl} pageTitle={(path) => store.pageTitle(path)} />
        </>
      )}
      {range ? <AssistantQuestions range={range} /> : null}

      <p className={styles.links}>
        <RouteLink route="metricas.overview">
          <FormattedMessage id="metrics.dashboard.pageLink" defaultMessage="Consultar las métricas de una página" />
        </RouteLink>
      </p>
    </article>
  );
});

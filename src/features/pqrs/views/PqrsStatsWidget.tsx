import { useEffect, useState, type FormEvent } from "react";
import { Body1, Button, Field, Spinner } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useIntl, type IntlShape } from "react-intl";
import { useLocation } from "react-router-dom";
import { useFeatureStore, useStores } from "../../../app/StoresContext";
import { MonthInput } from "../../../components/forms/DateField";
import { ErrorSummary, type SummaryItem } from "../../../components/forms/ErrorSummary";
import { LoadProblem } from "../../../components/LoadProblem";
import { fm } from "../../../components/useLoad";
import { makeStyles, tokens } from "../../../theme";
import { fieldValidation } from "../parts/fieldValidation";
import { StatsFigures } from "../parts/StatsFigures";
import { statsMessages as t } from "../parts/statsMessages";
import { StatsTable } from "../parts/StatsTable";
import { pqrsStoreKey } from "../PqrsStore";
import { MONTH_RE, currentMonth, lastTwelveMonths, monthLabel, type StatsRange } from "../statsRange";

const useStyles = makeStyles({
  widget: { marginBlock: `${tokens.spacingVerticalXL} ${tokens.spacingVerticalXXL}` },
  h2: { fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold, marginBlock: `0 ${tokens.spacingVerticalS}` },
  h3: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, marginBlock: `${tokens.spacingVerticalXL} ${tokens.spacingVerticalS}` },
  intro: { color: tokens.colorNeutralForeground2, maxWidth: "48rem", marginBlockEnd: tokens.spacingVerticalM },
  form: {
    display: "flex",
    flexWrap: "wrap",
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    alignItems: "flex-end",
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalM,
    margin: 0,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, paddingInline: tokens.spacingHorizontalXS },
  download: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalM, alignItems: "center", marginBlockStart: tokens.spacingVerticalL },
  error: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  status: { minHeight: "1.5em" },
});

type RangeProblems = Record<keyof StatsRange, string | undefined>;

function validate(range: StatsRange, now: string, intl: IntlShape): RangeProblems {
  const out: RangeProblems = { from: undefined, to: undefined };
  if (!MONTH_RE.test(range.from)) out.from = intl.formatMessage(t.fromInvalid);
  if (!MONTH_RE.test(range.to)) out.to = intl.formatMessage(t.toInvalid);
  else if (range.to > now) out.to = intl.formatMessage(t.future);
  if (!out.from && !out.to && range.from > range.to) out.from = intl.formatMessage(t.order);
  return out;
}

/** /informes-pqr: the PQRS filed on the portal, by type, service and month, with their CSV. */
export default observer(function PqrsStatsWidget() {
  const intl = useIntl();
  const styles = useStyles();
  const { metrics } = useStores();
  const { pathname } = useLocation();
  const pqrs = useFeatureStore(pqrsStoreKey);
  const [now] = useState(() => currentMonth());
  const [stats] = useState(() => pqrs.statistics(lastTwelveMonths(now)));
  const [draft, setDraft] = useState<StatsRange>(() => stats.range);
  const [problems, setProblems] = useState<RangeProblems>({ from: undefined, to: undefined });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    void stats.load();
  }, [stats]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validate(draft, now, intl);
    setProblems(found);
    setAttempt((n) => n + 1);
    if (found.from || found.to) return;
    void stats.show(draft);
  };

  const items: SummaryItem[] = [];
  if (problems.from) items.push({ message: problems.from, fieldId: "pqrs-stats-from" });
  if (problems.to) items.push({ message: problems.to, fieldId: "pqrs-stats-to" });

  const csv = async () => {
    const file = await stats.csv.run();
    if (file) metrics.trackDownload(file, pathname);
  };
  const problem = stats.csvProblem;
  const downloadText = stats.csv.busy
    ? intl.formatMessage(t.downloading)
    : problem !== null
      ? fm(intl, t.downloadFailed, { reason: problem })
      : stats.savedFile
        ? fm(intl, t.downloaded, { file: stats.savedFile })
        : "";

  const data = stats.data;
  const shownFrom = monthLabel(intl, data?.from ?? stats.range.from);
  const shownTo = monthLabel(intl, data?.to ?? stats.range.to);
  const span = { from: shownFrom, to: shownTo };

  return (
    <section className={styles.widget} aria-labelledby="pqrs-stats-title">
      <h2 id="pqrs-stats-title" className={styles.h2}>
        {intl.formatMessage(t.title)}
      </h2>
      <Body1 as="p" block className={styles.intro}>
        {intl.formatMessage(t.intro)}
      </Body1>
      <ErrorSummary items={items} attempt={attempt} />
      <form noValidate onSubmit={submit}>
        <fieldset className={styles.form}>
          <legend className={styles.legend}>{intl.formatMessage(t.rangeTitle)}</legend>
          <Field label={intl.formatMessage(t.from)} hint={intl.formatMessage(t.monthHint)} {...fieldValidation(problems.from)}>
            <MonthInput
              id="pqrs-stats-from"
              label={intl.formatMessage(t.from)}
              value={draft.from}
              max={now}
              onChange={(value) => setDraft((r) => ({ ...r, from: value }))}
            />
          </Field>
          <Field label={intl.formatMessage(t.to)} hint={intl.formatMessage(t.monthHint)} {...fieldValidation(problems.to)}>
            <MonthInput
              id="pqrs-stats-to"
              label={intl.formatMessage(t.to)}
              value={draft.to}
              max={now}
              onChange={(value) => setDraft((r) => ({ ...r, to: value }))}
            />
          </Field>
          <Button type="submit" appearance="primary">
            {intl.formatMessage(t.show)}
          </Button>
        </fieldset>
      </form>

      <p role="status" aria-live="polite" className={styles.status}>
        {problem !== null ? "" : downloadText}
      </p>
      {stats.busy ? <Spinner size="small" label={intl.formatMessage(t.loading)} /> : null}
      {stats.error && !stats.busy ? (
        <LoadProblem title={intl.formatMessage(t.loadError)} error={stats.error} retryLabel={intl.formatMessage(t.retry)} onRetry={() => void stats.retry()} />
      ) : null}
      {problem !== null ? (
        <p role="alert" className={styles.error}>
          {downloadText}
        </p>
      ) : null}
      {data ? (
        <>
          <h3 className={styles.h3}>{fm(intl, t.totalsTitle, span)}</h3>
          <StatsFigures data={data} />
          {data.total.filed === 0 ? (
            <Body1 as="p" block>
              {intl.formatMessage(t.empty)}
            </Body1>
          ) : (
            <>
              <StatsTable
                id="pqrs-stats-type"
                caption={fm(intl, t.byType, span)}
                first={intl.formatMessage(t.colType)}
                rows={data.byType}
                label={(r) => r.label}
                total={data.total}
              />
              <StatsTable
                id="pqrs-stats-service"
                caption={fm(intl, t.byService, span)}
                first={intl.formatMessage(t.colService)}
                rows={data.byService}
                label={(r) => r.label}
                total={data.total}
              />
              <StatsTable
                id="pqrs-stats-month"
                caption={fm(intl, t.byMonth, span)}
                first={intl.formatMessage(t.colMonth)}
                rows={data.byMonth}
                label={(r) => (MONTH_RE.test(r.key) ? monthLabel(intl, r.key) : r.label)}
                total={data.total}
              />
            </>
          )}
          <div className={styles.download}>
            <Button onClick={() => void csv()} disabledFocusable={stats.csv.busy} aria-busy={stats.csv.busy}>
              {intl.formatMessage(t.download)}
            </Button>
          </div>
        </>
      ) : null}
    </section>
  );
});

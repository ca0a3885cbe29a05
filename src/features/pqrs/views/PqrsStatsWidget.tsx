import { useState, type FormEvent } from "react";
import { Body1, Button, Field, Input, Spinner } from "@fluentui/react-components";
import { defineMessages, useIntl, type IntlShape } from "react-intl";
import { useLocation } from "react-router-dom";
import { LoadProblem } from "../../components/LoadProblem";
import { useStores } from "../../app/StoresContext";
import { DataTable } from "../../components/charts/DataTable";
import { ErrorSummary, type SummaryItem } from "../../components/forms/ErrorSummary";
import { fm, useLoad } from "../../components/useLoad";
import { errorText } from "../../services/apiClient";
import { saveBlob } from "../../services/billingApi";
import { TIME_ZONE } from "../../shared/constants";
import type { PqrsStats, PqrsStatsRow } from "../../shared/pqrs";
import { makeStyles, tokens } from "../../theme";
import { usePqrsApi } from "./pqrsApiHook";

const t = defineMessages({
  title: { id: "pqrs.stats.title", defaultMessage: "Estadísticas de PQRS radicadas en el portal" },
  intro: {
    id: "pqrs.stats.intro",
    defaultMessage:
      "Cifras calculadas con las peticiones, quejas, reclamos, sugerencias y denuncias radicadas en este portal. Elija el periodo y descargue los datos en CSV si los necesita.",
  },
  rangeTitle: { id: "pqrs.stats.range.title", defaultMessage: "Periodo" },
  from: { id: "pqrs.stats.range.from", defaultMessage: "Desde (mes)" },
  to: { id: "pqrs.stats.range.to", defaultMessage: "Hasta (mes)" },
  monthHint: { id: "pqrs.stats.range.hint", defaultMessage: "Año y mes, por ejemplo 2026-01." },
  fromInvalid: { id: "pqrs.stats.range.fromInvalid", defaultMessage: "Escriba el mes de inicio como año y mes, por ejemplo 2026-01." },
  toInvalid: { id: "pqrs.stats.range.toInvalid", defaultMessage: "Escriba el mes final como año y mes, por ejemplo 2026-12." },
  order: { id: "pqrs.stats.range.order", defaultMessage: "El mes de inicio debe ser anterior o igual al mes final." },
  future: { id: "pqrs.stats.range.future", defaultMessage: "El mes final no puede ser posterior al mes actual." },
  show: { id: "pqrs.stats.range.show", defaultMessage: "Ver estadísticas" },
  loading: { id: "pqrs.stats.loading", defaultMessage: "Cargando las estadísticas…" },
  loadError: { id: "pqrs.stats.loadError", defaultMessage: "No fue posible cargar las estadísticas." },
  retry: { id: "pqrs.stats.retry", defaultMessage: "Intentar de nuevo" },
  totalsTitle: { id: "pqrs.stats.totals.title", defaultMessage: "Resumen de {from} a {to}" },
  filed: { id: "pqrs.stats.totals.filed", defaultMessage: "Radicadas" },
  answered: { id: "pqrs.stats.totals.answered", defaultMessage: "Respondidas" },
  onTime: { id: "pqrs.stats.totals.onTime", defaultMessage: "Respondidas a tiempo" },
  average: { id: "pqrs.stats.totals.average", defaultMessage: "Promedio de días hábiles para responder" },
  open: { id: "pqrs.stats.totals.open", defaultMessage: "Abiertas (sin respuesta)" },
  overdueOpen: { id: "pqrs.stats.totals.overdueOpen", defaultMessage: "Vencidas sin respuesta" },
  noData: { id: "pqrs.stats.noData", defaultMessage: "Sin datos" },
  percent: { id: "pqrs.stats.percent", defaultMessage: "{value} %" },
  empty: { id: "pqrs.stats.empty", defaultMessage: "No se radicaron PQRS en el portal en este periodo." },
  byType: { id: "pqrs.stats.byType", defaultMessage: "PQRS por tipo, de {from} a {to}" },
  byService: { id: "pqrs.stats.byService", defaultMessage: "PQRS por servicio, de {from} a {to}" },
  byMonth: { id: "pqrs.stats.byMonth", defaultMessage: "PQRS por mes de radicación, de {from} a {to}" },
  colType: { id: "pqrs.stats.col.type", defaultMessage: "Tipo" },
  colService: { id: "pqrs.stats.col.service", defaultMessage: "Servicio" },
  colMonth: { id: "pqrs.stats.col.month", defaultMessage: "Mes" },
  colFiled: { id: "pqrs.stats.col.filed", defaultMessage: "Radicadas" },
  colAnswered: { id: "pqrs.stats.col.answered", defaultMessage: "Respondidas" },
  colOnTime: { id: "pqrs.stats.col.onTime", defaultMessage: "Respondidas a tiempo" },
  colRate: { id: "pqrs.stats.col.rate", defaultMessage: "% a tiempo" },
  colAverage: { id: "pqrs.stats.col.average", defaultMessage: "Promedio de días hábiles" },
  totalRow: { id: "pqrs.stats.totalRow", defaultMessage: "Total" },
  download: { id: "pqrs.stats.download", defaultMessage: "Descargar CSV" },
  downloading: { id: "pqrs.stats.downloading", defaultMessage: "Preparando el archivo…" },
  downloaded: { id: "pqrs.stats.downloaded", defaultMessage: "Se descargó el archivo {file}." },
  downloadFailed: { id: "pqrs.stats.downloadFailed", defaultMessage: "No fue posible descargar el archivo. {reason} Intente de nuevo." },
});

const MONTH_RE = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The current month in Colombia, "YYYY-MM". */
function currentMonth(): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit" }).formatToParts(new Date());
  const year = parts.find((p) => p.type === "year")?.value ?? "1970";
  const month = parts.find((p) => p.type === "month")?.value ?? "01";
  return `${year}-${month}`;
}

function addMonths(month: string, n: number): string {
  const [y, m] = month.split("-").map(Number);
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** "marzo de 2026" for "2026-03". */
function monthLabel(intl: IntlShape, month: string): string {
  if (!MONTH_RE.test(month.slice(0, 7))) return month;
  return intl.formatDate(`${month.slice(0, 7)}-15T12:00:00Z`, { month: "long", year: "numeric", timeZone: TIME_ZONE });
}

type Range = { from: string; to: string };

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
  figures: {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fill, minmax(12rem, 1fr))",
    gap: tokens.spacingHorizontalM,
    margin: 0,
  },
  figure: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalM,
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalXS,
    "& dt": { color: tokens.colorNeutralForeground2 },
    "& dd": { margin: 0, fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: "tabular-nums" },
  },
  download: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalM, alignItems: "center", marginBlockStart: tokens.spacingVerticalL },
  error: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  status: { minHeight: "1.5em" },
});

function validate(range: Range, now: string, intl: IntlShape): Record<keyof Range, string | undefined> {
  const out: Record<keyof Range, string | undefined> = { from: undefined, to: undefined };
  if (!MONTH_RE.test(range.from)) out.from = intl.formatMessage(t.fromInvalid);
  if (!MONTH_RE.test(range.to)) out.to = intl.formatMessage(t.toInvalid);
  else if (range.to > now) out.to = intl.formatMessage(t.future);
  if (!out.from && !out.to && range.from > range.to) out.from = intl.formatMessage(t.order);
  return out;
}

/** /informes-pqr: the PQRS filed on the portal, by type, service and month, with their CSV. */
export default function PqrsStatsWidget() {
  const intl = useIntl();
  const styles = useStyles();
  const getApi = usePqrsApi();
  const { metrics } = useStores();
  const { pathname } = useLocation();
  const [now] = useState(currentMonth);
  const [range, setRange] = useState<Range>(() => ({ from: addMonths(now, -11), to: now }));
  const [draft, setDraft] = useState<Range>(range);
  const [problems, setProblems] = useState<Record<keyof Range, string | undefined>>({ from: undefined, to: undefined });
  const [attempt, setAttempt] = useState(0);
  const [download, setDownload] = useState<{ busy: boolean; failed: boolean; text: string }>({ busy: false, failed: false, text: "" });
  const stats = useLoad<PqrsStats>(`${range.from}:${range.to}`, () => getApi().then((api) => api.stats(range)));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validate(draft, now, intl);
    setProblems(found);
    setAttempt((n) => n + 1);
    if (found.from || found.to) return;
    setRange({ ...draft });
  };

  const items: SummaryItem[] = [];
  if (problems.from) items.push({ message: problems.from, fieldId: "pqrs-stats-from" });
  if (problems.to) items.push({ message: problems.to, fieldId: "pqrs-stats-to" });

  const csv = async () => {
    if (download.busy) return;
    const file = `estadisticas-pqrs-${range.from}-${range.to}.csv`;
    setDownload({ busy: true, failed: false, text: intl.formatMessage(t.downloading) });
    try {
      const api = await getApi();
      saveBlob(await api.statsCsv(range), file);
      metrics.trackDownload(file, pathname);
      setDownload({ busy: false, failed: false, text: fm(intl, t.downloaded, { file }) });
    } catch (error) {
      setDownload({ busy: false, failed: true, text: fm(intl, t.downloadFailed, { reason: errorText(error) ?? "" }) });
    }
  };

  const number = (n: number) => intl.formatNumber(n);
  const rate = (v: number | null) =>
    v === null ? intl.formatMessage(t.noData) : fm(intl, t.percent, { value: intl.formatNumber(v, { maximumFractionDigits: 1 }) });
  const avg = (v: number | null) => (v === null ? intl.formatMessage(t.noData) : intl.formatNumber(v, { maximumFractionDigits: 1 }));

  const data = stats.data;
  const shownFrom = monthLabel(intl, data?.from ?? range.from);
  const shownTo = monthLabel(intl, data?.to ?? range.to);

  const table = (id: string, caption: string, first: string, rows: readonly PqrsStatsRow[], label: (r: PqrsStatsRow) => string, total?: PqrsStatsRow) => (
    <DataTable<PqrsStatsRow>
      id={id}
      caption={caption}
      rows={total ? [...rows, total] : rows}
      rowKey={(r, i) => `${r.key}-${i}`}
      columns={[
        { header: first, cell: (r) => (r === total ? <strong>{intl.formatMessage(t.totalRow)}</strong> : label(r)) },
        { header: intl.formatMessage(t.colFiled), cell: (r) => number(r.filed), numeric: true },
        { header: intl.formatMessage(t.colAnswered), cell: (r) => number(r.answered), numeric: true },
        { header: intl.formatMessage(t.colOnTime), cell: (r) => number(r.answeredOnTime), numeric: true },
        { header: intl.formatMessage(t.colRate), cell: (r) => rate(r.onTimeRate), numeric: true },
        { header: intl.formatMessage(t.colAverage), cell: (r) => avg(r.averageBusinessDays), numeric: true },
      ]}
    />
  );

  let body;
  if (data) {
    body = (
      <>
        <h3 className={styles.h3}>{fm(intl, t.totalsTitle, { from: shownFrom, to: shownTo })}</h3>
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt>{intl.formatMessage(t.filed)}</dt>
            <dd>{number(data.total.filed)}</dd>
          </div>
          <div className={styles.figure}>
            <dt>{intl.formatMessage(t.answered)}</dt>
            <dd>{number(data.total.answered)}</dd>
          </div>
          <div className={styles.figure}>
            <dt>{intl.formatMessage(t.onTime)}</dt>
            <dd>{rate(data.total.onTimeRate)}</dd>
          </div>
          <div className={styles.figure}>
            <dt>{intl.formatMessage(t.average)}</dt>
            <dd>{avg(data.total.averageBusinessDays)}</dd>
          </div>
          <div className={styles.figure}>
            <dt>{intl.formatMessage(t.open)}</dt>
            <dd>{number(data.open)}</dd>
          </div>
          <div className={styles.figure}>
            <dt>{intl.formatMessage(t.overdueOpen)}</dt>
            <dd>{number(data.overdueOpen)}</dd>
          </div>
        </dl>
        {data.total.filed === 0 ? (
          <Body1 as="p" block>
            {intl.formatMessage(t.empty)}
          </Body1>
        ) : (
          <>
            {table(
              "pqrs-stats-type",
              fm(intl, t.byType, { from: shownFrom, to: shownTo }),
              intl.formatMessage(t.colType),
              data.byType,
              (r) => r.label,
              data.total,
            )}
            {table(
              "pqrs-stats-service",
              fm(intl, t.byService, { from: shownFrom, to: shownTo }),
              intl.formatMessage(t.colService),
              data.byService,
              (r) => r.label,
              data.total,
            )}
            {table(
              "pqrs-stats-month",
              fm(intl, t.byMonth, { from: shownFrom, to: shownTo }),
              intl.formatMessage(t.colMonth),
              data.byMonth,
              (r) => (MONTH_RE.test(r.key) ? monthLabel(intl, r.key) : r.label),
              data.total,
            )}
          </>
        )}
        <div className={styles.download}>
          <Button onClick={() => void csv()} disabledFocusable={download.busy} aria-busy={download.busy}>
            {intl.formatMessage(t.download)}
          </Button>
        </div>
      </>
    );
  }

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
          <Field
            label={intl.formatMessage(t.from)}
            hint={intl.formatMessage(t.monthHint)}
            validationState={problems.from ? "error" : "none"}
            validationMessage={problems.from ? { children: problems.from, role: undefined } : undefined}
          >
            <Input id="pqrs-stats-from" type="month" value={draft.from} max={now} onChange={(_, d) => setDraft((r) => ({ ...r, from: d.value }))} />
          </Field>
          <Field
            label={intl.formatMessage(t.to)}
            hint={intl.formatMessage(t.monthHint)}
            validationState={problems.to ? "error" : "none"}
            validationMessage={problems.to ? { children: problems.to, role: undefined } : undefined}
          >
            <Input id="pqrs-stats-to" type="month" value={draft.to} max={now} onChange={(_, d) => setDraft((r) => ({ ...r, to: d.value }))} />
          </Field>
          <Button type="submit" appearance="primary">
            {intl.formatMessage(t.show)}
          </Button>
        </fieldset>
      </form>

      <p role="status" aria-live="polite" className={styles.status}>
        {download.failed ? "" : download.text}
      </p>
      {stats.loading ? <Spinner size="small" label={intl.formatMessage(t.loading)} /> : null}
      {stats.error && !stats.loading ? (
        <LoadProblem title={intl.formatMessage(t.loadError)} error={stats.error} retryLabel={intl.formatMessage(t.retry)} onRetry={stats.retry} />
      ) : null}
      {download.failed ? (
        <p role="alert" className={styles.error}>
          {download.text}
        </p>
      ) : null}
      {body}
    </section>
  );
}

import { useEffect, type FormEvent } from "react";
import { Body1, Button, Caption1, Field, Input, Radio, RadioGroup, Select, Spinner, Textarea } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { useFeatureStore } from "../../../app/StoresContext";
import { ErrorSummary } from "../../../components/forms/ErrorSummary";
import { MonthInput } from "../../../components/forms/DateField";
import { LoadProblem } from "../../../components/LoadProblem";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { PageIntro } from "../../../components/PageIntro";
import { fm } from "../../../components/useLoad";
import { useFormat } from "../../../format";
import { formatNumber, VOLTAGE_LEVELS } from "../../../shared/tariffs/energy";
import { COMPONENT_LABELS, ENERGY_COMPONENTS, monthLabel, WATER_CHARGE_LABELS, WATER_CHARGES, WATER_SERVICES } from "../../../shared/tariffs/published";
import { makeStyles, tokens } from "../../../theme";
import { TariffHistoryLinks } from "../../tariffs/parts/TariffHistoryLinks";
import { adminTariffsStoreKey, tariffFieldId, type AdminTariffsStore } from "../AdminTariffsStore";
import { adminTariffsMessages as t } from "../parts/tariffs/adminTariffsMessages";

const useStyles = makeStyles({
  section: { marginBlockStart: tokens.spacingVerticalXXL, maxWidth: "60rem" },
  h2: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, marginBlock: `0 ${tokens.spacingVerticalM}` },
  form: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalL },
  fieldset: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalM,
    margin: 0,
    minWidth: 0,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, paddingInline: tokens.spacingHorizontalXS },
  // Two figures a row on a phone, six on a laptop; a label that does not fit wraps, never overlaps.
  grid: {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 8.5rem), 1fr))",
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    alignItems: "end",
    // Grid items default to their content's width: a long label or an input's own minimum would overflow.
    "& > *": { minWidth: 0 },
    "& label": { overflowWrap: "anywhere" },
  },
  input: { width: "100%", minWidth: 0, maxWidth: "100%", "& input": { minWidth: 0, width: "100%" } },
  muted: { color: tokens.colorNeutralForeground2 },
  actions: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalM },
  table: {
    width: "100%",
    borderCollapse: "collapse",
    fontSize: tokens.fontSizeBase300,
    "& th, & td": {
      padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
      borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
      textAlign: "start",
      verticalAlign: "top",
    },
  },
  num: { textAlign: "end", fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" },
  // A changed figure: a tinted row, bold, and the word "cambia" (colour is never the only sign).
  changed: { backgroundColor: tokens.colorPaletteYellowBackground2, fontWeight: tokens.fontWeightSemibold },
  tag: { display: "block", fontWeight: tokens.fontWeightRegular, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  saved: {
    padding: tokens.spacingHorizontalM,
    borderLeft: `4px solid ${tokens.colorPaletteGreenBorder2}`,
    backgroundColor: tokens.colorPaletteGreenBackground1,
  },
  error: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  history: {
    listStyle: "none",
    padding: 0,
    margin: 0,
    "& > li": { paddingBlock: tokens.spacingVerticalS, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  },
  downloads: { display: "flex", flexWrap: "wrap", gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`, marginBlockEnd: tokens.spacingVerticalM },
});

const HISTORY_SHOWN = 12;

/** A figure's label on the form: "G – Generación" for energy, the charge for water. */
function shortLabel(field: string): string {
  const [kind, group, key] = field.split(".");
  if (kind === "energy") return COMPONENT_LABELS[key as (typeof ENERGY_COMPONENTS)[number]];
  return `${group === "acueducto" ? "Acueducto" : "Alcantarillado"}, ${WATER_CHARGE_LABELS[key as (typeof WATER_CHARGES)[number]]}`;
}

/**
 * /admin/tarifas (ADMIN or SUPER_ADMIN; issue 34 §2): publish next month's tariff or correct a
 * published month, through a preview of every figure (old and new, the changed ones marked), and the
 * history of every month and version with the reasons.
 */
export default observer(function AdminTariffsView() {
  const intl = useIntl();
  const styles = useStyles();
  const store = useFeatureStore(adminTariffsStoreKey);
  useEffect(() => {
    void store.open();
  }, [store]);

  return (
    <>
      <ErrorSummary items={store.problems.map((p) => ({ message: p.message, fieldId: tariffFieldId(p.field) }))} attempt={store.attempt} />
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <PageIntro>{intl.formatMessage(t.intro)}</PageIntro>
      {store.loadError ? (
        <LoadProblem
          title={intl.formatMessage(t.loadProblem)}
          error={store.loadError}
          retryLabel={intl.formatMessage(t.retry)}
          onRetry={() => void store.open()}
        />
      ) : !store.history ? (
        <Spinner label={intl.formatMessage(t.loading)} />
      ) : (
        <>
          {store.saved ? (
            <p role="status" className={styles.saved}>
              {fm(intl, t.saved, { month: monthLabel(store.saved.month), version: store.saved.version })}
            </p>
          ) : null}
          {store.reviewing ? <TariffPreview store={store} /> : <TariffForm store={store} />}
          <TariffHistoryList store={store} />
        </>
      )}
    </>
  );
});

const TariffForm = observer(function TariffForm({ store }: { store: AdminTariffsStore }) {
  const intl = useIntl();
  const styles = useStyles();
  const problem = (field: string) => store.problems.find((p) => p.field === field)?.message;
  const base = store.mode === "correction" ? store.months.find((m) => m.month === store.month) : store.months[0];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (store.review()) document.getElementById("tariff-preview-title")?.focus();
  };
  const figure = (field: string) => (
    <Field key={field} label={shortLabel(field)} validationMessage={problem(field)}>
      <Input
        id={tariffFieldId(field)}
        className={styles.input}
        inputMode="decimal"
        autoComplete="off"
        value={store.values[field] ?? ""}
        onChange={(_, d) => store.setValue(field, d.value)}
      />
    </Field>
  );
  return (
    <section className={styles.section} aria-labelledby="tariff-form-title">
      <h2 id="tariff-form-title" className={styles.h2}>
        {intl.formatMessage(t.formTitle)}
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field label={intl.formatMessage(t.mode)}>
          <RadioGroup value={store.mode} onChange={(_, d) => store.setMode(d.value as "new" | "correction")} layout="horizontal">
            <Radio value="new" label={intl.formatMessage(t.modeNew)} />
            <Radio value="correction" label={intl.formatMessage(t.modeCorrection)} />
          </RadioGroup>
        </Field>
        {store.mode === "new" ? (
          <Field label={intl.formatMessage(t.month)} validationMessage={problem("month")}>
            <MonthInput id={tariffFieldId("month")} label={intl.formatMessage(t.month)} value={store.month} onChange={(v) => store.setMonth(v)} />
          </Field>
        ) : (
          <Field label={intl.formatMessage(t.monthToCorrect)} validationMessage={problem("month")}>
            <Select id={tariffFieldId("month")} value={store.month} onChange={(_, d) => store.setMonth(d.value)}>
              {store.months.slice(0, 36).map((m) => (
                <option key={m.month} value={m.month}>
                  {fm(intl, t.monthOption, { month: monthLabel(m.month), version: m.version })}
                </option>
              ))}
            </Select>
          </Field>
        )}
        {base ? (
          <Body1 as="p" block className={styles.muted}>
            {fm(intl, t.prefilled, { month: monthLabel(base.month), version: base.version })}
          </Body1>
        ) : null}
        {VOLTAGE_LEVELS.map((level) => (
          <fieldset key={level} className={styles.fieldset}>
            <legend className={styles.legend}>{fm(intl, t.level, { level })}</legend>
            <div className={styles.grid}>{ENERGY_COMPONENTS.map((k) => figure(`energy.${level}.${k}`))}</div>
          </fieldset>
        ))}
        <Caption1 className={styles.muted}>{intl.formatMessage(t.cuHint)}</Caption1>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{intl.formatMessage(t.water)}</legend>
          <div className={styles.grid}>{WATER_SERVICES.flatMap((s) => WATER_CHARGES.map((k) => figure(`water.${s}.${k}`)))}</div>
        </fieldset>
        {store.mode === "correction" ? (
          <Field label={intl.formatMessage(t.reason)} hint={intl.formatMessage(t.reasonHint)} validationMessage={problem("reason")} required>
            <Textarea id={tariffFieldId("reason")} value={store.reason} maxLength={500} onChange={(_, d) => store.setReason(d.value)} />
          </Field>
        ) : null}
        {store.saveError ? (
          <p role="alert" className={styles.error}>
            {store.saveError}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button appearance="primary" type="submit">
            {intl.formatMessage(t.review)}
          </Button>
        </div>
      </form>
    </section>
  );
});

const TariffPreview = observer(function TariffPreview({ store }: { store: AdminTariffsStore }) {
  const intl = useIntl();
  const styles = useStyles();
  const base = store.base;
  const changes = store.changes;
  const changed = changes.filter((c) => c.changed).length;
  const n = (v: number | null) => (v === null ? "—" : formatNumber(v, Number.isInteger(v) ? 0 : 2));
  return (
    <section className={styles.section} aria-labelledby="tariff-preview-title">
      <h2 id="tariff-preview-title" className={styles.h2} tabIndex={-1}>
        {intl.formatMessage(t.previewTitle)}
      </h2>
      <Body1 as="p" block>
        {store.mode === "correction" && base
          ? fm(intl, t.previewCorrection, { month: monthLabel(store.month), version: base.version + 1, previous: base.version, reason: store.reason.trim() })
          : fm(intl, t.previewNew, { month: monthLabel(store.month), base: base ? `${monthLabel(base.month)} (versión ${base.version})` : "—" })}
      </Body1>
      <Body1 as="p" block className={styles.muted}>
        {fm(intl, t.previewCount, { changed, total: changes.length })}
      </Body1>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(t.figure)}</th>
            <th scope="col" className={styles.num}>
              {intl.formatMessage(t.before)}
            </th>
            <th scope="col" className={styles.num}>
              {intl.formatMessage(t.after)}
            </th>
          </tr>
        </thead>
        <tbody>
          {changes.map((c) => (
            <tr key={c.field} className={c.changed ? styles.changed : undefined}>
              <th scope="row">
                {c.label}
                {c.changed ? <span className={styles.tag}>{intl.formatMessage(t.changed)}</span> : null}
              </th>
              <td className={styles.num}>{n(c.before)}</td>
              <td className={styles.num}>{n(c.after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.actions} style={{ marginBlockStart: tokens.spacingVerticalL }}>
        <Button appearance="primary" disabled={store.saving} onClick={() => void store.confirm()}>
          {intl.formatMessage(t.confirm)}
        </Button>
        <Button onClick={() => store.back()} disabled={store.saving}>
          {intl.formatMessage(t.back)}
        </Button>
        {store.saving ? <Spinner size="tiny" /> : null}
      </div>
    </section>
  );
});

const TariffHistoryList = observer(function TariffHistoryList({ store }: { store: AdminTariffsStore }) {
  const intl = useIntl();
  const styles = useStyles();
  const f = useFormat();
  const versions = store.versions;
  return (
    <section className={styles.section} aria-labelledby="tariff-history-title">
      <h2 id="tariff-history-title" className={styles.h2}>
        {intl.formatMessage(t.historyTitle)}
      </h2>
      <TariffHistoryLinks className={styles.downloads} />
      <ul className={styles.history}>
        {versions.slice(0, HISTORY_SHOWN).map((v) => (
          <li key={`${v.month}-${v.version}`}>
            <Body1 as="p" block>
              <strong>{fm(intl, t.historyItem, { month: monthLabel(v.month), version: v.version })}</strong>
            </Body1>
            <Caption1 as="p" block className={styles.muted}>
              {fm(intl, t.historyMeta, { date: f.day(v.publishedAt), by: v.publishedBy, cu: formatNumber(v.energy["1"].cu, 2) })}
            </Caption1>
            {v.reason ? (
              <Caption1 as="p" block>
                {fm(intl, t.historyReason, { reason: v.reason })}
              </Caption1>
            ) : null}
          </li>
        ))}
      </ul>
      {versions.length > HISTORY_SHOWN ? (
        <Caption1 as="p" block className={styles.muted}>
          {fm(intl, t.historyMore, { shown: HISTORY_SHOWN, total: versions.length })}
        </Caption1>
      ) : null}
    </section>
  );
});

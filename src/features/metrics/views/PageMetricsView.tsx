import { useEffect } from "react";
import { Button } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, FormattedMessage, useIntl, type IntlShape } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { useFeatureStore } from "../../../app/StoresContext";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { ErrorSummary } from "../../../components/forms/ErrorSummary";
import { TextField } from "../../../components/forms/fields";
import { useErrorTitle, useForm } from "../../../components/forms/useForm";
import { PageIntro } from "../../../components/PageIntro";
import { PageSpinner } from "../../../components/PageSpinner";
import { RouteLink } from "../../../components/RouteLink";
import { useMounted } from "../../../components/useMounted";
import { METRICS_LIMITS } from "../../../shared/metrics";
import { makeStyles, tokens } from "../../../theme";
import { pageMetricsStoreKey } from "../PageMetricsStore";
import { FallbackNote } from "../parts/FallbackNote";
import { PageMetricsList } from "../parts/PageMetricsList";
import { Section } from "../parts/Section";

const useStyles = makeStyles({
  page: { maxWidth: "60rem" },
  form: { display: "flex", flexWrap: "wrap", alignItems: "flex-start", columnGap: tokens.spacingHorizontalL, maxWidth: "48rem" },
  submit: { marginBlockStart: "1.6rem" },
  links: { marginBlockStart: tokens.spacingVerticalXXL },
});

const t = defineMessages({
  title: { id: "metrics.page.title", defaultMessage: "Métricas de una página" },
  pathLabel: { id: "metrics.page.path", defaultMessage: "Ruta de la página" },
  pathHint: { id: "metrics.page.pathHint", defaultMessage: "Empieza por «/», por ejemplo /homePage o /energia/ratesEnergy." },
  submit: { id: "metrics.page.submit", defaultMessage: "Consultar" },
  pathEmpty: { id: "metrics.page.pathEmpty", defaultMessage: "Escriba la ruta de la página." },
  pathSlash: { id: "metrics.page.pathSlash", defaultMessage: "La ruta debe empezar por «/», por ejemplo /homePage." },
  pathSpaces: { id: "metrics.page.pathSpaces", defaultMessage: "La ruta no puede tener espacios." },
});

type Values = { path: string };
const FIELD_IDS = { path: "metrics-path" } as const;
const DEFAULT_PATH = "/homePage";

/** The page path rules: what the metrics API takes as one page (spec §7). */
function validatePath(intl: IntlShape, path: string): string | undefined {
  const p = path.trim();
  if (!p) return intl.formatMessage(t.pathEmpty);
  if (!p.startsWith("/")) return intl.formatMessage(t.pathSlash);
  if (/\s/.test(p)) return intl.formatMessage(t.pathSpaces);
  if (p.length > METRICS_LIMITS.pathLength) {
    return intl.formatMessage(
      { id: "metrics.page.pathLong", defaultMessage: "La ruta no puede tener más de {max} caracteres." },
      { max: METRICS_LIMITS.pathLength },
    );
  }
  return undefined;
}

/** The path in the address (?path=), when it is a valid one. */
function pathFromParams(intl: IntlShape, params: URLSearchParams): string {
  const p = (params.get("path") ?? "").trim();
  return p && !validatePath(intl, p) ? p : DEFAULT_PATH;
}

/**
 * /metrics: the metrics of any page of the portal over the last 30 days. The path comes from the
 * address (?path=, so a result can be shared), and is read after mount: the prerendered HTML
 * cannot know it.
 */
export default observer(function PageMetricsView() {
  const styles = useStyles();
  const intl = useIntl();
  const store = useFeatureStore(pageMetricsStoreKey);
  const [params, setParams] = useSearchParams();
  const mounted = useMounted();
  const path = mounted ? pathFromParams(intl, params) : null;
  // The report is this visit's: asked for when the path changes, forgotten when the page is left.
  useEffect(() => () => store.close(), [store]);
  useEffect(() => {
    if (path !== null) void store.show(path);
  }, [path, store]);
  const report = path !== null ? store.resultFor(path) : null;

  const form = useForm<Values>({
    initial: { path: "" },
    validate: (v) => {
      const error = validatePath(intl, v.path);
      return error ? { path: error } : {};
    },
    fieldIds: FIELD_IDS,
    name: "consulta_metricas_pagina",
    onSubmit: async (v) => {
      setParams({ path: v.path.trim() });
    },
  });
  useErrorTitle(form.items.length > 0);
  useEffect(() => {
    if (path !== null) form.set("path", path);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the field follows the address; `form` is a new object on every render
  }, [path]);

  const title = path ? store.pageTitle(path) : undefined;
  return (
    <article className={styles.page}>
      <ErrorSummary items={form.items} attempt={form.attempt} />
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <PageIntro narrow>
        <FormattedMessage
          id="metrics.page.intro"
          defaultMessage="Escriba la ruta de una página del portal para ver sus visitas, la interacción de los visitantes, su rendimiento y su disponibilidad en los últimos 30 días."
        />
      </PageIntro>
      <form {...form.formProps} className={styles.form}>
        <TextField
          id={FIELD_IDS.path}
          label={intl.formatMessage(t.pathLabel)}
          hint={intl.formatMessage(t.pathHint)}
          value={form.values.path}
          onChange={(v) => form.set("path", v)}
          error={form.errors.path}
          maxLength={METRICS_LIMITS.pathLength}
          required
        />
        <Button type="submit" appearance="primary" className={styles.submit}>
          {intl.formatMessage(t.submit)}
        </Button>
      </form>

      {report === null || path === null ? (
        <PageSpinner />
      ) : (
        <Section
          id="page-metrics-result"
          title={title ? <FormattedMessage id="metrics.page.resultTitled" defaultMessage="{path} ({title})" values={{ path, title }} /> : path}
        >
          {report.fallback ? <FallbackNote /> : null}
          <PageMetricsList data={report.data} intl={intl} />
        </Section>
      )}

      <p className={styles.links}>
        <RouteLink route="metricas.dashboard">
          <FormattedMessage id="metrics.page.dashboardLink" defaultMessage="Ver el tablero de métricas de todo el portal" />
        </RouteLink>
      </p>
    </article>
  );
});

import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { Body1, Button } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, FormattedMessage, useIntl, type IntlShape } from "react-intl";
import { useStores } from "../../app/StoresContext";
import { PageHeading } from "../../components/a11y/PageHeading";
import { RouterLink } from "../../components/RouterLink";
import { useMounted } from "../../components/useMounted";
import { errorStatus, errorText, type ApiClient } from "../../services/apiClient";
import type { MetricsStatus } from "../../shared/metrics";
import type { MetricsReportsStore } from "../../stores/MetricsReportsStore";
import { makeStyles, mergeClasses, tokens } from "../../theme";
import { formatCount, formatInstant } from "./metricsFormat";
import { Section } from "./parts";

const useStyles = makeStyles({
  page: { maxWidth: "60rem" },
  intro: { marginBlockEnd: tokens.spacingVerticalL, color: tokens.colorNeutralForeground2, maxWidth: "48rem" },
  cards: { display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 18rem), 1fr))", gap: tokens.spacingHorizontalL },
  card: {
    minWidth: 0,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  h2: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, marginBlock: `0 ${tokens.spacingVerticalM}` },
  // A long term ("Registros apartados (rechazados por la base de datos)") wraps in at most half of
  // the card instead of pushing its value off the screen; under 480 px each value goes under its term (issue 21).
  dl: {
    display: "grid",
    gridTemplateColumns: "fit-content(50%) minmax(0, 1fr)",
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
    "@media (max-width: 479.98px)": { gridTemplateColumns: "minmax(0, 1fr)", rowGap: tokens.spacingVerticalXXS },
  },
  dt: { fontWeight: tokens.fontWeightSemibold },
  dd: { margin: 0, overflowWrap: "anywhere", fontVariantNumeric: "tabular-nums", "@media (max-width: 479.98px)": { marginBlockEnd: tokens.spacingVerticalS } },
  state: { display: "inline-block", paddingInline: tokens.spacingHorizontalS, borderRadius: tokens.borderRadiusMedium, fontWeight: tokens.fontWeightSemibold },
  ok: {
    color: tokens.colorPaletteGreenForeground1,
    backgroundColor: tokens.colorPaletteGreenBackground1,
    border: `1px solid ${tokens.colorPaletteGreenBorder1}`,
  },
  failing: {
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorPaletteYellowBackground1,
    border: `1px solid ${tokens.colorPaletteYellowBorder2}`,
  },
  down: { color: tokens.colorPaletteRedForeground1, backgroundColor: tokens.colorPaletteRedBackground1, border: `1px solid ${tokens.colorPaletteRedBorder1}` },
  pending: { color: tokens.colorNeutralForeground2, border: `1px solid ${tokens.colorNeutralStroke1}` },
  actions: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalM, marginBlock: `${tokens.spacingVerticalL} 0` },
  live: { minHeight: "1.5em", fontWeight: tokens.fontWeightSemibold, marginBlock: `${tokens.spacingVerticalM} 0` },
  links: { marginBlockStart: tokens.spacingVerticalXXL },
});

const t = defineMessages({
  title: { id: "metrics.connection.title", defaultMessage: "Prueba de conexión" },
  api: { id: "metrics.connection.api", defaultMessage: "API del portal" },
  metrics: { id: "metrics.connection.metrics", defaultMessage: "Servicio de métricas" },
  state: { id: "metrics.connection.state", defaultMessage: "Estado" },
  latency: { id: "metrics.connection.latency", defaultMessage: "Tiempo de respuesta" },
  version: { id: "metrics.connection.version", defaultMessage: "Versión" },
  database: { id: "metrics.connection.database", defaultMessage: "Base de datos" },
  enabled: { id: "metrics.connection.enabled", defaultMessage: "Registro de eventos" },
  buffered: { id: "metrics.connection.buffered", defaultMessage: "Registros en espera de guardarse" },
  written: { id: "metrics.connection.written", defaultMessage: "Registros guardados desde el último arranque" },
  lastWrite: { id: "metrics.connection.lastWrite", defaultMessage: "Última escritura" },
  error: { id: "metrics.connection.error", defaultMessage: "Detalle" },
  ok: { id: "metrics.connection.ok", defaultMessage: "Disponible" },
  failing: { id: "metrics.connection.failing", defaultMessage: "Con fallas" },
  down: { id: "metrics.connection.down", defaultMessage: "Sin respuesta" },
  checking: { id: "metrics.connection.checking", defaultMessage: "Comprobando…" },
  dbOk: { id: "metrics.connection.dbOk", defaultMessage: "Responde" },
  dbError: { id: "metrics.connection.dbError", defaultMessage: "No responde" },
  active: { id: "metrics.connection.active", defaultMessage: "Activo" },
  inactive: { id: "metrics.connection.inactive", defaultMessage: "Desactivado en el servidor" },
  never: { id: "metrics.connection.never", defaultMessage: "Aún no ha escrito" },
  writer: { id: "metrics.connection.writer", defaultMessage: "Escritura por lotes" },
  writerOk: { id: "metrics.connection.writerOk", defaultMessage: "Al día" },
  deadLetters: { id: "metrics.connection.deadLetters", defaultMessage: "Registros apartados (rechazados por la base de datos)" },
  unknown: { id: "metrics.connection.unknown", defaultMessage: "Sin dato" },
  retry: { id: "metrics.connection.retry", defaultMessage: "Probar de nuevo" },
  sendEvent: { id: "metrics.connection.sendEvent", defaultMessage: "Enviar evento de prueba" },
  eventSent: { id: "metrics.connection.eventSent", defaultMessage: "El evento de prueba llegó al servicio de métricas." },
  eventQueued: { id: "metrics.connection.eventQueued", defaultMessage: "No fue posible enviar el evento de prueba; quedó en cola y se reintentará." },
  eventDisabled: { id: "metrics.connection.eventDisabled", defaultMessage: "El registro de métricas está desactivado en este portal: el evento no se envió." },
  eventSending: { id: "metrics.connection.eventSending", defaultMessage: "Enviando el evento de prueba…" },
});

/** How one service answered: Disponible, Con fallas (it answered, but something is wrong) or Sin respuesta. */
type State = "ok" | "failing" | "down";

interface Check<T> {
  state: State;
  latencyMs: number;
  body?: T;
  error?: string;
}

/** `GET /api/health` as the server describes it (a 503 carries the same body). */
interface HealthBody {
  status?: string;
  db?: string;
  version?: string;
}

const elapsed = (since: number) => Math.round(performance.now() - since);

/**
 * axios arrives with the first request: loaded before the clock starts, so the first latency is the
 * server's and not the download of the library. Its failure is the request's to report.
 */
const warmUp = () => import(/* webpackChunkName: "axios" */ "axios").catch(() => undefined);

async function checkApi(api: ApiClient): Promise<Check<HealthBody>> {
  await warmUp();
  const start = performance.now();
  try {
    // A degraded server answers 503 with the same body: read it instead of failing.
    const res = await api.request<HealthBody>({ url: "/health", method: "GET", validateStatus: () => true });
    const latencyMs = elapsed(start);
    const body = typeof res.data === "object" && res.data !== null ? res.data : undefined;
    const ok = res.status === 200 && body?.status === "ok" && body.db === "ok";
    return { state: ok ? "ok" : "failing", latencyMs, body, error: ok ? undefined : `HTTP ${res.status}` };
  } catch (error) {
    return { state: "down", latencyMs: elapsed(start), error: errorText(error) };
  }
}

/** The reports' code could not even be loaded: the metrics service was not reached. */
const down = (error: unknown): Check<MetricsStatus> => ({ state: "down", latencyMs: 0, error: errorText(error) });

async function checkMetrics(reports: MetricsReportsStore): Promise<Check<MetricsStatus>> {
  await warmUp();
  const start = performance.now();
  try {
    const body = await reports.status();
    // Issue 20 §3: a stuck writer or a row set aside lately is a fault too (older servers omit status).
    const ok = body.enabled && body.database === "ok" && (body.status ?? "ok") === "ok";
    return { state: ok ? "ok" : "failing", latencyMs: elapsed(start), body };
  } catch (error) {
    const status = errorStatus(error);
    // An HTTP error is an answer (the service is there, failing); no answer at all is "down".
    return { state: status === undefined ? "down" : "failing", latencyMs: elapsed(start), error: errorText(error) ?? `HTTP ${status}` };
  }
}

function StateBadge({ state, intl }: { state: State | null; intl: IntlShape }) {
  const styles = useStyles();
  const tone = state === null ? styles.pending : styles[state];
  return <span className={mergeClasses(styles.state, tone)}>{intl.formatMessage(state === null ? t.checking : t[state])}</span>;
}

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.h2}>
        {title}
      </h2>
      <dl className={styles.dl}>{children}</dl>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <>
      <dt className={styles.dt}>{label}</dt>
      <dd className={styles.dd}>{children}</dd>
    </>
  );
}

/**
 * /test-connection: whether the portal's API and its metrics service answer, how fast, and the
 * metrics writer's state; plus a test event sent at once. The checks run after mount (the
 * prerendered page shows "Comprobando…"), and each result is announced in a live region.
 */
export default observer(function ConnectionTestView() {
  const styles = useStyles();
  const intl = useIntl();
  const stores = useStores();
  const { api, metrics, config } = stores;
  const mounted = useMounted();
  const [apiCheck, setApiCheck] = useState<Check<HealthBody> | null>(null);
  const [metricsCheck, setMetricsCheck] = useState<Check<MetricsStatus> | null>(null);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const [eventMessage, setEventMessage] = useState("");
  const live = useRef(true);
  useEffect(
    () => () => {
      live.current = false;
    },
    [],
  );

  const run = useCallback(async () => {
    setBusy(true);
    setApiCheck(null);
    setMetricsCheck(null);
    setAnnouncement(intl.formatMessage(t.checking));
    const [a, m] = await Promise.all([checkApi(api), stores.loadMetricsReports().then(checkMetrics, (error: unknown) => down(error))]);
    if (!live.current) return;
    setApiCheck(a);
    setMetricsCheck(m);
    setBusy(false);
    setAnnouncement(
      intl.formatMessage(
        {
          id: "metrics.connection.done",
          defaultMessage: "Comprobación terminada. API del portal: {api} ({apiMs} ms). Servicio de métricas: {metrics} ({metricsMs} ms).",
        },
        { api: intl.formatMessage(t[a.state]), apiMs: a.latencyMs, metrics: intl.formatMessage(t[m.state]), metricsMs: m.latencyMs },
      ),
    );
  }, [api, stores, intl]);

  useEffect(() => {
    void run();
  }, [run]);

  const sendTestEvent = async () => {
    if (!config.metricsApiEnabled) return setEventMessage(intl.formatMessage(t.eventDisabled));
    setEventMessage(intl.formatMessage(t.eventSending));
    metrics.trackCustom("evento_de_prueba", "/test-connection", { category: "prueba_conexion", label: "Prueba de conexión" });
    await metrics.flush();
    if (live.current) setEventMessage(intl.formatMessage(metrics.queued === 0 ? t.eventSent : t.eventQueued));
  };

  const ms = (c: Check<unknown> | null) => (c ? `${formatCount(intl, c.latencyMs)} ms` : "—");
  const unknown = intl.formatMessage(t.unknown);
  const status = metricsCheck?.body;
  const health = apiCheck?.body;
  return (
    <article className={styles.page}>
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <Body1 as="p" block className={styles.intro}>
        <FormattedMessage
          id="metrics.connection.intro"
          defaultMessage="Comprueba desde su navegador que la API del portal y el servicio de métricas responden, cuánto tardan y si la base de datos está disponible. Sirve para diagnosticar problemas de conexión antes de reportarlos a soporte."
        />
      </Body1>

      <div className={styles.cards}>
        <Card id="connection-api" title={intl.formatMessage(t.api)}>
          <Row label={intl.formatMessage(t.state)}>
            <StateBadge state={apiCheck?.state ?? null} intl={intl} />
          </Row>
          <Row label={intl.formatMessage(t.latency)}>{ms(apiCheck)}</Row>
          <Row label={intl.formatMessage(t.version)}>{health?.version ?? (apiCheck ? unknown : "—")}</Row>
          <Row label={intl.formatMessage(t.database)}>
            {health?.db ? intl.formatMessage(health.db === "ok" ? t.dbOk : t.dbError) : apiCheck ? unknown : "—"}
          </Row>
          {apiCheck?.error ? <Row label={intl.formatMessage(t.error)}>{apiCheck.error}</Row> : null}
        </Card>

        <Card id="connection-metrics" title={intl.formatMessage(t.metrics)}>
          <Row label={intl.formatMessage(t.state)}>
            <StateBadge state={metricsCheck?.state ?? null} intl={intl} />
          </Row>
          <Row label={intl.formatMessage(t.latency)}>{ms(metricsCheck)}</Row>
          <Row label={intl.formatMessage(t.enabled)}>{status ? intl.formatMessage(status.enabled ? t.active : t.inactive) : metricsCheck ? unknown : "—"}</Row>
          <Row label={intl.formatMessage(t.buffered)}>{status ? formatCount(intl, status.buffered) : metricsCheck ? unknown : "—"}</Row>
          <Row label={intl.formatMessage(t.written)}>{status ? formatCount(intl, status.written) : metricsCheck ? unknown : "—"}</Row>
          <Row label={intl.formatMessage(t.lastWrite)}>
            {status ? (status.lastWriteAt ? formatInstant(intl, status.lastWriteAt) : intl.formatMessage(t.never)) : metricsCheck ? unknown : "—"}
          </Row>
          <Row label={intl.formatMessage(t.database)}>
            {status ? intl.formatMessage(status.database === "ok" ? t.dbOk : t.dbError) : metricsCheck ? unknown : "—"}
          </Row>
          {status?.writer ? (
            <Row label={intl.formatMessage(t.writer)}>
              {status.writer === "ok" ? (
                intl.formatMessage(t.writerOk)
              ) : (
                <FormattedMessage
                  id="metrics.connection.writerStuck"
                  defaultMessage="Detenida: {failures, plural, one {# intento fallido} other {# intentos fallidos}} seguidos; el registro más antiguo espera desde hace {seconds} s"
                  values={{ failures: status.consecutiveFailures ?? 0, seconds: status.oldestBufferedSeconds ?? 0 }}
                />
              )}
            </Row>
          ) : null}
          {status?.deadLetters !== undefined ? <Row label={intl.formatMessage(t.deadLetters)}>{formatCount(intl, status.deadLetters)}</Row> : null}
          {metricsCheck?.error ? <Row label={intl.formatMessage(t.error)}>{metricsCheck.error}</Row> : null}
        </Card>
      </div>

      <div className={styles.actions}>
        {/* Never greyed out: its colour would change while the check runs. A click during a check does nothing. */}
        <Button appearance="primary" data-testid="connection-retry" onClick={() => void (busy ? undefined : run())}>
          {intl.formatMessage(t.retry)}
        </Button>
        <Button data-testid="connection-test-event" onClick={() => void sendTestEvent()}>
          {intl.formatMessage(t.sendEvent)}
        </Button>
      </div>
      <p className={styles.live} role="status" aria-live="polite" data-testid="connection-status">
        {announcement}
      </p>
      <p className={styles.live} role="status" aria-live="polite" data-testid="connection-event-status">
        {eventMessage}
      </p>

      <Section id="connection-more" title={<FormattedMessage id="metrics.connection.more" defaultMessage="Más herramientas" />}>
        <ul>
          <li>
            <RouterLink to="/metrics-dashboard">
              <FormattedMessage id="metrics.connection.dashboardLink" defaultMessage="Tablero de métricas" />
            </RouterLink>
          </li>
          <li>
            <RouterLink to="/test-metrics">
              <FormattedMessage id="metrics.connection.benchLink" defaultMessage="Banco de pruebas de eventos" />
            </RouterLink>
          </li>
        </ul>
      </Section>
    </article>
  );
});

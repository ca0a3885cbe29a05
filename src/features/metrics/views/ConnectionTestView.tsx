import { useEffect } from "react";
import { Button } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, FormattedMessage, useIntl } from "react-intl";
import { useFeatureStore } from "../../../app/StoresContext";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { PageIntro } from "../../../components/PageIntro";
import { RouteLink } from "../../../components/RouteLink";
import { formatCount, formatInstant } from "../../../format";
import { makeStyles, tokens } from "../../../theme";
import { CHECK_STATE } from "../connectionLabels";
import { connectionTestStoreKey, type Check, type TestEventState } from "../ConnectionTestStore";
import { Section } from "../parts/Section";
import { StateBadge } from "../parts/StateBadge";
import { StatusCard } from "../parts/StatusCard";
import { StatusRow } from "../parts/StatusRow";

const useStyles = makeStyles({
  page: { maxWidth: "60rem" },
  cards: { display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 18rem), 1fr))", gap: tokens.spacingHorizontalL },
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

/** The message of each state of the test event. */
const EVENT_MESSAGE: Record<TestEventState, { id: string; defaultMessage: string }> = {
  disabled: t.eventDisabled,
  sending: t.eventSending,
  sent: t.eventSent,
  queued: t.eventQueued,
};

/**
 * /test-connection: whether the portal's API and its metrics service answer, how fast, and the
 * metrics writer's state; plus a test event sent at once. The checks run after mount (the
 * prerendered page shows "Comprobando…"), and each result is announced in a live region.
 */
export default observer(function ConnectionTestView() {
  const styles = useStyles();
  const intl = useIntl();
  const store = useFeatureStore(connectionTestStoreKey);
  useEffect(() => {
    void store.open();
    return () => store.close();
  }, [store]);

  const { apiCheck, metricsCheck } = store;
  const announcement = store.isLoading
    ? intl.formatMessage(CHECK_STATE.checking)
    : apiCheck && metricsCheck
      ? intl.formatMessage(
          {
            id: "metrics.connection.done",
            defaultMessage: "Comprobación terminada. API del portal: {api} ({apiMs} ms). Servicio de métricas: {metrics} ({metricsMs} ms).",
          },
          {
            api: intl.formatMessage(CHECK_STATE[apiCheck.state]),
            apiMs: apiCheck.latencyMs,
            metrics: intl.formatMessage(CHECK_STATE[metricsCheck.state]),
            metricsMs: metricsCheck.latencyMs,
          },
        )
      : "";
  const eventMessage = store.testEvent ? intl.formatMessage(EVENT_MESSAGE[store.testEvent]) : "";
  const ms = (c: Check<unknown> | null) => (c ? `${formatCount(intl, c.latencyMs)} ms` : "—");
  const unknown = intl.formatMessage(t.unknown);
  const status = metricsCheck?.body;
  const health = apiCheck?.body;
  return (
    <article className={styles.page}>
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <PageIntro narrow>
        <FormattedMessage
          id="metrics.connection.intro"
          defaultMessage="Comprueba desde su navegador que la API del portal y el servicio de métricas responden, cuánto tardan y si la base de datos está disponible. Sirve para diagnosticar problemas de conexión antes de reportarlos a soporte."
        />
      </PageIntro>

      <div className={styles.cards}>
        <StatusCard id="connection-api" title={intl.formatMessage(t.api)}>
          <StatusRow label={intl.formatMessage(t.state)}>
            <StateBadge state={apiCheck?.state ?? null} />
          </StatusRow>
          <StatusRow label={intl.formatMessage(t.latency)}>{ms(apiCheck)}</StatusRow>
          <StatusRow label={intl.formatMessage(t.version)}>{health?.version ?? (apiCheck ? unknown : "—")}</StatusRow>
          <StatusRow label={intl.formatMessage(t.database)}>
            {health?.db ? intl.formatMessage(health.db === "ok" ? t.dbOk : t.dbError) : apiCheck ? unknown : "—"}
          </StatusRow>
          {apiCheck?.error ? <StatusRow label={intl.formatMessage(t.error)}>{apiCheck.error}</StatusRow> : null}
        </StatusCard>

        <StatusCard id="connection-metrics" title={intl.formatMessage(t.metrics)}>
          <StatusRow label={intl.formatMessage(t.state)}>
            <StateBadge state={metricsCheck?.state ?? null} />
          </StatusRow>
          <StatusRow label={intl.formatMessage(t.latency)}>{ms(metricsCheck)}</StatusRow>
          <StatusRow label={intl.formatMessage(t.enabled)}>
            {status ? intl.formatMessage(status.enabled ? t.active : t.inactive) : metricsCheck ? unknown : "—"}
          </StatusRow>
          <StatusRow label={intl.formatMessage(t.buffered)}>{status ? formatCount(intl, status.buffered) : metricsCheck ? unknown : "—"}</StatusRow>
          <StatusRow label={intl.formatMessage(t.written)}>{status ? formatCount(intl, status.written) : metricsCheck ? unknown : "—"}</StatusRow>
          <StatusRow label={intl.formatMessage(t.lastWrite)}>
            {status ? (status.lastWriteAt ? formatInstant(intl, status.lastWriteAt) : intl.formatMessage(t.never)) : metricsCheck ? unknown : "—"}
          </StatusRow>
          <StatusRow label={intl.formatMessage(t.database)}>
            {status ? intl.formatMessage(status.database === "ok" ? t.dbOk : t.dbError) : metricsCheck ? unknown : "—"}
          </StatusRow>
          {status?.writer ? (
            <StatusRow label={intl.formatMessage(t.writer)}>
              {status.writer === "ok" ? (
                intl.formatMessage(t.writerOk)
              ) : (
                <FormattedMessage
                  id="metrics.connection.writerStuck"
                  defaultMessage="Detenida: {failures, plural, one {# intento fallido} other {# intentos fallidos}} seguidos; el registro más antiguo espera desde hace {seconds} s"
                  values={{ failures: status.consecutiveFailures ?? 0, seconds: status.oldestBufferedSeconds ?? 0 }}
                />
              )}
            </StatusRow>
          ) : null}
          {status?.deadLetters !== undefined ? <StatusRow label={intl.formatMessage(t.deadLetters)}>{formatCount(intl, status.deadLetters)}</StatusRow> : null}
          {metricsCheck?.error ? <StatusRow label={intl.formatMessage(t.error)}>{metricsCheck.error}</StatusRow> : null}
        </StatusCard>
      </div>

      <div className={styles.actions}>
        {/* Never greyed out: its colour would change while the check runs. A click during a check does nothing. */}
        <Button appearance="primary" data-testid="connection-retry" onClick={() => void store.check()}>
          {intl.formatMessage(t.retry)}
        </Button>
        <Button data-testid="connection-test-event" onClick={() => void store.sendTestEvent()}>
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
            <RouteLink route="metricas.dashboard">
              <FormattedMessage id="metrics.connection.dashboardLink" defaultMessage="Tablero de métricas" />
            </RouteLink>
          </li>
          <li>
            <RouteLink route="metricas.test">
              <FormattedMessage id="metrics.connection.benchLink" defaultMessage="Banco de pruebas de eventos" />
            </RouteLink>
          </li>
        </ul>
      </Section>
    </article>
  );
});

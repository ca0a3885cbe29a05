import { useState, type ReactNode } from "react";
import { Body1, Button, Field, Input } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router-dom";
import { TextField } from "../../../components/forms/fields";
import { useRouteHref } from "../../../components/RouteLink";
import { useMounted } from "../../../components/useMounted";
import { makeStyles, tokens } from "../../../theme";
import { searchPath } from "../../general/searchIndex";
import { BENCH_DOCUMENT } from "../benchPages";
import { Section } from "./Section";
import { BENCH_FORM_IDS, type Bench } from "./useBench";

const useStyles = makeStyles({
  group: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL} ${tokens.spacingVerticalL}`,
    marginBlockEnd: tokens.spacingVerticalL,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  h3: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, marginBlock: `${tokens.spacingVerticalS} ${tokens.spacingVerticalS}` },
  help: { marginBlockEnd: tokens.spacingVerticalM, color: tokens.colorNeutralForeground2, maxWidth: "44rem" },
  row: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: tokens.spacingHorizontalS },
  form: { display: "flex", flexWrap: "wrap", alignItems: "flex-start", columnGap: tokens.spacingHorizontalL },
  submit: { marginBlockStart: "1.6rem" },
  field: { marginBlockEnd: tokens.spacingVerticalL, minWidth: "16rem" },
  linkButton: {
    display: "inline-flex",
    alignItems: "center",
    minHeight: "32px",
    paddingInline: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: "none",
    ":hover": { backgroundColor: tokens.colorNeutralBackground1Hover },
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "2px" },
  },
  status: {
    minHeight: "1.5em",
    marginBlock: `${tokens.spacingVerticalS} 0`,
    fontWeight: tokens.fontWeightSemibold,
  },
  queue: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: tokens.spacingHorizontalL },
  count: { fontSize: tokens.fontSizeBase500, fontVariantNumeric: "tabular-nums" },
  visuallyHidden: { position: "absolute", width: "1px", height: "1px", overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" },
});

const t = defineMessages({
  benchTitle: { id: "metrics.bench.title", defaultMessage: "Banco de pruebas de eventos" },
  downloadTitle: { id: "metrics.bench.download", defaultMessage: "Descarga de un archivo" },
  downloadLink: { id: "metrics.bench.downloadLink", defaultMessage: "Descargar el modelo de abastecimiento estratégico 2026 (PDF, 3 KB)" },
  shareTitle: { id: "metrics.bench.share", defaultMessage: "Compartir esta página" },
  shareWhatsApp: { id: "metrics.bench.shareWhatsApp", defaultMessage: "Compartir por WhatsApp" },
  shareFacebook: { id: "metrics.bench.shareFacebook", defaultMessage: "Compartir en Facebook" },
  shareX: { id: "metrics.bench.shareX", defaultMessage: "Compartir en X" },
  copyLink: { id: "metrics.bench.copyLink", defaultMessage: "Copiar el enlace" },
  newTab: { id: "metrics.bench.newTab", defaultMessage: "(se abre en una pestaña nueva)" },
  formTitle: { id: "metrics.bench.form", defaultMessage: "Formulario de prueba" },
  formName: { id: "metrics.bench.formName", defaultMessage: "Nombre" },
  formNameHint: { id: "metrics.bench.formNameHint", defaultMessage: "Cualquier nombre sirve: no se guarda, solo se cuenta el envío." },
  formSubmit: { id: "metrics.bench.formSubmit", defaultMessage: "Enviar formulario de prueba" },
  searchTitle: { id: "metrics.bench.search", defaultMessage: "Búsqueda" },
  searchLabel: { id: "metrics.bench.searchLabel", defaultMessage: "Buscar en el portal" },
  searchSubmit: { id: "metrics.bench.searchSubmit", defaultMessage: "Buscar" },
  customTitle: { id: "metrics.bench.custom", defaultMessage: "Evento personalizado" },
  customButton: { id: "metrics.bench.customButton", defaultMessage: "Registrar un evento personalizado" },
  queueTitle: { id: "metrics.bench.queue", defaultMessage: "Cola de envío" },
  flush: { id: "metrics.bench.flush", defaultMessage: "Enviar ahora" },
  flushed: { id: "metrics.bench.flushed", defaultMessage: "Se enviaron los eventos que estaban en cola." },
  flushFailed: { id: "metrics.bench.flushFailed", defaultMessage: "No fue posible enviar los eventos; siguen en cola y se reintentarán." },
  disabled: { id: "metrics.bench.disabled", defaultMessage: "El registro de métricas está desactivado en este portal: los eventos no se envían." },
  copied: { id: "metrics.bench.copied", defaultMessage: "Enlace copiado. Se registró un evento «share»." },
  copyFailed: {
    id: "metrics.bench.copyFailed",
    defaultMessage: "Se registró un evento «share», pero el navegador no permitió copiar el enlace: cópielo de la barra de direcciones.",
  },
});

function Group({ id, title, help, children }: { id: string; title: ReactNode; help?: ReactNode; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.group} role="group" aria-labelledby={id}>
      <h3 id={id} className={styles.h3}>
        {title}
      </h3>
      {help ? (
        <Body1 as="p" block className={styles.help}>
          {help}
        </Body1>
      ) : null}
      {children}
    </div>
  );
}

/**
 * Buttons that fire each kind of event through the MetricsStore (downloads, shares, a form, a
 * search, a custom event), the live count of events still queued and a button to send them now.
 * Every control has a stable data-testid for the end-to-end tests.
 */
export const TrackingBench = observer(function TrackingBench({ bench }: { bench: Bench }) {
  const styles = useStyles();
  const intl = useIntl();
  const navigate = useNavigate();
  const routeHref = useRouteHref();
  const mounted = useMounted();
  const [query, setQuery] = useState("");
  const [customCount, setCustomCount] = useState(0);
  const { pagePath, announce, form, store } = bench;
  const f = (d: { id: string; defaultMessage: string }) => intl.formatMessage(d);
  // The address to share is known only in the browser; the prerendered HTML shares the path.
  const url = mounted ? new URL(pagePath, window.location.origin).href : pagePath;
  const shared = (network: string) => {
    store.share(network, pagePath);
    announce(intl.formatMessage({ id: "metrics.bench.shared", defaultMessage: "Se registró un evento «share» ({network})." }, { network }));
  };
  const shareLinks = [
    { network: "whatsapp", testId: "fire-share-whatsapp", label: t.shareWhatsApp, href: `https://wa.me/?text=${encodeURIComponent(url)}` },
    {
      network: "facebook",
      testId: "fire-share-facebook",
      label: t.shareFacebook,
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    },
    { network: "x", testId: "fire-share-x", label: t.shareX, href: `https://x.com/intent/post?url=${encodeURIComponent(url)}` },
  ];

  const copyLink = async () => {
    store.share("copiar_enlace", pagePath);
    try {
      await navigator.clipboard.writeText(url);
      announce(f(t.copied));
    } catch {
      announce(f(t.copyFailed)); // no permission, or an insecure origin: the event still counts
    }
  };

  const flushNow = async () => {
    const outcome = await store.flush();
    announce(f(outcome === "disabled" ? t.disabled : outcome === "flushed" ? t.flushed : t.flushFailed));
  };

  return (
    <Section id="bench-title" title={f(t.benchTitle)}>
      <Body1 as="p" block className={styles.help}>
        <FormattedMessage
          id="metrics.bench.intro"
          defaultMessage="Cada botón registra un evento en el servicio de métricas del portal. Los eventos esperan en una cola y se envían juntos después de dos segundos sin actividad o cuando se acumulan diez; con «Enviar ahora» salen de inmediato."
        />
      </Body1>

      <Group id="bench-download" title={f(t.downloadTitle)}>
        <a
          className={styles.linkButton}
          href={BENCH_DOCUMENT}
          download
          data-testid="fire-download"
          onClick={() => {
            store.download(pagePath);
            announce(intl.formatMessage({ id: "metrics.bench.downloaded", defaultMessage: "Se registró un evento «file_download»." }));
          }}
        >
          {f(t.downloadLink)}
        </a>
      </Group>

      <Group id="bench-share" title={f(t.shareTitle)}>
        <div className={styles.row}>
          {shareLinks.map((s) => (
            <a
              key={s.network}
              className={styles.linkButton}
              href={s.href}
              target="_blank"
              rel="noopener noreferrer"
              data-testid={s.testId}
              onClick={() => shared(s.network)}
            >
              {f(s.label)}
              <span className={styles.visuallyHidden}> {f(t.newTab)}</span>
            </a>
          ))}
          <Button data-testid="fire-share" onClick={() => void copyLink()}>
            {f(t.copyLink)}
          </Button>
        </div>
      </Group>

      <Group id="bench-form" title={f(t.formTitle)}>
        <form {...form.formProps} className={styles.form} aria-labelledby="bench-form">
          <TextField
            id={BENCH_FORM_IDS.name}
            label={f(t.formName)}
            hint={f(t.formNameHint)}
            value={form.values.name}
            onChange={(v) => form.set("name", v)}
            error={form.errors.name}
            autoComplete="off"
            maxLength={100}
            required
          />
          <Button type="submit" data-testid="fire-form" className={styles.submit}>
            {f(t.formSubmit)}
          </Button>
        </form>
      </Group>

      <Group
        id="bench-search"
        title={f(t.searchTitle)}
        help={
          <FormattedMessage
            id="metrics.bench.searchHelp"
            defaultMessage="Lleva a la página de búsqueda, que registra el término y cuántos resultados encontró. Las búsquedas sin resultados aparecen resaltadas en el tablero."
          />
        }
      >
        <form
          role="search"
          aria-labelledby="bench-search"
          action={routeHref({ route: "general.search" })}
          method="get"
          className={styles.form}
          inert={!mounted}
          onSubmit={(e) => {
            e.preventDefault();
            void navigate(searchPath(query));
          }}
        >
          {/* Named q, like the header's search: without the app the form still reaches /buscar?q=… */}
          <Field label={f(t.searchLabel)} className={styles.field}>
            <Input id="bench-search-q" name="q" type="search" value={query} maxLength={200} onChange={(_, d) => setQuery(d.value)} />
          </Field>
          <Button type="submit" data-testid="fire-search" className={styles.submit}>
            {f(t.searchSubmit)}
          </Button>
        </form>
      </Group>

      <Group id="bench-custom" title={f(t.customTitle)}>
        <Button
          data-testid="fire-custom"
          onClick={() => {
            const n = customCount + 1;
            setCustomCount(n);
            store.custom(pagePath, n);
            announce(intl.formatMessage({ id: "metrics.bench.customFired", defaultMessage: "Se registró un evento «custom» (clic {n})." }, { n }));
          }}
        >
          {f(t.customButton)}
        </Button>
      </Group>

      <Group id="bench-queue" title={f(t.queueTitle)}>
        <div className={styles.queue}>
          <p aria-live="polite" aria-atomic="true">
            <FormattedMessage
              id="metrics.bench.queued"
              defaultMessage="Eventos en cola: {count}"
              values={{
                count: (
                  <strong className={styles.count} data-testid="queued-count">
                    {store.queued}
                  </strong>
                ),
              }}
            />
          </p>
          <Button appearance="primary" data-testid="flush-now" onClick={() => void flushNow()}>
            {f(t.flush)}
          </Button>
        </div>
      </Group>

      <p className={styles.status} role="status" data-testid="bench-status">
        {bench.message}
      </p>
    </Section>
  );
});

import { useEffect, useState, type ReactNode } from "react";
import { Badge, Body1, Button, Caption1, Link as FluentLink } from "@fluentui/react-components";
import { defineMessages, FormattedDate, useIntl, type IntlShape, type MessageDescriptor } from "react-intl";
import { Link, useLocation, useSearchParams } from "react-router-dom";
import { useStores } from "../../app/StoresContext";
import { errorText } from "../../services/apiClient";
import { TIME_ZONE } from "../../shared/constants";
import { bogotaDay } from "../../shared/time";
import { CUT_SERVICES, NEWS_CATEGORIES, newsPath, type CutService, type CutState, type NewsCategory, type NewsSummary } from "../../shared/news";
import { makeStyles, mergeClasses, tokens } from "../../theme";

import { fm } from "../../components/useLoad";

export { fm, useLoad } from "../../components/useLoad";

export const nm = defineMessages({
  loading: { id: "news.loading", defaultMessage: "Cargando…" },
  loadError: { id: "news.loadError", defaultMessage: "No fue posible cargar las noticias. Revise su conexión e intente de nuevo." },
  retry: { id: "news.retry", defaultMessage: "Intentar de nuevo" },
  readingTime: { id: "news.readingTime", defaultMessage: "Lectura de {minutes, plural, one {# minuto} other {# minutos}}" },
  previous: { id: "news.pagination.previous", defaultMessage: "Anterior" },
  next: { id: "news.pagination.next", defaultMessage: "Siguiente" },
  pageOf: { id: "news.pagination.pageOf", defaultMessage: "Página {page} de {pages}" },
  pagination: { id: "news.pagination.label", defaultMessage: "Páginas de resultados" },
  share: { id: "news.share.title", defaultMessage: "Compartir" },
  shareOn: { id: "news.share.on", defaultMessage: "Compartir en {network} (abre una ventana nueva)" },
  copyLink: { id: "news.share.copy", defaultMessage: "Copiar enlace" },
  copied: { id: "news.share.copied", defaultMessage: "Enlace copiado." },
  copyFailed: { id: "news.share.copyFailed", defaultMessage: "No fue posible copiar el enlace. Cópielo de la barra de direcciones." },
  zones: { id: "news.cut.zones", defaultMessage: "Zonas afectadas" },
  service: { id: "news.cut.service", defaultMessage: "Servicio" },
  window: { id: "news.cut.window", defaultMessage: "Horario" },
  reason: { id: "news.cut.reason", defaultMessage: "Motivo" },
  state: { id: "news.cut.state", defaultMessage: "Estado" },
  catGeneral: { id: "news.category.general", defaultMessage: "General" },
  catEnergia: { id: "news.category.energia", defaultMessage: "Energía" },
  catWater: { id: "news.category.water", defaultMessage: "Acueducto y alcantarillado" },
  catTelco: { id: "news.category.telco", defaultMessage: "Telecomunicaciones" },
  catCuts: { id: "news.category.cuts", defaultMessage: "Cortes programados" },
  svcEnergia: { id: "news.service.energia", defaultMessage: "Energía" },
  svcAcueducto: { id: "news.service.acueducto", defaultMessage: "Acueducto" },
  svcAlcantarillado: { id: "news.service.alcantarillado", defaultMessage: "Alcantarillado" },
  svcTelco: { id: "news.service.telco", defaultMessage: "Telecomunicaciones" },
  stateScheduled: { id: "news.cut.state.programado", defaultMessage: "Programado" },
  stateActive: { id: "news.cut.state.enCurso", defaultMessage: "En curso" },
  stateDone: { id: "news.cut.state.finalizado", defaultMessage: "Finalizado" },
});

export const CATEGORY_MESSAGES: Record<NewsCategory, MessageDescriptor> = {
  general: nm.catGeneral,
  energia: nm.catEnergia,
  "acueducto-alcantarillado": nm.catWater,
  telco: nm.catTelco,
  cortes: nm.catCuts,
};

export const SERVICE_MESSAGES: Record<CutService, MessageDescriptor> = {
  energia: nm.svcEnergia,
  acueducto: nm.svcAcueducto,
  alcantarillado: nm.svcAlcantarillado,
  telco: nm.svcTelco,
};

export const STATE_MESSAGES: Record<CutState, MessageDescriptor> = {
  programado: nm.stateScheduled,
  "en-curso": nm.stateActive,
  finalizado: nm.stateDone,
};

const useStyles = makeStyles({
  list: { listStyle: "none", padding: 0, margin: 0, display: "grid", gap: tokens.spacingVerticalL },
  card: {
    display: "grid",
    gap: tokens.spacingVerticalXS,
    paddingBlock: tokens.spacingVerticalM,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  // With a picture: a thumbnail at the start and the text beside it. Kept small on a phone, so the
  // page's largest paint stays its prerendered lead, not a picture that arrives after the API.
  withImage: {
    gridTemplateColumns: "5.5rem minmax(0, 1fr)",
    gridTemplateAreas: `"thumb text"`,
    alignItems: "start",
    columnGap: tokens.spacingHorizontalM,
    "@media (min-width: 768px)": { gridTemplateColumns: "12rem minmax(0, 1fr)", columnGap: tokens.spacingHorizontalL },
  },
  cardText: { gridArea: "text", display: "grid", gap: tokens.spacingVerticalXS, minWidth: 0 },
  thumb: {
    gridArea: "thumb",
    display: "block",
    width: "100%",
    height: "auto",
    marginBlockStart: tokens.spacingVerticalXXS,
    aspectRatio: "16 / 9",
    objectFit: "cover",
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  cardTitle: { fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, fontWeight: tokens.fontWeightSemibold, margin: 0 },
  titleLink: {
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: "underline",
    ":hover": { color: tokens.colorBrandForegroundLinkHover },
  },
  meta: { color: tokens.colorNeutralForeground2, display: "flex", flexWrap: "wrap", columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXXS },
  summary: { margin: 0, maxWidth: "40rem" },
  pager: { display: "flex", alignItems: "center", flexWrap: "wrap", gap: tokens.spacingHorizontalL, marginBlockStart: tokens.spacingVerticalXL },
  share: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: tokens.spacingHorizontalS, marginBlock: tokens.spacingVerticalXL },
  shareTitle: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, margin: 0, marginInlineEnd: tokens.spacingHorizontalS },
  cutFacts: {
    display: "grid",
    gridTemplateColumns: "max-content 1fr",
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
    "@media (max-width: 480px)": { gridTemplateColumns: "1fr" },
  },
  dt: { fontWeight: tokens.fontWeightSemibold },
  dd: { margin: 0 },
  problem: { display: "grid", gap: tokens.spacingVerticalM, justifyItems: "start", marginBlock: tokens.spacingVerticalL },
  // At least a screen of room while the first page loads: what lies below it is off the screen,
  // so nothing visible moves when the items arrive (CLS ≤ 0.02, issue 21).
  placeholder: { minBlockSize: "100vh", alignContent: "start" },
  bar: { display: "block", blockSize: "1rem", borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground3 },
  barTitle: { blockSize: "1.25rem", inlineSize: "85%" },
  barShort: { inlineSize: "40%" },
});

/** The categories as options of a select, in their order. */
export function categoryOptions(intl: IntlShape): { value: NewsCategory; label: string }[] {
  return NEWS_CATEGORIES.map((c) => ({ value: c, label: intl.formatMessage(CATEGORY_MESSAGES[c]) }));
}

/** The services a cut can affect, as options of a select. */
export function serviceOptions(intl: IntlShape): { value: CutService; label: string }[] {
  return CUT_SERVICES.map((s) => ({ value: s, label: intl.formatMessage(SERVICE_MESSAGES[s]) }));
}

/** Items a list page asks for at a time. */
export const LIST_PAGE_SIZE = 10;

/** What /noticias, its water and sewer variant and /noticias-cortes share: width, lead, count, links. */
export const useListPageStyles = makeStyles({
  page: { maxWidth: "60rem" },
  // A lead paragraph in larger type: it is in the prerendered page, so the page reads at once
  // while the list comes from the API.
  intro: {
    color: tokens.colorNeutralForeground2,
    maxWidth: "48rem",
    marginBlockEnd: tokens.spacingVerticalL,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
  },
  count: { marginBlock: tokens.spacingVerticalM, fontWeight: tokens.fontWeightSemibold },
  link: { color: tokens.colorBrandForegroundLink, textDecorationLine: "underline" },
});

/** The colour of a cut's state badge: what is happening now stands out. */
export function StateBadge({ state }: { state: CutState }) {
  const intl = useIntl();
  const color = state === "en-curso" ? "danger" : state === "programado" ? "warning" : "informative";
  return (
    <Badge appearance={state === "finalizado" ? "outline" : "filled"} color={color} shape="rounded">
      {intl.formatMessage(STATE_MESSAGES[state])}
    </Badge>
  );
}

/** A cut's window in Bogotá time: one date when it starts and ends the same day. */
export function CutWindow({ startsAt, endsAt }: { startsAt: string; endsAt: string }) {
  const sameDay = bogotaDay(Date.parse(startsAt)) === bogotaDay(Date.parse(endsAt));
  return (
    <>
      <FormattedDate value={startsAt} weekday="long" day="numeric" month="long" hour="numeric" minute="2-digit" timeZone={TIME_ZONE} />
      {" – "}
      {sameDay ? (
        <FormattedDate value={endsAt} hour="numeric" minute="2-digit" timeZone={TIME_ZONE} />
      ) : (
        <FormattedDate value={endsAt} weekday="long" day="numeric" month="long" hour="numeric" minute="2-digit" timeZone={TIME_ZONE} />
      )}
    </>
  );
}

/** Service, zones, window and reason of a cut, as a description list. */
export function CutFacts({ cut }: { cut: NonNullable<NewsSummary["cut"]> }) {
  const intl = useIntl();
  const styles = useStyles();
  const row = (label: MessageDescriptor, value: ReactNode) => (
    <>
      <dt className={styles.dt}>{intl.formatMessage(label)}</dt>
      <dd className={styles.dd}>{value}</dd>
    </>
  );
  return (
    <dl className={styles.cutFacts}>
      {row(nm.state, <StateBadge state={cut.state} />)}
      {row(nm.service, intl.formatMessage(SERVICE_MESSAGES[cut.service]))}
      {row(nm.window, <CutWindow startsAt={cut.startsAt} endsAt={cut.endsAt} />)}
      {row(nm.zones, cut.zones.join(", "))}
      {row(nm.reason, cut.reason)}
    </dl>
  );
}

/** Size of the pictures the demo seed stores (16:9); the box keeps it whatever the upload's size. */
export const NEWS_IMAGE_SIZE = { width: 800, height: 450 } as const;

/** One item of a list: its title links to the detail; cuts show their facts; its picture, if any. */
export function NewsCard({ item, headingLevel = 2, eager = false }: { item: NewsSummary; headingLevel?: 2 | 3; eager?: boolean }) {
  const intl = useIntl();
  const styles = useStyles();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const text = (
    <>
      <Heading className={styles.cardTitle}>
        <Link className={styles.titleLink} to={newsPath(item)}>
          {item.title}
        </Link>
      </Heading>
      <Caption1 className={styles.meta}>
        <span>
          <FormattedDate value={item.publishedAt} dateStyle="long" timeZone={TIME_ZONE} />
        </span>
        <span>{intl.formatMessage(CATEGORY_MESSAGES[item.category])}</span>
        {item.readingMinutes > 0 ? <span>{fm(intl, nm.readingTime, { minutes: item.readingMinutes })}</span> : null}
      </Caption1>
      {item.cut ? <CutFacts cut={item.cut} /> : null}
      <Body1 as="p" className={styles.summary}>
        {item.summary}
      </Body1>
    </>
  );
  if (!item.imageUrl) return <li className={styles.card}>{text}</li>;
  return (
    <li className={mergeClasses(styles.card, styles.withImage)}>
      <div className={styles.cardText}>{text}</div>
      {/* After the text in reading order; shown first. Width and height give the box before it loads. */}
      <img
        className={styles.thumb}
        src={item.imageUrl}
        alt={item.imageAlt}
        width={NEWS_IMAGE_SIZE.width}
        height={NEWS_IMAGE_SIZE.height}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
      />
    </li>
  );
}

export function NewsList({ items, headingLevel }: { items: readonly NewsSummary[]; headingLevel?: 2 | 3 }) {
  const styles = useStyles();
  return (
    <ul className={styles.list}>
      {items.map((n, i) => (
        <NewsCard key={n.id} item={n} headingLevel={headingLevel} eager={i < 2} />
      ))}
    </ul>
  );
}

/** What the list shows while its first page loads (also in the prerendered page): grey cards in its place. */
export function NewsListPlaceholder() {
  const styles = useStyles();
  return (
    <ul className={mergeClasses(styles.list, styles.placeholder)} aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <li key={i} className={mergeClasses(styles.card, styles.withImage)}>
          <span className={styles.cardText}>
            <span className={mergeClasses(styles.bar, styles.barTitle)} />
            <span className={mergeClasses(styles.bar, styles.barShort)} />
            <span className={styles.bar} />
          </span>
          <span className={styles.thumb} />
        </li>
      ))}
    </ul>
  );
}

/** Previous / next links that keep the other parameters of the address. */
export function Pagination({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (page: number) => string }) {
  const intl = useIntl();
  const styles = useStyles();
  if (pages <= 1) return null;
  return (
    <nav aria-label={intl.formatMessage(nm.pagination)} className={styles.pager}>
      {page > 1 ? (
        <Link className={styles.titleLink} to={hrefFor(page - 1)} rel="prev">
          {intl.formatMessage(nm.previous)}
        </Link>
      ) : null}
      <span aria-current="page">{fm(intl, nm.pageOf, { page, pages })}</span>
      {page < pages ? (
        <Link className={styles.titleLink} to={hrefFor(page + 1)} rel="next">
          {intl.formatMessage(nm.next)}
        </Link>
      ) : null}
    </nav>
  );
}

/** What a failed load shows instead of a blank page: the reason and a retry button. */
export function LoadProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <div role="alert" className={styles.problem}>
      <Body1>{intl.formatMessage(nm.loadError)}</Body1>
      {errorText(error) ? <Caption1>{errorText(error)}</Caption1> : null}
      <Button onClick={onRetry}>{intl.formatMessage(nm.retry)}</Button>
    </div>
  );
}

const NETWORKS = [
  { name: "Facebook", href: (u: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(u)}` },
  { name: "X", href: (u: string, t: string) => `https://x.com/intent/post?url=${encodeURIComponent(u)}&text=${encodeURIComponent(t)}` },
  { name: "WhatsApp", href: (u: string, t: string) => `https://wa.me/?text=${encodeURIComponent(`${t} ${u}`)}` },
  { name: "LinkedIn", href: (u: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(u)}` },
] as const;

/** Share links (each tracked as a share event) and a copy-link button. */
export function ShareButtons({ title, path }: { title: string; path: string }) {
  const intl = useIntl();
  const styles = useStyles();
  const { metrics, toasts } = useStores();
  const [url, setUrl] = useState("");
  useEffect(() => setUrl(new URL(path, window.location.origin).href), [path]);
  const pagePath = path.split("?")[0];
  const copy = async () => {
    metrics.trackShare("copiar-enlace", pagePath);
    try {
      await navigator.clipboard.writeText(url);
      toasts.success(intl.formatMessage(nm.copied));
    } catch {
      toasts.error(intl.formatMessage(nm.copyFailed));
    }
  };
  return (
    <section className={styles.share} aria-labelledby="share-title">
      <h2 id="share-title" className={styles.shareTitle}>
        {intl.formatMessage(nm.share)}
      </h2>
      {NETWORKS.map((n) => (
        <FluentLink
          key={n.name}
          href={url ? n.href(url, title) : undefined}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={fm(intl, nm.shareOn, { network: n.name })}
          onClick={() => metrics.trackShare(n.name.toLowerCase(), pagePath)}
        >
          {n.name}
        </FluentLink>
      ))}
      <Button size="small" onClick={() => void copy()}>
        {intl.formatMessage(nm.copyLink)}
      </Button>
    </section>
  );
}

/**
 * A list's filters and page kept in the address (so a search can be shared and Back returns to it):
 * `update` changes filters and goes back to the first page; `hrefFor` links to another page.
 */
export function useAddressFilters() {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get("pagina") ?? "1", 10) || 1);
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    next.delete("pagina");
    setParams(next);
  };
  const hrefFor = (p: number) => {
    const next = new URLSearchParams(params);
    if (p > 1) next.set("pagina", String(p));
    else next.delete("pagina");
    const qs = next.toString();
    return qs ? `${pathname}?${qs}` : pathname;
  };
  return { params, page, pathname, update, hrefFor };
}

import { useEffect } from "react";
import { Body1, Caption1 } from "@fluentui/react-components";
import { ArrowLeft16Regular, Warning20Regular } from "@fluentui/react-icons";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { Link, useSearchParams } from "react-router-dom";
import { useFeatureStore, useStores } from "../../../app/StoresContext";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { PageSpinner } from "../../../components/PageSpinner";
import { useRouteHref } from "../../../components/RouteLink";
import { fm } from "../../../components/useLoad";
import { useFormat } from "../../../format";
import { newsPath } from "../../../shared/news";
import { makeStyles, mergeClasses, tokens } from "../../../theme";
import { CATEGORY_MESSAGES, nm } from "../newsLabels";
import { newsStoreKey } from "../NewsStore";
import { CutFacts } from "../parts/CutFacts";
import { LoadProblem } from "../parts/LoadProblem";
import { NEWS_IMAGE_SIZE } from "../parts/newsStyles";
import { CalendarLinks } from "../parts/CalendarLinks";
import { CutAlertForm } from "../parts/CutAlertForm";
import { ShareButtons } from "../parts/ShareButtons";

const t = defineMessages({
  notFoundTitle: { id: "news.detail.notFoundTitle", defaultMessage: "No encontramos esa noticia" },
  notFound: {
    id: "news.detail.notFound",
    defaultMessage: "Puede que se haya retirado o que la dirección esté incompleta. Busque la noticia en el listado.",
  },
  backNews: { id: "news.detail.backNews", defaultMessage: "Volver a las noticias" },
  backCuts: { id: "news.detail.backCuts", defaultMessage: "Volver a los cortes programados" },
  by: { id: "news.detail.by", defaultMessage: "Por {author}" },
  updated: { id: "news.detail.updated", defaultMessage: "Actualizada el {date}" },
  tags: { id: "news.detail.tags", defaultMessage: "Temas" },
  cutSummary: { id: "news.detail.cutSummary", defaultMessage: "Datos del corte" },
  failure: {
    id: "news.detail.failure",
    defaultMessage: "Si el servicio no vuelve al terminar el horario anunciado, repórtelo:",
  },
  failureLink: { id: "news.detail.failureLink", defaultMessage: "Reportar una falla" },
});

const useStyles = makeStyles({
  page: { maxWidth: "48rem" },
  meta: {
    color: tokens.colorNeutralForeground2,
    display: "flex",
    flexWrap: "wrap",
    columnGap: tokens.spacingHorizontalL,
    marginBlockEnd: tokens.spacingVerticalL,
  },
  lead: { fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, marginBlockEnd: tokens.spacingVerticalL },
  // Width and height attributes give the box its 16:9 shape before the picture arrives (no shift).
  image: {
    display: "block",
    width: "100%",
    height: "auto",
    aspectRatio: "16 / 9",
    objectFit: "cover",
    borderRadius: tokens.borderRadiusMedium,
    marginBlockEnd: tokens.spacingVerticalL,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  facts: {
    padding: tokens.spacingHorizontalL,
    marginBlockEnd: tokens.spacingVerticalL,
    borderTop: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRight: `1px solid ${tokens.colorNeutralStroke1}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke1}`,
    borderLeft: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  factsTitle: { marginBlock: `0 ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase400 },
  body: {
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase400,
    "& h2": { fontSize: tokens.fontSizeBase500, marginBlock: `${tokens.spacingVerticalXL} ${tokens.spacingVerticalS}` },
    "& h3": { fontSize: tokens.fontSizeBase400, marginBlock: `${tokens.spacingVerticalL} ${tokens.spacingVerticalS}` },
    "& a": { color: tokens.colorBrandForegroundLink },
    "& img": { maxWidth: "100%", height: "auto" },
    "& blockquote": { borderLeft: `4px solid ${tokens.colorBrandStroke1}`, marginLeft: 0, marginRight: 0, paddingLeft: tokens.spacingHorizontalL },
    "& table": { borderCollapse: "collapse" },
    "& th, & td": {
      borderTop: `1px solid ${tokens.colorNeutralStroke1}`,
      borderRight: `1px solid ${tokens.colorNeutralStroke1}`,
      borderBottom: `1px solid ${tokens.colorNeutralStroke1}`,
      borderLeft: `1px solid ${tokens.colorNeutralStroke1}`,
      padding: tokens.spacingHorizontalS,
    },
  },
  tags: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalS, listStyle: "none", padding: 0 },
  tag: { backgroundColor: tokens.colorNeutralBackground3, borderRadius: tokens.borderRadiusCircular, paddingInline: tokens.spacingHorizontalS },
  link: { color: tokens.colorBrandForegroundLink, textDecorationLine: "underline" },
  iconLink: { display: "inline-flex", alignItems: "center", gap: tokens.spacingHorizontalXS },
});

/** The detail of one news item or service cut; the item is named by `?slug=` in the address. */
export const NewsDetailPage = observer(function NewsDetailPage({ cut }: { cut: boolean }) {
  const intl = useIntl();
  const styles = useStyles();
  const f = useFormat();
  const routeHref = useRouteHref();
  const { config } = useStores();
  const store = useFeatureStore(newsStoreKey).item;
  const [params] = useSearchParams();
  const slug = params.get("slug") ?? "";
  useEffect(() => void store.show(slug), [store, slug]);
  useEffect(() => () => store.leave(), [store]);
  const { item, loading, error } = store;

  useEffect(() => {
    if (item) document.title = `${item.title} | ${config.brandName}`;
  }, [item, config.brandName]);

  const back = (
    <p>
      <Link className={mergeClasses(styles.link, styles.iconLink)} to={routeHref({ route: cut ? "noticias.serviceCuts" : "noticias.list" })}>
        <ArrowLeft16Regular aria-hidden="true" />
        {intl.formatMessage(cut ? t.backCuts : t.backNews)}
      </Link>
    </p>
  );
  if (loading && !item) return <PageSpinner />;
  if (store.notFound) {
    return (
      <article className={styles.page}>
        <PageHeading>{intl.formatMessage(t.notFoundTitle)}</PageHeading>
        <Body1 as="p" block>
          {intl.formatMessage(t.notFound)}
        </Body1>
        {back}
      </article>
    );
  }
  if (error || !item) {
    return (
      <article className={styles.page}>
        <PageHeading>{intl.formatMessage(cut ? t.backCuts : t.backNews)}</PageHeading>
        <LoadProblem error={error} onRetry={() => void store.retry()} />
        {back}
      </article>
    );
  }
  const path = newsPath(item);
  return (
    <article className={styles.page}>
      <PageHeading>{item.title}</PageHeading>
      <Caption1 className={styles.meta}>
        <span>{f.day(item.publishedAt, "long")}</span>
        <span>{intl.formatMessage(CATEGORY_MESSAGES[item.category])}</span>
        <span>{fm(intl, t.by, { author: item.author })}</span>
        {item.readingMinutes > 0 ? <span>{fm(intl, nm.readingTime, { minutes: item.readingMinutes })}</span> : null}
        {Date.parse(item.updatedAt) - Date.parse(item.publishedAt) > 86_400_000 ? (
          <span>{fm(intl, t.updated, { date: f.day(item.updatedAt, "long") })}</span>
        ) : null}
      </Caption1>
      <Body1 as="p" block className={styles.lead}>
        {item.summary}
      </Body1>
      {item.cut ? (
        <section className={styles.facts} aria-labelledby="cut-facts">
          <h2 id="cut-facts" className={styles.factsTitle}>
            {intl.formatMessage(t.cutSummary)}
          </h2>
          <CutFacts cut={item.cut} />
          {item.cut.zones.map((zone) => (
            <CalendarLinks key={zone} area={zone} />
          ))}
        </section>
      ) : null}
      {item.imageUrl ? (
        <img className={styles.image} src={item.imageUrl} alt={item.imageAlt} width={NEWS_IMAGE_SIZE.width} height={NEWS_IMAGE_SIZE.height} decoding="async" />
      ) : null}
      {/* Sanitized on the server with an allow-list (DESIGN §8) before it was stored. */}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: item.bodyHtml }} />
      {item.cut ? (
        <Body1 as="p" block>
          {intl.formatMessage(t.failure)}{" "}
          <Link className={mergeClasses(styles.link, styles.iconLink)} to={routeHref({ route: "atencion.faultReport" })}>
            <Warning20Regular aria-hidden="true" />
            {intl.formatMessage(t.failureLink)}
          </Link>
        </Body1>
      ) : null}
      {item.tags.length > 0 ? (
        <section aria-label={intl.formatMessage(t.tags)}>
          <ul className={styles.tags}>
            {item.tags.map((tag) => (
              <li key={tag} className={styles.tag}>
                {tag}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {item.cut ? <CutAlertForm key={item.slug} initialArea={item.cut.zones[0] ?? ""} /> : null}
      <ShareButtons title={item.title} path={path} />
      {back}
    </article>
  );
});

export default function NewsDetailView() {
  return <NewsDetailPage cut={false} />;
}

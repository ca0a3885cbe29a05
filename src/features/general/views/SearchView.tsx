import { Caption1 } from "@fluentui/react-components";
import { DocumentSearch24Regular, Map20Regular, Search20Regular } from "@fluentui/react-icons";
import { observer } from "mobx-react-lite";
import { useEffect, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate, useSearchParams } from "react-router-dom";
import { useFeatureStore, useStores } from "../../../app/StoresContext";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { EmptyState } from "../../../components/EmptyState";
import { RouteLink } from "../../../components/RouteLink";
import { RouterLink } from "../../../components/RouterLink";
import { useFormat } from "../../../format";
import { newsPath } from "../../../shared/news";
import { withDefaults } from "../../../shared/siteSettings";
import { AREA_LABEL } from "../../../stores/RouteRegistry";
import { makeStyles, tokens } from "../../../theme";
import { useMounted } from "../../../components/useMounted";
import { searchPath } from "../searchIndex";
import { searchStoreKey } from "../SearchStore";

const useStyles = makeStyles({
  form: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalS, alignItems: "flex-end", marginBlockEnd: tokens.spacingVerticalXL },
  field: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXS, flexGrow: 1, maxWidth: "32rem" },
  label: { fontWeight: tokens.fontWeightSemibold },
  input: {
    fontFamily: "inherit",
    fontSize: tokens.fontSizeBase400,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "1px" },
  },
  button: {
    display: "inline-flex",
    alignItems: "center",
    gap: tokens.spacingHorizontalS,
    fontFamily: "inherit",
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    border: "none",
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForegroundOnBrand,
    backgroundColor: tokens.colorBrandBackground,
    cursor: "pointer",
    ":hover": { backgroundColor: tokens.colorBrandBackgroundHover },
    ":focus-visible": { outline: `3px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "2px" },
  },
  results: { listStyleType: "none", padding: 0, margin: 0, display: "grid", gap: tokens.spacingVerticalL, maxWidth: "48rem" },
  result: { paddingBlockEnd: tokens.spacingVerticalM, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  resultTitle: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  area: { display: "block", color: tokens.colorNeutralForeground2 },
  snippet: { marginBlock: `${tokens.spacingVerticalXS} 0`, lineHeight: tokens.lineHeightBase400 },
  h2: { fontSize: tokens.fontSizeBase500, marginBlock: `${tokens.spacingVerticalXL} ${tokens.spacingVerticalM}` },
  iconLink: { display: "inline-flex", alignItems: "center", gap: tokens.spacingHorizontalXS },
});

/** The search term of the address: `q`, or `search` as the spec's tracking also reads (§5). */
function searchTerm(params: URLSearchParams): string {
  return (params.get("q") ?? params.get("search") ?? "").trim().slice(0, 200);
}

/**
 * /buscar: the registry's titles, descriptions and keywords plus every content page's own words,
 * ranked and accent-insensitive, and news when the news API answers. The term is tracked.
 */
export default observer(function SearchView() {
  const { routes, siteSettings } = useStores();
  // The free line from /admin/settings (issue 33 §3: one truth for every phone number).
  const freeLine = withDefaults(siteSettings.current).freeLine;
  const search = useFeatureStore(searchStoreKey);
  const intl = useIntl();
  const f = useFormat();
  const styles = useStyles();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The prerendered page has no term; the one in the address applies once hydrated.
  const term = useMounted() ? searchTerm(params) : "";
  const [draft, setDraft] = useState(term);

  useEffect(() => setDraft(term), [term]);
  useEffect(() => () => search.leave(), [search]);
  useEffect(() => {
    if (term) void search.search(term);
  }, [term, search]);

  const ready = search.isReady(term);
  const hits = search.hits(term);
  const newsHits = search.newsHits;
  const total = hits.length + newsHits.length;
  return (
    <article>
      <PageHeading>
        <FormattedMessage id="search.title" defaultMessage="Buscar en el portal" />
      </PageHeading>
      <form
        role="search"
        aria-label={intl.formatMessage({ id: "search.landmark.page", defaultMessage: "Nueva búsqueda" })}
        action="/buscar"
        method="get"
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          void navigate(searchPath(draft));
        }}
      >
        <div className={styles.field}>
          <label htmlFor="search-page-input" className={styles.label}>
            <FormattedMessage id="search.pageField" defaultMessage="¿Qué información necesita?" />
          </label>
          <input id="search-page-input" name="q" type="search" className={styles.input} value={draft} onChange={(e) => setDraft(e.target.value)} />
        </div>
        <button type="submit" className={styles.button}>
          <Search20Regular aria-hidden="true" />
          <FormattedMessage id="search.submit" defaultMessage="Buscar" />
        </button>
      </form>
      {!term ? (
        <p>
          <FormattedMessage
            id="search.hint"
            defaultMessage="Escriba una o varias palabras, por ejemplo «tarifas de energía», «cortes de agua» o «derecho de petición». También puede recorrer el mapa del sitio."
          />{" "}
          <RouteLink route="general.siteMap">
            <FormattedMessage id="search.siteMap" defaultMessage="Ir al mapa del sitio" />
          </RouteLink>
        </p>
      ) : (
        <>
          <p role="status">
            {!ready ? (
              <FormattedMessage id="search.loading" defaultMessage="Buscando «{term}»…" values={{ term }} />
            ) : (
              <FormattedMessage
                id="search.count"
                defaultMessage="{count, plural, =0 {No encontramos resultados para «{term}».} one {# resultado para «{term}».} other {# resultados para «{term}».}}"
                values={{ count: total, term }}
              />
            )}
          </p>
          {ready && total === 0 ? (
            <EmptyState
              id="search-empty"
              icon={<DocumentSearch24Regular />}
              title={<FormattedMessage id="search.emptyTitle" defaultMessage="Sin resultados para «{term}»" values={{ term }} />}
              action={
                <>
                  <RouteLink route="atencion.informationRequest">
                    <FormattedMessage id="search.request" defaultMessage="Solicitar información" />
                  </RouteLink>
                  <RouteLink route="general.siteMap" className={styles.iconLink}>
                    <Map20Regular aria-hidden="true" />
                    <FormattedMessage id="search.siteMap" defaultMessage="Ir al mapa del sitio" />
                  </RouteLink>
                </>
              }
            >
              <FormattedMessage
                id="search.empty"
                defaultMessage="Revise la ortografía o use palabras más generales. Si no encuentra lo que busca, llame a la línea gratuita {freeLine} o radique una solicitud de información."
                values={{ freeLine }}
              />
            </EmptyState>
          ) : null}
          {hits.length > 0 ? (
            <section aria-labelledby="search-pages">
              <h2 id="search-pages" className={styles.h2}>
                <FormattedMessage id="search.pages" defaultMessage="Páginas" />
              </h2>
              <ol className={styles.results}>
                {hits.map(({ route }) => {
                  const description = routes.describe(route.key)?.description;
                  return (
                    <li key={route.key} className={styles.result}>
                      <RouteLink route={route.key} className={styles.resultTitle}>
                        {route.title}
                      </RouteLink>
                      <Caption1 className={styles.area}>{AREA_LABEL[route.area]}</Caption1>
                      {description ? <p className={styles.snippet}>{description}</p> : null}
                    </li>
                  );
                })}
              </ol>
            </section>
          ) : null}
          {newsHits.length > 0 ? (
            <section aria-labelledby="search-news">
              <h2 id="search-news" className={styles.h2}>
                <FormattedMessage id="search.news" defaultMessage="Noticias" />
              </h2>
              <ol className={styles.results}>
                {newsHits.map((n) => (
                  <li key={n.id} className={styles.result}>
                    <RouterLink to={newsPath(n)} className={styles.resultTitle}>
                      {n.title}
                    </RouterLink>
                    <Caption1 className={styles.area}>{f.day(n.publishedAt, "long")}</Caption1>
                    <p className={styles.snippet}>{n.summary}</p>
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
        </>
      )}
    </article>
  );
});

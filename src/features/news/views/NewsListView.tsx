import { type FormEvent, useEffect } from "react";
import { Body1, Button, Field, Input, Select } from "@fluentui/react-components";
import { CalendarClock20Regular, DocumentSearch24Regular, Rss20Regular, Search20Regular } from "@fluentui/react-icons";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { useFeatureStore } from "../../../app/StoresContext";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { EmptyState } from "../../../components/EmptyState";
import { useRouteHref } from "../../../components/RouteLink";
import { fm } from "../../../components/useLoad";
import { NEWS_CATEGORIES, type NewsCategory } from "../../../shared/news";
import { makeStyles, mergeClasses, tokens } from "../../../theme";
import { categoryOptions } from "../newsLabels";
import { newsStoreKey } from "../NewsStore";
import { useListPageStyles } from "../parts/newsStyles";
import { NewsResults } from "../parts/NewsResults";
import { useAddressFilters } from "../parts/useAddressFilters";
import { useSearchDraft } from "../parts/useSearchDraft";

const t = defineMessages({
  title: { id: "news.list.title", defaultMessage: "Noticias" },
  waterTitle: { id: "news.list.waterTitle", defaultMessage: "Noticias de acueducto y alcantarillado" },
  intro: {
    id: "news.list.intro",
    defaultMessage: "Novedades de la empresa y de los servicios de energía, acueducto, alcantarillado y telecomunicaciones.",
  },
  waterIntro: {
    id: "news.list.waterIntro",
    defaultMessage: "Obras, calidad del agua, temporada de lluvias y recomendaciones para el uso del acueducto y el alcantarillado.",
  },
  search: { id: "news.list.search", defaultMessage: "Buscar en las noticias" },
  searchButton: { id: "news.list.searchButton", defaultMessage: "Buscar" },
  category: { id: "news.list.category", defaultMessage: "Categoría" },
  allCategories: { id: "news.list.allCategories", defaultMessage: "Todas las categorías" },
  count: {
    id: "news.list.count",
    defaultMessage: "{total, plural, =0 {Ninguna noticia} one {# noticia} other {# noticias}}{q, select, none {} other { para «{q}»}}",
  },
  emptyTitle: { id: "news.list.emptyTitle", defaultMessage: "No encontramos noticias" },
  empty: { id: "news.list.empty", defaultMessage: "No encontramos noticias con esos criterios. Pruebe con otras palabras o quite los filtros." },
  clear: { id: "news.list.clear", defaultMessage: "Ver todas las noticias" },
  cutsLink: { id: "news.list.cutsLink", defaultMessage: "Consulte los cortes programados de su barrio" },
  rss: { id: "news.list.rss", defaultMessage: "Suscribirse por RSS" },
});

const useStyles = makeStyles({
  filters: { display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: tokens.spacingHorizontalL, marginBlockEnd: tokens.spacingVerticalL },
  search: { display: "flex", alignItems: "flex-end", gap: tokens.spacingHorizontalS, flexWrap: "wrap" },
  input: { minWidth: "16rem" },
  links: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalXL, marginBlockStart: tokens.spacingVerticalXXL },
  iconLink: { display: "inline-flex", alignItems: "center", gap: tokens.spacingHorizontalXS },
});

/** Spec §5: the search in the address, from `q` or else `search` (a link from elsewhere may use either). */
export function newsSearchParam(params: URLSearchParams): string {
  return (params.get("q") || params.get("search") || "").trim().slice(0, 200);
}

/** A category named in the address, if it is one we have. */
function categoryParam(value: string | null): NewsCategory | undefined {
  return (NEWS_CATEGORIES as readonly string[]).includes(value ?? "") ? (value as NewsCategory) : undefined;
}

/**
 * The news list: search, category filter, pages and reading time. With `fixedCategory` it lists
 * one category only (/noticias-acueducto-alcantarillado). The filters live in the address, so a
 * search can be shared and the back button returns to it.
 */
export const NewsListPage = observer(function NewsListPage({ fixedCategory }: { fixedCategory?: NewsCategory }) {
  const intl = useIntl();
  const styles = useStyles();
  const list = useListPageStyles();
  const routeHref = useRouteHref();
  const store = useFeatureStore(newsStoreKey);
  const { params, page, pathname, update, hrefFor } = useAddressFilters();
  const q = newsSearchParam(params);
  const category = fixedCategory ?? categoryParam(params.get("categoria"));
  const [draft, setDraft] = useSearchDraft(q);

  // Spec §7: a search is counted with its number of results, once per search (the store does it).
  useEffect(() => void store.showNews({ category, q, page }, pathname), [store, category, q, page, pathname]);
  useEffect(() => () => store.news.leave(), [store]);

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    update({ q: draft.trim() || undefined, search: undefined });
  };

  return (
    <article className={list.page}>
      <PageHeading>{intl.formatMessage(fixedCategory ? t.waterTitle : t.title)}</PageHeading>
      <Body1 as="p" block className={list.intro}>
        {intl.formatMessage(fixedCategory ? t.waterIntro : t.intro)}
      </Body1>
      <div className={styles.filters}>
        <form
          role="search"
          aria-label={intl.formatMessage({ id: "search.landmark.news", defaultMessage: "Buscar noticias" })}
          className={styles.search}
          onSubmit={onSearch}
        >
          <Field label={intl.formatMessage(t.search)}>
            <Input id="news-q" name="q" type="search" className={styles.input} value={draft} maxLength={200} onChange={(_, d) => setDraft(d.value)} />
          </Field>
          <Button type="submit" appearance="primary" icon={<Search20Regular />}>
            {intl.formatMessage(t.searchButton)}
          </Button>
        </form>
        {fixedCategory ? null : (
          <Field label={intl.formatMessage(t.category)}>
            <Select id="news-category" value={category ?? ""} onChange={(_, d) => update({ categoria: d.value || undefined })}>
              <option value="">{intl.formatMessage(t.allCategories)}</option>
              {categoryOptions(intl).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          </Field>
        )}
      </div>
      <NewsResults
        list={store.news}
        page={page}
        hrefFor={hrefFor}
        count={(total) => fm(intl, t.count, { total, q: q || "none" })}
        empty={
          <EmptyState
            id="news-empty"
            icon={<DocumentSearch24Regular />}
            title={intl.formatMessage(t.emptyTitle)}
            action={
              q || params.get("categoria") || page > 1 ? (
                <Link className={list.link} to={pathname}>
                  {intl.formatMessage(t.clear)}
                </Link>
              ) : null
            }
          >
            {intl.formatMessage(t.empty)}
          </EmptyState>
        }
      />
      <p className={styles.links}>
        <Link className={mergeClasses(list.link, styles.iconLink)} to={routeHref({ route: "noticias.serviceCuts" })}>
          <CalendarClock20Regular aria-hidden="true" />
          {intl.formatMessage(t.cutsLink)}
        </Link>
        <a className={mergeClasses(list.link, styles.iconLink)} href="/api/news.rss" type="application/rss+xml">
          <Rss20Regular aria-hidden="true" />
          {intl.formatMessage(t.rss)}
        </a>
      </p>
    </article>
  );
});

export default function NewsListView() {
  return <NewsListPage />;
}

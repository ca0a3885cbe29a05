import { type FormEvent, useEffect } from "react";
import { Body1, Button, Field, Input, Radio, RadioGroup, Select } from "@fluentui/react-components";
import { CalendarCancel24Regular, Search20Regular, Warning20Regular } from "@fluentui/react-icons";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { useFeatureStore, useStores } from "../../../app/StoresContext";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { EmptyState } from "../../../components/EmptyState";
import { LazyOutageMap } from "../../../components/map/LazyOutageMap";
import { useRouteHref } from "../../../components/RouteLink";
import { fm } from "../../../components/useLoad";
import { CUT_SERVICES, type CutService } from "../../../shared/news";
import { makeStyles, mergeClasses, tokens } from "../../../theme";
import { serviceOptions } from "../newsLabels";
import { newsStoreKey } from "../NewsStore";
import { outagesStoreKey } from "../OutagesStore";
import { om } from "../outageLabels";
import { CurrentOutages } from "../parts/CurrentOutages";
import { CutAlertForm } from "../parts/CutAlertForm";
import { OutageAffects } from "../parts/OutageAffects";
import { useListPageStyles } from "../parts/newsStyles";
import { NewsResults } from "../parts/NewsResults";
import { useAddressFilters } from "../parts/useAddressFilters";
import { useSearchDraft } from "../parts/useSearchDraft";

const t = defineMessages({
  title: { id: "news.cuts.title", defaultMessage: "Cortes programados del servicio" },
  intro: {
    id: "news.cuts.intro",
    defaultMessage:
      "Suspensiones del servicio por mantenimiento, obras o conexiones nuevas. Primero los cortes en curso y los próximos; busque su barrio o vereda para saber si le afectan.",
  },
  zone: { id: "news.cuts.zone", defaultMessage: "Barrio o vereda" },
  zoneHint: { id: "news.cuts.zoneHint", defaultMessage: "Por ejemplo: El Jardín, La Dorada o vereda El Topacio." },
  search: { id: "news.cuts.search", defaultMessage: "Buscar" },
  service: { id: "news.cuts.service", defaultMessage: "Servicio" },
  allServices: { id: "news.cuts.allServices", defaultMessage: "Todos los servicios" },
  show: { id: "news.cuts.show", defaultMessage: "Mostrar" },
  current: { id: "news.cuts.current", defaultMessage: "En curso y próximos" },
  all: { id: "news.cuts.all", defaultMessage: "Todos, también los finalizados" },
  count: {
    id: "news.cuts.count",
    defaultMessage: "{total, plural, =0 {Ningún corte} one {# corte} other {# cortes}}{zone, select, none {} other { en «{zone}»}}",
  },
  emptyTitle: { id: "news.cuts.emptyTitle", defaultMessage: "No hay cortes programados" },
  empty: {
    id: "news.cuts.empty",
    defaultMessage: "No hay cortes programados con esos criterios. Si no tiene servicio, puede ser una falla: repórtela.",
  },
  failureLink: { id: "news.cuts.failureLink", defaultMessage: "Reportar una falla" },
  clear: { id: "news.cuts.clear", defaultMessage: "Quitar los filtros" },
});

/** Narrow screens (issue 33): what comes before the first cut is tightened so it shows on a phone's first screen. */
const NARROW = "@media (max-width: 39.99rem)";

const useStyles = makeStyles({
  filters: {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "flex-start",
    gap: tokens.spacingHorizontalXL,
    marginBlockEnd: tokens.spacingVerticalM,
    [NARROW]: { rowGap: tokens.spacingVerticalS, columnGap: tokens.spacingHorizontalL },
  },
  search: { display: "flex", alignItems: "flex-start", gap: tokens.spacingHorizontalS, flexWrap: "wrap", [NARROW]: { flexWrap: "nowrap", width: "100%" } },
  // On a phone the box shares its line with the button instead of pushing it to the next one.
  zoneField: { [NARROW]: { flex: "1 1 auto", minWidth: 0 } },
  zoneInput: { [NARROW]: { width: "100%", minWidth: 0 } },
  searchButton: { marginBlockStart: "1.6rem", flexShrink: 0 },
  intro: { [NARROW]: { fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase300, marginBlockEnd: tokens.spacingVerticalM } },
  iconLink: { display: "inline-flex", alignItems: "center", gap: tokens.spacingHorizontalXS },
  mapTitle: { marginBlock: `${tokens.spacingVerticalXXL} ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500 },
});

function serviceParam(value: string | null): CutService | undefined {
  return (CUT_SERVICES as readonly string[]).includes(value ?? "") ? (value as CutService) : undefined;
}

/**
 * /noticias-cortes: the unplanned outages in progress first (issue 36), then the programmed cuts
 * in progress and upcoming, by service and by barrio or comuna; then "¿Me afecta?" and the map of
 * the outages with its text list. An outage list that fails to load is said in its own section
 * and never hides the cuts.
 */
export default observer(function ServiceCutsView() {
  const intl = useIntl();
  const styles = useStyles();
  const list = useListPageStyles();
  const routeHref = useRouteHref();
  const store = useFeatureStore(newsStoreKey);
  const outages = useFeatureStore(outagesStoreKey);
  const tiles = useStores().config.mapTiles;
  const { params, page, pathname, update, hrefFor } = useAddressFilters();
  const zone = (params.get("barrio") ?? "").trim();
  const service = serviceParam(params.get("servicio"));
  const all = params.get("ver") === "todos";
  const [draft, setDraft] = useSearchDraft(zone);

  // Spec §7: a barrio searched is counted with its number of results, once per search (the store does it).
  useEffect(() => void store.showCuts({ zone, service, all, page }, pathname), [store, zone, service, all, page, pathname]);
  useEffect(() => () => store.cuts.leave(), [store]);
  // Each visit asks afresh: outages change by the minute.
  useEffect(() => void outages.list.reload(), [outages]);

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    update({ barrio: draft.trim() || undefined });
  };

  return (
    <article className={list.page}>
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <Body1 as="p" block className={mergeClasses(list.intro, styles.intro)}>
        {intl.formatMessage(t.intro)}
      </Body1>
      {/* Current incidents first, above the cuts; with none (or while loading, or when the API fails)
          the section's line goes below the cuts, so on a phone the first programmed cut stays on the
          first screen (issue 33 §4). */}
      {outages.list.current.length > 0 ? <CurrentOutages store={outages.list} /> : null}
      <div className={styles.filters}>
        <form
          role="search"
          aria-label={intl.formatMessage({ id: "search.landmark.cuts", defaultMessage: "Buscar cortes programados" })}
          className={styles.search}
          onSubmit={onSearch}
        >
          <Field className={styles.zoneField} label={intl.formatMessage(t.zone)} hint={intl.formatMessage(t.zoneHint)}>
            <Input
              id="cuts-zone"
              className={styles.zoneInput}
              name="barrio"
              type="search"
              value={draft}
              maxLength={80}
              onChange={(_, d) => setDraft(d.value)}
            />
          </Field>
          <Button className={styles.searchButton} type="submit" appearance="primary" icon={<Search20Regular />}>
            {intl.formatMessage(t.search)}
          </Button>
        </form>
        <Field label={intl.formatMessage(t.service)}>
          <Select id="cuts-service" value={service ?? ""} onChange={(_, d) => update({ servicio: d.value || undefined })}>
            <option value="">{intl.formatMessage(t.allServices)}</option>
            {serviceOptions(intl).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={intl.formatMessage(t.show)}>
          <RadioGroup value={all ? "todos" : "vigentes"} onChange={(_, d) => update({ ver: d.value === "todos" ? "todos" : undefined })}>
            <Radio value="vigentes" label={intl.formatMessage(t.current)} />
            <Radio value="todos" label={intl.formatMessage(t.all)} />
          </RadioGroup>
        </Field>
      </div>
      <CutAlertForm key={zone} initialArea={zone} defaultOpen={zone !== ""} />
      <NewsResults
        list={store.cuts}
        page={page}
        hrefFor={hrefFor}
        count={(total) => fm(intl, t.count, { total, zone: zone || "none" })}
        empty={
          <EmptyState
            id="cuts-empty"
            icon={<CalendarCancel24Regular />}
            title={intl.formatMessage(t.emptyTitle)}
            action={
              <>
                <Link className={mergeClasses(list.link, styles.iconLink)} to={routeHref({ route: "atencion.faultReport" })}>
                  <Warning20Regular aria-hidden="true" />
                  {intl.formatMessage(t.failureLink)}
                </Link>
                {zone || service ? (
                  <Link className={list.link} to={pathname}>
                    {intl.formatMessage(t.clear)}
                  </Link>
                ) : null}
              </>
            }
          >
            {intl.formatMessage(t.empty)}
          </EmptyState>
        }
      />
      {outages.list.current.length > 0 ? null : <CurrentOutages store={outages.list} />}
      <OutageAffects store={outages.affects} mine={outages.mine} />
      {outages.list.items.length > 0 ? (
        <section aria-labelledby="outages-map">
          <h2 id="outages-map" className={styles.mapTitle}>
            {intl.formatMessage(om.mapTitle)}
          </h2>
          <LazyOutageMap features={outages.list.features} headingLevel={3} tileUrl={tiles?.url} tileAttribution={tiles?.attribution} />
        </section>
      ) : null}
    </article>
  );
});

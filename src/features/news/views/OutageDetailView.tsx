import { useEffect } from "react";
import { Body1, Button } from "@fluentui/react-components";
import { ArrowLeft16Regular, Mail20Regular } from "@fluentui/react-icons";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { Link, useSearchParams } from "react-router-dom";
import { useFeatureStore, useStores } from "../../../app/StoresContext";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { LazyOutageMap } from "../../../components/map/LazyOutageMap";
import { PageSpinner } from "../../../components/PageSpinner";
import { useRouteHref } from "../../../components/RouteLink";
import { fm } from "../../../components/useLoad";
import type { OutageHistoryEntry } from "../../../shared/outages";
import { makeStyles, mergeClasses, tokens } from "../../../theme";
import { outagesStoreKey } from "../OutagesStore";
import { om, OUTAGE_STATUS_MESSAGES, useOutageTime } from "../outageLabels";
import { OutageFacts, useOutageTitle } from "../parts/OutageFacts";

const useStyles = makeStyles({
  page: { maxWidth: "60rem", minWidth: 0, overflowWrap: "anywhere" },
  box: {
    padding: tokens.spacingHorizontalL,
    marginBlockEnd: tokens.spacingVerticalL,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    maxWidth: "48rem",
  },
  h2: { marginBlock: `${tokens.spacingVerticalL} ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500 },
  boxTitle: { marginBlock: `0 ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase400 },
  note: { maxWidth: "48rem", whiteSpace: "pre-line" },
  timeline: {
    listStyle: "none",
    margin: 0,
    padding: 0,
    maxWidth: "48rem",
    borderLeft: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke1}`,
  },
  event: {
    position: "relative",
    display: "grid",
    gap: tokens.spacingVerticalXXS,
    paddingInlineStart: tokens.spacingHorizontalL,
    paddingBlockEnd: tokens.spacingVerticalM,
    "::before": {
      content: '""',
      position: "absolute",
      insetInlineStart: `calc(-0.375rem - ${tokens.strokeWidthThick} / 2)`,
      insetBlockStart: "0.3rem",
      width: "0.75rem",
      height: "0.75rem",
      borderRadius: tokens.borderRadiusCircular,
      backgroundColor: tokens.colorBrandBackground,
    },
  },
  when: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200, fontWeight: tokens.fontWeightSemibold },
  line: { margin: 0 },
  links: { margin: 0, paddingInlineStart: 0, listStyle: "none", display: "grid", gap: tokens.spacingVerticalXS },
  link: { color: tokens.colorBrandForegroundLink, textDecorationLine: "underline" },
  iconLink: { display: "inline-flex", alignItems: "center", gap: tokens.spacingHorizontalXS },
  problem: { display: "grid", gap: tokens.spacingVerticalM, justifyItems: "start", marginBlock: tokens.spacingVerticalL },
});

/** What one change of the history says, in order: status, ETR (moved or set) and note. */
function HistoryEvent({ entry, previous }: { entry: OutageHistoryEntry; previous: OutageHistoryEntry | null }) {
  const intl = useIntl();
  const styles = useStyles();
  const time = useOutageTime();
  const lines: string[] = [];
  if (!previous || previous.status !== entry.status)
    lines.push(fm(intl, om.historyStatus, { status: intl.formatMessage(OUTAGE_STATUS_MESSAGES[entry.status]) }));
  const etr = entry.estimatedRestorationAt;
  if (entry.previousEstimatedRestorationAt && etr) {
    lines.push(fm(intl, om.historyEtrMoved, { time: time(etr, entry.at), before: time(entry.previousEstimatedRestorationAt, etr) }));
  } else if (etr && (!previous || previous.estimatedRestorationAt !== etr)) {
    lines.push(fm(intl, om.historyEtr, { time: time(etr, entry.at) }));
  } else if (!etr && previous?.estimatedRestorationAt && entry.status !== "restored") {
    lines.push(intl.formatMessage(om.historyEtrCleared));
  }
  if (entry.note) lines.push(entry.note);
  if (lines.length === 0) lines.push(fm(intl, om.historyStatus, { status: intl.formatMessage(OUTAGE_STATUS_MESSAGES[entry.status]) }));
  return (
    <li className={styles.event}>
      <time className={styles.when} dateTime={entry.at}>
        {time(entry.at)}
      </time>
      {lines.map((l, i) => (
        <p key={i} className={styles.line}>
          {l}
        </p>
      ))}
    </li>
  );
}

/** /noticias-cortes/dano?ref=INC-AAAA-NNNNNN: one unplanned outage (issue 36 §1), its facts first. */
export default observer(function OutageDetailView() {
  const intl = useIntl();
  const styles = useStyles();
  const routeHref = useRouteHref();
  const title = useOutageTitle();
  const { config } = useStores();
  const store = useFeatureStore(outagesStoreKey).item;
  const [params] = useSearchParams();
  const reference = (params.get("ref") ?? "").trim().toUpperCase();
  useEffect(() => void store.show(reference), [store, reference]);
  useEffect(() => () => store.leave(), [store]);
  const { outage } = store;
  const heading = outage ? title(outage) : "";

  useEffect(() => {
    if (heading) document.title = `${heading} | ${config.brandName}`;
  }, [heading, config.brandName]);

  const back = (
    <p>
      <Link className={mergeClasses(styles.link, styles.iconLink)} to={routeHref({ route: "noticias.serviceCuts" })}>
        <ArrowLeft16Regular aria-hidden="true" />
        {intl.formatMessage(om.back)}
      </Link>
    </p>
  );
  if (store.notFound) {
    return (
      <article className={styles.page}>
        <PageHeading>{intl.formatMessage(om.notFoundTitle)}</PageHeading>
        <Body1 as="p" block>
          {intl.formatMessage(om.notFound)}
        </Body1>
        {back}
      </article>
    );
  }
  if (store.loading && !outage) {
    return (
      <article className={styles.page} aria-busy="true">
        <PageHeading>{intl.formatMessage(om.failedTitle)}</PageHeading>
        <PageSpinner />
      </article>
    );
  }
  if (!outage) {
    return (
      <article className={styles.page}>
        <PageHeading>{intl.formatMessage(om.failedTitle)}</PageHeading>
        <div role="alert" className={styles.problem}>
          <Body1>{intl.formatMessage(om.failed)}</Body1>
          <Button onClick={() => void store.retry()}>{intl.formatMessage(om.retry)}</Button>
        </div>
        {back}
      </article>
    );
  }
  // Oldest first: a timeline reads in the order things happened.
  const history = [...outage.history].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <article className={styles.page}>
      <PageHeading>{heading}</PageHeading>
      <section className={styles.box} aria-labelledby="outage-facts">
        <h2 id="outage-facts" className={styles.boxTitle}>
          {intl.formatMessage(om.facts)}
        </h2>
        <OutageFacts outage={outage} full />
      </section>
      {outage.note.trim() ? (
        <section aria-labelledby="outage-note">
          <h2 id="outage-note" className={styles.h2}>
            {intl.formatMessage(om.note)}
          </h2>
          <Body1 as="p" block className={styles.note}>
            {outage.note}
          </Body1>
        </section>
      ) : null}
      {history.length > 0 ? (
        <section aria-labelledby="outage-history">
          <h2 id="outage-history" className={styles.h2}>
            {intl.formatMessage(om.history)}
          </h2>
          <ol className={styles.timeline}>
            {history.map((entry, i) => (
              <HistoryEvent key={`${entry.at}-${i}`} entry={entry} previous={history[i - 1] ?? null} />
            ))}
          </ol>
        </section>
      ) : null}
      <section aria-labelledby="outage-map">
        <h2 id="outage-map" className={styles.h2}>
          {intl.formatMessage(om.mapTitle)}
        </h2>
        <LazyOutageMap features={store.features} headingLevel={3} tileUrl={config.mapTiles?.url} tileAttribution={config.mapTiles?.attribution} />
      </section>
      <section aria-labelledby="outage-alerts">
        <h2 id="outage-alerts" className={styles.h2}>
          {intl.formatMessage(om.alerts)}
        </h2>
        <Body1 as="p" block>
          {intl.formatMessage(om.alertsIntro)}
        </Body1>
        <ul className={styles.links}>
          {outage.areas.map((a) => (
            <li key={a.name}>
              <Link className={mergeClasses(styles.link, styles.iconLink)} to={routeHref({ route: "noticias.serviceCuts", query: { barrio: a.name } })}>
                <Mail20Regular aria-hidden="true" />
                {fm(intl, om.alertsLink, { area: a.name })}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {back}
    </article>
  );
});

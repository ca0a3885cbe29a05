import { Body1, Button } from "@fluentui/react-components";
import { Warning20Regular } from "@fluentui/react-icons";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { useRouteHref } from "../../../components/RouteLink";
import { outagePath } from "../../../shared/outages";
import { makeStyles, mergeClasses, tokens } from "../../../theme";
import type { OutageListStore } from "../OutagesStore";
import { om } from "../outageLabels";
import { useNewsStyles } from "./newsStyles";
import { OutageFacts, useOutageTitle } from "./OutageFacts";

/** Narrow screens (issue 33): this section is kept short so the first programmed cut stays on a phone's first screen. */
const NARROW = "@media (max-width: 39.99rem)";

const useStyles = makeStyles({
  section: {
    marginBlockEnd: tokens.spacingVerticalL,
    paddingInline: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalS,
    borderLeft: `${tokens.strokeWidthThickest} solid ${tokens.colorPaletteRedBorderActive}`,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
    minWidth: 0,
  },
  heading: {
    margin: `0 0 ${tokens.spacingVerticalXS}`,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    [NARROW]: { fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
  },
  // The loading line keeps the room of the empty state's two lines on a phone, so the cuts below do not move.
  body: { [NARROW]: { minHeight: `calc(2 * ${tokens.lineHeightBase300})` } },
  list: { listStyle: "none", margin: 0, padding: 0, display: "grid", gap: tokens.spacingVerticalS },
  item: { display: "grid", gap: tokens.spacingVerticalXXS, paddingBlock: tokens.spacingVerticalXS, overflowWrap: "anywhere" },
  itemTitle: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, fontWeight: tokens.fontWeightSemibold },
  line: { margin: 0 },
  problem: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: tokens.spacingHorizontalM },
  link: { color: tokens.colorBrandForegroundLink, textDecorationLine: "underline" },
  iconLink: { display: "inline-flex", alignItems: "center", gap: tokens.spacingHorizontalXS },
});

/**
 * "Daños en curso" at the top of /noticias-cortes (issue 36 §1): each current incident with its
 * status, areas, start and estimated restoration, linking to its page. Compact, so on a phone the
 * first programmed cut still shows on the first screen; its failure or emptiness is one line and
 * never hides the cuts below. No live region: the page's only status is the cuts' count.
 */
export const CurrentOutages = observer(function CurrentOutages({ store }: { store: OutageListStore }) {
  const intl = useIntl();
  const styles = useStyles();
  const news = useNewsStyles();
  const routeHref = useRouteHref();
  const title = useOutageTitle();
  const report = (
    <Link className={mergeClasses(styles.link, styles.iconLink)} to={routeHref({ route: "atencion.faultReport" })}>
      <Warning20Regular aria-hidden="true" />
      {intl.formatMessage(om.report)}
    </Link>
  );
  let body;
  if (store.status === "failed") {
    body = (
      <div className={styles.problem}>
        <Body1>{intl.formatMessage(om.loadFailed)}</Body1>
        <Button size="small" onClick={() => void store.retry()}>
          {intl.formatMessage(om.retry)}
        </Button>
      </div>
    );
  } else if (!store.isReady && store.items.length === 0) {
    body = (
      <Body1 as="p" block className={styles.line}>
        {intl.formatMessage(om.loading)}
      </Body1>
    );
  } else if (store.current.length === 0) {
    body = (
      <Body1 as="p" block id="outages-none" className={styles.line}>
        {intl.formatMessage(om.none)} {report}
      </Body1>
    );
  } else {
    body = (
      <ul className={styles.list}>
        {store.current.map((o) => (
          <li key={o.reference} className={styles.item}>
            <h3 className={styles.itemTitle}>
              <Link className={news.titleLink} to={outagePath(o.reference)}>
                {title(o)}
              </Link>
            </h3>
            <OutageFacts outage={o} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section id="danos-en-curso" aria-labelledby="outages-current" aria-busy={store.isLoading} className={styles.section}>
      <h2 id="outages-current" className={styles.heading}>
        {intl.formatMessage(om.current)}
      </h2>
      <div className={styles.body}>{body}</div>
    </section>
  );
});

import { Caption1 } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useEffect } from "react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import { useFeatureStore } from "../../../app/StoresContext";
import { useRouteHref } from "../../../components/RouteLink";
import { useFormat } from "../../../format";
import { newsPath } from "../../../shared/news";
import { makeStyles, tokens } from "../../../theme";
import { homeStoreKey } from "../HomeStore";

const useStyles = makeStyles({
  cardLink: { color: tokens.colorBrandForegroundLink, fontWeight: tokens.fontWeightSemibold },
  newsGrid: { display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(18rem, 1fr))", gap: tokens.spacingHorizontalXXL },
  newsList: { paddingInlineStart: tokens.spacingHorizontalL, lineHeight: tokens.lineHeightBase400, display: "grid", gap: tokens.spacingVerticalS },
});

/**
 * Latest news and upcoming service cuts. They come from the news API after the page shows (asked
 * again on each visit, as the news change); when the API does not answer the blocks are left out
 * and the rest of the page stays as it is.
 */
export const NewsBlocks = observer(function NewsBlocks() {
  const home = useFeatureStore(homeStoreKey);
  const styles = useStyles();
  const href = useRouteHref();
  const f = useFormat();
  useEffect(() => void home.reload(), [home]);
  if (!home.isReady) return null;
  return (
    <div className={styles.newsGrid}>
      <section aria-labelledby="home-cuts">
        <h2 id="home-cuts">
          <FormattedMessage id="home.cuts" defaultMessage="Cortes programados" />
        </h2>
        {home.cuts.length === 0 ? (
          <p>
            <FormattedMessage id="home.cuts.none" defaultMessage="No hay cortes programados en los próximos días." />
          </p>
        ) : (
          <ul className={styles.newsList}>
            {home.cuts.map((n) => (
              <li key={n.id}>
                <Link className={styles.cardLink} to={newsPath(n)}>
                  {n.title}
                </Link>
                {n.cut ? (
                  <Caption1 block>
                    {f.instant(n.cut.startsAt)} – {f.instant(n.cut.endsAt)} · {n.cut.zones.join(", ")}
                  </Caption1>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        <Link className={styles.cardLink} to={href({ route: "noticias.serviceCuts" })}>
          <FormattedMessage id="home.cuts.all" defaultMessage="Ver todos los cortes" />
        </Link>
      </section>
      <section aria-labelledby="home-news">
        <h2 id="home-news">
          <FormattedMessage id="home.news" defaultMessage="Últimas noticias" />
        </h2>
        <ul className={styles.newsList}>
          {home.latest.map((n) => (
            <li key={n.id}>
              <Link className={styles.cardLink} to={newsPath(n)}>
                {n.title}
              </Link>
              <Caption1 block>{f.day(n.publishedAt, "long")}</Caption1>
            </li>
          ))}
        </ul>
        <Link className={styles.cardLink} to={href({ route: "noticias.list" })}>
          <FormattedMessage id="home.news.all" defaultMessage="Ver todas las noticias" />
        </Link>
      </section>
    </div>
  );
});

import { observer } from "mobx-react-lite";
import { FormattedMessage } from "react-intl";
import { useStores } from "../../../app/StoresContext";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { RouteLink } from "../../../components/RouteLink";
import { AREA_LABEL } from "../../../stores/RouteRegistry";
import type { RouteArea } from "../../../routing/types";
import { makeStyles, tokens } from "../../../theme";

const ORDER: RouteArea[] = [
  "general",
  "corporativo",
  "energia",
  "acueducto",
  "telco",
  "sostenibilidad",
  "noticias",
  "atencion",
  "cuenta",
  "transparencia",
  "indicadores",
  "transformacion",
  "metricas",
];

const useStyles = makeStyles({
  grid: { display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(18rem, 1fr))", gap: tokens.spacingHorizontalXL },
  list: { paddingInlineStart: tokens.spacingHorizontalL, lineHeight: tokens.lineHeightBase400 },
});

/** /mapa-sitio: every listed public page of the registry, grouped by area. */
export default observer(function SiteMapView() {
  const { routes } = useStores();
  const styles = useStyles();
  // Issue 33: only what a visitor should find (no test pages, token landings, copies of the home).
  const publicRoutes = routes.listedRoutes;
  return (
    <article>
      <PageHeading>
        <FormattedMessage id="sitemap.title" defaultMessage="Mapa del sitio" />
      </PageHeading>
      <div className={styles.grid}>
        {ORDER.map((area) => {
          const items = publicRoutes.filter((r) => r.area === area).sort((a, b) => a.title.localeCompare(b.title, "es"));
          if (items.length === 0) return null;
          return (
            <section key={area} aria-labelledby={`sitemap-${area}`}>
              <h2 id={`sitemap-${area}`}>{AREA_LABEL[area]}</h2>
              <ul className={styles.list}>
                {items.map((r) => (
                  <li key={r.key}>
                    <RouteLink route={r.key}>{r.title}</RouteLink>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </article>
  );
});

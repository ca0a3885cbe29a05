import { useIntl } from "react-intl";
import { useLocation } from "react-router-dom";
import { RouteLink, useRouteHref } from "../../../components/RouteLink";
import { makeStyles, tokens } from "../../../theme";
import { TEST_PAGES } from "../benchPages";

const useStyles = makeStyles({
  nav: { marginBlock: `${tokens.spacingVerticalL} ${tokens.spacingVerticalXL}` },
  navList: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalL, listStyleType: "none", padding: 0, margin: 0 },
  current: { fontWeight: tokens.fontWeightSemibold },
});

/** Links between the test pages; the current one is marked for assistive technology. */
export function BenchNav() {
  const styles = useStyles();
  const intl = useIntl();
  const href = useRouteHref();
  const { pathname } = useLocation();
  const pages = [{ route: "metricas.test", label: intl.formatMessage({ id: "metrics.bench.navHub", defaultMessage: "Inicio de la prueba" }) }, ...TEST_PAGES];
  return (
    <nav aria-label={intl.formatMessage({ id: "metrics.bench.nav", defaultMessage: "Páginas de la prueba de métricas" })} className={styles.nav}>
      <ul className={styles.navList}>
        {pages.map((p) => (
          <li key={p.route}>
            {href({ route: p.route }) === pathname ? (
              <span className={styles.current} aria-current="page">
                {p.label}
              </span>
            ) : (
              <RouteLink route={p.route}>{p.label}</RouteLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

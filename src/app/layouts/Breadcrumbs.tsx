import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { Link, useLocation } from "react-router-dom";
import { useStores } from "../StoresContext";
import { makeStyles, tokens } from "../../theme";

const useStyles = makeStyles({
  list: {
    display: "flex",
    flexWrap: "wrap",
    listStyleType: "none",
    margin: 0,
    padding: 0,
    gap: tokens.spacingHorizontalXS,
    fontSize: tokens.fontSizeBase200,
  },
  item: { "&:not(:last-child)::after": { content: '"›"', marginInlineStart: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground3 } },
  link: { color: tokens.colorBrandForegroundLink },
});

/** "Ruta de navegación" from the registry: Inicio › área › página (last item is the current page). */
export const Breadcrumbs = observer(function Breadcrumbs() {
  const { routes } = useStores();
  const { pathname } = useLocation();
  const intl = useIntl();
  const styles = useStyles();
  const crumbs = routes.breadcrumbs(pathname);
  if (crumbs.length < 2) return null;
  return (
    <nav aria-label={intl.formatMessage({ id: "breadcrumbs.label", defaultMessage: "Ruta de navegación" })}>
      <ol className={styles.list}>
        {crumbs.map((c, i) => (
          <li key={c.path} className={styles.item}>
            {i === crumbs.length - 1 ? (
              <span aria-current="page">{c.label}</span>
            ) : (
              <Link className={styles.link} to={c.path}>
                {c.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
});

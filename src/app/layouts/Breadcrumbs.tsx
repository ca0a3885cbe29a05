import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { Link, useLocation } from "react-router-dom";
import { useStores } from "../StoresContext";
import { PUBLIC_NAV } from "../../components/shell/navigation";
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

/**
 * "Ruta de navegación" from the registry: Inicio › área › página (last item is the current page).
 * Route titles are Spanish: in another language (issue 33) the home and the areas take the menu's
 * translated names, and the current page the text of its heading, as the page shows it.
 */
export const Breadcrumbs = observer(function Breadcrumbs() {
  const { routes, locale, ui } = useStores();
  const { pathname } = useLocation();
  const intl = useIntl();
  const styles = useStyles();
  const spanish = ui.prerendered || locale.locale === "es";
  const translated = (path: string, label: string, last: boolean): string => {
    if (spanish) return label;
    const area = PUBLIC_NAV.find((n) => n.path === path);
    if (area) return intl.formatMessage(area.label);
    return (last ? ui.headingOf(pathname) : undefined) ?? label;
  };
  const crumbs = routes.breadcrumbs(pathname).map((c, i, all) => ({ ...c, label: translated(c.path, c.label, i === all.length - 1) }));
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

import { lazyView } from "../../routing/lazyView";
import { Suspense } from "react";
import { observer } from "mobx-react-lite";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, NavLink, useLocation, useNavigate } from "react-router-dom";
import { useStores } from "../StoresContext";
import { makeStyles, tokens } from "../../theme";
import { LogoMark } from "../../components/shell/Logo";
import { MENU_BUTTON_ID, NAV_DRAWER_ID, navMessages, PUBLIC_NAV } from "../../components/shell/navigation";
import { searchPath } from "../../features/general/searchIndex";
import { HeaderTools } from "./shellChunks";
import { useRouteHref } from "../../components/RouteLink";

/** The navigation drawer of phones and tablets: fetched when the menu button is pointed at, focused or pressed. */
export const NavDrawer = lazyView(() => import(/* webpackChunkName: "nav-drawer" */ "../../components/shell/NavDrawer"));

/** Below this width the header is one row plus the search, and the areas live in the drawer (issue 21). */
export const NARROW = "@media (max-width: 63.99rem)";
export const WIDE = "@media (min-width: 64rem)";

const useStyles = makeStyles({
  header: { backgroundColor: tokens.colorNeutralBackground1, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  bar: {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
    maxWidth: "75rem",
    marginInline: "auto",
    boxSizing: "border-box",
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    [NARROW]: { columnGap: tokens.spacingHorizontalXS, padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}` },
  },
  menuButton: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    flexShrink: 0,
    width: "40px",
    height: "40px",
    padding: 0,
    border: "1px solid transparent",
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: "transparent",
    color: tokens.colorNeutralForeground1,
    cursor: "pointer",
    ":hover": { backgroundColor: tokens.colorSubtleBackgroundHover },
    ":active": { backgroundColor: tokens.colorSubtleBackgroundPressed },
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "1px" },
    [WIDE]: { display: "none" },
  },
  brand: {
    display: "flex",
    alignItems: "center",
    gap: tokens.spacingHorizontalS,
    minWidth: 0,
    flexShrink: 1,
    color: tokens.colorBrandForeground1,
    textDecorationLine: "none",
    borderRadius: tokens.borderRadiusMedium,
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "2px" },
  },
  brandText: { display: "flex", flexDirection: "column", minWidth: 0 },
  brandName: {
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightBold,
    whiteSpace: "nowrap",
    overflow: "hidden",
    textOverflow: "ellipsis",
    [NARROW]: { fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
  },
  brandSub: {
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground2,
    whiteSpace: "nowrap",
    "@media (max-width: 47.99rem)": { display: "none" },
  },
  search: {
    display: "flex",
    alignItems: "center",
    gap: tokens.spacingHorizontalXS,
    flexGrow: 1,
    justifyContent: "flex-end",
    [NARROW]: { order: 1, flexBasis: "100%" },
  },
  searchInput: {
    fontFamily: "inherit",
    fontSize: tokens.fontSizeBase300,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderBottomColor: tokens.colorNeutralStrokeAccessible,
    borderRadius: tokens.borderRadiusMedium,
    padding: `0 ${tokens.spacingHorizontalS}`,
    height: "32px",
    boxSizing: "border-box",
    width: "16rem",
    minWidth: 0,
    "::placeholder": { color: tokens.colorNeutralForeground4 },
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "1px" },
    [NARROW]: { flexGrow: 1, width: "auto" },
  },
  searchButton: {
    display: "inline-flex",
    alignItems: "center",
    height: "32px",
    boxSizing: "border-box",
    padding: `0 ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    fontFamily: "inherit",
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    cursor: "pointer",
    ":hover": { backgroundColor: tokens.colorNeutralBackground1Hover },
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "2px" },
  },
  visuallyHidden: {
    position: "absolute",
    width: "1px",
    height: "1px",
    overflow: "hidden",
    clip: "rect(0 0 0 0)",
    whiteSpace: "nowrap",
  },
  /** Room for the lazy tools from the first paint: the display button and the account control. */
  tools: {
    display: "flex",
    alignItems: "center",
    gap: tokens.spacingHorizontalXS,
    flexShrink: 0,
    minHeight: "40px",
    minWidth: "7.5rem",
    justifyContent: "flex-end",
    marginInlineStart: "auto",
    [WIDE]: { marginInlineStart: 0 },
  },
  nav: { backgroundColor: tokens.colorBrandBackground, [NARROW]: { display: "none" } },
  menu: {
    display: "flex",
    flexWrap: "wrap",
    listStyleType: "none",
    margin: "0 auto",
    padding: `0 ${tokens.spacingHorizontalL}`,
    maxWidth: "75rem",
    boxSizing: "border-box",
  },
  menuLink: {
    display: "block",
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    color: tokens.colorNeutralForegroundOnBrand,
    textDecorationLine: "none",
    fontWeight: tokens.fontWeightSemibold,
    whiteSpace: "nowrap",
    ":hover": { textDecorationLine: "underline" },
    ":focus-visible": { outline: `3px solid ${tokens.colorNeutralForegroundOnBrand}`, outlineOffset: "-3px" },
    "&[aria-current='page']": { textDecorationLine: "underline", textDecorationThickness: "3px" },
  },
});

/** Three lines: drawn inline, so the first download carries no icon library. */
function MenuGlyph() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M2.5 4.5h15a.75.75 0 0 1 0 1.5h-15a.75.75 0 0 1 0-1.5Zm0 4.75h15a.75.75 0 0 1 0 1.5h-15a.75.75 0 0 1 0-1.5Zm0 4.75h15a.75.75 0 0 1 0 1.5h-15a.75.75 0 0 1 0-1.5Z" />
    </svg>
  );
}

/**
 * The header (issue 21). From 1024 px: logo, search, display panel button and account control in
 * one row, then the brand-coloured row of the nine areas. Below: a menu button that opens the
 * navigation drawer, the logo and the two buttons in one row, and the search on a second row.
 */
export const Header = observer(function Header() {
  const href = useRouteHref();
  const styles = useStyles();
  const intl = useIntl();
  const navigate = useNavigate();
  const { config, ui, routes } = useStores();
  // The search page has its own field, with the term in it: one search box there, not two (issue 33 §4).
  const onSearchPage = useLocation().pathname === routes.pathOf("general.search");
  const preloadDrawer = () => void NavDrawer.preload().catch(() => undefined);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <button
          id={MENU_BUTTON_ID}
          type="button"
          className={styles.menuButton}
          aria-label={intl.formatMessage(navMessages.menuButton)}
          aria-expanded={ui.navOpen}
          aria-controls={NAV_DRAWER_ID}
          onPointerEnter={preloadDrawer}
          onFocus={preloadDrawer}
          onClick={() => ui.openNav()}
        >
          <MenuGlyph />
        </button>
        <Link to={href({ route: "general.home" })} className={styles.brand}>
          <LogoMark />
          <span className={styles.brandText}>
            <span className={styles.brandName}>{config.brandName}</span>
            <span className={styles.brandSub}>{config.brandLongName}</span>
          </span>
        </Link>
        {onSearchPage ? null : (
          <form
            role="search"
            aria-label={intl.formatMessage({ id: "search.landmark.site", defaultMessage: "Buscar en todo el portal" })}
            action="/buscar"
            method="get"
            className={styles.search}
            onSubmit={(e) => {
              e.preventDefault();
              // Read from the field itself: it is uncontrolled, so what a visitor typed before the
              // app took over the prerendered header is kept (a controlled value would reset it).
              const q = new FormData(e.currentTarget).get("q");
              void navigate(searchPath(typeof q === "string" ? q : ""));
            }}
          >
            <label htmlFor="site-search" className={styles.visuallyHidden}>
              {intl.formatMessage({ id: "search.field", defaultMessage: "Buscar en el portal" })}
            </label>
            <input
              id="site-search"
              name="q"
              type="search"
              className={styles.searchInput}
              placeholder={intl.formatMessage({ id: "search.placeholder", defaultMessage: "Tarifas, cortes, PQRS…" })}
            />
            <button type="submit" className={styles.searchButton}>
              <FormattedMessage id="search.submit" defaultMessage="Buscar" />
            </button>
          </form>
        )}
        <div className={styles.tools}>
          <Suspense fallback={null}>
            <HeaderTools />
          </Suspense>
        </div>
      </div>
      <nav className={styles.nav} aria-label={intl.formatMessage(navMessages.mainMenu)}>
        <ul className={styles.menu}>
          {PUBLIC_NAV.map((item) => (
            <li key={item.path}>
              <NavLink to={item.path} className={styles.menuLink}>
                {intl.formatMessage(item.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {ui.navRequested ? (
        <Suspense fallback={null}>
          <NavDrawer />
        </Suspense>
      ) : null}
    </header>
  );
});

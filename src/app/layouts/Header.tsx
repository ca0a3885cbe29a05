import { lazyView } from "../../routing/lazyView";
import { Suspense } from "react";
import { observer } from "mobx-react-lite";
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from "react-intl";
import { Link, NavLink, useNavigate } from "react-router-dom";
import { mergeClasses } from "../../theme";
import { useStores } from "../StoresContext";
import { makeStyles, tokens } from "../../theme";

/** Theme and language switchers and account buttons: a small chunk loaded right after the page. */
export const HeaderTools = lazyView(() => import(/* webpackChunkName: "header-tools" */ "./HeaderTools"));

export const useHeaderStyles = makeStyles({
  header: { backgroundColor: tokens.colorNeutralBackground1, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  bar: {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    gap: tokens.spacingHorizontalM,
    maxWidth: "75rem",
    marginInline: "auto",
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
  },
  brand: {
    marginInlineEnd: "auto",
    color: tokens.colorBrandForeground1,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightBold,
    textDecorationLine: "none",
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  brandSub: { display: "block", fontSize: tokens.fontSizeBase200, fontWeight: tokens.fontWeightRegular, color: tokens.colorNeutralForeground2 },
  search: { display: "flex", alignItems: "center", gap: tokens.spacingHorizontalXS },
  searchInput: {
    fontFamily: "inherit",
    fontSize: tokens.fontSizeBase300,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    minHeight: "32px",
    boxSizing: "border-box",
    width: "14rem",
    maxWidth: "60vw",
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "1px" },
  },
  visuallyHidden: {
    position: "absolute",
    width: "1px",
    height: "1px",
    overflow: "hidden",
    clip: "rect(0 0 0 0)",
    whiteSpace: "nowrap",
  },
  tools: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: tokens.spacingHorizontalS },
  field: { display: "flex", alignItems: "center", gap: tokens.spacingHorizontalXS, fontSize: tokens.fontSizeBase200 },
  select: {
    fontFamily: "inherit",
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    minHeight: "24px",
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "1px" },
  },
  button: {
    display: "inline-flex",
    alignItems: "center",
    minHeight: "32px",
    padding: `0 ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    fontFamily: "inherit",
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: "none",
    cursor: "pointer",
    ":hover": { backgroundColor: tokens.colorNeutralBackground1Hover },
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "2px" },
  },
  primary: {
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    border: `1px solid transparent`,
    ":hover": { backgroundColor: tokens.colorBrandBackgroundHover, color: tokens.colorNeutralForegroundOnBrand },
  },
  subtle: { border: `1px solid transparent`, backgroundColor: "transparent" },
  nav: { backgroundColor: tokens.colorBrandBackground },
  menu: {
    display: "flex",
    flexWrap: "wrap",
    listStyleType: "none",
    margin: "0 auto",
    padding: `0 ${tokens.spacingHorizontalL}`,
    maxWidth: "75rem",
  },
  menuLink: {
    display: "block",
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    color: tokens.colorNeutralForegroundOnBrand,
    textDecorationLine: "none",
    fontWeight: tokens.fontWeightSemibold,
    ":hover": { textDecorationLine: "underline" },
    ":focus-visible": { outline: `3px solid ${tokens.colorNeutralForegroundOnBrand}`, outlineOffset: "-3px" },
    "&[aria-current='page']": { textDecorationLine: "underline", textDecorationThickness: "3px" },
  },
});

const m = defineMessages({
  home: { id: "menu.home", defaultMessage: "Inicio" },
  energy: { id: "menu.energy", defaultMessage: "Energía" },
  water: { id: "menu.water", defaultMessage: "Acueducto y alcantarillado" },
  telco: { id: "menu.telco", defaultMessage: "Telecomunicaciones" },
  news: { id: "menu.news", defaultMessage: "Noticias" },
  service: { id: "menu.service", defaultMessage: "Atención al ciudadano" },
  transparency: { id: "menu.transparency", defaultMessage: "Transparencia" },
  menuLabel: { id: "menu.label", defaultMessage: "Menú principal" },
  company: { id: "menu.company", defaultMessage: "Nuestra empresa" },
  sustainability: { id: "menu.sustainability", defaultMessage: "Sostenibilidad" },
});

/** The site's areas in the main menu; paths are the areas' entry pages. */
const MENU: { label: MessageDescriptor; path: string }[] = [
  { label: m.home, path: "/homePage" },
  { label: m.energy, path: "/energia/energyHome" },
  { label: m.water, path: "/acueducto/homeAqueductSewer" },
  { label: m.telco, path: "/telco" },
  { label: m.company, path: "/who-we-are" },
  { label: m.sustainability, path: "/sostenibilidad" },
  { label: m.news, path: "/noticias" },
  { label: m.service, path: "/homeCustomerService" },
  { label: m.transparency, path: "/transparencia/home" },
];


/** Brand, theme and language switchers, account actions, and the main menu. */
export const Header = observer(function Header() {
  const styles = useHeaderStyles();
  const intl = useIntl();
  const navigate = useNavigate();
  const { config } = useStores();



  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/homePage" className={styles.brand}>
          {config.brandName}
          <span className={styles.brandSub}>{config.brandLongName}</span>
        </Link>
        <Suspense fallback={null}>
          <HeaderTools />
        </Suspense>
      </div>
      <nav className={styles.nav} aria-label={intl.formatMessage(m.menuLabel)}>
        <ul className={styles.menu}>
          {MENU.map((item) => (
            <li key={item.path}>
              <NavLink to={item.path} className={styles.menuLink}>
                {intl.formatMessage(item.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
});

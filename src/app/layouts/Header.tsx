import { observer } from "mobx-react-lite";
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from "react-intl";
import { Link, NavLink, useNavigate } from "react-router-dom";
import { mergeClasses } from "../../theme";
import { useStores } from "../StoresContext";
import { makeStyles, tokens } from "../../theme";
import { COLOR_SCHEMAS, type ColorSchema } from "../../theme/palette";
import { ROLES, UNAUTHENTICATED_ENTRY_PATH, type Locale } from "../../shared/constants";

const useStyles = makeStyles({
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
  schemaDefault: { id: "theme.schema.default", defaultMessage: "Azul institucional" },
  schemaDark: { id: "theme.schema.dark", defaultMessage: "Gris pizarra" },
  schemaGreen: { id: "theme.schema.green", defaultMessage: "Verde" },
  schemaPurple: { id: "theme.schema.purple", defaultMessage: "Morado" },
  schemaOrange: { id: "theme.schema.orange", defaultMessage: "Naranja" },
  menuLabel: { id: "menu.label", defaultMessage: "Menú principal" },
});

/** The site's areas in the main menu; paths are the areas' entry pages. */
const MENU: { label: MessageDescriptor; path: string }[] = [
  { label: m.home, path: "/homePage" },
  { label: m.energy, path: "/energia/energyHome" },
  { label: m.water, path: "/acueducto/homeAqueductSewer" },
  { label: m.telco, path: "/telco" },
  { label: m.news, path: "/noticias" },
  { label: m.service, path: "/homeCustomerService" },
  { label: m.transparency, path: "/transparencia/home" },
];

const SCHEMA_LABELS: Record<ColorSchema, MessageDescriptor> = {
  default: m.schemaDefault,
  dark: m.schemaDark,
  green: m.schemaGreen,
  purple: m.schemaPurple,
  orange: m.schemaOrange,
};

/** Brand, theme and language switchers, account actions, and the main menu. */
export const Header = observer(function Header() {
  const styles = useStyles();
  const intl = useIntl();
  const navigate = useNavigate();
  const { config, theme, locale, session } = useStores();

  const signOut = async () => {
    await session.signOut();
    navigate(UNAUTHENTICATED_ENTRY_PATH); // spec §2: after sign-out, the unauthenticated entry page
  };

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/homePage" className={styles.brand}>
          {config.brandName}
          <span className={styles.brandSub}>{config.brandLongName}</span>
        </Link>
        <div className={styles.tools}>
          <button
            type="button"
            className={mergeClasses(styles.button, styles.subtle)}
            aria-pressed={theme.mode === "dark"}
            onClick={() => theme.toggleMode()}
          >
            <FormattedMessage id="theme.darkMode" defaultMessage="Modo oscuro" />
          </button>
          <div className={styles.field}>
            <label htmlFor="theme-schema">
              <FormattedMessage id="theme.schema" defaultMessage="Colores" />
            </label>
            <select
              id="theme-schema"
              className={styles.select}
              value={theme.themeSchema}
              onChange={(e) => theme.setSchema(e.target.value as ColorSchema)}
            >
              {COLOR_SCHEMAS.map((s) => (
                <option key={s} value={s}>
                  {intl.formatMessage(SCHEMA_LABELS[s])}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="site-language">
              <FormattedMessage id="locale.label" defaultMessage="Idioma" />
            </label>
            <select
              id="site-language"
              className={styles.select}
              value={locale.locale}
              onChange={(e) => void locale.setLocale(e.target.value as Locale)}
            >
              <option value="es" lang="es">
                Español
              </option>
              <option value="en" lang="en">
                English
              </option>
            </select>
          </div>
          {session.isAuthenticated ? (
            <>
              <Link className={mergeClasses(styles.button, styles.primary)} to="/dashboard/dashboardGeneral">
                <FormattedMessage id="header.myAccount" defaultMessage="Mi cuenta" />
              </Link>
              {session.roles.some((r) => r.toUpperCase() === ROLES.admin || r.toUpperCase() === ROLES.superAdmin) ? (
                <Link className={styles.button} to="/admin/dashboard">
                  <FormattedMessage id="header.admin" defaultMessage="Administración" />
                </Link>
              ) : null}
              <button type="button" className={styles.button} onClick={() => void signOut()}>
                <FormattedMessage id="header.signOut" defaultMessage="Cerrar sesión" />
              </button>
            </>
          ) : (
            <Link className={mergeClasses(styles.button, styles.primary)} to="/sign-in">
              <FormattedMessage id="header.signIn" defaultMessage="Ingresar" />
            </Link>
          )}
        </div>
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

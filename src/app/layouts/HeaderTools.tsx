import { observer } from "mobx-react-lite";
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from "react-intl";
import { Link, useNavigate } from "react-router-dom";
import { mergeClasses } from "../../theme";
import { COLOR_SCHEMAS, type ColorSchema } from "../../theme/palette";
import { ROLES, UNAUTHENTICATED_ENTRY_PATH, type Locale } from "../../shared/constants";
import { useStores } from "../StoresContext";
import { searchPath } from "../../pages/general/searchIndex";
import { useMounted } from "../../components/useMounted";
import { useHeaderStyles } from "./Header";

const m = defineMessages({
  schemaDefault: { id: "theme.schema.default", defaultMessage: "Azul institucional" },
  schemaDark: { id: "theme.schema.dark", defaultMessage: "Gris pizarra" },
  schemaGreen: { id: "theme.schema.green", defaultMessage: "Verde" },
  schemaPurple: { id: "theme.schema.purple", defaultMessage: "Morado" },
  schemaOrange: { id: "theme.schema.orange", defaultMessage: "Naranja" },
});

const SCHEMA_LABELS: Record<ColorSchema, MessageDescriptor> = {
  default: m.schemaDefault,
  dark: m.schemaDark,
  green: m.schemaGreen,
  purple: m.schemaPurple,
  orange: m.schemaOrange,
};

/** Dark mode, colour schema and language switchers, and the account buttons of the header. */
export default observer(function HeaderTools() {
  const styles = useHeaderStyles();
  const intl = useIntl();
  const navigate = useNavigate();
  const { theme, locale, session } = useStores();
  // Until hydrated the switchers show what the prerendered HTML shows.
  const asBuilt = !useMounted();

  const signOut = async () => {
    await session.signOut();
    navigate(UNAUTHENTICATED_ENTRY_PATH); // spec §2: after sign-out, the unauthenticated entry page
  };

  return (
    <>
      <form
        role="search"
        action="/buscar"
        method="get"
        className={styles.search}
        onSubmit={(e) => {
          e.preventDefault();
          // Read from the field itself: it is uncontrolled, so what a visitor typed before the
          // app took over the prerendered header is kept (a controlled value would reset it).
          navigate(searchPath(String(new FormData(e.currentTarget).get("q") ?? "")));
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
        <button type="submit" className={styles.button}>
          <FormattedMessage id="search.submit" defaultMessage="Buscar" />
        </button>
      </form>
      <div className={styles.tools}>
        <button
          type="button"
          className={mergeClasses(styles.button, styles.subtle)}
          aria-pressed={!asBuilt && theme.mode === "dark"}
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
            value={asBuilt ? "default" : theme.themeSchema}
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
            value={asBuilt ? "es" : locale.locale}
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
    </>
  );
});

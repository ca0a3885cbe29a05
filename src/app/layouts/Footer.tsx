import { observer } from "mobx-react-lite";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { useStores } from "../StoresContext";
import { makeStyles, mergeClasses, tokens } from "../../theme";
import { ENTITY_CONTACT, telHref } from "../../shared/entity";
import { withDefaults } from "../../shared/siteSettings";
import { useRouteHref } from "../../components/RouteLink";

const useStyles = makeStyles({
  footer: {
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground1,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    marginTop: tokens.spacingVerticalXXXL,
  },
  inner: { maxWidth: "75rem", marginInline: "auto", padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}` },
  columns: { display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(15rem, 1fr))", gap: tokens.spacingHorizontalXL },
  heading: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, marginBlock: `0 ${tokens.spacingVerticalS}` },
  list: { listStyleType: "none", margin: 0, padding: 0, lineHeight: tokens.lineHeightBase400 },
  link: { color: tokens.colorBrandForegroundLink },
  // A button (it opens the cookie banner) that reads like the links beside it.
  linkButton: {
    fontFamily: "inherit",
    fontSize: "inherit",
    padding: 0,
    border: "none",
    backgroundColor: "transparent",
    textDecorationLine: "underline",
    cursor: "pointer",
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "2px" },
  },
  legal: {
    display: "flex",
    flexWrap: "wrap",
    gap: tokens.spacingHorizontalL,
    alignItems: "center",
    fontSize: tokens.fontSizeBase200,
    paddingBlock: tokens.spacingVerticalM,
  },
});

/**
 * Spec §2 "Layout": copyright with the current year and the Terms and Privacy links. Deliberate
 * deviation: the spec's links are inert; here they open the actual policy pages.
 */
export const LegalLine = observer(function LegalLine() {
  const href = useRouteHref();
  const { config, metrics } = useStores();
  const styles = useStyles();
  // Ley 1581: the analytics-cookie choice can be changed at any time (only with Application Insights).
  // The tracking chunk sets it after hydration, so the prerendered HTML never has the button.
  const consent = metrics.consent.get();
  const year = new Date().getFullYear();
  return (
    <div className={styles.legal}>
      <span>
        © {year} {config.brandLongName} – {config.brandName}
      </span>
      <Link className={styles.link} to={href({ route: "atencion.termsAndConditions" })}>
        <FormattedMessage id="footer.terms" defaultMessage="Términos y condiciones" />
      </Link>
      <Link className={styles.link} to={href({ route: "atencion.personalData" })}>
        <FormattedMessage id="footer.privacy" defaultMessage="Política de privacidad" />
      </Link>
      {consent ? (
        <button type="button" className={mergeClasses(styles.link, styles.linkButton)} onClick={() => consent.reopen()}>
          <FormattedMessage id="footer.cookiePreferences" defaultMessage="Preferencias de cookies" />
        </button>
      ) : null}
    </div>
  );
});

/** The footer of authenticated pages with container: just the legal line. */
export function SimpleFooter() {
  const styles = useStyles();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <LegalLine />
      </div>
    </footer>
  );
}

/** The public footer: entity data, attention lines, notification e-mails and policies (DESIGN §9). */
export const PublicFooter = observer(function PublicFooter() {
  const href = useRouteHref();
  const { config, siteSettings } = useStores();
  const styles = useStyles();
  const intl = useIntl();
  const c = ENTITY_CONTACT;
  // Lines and hours come from /admin/settings (issue 9); the entity's own data stays fixed.
  const live = withDefaults(siteSettings.current);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.columns}>
          <section aria-labelledby="footer-entity">
            <h2 id="footer-entity" className={styles.heading}>
              {config.brandLongName}
            </h2>
            <ul className={styles.list}>
              <li>NIT {c.nit}</li>
              <li>{c.address}</li>
              <li>{c.city}</li>
              <li>
                <FormattedMessage id="footer.hours" defaultMessage="Horario de atención:" /> {live.officeHours}
              </li>
            </ul>
          </section>
          <section aria-labelledby="footer-lines">
            <h2 id="footer-lines" className={styles.heading}>
              <FormattedMessage id="footer.lines" defaultMessage="Líneas de atención" />
            </h2>
            <ul className={styles.list}>
              <li>
                <FormattedMessage id="footer.switchboard" defaultMessage="Conmutador:" />{" "}
                <a className={styles.link} href={telHref(live.switchboard)}>
                  {live.switchboard}
                </a>
              </li>
              <li>
                <FormattedMessage id="footer.freeLine" defaultMessage="Línea gratuita 24 horas:" />{" "}
                <a className={styles.link} href={telHref(live.freeLine)}>
                  {live.freeLine}
                </a>
              </li>
              <li>
                <FormattedMessage id="footer.antiCorruption" defaultMessage="Línea anticorrupción:" />{" "}
                <a className={styles.link} href={telHref(live.antiCorruptionLine)}>
                  {live.antiCorruptionLine}
                </a>
              </li>
              <li>
                <FormattedMessage id="footer.emergencyEnergy" defaultMessage="Emergencias de energía:" />{" "}
                <a className={styles.link} href={telHref(live.emergencyEnergy)}>
                  {live.emergencyEnergy}
                </a>
              </li>
              <li>
                <FormattedMessage id="footer.emergencyWater" defaultMessage="Emergencias de acueducto y alcantarillado:" />{" "}
                <a className={styles.link} href={telHref(live.emergencyWater)}>
                  {live.emergencyWater}
                </a>
              </li>
              <li>
                <FormattedMessage id="footer.emergencyTelecom" defaultMessage="Daños de telecomunicaciones:" />{" "}
                <a className={styles.link} href={telHref(live.emergencyTelecom)}>
                  {live.emergencyTelecom}
                </a>
              </li>
            </ul>
          </section>
          <section aria-labelledby="footer-mail">
            <h2 id="footer-mail" className={styles.heading}>
              <FormattedMessage id="footer.mail" defaultMessage="Correos de notificación" />
            </h2>
            <ul className={styles.list}>
              <li>
                <FormattedMessage id="footer.institutionalEmail" defaultMessage="Institucional:" />{" "}
                <a className={styles.link} href={`mailto:${c.institutionalEmail}`}>
                  {c.institutionalEmail}
                </a>
              </li>
              <li>
                <FormattedMessage id="footer.judicialEmail" defaultMessage="Notificaciones judiciales:" />{" "}
                <a className={styles.link} href={`mailto:${c.judicialEmail}`}>
                  {c.judicialEmail}
                </a>
              </li>
            </ul>
          </section>
          <nav aria-label={intl.formatMessage({ id: "footer.linksLabel", defaultMessage: "Enlaces de interés" })}>
            <h2 className={styles.heading}>
              <FormattedMessage id="footer.links" defaultMessage="Enlaces de interés" />
            </h2>
            <ul className={styles.list}>
              <li>
                <Link className={styles.link} to={href({ route: "general.siteMap" })}>
                  <FormattedMessage id="footer.sitemap" defaultMessage="Mapa del sitio" />
                </Link>
              </li>
              <li>
                <Link className={styles.link} to={href({ route: "transparencia.home" })}>
                  <FormattedMessage id="footer.transparency" defaultMessage="Transparencia y acceso a la información" />
                </Link>
              </li>
              <li>
                <Link className={styles.link} to={href({ route: "atencion.newPqrs" })}>
                  <FormattedMessage id="footer.pqrs" defaultMessage="Radicar una PQRS" />
                </Link>
              </li>
              <li>
                <Link className={styles.link} to={href({ route: "transparencia.proteccionDatosPersonales" })}>
                  <FormattedMessage id="footer.dataPolicy" defaultMessage="Protección de datos personales" />
                </Link>
              </li>
            </ul>
          </nav>
        </div>
        <LegalLine />
      </div>
    </footer>
  );
});

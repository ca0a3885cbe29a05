import type { ReactNode } from "react";
import { observer } from "mobx-react-lite";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { useStores } from "../StoresContext";
import { makeStyles, mergeClasses, tokens } from "../../theme";
import { ENTITY_CONTACT, telHref } from "../../shared/entity";
import { withDefaults } from "../../shared/siteSettings";
import { useRouteHref } from "../../components/RouteLink";
import { CountryMark, GovcoWordmark } from "../../components/shell/GovcoLogos";

/** The accessibility statement (issue 35 §4), a content page. */
const ACCESSIBILITY_ROUTE = "atencion.accesibilidad";

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
  // WCAG 2.2 2.5.8 (Lighthouse's target-size): a link per line, with room enough around each one.
  list: { listStyleType: "none", margin: 0, padding: 0, lineHeight: tokens.lineHeightBase400, "& > li": { paddingBlock: tokens.spacingVerticalXS } },
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
  nextHeading: { marginBlockStart: tokens.spacingVerticalL },
  // An e-mail address may be longer than a 320 px column (WCAG 1.4.10).
  breakable: { overflowWrap: "anywhere" },
  // The State's marks on the GOV.CO kit's Cobalt, whatever the theme (literal values: Griffel's
  // build-time transform reads no imported constant).
  marks: { backgroundColor: "#0943B5", color: "#FFFFFF" },
  marksInner: {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    gap: tokens.spacingHorizontalXXL,
    maxWidth: "75rem",
    marginInline: "auto",
    boxSizing: "border-box",
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
  },
  mark: { display: "inline-flex", alignItems: "center" },
  countryMark: { display: "block", height: "40px", width: "auto" },
  govcoMark: { display: "block", height: "24px", width: "auto" },
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

/** A national number as the GOV.CO footer prints it: +57 before a 10-digit number; 01 8000 lines and short codes as they are. */
export function withCountryCode(printed: string): { text: string; href: string } {
  const digits = printed.replace(/\D/g, "");
  if (digits.length === 10 && !printed.trim().startsWith("+") && !digits.startsWith("01")) return { text: `+57 ${printed}`, href: `tel:+57${digits}` };
  return { text: printed, href: telHref(printed) };
}

/** The social networks' names in the footer (the addresses come from the settings). */
const NETWORKS = [
  ["facebookUrl", "Facebook"],
  ["xUrl", "X"],
  ["instagramUrl", "Instagram"],
  ["youtubeUrl", "YouTube"],
] as const;

/**
 * The public footer (DESIGN §9; issue 35 §4, the GOV.CO footer of Res. MinTIC 1519 de 2020, Anexo 2,
 * formats sheet §5): the entity's name, address with postal code and municipality, hours, attention
 * lines, institutional and judicial-notice e-mails, social networks, site map, policies, the
 * accessibility statement, and the CO and GOV.CO marks. Every value but the NIT comes from
 * /admin/settings; the prerendered HTML holds their published defaults until the stored ones arrive.
 */
export const PublicFooter = observer(function PublicFooter() {
  const href = useRouteHref();
  const { siteSettings } = useStores();
  const styles = useStyles();
  const intl = useIntl();
  const live = withDefaults(siteSettings.current);
  const phone = (label: ReactNode, printed: string, international = false) => {
    const p = international ? withCountryCode(printed) : { text: printed, href: telHref(printed) };
    return (
      <li>
        {label}{" "}
        <a className={styles.link} href={p.href}>
          {p.text}
        </a>
      </li>
    );
  };
  const networks = NETWORKS.filter(([key]) => live[key] !== "");
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.columns}>
          <section aria-labelledby="footer-entity">
            <h2 id="footer-entity" className={styles.heading}>
              {live.entityName}
            </h2>
            <ul className={styles.list}>
              <li>NIT {ENTITY_CONTACT.nit}</li>
              <li>{live.officeAddress}</li>
              <li>
                <FormattedMessage id="footer.postalCode" defaultMessage="Código postal {code}" values={{ code: live.postalCode }} />
              </li>
              <li>{live.officeCity}</li>
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
              {phone(<FormattedMessage id="footer.switchboard" defaultMessage="Conmutador:" />, live.switchboard, true)}
              {phone(<FormattedMessage id="footer.freeLine" defaultMessage="Línea gratuita 24 horas:" />, live.freeLine, true)}
              {phone(<FormattedMessage id="footer.antiCorruption" defaultMessage="Línea anticorrupción:" />, live.antiCorruptionLine, true)}
              {phone(<FormattedMessage id="footer.emergencyEnergy" defaultMessage="Emergencias de energía:" />, live.emergencyEnergy)}
              {phone(<FormattedMessage id="footer.emergencyWater" defaultMessage="Emergencias de acueducto y alcantarillado:" />, live.emergencyWater)}
              {phone(<FormattedMessage id="footer.emergencyTelecom" defaultMessage="Daños de telecomunicaciones:" />, live.emergencyTelecom)}
            </ul>
          </section>
          <section aria-labelledby="footer-mail">
            <h2 id="footer-mail" className={styles.heading}>
              <FormattedMessage id="footer.mail" defaultMessage="Correos de notificación" />
            </h2>
            <ul className={styles.list}>
              <li>
                <FormattedMessage id="footer.institutionalEmail" defaultMessage="Institucional:" />{" "}
                <a className={mergeClasses(styles.link, styles.breakable)} href={`mailto:${live.institutionalEmail}`}>
                  {live.institutionalEmail}
                </a>
              </li>
              <li>
                <FormattedMessage id="footer.judicialEmail" defaultMessage="Notificaciones judiciales:" />{" "}
                <a className={mergeClasses(styles.link, styles.breakable)} href={`mailto:${live.judicialEmail}`}>
                  {live.judicialEmail}
                </a>
              </li>
            </ul>
            {networks.length > 0 ? (
              <>
                <h2 id="footer-social" className={mergeClasses(styles.heading, styles.nextHeading)}>
                  <FormattedMessage id="footer.social" defaultMessage="Redes sociales" />
                </h2>
                <ul className={styles.list}>
                  {networks.map(([key, name]) => (
                    <li key={key}>
                      <a className={styles.link} href={live[key]} rel="noopener">
                        {key === "xUrl" ? intl.formatMessage({ id: "footer.network.x", defaultMessage: "X (antes Twitter)" }) : name}
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
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
              <li>
                <Link className={styles.link} to={href({ route: "transparencia.copyrightPolicy" })}>
                  <FormattedMessage id="footer.copyright" defaultMessage="Política de derechos de autor" />
                </Link>
              </li>
              <li>
                <Link className={styles.link} to={href({ route: ACCESSIBILITY_ROUTE })}>
                  <FormattedMessage id="footer.accessibility" defaultMessage="Accesibilidad" />
                </Link>
              </li>
            </ul>
          </nav>
        </div>
        <LegalLine />
      </div>
      <div className={styles.marks}>
        <div className={styles.marksInner}>
          <span role="img" className={styles.mark} aria-label={intl.formatMessage({ id: "footer.countryMark", defaultMessage: "Marca país Colombia (CO)" })}>
            <CountryMark className={styles.countryMark} />
          </span>
          <span role="img" className={styles.mark} aria-label={intl.formatMessage({ id: "footer.govcoMark", defaultMessage: "Logotipo de GOV.CO" })}>
            <GovcoWordmark className={styles.govcoMark} />
          </span>
        </div>
      </div>
    </footer>
  );
});

import { Body1, Card, CardHeader, Text } from "@fluentui/react-components";
import {
  ArrowRight16Regular,
  CalendarClock24Regular,
  Drop24Regular,
  Flash24Regular,
  Payment24Regular,
  PersonFeedback24Regular,
  Receipt24Regular,
  Warning24Regular,
  Wifi124Regular,
} from "@fluentui/react-icons";
import { observer } from "mobx-react-lite";
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from "react-intl";
import { Link } from "react-router-dom";
import { useStores } from "../../../app/StoresContext";
import { Illustration, type IllustrationKind } from "../../../components/illustrations/Illustration";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { useRouteHref } from "../../../components/RouteLink";
import { telHref } from "../../../shared/entity";
import { withDefaults } from "../../../shared/siteSettings";
import { makeStyles, mergeClasses, tokens } from "../../../theme";
import { NewsBlocks } from "../parts/NewsBlocks";

const useStyles = makeStyles({
  // "telecomunicaciones" in the title's type is wider than a 320 px phone: it breaks with a hyphen.
  page: { "& h1": { hyphens: "auto", overflowWrap: "break-word" } },
  lead: { fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, maxWidth: "48rem" },
  actions: {
    display: "grid",
    // Two a row on a phone, one row of five on a wide screen.
    gridTemplateColumns: "repeat(auto-fit, minmax(min(9.5rem, 100%), 1fr))",
    gap: tokens.spacingHorizontalM,
    listStyleType: "none",
    padding: 0,
    marginBlock: tokens.spacingVerticalXL,
  },
  action: {
    display: "flex",
    alignItems: "center",
    gap: tokens.spacingHorizontalS,
    height: "100%",
    boxSizing: "border-box",
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    "@media (min-width: 768px)": { padding: tokens.spacingVerticalL },
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: "none",
    ":hover": { backgroundColor: tokens.colorBrandBackgroundHover },
    ":focus-visible": { outline: `3px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "2px" },
  },
  actionIcon: { flexShrink: 0, fontSize: "24px", width: "24px", height: "24px" },
  services: { display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(min(16rem, 100%), 1fr))", gap: tokens.spacingHorizontalL },
  serviceCard: { paddingBlockStart: 0, overflow: "hidden" },
  // The card's picture runs edge to edge, above its title.
  serviceArt: { marginInline: `calc(-1 * ${tokens.spacingHorizontalM})`, width: `calc(100% + 2 * ${tokens.spacingHorizontalM})`, borderRadius: 0 },
  serviceTitle: { margin: 0 },
  serviceIcon: { color: tokens.colorBrandForeground1, fontSize: "24px", width: "24px", height: "24px" },
  cardLink: { color: tokens.colorBrandForegroundLink, fontWeight: tokens.fontWeightSemibold },
  moreLink: { display: "inline-flex", alignItems: "center", gap: tokens.spacingHorizontalXS, marginBlockStart: "auto" },
  lineLink: { color: tokens.colorBrandForegroundLink, fontSize: tokens.fontSizeBase400 },
  citizenLinks: {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fit, minmax(16rem, 1fr))",
    gap: tokens.spacingVerticalS,
    paddingInlineStart: tokens.spacingHorizontalL,
  },
  lines: {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fit, minmax(14rem, 1fr))",
    gap: tokens.spacingHorizontalM,
    paddingInlineStart: 0,
    listStyleType: "none",
  },
});

const m = defineMessages({
  lineFree: { id: "home.lines.free", defaultMessage: "Línea gratuita 24 horas" },
  lineEnergy: { id: "home.lines.emergencyEnergy", defaultMessage: "Emergencias de energía" },
  lineWater: { id: "home.lines.emergencyWater", defaultMessage: "Emergencias de acueducto y alcantarillado" },
  lineTelecom: { id: "home.lines.emergencyTelecom", defaultMessage: "Daños de telecomunicaciones" },
  lineSwitchboard: { id: "home.lines.switchboard", defaultMessage: "Conmutador" },
  pay: { id: "home.action.pay", defaultMessage: "Pagar mi factura" },
  invoice: { id: "home.action.invoice", defaultMessage: "Ver mi factura" },
  failure: { id: "home.action.failure", defaultMessage: "Reportar una falla" },
  pqrs: { id: "home.action.pqrs", defaultMessage: "Radicar una PQRS" },
  cuts: { id: "home.action.cuts", defaultMessage: "Cortes programados" },
  energyTitle: { id: "home.service.energy.title", defaultMessage: "Energía" },
  energyText: {
    id: "home.service.energy.text",
    defaultMessage: "Tarifas del mes por nivel de tensión, conexión de autogeneradores, normas técnicas y derechos de los usuarios.",
  },
  waterTitle: { id: "home.service.water.title", defaultMessage: "Acueducto y alcantarillado" },
  waterText: {
    id: "home.service.water.text",
    defaultMessage: "Calidad del agua de nuestras plantas, tarifas por estrato, vertimientos y el plan de reducción de pérdidas.",
  },
  telcoTitle: { id: "home.service.telco.title", defaultMessage: "Telecomunicaciones" },
  telcoText: {
    id: "home.service.telco.text",
    defaultMessage: "Planes de internet, telefonía y televisión, cobertura, medidor de velocidad e indicadores de calidad.",
  },
  actions: { id: "home.actions", defaultMessage: "Trámites frecuentes" },
});

/** The tiles under the lead, by route key. */
const QUICK_ACTIONS = [
  { label: m.pay, route: "cuenta.onlinePayment", Icon: Payment24Regular },
  { label: m.invoice, route: "cuenta.invoices", Icon: Receipt24Regular },
  { label: m.failure, route: "atencion.faultReport", Icon: Warning24Regular },
  { label: m.pqrs, route: "atencion.newPqrs", Icon: PersonFeedback24Regular },
  { label: m.cuts, route: "noticias.serviceCuts", Icon: CalendarClock24Regular },
];

const SERVICES: { title: MessageDescriptor; text: MessageDescriptor; route: string; art: IllustrationKind; Icon: typeof Flash24Regular }[] = [
  { title: m.energyTitle, text: m.energyText, route: "energia.energyHome", art: "energia", Icon: Flash24Regular },
  { title: m.waterTitle, text: m.waterText, route: "acueducto.homeAqueductSewer", art: "agua", Icon: Drop24Regular },
  { title: m.telcoTitle, text: m.telcoText, route: "telco.home", art: "telco", Icon: Wifi124Regular },
];

/** Home: quick actions, the three services, attention lines, then news and service cuts. */
export default observer(function HomeView() {
  const { config, siteSettings } = useStores();
  const intl = useIntl();
  const styles = useStyles();
  const href = useRouteHref();
  // From /admin/settings (issue 9); the published defaults until the stored ones arrive.
  const live = withDefaults(siteSettings.current);
  const lines = [
    { id: "free", label: m.lineFree, number: live.freeLine },
    { id: "energy", label: m.lineEnergy, number: live.emergencyEnergy },
    { id: "water", label: m.lineWater, number: live.emergencyWater },
    { id: "telecom", label: m.lineTelecom, number: live.emergencyTelecom },
    { id: "switchboard", label: m.lineSwitchboard, number: live.switchboard },
  ];
  return (
    <article className={styles.page}>
      <PageHeading>
        <FormattedMessage id="home.title" defaultMessage="Servicios públicos de energía, agua y telecomunicaciones" />
      </PageHeading>
      <Body1 as="p" block className={styles.lead}>
        <FormattedMessage
          id="home.lead"
          defaultMessage="{brand} presta los servicios de energía, acueducto, alcantarillado y telecomunicaciones del municipio. Pague su factura, consulte los cortes programados y haga sus trámites en línea."
          values={{ brand: config.brandLongName }}
        />
      </Body1>
      <nav aria-label={intl.formatMessage(m.actions)}>
        <ul className={styles.actions}>
          {QUICK_ACTIONS.map((a) => (
            <li key={a.route}>
              <Link className={styles.action} to={href({ route: a.route })}>
                <a.Icon className={styles.actionIcon} aria-hidden="true" />
                {intl.formatMessage(a.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="home-services">
        <h2 id="home-services">
          <FormattedMessage id="home.services" defaultMessage="Nuestros servicios" />
        </h2>
        <div className={styles.services}>
          {SERVICES.map((s) => (
            <Card key={s.route} className={styles.serviceCard} data-testid="service-card">
              <Illustration kind={s.art} ratio="16 / 5" className={styles.serviceArt} />
              <CardHeader
                image={<s.Icon className={styles.serviceIcon} aria-hidden="true" />}
                header={
                  <Text as="h3" weight="semibold" size={500} className={styles.serviceTitle}>
                    {intl.formatMessage(s.title)}
                  </Text>
                }
              />
              <Body1 as="p" block>
                {intl.formatMessage(s.text)}
              </Body1>
              <Link className={mergeClasses(styles.cardLink, styles.moreLink)} to={href({ route: s.route })}>
                <FormattedMessage id="home.service.more" defaultMessage="Ir a {service}" values={{ service: intl.formatMessage(s.title) }} />
                <ArrowRight16Regular aria-hidden="true" />
              </Link>
            </Card>
          ))}
        </div>
      </section>
      <section aria-labelledby="home-citizens">
        <h2 id="home-citizens">
          <FormattedMessage id="home.citizens" defaultMessage="Información para la ciudadanía" />
        </h2>
        <Body1 as="p" block className={styles.lead}>
          <FormattedMessage
            id="home.citizens.text"
            defaultMessage="Publicamos la información que exige la Ley 1712 de 2014: presupuesto y su ejecución, contratos, informes de gestión y de control interno, indicadores de calidad de la atención y los espacios para que usted participe en las decisiones de la empresa. Si no encuentra un dato, puede pedirlo por medio de una solicitud de información y le responderemos en un plazo máximo de diez días hábiles."
          />
        </Body1>
        <ul className={styles.citizenLinks}>
          <li>
            <Link className={styles.cardLink} to={href({ route: "transparencia.home" })}>
              <FormattedMessage id="home.citizens.transparency" defaultMessage="Transparencia y acceso a la información pública" />
            </Link>
          </li>
          <li>
            <Link className={styles.cardLink} to={href({ route: "atencion.pqrs" })}>
              <FormattedMessage id="home.citizens.pqrs" defaultMessage="Peticiones, quejas, reclamos y sugerencias" />
            </Link>
          </li>
          <li>
            <Link className={styles.cardLink} to={href({ route: "atencion.physicalCentersAttention" })}>
              <FormattedMessage id="home.citizens.offices" defaultMessage="Oficinas y horarios de atención" />
            </Link>
          </li>
          <li>
            <Link className={styles.cardLink} to={href({ route: "general.siteMap" })}>
              <FormattedMessage id="home.citizens.sitemap" defaultMessage="Mapa del sitio" />
            </Link>
          </li>
        </ul>
      </section>
      <section aria-labelledby="home-lines">
        <h2 id="home-lines">
          <FormattedMessage id="home.lines" defaultMessage="Líneas de atención y emergencias" />
        </h2>
        <ul className={styles.lines}>
          {lines.map((line) => (
            <li key={line.id}>
              <strong>{intl.formatMessage(line.label)}</strong>
              <br />
              <a className={styles.lineLink} href={telHref(line.number)}>
                {line.number}
              </a>
            </li>
          ))}
        </ul>
        <p>
          <FormattedMessage id="home.lines.hours" defaultMessage="Horario de atención en oficinas: {hours}" values={{ hours: live.officeHours }} />
        </p>
      </section>
      <NewsBlocks />
    </article>
  );
});

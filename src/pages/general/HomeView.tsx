import { Body1, Card, CardHeader, Text } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { useStores } from "../../app/StoresContext";
import { PageHeading } from "../../components/a11y/PageHeading";
import { ENTITY_CONTACT, telHref } from "../../shared/entity";
import { makeStyles, tokens } from "../../theme";

const useStyles = makeStyles({
  lead: { fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, maxWidth: "48rem" },
  actions: {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fit, minmax(11rem, 1fr))",
    gap: tokens.spacingHorizontalM,
    listStyleType: "none",
    padding: 0,
    marginBlock: tokens.spacingVerticalXL,
  },
  action: {
    display: "block",
    height: "100%",
    boxSizing: "border-box",
    padding: tokens.spacingVerticalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: "none",
    ":hover": { backgroundColor: tokens.colorBrandBackgroundHover },
    ":focus-visible": { outline: `3px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "2px" },
  },
  services: { display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(16rem, 1fr))", gap: tokens.spacingHorizontalL },
  cardLink: { color: tokens.colorBrandForegroundLink, fontWeight: tokens.fontWeightSemibold },
  lineLink: { color: tokens.colorBrandForegroundLink, fontSize: tokens.fontSizeBase400 },
  lines: { display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(14rem, 1fr))", gap: tokens.spacingHorizontalM, paddingInlineStart: 0, listStyleType: "none" },
});

const m = defineMessages({
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

const QUICK_ACTIONS = [
  { label: m.pay, path: "/pago-en-linea" },
  { label: m.invoice, path: "/facturas" },
  { label: m.failure, path: "/reporta-una-falla" },
  { label: m.pqrs, path: "/newPQRS" },
  { label: m.cuts, path: "/noticias-cortes" },
];

const SERVICES = [
  { title: m.energyTitle, text: m.energyText, path: "/energia/energyHome" },
  { title: m.waterTitle, text: m.waterText, path: "/acueducto/homeAqueductSewer" },
  { title: m.telcoTitle, text: m.telcoText, path: "/telco" },
];

/** Home: quick actions, the three services and the attention lines. */
export default observer(function HomeView() {
  const { config } = useStores();
  const intl = useIntl();
  const styles = useStyles();
  return (
    <article>
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
            <li key={a.path}>
              <Link className={styles.action} to={a.path}>
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
            <Card key={s.path}>
              <CardHeader header={<Text as="h3" weight="semibold" size={500}>{intl.formatMessage(s.title)}</Text>} />
              <Body1 as="p" block>
                {intl.formatMessage(s.text)}
              </Body1>
              <Link className={styles.cardLink} to={s.path}>
                <FormattedMessage id="home.service.more" defaultMessage="Ir a {service}" values={{ service: intl.formatMessage(s.title) }} />
              </Link>
            </Card>
          ))}
        </div>
      </section>
      <section aria-labelledby="home-lines">
        <h2 id="home-lines">
          <FormattedMessage id="home.lines" defaultMessage="Líneas de atención y emergencias" />
        </h2>
        <ul className={styles.lines}>
          <li>
            <strong>
              <FormattedMessage id="home.lines.free" defaultMessage="Línea gratuita 24 horas" />
            </strong>
            <br />
            <a className={styles.lineLink} href={telHref(ENTITY_CONTACT.freeLine)}>{ENTITY_CONTACT.freeLine}</a>
          </li>
          <li>
            <strong>
              <FormattedMessage id="home.lines.emergency" defaultMessage="Daños y emergencias" />
            </strong>
            <br />
            <a className={styles.lineLink} href={telHref(ENTITY_CONTACT.emergencyLine)}>{ENTITY_CONTACT.emergencyLine}</a>
          </li>
          <li>
            <strong>
              <FormattedMessage id="home.lines.switchboard" defaultMessage="Conmutador" />
            </strong>
            <br />
            <a className={styles.lineLink} href={telHref(ENTITY_CONTACT.switchboard)}>{ENTITY_CONTACT.switchboard}</a>
          </li>
        </ul>
      </section>
    </article>
  );
});

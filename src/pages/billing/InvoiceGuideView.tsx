import { Body1 } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl, type MessageDescriptor } from "react-intl";
import { PageHeading } from "../../components/a11y/PageHeading";
import { RouterLink } from "../../components/RouterLink";
import { makeStyles, tokens } from "../../theme";

const t = defineMessages({
  title: { id: "billing.invoiceGuide.title", defaultMessage: "Cómo leer su factura" },
  intro: {
    id: "billing.invoiceGuide.intro",
    defaultMessage:
      "Su factura de servicios públicos tiene la información que exige la ley (Ley 142 de 1994, artículo 148) para que sepa qué consumió, cuánto cuesta y hasta cuándo puede pagar. Esta guía explica cada parte.",
  },
  partsTitle: { id: "billing.invoiceGuide.partsTitle", defaultMessage: "Las partes de su factura" },
  figure: {
    id: "billing.invoiceGuide.figure",
    defaultMessage:
      "Esquema de una factura con las zonas numeradas del 1 al 14: arriba los datos del contrato y del predio, en el centro las lecturas, el historial de consumo y los cobros, y abajo las fechas, los puntos de pago y el total. Cada número se explica en la lista.",
  },
  figureCaption: { id: "billing.invoiceGuide.figureCaption", defaultMessage: "Dónde está cada dato en su factura (ejemplo)." },
  energyTitle: { id: "billing.invoiceGuide.energyTitle", defaultMessage: "Energía: el costo unitario (CU)" },
  energyIntro: {
    id: "billing.invoiceGuide.energyIntro",
    defaultMessage:
      "El precio de cada kilovatio hora (kWh) es el costo unitario, que la empresa calcula y publica cada mes según la fórmula de la Comisión de Regulación de Energía y Gas (Resolución CREG 119 de 2007):",
  },
  energyCharge: {
    id: "billing.invoiceGuide.energyCharge",
    defaultMessage: "Su cobro de energía es el consumo en kWh multiplicado por el CU, menos el subsidio o más la contribución que le corresponda.",
  },
  energySubsistence: {
    id: "billing.invoiceGuide.energySubsistence",
    defaultMessage:
      "En energía el subsidio de los estratos 1, 2 y 3 cubre solo el consumo de subsistencia: 173 kWh al mes donde la altitud es menor de 1.000 metros y 130 kWh al mes desde 1.000 metros. Lo que consuma por encima se cobra al CU completo.",
  },
  waterTitle: { id: "billing.invoiceGuide.waterTitle", defaultMessage: "Acueducto y alcantarillado: cargo fijo y consumo" },
  water: {
    id: "billing.invoiceGuide.water",
    defaultMessage:
      "El acueducto y el alcantarillado cobran un cargo fijo mensual, que no depende de cuánto consuma, y un valor por cada metro cúbico (m³). El alcantarillado se cobra sobre los metros cúbicos de agua que usted consume.",
  },
  waterBasic: {
    id: "billing.invoiceGuide.waterBasic",
    defaultMessage:
      "El consumo básico es el agua que cubre las necesidades esenciales de un hogar. En la zona que atendemos, entre 1.000 y 2.000 metros sobre el nivel del mar, es de 13 m³ al mes (16 m³ por debajo de 1.000 metros y 11 m³ por encima de 2.000). Lo que pase de ahí es consumo complementario o suntuario y se cobra sin subsidio.",
  },
  subsidyTitle: { id: "billing.invoiceGuide.subsidyTitle", defaultMessage: "Subsidios y contribuciones" },
  subsidyIntro: {
    id: "billing.invoiceGuide.subsidyIntro",
    defaultMessage:
      "Según el estrato y el uso del predio, su factura tiene un subsidio (un descuento) o una contribución de solidaridad (un valor adicional que financia los subsidios).",
  },
  subsidyCaption: { id: "billing.invoiceGuide.subsidyCaption", defaultMessage: "Subsidio o contribución según el estrato y el uso del predio" },
  colUse: { id: "billing.invoiceGuide.colUse", defaultMessage: "Estrato o uso" },
  colWater: { id: "billing.invoiceGuide.colWater", defaultMessage: "Acueducto y alcantarillado" },
  colEnergy: { id: "billing.invoiceGuide.colEnergy", defaultMessage: "Energía" },
  estrato1: { id: "billing.invoiceGuide.estrato1", defaultMessage: "Estrato 1" },
  estrato2: { id: "billing.invoiceGuide.estrato2", defaultMessage: "Estrato 2" },
  estrato3: { id: "billing.invoiceGuide.estrato3", defaultMessage: "Estrato 3" },
  estrato4: { id: "billing.invoiceGuide.estrato4", defaultMessage: "Estrato 4" },
  estrato56: { id: "billing.invoiceGuide.estrato56", defaultMessage: "Estratos 5 y 6" },
  commercial: { id: "billing.invoiceGuide.commercial", defaultMessage: "Comercial e industrial" },
  water70: { id: "billing.invoiceGuide.water70", defaultMessage: "Subsidio de hasta el 70 % del cargo fijo y del consumo básico" },
  water40: { id: "billing.invoiceGuide.water40", defaultMessage: "Subsidio de hasta el 40 % del cargo fijo y del consumo básico" },
  water15: { id: "billing.invoiceGuide.water15", defaultMessage: "Subsidio de hasta el 15 % del cargo fijo y del consumo básico" },
  energySubsidy: { id: "billing.invoiceGuide.energySubsidy", defaultMessage: "Subsidio sobre el consumo de subsistencia" },
  neutral: { id: "billing.invoiceGuide.neutral", defaultMessage: "Paga el costo del servicio: ni subsidio ni contribución" },
  contribution: { id: "billing.invoiceGuide.contribution", defaultMessage: "Paga una contribución de solidaridad además del costo" },
  claimTitle: { id: "billing.invoiceGuide.claimTitle", defaultMessage: "Si no está de acuerdo con su factura" },
  claim1: {
    id: "billing.invoiceGuide.claim1",
    defaultMessage: "Revise su factura en línea: le explicamos cada cobro en palabras sencillas.",
  },
  claim2: {
    id: "billing.invoiceGuide.claim2",
    defaultMessage:
      "Si encuentra un error, presente un reclamo dentro de los cinco meses siguientes a la expedición de la factura. Pasado ese plazo ya no se puede reclamar (Ley 142 de 1994, artículo 154).",
  },
  claim3: {
    id: "billing.invoiceGuide.claim3",
    defaultMessage:
      "Le respondemos en máximo 15 días hábiles. Si no respondemos a tiempo, el reclamo se entiende resuelto a su favor (silencio administrativo positivo).",
  },
  claim4: {
    id: "billing.invoiceGuide.claim4",
    defaultMessage:
      "Mientras lo resolvemos, pague la parte que no reclama (o el promedio de los últimos cinco periodos) para evitar la suspensión del servicio.",
  },
  claim5: {
    id: "billing.invoiceGuide.claim5",
    defaultMessage:
      "Si no está de acuerdo con la respuesta, puede presentar recurso de reposición y, en subsidio, de apelación ante la Superintendencia de Servicios Públicos Domiciliarios, dentro de los cinco días hábiles siguientes a la notificación.",
  },
  checkBill: { id: "billing.invoiceGuide.checkBill", defaultMessage: "Revisar mi factura en línea (requiere iniciar sesión)" },
  pqr: { id: "billing.invoiceGuide.pqr", defaultMessage: "Presentar un reclamo (PQR)" },
});

/** The parts of an invoice (Ley 142 art. 148), in the order the illustration numbers them. */
const PARTS = defineMessages({
  contract: { id: "billing.invoiceGuide.part.contract", defaultMessage: "Número de contrato" },
  contractText: {
    id: "billing.invoiceGuide.part.contract.text",
    defaultMessage: "Identifica su servicio. Lo necesita para pagar en línea, consultar su saldo o hacer cualquier trámite.",
  },
  meter: { id: "billing.invoiceGuide.part.meter", defaultMessage: "Medidor" },
  meterText: {
    id: "billing.invoiceGuide.part.meter.text",
    defaultMessage: "El número del medidor de cada servicio. Compárelo con el que está instalado en su predio.",
  },
  address: { id: "billing.invoiceGuide.part.address", defaultMessage: "Dirección del predio" },
  addressText: { id: "billing.invoiceGuide.part.address.text", defaultMessage: "Dónde se presta el servicio, con el barrio y el municipio." },
  estrato: { id: "billing.invoiceGuide.part.estrato", defaultMessage: "Estrato y uso" },
  estratoText: {
    id: "billing.invoiceGuide.part.estrato.text",
    defaultMessage:
      "El estrato socioeconómico (1 a 6) y el uso (residencial, comercial, industrial u oficial). De ellos depende si recibe un subsidio o paga una contribución.",
  },
  period: { id: "billing.invoiceGuide.part.period", defaultMessage: "Periodo facturado" },
  periodText: { id: "billing.invoiceGuide.part.period.text", defaultMessage: "Las fechas de inicio y fin del consumo que se le cobra." },
  readings: { id: "billing.invoiceGuide.part.readings", defaultMessage: "Lectura anterior y lectura actual" },
  readingsText: {
    id: "billing.invoiceGuide.part.readings.text",
    defaultMessage:
      "Su consumo es la lectura actual menos la anterior. Si no fue posible leer el medidor, se cobra el promedio de los últimos seis periodos y la factura lo indica; la diferencia se ajusta cuando se vuelva a leer.",
  },
  history: { id: "billing.invoiceGuide.part.history", defaultMessage: "Historial de consumo" },
  historyText: {
    id: "billing.invoiceGuide.part.history.text",
    defaultMessage: "Su consumo comparado con los últimos seis periodos, para que note a tiempo un aumento o una posible fuga.",
  },
  charges: { id: "billing.invoiceGuide.part.charges", defaultMessage: "Cargo fijo y cargos por consumo" },
  chargesText: {
    id: "billing.invoiceGuide.part.charges.text",
    defaultMessage:
      "El cargo fijo se cobra cada mes aunque no consuma. El consumo se cobra por rangos (básico, complementario y suntuario en el agua) con su valor unitario.",
  },
  subsidy: { id: "billing.invoiceGuide.part.subsidy", defaultMessage: "Subsidio o contribución" },
  subsidyText: {
    id: "billing.invoiceGuide.part.subsidy.text",
    defaultMessage: "El descuento que recibe (estratos 1, 2 y 3) o el valor adicional que paga (estratos 5 y 6, comercio e industria).",
  },
  deadline: { id: "billing.invoiceGuide.part.deadline", defaultMessage: "Fecha límite de pago" },
  deadlineText: { id: "billing.invoiceGuide.part.deadline.text", defaultMessage: "El último día para pagar sin recargos ni intereses de mora." },
  suspension: { id: "billing.invoiceGuide.part.suspension", defaultMessage: "Fecha de suspensión" },
  suspensionText: {
    id: "billing.invoiceGuide.part.suspension.text",
    defaultMessage: "Desde ese día el servicio puede suspenderse si la factura sigue sin pagar.",
  },
  points: { id: "billing.invoiceGuide.part.points", defaultMessage: "Puntos de pago" },
  pointsText: {
    id: "billing.invoiceGuide.part.points.text",
    defaultMessage: "Dónde puede pagar: en línea con PSE, en bancos, corresponsales y puntos de recaudo.",
  },
  reconnection: { id: "billing.invoiceGuide.part.reconnection", defaultMessage: "Cargos de reconexión" },
  reconnectionText: {
    id: "billing.invoiceGuide.part.reconnection.text",
    defaultMessage: "Lo que cuesta volver a conectar el servicio si fue suspendido por falta de pago.",
  },
  total: { id: "billing.invoiceGuide.part.total", defaultMessage: "Total a pagar" },
  totalText: {
    id: "billing.invoiceGuide.part.total.text",
    defaultMessage: "La suma de todos los servicios del periodo y de lo que quede pendiente de facturas anteriores.",
  },
});

const PART_LIST: readonly [MessageDescriptor, MessageDescriptor][] = [
  [PARTS.contract, PARTS.contractText],
  [PARTS.meter, PARTS.meterText],
  [PARTS.address, PARTS.addressText],
  [PARTS.estrato, PARTS.estratoText],
  [PARTS.period, PARTS.periodText],
  [PARTS.readings, PARTS.readingsText],
  [PARTS.history, PARTS.historyText],
  [PARTS.charges, PARTS.chargesText],
  [PARTS.subsidy, PARTS.subsidyText],
  [PARTS.deadline, PARTS.deadlineText],
  [PARTS.suspension, PARTS.suspensionText],
  [PARTS.points, PARTS.pointsText],
  [PARTS.reconnection, PARTS.reconnectionText],
  [PARTS.total, PARTS.totalText],
];

/** The components of the energy unit cost (CREG 119 de 2007). */
const CU = defineMessages({
  g: { id: "billing.invoiceGuide.cu.g", defaultMessage: "Generación" },
  gText: { id: "billing.invoiceGuide.cu.g.text", defaultMessage: "Lo que cuesta comprar la energía a las centrales que la producen." },
  t: { id: "billing.invoiceGuide.cu.t", defaultMessage: "Transmisión" },
  tText: { id: "billing.invoiceGuide.cu.t.text", defaultMessage: "El transporte de la energía por las redes de alta tensión del sistema nacional." },
  d: { id: "billing.invoiceGuide.cu.d", defaultMessage: "Distribución" },
  dText: {
    id: "billing.invoiceGuide.cu.d.text",
    defaultMessage: "El uso de las redes locales que llevan la energía hasta su casa; depende del nivel de tensión.",
  },
  cv: { id: "billing.invoiceGuide.cu.cv", defaultMessage: "Comercialización" },
  cvText: { id: "billing.invoiceGuide.cu.cv.text", defaultMessage: "La lectura del medidor, la factura, el recaudo y la atención al cliente." },
  pr: { id: "billing.invoiceGuide.cu.pr", defaultMessage: "Pérdidas reconocidas" },
  prText: { id: "billing.invoiceGuide.cu.pr.text", defaultMessage: "La parte de la energía que se pierde en las redes y que la regulación permite cobrar." },
  r: { id: "billing.invoiceGuide.cu.r", defaultMessage: "Restricciones" },
  rText: { id: "billing.invoiceGuide.cu.r.text", defaultMessage: "Lo que cuesta mantener el sistema estable y seguro cuando la red tiene limitaciones." },
});

const CU_PARTS: readonly [string, MessageDescriptor, MessageDescriptor][] = [
  ["G", CU.g, CU.gText],
  ["T", CU.t, CU.tText],
  ["D", CU.d, CU.dText],
  ["Cv", CU.cv, CU.cvText],
  ["PR", CU.pr, CU.prText],
  ["R", CU.r, CU.rText],
];

/** The illustration: zone → its number in the list (x, y, width, height of the zone). */
const ZONES: readonly [number, number, number, number][] = [
  [12, 40, 140, 26], // 1 contract
  [164, 40, 144, 26], // 2 meter
  [12, 72, 140, 26], // 3 address
  [164, 72, 144, 26], // 4 estrato y uso
  [12, 110, 296, 22], // 5 period
  [12, 140, 140, 60], // 6 readings
  [164, 140, 144, 60], // 7 history
  [12, 210, 296, 62], // 8 charges
  [12, 278, 296, 22], // 9 subsidy
  [12, 310, 140, 26], // 10 deadline
  [164, 310, 144, 26], // 11 suspension
  [12, 344, 140, 26], // 12 payment points
  [164, 344, 144, 26], // 13 reconnection
  [12, 380, 296, 28], // 14 total
];

const useStyles = makeStyles({
  page: { maxWidth: "52rem" },
  intro: { marginBlockEnd: tokens.spacingVerticalL, color: tokens.colorNeutralForeground2 },
  h2: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, marginBlock: `${tokens.spacingVerticalXXL} ${tokens.spacingVerticalS}` },
  parts: { display: "grid", gap: tokens.spacingHorizontalXL, gridTemplateColumns: "repeat(auto-fit, minmax(16rem, 1fr))", alignItems: "start" },
  figure: { margin: 0 },
  svg: { width: "100%", maxWidth: "22rem", height: "auto" },
  sheet: { fill: tokens.colorNeutralBackground1, stroke: tokens.colorNeutralStroke1, strokeWidth: "2px" },
  band: { fill: tokens.colorBrandBackground },
  zone: { fill: tokens.colorNeutralBackground3, stroke: tokens.colorNeutralStroke2 },
  badge: { fill: tokens.colorBrandBackground },
  badgeText: { fill: tokens.colorNeutralForegroundOnBrand, fontSize: "11px", fontWeight: tokens.fontWeightSemibold },
  caption: { marginBlockStart: tokens.spacingVerticalS, color: tokens.colorNeutralForeground2 },
  list: { margin: 0, display: "grid", gap: tokens.spacingVerticalS },
  term: { fontWeight: tokens.fontWeightSemibold, display: "flex", gap: tokens.spacingHorizontalS, alignItems: "baseline" },
  number: {
    display: "inline-block",
    minWidth: "1.6em",
    textAlign: "center",
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  def: { marginInlineStart: 0, marginBlockEnd: tokens.spacingVerticalS },
  formula: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    display: "inline-block",
  },
  table: { borderCollapse: "collapse", width: "100%", marginBlock: tokens.spacingVerticalM },
  tableCaption: { textAlign: "start", fontWeight: tokens.fontWeightSemibold, paddingBlock: tokens.spacingVerticalS },
  th: {
    textAlign: "start",
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderBottom: `2px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  rowHead: { textAlign: "start", padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  td: { padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`, borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, verticalAlign: "top" },
  // A phone scrolls the table inside its own region, never the page (issue 21).
  wrap: { overflowX: "auto", ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "2px" } },
  steps: { display: "grid", gap: tokens.spacingVerticalS, paddingInlineStart: tokens.spacingHorizontalXL },
  links: { display: "grid", gap: tokens.spacingVerticalS, paddingInlineStart: tokens.spacingHorizontalL },
});

/** A schematic invoice with its zones numbered as the list (decorative detail; the list says it all). */
function InvoiceIllustration() {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <figure className={styles.figure}>
      <svg className={styles.svg} viewBox="0 0 320 420" role="img" aria-labelledby="invoice-figure-desc">
        <title id="invoice-figure-desc">{intl.formatMessage(t.figure)}</title>
        <rect className={styles.sheet} x="1" y="1" width="318" height="418" rx="8" />
        <rect className={styles.band} x="1" y="1" width="318" height="28" rx="8" />
        {ZONES.map(([x, y, w, h], i) => (
          <g key={i}>
            <rect className={styles.zone} x={x} y={y} width={w} height={h} rx="3" />
            <circle className={styles.badge} cx={x + 12} cy={y + h / 2} r="9" />
            <text className={styles.badgeText} x={x + 12} y={y + h / 2 + 4} textAnchor="middle">
              {i + 1}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className={styles.caption}>{intl.formatMessage(t.figureCaption)}</figcaption>
    </figure>
  );
}

/** /revision-factura: how to read an invoice, the tariffs in plain words and how to claim. */
export default observer(function InvoiceGuideView() {
  const intl = useIntl();
  const styles = useStyles();
  const rows: [MessageDescriptor, MessageDescriptor, MessageDescriptor][] = [
    [t.estrato1, t.water70, t.energySubsidy],
    [t.estrato2, t.water40, t.energySubsidy],
    [t.estrato3, t.water15, t.energySubsidy],
    [t.estrato4, t.neutral, t.neutral],
    [t.estrato56, t.contribution, t.contribution],
    [t.commercial, t.contribution, t.contribution],
  ];
  return (
    <article className={styles.page}>
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <Body1 as="p" block className={styles.intro}>
        {intl.formatMessage(t.intro)}
      </Body1>

      <section aria-labelledby="guide-parts-title">
        <h2 id="guide-parts-title" className={styles.h2}>
          {intl.formatMessage(t.partsTitle)}
        </h2>
        <div className={styles.parts}>
          <InvoiceIllustration />
          <dl className={styles.list}>
            {PART_LIST.map(([term, text], i) => (
              <div key={term.id}>
                <dt className={styles.term}>
                  <span className={styles.number}>{i + 1}</span>
                  <span>{intl.formatMessage(term)}</span>
                </dt>
                <dd className={styles.def}>{intl.formatMessage(text)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="guide-energy-title">
        <h2 id="guide-energy-title" className={styles.h2}>
          {intl.formatMessage(t.energyTitle)}
        </h2>
        <Body1 as="p" block>
          {intl.formatMessage(t.energyIntro)}
        </Body1>
        <p>
          <span className={styles.formula}>CU = G + T + D + Cv + PR + R</span>
        </p>
        <dl className={styles.list}>
          {CU_PARTS.map(([symbol, name, text]) => (
            <div key={symbol}>
              <dt className={styles.term}>
                {symbol}: {intl.formatMessage(name)}
              </dt>
              <dd className={styles.def}>{intl.formatMessage(text)}</dd>
            </div>
          ))}
        </dl>
        <Body1 as="p" block>
          {intl.formatMessage(t.energyCharge)}
        </Body1>
        <Body1 as="p" block>
          {intl.formatMessage(t.energySubsistence)}
        </Body1>
      </section>

      <section aria-labelledby="guide-water-title">
        <h2 id="guide-water-title" className={styles.h2}>
          {intl.formatMessage(t.waterTitle)}
        </h2>
        <Body1 as="p" block>
          {intl.formatMessage(t.water)}
        </Body1>
        <Body1 as="p" block>
          {intl.formatMessage(t.waterBasic)}
        </Body1>
      </section>

      <section aria-labelledby="guide-subsidy-title">
        <h2 id="guide-subsidy-title" className={styles.h2}>
          {intl.formatMessage(t.subsidyTitle)}
        </h2>
        <Body1 as="p" block>
          {intl.formatMessage(t.subsidyIntro)}
        </Body1>
        <div className={styles.wrap} role="region" aria-labelledby="invoice-guide-subsidy-caption" tabIndex={0}>
          <table className={styles.table}>
            <caption id="invoice-guide-subsidy-caption" className={styles.tableCaption}>
              {intl.formatMessage(t.subsidyCaption)}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={styles.th}>
                  {intl.formatMessage(t.colUse)}
                </th>
                <th scope="col" className={styles.th}>
                  {intl.formatMessage(t.colWater)}
                </th>
                <th scope="col" className={styles.th}>
                  {intl.formatMessage(t.colEnergy)}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map(([use, water, energy]) => (
                <tr key={use.id}>
                  <th scope="row" className={styles.rowHead}>
                    {intl.formatMessage(use)}
                  </th>
                  <td className={styles.td}>{intl.formatMessage(water)}</td>
                  <td className={styles.td}>{intl.formatMessage(energy)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="guide-claim-title">
        <h2 id="guide-claim-title" className={styles.h2}>
          {intl.formatMessage(t.claimTitle)}
        </h2>
        <ol className={styles.steps}>
          <li>{intl.formatMessage(t.claim1)}</li>
          <li>{intl.formatMessage(t.claim2)}</li>
          <li>{intl.formatMessage(t.claim3)}</li>
          <li>{intl.formatMessage(t.claim4)}</li>
          <li>{intl.formatMessage(t.claim5)}</li>
        </ol>
        <ul className={styles.links}>
          <li>
            <RouterLink to="/dashboard/check-bill">{intl.formatMessage(t.checkBill)}</RouterLink>
          </li>
          <li>
            <RouterLink to="/pqr">{intl.formatMessage(t.pqr)}</RouterLink>
          </li>
        </ul>
      </section>
    </article>
  );
});

import { useEffect } from "react";
import { Body1, Field, Select, Spinner } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { PageHeading } from "../../components/a11y/PageHeading";
import { DataTable } from "../../components/charts/DataTable";
import { RouterLink } from "../../components/RouterLink";
import { fm, useLoad } from "../../components/useLoad";
import {
  BILLING_LIMITS,
  BILLING_SERVICES,
  formatCop,
  isClaimable,
  SERVICE_UNITS,
  type BillingService,
  type Contract,
  type EnergyTariff,
  type InvoiceDetail,
  type InvoiceLine,
} from "../../shared/billing";
import type { AccountStore } from "../../stores/AccountStore";
import { makeStyles, tokens } from "../../theme";
import {
  BillingLoadProblem,
  bm,
  consumptionStats,
  InvoiceStatusBadge,
  meteredServices,
  Money,
  useDay,
  usePeriod,
  useServiceLabel,
  WithActiveContract,
} from "./billingParts";

const t = defineMessages({
  title: { id: "billing.checkBill.title", defaultMessage: "Entienda su factura" },
  intro: {
    id: "billing.checkBill.intro",
    defaultMessage:
      "Le explicamos en palabras sencillas cada valor de su factura: las lecturas del medidor, cada cobro, la tarifa, el subsidio o la contribución y cómo va su consumo.",
  },
  choose: { id: "billing.checkBill.choose", defaultMessage: "Factura que quiere revisar" },
  option: { id: "billing.checkBill.option", defaultMessage: "{period} · factura {number} · {total}" },
  noInvoices: { id: "billing.checkBill.noInvoices", defaultMessage: "Este contrato aún no tiene facturas para revisar." },
  summaryTitle: { id: "billing.checkBill.summary.title", defaultMessage: "Factura {number}" },
  period: { id: "billing.checkBill.summary.period", defaultMessage: "Periodo facturado" },
  periodRange: { id: "billing.checkBill.summary.periodRange", defaultMessage: "{period} (del {from} al {to})" },
  holder: { id: "billing.checkBill.summary.holder", defaultMessage: "Titular" },
  address: { id: "billing.checkBill.summary.address", defaultMessage: "Dirección" },
  estrato: {
    id: "billing.checkBill.summary.estrato",
    defaultMessage: "Estrato y uso",
  },
  estratoValue: {
    id: "billing.checkBill.summary.estratoValue",
    defaultMessage: "Estrato {estrato}, uso {use, select, residencial {residencial} comercial {comercial} industrial {industrial} other {oficial}}",
  },
  issued: { id: "billing.checkBill.summary.issued", defaultMessage: "Fecha de expedición" },
  total: { id: "billing.checkBill.summary.total", defaultMessage: "Total a pagar" },
  status: { id: "billing.checkBill.summary.status", defaultMessage: "Estado" },
  verificationCode: { id: "billing.checkBill.summary.verificationCode", defaultMessage: "Código de verificación para vincular este contrato" },
  verificationCodeHint: {
    id: "billing.checkBill.summary.verificationCodeHint",
    defaultMessage: "Con este código y el documento del titular se asocia el contrato a una cuenta del portal. No lo comparta.",
  },
  readingsTitle: { id: "billing.checkBill.readings.title", defaultMessage: "Lecturas del medidor" },
  readingsCaption: { id: "billing.checkBill.readings.caption", defaultMessage: "Lecturas del periodo de {period}" },
  service: { id: "billing.checkBill.readings.service", defaultMessage: "Servicio" },
  meter: { id: "billing.checkBill.readings.meter", defaultMessage: "Medidor" },
  previous: { id: "billing.checkBill.readings.previous", defaultMessage: "Lectura anterior" },
  current: { id: "billing.checkBill.readings.current", defaultMessage: "Lectura actual" },
  consumption: { id: "billing.checkBill.readings.consumption", defaultMessage: "Consumo" },
  noReading: { id: "billing.checkBill.readings.none", defaultMessage: "Sin lectura" },
  estimated: { id: "billing.checkBill.readings.estimated", defaultMessage: "Estimada: promedio de los últimos seis periodos" },
  estimatedHelp: {
    id: "billing.checkBill.readings.estimatedHelp",
    defaultMessage:
      "Cuando no podemos leer el medidor (por ejemplo, si no hay acceso al predio), la ley nos permite cobrar el promedio de los últimos seis periodos. La diferencia se ajusta en la siguiente factura con lectura real.",
  },
  noReadings: { id: "billing.checkBill.readings.empty", defaultMessage: "Esta factura no tiene servicios con medidor." },
  linesTitle: { id: "billing.checkBill.lines.title", defaultMessage: "Qué le cobramos y por qué" },
  serviceTotal: { id: "billing.checkBill.lines.serviceTotal", defaultMessage: "{service}: {total}" },
  quantity: { id: "billing.checkBill.lines.quantity", defaultMessage: "{quantity} {unit} a {price} cada uno" },
  claim: { id: "billing.checkBill.lines.claim", defaultMessage: "Reclamar este cobro" },
  claimLabel: { id: "billing.checkBill.lines.claimLabel", defaultMessage: "Reclamar este cobro: {concept}" },
  tooOld: {
    id: "billing.checkBill.lines.tooOld",
    defaultMessage:
      "Esta factura se expidió hace más de {months} meses. Según el artículo 154 de la Ley 142 de 1994, no se pueden presentar reclamos sobre facturas con más de cinco meses de expedidas, por eso no aparece la opción de reclamar.",
  },
  claimHelp: {
    id: "billing.checkBill.lines.claimHelp",
    defaultMessage:
      "Si no está de acuerdo con un cobro, puede reclamarlo hasta cinco meses después de expedida la factura (Ley 142 de 1994, art. 154). Le responderemos en máximo 15 días hábiles.",
  },
  tariffTitle: { id: "billing.checkBill.tariff.title", defaultMessage: "Tarifa de la energía: costo unitario" },
  tariffIntro: {
    id: "billing.checkBill.tariff.intro",
    defaultMessage: "El precio de cada kWh es la suma de seis componentes que fija la regulación (Resolución CREG 119 de 2007): CU = G + T + D + Cv + PR + R.",
  },
  tariffCaption: { id: "billing.checkBill.tariff.caption", defaultMessage: "Componentes del costo unitario de la energía, en pesos por kWh" },
  component: { id: "billing.checkBill.tariff.component", defaultMessage: "Componente" },
  meaning: { id: "billing.checkBill.tariff.meaning", defaultMessage: "Qué es" },
  perKwh: { id: "billing.checkBill.tariff.perKwh", defaultMessage: "Pesos por kWh" },
  g: { id: "billing.checkBill.tariff.g", defaultMessage: "G · Generación" },
  gText: { id: "billing.checkBill.tariff.gText", defaultMessage: "Lo que cuesta producir la energía que usted consume." },
  tr: { id: "billing.checkBill.tariff.t", defaultMessage: "T · Transmisión" },
  trText: { id: "billing.checkBill.tariff.tText", defaultMessage: "Llevar la energía por las redes de alta tensión del país." },
  d: { id: "billing.checkBill.tariff.d", defaultMessage: "D · Distribución" },
  dText: { id: "billing.checkBill.tariff.dText", defaultMessage: "Llevar la energía por las redes de su ciudad hasta su casa o negocio." },
  cv: { id: "billing.checkBill.tariff.cv", defaultMessage: "Cv · Comercialización" },
  cvText: { id: "billing.checkBill.tariff.cvText", defaultMessage: "Leer el medidor, hacer la factura, recaudar el pago y atenderle." },
  pr: { id: "billing.checkBill.tariff.pr", defaultMessage: "PR · Pérdidas" },
  prText: { id: "billing.checkBill.tariff.prText", defaultMessage: "La energía que se pierde en las redes y el costo de reducir esas pérdidas." },
  r: { id: "billing.checkBill.tariff.r", defaultMessage: "R · Restricciones" },
  rText: {
    id: "billing.checkBill.tariff.rText",
    defaultMessage: "Los costos que causan los límites de la red, que obligan a usar plantas más costosas.",
  },
  cu: { id: "billing.checkBill.tariff.cu", defaultMessage: "CU · Costo unitario total" },
  cuText: { id: "billing.checkBill.tariff.cuText", defaultMessage: "La suma de todo lo anterior: lo que vale cada kWh antes del subsidio o la contribución." },
  subsidyTitle: { id: "billing.checkBill.subsidy.title", defaultMessage: "Subsidio o contribución" },
  subsidy: {
    id: "billing.checkBill.subsidy.subsidy",
    defaultMessage:
      "Por ser estrato {estrato}, usted recibe un subsidio del {percent} % sobre el cargo fijo y el consumo básico (de subsistencia). En la factura aparece como un valor negativo que se descuenta del total.",
  },
  contribution: {
    id: "billing.checkBill.subsidy.contribution",
    defaultMessage:
      "Por su estrato o uso, usted paga una contribución de solidaridad del {percent} % sobre el valor del servicio. Ese dinero ayuda a pagar los subsidios de los hogares de estratos 1, 2 y 3.",
  },
  neutral: {
    id: "billing.checkBill.subsidy.neutral",
    defaultMessage: "Su estrato y uso no reciben subsidio ni pagan contribución: usted paga el costo del servicio.",
  },
  subsidyRule: {
    id: "billing.checkBill.subsidy.rule",
    defaultMessage:
      "Así funciona (Ley 142 de 1994): los hogares de los estratos 1, 2 y 3 reciben subsidios; el estrato 4 es neutro, no recibe subsidio ni paga contribución; los estratos 5 y 6 y los usuarios comerciales e industriales pagan una contribución.",
  },
  historyTitle: { id: "billing.checkBill.history.title", defaultMessage: "Su consumo frente a los seis periodos anteriores" },
  historyCaption: { id: "billing.checkBill.history.caption", defaultMessage: "Consumo de los seis periodos anteriores y de esta factura" },
  historyPeriod: { id: "billing.checkBill.history.period", defaultMessage: "Periodo" },
  historyColumn: { id: "billing.checkBill.history.column", defaultMessage: "{service} ({unit})" },
  thisInvoice: { id: "billing.checkBill.history.thisInvoice", defaultMessage: "{period} (esta factura)" },
  historyEmpty: { id: "billing.checkBill.history.empty", defaultMessage: "Aún no hay periodos anteriores para comparar." },
  historySentence: {
    id: "billing.checkBill.history.sentence",
    defaultMessage:
      "{service}: este periodo consumió {value} {unit}, {direction, select, up {{percent} % más que} down {{percent} % menos que} other {casi lo mismo que}} el promedio de los periodos anteriores ({average} {unit}).",
  },
  payTitle: { id: "billing.checkBill.pay.title", defaultMessage: "Fechas de pago y dónde pagar" },
  dueDate: { id: "billing.checkBill.pay.dueDate", defaultMessage: "Pague a más tardar el" },
  suspension: { id: "billing.checkBill.pay.suspension", defaultMessage: "Fecha de suspensión" },
  suspensionHelp: {
    id: "billing.checkBill.pay.suspensionHelp",
    defaultMessage: "Si la factura no se ha pagado, desde esta fecha el servicio puede ser suspendido.",
  },
  reconnection: { id: "billing.checkBill.pay.reconnection", defaultMessage: "Cargo por reconexión" },
  reconnectionHelp: {
    id: "billing.checkBill.pay.reconnectionHelp",
    defaultMessage: "Es lo que se cobra por volver a conectar el servicio si se suspende por falta de pago.",
  },
  paidOn: { id: "billing.checkBill.pay.paidOn", defaultMessage: "Esta factura se pagó el {date}." },
  inProcess: { id: "billing.checkBill.pay.inProcess", defaultMessage: "Hay un pago en proceso para esta factura: el banco aún no lo confirma." },
  payOnline: { id: "billing.checkBill.pay.online", defaultMessage: "Pagar en línea" },
  points: { id: "billing.checkBill.pay.points", defaultMessage: "Puntos de pago" },
  noPoints: { id: "billing.checkBill.pay.noPoints", defaultMessage: "Consulte los puntos de pago en nuestras oficinas de atención." },
});

const TARIFF_ROWS: readonly { key: keyof EnergyTariff; name: (typeof t)[keyof typeof t]; text: (typeof t)[keyof typeof t] }[] = [
  { key: "g", name: t.g, text: t.gText },
  { key: "t", name: t.tr, text: t.trText },
  { key: "d", name: t.d, text: t.dText },
  { key: "cv", name: t.cv, text: t.cvText },
  { key: "pr", name: t.pr, text: t.prText },
  { key: "r", name: t.r, text: t.rText },
  { key: "cu", name: t.cu, text: t.cuText },
];

const useStyles = makeStyles({
  page: { maxWidth: "64rem" },
  intro: { marginBlockEnd: tokens.spacingVerticalL, color: tokens.colorNeutralForeground2 },
  section: { marginBlockStart: tokens.spacingVerticalXL },
  h2: { marginBlock: `0 ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  h3: { marginBlock: `${tokens.spacingVerticalL} ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  // A long term (the verification code's) wraps within 40 % of the row instead of pushing the values off a phone's screen.
  data: {
    display: "grid",
    gridTemplateColumns: "fit-content(40%) minmax(0, 1fr)",
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: "anywhere" },
  lines: { listStyleType: "none", padding: 0, margin: 0, display: "grid", gap: tokens.spacingVerticalM },
  line: { borderLeft: `4px solid ${tokens.colorNeutralStroke1}`, paddingInlineStart: tokens.spacingHorizontalM },
  lineHead: {
    display: "flex",
    flexWrap: "wrap",
    justifyContent: "space-between",
    gap: tokens.spacingHorizontalM,
    margin: 0,
    fontWeight: tokens.fontWeightSemibold,
  },
  lineText: { margin: `${tokens.spacingVerticalXS} 0` },
  muted: { color: tokens.colorNeutralForeground2 },
  notice: { borderLeft: `6px solid ${tokens.colorPaletteYellowBorder2}`, paddingInlineStart: tokens.spacingHorizontalM },
  select: { maxWidth: "32rem", marginBlockEnd: tokens.spacingVerticalL },
  /** The invoice list's options are long: the control shrinks to the screen (the open list shows them whole). */
  selectControl: { minWidth: 0 },
});

const claimable = (issueDate: string) => isClaimable(issueDate, new Date());

/** The PQRS form with the line's claim filled in, its service included (issue 21: Servicio was left empty). */
export function claimHref(invoice: Pick<InvoiceDetail, "contractNumber" | "number">, line: Pick<InvoiceLine, "concept" | "service">): string {
  const q = (v: string) => encodeURIComponent(v);
  return `/dashboard/add-pqrs?tipo=reclamo&contrato=${q(invoice.contractNumber)}&factura=${q(invoice.number)}&concepto=${q(line.concept)}&servicio=${q(line.service)}`;
}

/** The invoice's lines grouped by service, each with its explanation and a claim link. */
function Lines({ invoice }: { invoice: InvoiceDetail }) {
  const intl = useIntl();
  const styles = useStyles();
  const serviceLabel = useServiceLabel();
  const money = (n: number) => formatCop(n, intl.locale);
  const open = claimable(invoice.issueDate);
  const services = BILLING_SERVICES.filter((s) => invoice.lines.some((l) => l.service === s));
  return (
    <section className={styles.section} aria-labelledby="bill-lines-title">
      <h2 id="bill-lines-title" className={styles.h2}>
        {intl.formatMessage(t.linesTitle)}
      </h2>
      <Body1 as="p" block className={open ? undefined : styles.notice}>
        {open ? intl.formatMessage(t.claimHelp) : fm(intl, t.tooOld, { months: BILLING_LIMITS.claimMaxAgeMonths })}
      </Body1>
      {services.map((service) => {
        const lines = invoice.lines.filter((l) => l.service === service);
        const total = lines.reduce((sum, l) => sum + l.amount, 0);
        return (
          <div key={service}>
            <h3 className={styles.h3}>{fm(intl, t.serviceTotal, { service: serviceLabel(service), total: money(total) })}</h3>
            <ul className={styles.lines}>
              {lines.map((line) => (
                <li key={line.id} className={styles.line}>
                  <p className={styles.lineHead}>
                    <span>{line.concept}</span>
                    <Money amount={line.amount} />
                  </p>
                  {line.quantity !== null && line.unitPrice !== null ? (
                    <p className={`${styles.lineText} ${styles.muted}`}>
                      {fm(intl, t.quantity, {
                        quantity: intl.formatNumber(line.quantity, { maximumFractionDigits: 2 }),
                        unit: line.unit ?? "",
                        price: intl.formatNumber(line.unitPrice, { style: "currency", currency: "COP", maximumFractionDigits: 2 }),
                      })}
                    </p>
                  ) : null}
                  <p className={styles.lineText}>{line.explanation}</p>
                  {open ? (
                    <RouterLink to={claimHref(invoice, line)} aria-label={fm(intl, t.claimLabel, { concept: line.concept })}>
                      {intl.formatMessage(t.claim)}
                    </RouterLink>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}

/** This invoice's consumption against the six periods before it (Ley 142 art. 148). */
function History({ invoice }: { invoice: InvoiceDetail }) {
  const intl = useIntl();
  const styles = useStyles();
  const period = usePeriod();
  const serviceLabel = useServiceLabel();
  const services = meteredServices(invoice.readings.map((r) => r.service));
  const number = (n: number) => intl.formatNumber(n, { maximumFractionDigits: 1 });
  type Row = { period: string; label: string; values: Partial<Record<BillingService, number>> };
  const rows: Row[] = [
    ...[...invoice.history].sort((a, b) => a.period.localeCompare(b.period)).map((p) => ({ period: p.period, label: period(p.period), values: p.values })),
    {
      period: invoice.period,
      label: fm(intl, t.thisInvoice, { period: period(invoice.period) }),
      values: Object.fromEntries(invoice.readings.map((r) => [r.service, r.consumption])),
    },
  ];
  return (
    <section className={styles.section} aria-labelledby="bill-history-title">
      <h2 id="bill-history-title" className={styles.h2}>
        {intl.formatMessage(t.historyTitle)}
      </h2>
      {invoice.history.length === 0 || services.length === 0 ? (
        <Body1 as="p" block>
          {intl.formatMessage(t.historyEmpty)}
        </Body1>
      ) : (
        <>
          {services.map((service) => {
            const stats = consumptionStats(invoice.history, service);
            const current = invoice.readings.find((r) => r.service === service)?.consumption;
            if (!stats || current === undefined) return null;
            const change = stats.average > 0 ? (current - stats.average) / stats.average : 0;
            const percent = Math.round(Math.abs(change) * 100);
            return (
              <Body1 as="p" block key={service}>
                {fm(intl, t.historySentence, {
                  service: serviceLabel(service),
                  value: number(current),
                  unit: SERVICE_UNITS[service] ?? "",
                  direction: percent < 1 ? "same" : change > 0 ? "up" : "down",
                  percent,
                  average: number(stats.average),
                })}
              </Body1>
            );
          })}
          <DataTable
            caption={intl.formatMessage(t.historyCaption)}
            rows={rows}
            rowKey={(r) => r.period}
            columns={[
              { header: intl.formatMessage(t.historyPeriod), cell: (r: Row) => r.label },
              ...services.map((s) => ({
                header: fm(intl, t.historyColumn, { service: serviceLabel(s), unit: SERVICE_UNITS[s] ?? "" }),
                cell: (r: Row) => (r.values[s] === undefined ? "—" : number(r.values[s])),
                numeric: true,
              })),
            ]}
          />
        </>
      )}
    </section>
  );
}

/** The whole explanation of one invoice. */
function Explained({ invoice }: { invoice: InvoiceDetail }) {
  const intl = useIntl();
  const styles = useStyles();
  const period = usePeriod();
  const day = useDay();
  const serviceLabel = useServiceLabel();
  const number = (n: number | null) => (n === null ? intl.formatMessage(t.noReading) : intl.formatNumber(n, { maximumFractionDigits: 1 }));
  const rate = Math.round(Math.abs(invoice.subsidyRate) * 1000) / 10;
  const tariff = invoice.energyTariff;
  return (
    <>
      <section className={styles.section} aria-labelledby="bill-summary-title">
        <h2 id="bill-summary-title" className={styles.h2}>
          {fm(intl, t.summaryTitle, { number: invoice.number })}
        </h2>
        <dl className={styles.data}>
          <dt className={styles.term}>{intl.formatMessage(t.period)}</dt>
          <dd className={styles.value}>
            {fm(intl, t.periodRange, { period: period(invoice.period), from: day(invoice.periodStart), to: day(invoice.periodEnd) })}
          </dd>
          <dt className={styles.term}>{intl.formatMessage(t.holder)}</dt>
          <dd className={styles.value}>{invoice.holderName}</dd>
          <dt className={styles.term}>{intl.formatMessage(t.address)}</dt>
          <dd className={styles.value}>{`${invoice.address}, ${invoice.barrio}, ${invoice.municipality}`}</dd>
          <dt className={styles.term}>{intl.formatMessage(t.estrato)}</dt>
          <dd className={styles.value}>{fm(intl, t.estratoValue, { estrato: invoice.estrato, use: invoice.use })}</dd>
          <dt className={styles.term}>{intl.formatMessage(t.issued)}</dt>
          <dd className={styles.value}>{day(invoice.issueDate)}</dd>
          <dt className={styles.term}>{intl.formatMessage(t.total)}</dt>
          <dd className={styles.value}>
            <Money amount={invoice.total} />
          </dd>
          <dt className={styles.term}>{intl.formatMessage(t.status)}</dt>
          <dd className={styles.value}>
            <InvoiceStatusBadge status={invoice.status} />
          </dd>
          {invoice.verificationCode ? (
            <>
              <dt className={styles.term}>{intl.formatMessage(t.verificationCode)}</dt>
              <dd className={styles.value}>
                <strong>{invoice.verificationCode}</strong>
                <br />
                {intl.formatMessage(t.verificationCodeHint)}
              </dd>
            </>
          ) : null}
        </dl>
      </section>

      <section className={styles.section} aria-labelledby="bill-readings-title">
        <h2 id="bill-readings-title" className={styles.h2}>
          {intl.formatMessage(t.readingsTitle)}
        </h2>
        {invoice.readings.length === 0 ? (
          <Body1 as="p" block>
            {intl.formatMessage(t.noReadings)}
          </Body1>
        ) : (
          <>
            <DataTable
              caption={fm(intl, t.readingsCaption, { period: period(invoice.period) })}
              rows={invoice.readings}
              rowKey={(r) => r.service}
              columns={[
                { header: intl.formatMessage(t.service), cell: (r) => serviceLabel(r.service) },
                { header: intl.formatMessage(t.meter), cell: (r) => r.meter },
                { header: intl.formatMessage(t.previous), cell: (r) => number(r.previous), numeric: true },
                { header: intl.formatMessage(t.current), cell: (r) => (r.estimated ? intl.formatMessage(t.estimated) : number(r.current)) },
                { header: intl.formatMessage(t.consumption), cell: (r) => `${number(r.consumption)} ${r.unit}`, numeric: true },
              ]}
            />
            {invoice.readings.some((r) => r.estimated) ? (
              <Body1 as="p" block className={styles.notice}>
                {intl.formatMessage(t.estimatedHelp)}
              </Body1>
            ) : null}
          </>
        )}
      </section>

      <Lines invoice={invoice} />

      {tariff ? (
        <section className={styles.section} aria-labelledby="bill-tariff-title">
          <h2 id="bill-tariff-title" className={styles.h2}>
            {intl.formatMessage(t.tariffTitle)}
          </h2>
          <Body1 as="p" block>
            {intl.formatMessage(t.tariffIntro)}
          </Body1>
          <DataTable
            caption={intl.formatMessage(t.tariffCaption)}
            rows={TARIFF_ROWS}
            rowKey={(r) => r.key}
            columns={[
              { header: intl.formatMessage(t.component), cell: (r) => intl.formatMessage(r.name) },
              { header: intl.formatMessage(t.meaning), cell: (r) => intl.formatMessage(r.text) },
              {
                header: intl.formatMessage(t.perKwh),
                cell: (r) => intl.formatNumber(tariff[r.key], { style: "currency", currency: "COP", maximumFractionDigits: 2 }),
                numeric: true,
              },
            ]}
          />
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby="bill-subsidy-title">
        <h2 id="bill-subsidy-title" className={styles.h2}>
          {intl.formatMessage(t.subsidyTitle)}
        </h2>
        <Body1 as="p" block>
          {invoice.subsidyRate < 0
            ? fm(intl, t.subsidy, { estrato: invoice.estrato, percent: rate })
            : invoice.subsidyRate > 0
              ? fm(intl, t.contribution, { percent: rate })
              : intl.formatMessage(t.neutral)}
        </Body1>
        <Body1 as="p" block className={styles.muted}>
          {intl.formatMessage(t.subsidyRule)}
        </Body1>
      </section>

      <History invoice={invoice} />

      <section className={styles.section} aria-labelledby="bill-pay-title">
        <h2 id="bill-pay-title" className={styles.h2}>
          {intl.formatMessage(t.payTitle)}
        </h2>
        {invoice.status === "pagada" && invoice.paidAt ? (
          <Body1 as="p" block>
            {fm(intl, t.paidOn, { date: day(invoice.paidAt) })}
          </Body1>
        ) : null}
        {invoice.status !== "pagada" && invoice.paymentInProgress ? (
          <Body1 as="p" block>
            {intl.formatMessage(t.inProcess)}
          </Body1>
        ) : null}
        <dl className={styles.data}>
          <dt className={styles.term}>{intl.formatMessage(t.dueDate)}</dt>
          <dd className={styles.value}>{day(invoice.dueDate)}</dd>
          <dt className={styles.term}>{intl.formatMessage(t.suspension)}</dt>
          <dd className={styles.value}>
            {day(invoice.suspensionDate)}. {intl.formatMessage(t.suspensionHelp)}
          </dd>
          <dt className={styles.term}>{intl.formatMessage(t.reconnection)}</dt>
          <dd className={styles.value}>
            <Money amount={invoice.reconnectionCharge} />. {intl.formatMessage(t.reconnectionHelp)}
          </dd>
        </dl>
        {invoice.status !== "pagada" && !invoice.paymentInProgress ? (
          <p>
            <RouterLink to="/dashboard/onlinePayment">{intl.formatMessage(t.payOnline)}</RouterLink>
          </p>
        ) : null}
        <h3 className={styles.h3}>{intl.formatMessage(t.points)}</h3>
        {invoice.paymentPoints.length > 0 ? (
          <ul>
            {invoice.paymentPoints.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        ) : (
          <Body1 as="p" block>
            {intl.formatMessage(t.noPoints)}
          </Body1>
        )}
      </section>
    </>
  );
}

/** The invoice chooser and the chosen invoice's explanation. */
const BillCheck = observer(function BillCheck({ contract, account }: { contract: Contract; account: AccountStore }) {
  const intl = useIntl();
  const styles = useStyles();
  const period = usePeriod();
  const [params, setParams] = useSearchParams();
  const list = useLoad(`invoices:${contract.id}`, () => account.api.invoices(contract.id));
  const invoices = list.data ? [...list.data].sort((a, b) => b.period.localeCompare(a.period)) : [];
  const id = params.get("factura") || invoices[0]?.id || "";
  const detail = useLoad(`invoice:${id}`, () => (id ? account.api.invoice(id) : Promise.resolve(null)));
  const invoice = detail.data && detail.data.id === id ? detail.data : null;

  // A link to another of the customer's contracts' invoices makes that contract the active one.
  const otherContract = invoice && invoice.contractId !== contract.id ? invoice.contractId : null;
  useEffect(() => {
    if (otherContract && account.contracts.some((c) => c.id === otherContract)) account.choose(otherContract);
  }, [otherContract, account]);

  if (list.error && !list.loading) return <BillingLoadProblem error={list.error} onRetry={list.retry} />;
  if (!list.data) return <Spinner size="small" label={intl.formatMessage(bm.loading)} />;
  if (!id) {
    return (
      <Body1 as="p" block>
        {intl.formatMessage(t.noInvoices)}
      </Body1>
    );
  }
  const options = invoices.map((i) => ({
    value: i.id,
    label: fm(intl, t.option, { period: period(i.period), number: i.number, total: formatCop(i.total, intl.locale) }),
  }));
  if (invoice && !options.some((o) => o.value === invoice.id)) {
    options.unshift({
      value: invoice.id,
      label: fm(intl, t.option, { period: period(invoice.period), number: invoice.number, total: formatCop(invoice.total, intl.locale) }),
    });
  }
  return (
    <>
      <Field label={intl.formatMessage(t.choose)} className={styles.select}>
        <Select id="bill-invoice" className={styles.selectControl} value={id} onChange={(_, d) => setParams({ factura: d.value }, { replace: true })}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      </Field>
      <div aria-busy={detail.loading}>
        {detail.error && !detail.loading ? <BillingLoadProblem error={detail.error} onRetry={detail.retry} /> : null}
        {!invoice && !detail.error ? <Spinner size="small" label={intl.formatMessage(bm.loading)} /> : null}
      </div>
      {invoice ? <Explained invoice={invoice} /> : null}
    </>
  );
});

/** /dashboard/checkBill and /dashboard/check-bill: "explain my bill" (query `factura=<invoice id>`). */
export default observer(function CheckBillView() {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <article className={styles.page}>
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <Body1 as="p" block className={styles.intro}>
        {intl.formatMessage(t.intro)}
      </Body1>
      <WithActiveContract>{(contract, account) => <BillCheck key={contract.id} contract={contract} account={account} />}</WithActiveContract>
    </article>
  );
});

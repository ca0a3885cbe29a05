import { defineMessages } from "react-intl";

/** The words of the bill explanation (/dashboard/check-bill), shared by its parts. */
export const checkBillMessages = defineMessages({
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
  barcodeLink: { id: "billing.checkBill.summary.barcodeLink", defaultMessage: "Código de barras y referencia para pagar en bancos y corresponsales" },
  points: { id: "billing.checkBill.pay.points", defaultMessage: "Puntos de pago" },
  noPoints: { id: "billing.checkBill.pay.noPoints", defaultMessage: "Consulte los puntos de pago en nuestras oficinas de atención." },
});

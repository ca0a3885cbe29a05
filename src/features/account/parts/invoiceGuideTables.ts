import { defineMessages, type MessageDescriptor } from "react-intl";

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

/** Each part of the invoice with its explanation, numbered as the illustration. */
export const PART_LIST: readonly [MessageDescriptor, MessageDescriptor][] = [
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

/** Each component of the unit cost: its symbol, name and explanation. */
export const CU_PARTS: readonly [string, MessageDescriptor, MessageDescriptor][] = [
  ["G", CU.g, CU.gText],
  ["T", CU.t, CU.tText],
  ["D", CU.d, CU.dText],
  ["Cv", CU.cv, CU.cvText],
  ["PR", CU.pr, CU.prText],
  ["R", CU.r, CU.rText],
];

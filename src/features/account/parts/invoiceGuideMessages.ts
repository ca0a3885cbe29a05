import { defineMessages } from "react-intl";

/** The words of /revision-factura. */
export const invoiceGuideMessages = defineMessages({
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

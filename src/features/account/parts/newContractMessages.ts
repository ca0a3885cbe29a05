import { defineMessages } from "react-intl";

/** The words of /dashboard/new-contract, shared with its two forms. */
export const newContractMessages = defineMessages({
  title: { id: "billing.newContract.title", defaultMessage: "Asociar un contrato" },
  intro: {
    id: "billing.newContract.intro",
    defaultMessage:
      "Asocie a su cuenta el contrato de su casa o negocio para ver y pagar sus facturas, o solicite la conexión de los servicios a un predio nuevo.",
  },
  linkTitle: { id: "billing.newContract.link.title", defaultMessage: "Asociar un contrato existente" },
  linkIntro: {
    id: "billing.newContract.link.intro",
    defaultMessage:
      "Para proteger los datos del titular, le pedimos tres datos que aparecen en la factura impresa o digital. Le avisaremos al titular por correo electrónico.",
  },
  contractNumber: { id: "billing.newContract.link.contractNumber", defaultMessage: "Número de contrato" },
  contractHint: { id: "billing.newContract.link.contractHint", defaultMessage: "Entre 6 y 12 dígitos; está en la parte superior de la factura." },
  documentNumber: { id: "billing.newContract.link.documentNumber", defaultMessage: "Número de documento del titular del contrato" },
  documentHint: { id: "billing.newContract.link.documentHint", defaultMessage: "Cédula, NIT u otro documento del titular, sin puntos." },
  documentEmpty: { id: "billing.newContract.link.documentEmpty", defaultMessage: "Escriba el número de documento del titular." },
  documentInvalid: {
    id: "billing.newContract.link.documentInvalid",
    defaultMessage:
      "Escriba el número de documento con 3 a 15 letras o dígitos, sin puntos ni espacios (un NIT puede llevar el guion del dígito de verificación).",
  },
  code: { id: "billing.newContract.link.code", defaultMessage: "Código de verificación de una factura reciente" },
  codeHint: {
    id: "billing.newContract.link.codeHint",
    defaultMessage:
      "Está impreso en la factura, junto a los datos del contrato, como «Código de verificación para vincular este contrato»: 10 letras y números, por ejemplo 7K3M-9Q2X-WD. Sirve el de cualquier factura de los últimos seis meses.",
  },
  codeEmpty: { id: "billing.newContract.link.codeEmpty", defaultMessage: "Escriba el código de verificación de una factura de los últimos seis meses." },
  codeInvalid: {
    id: "billing.newContract.link.codeInvalid",
    defaultMessage: "El código de verificación tiene 10 letras y números, por ejemplo 7K3M-9Q2X-WD; revíselo en la factura.",
  },
  linkSubmit: { id: "billing.newContract.link.submit", defaultMessage: "Asociar el contrato" },
  linking: { id: "billing.newContract.link.busy", defaultMessage: "Asociando…" },
  linked: {
    id: "billing.newContract.link.done",
    defaultMessage: "Listo: el contrato {number} ({address}) quedó asociado a su cuenta y es ahora su contrato activo.",
  },
  seeInvoices: { id: "billing.newContract.link.seeInvoices", defaultMessage: "Ver las facturas del contrato" },
  seeSummary: { id: "billing.newContract.link.seeSummary", defaultMessage: "Ir al resumen de mi cuenta" },
  connTitle: { id: "billing.newContract.conn.title", defaultMessage: "Solicitar una conexión nueva" },
  connIntro: {
    id: "billing.newContract.conn.intro",
    defaultMessage: "Si el predio aún no tiene servicios, cuéntenos dónde está y qué servicios necesita.",
  },
  address: { id: "billing.newContract.conn.address", defaultMessage: "Dirección del predio" },
  addressHint: { id: "billing.newContract.conn.addressHint", defaultMessage: "Por ejemplo: Cl. 30A # 76-45, apto 301." },
  addressEmpty: { id: "billing.newContract.conn.addressEmpty", defaultMessage: "Escriba la dirección del predio." },
  barrio: { id: "billing.newContract.conn.barrio", defaultMessage: "Barrio o vereda" },
  barrioEmpty: { id: "billing.newContract.conn.barrioEmpty", defaultMessage: "Escriba el barrio o la vereda." },
  municipality: { id: "billing.newContract.conn.municipality", defaultMessage: "Municipio" },
  municipalityEmpty: { id: "billing.newContract.conn.municipalityEmpty", defaultMessage: "Escriba el municipio." },
  use: { id: "billing.newContract.conn.use", defaultMessage: "Uso del predio" },
  useChoose: { id: "billing.newContract.conn.useChoose", defaultMessage: "Seleccione" },
  useEmpty: { id: "billing.newContract.conn.useEmpty", defaultMessage: "Seleccione el uso del predio." },
  services: { id: "billing.newContract.conn.services", defaultMessage: "Servicios que necesita" },
  servicesEmpty: { id: "billing.newContract.conn.servicesEmpty", defaultMessage: "Elija al menos un servicio." },
  phone: { id: "billing.newContract.conn.phone", defaultMessage: "Teléfono de contacto" },
  phoneHint: { id: "billing.newContract.conn.phoneHint", defaultMessage: "Celular o fijo con indicativo; lo llamaremos para coordinar la visita." },
  notes: { id: "billing.newContract.conn.notes", defaultMessage: "Observaciones (opcional)" },
  notesHint: { id: "billing.newContract.conn.notesHint", defaultMessage: "Indicaciones para llegar, horarios o lo que debamos saber. Máximo 1000 caracteres." },
  notesLong: { id: "billing.newContract.conn.notesLong", defaultMessage: "Las observaciones pueden tener como máximo 1000 caracteres." },
  connSubmit: { id: "billing.newContract.conn.submit", defaultMessage: "Enviar la solicitud" },
  sending: { id: "billing.newContract.conn.busy", defaultMessage: "Enviando…" },
  received: { id: "billing.newContract.conn.received", defaultMessage: "Recibimos su solicitud número {number} el {date}." },
  nextTitle: { id: "billing.newContract.conn.next.title", defaultMessage: "¿Qué sigue?" },
  nextVisit: {
    id: "billing.newContract.conn.next.visit",
    defaultMessage: "Un técnico hará una visita técnica al predio en los próximos 5 días hábiles; antes lo llamaremos para acordar la hora.",
  },
  nextQuote: {
    id: "billing.newContract.conn.next.quote",
    defaultMessage: "Después de la visita le enviaremos el valor de la conexión y los documentos que hacen falta.",
  },
  nextContract: {
    id: "billing.newContract.conn.next.contract",
    defaultMessage: "Cuando se instalen los medidores, le daremos el número de contrato para asociarlo a su cuenta en esta misma página.",
  },
  nextKeep: { id: "billing.newContract.conn.next.keep", defaultMessage: "Guarde el número de solicitud: lo necesitará si nos llama o escribe." },
  another: { id: "billing.newContract.conn.another", defaultMessage: "Hacer otra solicitud" },
  failed: { id: "billing.newContract.failed", defaultMessage: "No fue posible enviar los datos. Intente de nuevo." },
});

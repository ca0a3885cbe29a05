import { defineMessages, type IntlShape } from "react-intl";
import { fm } from "../../components/useLoad";
import { errorStatus, serverFields } from "../../services/apiClient";
import { PQRS_TYPE_LABELS, REQUEST_KIND_LABELS, attachmentProblem, type PqrsType, type RequestKind } from "../../shared/pqrs";

/** The texts the PQRS parts share: attachments, upload, receipt, tracking, a request's details, terms. */
export const pm = defineMessages({
  attachHint: {
    id: "pqrs.attachments.hint",
    defaultMessage: "{max, plural, one {Un archivo PDF, JPG o PNG de hasta 10 MB} other {Hasta # archivos PDF, JPG o PNG de 10 MB cada uno}}.",
  },
  attachHintImages: {
    id: "pqrs.attachments.hintImages",
    defaultMessage: "{max, plural, one {Una foto JPG o PNG de hasta 10 MB} other {Hasta # fotos JPG o PNG de 10 MB cada una}}.",
  },
  attachNotImage: { id: "pqrs.attachments.notImage", defaultMessage: "El archivo «{name}» no es una foto JPG ni PNG." },
  attachChosen: { id: "pqrs.attachments.chosen", defaultMessage: "{count, plural, one {Archivo elegido} other {Archivos elegidos ({count})}}" },
  attachRemove: { id: "pqrs.attachments.remove", defaultMessage: "Quitar" },
  attachRemoveLabel: { id: "pqrs.attachments.removeLabel", defaultMessage: "Quitar {name}" },
  attachRemoved: { id: "pqrs.attachments.removed", defaultMessage: "Quitó el archivo {name}." },
  attachAdded: { id: "pqrs.attachments.added", defaultMessage: "{count, plural, one {Tiene un archivo adjunto.} other {Tiene # archivos adjuntos.}}" },
  uploadLabel: { id: "pqrs.upload.label", defaultMessage: "Envío de la solicitud" },
  uploading: { id: "pqrs.upload.progress", defaultMessage: "Enviando {percent} %" },
  uploadDone: { id: "pqrs.upload.done", defaultMessage: "Archivos enviados. Estamos radicando su solicitud…" },
  percent: { id: "pqrs.upload.percent", defaultMessage: "{percent} %" },
  receiptTitle: { id: "pqrs.receipt.title", defaultMessage: "Recibimos su solicitud" },
  receiptRadicado: { id: "pqrs.receipt.radicado", defaultMessage: "Número de radicado" },
  receiptKeep: {
    id: "pqrs.receipt.keep",
    defaultMessage: "Guarde este número: con él puede consultar el estado de su solicitud y referirse a ella en cualquier canal de atención.",
  },
  receiptFiledAt: { id: "pqrs.receipt.filedAt", defaultMessage: "Fecha y hora de radicación" },
  receiptType: { id: "pqrs.receipt.type", defaultMessage: "Tipo de solicitud" },
  receiptService: { id: "pqrs.receipt.service", defaultMessage: "Servicio" },
  receiptTerm: { id: "pqrs.receipt.term", defaultMessage: "Plazo de respuesta" },
  receiptTermDays: { id: "pqrs.receipt.termDays", defaultMessage: "{days, plural, one {# día hábil} other {# días hábiles}}" },
  receiptNoTerm: { id: "pqrs.receipt.noTerm", defaultMessage: "Sin plazo legal (atención por prioridad)" },
  receiptDue: { id: "pqrs.receipt.due", defaultMessage: "Le responderemos a más tardar el {date}." },
  receiptNoDue: {
    id: "pqrs.receipt.noDue",
    defaultMessage: "Esta solicitud no tiene plazo legal de respuesta; la atendemos por prioridad.",
  },
  receiptCun: { id: "pqrs.receipt.cun", defaultMessage: "Código único numérico (CUN)" },
  receiptCunHelp: {
    id: "pqrs.receipt.cunHelp",
    defaultMessage:
      "Es el número de su PQR de telecomunicaciones ante la Comisión de Regulación de Comunicaciones y la Superintendencia de Industria y Comercio.",
  },
  receiptCode: { id: "pqrs.receipt.code", defaultMessage: "Código de consulta" },
  receiptCodeWarning: {
    id: "pqrs.receipt.codeWarning",
    defaultMessage:
      "Anote este código ahora. Como su solicitud es anónima, lo necesita en lugar del número de documento para consultar el estado y la respuesta. No lo podemos recuperar si lo pierde.",
  },
  receiptEmail: { id: "pqrs.receipt.email", defaultMessage: "Le enviamos la constancia de radicación a {email}." },
  receiptAttachments: {
    id: "pqrs.receipt.attachments",
    defaultMessage: "{count, plural, =0 {No adjuntó archivos.} one {Recibimos un archivo adjunto.} other {Recibimos # archivos adjuntos.}}",
  },
  receiptReplayed: {
    id: "pqrs.receipt.replayed",
    defaultMessage: "Esta solicitud ya había quedado radicada en un intento anterior: no la radicamos dos veces.",
  },
  receiptTrack: { id: "pqrs.receipt.track", defaultMessage: "Consultar el estado de la solicitud {radicado}" },
  trackRadicado: { id: "pqrs.track.radicado", defaultMessage: "Número de radicado" },
  trackRadicadoHint: { id: "pqrs.track.radicadoHint", defaultMessage: "Como aparece en su constancia, por ejemplo PQRS-2026-000123." },
  trackDocument: { id: "pqrs.track.document", defaultMessage: "Número de documento o código de consulta" },
  trackDocumentHint: {
    id: "pqrs.track.documentHint",
    defaultMessage: "El número de documento de quien radicó la solicitud o, si la radicó de forma anónima, el código de consulta de su constancia.",
  },
  trackDocumentHintPublic: {
    id: "pqrs.track.documentHintPublic",
    defaultMessage: "Un reporte de falla se consulta solo con su número de radicado: puede dejar este campo vacío.",
  },
  trackDocumentMissing: { id: "pqrs.track.documentMissing", defaultMessage: "Escriba el número de documento o el código de consulta." },
  trackSubmit: { id: "pqrs.track.submit", defaultMessage: "Consultar" },
  trackBusy: { id: "pqrs.track.busy", defaultMessage: "Consultando…" },
  trackNotFound: {
    id: "pqrs.track.notFound",
    defaultMessage: "No encontramos una solicitud con ese radicado y ese documento. Revise los dos datos.",
  },
  trackNotFoundPublic: { id: "pqrs.track.notFoundPublic", defaultMessage: "No encontramos un reporte con ese número de radicado. Revíselo." },
  trackFailed: { id: "pqrs.track.failed", defaultMessage: "No fue posible consultar la solicitud. Intente de nuevo en unos minutos." },
  detailsTitle: { id: "pqrs.details.title", defaultMessage: "Solicitud {radicado}" },
  detailsType: { id: "pqrs.details.type", defaultMessage: "Tipo" },
  detailsSubject: { id: "pqrs.details.subject", defaultMessage: "Asunto" },
  detailsService: { id: "pqrs.details.service", defaultMessage: "Servicio" },
  detailsStatus: { id: "pqrs.details.status", defaultMessage: "Estado" },
  detailsFiled: { id: "pqrs.details.filed", defaultMessage: "Radicada el" },
  detailsDue: { id: "pqrs.details.due", defaultMessage: "Fecha límite de respuesta" },
  detailsNoDue: { id: "pqrs.details.noDue", defaultMessage: "Sin plazo legal: se atiende por prioridad" },
  detailsOriginalDue: { id: "pqrs.details.originalDue", defaultMessage: "Fecha límite inicial" },
  detailsExtension: {
    id: "pqrs.details.extension",
    defaultMessage: "El plazo se amplió hasta el {date}. Motivo: {reason}",
  },
  detailsExtensionAnnounced: { id: "pqrs.details.extensionAnnounced", defaultMessage: "Ampliación informada el {date}." },
  detailsCun: { id: "pqrs.details.cun", defaultMessage: "CUN" },
  detailsAttachments: { id: "pqrs.details.attachments", defaultMessage: "Archivos adjuntos" },
  detailsClosed: { id: "pqrs.details.closed", defaultMessage: "Cerrada el" },
  responseTitle: { id: "pqrs.details.responseTitle", defaultMessage: "Respuesta" },
  responseDate: { id: "pqrs.details.responseDate", defaultMessage: "Respondida el {date}." },
  noResponse: {
    id: "pqrs.details.noResponse",
    defaultMessage: "Todavía no hay una respuesta. Se la enviaremos por el medio que eligió y también la verá aquí.",
  },
  historyTitle: { id: "pqrs.details.historyTitle", defaultMessage: "Historial" },
  eventRadicada: { id: "pqrs.event.radicada", defaultMessage: "Radicada" },
  eventAsignada: { id: "pqrs.event.asignada", defaultMessage: "Asignada a un responsable" },
  eventProrroga: { id: "pqrs.event.prorroga", defaultMessage: "Plazo ampliado" },
  eventRespondida: { id: "pqrs.event.respondida", defaultMessage: "Respondida" },
  eventCerrada: { id: "pqrs.event.cerrada", defaultMessage: "Cerrada" },
  termsTitle: { id: "pqrs.terms.title", defaultMessage: "Cuándo le respondemos" },
  termsIntro: {
    id: "pqrs.terms.intro",
    defaultMessage: "Contamos los días hábiles desde el día siguiente a la radicación, sin sábados, domingos ni festivos:",
  },
  termsMoreInfo: { id: "pqrs.terms.moreInfo", defaultMessage: "Conozca los tipos de solicitud, los plazos y cómo consultar una PQRS" },
  fileTooLarge: { id: "pqrs.file.tooLarge", defaultMessage: "Uno de los archivos pesa más de 10 MB. Quítelo o adjunte una versión más liviana." },
  fileBadType: {
    id: "pqrs.file.badType",
    defaultMessage: "Uno de los archivos no es PDF, JPG ni PNG. Quítelo y adjunte el documento en uno de esos formatos.",
  },
  termsItem: { id: "pqrs.terms.item", defaultMessage: "{days, plural, one {# día hábil} other {# días hábiles}}: {types}." },
});

/** The name of what was filed: the PQRS type, else the form's title. */
export function requestLabel(kind: RequestKind, type: PqrsType | null): string {
  return type ? PQRS_TYPE_LABELS[type] : REQUEST_KIND_LABELS[kind];
}

/** The problem of a list of attachments as the browser sees it (count, size, type), or null. */
export function attachmentsProblem(intl: IntlShape, files: readonly File[], max: number, imagesOnly = false): string | null {
  const problem = attachmentProblem(files, max);
  if (problem) return problem;
  if (imagesOnly) {
    const notImage = files.find((f) => !/\.(jpe?g|png)$/i.test(f.name));
    if (notImage) return fm(intl, pm.attachNotImage, { name: notImage.name });
  }
  return null;
}

/** The server's field messages of a failed filing, with the attachments' message for 413 and 415 when it gave none. */
export function filingFields(error: unknown, intl: IntlShape): Record<string, string> {
  const status = errorStatus(error);
  const fields = { ...(serverFields(error) ?? {}) };
  if (status === 413 && !fields.files) fields.files = intl.formatMessage(pm.fileTooLarge);
  if (status === 415 && !fields.files) fields.files = intl.formatMessage(pm.fileBadType);
  return fields;
}

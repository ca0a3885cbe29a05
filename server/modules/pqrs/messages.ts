import { HttpError } from "../../http/errors";

/** What the PQRS module answers when it refuses something, in the applicant's and the agents' words. */
export const PQRS_MESSAGES = {
  notFound: "No encontramos una solicitud con ese radicado y ese documento. Revise los dos datos.",
  caseNotFound: "No encontramos esa solicitud.",
  contractUnknown: "No encontramos un contrato con ese número. Revíselo en la parte superior de su factura.",
  invoiceUnknown: "Esa factura no pertenece al contrato indicado. Revise el número en la parte superior de la factura.",
  invoiceTooOld: "Esa factura se expidió hace más de cinco meses y ya no se puede reclamar (Ley 142 de 1994, art. 154).",
  idempotencyConflict: "Esta solicitud ya se había enviado con otros datos. Recargue la página para radicar una nueva.",
  idempotencyKey: "La cabecera Idempotency-Key debe tener entre 8 y 100 letras, números, guiones o guiones bajos.",
  attachmentsRequired: "Adjunte los documentos que pide el formulario.",
  tooManyFiles: "Este formulario admite menos archivos de los que envió.",
  imagesOnly: "Adjunte una foto en formato JPG o PNG.",
  filingRateLimited: "Se han radicado demasiadas solicitudes desde su conexión en la última hora. Espere un momento e intente de nuevo.",
  trackingRateLimited: "Hizo demasiadas consultas seguidas. Espere unos minutos e intente de nuevo.",
  closed: "La solicitud está cerrada: ya no admite cambios.",
  alreadyAnswered: "La solicitud ya fue respondida. Para agregar algo, radique una nueva o ciérrela.",
  notAnswered: "Solo se puede cerrar una solicitud respondida.",
  agentUnknown: "Elija un agente activo con rol de administración.",
  noTerm: "Esta solicitud no tiene un plazo legal que prorrogar.",
  alreadyExtended: "La solicitud ya tuvo una prórroga; la ley permite una sola.",
  extensionLate: "El plazo ya venció: la prórroga se debe informar antes del vencimiento.",
  extensionDate: "La nueva fecha debe ser un día hábil posterior al vencimiento actual y no puede superar el doble del término inicial.",
  statsRange: "Elija un rango de meses válido (AAAA-MM), de máximo 36 meses, con el inicio antes del fin.",
} as const;

/** 400 with every field's problem; the message is the only problem's, or a general one. */
export function invalid(fields: Record<string, string>): HttpError {
  const first = Object.values(fields)[0] ?? "Revise los datos del formulario.";
  return new HttpError(400, "VALIDATION_ERROR", Object.keys(fields).length > 1 ? "Revise los campos marcados." : first, fields);
}

/** 409: the request is not in a state that allows the action. */
export function conflict(code: string, message: string, field?: string): HttpError {
  return new HttpError(409, code, message, field ? { [field]: message } : undefined);
}

/** What the outage routes answer in Spanish (issue 36), one place for the service and the "¿me afecta?" answers. */
export const OUTAGE_MESSAGES = {
  notFound: "No encontramos ese incidente. Revise la dirección o la referencia.",
  staleVersion: "Otra persona actualizó este incidente mientras usted lo editaba. Recargue para ver la versión actual y vuelva a aplicar su cambio.",
  closed: "Este incidente ya se cerró con su hora de restablecimiento: no admite más cambios. Si el daño volvió, abra un incidente nuevo.",
  unknownArea: (name: string) => `«${name}» no es un barrio ni una vereda del municipio. Escríbalo como aparece en la lista de barrios y veredas.`,
  wrongKind: (name: string, kind: string) => `«${name}» es ${kind === "vereda" ? "una vereda" : "un barrio"}: indíquelo con ese tipo de zona.`,
  unknownContract: (number: string) => `No existe el contrato «${number}». Revise el número.`,
  startedInFuture: "La hora de inicio no puede ser posterior a este momento.",
  etrBeforeStart: "La hora estimada de restablecimiento debe ser posterior a la hora de inicio del incidente.",
  restoredMissing: "Para cerrar el incidente indique la hora en que se restableció el servicio (restoredAt).",
  restoredBeforeStart: "La hora de restablecimiento no puede ser anterior a la hora de inicio del incidente.",
  restoredInFuture: "La hora de restablecimiento no puede ser posterior a este momento.",
  restoredNeedsStatus: "Para registrar la hora de restablecimiento, el estado debe ser «restored».",
  reportFormat: "Escriba el radicado completo de un reporte de falla, por ejemplo FAL-2026-000123.",
  reportNotFound: (reference: string) => `No existe el reporte de falla ${reference}. Revise el radicado.`,
  reportOtherService: (reference: string, service: string) =>
    `El reporte ${reference} es de ${service.toLowerCase()}, y este incidente es de otro servicio: únalo al incidente de ese servicio.`,
  reportElsewhere: (reference: string, incident: string) => `El reporte ${reference} ya está unido al incidente ${incident}.`,
  unknownBarrio: (name: string) => `No conocemos el barrio o la vereda «${name}». Escríbalo como aparece en su factura.`,
} as const;

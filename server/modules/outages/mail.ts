import type { Config } from "../../config";
import { render, type MailContent } from "../../mail/templates";
import { TIME_ZONE } from "../../../src/shared/constants";
import { SERVICE_LABELS, type CutService } from "../../../src/shared/news";
import { bogotaDay } from "../../../src/shared/time";

/** The Spanish letters of issue 36 §3: an incident opened, its ETR moved, its service restored. */

const FULL = new Intl.DateTimeFormat("es-CO", { dateStyle: "full", timeStyle: "short", timeZone: TIME_ZONE });
const TIME = new Intl.DateTimeFormat("es-CO", { timeStyle: "short", timeZone: TIME_ZONE });

/** "domingo, 29 de noviembre de 2026, 2:05 p. m." in Bogotá. */
export function bogotaDateTime(at: Date): string {
  return FULL.format(at);
}

/** The time alone when it falls on the same Bogotá day as `beside` ("3:00 p. m."), else day and time. */
export function bogotaTimeBeside(at: Date, beside: Date): string {
  return bogotaDay(at.getTime()) === bogotaDay(beside.getTime()) ? TIME.format(at) : FULL.format(at);
}

/** A sentence with its final period: times already end in one ("2:05 p. m."). */
const sentence = (text: string) => (text.endsWith(".") ? text : `${text}.`);

/** "servicio de energía", "servicio de telecomunicaciones". */
export function serviceName(service: string): string {
  return `servicio de ${(SERVICE_LABELS[service as CutService] ?? service).toLowerCase()}`;
}

/** "Belén", "Belén y La Floresta", "Belén, Centro y La Floresta". */
export function listOf(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} y ${names[names.length - 1]}`;
}

export interface IncidentFacts {
  reference: string;
  service: string;
  cause: string;
  note: string;
  startedAt: Date;
  estimatedRestorationAt: Date | null;
  restoredAt: Date | null;
  link: string;
}

type Brand = Pick<Config, "brandName" | "brandLongName" | "publicUrl">;

export type SubscriberEvent = { kind: "opened" } | { kind: "etr"; previous: Date | null } | { kind: "restored" };

/** The mail to a subscriber of the affected barrios (`areas`: those of their subscriptions, as they typed them). */
export function subscriberEmail(brand: Brand, incident: IncidentFacts, areas: readonly string[], event: SubscriberEvent, unsubscribe: string): MailContent {
  const service = serviceName(incident.service);
  const where = listOf(areas);
  const etr = incident.estimatedRestorationAt;
  const reference = `Referencia del incidente: ${incident.reference} (cítela si llama a la línea de atención).`;
  const started = sentence(`Empezó: ${bogotaDateTime(incident.startedAt)}`);
  const cause = incident.cause ? [`Causa: ${incident.cause.replace(/\.$/, "")}.`] : [];
  const note = incident.note ? [incident.note] : [];
  const etrLine = etr
    ? sentence(`Hora estimada de restablecimiento: ${bogotaDateTime(etr)}`)
    : "Todavía no tenemos una hora estimada de restablecimiento; le avisaremos cuando la tengamos.";
  let subject: string;
  let before: string[];
  if (event.kind === "opened") {
    subject = `Interrupción del ${service} en ${where} (${incident.reference})`;
    before = [
      `Hay una interrupción no programada del ${service} que afecta a ${where}. Ya la estamos atendiendo.`,
      reference,
      started,
      etrLine,
      ...cause,
      ...note,
    ];
  } else if (event.kind === "etr") {
    subject = `Nueva hora estimada de restablecimiento en ${where} (${incident.reference})`;
    const was = event.previous && etr ? ` (antes: ${bogotaTimeBeside(event.previous, etr)})` : "";
    before = [
      `Cambió la hora estimada en que vuelve el ${service} en ${where}.`,
      etr ? sentence(`Ahora la estimamos para el ${bogotaDateTime(etr)}${was}`) : etrLine,
      reference,
      started,
      ...note,
    ];
  } else {
    subject = `Se restableció el ${service} en ${where} (${incident.reference})`;
    before = [
      `Ya se restableció el ${service} en ${where}.`,
      sentence(`Volvió: ${bogotaDateTime(incident.restoredAt ?? new Date())}`),
      started,
      reference,
      "Si en su casa sigue sin servicio, repórtelo citando la referencia.",
    ];
  }
  return render(brand, {
    subject,
    greetingName: "vecino(a)",
    before,
    action: { label: "Ver el incidente", link: incident.link },
    after: ["Todas las horas son de Colombia.", `Recibe este aviso porque se suscribió a los avisos de cortes de ${where}.`],
    unsubscribe: { label: "Dejar de recibir estos avisos", link: unsubscribe },
  });
}

/**
 * The mail to whoever reported a failure merged into the incident, once it is restored. Their
 * address is not known to be theirs beyond the report, so it greets without a name and carries
 * nothing they typed (issue 31 §5): only our references and times.
 */
export function reporterRestoredEmail(brand: Brand, incident: IncidentFacts, reportReference: string): MailContent {
  const service = serviceName(incident.service);
  return render(brand, {
    subject: `Su reporte ${reportReference}: el ${service} ya se restableció`,
    greetingName: null,
    before: [
      `La falla que reportó con el radicado ${reportReference} hacía parte del incidente ${incident.reference}, y el ${service} ya se restableció.`,
      `Volvió: ${bogotaDateTime(incident.restoredAt ?? new Date())} (hora de Colombia).`,
      `Si en su dirección sigue sin servicio, repórtelo de nuevo citando el radicado ${reportReference}.`,
    ],
    action: { label: "Ver el incidente", link: incident.link },
    after: ["Gracias por avisarnos: su reporte nos ayudó a ubicar el daño."],
  });
}

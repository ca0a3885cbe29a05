/**
 * Issue 36 §2: the assistant's answers about unplanned outages, from the current incidents of the
 * service asked (and the barrio named).
 */
import type { CutService } from "../../shared/news";
import { OUTAGE_STATUS_LABELS, outagePath, type PublicOutage } from "../../shared/outages";
import { fold } from "../../shared/text";
import type { AnswerLink, AssistantContext } from "./assistant";
import { zoneOf } from "./intents";
import { sentences, SERVICE_NAMES, when, zoneName } from "./phrasing";

/** No incident of the service (in the barrio named) is known, or they could not be read; nothing when not read at all. */
export function noIncidentNote(q: string, question: string, service: CutService, ctx: AssistantContext): string | undefined {
  if (ctx.outages === undefined) return undefined;
  if (ctx.outages === null) return "No pude consultar los daños reportados: revíselos en la página de cortes y daños";
  const zone = zoneOf(q)?.replace(/^(barrio|vereda|sector|comuna) /, "");
  return `No tenemos daños de ${SERVICE_NAMES[service]} reportados${zone ? ` en ${zoneName(zone, question, [])}` : ""}`;
}

/** An hour as people say it ("3:00 p. m."), with the day when it is not today. */
function hourOf(iso: string, now: number): string {
  const sameDay = DAY.format(new Date(iso)) === DAY.format(new Date(now));
  return (sameDay ? HOUR.format(new Date(iso)) : when(iso)).replace(/\s/g, " ");
}

const HOUR = new Intl.DateTimeFormat("es-CO", { hour: "numeric", minute: "2-digit", hour12: true, timeZone: "America/Bogota" });
const DAY = new Intl.DateTimeFormat("es-CO", { dateStyle: "short", timeZone: "America/Bogota" });

/** The incident's ETR as a sentence, saying when it moved ("antes: 1:00 p. m."). */
function restorationSentence(o: PublicOutage, now: number): string {
  if (!o.estimatedRestorationAt) return "Aún no hay una hora estimada de restablecimiento; la publicaremos apenas la cuadrilla la tenga";
  const moved = [...o.history].reverse().find((h) => h.previousEstimatedRestorationAt && h.estimatedRestorationAt === o.estimatedRestorationAt);
  const before = moved?.previousEstimatedRestorationAt ? ` (antes: ${hourOf(moved.previousEstimatedRestorationAt, now)})` : "";
  return `La hora estimada de restablecimiento es ${hourOf(o.estimatedRestorationAt, now)}${before}`;
}

/**
 * Issue 36 §2: "se fue la luz en toda la cuadra", "¿hay daño en mi barrio?", "¿cuándo vuelve el
 * agua?" answered from the current incidents of the service asked (in the barrio named, if any):
 * where, its state and until when, with its page. Null when none matches or they could not be read:
 * then the cuts answer (and say so).
 */
export function incidentsAnswer(q: string, services: readonly CutService[], ctx: AssistantContext): { text: string; links: AnswerLink[] } | null {
  if (!ctx.outages) return null;
  const zone = zoneOf(q)?.replace(/^(barrio|vereda|sector|comuna) /, "") ?? null;
  const current = ctx.outages.filter((o) => o.status !== "restored" && services.includes(o.service));
  const matches = zone ? current.filter((o) => o.areas.some((a) => fold(a.name) === zone || fold(a.name).includes(zone))) : current;
  if (matches.length === 0) return null;
  const now = Date.now();
  const first = matches[0];
  const places = first.areas.map((a) => a.name);
  const where = places.length <= 3 ? places.join(", ") : `${places.slice(0, 3).join(", ")} y ${places.length - 3} más`;
  const status = OUTAGE_STATUS_LABELS[first.status].toLowerCase();
  return {
    text: sentences(
      `Sí, hay un daño de ${SERVICE_NAMES[first.service]} reportado en ${where || "el municipio"} (${first.reference}, ${status})`,
      restorationSentence(first, now),
      matches.length > 1 && `Hay ${matches.length} daños de ${SERVICE_NAMES[first.service]} en curso; en la página de cortes y daños están todos con su mapa`,
      !zone && "Si su barrio no está en la lista, reporte la falla",
    ),
    links: matches.slice(0, 2).map((o) => ({ title: `Daño ${o.reference}`, path: outagePath(o.reference) })),
  };
}

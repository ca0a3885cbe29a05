/**
 * How the assistant words an answer (shared by its answers to questions on cuts, faults and
 * outages): sentences ended once, dates and hours as people say them, the services' names, and a
 * barrio as the question or the cuts spell it.
 */
import type { CutService } from "../../shared/news";
import { fold } from "../../shared/text";

const WHEN = new Intl.DateTimeFormat("es-CO", {
  timeZone: "America/Bogota",
  weekday: "long",
  day: "numeric",
  month: "long",
  hour: "numeric",
  minute: "2-digit",
});

/** Ends a sentence once: "5:00 p. m." takes no second period (issue 33 §4: «p. m..»). */
export function sentence(text: string): string {
  const t = text.trim();
  return /[.!?…]$/.test(t) ? t : `${t}.`;
}

/** Joins sentences, each ended once. */
export function sentences(...parts: (string | undefined | null | false)[]): string {
  return parts
    .filter((p): p is string => typeof p === "string" && p.trim() !== "")
    .map(sentence)
    .join(" ");
}

/** A date and hour as people say it ("martes, 3 de marzo, 8:00 a. m."). */
export function when(iso: string): string {
  return WHEN.format(new Date(iso)).replace(/\s/g, " ");
}

/** The services as people name them in a sentence. */
export const SERVICE_NAMES: Record<CutService, string> = {
  energia: "energía",
  acueducto: "agua",
  alcantarillado: "alcantarillado",
  telco: "internet y telefonía",
};

/** A barrio as the cuts or the question spell it ("Belén", never the folded "belen" the matching used). */
export function zoneName(zone: string, question: string, matched: readonly string[]): string {
  const hit = matched.find((z) => fold(z).replace(/^(barrio|vereda|sector|comuna) /, "") === zone);
  if (hit) return hit;
  const words = zone.split(" ").length;
  const original = question
    .replace(/[¿?¡!.,;:]/g, " ")
    .trim()
    .split(/\s+/);
  for (let i = original.length - words; i >= 0; i--) {
    const slice = original.slice(i, i + words).join(" ");
    if (fold(slice) === zone) return slice;
  }
  return zone;
}

import ical from "ical-generator";
import type { Config } from "../../config";
import { newsPath, SERVICE_LABELS } from "../../../src/shared/news";
import type { NewsRow } from "../news/repository";

/**
 * RFC 5545 §3.3.11 TEXT: backslash, semicolon and comma escaped, any line break as `\n`. The
 * calendar's own name and description come from the typed area and ical-generator writes them as
 * given (it escapes the events' text only), so they are escaped here (issue 31 §5).
 */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Cuts that ended longer ago than this are left out of the feed. */
const ENDED_KEEP_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * RFC 5545 feed of the cuts of one area (issue 24 §2), with ical-generator: one VEVENT per cut, its
 * UID stable (the cut's id at the portal's host), SEQUENCE the cut's version (a phone calendar
 * replaces the event when it grows), times in UTC, LAST-MODIFIED the cut's last change.
 */
export function renderCalendar(config: Pick<Config, "publicUrl" | "brandName">, area: string, cuts: readonly NewsRow[], now: Date): string {
  const host = new URL(config.publicUrl).hostname;
  const calendar = ical({
    name: icsText(`Cortes programados en ${area} — ${config.brandName}`),
    description: icsText(`Cortes programados de energía, acueducto, alcantarillado y telecomunicaciones que afectan a ${area}.`),
    prodId: { company: config.brandName, product: "cortes-programados", language: "ES" },
    url: `${config.publicUrl}/noticias-cortes`,
    // Calendar apps that honour it look again every hour.
    ttl: 60 * 60,
  });
  for (const cut of cuts) {
    if (!cut.cut_starts_at || !cut.cut_ends_at || cut.cut_ends_at.getTime() < now.getTime() - ENDED_KEEP_MS) continue;
    const url = `${config.publicUrl}${newsPath({ category: cut.category, slug: cut.slug })}`;
    const service = cut.cut_service ? SERVICE_LABELS[cut.cut_service] : "Servicio";
    calendar.createEvent({
      id: `corte-${cut.id}@${host}`,
      sequence: cut.version,
      start: cut.cut_starts_at,
      end: cut.cut_ends_at,
      stamp: cut.updated_at,
      lastModified: cut.updated_at,
      summary: `Corte de ${service.toLowerCase()}: ${cut.title}`,
      description: [cut.summary, `Zonas: ${(cut.cut_zones ?? []).join(", ")}.`, cut.cut_reason ? `Motivo: ${cut.cut_reason}.` : "", url]
        .filter(Boolean)
        .join("\n"),
      location: (cut.cut_zones ?? []).join(", "),
      url,
    });
  }
  return calendar.toString();
}

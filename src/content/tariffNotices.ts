import { formatNumber } from "../shared/tariffs/energy";
import { monthLabel, type PublishedTariff, type TariffCurrent } from "../shared/tariffs/published";
import type { NoticeBlock } from "./types";

/** "5 de noviembre de 2026" from an ISO instant, in Bogotá (no Intl: the same on server and browser). */
function dayLabel(iso: string): string {
  const day = new Date(Date.parse(iso) - 5 * 3_600_000).toISOString().slice(0, 10);
  return `${Number(day.slice(8, 10))} de ${monthLabel(day.slice(0, 7))}`;
}

/** Which publication a rate page shows: month, version, when, and a correction's reason (issue 34 §2); `subject` says which figures ("de energía por estrato"). */
export function publicationNotice(t: PublishedTariff, subject: string): NoticeBlock {
  const when = `publicada el ${dayLabel(t.publishedAt)}`;
  return t.version > 1
    ? {
        kind: "notice",
        tone: "warning",
        title: `Tarifa de ${monthLabel(t.month)}, versión ${t.version} (corrección)`,
        text: `Las cifras ${subject} de esta versión, ${when}, corrigen las publicadas antes para el mismo mes. Motivo: ${t.reason ?? "sin motivo registrado"}. Las versiones anteriores se conservan en el historial de tarifas.`,
      }
    : { kind: "notice", tone: "info", title: `Tarifa de ${monthLabel(t.month)}, versión ${t.version}`, text: `Cifras ${subject} de la publicación ${when}.` };
}

/** The next month's tariff when it is already published: its CU of level 1 and from when it applies. */
export function nextMonthNotice(src: TariffCurrent): NoticeBlock[] {
  const next = src.next;
  if (!next) return [];
  return [
    {
      kind: "notice",
      tone: "info",
      title: `Ya está publicada la tarifa de ${monthLabel(next.month)}`,
      text: `Desde ${monthLabel(next.month)} el costo unitario de nivel de tensión 1 será de $ ${formatNumber(next.energy["1"].cu, 2)} por kWh; acueducto, cargo fijo $ ${formatNumber(next.water.acueducto.cargoFijo)} y consumo $ ${formatNumber(next.water.acueducto.perM3)} por m³ (versión ${next.version}${next.version > 1 ? `, corrección: ${next.reason ?? ""}` : ""}).`,
    },
  ];
}

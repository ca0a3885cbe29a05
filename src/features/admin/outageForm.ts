/**
 * The operators' incident form (issue 36 §1): its fields and their ids, the Bogotá wall clock of its
 * date-and-time controls, the messages naming each field, and the list's order.
 */
import type { CutService } from "../../shared/news";
import { OUTAGE_LIMITS, type AdminOutage } from "../../shared/outages";
import { BOGOTA_OFFSET_MS } from "../../shared/time";

/** An instant as a date-and-time control's value, Bogotá wall clock ("2026-11-21T08:00"). */
export function toBogotaLocal(iso: string | null | undefined): string {
  if (!iso) return "";
  return new Date(Date.parse(iso) - BOGOTA_OFFSET_MS).toISOString().slice(0, 16);
}

/** A date-and-time control's value read as Bogotá time; "" when it is not a date. */
export function fromBogotaLocal(local: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return "";
  const ms = Date.parse(`${local}:00Z`) + BOGOTA_OFFSET_MS;
  return Number.isNaN(ms) ? "" : new Date(ms).toISOString();
}

/** Contract numbers as an operator types them: separated by commas, spaces or lines. */
export function contractNumbers(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).filter(Boolean))];
}

/** The ids of the form's controls, for the error summary's links (the date controls carry the field's id). */
export const OUTAGE_FIELD_IDS = {
  service: "incidente-servicio",
  areas: "incidente-zonas",
  contracts: "incidente-contratos",
  cause: "incidente-causa",
  startedAt: "incidente-inicio",
  estimatedRestorationAt: "incidente-etr",
  note: "incidente-nota",
} as const;
export type OutageFormField = keyof typeof OUTAGE_FIELD_IDS;

/** The fields of the actions on one incident, as the server names them (and `reference` for a report). */
export type OutageActionField = "status" | "estimatedRestorationAt" | "note" | "restoredAt" | "reference";

/** What the "Abrir incidente" form holds: every field as the text of its control. */
export interface OutageDraft {
  service: CutService | "";
  /** Names of BARRIOS (barrios and veredas) chosen in the list. */
  barrios: readonly string[];
  contracts: string;
  cause: string;
  /** Bogotá wall clock, "2026-11-21T08:00"; "" while incomplete. */
  startedAt: string;
  estimatedRestorationAt: string;
  note: string;
}

export const emptyDraft = (now: Date): OutageDraft => ({
  service: "",
  barrios: [],
  contracts: "",
  cause: "",
  startedAt: toBogotaLocal(now.toISOString()),
  estimatedRestorationAt: "",
  note: "",
});

/** The server's field (or a schema path such as "areas.0.name") as the form's field. */
export function formField(key: string): OutageFormField | null {
  const head = key.split(".")[0];
  return head in OUTAGE_FIELD_IDS ? (head as OutageFormField) : null;
}

export const M = {
  service: "Servicio: elija el servicio interrumpido.",
  areas: "Zonas afectadas: elija al menos un barrio o vereda, o escriba un número de contrato.",
  areasMax: `Zonas afectadas: son más de ${OUTAGE_LIMITS.areasMax}; abra un incidente por sector.`,
  contracts: "Contratos afectados: escriba solo números de contrato, separados por comas.",
  cause: `Causa: escriba como máximo ${OUTAGE_LIMITS.causeMax} caracteres.`,
  startedAt: "Inicio: escriba la fecha (dd/mm/aaaa) y la hora (hh:mm) en que empezó el daño.",
  startedInFuture: "Inicio: la hora de inicio no puede ser posterior a este momento.",
  etr: "Hora estimada de restablecimiento: escriba la fecha y la hora completas, o deje ambas vacías.",
  etrBeforeStart: "Hora estimada de restablecimiento: debe ser posterior a la hora de inicio del incidente.",
  note: `Nota pública: escriba como máximo ${OUTAGE_LIMITS.noteMax} caracteres.`,
  etrRequired: "Nueva hora estimada: escriba la fecha y la hora, o use «Quitar la hora estimada».",
  restoredRequired: "Hora de restablecimiento: escriba la fecha y la hora en que volvió el servicio; sin ella el incidente no se cierra.",
  restoredBeforeStart: "Hora de restablecimiento: no puede ser anterior a la hora de inicio del incidente.",
  restoredInFuture: "Hora de restablecimiento: no puede ser posterior a este momento.",
  reference: "Reporte de falla: escriba el radicado completo, por ejemplo FAL-2026-000123.",
  stale:
    "Otra persona cambió este incidente mientras usted lo tenía abierto. Ya cargamos la versión actual: revísela y, si aún hace falta, vuelva a aplicar su cambio.",
  closed: "Este incidente ya está cerrado con su hora de restablecimiento: no admite más cambios. Si el daño volvió, abra un incidente nuevo.",
  failed: "No fue posible guardar el cambio. Intente de nuevo.",
  openFailed: "No fue posible abrir el incidente. Intente de nuevo.",
} as const;

/** Clocks drift: a start this far ahead of this device's clock is still "now" (the server allows the same). */
export const CLOCK_SKEW_MS = 5 * 60 * 1000;
export const FAL_PATTERN = /^FAL-\d{4}-\d{6}$/;

/** Current incidents, the newest start first; then the restored ones, the latest restoration first. */
export function orderOutages(items: readonly AdminOutage[]): AdminOutage[] {
  const current = items.filter((o) => o.status !== "restored").sort((a, b) => Date.parse(b.startedAt) - Date.parse(a.startedAt));
  const restored = items
    .filter((o) => o.status === "restored")
    .sort((a, b) => Date.parse(b.restoredAt ?? b.updatedAt) - Date.parse(a.restoredAt ?? a.updatedAt));
  return [...current, ...restored];
}

/**
 * Monthly continuity indicators computed from the unplanned-outage incidents (issue 36 §5): SAIDI
 * and SAIFI for energy, hours without service for water, sewer and telecom. Pure functions shared by
 * the server (which reads the incidents and serves the CSV and JSON) and the SPA (the service-quality
 * pages): no database, no clock, no DOM, no Node.
 *
 * What is verified and what is not (../shared/notes/formats.md §6.1):
 * - Verified: Res. CREG 015 de 2018 measures the system's average quality of distribution with SAIDI
 *   (duration) and SAIFI (frequency), compared with annual "metas de calidad media" that CREG sets per
 *   operator (anexo general 5.2.3.2.1, mod. Res. 036/2019; Circular CREG 053 de 2024). This module
 *   computes the usual system averages: SAIDI = Σ (users affected × hours) ÷ users served, SAIFI =
 *   Σ users affected ÷ users served. It carries no meta: a target is a figure the caller passes in
 *   and compares, never a constant here.
 * - Not verified: the exact formulas and exclusions of the resolution's annex (which events are left
 *   out, such as interruptions shorter than 3 minutes, force majeure or events outside the operator's
 *   network), how an event that crosses a month is attributed, and the individual indicators of the
 *   "usuarios peor servidos". The 3-minute exclusion is therefore an option that is off by default
 *   (`excludeEnergyInterruptionsUnderMinutes`). Water and sewer rules (CRA) are not covered by the
 *   notes at all: their "hours without service" is this portal's own average per user.
 */
import { CUT_SERVICES, type CutService } from "./news";
import type { DatasetColumn } from "./opendata";
import { bogotaDayStart } from "./time";

/** What an indicator needs of an incident (the outage record has more). */
export interface ContinuityIncident {
  service: CutService;
  /** ISO 8601 instant (or a Date). */
  startedAt: string | Date;
  /** ISO 8601 instant (or a Date); null while the service is still out. */
  restoredAt: string | Date | null;
  /** Users left without the service by this incident. */
  usersAffected: number;
  /** The incident's reference (INC-AAAA-NNNNNN), only to name it in an error. */
  reference?: string;
}

/** How the month is measured. */
export interface ContinuityOptions {
  /**
   * The instant the figures are taken at (usually now): nothing after it counts, so an incident
   * still open counts up to this instant or the end of the month, whichever is earlier. Without it
   * an open incident counts up to the end of the month (right only for a month already over).
   */
  asOf?: string | Date;
  /**
   * Energy only: leave out interruptions that lasted less than this many minutes (the whole
   * incident's duration, not only its part in the month). Whether CREG leaves out interruptions
   * shorter than 3 minutes is unverified (formats.md §6.1), so the default is 0: every interruption
   * counts. An incident still open is never left out (it is not known to be short yet).
   */
  excludeEnergyInterruptionsUnderMinutes?: number;
}

/** Why a row's per-user indicators are null. */
export type ContinuityUnavailable = "no-users-served";

/** The reasons in Spanish, for the pages and the downloads. */
export const CONTINUITY_UNAVAILABLE_LABELS: Record<ContinuityUnavailable, string> = {
  "no-users-served": "Sin usuarios atendidos registrados en el mes: el indicador por usuario no se puede calcular.",
};

/** The indicators of one service in one month, at full precision (round only to show: round2). */
export interface ContinuityRow {
  /** AAAA-MM */
  month: string;
  service: CutService;
  usersServed: number;
  /** Incidents with some of their time in the month (a month-crossing incident counts in each month it touches). */
  interruptions: number;
  /** Σ users affected by those incidents. */
  usersAffected: number;
  /** Energy: Σ (users affected × hours in the month) ÷ users served; null with `unavailable`. */
  saidiHours?: number | null;
  /** Energy: Σ users affected ÷ users served (interruptions per user); null with `unavailable`. */
  saifi?: number | null;
  /** Water, sewer, telecom: Σ (users affected × hours in the month) ÷ users served; null with `unavailable`. */
  hoursWithoutServicePerUser?: number | null;
  /** Σ hours of the incidents within the month (not weighted by users). */
  incidentHours: number;
  /** Set when the per-user indicators are null. */
  unavailable?: ContinuityUnavailable;
}

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The instants a month of Colombia (UTC−5 all year) begins and ends: [start, end). */
export function bogotaMonthBounds(month: string): { start: number; end: number } {
  const m = MONTH.exec(month);
  if (!m) throw new RangeError(`Mes inválido: "${month}" (se espera AAAA-MM).`);
  const year = Number(m[1]);
  const mon = Number(m[2]);
  const next = mon === 12 ? `${year + 1}-01` : `${year}-${String(mon + 1).padStart(2, "0")}`;
  return { start: bogotaDayStart(`${month}-01`).getTime(), end: bogotaDayStart(`${next}-01`).getTime() };
}

function instant(value: string | Date, what: string, inc?: ContinuityIncident): number {
  const ms = value instanceof Date ? value.getTime() : Date.parse(value);
  if (Number.isNaN(ms)) throw new RangeError(`Fecha inválida en ${what}${inc?.reference ? ` de ${inc.reference}` : ""}: ${String(value)}`);
  return ms;
}

/** Whether a row is of a service measured with SAIDI/SAIFI (energy) or with hours without service. */
const isEnergy = (service: CutService) => service === "energia";

/**
 * The indicators of one service in one month. Each incident counts only its time inside the month
 * in America/Bogota and before `asOf`; an incident with no time there is not counted at all.
 */
export function serviceContinuity(
  month: string,
  service: CutService,
  incidents: readonly ContinuityIncident[],
  usersServed: number,
  options: ContinuityOptions = {},
): ContinuityRow {
  const { start, end: monthEnd } = bogotaMonthBounds(month);
  const asOf = options.asOf === undefined ? monthEnd : instant(options.asOf, "asOf");
  const end = Math.min(monthEnd, asOf);
  const minMs = isEnergy(service) ? Math.max(0, options.excludeEnergyInterruptionsUnderMinutes ?? 0) * MINUTE_MS : 0;

  let interruptions = 0;
  let usersAffected = 0;
  let userMs = 0;
  let incidentMs = 0;
  for (const inc of incidents) {
    if (inc.service !== service) continue;
    const startedAt = instant(inc.startedAt, "startedAt", inc);
    const restoredAt = inc.restoredAt === null ? null : instant(inc.restoredAt, "restoredAt", inc);
    const named = inc.reference ? ` en ${inc.reference}` : "";
    if (restoredAt !== null && restoredAt < startedAt) throw new RangeError(`restoredAt anterior a startedAt${named}.`);
    if (!Number.isFinite(inc.usersAffected) || inc.usersAffected < 0) throw new RangeError(`usersAffected inválido${named}: ${inc.usersAffected}`);
    if (restoredAt !== null && restoredAt - startedAt < minMs) continue;
    const ms = Math.min(restoredAt ?? end, end) - Math.max(startedAt, start);
    if (ms <= 0) continue;
    interruptions += 1;
    usersAffected += inc.usersAffected;
    userMs += inc.usersAffected * ms;
    incidentMs += ms;
  }

  const userHours = userMs / HOUR_MS;
  const served = usersServed > 0;
  const row: ContinuityRow = { month, service, usersServed, interruptions, usersAffected, incidentHours: incidentMs / HOUR_MS };
  if (isEnergy(service)) {
    row.saidiHours = served ? userHours / usersServed : null;
    row.saifi = served ? usersAffected / usersServed : null;
  } else {
    row.hoursWithoutServicePerUser = served ? userHours / usersServed : null;
  }
  if (!served) row.unavailable = "no-users-served";
  return row;
}

/**
 * The indicators of every service in one month, in the order of CUT_SERVICES: each service given
 * users served, and each service with incidents (a service with incidents but no users served gets
 * 0 and null indicators).
 */
export function monthlyContinuity(
  month: string,
  incidents: readonly ContinuityIncident[],
  usersServed: Readonly<Partial<Record<CutService, number>>>,
  options: ContinuityOptions = {},
): ContinuityRow[] {
  const services = CUT_SERVICES.filter((s) => usersServed[s] !== undefined || incidents.some((i) => i.service === s));
  return services.map((s) => serviceContinuity(month, s, incidents, usersServed[s] ?? 0, options));
}

/** A figure rounded to 2 decimals for display (1.005 → 1.01); keep full precision until then. */
export function round2(value: number): number {
  // toPrecision(15) drops the binary noise of the product (1.005 × 100 = 100.49999999999999).
  const r = Math.round(Math.abs(Number((value * 100).toPrecision(15)))) / 100;
  return (value < 0 ? -r : r) + 0;
}

const round2OrNull = (v: number | null | undefined) => (v === null || v === undefined ? null : round2(v));

/** A row as the API and the pages show it: the same shape with its figures rounded to 2 decimals. */
export function roundContinuityRow(row: ContinuityRow): ContinuityRow {
  const out: ContinuityRow = { ...row, incidentHours: round2(row.incidentHours) };
  if (row.saidiHours !== undefined) out.saidiHours = round2OrNull(row.saidiHours);
  if (row.saifi !== undefined) out.saifi = round2OrNull(row.saifi);
  if (row.hoursWithoutServicePerUser !== undefined) out.hoursWithoutServicePerUser = round2OrNull(row.hoursWithoutServicePerUser);
  return out;
}

/**
 * The columns of the download (CSV header and JSON keys), described as the open-data catalogue
 * describes its datasets (src/shared/opendata.ts), so the dataset can join it as they are.
 */
export const CONTINUITY_COLUMNS: readonly DatasetColumn[] = [
  { name: "mes", type: "yearmonth", description: "Mes de la medición (AAAA-MM), hora de Colombia.", unit: null },
  { name: "servicio", type: "string", description: "Servicio: energia, acueducto, alcantarillado o telco.", unit: null },
  { name: "usuarios_atendidos", type: "integer", description: "Usuarios atendidos por el servicio en el mes.", unit: "usuarios" },
  {
    name: "interrupciones",
    type: "integer",
    description: "Interrupciones no programadas con tiempo dentro del mes (una que cruza de mes cuenta en cada mes).",
    unit: "interrupciones",
  },
  { name: "usuarios_afectados", type: "integer", description: "Suma de los usuarios afectados por esas interrupciones.", unit: "usuarios" },
  {
    name: "saidi_horas",
    type: "number",
    description: "Energía: suma de usuarios afectados por horas de interrupción dentro del mes, dividida por los usuarios atendidos.",
    unit: "h",
  },
  { name: "saifi", type: "number", description: "Energía: suma de usuarios afectados dividida por los usuarios atendidos.", unit: "interrupciones/usuario" },
  {
    name: "horas_sin_servicio_por_usuario",
    type: "number",
    description:
      "Acueducto, alcantarillado y telecomunicaciones: suma de usuarios afectados por horas sin servicio dentro del mes, dividida por los usuarios atendidos.",
    unit: "h",
  },
  { name: "horas_de_incidente", type: "number", description: "Suma de las horas de las interrupciones dentro del mes, sin ponderar por usuarios.", unit: "h" },
  { name: "motivo_sin_indicador", type: "string", description: "Por qué un indicador por usuario está vacío; vacío si se calculó.", unit: null },
];

/** A value of a download row: text, a figure, or nothing (an empty CSV cell, a JSON null). */
export type ContinuityCell = string | number | null;

/**
 * A row's cells in the order of CONTINUITY_COLUMNS, figures rounded to 2 decimals. The CSV is
 * written by the open-data writer on the server (csvLine of server/modules/opendata/catalog.ts:
 * UTF-8 with BOM, header row, CRLF, decimal point, quoting and the formula guard), which shared code
 * cannot import; use that writer, not a second one.
 */
export function continuityCells(row: ContinuityRow): ContinuityCell[] {
  const r = roundContinuityRow(row);
  return [
    r.month,
    r.service,
    r.usersServed,
    r.interruptions,
    r.usersAffected,
    r.saidiHours ?? null,
    r.saifi ?? null,
    r.hoursWithoutServicePerUser ?? null,
    r.incidentHours,
    r.unavailable ? CONTINUITY_UNAVAILABLE_LABELS[r.unavailable] : null,
  ];
}

/** The JSON download: one object per row keyed by the column names (as the open-data JSON is). */
export function continuityJson(rows: readonly ContinuityRow[]): Record<string, ContinuityCell>[] {
  return rows.map((row) => {
    const cells = continuityCells(row);
    return Object.fromEntries(CONTINUITY_COLUMNS.map((c, i) => [c.name, cells[i] ?? null]));
  });
}

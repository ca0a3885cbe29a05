import { findBarrio } from "../../../src/shared/barrios";
import { bogotaMonthBounds, monthlyContinuity, type ContinuityIncident, type ContinuityRow } from "../../../src/shared/continuity";
import { areaKey } from "../../../src/shared/cutAlerts";
import { CUT_SERVICES, type CutService } from "../../../src/shared/news";
import { bogotaDay } from "../../../src/shared/time";
import type { Queryable } from "../../db/db";

/**
 * The monthly continuity indicators (issue 36 §5) from the incidents and the billing data. The
 * outage record carries no count of users; it is derived here, never typed by the operator:
 *
 * - Users affected by an incident: the distinct contracts of the incident's service whose barrio
 *   is one of its barrios or veredas (folded as the outages fold them: findBarrio's key, the same
 *   value outage_areas.area_key holds), plus the contracts it names directly, among the contracts
 *   that existed when it started.
 * - Users served by a service in a month: its contracts that existed at some moment of the month
 *   (or, for the month in course, before now).
 * - When a contract "existed": contracts have no end column (a contract is never removed from the
 *   billing data), so a contract exists from its start until today. Its start is the earlier of
 *   the row's created_at and the first day of its oldest invoice's period: a contract loaded from
 *   the former billing system (whose row is new) existed at least since it was first billed.
 *
 * The arithmetic is src/shared/continuity.ts's (month bounds in America/Bogota, an incident counts
 * only its time inside the month and before now); this file only reads.
 */

/** The contracts table names telecommunications in full; the incidents use the cuts' key. */
const BILLING_SERVICE: Readonly<Record<CutService, string>> = {
  energia: "energia",
  acueducto: "acueducto",
  alcantarillado: "alcantarillado",
  telco: "telecomunicaciones",
};
const CUT_SERVICE_OF: Readonly<Record<string, CutService>> = Object.fromEntries(CUT_SERVICES.map((s) => [BILLING_SERVICE[s], s]));

/** At most this many months in one answer: ten years. */
export const CONTINUITY_MAX_MONTHS = 120;

/** The month AAAA-MM `n` months after `month` (negative: before). */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1 + n, 1)).toISOString().slice(0, 7);
}

/** The months from `from` to `to`, both included (empty if `from` is after `to`). */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let m = from; m <= to; m = addMonths(m, 1)) out.push(m);
  return out;
}

/** The month in course in Colombia. */
export const bogotaMonth = (now: Date) => bogotaDay(now.getTime()).slice(0, 7);

/**
 * Each contract with its start (see above), as SQL: `id, number, barrio, services, since`.
 * A period's first day begins at 00:00 in Colombia (UTC−5 all year), 05:00 UTC.
 */
const CONTRACTS_SINCE = `
  SELECT c.id, c.number, c.barrio, c.services,
         LEAST(c.created_at, (SELECT (min(i.period_start)::timestamp + interval '5 hours') AT TIME ZONE 'UTC' FROM invoices i WHERE i.contract_id = c.id)) AS since
  FROM contracts c`;

/** The barrios written on the contracts, each with the key the outages' areas carry. */
async function barrioKeys(db: Queryable): Promise<{ names: string[]; keys: string[] }> {
  const { rows } = await db.query<{ barrio: string }>("SELECT DISTINCT barrio FROM contracts");
  // findBarrio reads "Barrio Los Pinos" or "los pinos" as Los Pinos (the key the outage stored); an
  // unknown name keeps its plain fold, which no outage area can carry, so it never matches.
  return { names: rows.map((r) => r.barrio), keys: rows.map((r) => findBarrio(r.barrio)?.key ?? areaKey(r.barrio)) };
}

interface IncidentRow {
  reference: string;
  service: CutService;
  started_at: Date | string;
  restored_at: Date | string | null;
  users_affected: number | string;
}

/** The incidents with some time in [start, end), each with the users it left without service. */
async function incidentsBetween(db: Queryable, start: Date, end: Date, service: CutService | undefined): Promise<ContinuityIncident[]> {
  const { names, keys } = await barrioKeys(db);
  const { rows } = await db.query<IncidentRow>(
    `WITH keys AS (SELECT * FROM unnest($1::text[], $2::text[]) AS k (barrio, key)),
          contracts_since AS (${CONTRACTS_SINCE})
     SELECT o.reference, o.service, o.started_at, o.restored_at,
       (SELECT count(DISTINCT c.id)
          FROM contracts_since c
         WHERE c.services @> ARRAY[CASE WHEN o.service = 'telco' THEN 'telecomunicaciones' ELSE o.service END]
           AND c.since <= o.started_at
           AND (EXISTS (SELECT 1 FROM outage_areas a WHERE a.outage_id = o.id AND a.kind = 'contract' AND a.name = c.number)
             OR EXISTS (SELECT 1 FROM outage_areas a JOIN keys k ON k.key = a.area_key
                         WHERE a.outage_id = o.id AND a.kind IN ('barrio', 'vereda') AND k.barrio = c.barrio))) AS users_affected
     FROM outages o
     WHERE o.started_at < $4::timestamptz AND (o.restored_at IS NULL OR o.restored_at > $3::timestamptz)
       AND ($5::text IS NULL OR o.service = $5::text)
     ORDER BY o.started_at, o.reference`,
    [names, keys, start.toISOString(), end.toISOString(), service ?? null],
  );
  return rows.map((r) => ({
    reference: r.reference,
    service: r.service,
    startedAt: new Date(r.started_at),
    restoredAt: r.restored_at === null ? null : new Date(r.restored_at),
    usersAffected: Number(r.users_affected),
  }));
}

/** Users served by each service in each month: contracts that existed before the month's end (or `now`). */
async function usersServed(db: Queryable, months: readonly string[], now: Date): Promise<Map<string, Partial<Record<CutService, number>>>> {
  const ends = months.map((m) => new Date(Math.min(bogotaMonthBounds(m).end, now.getTime())).toISOString());
  const { rows } = await db.query<{ i: number | string; service: string; n: number | string }>(
    `WITH contracts_since AS (${CONTRACTS_SINCE})
     SELECT e.i, s.service, count(*) AS n
     FROM unnest($1::timestamptz[]) WITH ORDINALITY AS e (end_at, i)
     JOIN contracts_since c ON c.since < e.end_at
     CROSS JOIN LATERAL unnest(c.services) AS s (service)
     GROUP BY e.i, s.service`,
    [ends],
  );
  const out = new Map<string, Partial<Record<CutService, number>>>(months.map((m) => [m, {}]));
  for (const r of rows) {
    const month = months[Number(r.i) - 1];
    const service = CUT_SERVICE_OF[r.service];
    if (month && service) out.get(month)![service] = Number(r.n);
  }
  return out;
}

/**
 * The indicators of every month from `from` to `to` (AAAA-MM, both included, none after the month
 * in course), per service in the order of CUT_SERVICES, at full precision. A month gets a row for
 * each service that has contracts or incidents in it; `service` keeps only that one.
 */
export async function continuityRows(db: Queryable, from: string, to: string, now: Date, service?: CutService): Promise<ContinuityRow[]> {
  const last = to < bogotaMonth(now) ? to : bogotaMonth(now);
  const months = monthsBetween(from, last);
  if (months.length === 0) return [];
  const start = new Date(bogotaMonthBounds(months[0]).start);
  const end = new Date(Math.min(bogotaMonthBounds(months[months.length - 1]).end, now.getTime()));
  const incidents = await incidentsBetween(db, start, end, service);
  const served = await usersServed(db, months, now);
  const rows: ContinuityRow[] = [];
  for (const month of months) {
    let users = served.get(month) ?? {};
    if (service) users = users[service] === undefined ? {} : { [service]: users[service] };
    // Only the month's own incidents: monthlyContinuity gives a row to every service it is handed one of.
    const bounds = bogotaMonthBounds(month);
    const mEnd = Math.min(bounds.end, now.getTime());
    const own = incidents.filter((i) => new Date(i.startedAt).getTime() < mEnd && (i.restoredAt === null || new Date(i.restoredAt).getTime() > bounds.start));
    rows.push(...monthlyContinuity(month, own, users, { asOf: now }));
  }
  return service ? rows.filter((r) => r.service === service) : rows;
}

/** The month of the first incident, or null when there is none (the open data starts there). */
export async function firstIncidentMonth(db: Queryable): Promise<string | null> {
  const { rows } = await db.query<{ first: Date | string | null }>("SELECT min(started_at) AS first FROM outages");
  const first = rows[0]?.first;
  return first ? bogotaMonth(new Date(first)) : null;
}

/**
 * When the figures last changed: the last change of an incident or of a contract. While an
 * incident is still open its hours grow by the minute, so the figures change now.
 */
export async function continuityChangedAt(db: Queryable, now: Date): Promise<Date | null> {
  const { rows } = await db.query<{ outages: Date | string | null; contracts: Date | string | null; open: boolean }>(
    `SELECT (SELECT max(updated_at) FROM outages) AS outages,
            (SELECT max(created_at) FROM contracts) AS contracts,
            EXISTS (SELECT 1 FROM outages WHERE restored_at IS NULL) AS open`,
  );
  const r = rows[0];
  if (!r?.outages) return null;
  if (r.open) return new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const a = new Date(r.outages);
  const b = r.contracts ? new Date(r.contracts) : a;
  return a > b ? a : b;
}

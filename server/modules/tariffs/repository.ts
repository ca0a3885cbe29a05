import type { PublishedTariff, TariffFigures } from "../../../src/shared/tariffs/published";
import type { Queryable } from "../../db/db";

/** One version of one month as stored (migration 026). */
export interface TariffVersionRow {
  month: string;
  version: number;
  energy: PublishedTariff["energy"];
  water: PublishedTariff["water"];
  reason: string | null;
  source: PublishedTariff["source"];
  published_by: string;
  published_at: Date | string;
}

const COLUMNS = "month, version, energy, water, reason, source, published_by, published_at";

/** What leaves the server of a stored version (no account id). */
export function presentTariff(row: TariffVersionRow): PublishedTariff {
  return {
    month: row.month,
    version: row.version,
    energy: row.energy,
    water: row.water,
    reason: row.reason,
    publishedAt: new Date(row.published_at).toISOString(),
    publishedBy: row.published_by,
    source: row.source,
  };
}

/** The latest version of a month, or null when the month was never published. */
export async function latestVersion(q: Queryable, month: string): Promise<TariffVersionRow | null> {
  const { rows } = await q.query<TariffVersionRow>(`SELECT ${COLUMNS} FROM tariff_versions WHERE month = $1 ORDER BY version DESC LIMIT 1`, [month]);
  return rows[0] ?? null;
}

/** Every version of a month, newest first. */
export async function versionsOf(q: Queryable, month: string): Promise<TariffVersionRow[]> {
  return (await q.query<TariffVersionRow>(`SELECT ${COLUMNS} FROM tariff_versions WHERE month = $1 ORDER BY version DESC`, [month])).rows;
}

/** The latest version of the newest month at or before `month` (a tariff applies until the next is published), else the oldest month. */
export async function inForce(q: Queryable, month: string): Promise<TariffVersionRow | null> {
  const { rows } = await q.query<TariffVersionRow>(
    `SELECT ${COLUMNS} FROM tariff_versions
     WHERE month = coalesce((SELECT max(month) FROM tariff_versions WHERE month <= $1), (SELECT min(month) FROM tariff_versions))
     ORDER BY version DESC LIMIT 1`,
    [month],
  );
  return rows[0] ?? null;
}

/** The latest version of the first month published after `month`, if any. */
export async function firstAfter(q: Queryable, month: string): Promise<TariffVersionRow | null> {
  const { rows } = await q.query<TariffVersionRow>(
    `SELECT ${COLUMNS} FROM tariff_versions WHERE month = (SELECT min(month) FROM tariff_versions WHERE month > $1) ORDER BY version DESC LIMIT 1`,
    [month],
  );
  return rows[0] ?? null;
}

/** The latest version of each of the `count` months up to `month`, oldest first. */
export async function recentMonths(q: Queryable, month: string, count: number): Promise<TariffVersionRow[]> {
  const { rows } = await q.query<TariffVersionRow>(
    `SELECT * FROM (
       SELECT DISTINCT ON (month) ${COLUMNS} FROM tariff_versions WHERE month <= $1 ORDER BY month DESC, version DESC
     ) latest ORDER BY month DESC LIMIT $2`,
    [month, count],
  );
  return rows.reverse();
}

/** Every month and every version: oldest month first, versions in order. */
export async function allVersions(q: Queryable): Promise<TariffVersionRow[]> {
  return (await q.query<TariffVersionRow>(`SELECT ${COLUMNS} FROM tariff_versions ORDER BY month, version`)).rows;
}

/** The newest month published (any version), or null on an empty table. */
export async function newestMonth(q: Queryable): Promise<string | null> {
  const { rows } = await q.query<{ month: string | null }>("SELECT max(month) AS month FROM tariff_versions");
  return rows[0]?.month ?? null;
}

/** Adds one version (never an update: the table refuses them). */
export async function insertVersion(
  q: Queryable,
  v: {
    month: string;
    version: number;
    figures: TariffFigures;
    reason: string | null;
    source: PublishedTariff["source"];
    byId: string | null;
    by: string;
    at: Date;
  },
): Promise<TariffVersionRow> {
  const { rows } = await q.query<TariffVersionRow>(
    `INSERT INTO tariff_versions (month, version, energy, water, reason, source, published_by_id, published_by, published_at)
     VALUES ($1, $2, $3::jsonb, $4::jsonb, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
    [v.month, v.version, JSON.stringify(v.figures.energy), JSON.stringify(v.figures.water), v.reason, v.source, v.byId, v.by, v.at.toISOString()],
  );
  return rows[0];
}

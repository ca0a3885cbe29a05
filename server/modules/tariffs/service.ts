import type { EnergyTariff } from "../../../src/shared/billing";
import type { VoltageLevel } from "../../../src/shared/tariffs/energy";
import {
  energyTariffOf,
  monthLabel,
  normalizeFigures,
  sameFigures,
  tariffProblems,
  type PublishedTariff,
  type TariffCurrent,
  type TariffFigures,
  type TariffProblem,
  type TariffPublishInput,
} from "../../../src/shared/tariffs/published";
import type { WaterPublication } from "../../../src/shared/tariffs/water";
import { bogotaDay } from "../../../src/shared/time";
import type { Queryable } from "../../db/db";
import { firstAfter, inForce, insertVersion, latestVersion, presentTariff, recentMonths, type TariffVersionRow } from "./repository";

/** Who publishes: an administrator (id and name), the billing feed, or the first install. */
export interface Publisher {
  id: string | null;
  name: string;
  source: PublishedTariff["source"];
}

/** What one publication did: a first version, a correction, nothing (same figures), or why it was refused. */
export type PublishOutcome =
  | { outcome: "created" | "updated"; tariff: PublishedTariff; previous: PublishedTariff | null }
  | { outcome: "unchanged"; tariff: PublishedTariff; previous: PublishedTariff }
  | { outcome: "rejected"; field: string; message: string };

/** The Bogotá calendar month (YYYY-MM) of an instant. */
export function bogotaMonth(at: Date): string {
  return bogotaDay(at.getTime()).slice(0, 7);
}

/** Serialises publications of one month (two administrators, or an import and an administrator). */
const PUBLISH_LOCK = 7_270_034;

/**
 * Publishes a month's tariff inside the caller's transaction (issue 34 §2). A month not published
 * yet gets its first version; the same figures as its latest version change nothing; other figures
 * are a correction, a new version that needs its reason: the published version is never edited.
 * With `dryRun` everything is checked and nothing written.
 */
export async function publishTariff(
  tx: Queryable,
  input: Partial<TariffPublishInput> & Record<string, unknown>,
  by: Publisher,
  options: { dryRun: boolean; now: Date },
): Promise<PublishOutcome> {
  const problems: TariffProblem[] = tariffProblems(input);
  if (problems.length > 0) return { outcome: "rejected", ...problems[0] };
  const month = input.month as string;
  const figures = normalizeFigures(input as TariffPublishInput);
  const reason = typeof input.reason === "string" && input.reason.trim() !== "" ? input.reason.trim() : null;
  await tx.query("SELECT pg_advisory_xact_lock($1, $2)", [PUBLISH_LOCK, Number(month.replace("-", ""))]);
  const latest = await latestVersion(tx, month);
  if (latest && sameFigures(latest, figures)) return { outcome: "unchanged", tariff: presentTariff(latest), previous: presentTariff(latest) };
  if (latest && !reason) {
    return {
      outcome: "rejected",
      field: "reason",
      message: `La tarifa de ${monthLabel(month)} ya está publicada (versión ${latest.version}): una corrección necesita su motivo.`,
    };
  }
  const version = latest ? latest.version + 1 : 1;
  const draft: TariffVersionRow = {
    month,
    version,
    ...figures,
    reason,
    source: by.source,
    published_by: by.name,
    published_at: options.now,
  };
  const row = options.dryRun
    ? draft
    : await insertVersion(tx, { month, version, figures, reason, source: by.source, byId: by.id, by: by.name, at: options.now });
  return { outcome: latest ? "updated" : "created", tariff: presentTariff(row), previous: latest ? presentTariff(latest) : null };
}

/** The month in force at `now` (Bogotá), the next published one, and the last twelve months up to the one in force. */
export async function currentTariffs(q: Queryable, now: Date): Promise<TariffCurrent | null> {
  const current = await inForce(q, bogotaMonth(now));
  if (!current) return null;
  const [next, recent] = await Promise.all([
    firstAfter(q, bogotaMonth(now) > current.month ? bogotaMonth(now) : current.month),
    recentMonths(q, current.month, 12),
  ]);
  return { current: presentTariff(current), next: next ? presentTariff(next) : null, recent: recent.map(presentTariff) };
}

/** The published figures in force for a billing period (YYYY-MM): that month's latest version, else the newest before it. */
export async function tariffFiguresFor(q: Queryable, period: string): Promise<(TariffFigures & { month: string; version: number }) | null> {
  const row = await inForce(q, period);
  return row ? { month: row.month, version: row.version, energy: row.energy, water: row.water } : null;
}

/**
 * The energy tariff of a bill's explanation (issue 34 §2): the CU and its components published for
 * `period` (YYYY-MM) at `voltage` level (1 unless the contract says otherwise), latest version; a
 * period without its own publication takes the newest month before it. Null only on an empty table.
 * The invoice import fills an imported bill's `energyTariff` with this when the line lacks it.
 */
export async function energyTariffFor(q: Queryable, period: string, voltage: VoltageLevel = 1): Promise<EnergyTariff | null> {
  const figures = await tariffFiguresFor(q, period);
  return figures ? energyTariffOf(figures, voltage) : null;
}

/** The water and sewer reference charges in force for a billing period (the shape billing/tariffs.ts computes lines with). */
export async function waterPublicationFor(q: Queryable, period: string): Promise<WaterPublication | null> {
  const figures = await tariffFiguresFor(q, period);
  return figures ? { from: figures.month, acueducto: { ...figures.water.acueducto }, alcantarillado: { ...figures.water.alcantarillado } } : null;
}

import { businessDaysBetween } from "../../../src/shared/businessDays";
import { continuityCells } from "../../../src/shared/continuity";
import { TRANSPARENCY_SECTIONS } from "../../../src/shared/entity";
import { newsPath } from "../../../src/shared/news";
import type { OpenDatasetId } from "../../../src/shared/opendata";
import { PQRS_SERVICES, PQRS_TYPES } from "../../../src/shared/pqrs";
import { bogotaDay, bogotaDayStart, BOGOTA_OFFSET_MS } from "../../../src/shared/time";
import type { Queryable } from "../../db/db";
import { listPublishedDocuments } from "../documents/inventory";
import { bogotaMonth, continuityChangedAt, continuityRows, firstIncidentMonth } from "../continuity/repository";
import { allVersions } from "../tariffs/repository";
import * as repo from "./repository";

/** A value of a row: text, a figure, a flag, or nothing (an empty CSV cell, a JSON null). */
export type Cell = string | number | boolean | null;

/** What a dataset is read with: the database, the instant of the request and the site's address. */
export interface OpenDataContext {
  db: Queryable;
  now: Date;
  /** The site's public address without the final slash (links in the rows are absolute). */
  publicUrl: string;
  /** The public pages of the portal (the metrics name only these; the rest is summed). */
  knownPages(): Promise<readonly string[]>;
}

/** A dataset's live source: when it last changed, and its rows in column order, a bounded piece at a time. */
export interface DatasetSource {
  modified(ctx: OpenDataContext): Promise<Date | null>;
  batches(ctx: OpenDataContext): AsyncGenerator<Cell[][]>;
}

/** The row of the metrics that sums every address that is not a public page. */
export const OTHER_ADDRESSES = "(otras direcciones)";
/** Pieces read at once: a few hundred kilobytes of text at most. */
const CUTS_PER_READ = 500;
const METRIC_DAYS_PER_READ = 31;
const DAY_MS = 24 * 3600 * 1000;

const iso = (v: Date | string) => new Date(v).toISOString().replace(/\.000Z$/, "Z");
const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

function addMonths(month: string, n: number): string {
  const [y, m] = month.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1 + n, 1)).toISOString().slice(0, 7);
}
const monthStart = (month: string) => new Date(Date.parse(`${month}-01T00:00:00Z`) + BOGOTA_OFFSET_MS);

const tariffs: DatasetSource = {
  modified: (ctx) => repo.tariffsChangedAt(ctx.db),
  async *batches(ctx) {
    // Every month and version: a few hundred rows in a lifetime (12 a year and their corrections).
    const versions = await allVersions(ctx.db);
    yield versions.map((t, i) => {
      const e = t.energy;
      return [
        t.month,
        t.version,
        versions[i + 1]?.month !== t.month,
        iso(t.published_at),
        t.source,
        t.reason,
        ...(["1", "2", "3"] as const).flatMap((l) => [e[l].g, e[l].t, e[l].d, e[l].cv, e[l].pr, e[l].r, e[l].cu]),
        t.water.acueducto.cargoFijo,
        t.water.acueducto.perM3,
        t.water.alcantarillado.cargoFijo,
        t.water.alcantarillado.perM3,
      ];
    });
  },
};

const cuts: DatasetSource = {
  modified: (ctx) => repo.cutsChangedAt(ctx.db, ctx.now),
  async *batches(ctx) {
    let after: { startsAt: string; id: string } | null = null;
    for (;;) {
      const rows = await repo.publicCutsAfter(ctx.db, ctx.now, after, CUTS_PER_READ);
      if (rows.length === 0) return;
      yield rows.map((c) => [
        c.id,
        c.title,
        c.cut_service,
        c.cut_zones.join("; "),
        iso(c.cut_starts_at),
        iso(c.cut_ends_at),
        round((new Date(c.cut_ends_at).getTime() - new Date(c.cut_starts_at).getTime()) / 3_600_000, 2),
        c.cut_reason,
        iso(c.publish_at),
        iso(c.updated_at),
        `${ctx.publicUrl}${newsPath({ category: "cortes", slug: c.slug })}`,
      ]);
      if (rows.length < CUTS_PER_READ) return;
      const last = rows[rows.length - 1];
      after = { startsAt: new Date(last.cut_starts_at).toISOString(), id: last.id };
    }
  },
};

/** One line of the PQRS statistics being counted. */
interface PqrsTally {
  filed: number;
  answered: number;
  onTime: number;
  days: number;
}

/** The line of a type and a service in a month's statistics. */
const lineOf = (type: string, service: string) => `${type}\u0000${service}`;

const pqrs: DatasetSource = {
  modified: (ctx) => repo.pqrsChangedAt(ctx.db),
  async *batches(ctx) {
    const first = await repo.firstPqrsFiledAt(ctx.db);
    if (!first) return;
    const last = bogotaDay(ctx.now.getTime()).slice(0, 7);
    // A month at a time: the groups of a month are bounded by its days, types, services and answers.
    for (let month = bogotaDay(first.getTime()).slice(0, 7); month <= last; month = addMonths(month, 1)) {
      const groups = await repo.pqrsGroupsFiledBetween(ctx.db, monthStart(month), monthStart(addMonths(month, 1)));
      if (groups.length === 0) continue;
      const lines = new Map<string, PqrsTally>();
      for (const g of groups) {
        const key = lineOf(g.pqrs_type, g.service);
        const t = lines.get(key) ?? { filed: 0, answered: 0, onTime: 0, days: 0 };
        lines.set(key, t);
        t.filed += g.n;
        if (g.answered_day) {
          t.answered += g.n;
          if (g.due_date && g.answered_day <= g.due_date) t.onTime += g.n;
          t.days += businessDaysBetween(g.filed_day, g.answered_day) * g.n;
        }
      }
      const rows: Cell[][] = [];
      for (const type of PQRS_TYPES) {
        for (const service of PQRS_SERVICES) {
          const t = lines.get(lineOf(type, service));
          if (!t) continue;
          rows.push([month, type, service, t.filed, t.answered, t.onTime, t.filed - t.answered, t.answered > 0 ? round(t.days / t.answered, 1) : null]);
        }
      }
      yield rows;
    }
  },
};

/** The start of the Bogotá day of `now`: the metrics publish whole days only. */
const todayStart = (now: Date) => bogotaDayStart(bogotaDay(now.getTime()));

const metrics: DatasetSource = {
  modified: (ctx) => repo.metricsChangedAt(ctx.db, todayStart(ctx.now)),
  async *batches(ctx) {
    const { first, last } = await repo.metricDaysBefore(ctx.db, todayStart(ctx.now));
    if (!first || !last) return;
    const known = await ctx.knownPages();
    const end = last.getTime() + DAY_MS;
    for (let from = first.getTime(); from < end; from += METRIC_DAYS_PER_READ * DAY_MS) {
      const to = Math.min(from + METRIC_DAYS_PER_READ * DAY_MS, end);
      const rows = await repo.pageDays(ctx.db, new Date(from), new Date(to), known, OTHER_ADDRESSES);
      if (rows.length > 0) yield rows.map((r) => [bogotaDay(new Date(r.bucket).getTime()), r.page, r.views, r.visitors, r.entries, r.bounces]);
    }
  },
};

const STATUS_NAMES: Readonly<Record<string, string>> = { published: "vigente", replaced: "reemplazado" };

const documents: DatasetSource = {
  modified: (ctx) => repo.documentsChangedAt(ctx.db),
  async *batches(ctx) {
    // The library's own listing (server/modules/documents/inventory.ts): a few thousand documents at most.
    const docs = await listPublishedDocuments(ctx.db);
    yield docs.map((d) => [
      d.id,
      d.title,
      d.description,
      d.section,
      TRANSPARENCY_SECTIONS[d.section - 1] ?? null,
      d.documentDate,
      d.periodStart,
      d.periodEnd,
      d.area,
      d.format,
      d.language,
      STATUS_NAMES[d.status] ?? d.status,
      d.replacesId,
      d.replacedById,
      d.sizeBytes,
      d.sha256,
      iso(d.publishedAt),
      `${ctx.publicUrl}${d.url}`,
    ]);
  },
};

/** Months of continuity read at once: a year is 48 rows at most. */
const CONTINUITY_MONTHS_PER_READ = 12;

const continuity: DatasetSource = {
  modified: (ctx) => continuityChangedAt(ctx.db, ctx.now),
  async *batches(ctx) {
    // From the month of the first incident to the month in course (server/modules/continuity/repository.ts).
    const first = await firstIncidentMonth(ctx.db);
    if (!first) return;
    const last = bogotaMonth(ctx.now);
    for (let from = first; from <= last; from = addMonths(from, CONTINUITY_MONTHS_PER_READ)) {
      const to = addMonths(from, CONTINUITY_MONTHS_PER_READ - 1);
      const rows = await continuityRows(ctx.db, from, to < last ? to : last, ctx.now);
      if (rows.length > 0) yield rows.map(continuityCells);
    }
  },
};

/** The live source of every dataset of src/shared/opendata.ts. */
export const DATASET_SOURCES: Readonly<Record<OpenDatasetId, DatasetSource>> = {
  "tarifas-mensuales": tariffs,
  "cortes-programados": cuts,
  "estadisticas-pqrs": pqrs,
  "visitas-portal": metrics,
  "inventario-documentos": documents,
  "continuidad-servicio": continuity,
};

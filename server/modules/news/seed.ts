import type { Queryable } from "../../db/db";
import { BOGOTA_OFFSET_MS } from "../../../src/shared/time";
import { insertNews, slugTaken } from "./repository";
import { SEED_CUTS, SEED_NEWS } from "./seedData";
import { prepare } from "./service";

const DAY_MS = 86_400_000;

/** A Bogotá wall-clock hour `dayOffset` days from the Bogotá date of `now`, as an instant. */
export function bogotaTime(now: Date, dayOffset: number, hour: number): Date {
  const local = new Date(now.getTime() - BOGOTA_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + dayOffset, hour) + BOGOTA_OFFSET_MS);
}

/**
 * Demo news (SEED_DEMO, issue 6): 30 published news across the last six months and 15 service cuts
 * from two weeks ago to two weeks ahead, each announced three days before it starts (or an hour ago
 * when that is still to come). Returns how many were written; an existing slug is left alone.
 */
export async function seedNews(tx: Queryable, now: Date): Promise<number> {
  let written = 0;
  for (const n of SEED_NEWS) {
    if (await slugTaken(tx, n.slug)) continue;
    const write = prepare({ ...n, tags: [...n.tags], imageId: null, imageAlt: "", cut: null });
    const publishAt = new Date(now.getTime() - n.daysAgo * DAY_MS);
    await insertNews(tx, { ...write, slug: n.slug, status: "published", publishAt: publishAt.toISOString(), authorId: null, authorName: n.author });
    written++;
  }
  for (const c of SEED_CUTS) {
    if (await slugTaken(tx, c.slug)) continue;
    const startsAt = bogotaTime(now, c.startDayOffset, c.startHour);
    const endsAt = new Date(startsAt.getTime() + c.durationHours * 3_600_000);
    const publishAt = new Date(Math.min(startsAt.getTime() - 3 * DAY_MS, now.getTime() - 3_600_000));
    const write = prepare({
      title: c.title,
      summary: c.summary,
      bodyHtml: c.bodyHtml,
      category: "cortes",
      tags: [...c.tags],
      imageId: null,
      imageAlt: "",
      cut: { service: c.service, zones: [...c.zones], startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), reason: c.reason },
    });
    await insertNews(tx, { ...write, slug: c.slug, status: "published", publishAt: publishAt.toISOString(), authorId: null, authorName: c.author });
    written++;
  }
  return written;
}

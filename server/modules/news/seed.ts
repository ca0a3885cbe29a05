import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Queryable } from "../../db/db";
import { projectRoot } from "../../paths";
import { BOGOTA_OFFSET_MS } from "../../../src/shared/time";
import { insertNews, slugTaken } from "./repository";
import { storeNewsImage } from "./images";
import { SEED_CUTS, SEED_NEWS, seedImageFile, type SeedImage } from "./seedData";
import { prepare } from "./service";

const DAY_MS = 86_400_000;

/** The generated pictures of the demo items (scripts/generate-news-images.ts). */
export const SEED_IMAGES_DIR = path.join(projectRoot(), "server", "modules", "news", "seedImages");

/** A Bogotá wall-clock hour `dayOffset` days from the Bogotá date of `now`, as an instant. */
export function bogotaTime(now: Date, dayOffset: number, hour: number): Date {
  const local = new Date(now.getTime() - BOGOTA_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + dayOffset, hour) + BOGOTA_OFFSET_MS);
}

/**
 * A demo item's picture, stored the way an administrator's upload is (type from the bytes, size
 * cap, news_images): its id and alt text for the item.
 */
async function seedImage(tx: Queryable, slug: string, image: SeedImage): Promise<{ imageId: string; imageAlt: string }> {
  const data = await readFile(path.join(SEED_IMAGES_DIR, seedImageFile(slug)));
  const stored = await storeNewsImage(tx, data, null);
  return { imageId: stored.id, imageAlt: image.alt };
}

/** A demo item was last changed when it was published, not when the demo was loaded ("Actualizada el <hoy>" otherwise). */
async function seedRow(tx: Queryable, inserted: ReturnType<typeof insertNews>): Promise<void> {
  const row = await inserted;
  await tx.query("UPDATE news SET updated_at = publish_at WHERE id = $1", [row.id]);
}

/**
 * Demo news (SEED_DEMO, issue 6): 30 published news across the last six months and 15 service cuts
 * in San Rafael's barrios and veredas from two weeks ago to two weeks ahead, each announced three
 * days before it starts (or an hour ago when that is still to come). Every item has its picture
 * (issue 21). Returns how many were written; an existing slug is left alone.
 */
export async function seedNews(tx: Queryable, now: Date): Promise<number> {
  let written = 0;
  for (const n of SEED_NEWS) {
    if (await slugTaken(tx, n.slug)) continue;
    const picture = await seedImage(tx, n.slug, n.image);
    const write = prepare({ title: n.title, summary: n.summary, bodyHtml: n.bodyHtml, category: n.category, tags: [...n.tags], ...picture, cut: null });
    const publishAt = new Date(now.getTime() - n.daysAgo * DAY_MS);
    await seedRow(
      tx,
      insertNews(tx, { ...write, slug: n.slug, status: "published", publishAt: publishAt.toISOString(), authorId: null, authorName: n.author }),
    );
    written++;
  }
  for (const c of SEED_CUTS) {
    if (await slugTaken(tx, c.slug)) continue;
    const startsAt = bogotaTime(now, c.startDayOffset, c.startHour);
    const endsAt = new Date(startsAt.getTime() + c.durationHours * 3_600_000);
    const publishAt = new Date(Math.min(startsAt.getTime() - 3 * DAY_MS, now.getTime() - 3_600_000));
    const picture = await seedImage(tx, c.slug, c.image);
    const write = prepare({
      title: c.title,
      summary: c.summary,
      bodyHtml: c.bodyHtml,
      category: "cortes",
      tags: [...c.tags],
      ...picture,
      cut: { service: c.service, zones: [...c.zones], startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), reason: c.reason },
    });
    await seedRow(
      tx,
      insertNews(tx, { ...write, slug: c.slug, status: "published", publishAt: publishAt.toISOString(), authorId: null, authorName: c.author }),
    );
    written++;
  }
  return written;
}

import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Db, Queryable } from "../../db/db";
import type { PageContent } from "../../../src/content/types";
import type { PageBody } from "../../../src/shared/content";
import { projectRoot } from "../../paths";
import { resolveProductPath } from "../../../src/shared/config";
import { contentManifest } from "../../../src/routing/contentManifest";
import { routeDetails } from "../../../src/routing/routeDetails";

/** app_meta's marker: the hash of the route keys seeded, so a page added to the manifest later is seeded too. */
export const CONTENT_SEED_MARKER = "content_pages_seeded";

/** Where the seed reads the pages: the deployment's product slug (paths) and the built site. */
export interface SeedSource {
  productSlug: string;
  staticDir: string;
}

/** A page as the seed writes it. */
export interface SeedPage {
  routeKey: string;
  path: string;
  group: string;
  body: PageBody;
  /** When the text was last changed (routeDetails' lastModified), shown as "Actualizado el …". */
  publishedAt: string;
}

const markerOf = (keys: readonly string[]) =>
  createHash("sha256")
    .update([...keys].sort().join("\n"))
    .digest("hex");

/**
 * The text of a page as the build wrote it (dist/content/<key>.json, scripts/prerender.js) or, where
 * there is no build (tests, development), its module under src/content/pages.
 */
function sourceText(key: string, staticDir: string): PageContent {
  const built = path.join(staticDir, "content", `${key}.json`);
  if (existsSync(built)) return JSON.parse(readFileSync(built, "utf8")) as PageContent;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a module named at run time, read only when seeding
  return (require(path.join(projectRoot(), "src", "content", "pages", key)) as { default: PageContent }).default;
}

/** Every page of the content manifest with its text and its metadata (title, description, keywords). */
export function sourcePages(source: SeedSource, now: Date): SeedPage[] {
  return contentManifest.map((entry) => {
    const { lead, sections } = sourceText(entry.key, source.staticDir);
    const details = routeDetails[entry.key];
    return {
      routeKey: entry.key,
      path: resolveProductPath(entry.path, source.productSlug),
      group: entry.area ?? "institucional",
      body: { title: entry.title, description: details?.description ?? "", keywords: [...(details?.keywords ?? [])], lead, sections },
      // Noon in Bogotá of the day the page says it was last changed.
      publishedAt: details?.lastModified ? `${details.lastModified}T12:00:00-05:00` : now.toISOString(),
    };
  });
}

/** How many pages one seeding statement carries. */
const PAGES_A_STATEMENT = 25;

/** Inserts `pages` and their first revisions, none over a page that exists; how many it added. */
async function insertPages(tx: Queryable, pages: readonly SeedPage[]): Promise<number> {
  const inserted = await tx.query<{ route_key: string }>(
    `WITH src AS (
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS s("routeKey" text, path text, "group" text, body jsonb, "publishedAt" timestamptz)
     ), pages AS (
       INSERT INTO content_pages (route_key, path, page_group, last_version, published_version, published_at)
       SELECT "routeKey", path, "group", 1, 1, "publishedAt" FROM src
       ON CONFLICT DO NOTHING
       RETURNING route_key
     )
     INSERT INTO content_revisions (route_key, version, kind, body, created_at, created_by, created_by_name, note)
     SELECT src."routeKey", 1, 'published', src.body, src."publishedAt", NULL, NULL, 'Texto inicial del portal'
       FROM src JOIN pages ON pages.route_key = src."routeKey"
     RETURNING route_key`,
    [JSON.stringify(pages)],
  );
  return inserted.rowCount;
}

/**
 * Seeds the content pages from today's modules on the first start (issue 35 §1): in one
 * transaction, the pages and their first revisions, nothing written over a page that exists (an edited page stays
 * as edited), and a marker so later starts do not even read the modules. Two instances starting at
 * once insert each page once (ON CONFLICT DO NOTHING). Returns how many pages it added.
 */
export async function seedContentPages(db: Db, source: SeedSource, now = new Date()): Promise<number> {
  const marker = markerOf(contentManifest.map((e) => e.key));
  const { rows } = await db.query<{ value: string }>(`SELECT value FROM app_meta WHERE key = $1`, [CONTENT_SEED_MARKER]);
  if (rows[0]?.value === marker) return 0;
  const pages = sourcePages(source, now);
  return db.transaction(async (tx) => {
    // In parts of PAGES_A_STATEMENT: the embedded database's WASM memory grows to hold a statement's
    // parameters as text, JSON and records at once, and never shrinks (issue 37: all 200 pages in
    // one statement grew a first start by about 100 MB).
    let count = 0;
    for (let i = 0; i < pages.length; i += PAGES_A_STATEMENT) count += await insertPages(tx, pages.slice(i, i + PAGES_A_STATEMENT));
    await tx.query(`INSERT INTO app_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`, [
      CONTENT_SEED_MARKER,
      marker,
    ]);
    return count;
  });
}

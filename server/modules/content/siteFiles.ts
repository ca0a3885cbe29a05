import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyPluginAsync } from "fastify";
import type { ClientConfig } from "../../../src/shared/config";
import type { PageBody } from "../../../src/shared/content";
import { CompressedDocument, sendVariant } from "../../http/compress";

/**
 * Issue 35 §1 (step 4): the files the build writes from every page's text, which follow a
 * publication: sitemap.xml (`lastmod`), the site search's words and the assistant's index. The
 * server writes them again after a publication (./rendered.ts) and stores them beside the pages in
 * content_rendered, keyed by these paths; every instance serves the stored copy when newer than the build.
 */
export const SITE_FILES = {
  "/sitemap.xml": "application/xml; charset=utf-8",
  "/search-index.json": "application/json; charset=utf-8",
  "/assistant-index.json": "application/json; charset=utf-8",
} as const;
export type SiteFile = keyof typeof SITE_FILES;

/** The bundle's builders of the indexes (src/ssr/render.tsx), fed the published texts first. */
export interface IndexBuilders {
  primePageContent?(key: string, content: PageBody & { updatedAt?: string }): void;
  searchDocuments?(config: ClientConfig): Promise<unknown>;
  assistantIndex?(config: ClientConfig): Promise<unknown>;
}

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The built sitemap.xml with each changed page's `lastmod` set to its publication. */
export function patchSitemap(xml: string, publicUrl: string, pages: readonly { path: string; publishedAt: Date }[]): string {
  let out = xml;
  for (const page of pages) {
    const loc = escapeHtml(publicUrl + encodeURI(page.path));
    out = out.replace(new RegExp(`(<loc>${escapeRegExp(loc)}</loc><lastmod>)[^<]*(</lastmod>)`), `$1${page.publishedAt.toISOString()}$2`);
  }
  return out;
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

/**
 * A page body as words only: the inline marks an editor may add (bold, italics, links) leave their
 * text and no tag names, so the site search and the assistant never index "strong" or "href".
 */
export function indexableBody(body: PageBody): PageBody {
  return JSON.parse(JSON.stringify(body), (_key, value: unknown) =>
    typeof value === "string" && /[<&]/.test(value) ? value.replace(/<\/?[a-z][^>]*>/gi, "").replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]) : value,
  ) as PageBody;
}

/** The three files written again with the published texts; null for one the bundle or the build cannot make. */
export async function buildSiteFiles(
  staticDir: string,
  publicUrl: string,
  ssr: IndexBuilders,
  config: ClientConfig,
  pages: readonly { routeKey: string; path: string; body: PageBody; publishedAt: Date }[],
): Promise<Partial<Record<SiteFile, string>>> {
  const out: Partial<Record<SiteFile, string>> = {};
  const sitemap = path.join(staticDir, "sitemap.xml");
  if (existsSync(sitemap)) out["/sitemap.xml"] = patchSitemap(readFileSync(sitemap, "utf8"), publicUrl, pages);
  if (!ssr.primePageContent) return out;
  // The indexes read the texts as words (a page rendered later is handed its own body again).
  for (const p of pages) ssr.primePageContent(p.routeKey, { ...indexableBody(p.body), updatedAt: p.publishedAt.toISOString() });
  if (ssr.searchDocuments) out["/search-index.json"] = JSON.stringify(await ssr.searchDocuments(config));
  if (ssr.assistantIndex) out["/assistant-index.json"] = JSON.stringify(await ssr.assistantIndex(config));
  return out;
}

/** What serves a site file: the stored copy when newer than the build (null otherwise). */
export type StoredLookup = (file: SiteFile, serve: (body: string) => CompressedDocument) => Promise<CompressedDocument | null>;

/**
 * Serves the three files: the copy stored after a publication, else the build's (read once). The
 * SPA's static files leave them to these routes (server/http/spa.ts).
 */
export function siteFileRoutes(staticDir: string, stored: StoredLookup): FastifyPluginAsync {
  return async (app) => {
    for (const [file, contentType] of Object.entries(SITE_FILES) as [SiteFile, string][]) {
      const built = path.join(staticDir, file.slice(1));
      if (!existsSync(built)) continue;
      let fromBuild: CompressedDocument | null = null;
      app.get(file, { schema: { hide: true } }, async (request, reply) => {
        const doc = (await stored(file, (body) => new CompressedDocument(Buffer.from(body)))) ?? (fromBuild ??= new CompressedDocument(readFileSync(built)));
        // A publication shows within a minute in the site map and the search.
        return sendVariant(request, reply, doc, { contentType, cacheControl: "public, max-age=60" });
      });
    }
  };
}

import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/db";
import type { ClientConfig } from "../../../src/shared/config";
import type { PageBody } from "../../../src/shared/content";
import { projectRoot } from "../../paths";
import * as repo from "./repository";
import { buildSiteFiles, type IndexBuilders, type SiteFile } from "./siteFiles";

/** What the server-rendering bundle renders (RenderedPage of src/ssr/render.tsx). */
export interface RenderedPage {
  html: string;
  styles: string;
  title: string;
  description: string;
  keywords: readonly string[];
  lastModified?: string;
}

/** The part of dist-ssr/render.js (src/ssr/render.tsx) the server uses to render a published page again (and its indexes). */
export interface SsrBundle extends IndexBuilders {
  DEFAULT_CLIENT_CONFIG: ClientConfig;
  renderPage(path: string, config: ClientConfig, content?: PageBody & { updatedAt?: string }): Promise<RenderedPage>;
  composePage(template: string, page: RenderedPage, routePath: string | null, site: { brandName: string; brandLongName: string; publicUrl: string }): string;
}

export interface RenderedPagesOptions {
  staticDir: string;
  publicUrl: string;
  brandName: string;
  brandLongName: string;
  productSlug: string;
  /** How long an instance trusts what it read of content_rendered (a publication elsewhere shows within this). */
  refreshMs?: number;
}

/** The bundle webpack builds (npm run build); null without a build, or one without composePage (older than issue 35). */
function loadBuiltBundle(): SsrBundle | null {
  const file = path.join(projectRoot(), "dist-ssr", "render.js");
  if (!existsSync(file)) return null;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's bundle, present only after npm run build
  const bundle = require(file) as Partial<SsrBundle>;
  return typeof bundle.renderPage === "function" && typeof bundle.composePage === "function" ? (bundle as SsrBundle) : null;
}

/** How long a page request waits for this instance's read of the stored pages (ms). */
const REFRESH_WAIT_MS = 200;

interface Entry {
  version: number;
  renderedAt: number;
  html: string;
  /** What the SPA made of the HTML (its config in place, compressed copies), made on first use. */
  served?: unknown;
}

/**
 * Issue 35 §1: a published page reaches visitors as prerendered HTML on every instance. After a
 * publication this renders the page with its text from the database (the same bundle and the same
 * composition as scripts/prerender.js) and stores the HTML in content_rendered; every instance
 * serves the stored copy instead of the built file when it is newer than the build, reading what
 * changed at most every `refreshMs`.
 */
export class RenderedPages {
  private bundle: SsrBundle | null | undefined;
  private built: number | null | undefined;
  private readonly entries = new Map<string, Entry>();
  private newest: Date | null = null;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private refreshing: Promise<void> | null = null;
  private readonly refreshMs: number;
  /** The clock of the refresh; tests move it instead of waiting. */
  now: () => number = Date.now;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly options: RenderedPagesOptions,
  ) {
    this.refreshMs = options.refreshMs ?? 2_000;
  }

  /** Uses this bundle instead of dist-ssr/render.js (tests). */
  useBundle(bundle: SsrBundle | null): void {
    this.bundle = bundle;
  }

  private ssr(): SsrBundle | null {
    if (this.bundle === undefined) this.bundle = loadBuiltBundle();
    return this.bundle;
  }

  private get prerenderedDir(): string {
    return path.join(this.options.staticDir, "prerendered");
  }

  /** When the build wrote its prerendered pages (ms), or null without a build: then nothing is rendered or served. */
  builtAt(): number | null {
    if (this.built === undefined) {
      const manifest = path.join(this.prerenderedDir, "manifest.json");
      this.built = existsSync(manifest) ? statSync(manifest).mtimeMs : null;
    }
    return this.built;
  }

  /** Renders a content page's published version and stores it for every instance; false when there is no build to render with. */
  async render(routeKey: string, siteFiles = true): Promise<boolean> {
    const ssr = this.ssr();
    const template = path.join(this.options.staticDir, "index.html");
    if (!ssr || this.builtAt() === null || !existsSync(template)) return false;
    const published = await repo.findPublished(this.db, routeKey);
    if (!published) return false;
    const { brandName, brandLongName, productSlug, publicUrl } = this.options;
    const config: ClientConfig = { ...ssr.DEFAULT_CLIENT_CONFIG, brandName, brandLongName, productSlug };
    const page = await ssr.renderPage(published.path, config, { ...published.body, updatedAt: new Date(published.published_at).toISOString() });
    const html = ssr.composePage(readFileSync(template, "utf8"), page, published.path, { brandName, brandLongName, publicUrl: publicUrl.replace(/\/+$/, "") });
    await repo.storeRendered(this.db, { path: published.path, routeKey, version: published.version, html });
    if (siteFiles) await this.renderSiteFiles(ssr, config, routeKey);
    // This instance serves it on its next request.
    this.checkedAt = Number.NEGATIVE_INFINITY;
    this.log.info({ page: routeKey, version: published.version }, "published content page rendered again");
    return true;
  }

  /** sitemap.xml, the search's words and the assistant's index with every page changed since the seed. */
  private async renderSiteFiles(ssr: SsrBundle, config: ClientConfig, routeKey: string): Promise<void> {
    try {
      await this.writeSiteFiles(ssr, config, routeKey);
    } catch (err) {
      this.log.error({ err }, "site map and search indexes could not be written again");
    }
  }

  private async writeSiteFiles(ssr: SsrBundle, config: ClientConfig, routeKey: string): Promise<void> {
    const changed = (await repo.changedPages(this.db)).map((p) => ({
      routeKey: p.route_key,
      path: p.path,
      body: p.body,
      publishedAt: new Date(p.published_at),
    }));
    const files = await buildSiteFiles(this.options.staticDir, this.options.publicUrl.replace(/\/+$/, ""), ssr, config, changed);
    // Seconds since 1970: a later writing of a file wins on every instance.
    const version = Math.floor(Date.now() / 1000);
    for (const [file, body] of Object.entries(files) as [SiteFile, string][]) await repo.storeRendered(this.db, { path: file, routeKey, version, html: body });
  }

  /** Renders again every page published since the build or whose stored copy is older than it (at start). */
  async renderStale(): Promise<number> {
    const builtAt = this.builtAt();
    if (builtAt === null) return 0;
    const stale = await repo.pagesToRender(this.db, new Date(builtAt));
    // The server-side bundle (React, Fluent UI and every page: about 90 MB once loaded) is loaded
    // only when a page needs rendering, not on every start (issue 37: a fresh start peaked over 512 MB).
    if (stale.length === 0 || !this.ssr()) return 0;
    let n = 0;
    for (const page of stale) {
      const done = await this.render(page.route_key, false).catch((err: unknown) => {
        this.log.error({ err, page: page.route_key }, "content page could not be rendered");
        return false;
      });
      if (done) n++;
    }
    // The site map and the indexes once, after the pages (a new build wrote them from the modules).
    const ssr = this.ssr();
    if (ssr && stale.length > 0) {
      const { brandName, brandLongName, productSlug } = this.options;
      await this.renderSiteFiles(ssr, { ...ssr.DEFAULT_CLIENT_CONFIG, brandName, brandLongName, productSlug }, stale[0].route_key);
    }
    return n;
  }

  private async refresh(): Promise<void> {
    // A few seconds of overlap: a copy stored while the last read ran is read again, not missed.
    const since = this.newest ? new Date(this.newest.getTime() - 5_000) : null;
    for (const row of await repo.renderedSince(this.db, since)) {
      const at = new Date(row.rendered_at);
      const known = this.entries.get(row.path);
      if (!known || known.version < row.version || (known.version === row.version && known.renderedAt < at.getTime())) {
        this.entries.set(row.path, { version: row.version, renderedAt: at.getTime(), html: row.html });
      }
      if (!this.newest || at > this.newest) this.newest = at;
    }
  }

  /**
   * The stored HTML of a route when it is newer than the build, as `serve` makes it (the SPA puts its
   * config in and keeps compressed copies); null otherwise. Reads the database at most every refreshMs.
   */
  async page<T>(route: string, serve: (html: string) => T): Promise<T | null> {
    const builtAt = this.builtAt();
    if (builtAt === null) return null;
    const now = this.now();
    if (now - this.checkedAt >= this.refreshMs && !this.refreshing) {
      this.checkedAt = now;
      const refreshing = this.refresh()
        .catch((err: unknown) => this.log.warn({ err }, "stored content pages could not be read; the built ones are served"))
        .finally(() => (this.refreshing = null));
      this.refreshing = refreshing;
      // A page never waits on a busy or lost database for long: past REFRESH_WAIT_MS it gets what
      // this instance already holds (or the built file) and the read finishes for the next visitor.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([refreshing, new Promise<void>((resolve) => (timer = setTimeout(resolve, REFRESH_WAIT_MS)))]);
      clearTimeout(timer);
    }
    const entry = this.entries.get(route);
    if (!entry || entry.renderedAt < builtAt) return null;
    entry.served ??= serve(entry.html);
    return entry.served as T;
  }
}

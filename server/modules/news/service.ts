import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import type { Db, Queryable } from "../../db/db";
import { HttpError } from "../../http/errors";
import { changedFields } from "../admin/audit";
import { recordAudit, type Actor } from "../admin/repository";
import { invalidFields } from "../auth/errors";
import { readingTimeMinutes, visibleText } from "../../../src/shared/pageFacts";
import type { ListTotal } from "../../../src/shared/paging";
import { fold, terms } from "../../../src/shared/text";
import {
  NEWS_LIMITS,
  newsInputProblems,
  slugify,
  type AdminNewsItem,
  type AdminNewsPage,
  type AdminNewsQuery,
  type NewsAuditEntry,
  type NewsDetail,
  type NewsInput,
  type NewsPage,
  type NewsQuery,
  type UploadedImage,
} from "../../../src/shared/news";
import { isoOrNull, presentAdminItem, presentAuditEntry, presentDetail, presentImage, presentSummary } from "./presenter";
import * as repo from "./repository";
import type { NewsRow, NewsWrite } from "./repository";
import { renderRss } from "./rss";
import { sanitizeBody } from "./sanitize";
import { IMAGE_MESSAGES, storeNewsImage, UPLOAD_IMAGE_ACTION } from "./images";

export const NEWS_MESSAGES = {
  notFound: "No encontramos esa noticia. Puede que se haya retirado o que la dirección esté incompleta.",
  staleVersion:
    "Otra persona guardó cambios en esta noticia mientras usted la editaba. Recargue para ver la versión actual; sus cambios siguen en el formulario.",
  imageNotFound: "La imagen indicada no existe. Súbala de nuevo.",
  ...IMAGE_MESSAGES,
  imageMissing: "Adjunte una imagen en el campo «file».",
  scheduleInPast: "La fecha de publicación programada debe ser futura.",
} as const;

const RSS_ITEMS = 30;
/** Terms of a search that count; more are ignored. */
const MAX_TERMS = 8;

function notFound(): HttpError {
  return new HttpError(404, "NOT_FOUND", NEWS_MESSAGES.notFound);
}

/** Folded search terms as prefix matches, all required: `'barri':* & 'belen':*`; null when none. */
export function toTsquery(q: string | undefined): string | null {
  if (!q) return null;
  const words = [...new Set(terms(q))].slice(0, MAX_TERMS);
  if (words.length === 0) return null;
  return words.map((t) => `'${t}':*`).join(" & ");
}

/** What the audit log keeps of an item: its content and state, not the derived search columns. */
function snapshot(row: NewsRow): Record<string, unknown> {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    bodyHtml: row.body_html,
    category: row.category,
    tags: row.tags,
    imageId: row.image_id,
    imageAlt: row.image_alt,
    status: row.status,
    publishAt: isoOrNull(row.publish_at),
    cut:
      row.category === "cortes"
        ? { service: row.cut_service, zones: row.cut_zones, startsAt: isoOrNull(row.cut_starts_at), endsAt: isoOrNull(row.cut_ends_at), reason: row.cut_reason }
        : null,
  };
}

const clean = (s: string) => s.replace(/\s+/g, " ").trim();

/**
 * Tags as the editor typed them ("Río Nare" stays so), one of each: two that differ only in case or
 * accents are the same tag, and the first spelling is kept (issue 33: they were lower-cased).
 */
export function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const tag of tags.map(clean)) {
    const key = fold(tag);
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
}

/** A list's total as the API gives it: `totalBounded` only when the count stopped at its bound (issue 37). */
function listTotal(total: number, bounded: boolean): ListTotal {
  return bounded ? { total, totalBounded: true } : { total };
}

/** Validates and prepares an item for writing: sanitized body, tidy lists, search text. */
export function prepare(input: NewsInput): NewsWrite {
  const problems = newsInputProblems(input);
  const bodyHtml = sanitizeBody(input.bodyHtml);
  const bodyText = visibleText(bodyHtml);
  if (!bodyText && !/<img\b/.test(bodyHtml)) problems.bodyHtml = "Escriba el contenido de la noticia.";
  if (bodyHtml.length > NEWS_LIMITS.body) problems.bodyHtml = `El contenido es demasiado largo (máximo ${NEWS_LIMITS.body} caracteres).`;
  if (Object.keys(problems).length > 0) throw invalidFields(problems);
  const tags = uniqueTags(input.tags);
  const cut = input.category === "cortes" ? input.cut : null;
  const zones = cut ? [...new Set(cut.zones.map(clean).filter(Boolean))] : null;
  const title = clean(input.title);
  const summary = clean(input.summary);
  return {
    title,
    summary,
    bodyHtml,
    category: input.category,
    tags,
    imageId: input.imageId,
    imageAlt: input.imageId ? clean(input.imageAlt) : "",
    readingMinutes: readingTimeMinutes(bodyText.length),
    cutService: cut?.service ?? null,
    cutZones: zones,
    cutStartsAt: cut ? new Date(cut.startsAt).toISOString() : null,
    cutEndsAt: cut ? new Date(cut.endsAt).toISOString() : null,
    cutReason: cut ? clean(cut.reason) : null,
    searchText: fold([title, summary, tags.join(" "), bodyText, zones?.join(" ") ?? "", cut?.reason ?? ""].join(" ")),
    // Each zone between bars, so a search for a barrio matches inside one name only.
    zonesText: zones ? `|${zones.map(fold).join("|")}|` : "",
  };
}

/** A slug not yet used: the title's, then with -2, -3… */
async function freeSlug(db: Queryable, title: string): Promise<string> {
  const base = slugify(title);
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base.slice(0, 76)}-${n}`;
    if (!(await repo.slugTaken(db, candidate))) return candidate;
  }
}

/** Actions the audit log names. */
export const NEWS_ACTIONS = {
  create: "news.create",
  update: "news.update",
  publish: "news.publish",
  unpublish: "news.unpublish",
  schedule: "news.schedule",
  delete: "news.delete",
  uploadImage: UPLOAD_IMAGE_ACTION,
} as const;

/** News and service cuts: public reading, RSS and the administration (issue 6). */
export class NewsService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly log: FastifyBaseLogger,
    /** The clock; tests move it to see scheduled items appear and cuts change state. */
    readonly now: () => Date = () => new Date(),
  ) {}

  /** Told after a cut's publication or change is saved (issue 24 §2: the cut alerts). */
  onCutChange: ((id: string) => Promise<unknown>) | null = null;

  /** Tells the cut alerts; a failure there never undoes the editor's save. */
  private async cutChanged(row: AdminNewsItem): Promise<AdminNewsItem> {
    if (row.category === "cortes" && this.onCutChange) {
      await this.onCutChange(row.id).catch((err: unknown) => this.log.error({ err, news: row.id }, "cut alerts could not be sent; the sweep tries again"));
    }
    return row;
  }

  /** `count` false: the list is not counted (the home page shows no total; repository `paged`). */
  async list(q: NewsQuery): Promise<NewsPage> {
    const page = q.page ?? 1;
    const pageSize = q.pageSize ?? 10;
    const now = this.now();
    const zone = q.zone ? fold(clean(q.zone)) : undefined;
    const { rows, total, totalBounded } = await repo.listPublic(this.db, {
      now,
      category: q.category,
      exclude: q.exclude,
      service: q.service,
      zone: zone || undefined,
      tsquery: toTsquery(q.q ?? q.search) ?? undefined, // spec §5: q or search
      upcoming: q.upcoming,
      count: q.count,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    return { items: rows.map((r) => presentSummary(r, now)), ...listTotal(total, totalBounded), page, pageSize };
  }

  async bySlug(slug: string): Promise<NewsDetail> {
    const now = this.now();
    const row = await repo.findPublicBySlug(this.db, slug, now);
    if (!row) throw notFound();
    return presentDetail(row, now);
  }

  async rss(): Promise<string> {
    const now = this.now();
    const rows = await repo.latestPublic(this.db, now, RSS_ITEMS);
    return renderRss(rows, { brandName: this.config.brandLongName, publicUrl: this.config.publicUrl, now });
  }

  async image(id: string): Promise<{ contentType: string; data: Buffer; createdAt: Date }> {
    const row = await repo.findImage(this.db, id);
    if (!row) throw new HttpError(404, "NOT_FOUND", "No encontramos esa imagen.");
    return { contentType: row.content_type, data: Buffer.from(row.data), createdAt: row.created_at };
  }

  // ----- administration -----

  async adminList(q: AdminNewsQuery): Promise<AdminNewsPage> {
    const page = q.page ?? 1;
    const pageSize = q.pageSize ?? 20;
    const now = this.now();
    const { rows, total, totalBounded } = await repo.listAdmin(this.db, {
      now,
      status: q.status,
      category: q.category,
      tsquery: toTsquery(q.q ?? q.search) ?? undefined, // spec §5: q or search
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    return { items: rows.map((r) => presentAdminItem(r, now)), ...listTotal(total, totalBounded), page, pageSize };
  }

  async adminGet(id: string): Promise<AdminNewsItem> {
    const row = await repo.findById(this.db, id);
    if (!row) throw notFound();
    return presentAdminItem(row, this.now());
  }

  private async checkImage(db: Queryable, imageId: string | null): Promise<void> {
    if (imageId && !(await repo.imageExists(db, imageId))) throw invalidFields({ imageId: NEWS_MESSAGES.imageNotFound });
  }

  async create(input: NewsInput, actor: Actor & { name: string }): Promise<AdminNewsItem> {
    const write = prepare(input);
    const row = await this.db.transaction(async (tx) => {
      await this.checkImage(tx, write.imageId);
      const created = await repo.insertNews(tx, {
        ...write,
        slug: await freeSlug(tx, write.title),
        status: "draft",
        publishAt: null,
        authorId: actor.id,
        authorName: actor.name,
      });
      await recordAudit(tx, actor, { action: NEWS_ACTIONS.create, entityType: "news", entityId: created.id, after: snapshot(created) });
      return created;
    });
    return presentAdminItem(row, this.now());
  }

  /** Runs a change on the locked row; a stale version (someone saved in between) is a 409. */
  private async change(
    id: string,
    actor: Actor,
    action: string,
    version: number | undefined,
    apply: (tx: Queryable, row: NewsRow) => Promise<NewsRow>,
  ): Promise<AdminNewsItem> {
    const row = await this.db.transaction(async (tx) => {
      const before = await repo.findById(tx, id, true);
      if (!before) throw notFound();
      if (version !== undefined && version !== before.version) throw new HttpError(409, "STALE_VERSION", NEWS_MESSAGES.staleVersion);
      const after = await apply(tx, before);
      const b = snapshot(before);
      const a = snapshot(after);
      // Only the fields that changed are kept, before and after.
      const changed = changedFields(b, a);
      await recordAudit(tx, actor, {
        action,
        entityType: "news",
        entityId: id,
        before: Object.fromEntries(changed.map((k) => [k, b[k]])),
        after: Object.fromEntries(changed.map((k) => [k, a[k]])),
      });
      return after;
    });
    return this.cutChanged(presentAdminItem(row, this.now()));
  }

  async update(id: string, input: NewsInput, version: number, actor: Actor): Promise<AdminNewsItem> {
    const write = prepare(input);
    return this.change(id, actor, NEWS_ACTIONS.update, version, async (tx) => {
      await this.checkImage(tx, write.imageId);
      return repo.updateNews(tx, id, write);
    });
  }

  async publish(id: string, actor: Actor): Promise<AdminNewsItem> {
    return this.change(id, actor, NEWS_ACTIONS.publish, undefined, async (tx, row) => {
      const now = this.now();
      // Already public: it keeps its publication date.
      if (row.status !== "draft" && row.publish_at && row.publish_at <= now) return row;
      return repo.setStatus(tx, id, "published", now.toISOString());
    });
  }

  async unpublish(id: string, actor: Actor): Promise<AdminNewsItem> {
    return this.change(id, actor, NEWS_ACTIONS.unpublish, undefined, (tx) => repo.setStatus(tx, id, "draft", null));
  }

  async schedule(id: string, publishAt: string, actor: Actor): Promise<AdminNewsItem> {
    const at = new Date(publishAt);
    if (!(at.getTime() > this.now().getTime())) throw invalidFields({ publishAt: NEWS_MESSAGES.scheduleInPast });
    return this.change(id, actor, NEWS_ACTIONS.schedule, undefined, (tx) => repo.setStatus(tx, id, "scheduled", at.toISOString()));
  }

  async remove(id: string, actor: Actor): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await repo.findById(tx, id, true);
      if (!row) throw notFound();
      await repo.deleteNews(tx, id);
      await recordAudit(tx, actor, { action: NEWS_ACTIONS.delete, entityType: "news", entityId: id, before: snapshot(row) });
    });
  }

  async uploadImage(data: Buffer, actor: Actor): Promise<UploadedImage> {
    const image = await this.db.transaction((tx) => storeNewsImage(tx, data, actor));
    this.log.info({ image: image.id, bytes: image.bytes }, "news image uploaded");
    return presentImage(image);
  }

  async audit(id: string): Promise<NewsAuditEntry[]> {
    const rows = await repo.auditTrail(this.db, id);
    return rows.map(presentAuditEntry);
  }
}

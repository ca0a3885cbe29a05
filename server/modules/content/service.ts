import type { FastifyBaseLogger } from "fastify";
import type { Db, Queryable } from "../../db/db";
import { HttpError } from "../../http/errors";
import { fold } from "../../../src/shared/text";
import {
  CONTENT_ERRORS,
  type AdminPageDetail,
  type AdminPageList,
  type AdminPagesQuery,
  type ContentStatus,
  type PageRevision,
  type PageVersionDetail,
  type PageVersionEntry,
  type PublicPage,
} from "../../../src/shared/content";
import { changedFields } from "../admin/audit";
import { recordAudit } from "../admin/repository";
import { invalidFields } from "../auth/errors";
import { auditState, currentVersion, isoOrNull, presentDetail, presentRevision, presentSummary, presentVersionEntry, statusOf } from "./presenter";
import * as repo from "./repository";
import type { Author, PageRow, PageState } from "./repository";
import { seedContentPages, type SeedSource } from "./seed";
import { readPageBody } from "./validate";

export const CONTENT_MESSAGES = {
  notFound: "No encontramos esa página de contenido. Revise la dirección.",
  versionNotFound: "Esa versión de la página no existe.",
  stale: "Otra persona guardó cambios en esta página mientras usted la editaba. Recargue para ver la versión actual; sus cambios siguen en el formulario.",
  samePerson: "Usted pidió publicar esta versión: debe aprobarla otra persona con permiso de edición.",
  noApproval: "Esta página no tiene una publicación esperando aprobación.",
  nothingToPublish: "La página no tiene cambios sin publicar: guarde un borrador primero.",
  publishAtPast: "La fecha de publicación programada debe ser futura.",
} as const;

/** Actions the audit log names (entity type `content_page`, entity id the route key). */
export const CONTENT_ACTIONS = {
  save: "content.save",
  publish: "content.publish",
  schedule: "content.schedule",
  requestApproval: "content.request_approval",
  approve: "content.approve",
  discard: "content.discard",
  restore: "content.restore",
  publishScheduled: "content.publish_scheduled",
} as const;

/** Who is editing: the account, its e-mail (the audit) and the name its versions show. */
export interface Editor {
  id: string;
  email: string;
  name: string;
}

/** How often each instance looks for scheduled publications whose time has come. */
export const SCHEDULE_EVERY_MS = 5_000;
/** A publishAt this far in the past is a mistake, not "now". */
const PAST_TOLERANCE_MS = 60_000;

const notFound = () => new HttpError(404, CONTENT_ERRORS.notFound, CONTENT_MESSAGES.notFound);
const stale = () => new HttpError(409, CONTENT_ERRORS.stale, CONTENT_MESSAGES.stale);

/** The page row with nothing pending: no draft, schedule nor approval request. */
const CLEARED = {
  draft_version: null,
  scheduled_at: null,
  scheduled_version: null,
  scheduled_by: null,
  scheduled_by_email: null,
  scheduled_by_name: null,
  approval_version: null,
  approval_requested_by: null,
  approval_requested_by_email: null,
  approval_requested_by_name: null,
  approval_requested_at: null,
  approval_publish_at: null,
} as const satisfies Partial<PageState>;

const stateOf = (p: PageRow): PageState => ({
  last_version: p.last_version,
  published_version: p.published_version,
  published_at: p.published_at,
  draft_version: p.draft_version,
  scheduled_at: p.scheduled_at,
  scheduled_version: p.scheduled_version,
  scheduled_by: p.scheduled_by,
  scheduled_by_email: p.scheduled_by_email,
  scheduled_by_name: p.scheduled_by_name,
  approval_version: p.approval_version,
  approval_requested_by: p.approval_requested_by,
  approval_requested_by_email: p.approval_requested_by_email,
  approval_requested_by_name: p.approval_requested_by_name,
  approval_requested_at: p.approval_requested_at,
  approval_publish_at: p.approval_publish_at,
});

/** Content pages held in the database (issue 35 §1): public reading, drafts, publication, schedule, approval, versions. */
export class ContentService {
  private seeding: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly source: SeedSource,
    /** The site setting contentRequiresApproval (read through the site settings service). */
    private readonly approvalRequired: () => Promise<boolean>,
    /** The clock; tests move it to see a scheduled publication go out. */
    readonly now: () => Date = () => new Date(),
  ) {}

  /** Told after a publication is committed (the server renders the page again). */
  onPublished: ((routeKey: string) => Promise<unknown>) | null = null;

  /** Seeds the pages once (issue 35 §1: a fresh install has all 180); every read waits for it. */
  ready(): Promise<void> {
    this.seeding ??= seedContentPages(this.db, this.source).then(
      (added) => {
        if (added > 0) this.log.info({ pages: added }, "content pages seeded from src/content/pages");
      },
      (err: unknown) => {
        this.seeding = null;
        throw err;
      },
    );
    return this.seeding;
  }

  /** Starts looking for scheduled publications (and seeds the pages in the background). */
  start(): void {
    if (this.timer) return;
    // Under Jest the pages are seeded on first use instead: 180 modules per test app would slow every server test.
    if (process.env.JEST_WORKER_ID === undefined) void this.ready().catch((err: unknown) => this.log.error({ err }, "content pages could not be seeded"));
    this.timer = setInterval(
      () => void this.publishDue().catch((err: unknown) => this.log.warn({ err }, "scheduled content publication failed")),
      SCHEDULE_EVERY_MS,
    );
    this.timer.unref();
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  async publicPage(routeKey: string): Promise<PublicPage> {
    await this.ready();
    const row = await repo.findPublished(this.db, routeKey);
    if (!row) throw notFound();
    return { routeKey, path: row.path, ...row.body, updatedAt: new Date(row.published_at).toISOString(), version: row.version };
  }

  async list(q: AdminPagesQuery): Promise<AdminPageList> {
    await this.ready();
    const words = q.q ? fold(q.q).split(/\s+/).filter(Boolean) : [];
    const rows = await repo.listPages(this.db);
    const items = rows
      .filter((r) => (q.status ? statusOf(r) === q.status : true))
      .filter((r) => words.every((w) => fold(r.search).includes(w)))
      .map(presentSummary);
    return { items };
  }

  async detail(routeKey: string, db: Queryable = this.db): Promise<AdminPageDetail> {
    await this.ready();
    const page = await repo.findPage(db, routeKey);
    if (!page) throw notFound();
    return this.present(db, page, await this.approvalRequired());
  }

  /** Read inside a transaction too: `approval` is read before it (PGlite has one connection). */
  private async present(db: Queryable, page: PageRow, approval: boolean): Promise<AdminPageDetail> {
    const published = await repo.findRevision(db, page.route_key, page.published_version);
    const draft = page.draft_version === null ? null : await repo.findRevision(db, page.route_key, page.draft_version);
    if (!published) throw notFound();
    return presentDetail(page, published, draft, approval);
  }

  /**
   * Runs a change on the locked page: a `version` other than the current one (someone saved in
   * between) is a 409; the change and its audit line are one transaction; a publication is told after.
   */
  private async change(
    routeKey: string,
    editor: Editor,
    action: string,
    version: number,
    apply: (tx: Queryable, page: PageRow) => Promise<{ page: PageRow; details?: Record<string, unknown>; published?: boolean }>,
  ): Promise<{ page: PageRow; detail: AdminPageDetail }> {
    await this.ready();
    const approval = await this.approvalRequired();
    const { page, detail, published } = await this.db.transaction(async (tx) => {
      const before = await repo.findPage(tx, routeKey, true);
      if (!before) throw notFound();
      if (version !== currentVersion(before)) throw stale();
      const result = await apply(tx, before);
      const b = auditState(before);
      const a = { ...auditState(result.page), ...result.details };
      const changed = changedFields(b, a);
      await recordAudit(tx, editor, {
        action,
        entityType: "content_page",
        entityId: routeKey,
        before: Object.fromEntries(changed.filter((k) => k in b).map((k) => [k, b[k]])),
        after: Object.fromEntries(changed.map((k) => [k, a[k]])),
      });
      return { page: result.page, detail: await this.present(tx, result.page, approval), published: result.published ?? false };
    });
    if (published) await this.announce(routeKey);
    return { page, detail };
  }

  private async announce(routeKey: string): Promise<void> {
    if (!this.onPublished) return;
    await this.onPublished(routeKey).catch((err: unknown) => this.log.error({ err, page: routeKey }, "published page could not be rendered again"));
  }

  /** A new revision of the page, numbered after its last one. */
  private async revision(
    tx: Queryable,
    page: PageRow,
    kind: "draft" | "published",
    body: PageRevision | PageVersionDetail | repo.RevisionRow["body"],
    author: Author,
    note: string | null,
  ) {
    const { title, description, keywords, lead, sections } = body;
    return repo.insertRevision(tx, {
      routeKey: page.route_key,
      version: page.last_version + 1,
      kind,
      body: { title, description, keywords, lead, sections },
      at: this.now(),
      author,
      note,
    });
  }

  /** Publishes `version` (a draft) now: a new `published` revision with its text. */
  private async publishNow(tx: Queryable, page: PageRow, version: number, author: Author, note: string | null): Promise<PageRow> {
    const draft = await repo.findRevision(tx, page.route_key, version);
    if (!draft) throw new HttpError(404, CONTENT_ERRORS.versionNotFound, CONTENT_MESSAGES.versionNotFound);
    const rev = await this.revision(tx, page, "published", draft.body, author, note);
    return repo.savePageState(tx, page.route_key, {
      ...stateOf(page),
      ...CLEARED,
      last_version: rev.version,
      published_version: rev.version,
      published_at: this.now(),
    });
  }

  async save(routeKey: string, input: Record<string, unknown>, version: number, editor: Editor): Promise<{ draft: PageRevision }> {
    const body = readPageBody(input);
    let saved: repo.RevisionRow | null = null;
    await this.change(routeKey, editor, CONTENT_ACTIONS.save, version, async (tx, page) => {
      const previous = await repo.findRevision(tx, routeKey, currentVersion(page));
      saved = await this.revision(tx, page, "draft", body, { id: editor.id, name: editor.name }, null);
      // A new text voids a schedule or an approval asked for the previous one.
      const next = await repo.savePageState(tx, routeKey, { ...stateOf(page), ...CLEARED, last_version: saved.version, draft_version: saved.version });
      return { page: next, details: { version: saved.version, changes: changedFields(previous?.body, body) } };
    });
    return { draft: presentRevision(saved!) };
  }

  /** Publishes the draft now, at `publishAt`, or asks a second person's approval first (site setting). */
  async publish(routeKey: string, version: number, publishAt: string | undefined, editor: Editor): Promise<{ status: ContentStatus; page: AdminPageDetail }> {
    const at = publishAt ? new Date(publishAt) : null;
    const now = this.now();
    if (at && at.getTime() < now.getTime() - PAST_TOLERANCE_MS) throw invalidFields({ publishAt: CONTENT_MESSAGES.publishAtPast });
    const later = at && at.getTime() > now.getTime() ? at : null;
    const approval = await this.approvalRequired();
    const action = approval ? CONTENT_ACTIONS.requestApproval : later ? CONTENT_ACTIONS.schedule : CONTENT_ACTIONS.publish;
    const { page, detail } = await this.change(routeKey, editor, action, version, async (tx, p) => {
      if (p.draft_version === null) throw new HttpError(400, CONTENT_ERRORS.nothingToPublish, CONTENT_MESSAGES.nothingToPublish);
      const base = { ...stateOf(p), ...CLEARED, draft_version: p.draft_version };
      if (approval) {
        const next = await repo.savePageState(tx, routeKey, {
          ...base,
          approval_version: p.draft_version,
          approval_requested_by: editor.id,
          approval_requested_by_email: editor.email,
          approval_requested_by_name: editor.name,
          approval_requested_at: now,
          approval_publish_at: later,
        });
        return { page: next };
      }
      if (later) return { page: await this.schedule(tx, base, routeKey, p.draft_version, later, editor) };
      return { page: await this.publishNow(tx, p, p.draft_version, editor, null), published: true };
    });
    return { status: statusOf(page), page: detail };
  }

  private schedule(tx: Queryable, base: PageState, routeKey: string, version: number, at: Date, editor: Editor): Promise<PageRow> {
    return repo.savePageState(tx, routeKey, {
      ...base,
      scheduled_at: at,
      scheduled_version: version,
      scheduled_by: editor.id,
      scheduled_by_email: editor.email,
      scheduled_by_name: editor.name,
    });
  }

  /** A second person approves a publication asked for: it goes out now or at the time asked. */
  async approve(routeKey: string, version: number, editor: Editor): Promise<{ status: ContentStatus; page: AdminPageDetail }> {
    const { page, detail } = await this.change(routeKey, editor, CONTENT_ACTIONS.approve, version, async (tx, p) => {
      if (p.approval_version === null || p.approval_version !== p.draft_version)
        throw new HttpError(400, CONTENT_ERRORS.noApproval, CONTENT_MESSAGES.noApproval);
      if (p.approval_requested_by === editor.id) throw new HttpError(403, CONTENT_ERRORS.samePerson, CONTENT_MESSAGES.samePerson);
      const details = { approvedVersion: p.approval_version, requestedBy: p.approval_requested_by_email };
      const at = p.approval_publish_at;
      if (at && at.getTime() > this.now().getTime()) {
        return {
          page: await this.schedule(tx, { ...stateOf(p), ...CLEARED, draft_version: p.draft_version }, routeKey, p.approval_version, at, editor),
          details,
        };
      }
      const note = `Aprobada por ${editor.name}; pedida por ${p.approval_requested_by_name ?? p.approval_requested_by_email ?? "otra persona"}`;
      return { page: await this.publishNow(tx, p, p.approval_version, editor, note), details, published: true };
    });
    return { status: statusOf(page), page: detail };
  }

  /** Drops the draft and whatever was pending on it (schedule, approval request). */
  async discard(routeKey: string, version: number, editor: Editor): Promise<{ page: AdminPageDetail }> {
    const { detail } = await this.change(routeKey, editor, CONTENT_ACTIONS.discard, version, async (tx, p) => ({
      page: await repo.savePageState(tx, routeKey, { ...stateOf(p), ...CLEARED }),
      details: { discardedVersion: p.draft_version },
    }));
    return { page: detail };
  }

  async versions(routeKey: string): Promise<{ items: PageVersionEntry[] }> {
    await this.ready();
    if (!(await repo.findPage(this.db, routeKey))) throw notFound();
    return { items: (await repo.listRevisions(this.db, routeKey)).map(presentVersionEntry) };
  }

  async version(routeKey: string, version: number): Promise<PageVersionDetail> {
    await this.ready();
    const row = await repo.findRevision(this.db, routeKey, version);
    if (!row) {
      if (!(await repo.findPage(this.db, routeKey))) throw notFound();
      throw new HttpError(404, CONTENT_ERRORS.versionNotFound, CONTENT_MESSAGES.versionNotFound);
    }
    return { ...presentRevision(row), kind: row.kind };
  }

  /** An earlier version's text becomes a new draft (publishing it is a separate step). */
  async restore(routeKey: string, from: number, version: number, editor: Editor): Promise<{ draft: PageRevision }> {
    let saved: repo.RevisionRow | null = null;
    await this.change(routeKey, editor, CONTENT_ACTIONS.restore, version, async (tx, page) => {
      const source = await repo.findRevision(tx, routeKey, from);
      if (!source) throw new HttpError(404, CONTENT_ERRORS.versionNotFound, CONTENT_MESSAGES.versionNotFound);
      saved = await this.revision(tx, page, "draft", source.body, { id: editor.id, name: editor.name }, `Restaurada desde la versión ${from}`);
      const next = await repo.savePageState(tx, routeKey, { ...stateOf(page), ...CLEARED, last_version: saved.version, draft_version: saved.version });
      return { page: next, details: { version: saved.version, restoredFrom: from } };
    });
    return { draft: presentRevision(saved!) };
  }

  /**
   * Publishes the scheduled pages whose time has come. Each instance runs this every few seconds;
   * a page is claimed with FOR UPDATE SKIP LOCKED, so with two instances on one database each
   * scheduled page is published once. Returns the route keys it published.
   */
  async publishDue(limit = 20): Promise<string[]> {
    const now = this.now();
    const done = await this.db.transaction(async (tx) => {
      const keys = await repo.claimDue(tx, now, limit);
      for (const key of keys) {
        const page = (await repo.findPage(tx, key))!;
        const author: Author = { id: page.scheduled_by, name: page.scheduled_by_name ?? page.scheduled_by_email };
        const after = await this.publishNow(tx, page, page.scheduled_version!, author, `Publicación programada para ${isoOrNull(page.scheduled_at)}`);
        // A deleted account leaves no id: the line keeps its e-mail.
        await recordAudit(
          tx,
          { id: page.scheduled_by as string, email: page.scheduled_by_email ?? "sistema" },
          {
            action: CONTENT_ACTIONS.publishScheduled,
            entityType: "content_page",
            entityId: key,
            before: auditState(page),
            after: auditState(after),
          },
        );
      }
      return keys;
    });
    for (const key of done) await this.announce(key);
    return done;
  }
}

import { createHash } from "node:crypto";
import {
  DOCUMENT_CONTENT_TYPES,
  documentSlug,
  documentUrl,
  metadataForm,
  type AdminDocument,
  type DocumentDetail,
  type DocumentForm,
  type DocumentFormat,
  type DocumentMetadata,
  type DocumentStatus,
  type PublishedDocument,
  type StoredMetadata,
} from "../../../src/shared/documents";
import { fold } from "../../../src/shared/text";
import type { Db, Queryable } from "../../db/db";
import { HttpError } from "../../http/errors";
import { changedFields } from "../admin/audit";
import { recordAudit, type Actor } from "../admin/repository";
import { presentMetadata, presentPublishedDocument } from "./inventory";
import * as repo from "./repository";
import { seedDocuments } from "./seed";
import { sniffDocument } from "./sniff";
import { checkFormat, checkMetadata, checkReason, DOCUMENT_MESSAGES, fieldError } from "./validation";

export const DOCUMENT_ACTIONS = {
  upload: "document.upload",
  update: "document.update",
  replace: "document.replace",
  withdraw: "document.withdraw",
} as const;

const iso = (v: Date | string) => new Date(v).toISOString();

function presentDetail(r: repo.DocumentRow): DocumentDetail {
  return { ...presentPublishedDocument(r), withdrawnAt: r.withdrawn_at ? iso(r.withdrawn_at) : null, withdrawnReason: r.withdrawn_reason };
}

function presentAdmin(r: repo.DocumentRow, chain: repo.DocumentRow[] = []): AdminDocument {
  return {
    ...presentDetail(r),
    slug: r.slug,
    version: r.version,
    createdByEmail: r.created_by_email,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    withdrawnByEmail: r.withdrawn_by_email,
    legacyFile: r.legacy_file,
    versions: chain.map((v) => ({
      id: v.id,
      title: v.title,
      status: v.status,
      url: documentUrl(v.id, v.slug, v.format),
      documentDate: v.document_date,
      publishedAt: iso(v.published_at),
      sizeBytes: Number(v.size_bytes),
    })),
  };
}

/** What the audit log keeps of a document (never its bytes). */
function snapshot(r: repo.DocumentRow): Record<string, unknown> {
  return {
    ...presentMetadata(r),
    status: r.status,
    sha256: r.sha256,
    sizeBytes: Number(r.size_bytes),
    replacesId: r.replaces_id,
    replacedById: r.replaced_by_id,
    withdrawnReason: r.withdrawn_reason,
  };
}

export function searchText(m: Pick<StoredMetadata, "title" | "description" | "area">, format: string): string {
  return fold([m.title, m.description, m.area, format].join(" "));
}

/** An uploaded file, typed by its content. */
export interface CheckedFile {
  data: Buffer;
  format: DocumentFormat;
  sha256: string;
}

/** The bytes of an upload checked against the declared format: 400 naming the field when they disagree. */
export function checkFile(data: Buffer | null, declared: DocumentFormat): CheckedFile {
  if (!data) throw fieldError("file", DOCUMENT_MESSAGES.fileMissing);
  if (data.length === 0) throw fieldError("file", DOCUMENT_MESSAGES.fileEmpty);
  const actual = sniffDocument(data);
  if (!actual) throw fieldError("file", DOCUMENT_MESSAGES.fileBadType, 415, "UNSUPPORTED_MEDIA_TYPE");
  if (actual !== declared) throw fieldError("format", DOCUMENT_MESSAGES.formatMismatch(declared, actual));
  return { data, format: actual, sha256: createHash("sha256").update(data).digest("hex") };
}

export interface DocumentQuery {
  section?: string;
  q?: string;
  format?: DocumentFormat;
  current?: string;
  status?: DocumentStatus;
}

const notFound = () => new HttpError(404, "DOCUMENT_NOT_FOUND", DOCUMENT_MESSAGES.notFound);

/** The document library (issue 35 §2): public reading, editors' uploads, replacements and withdrawals, all audited. */
export class DocumentService {
  private seeded: Promise<void> | null = null;

  constructor(private readonly db: Db) {}

  /**
   * The first-start seed of the former public/docs (once per process; the database's marker makes
   * it once per database): every documents route waits for it, so /docs/<file> answers from the start.
   */
  ensureSeeded(): Promise<void> {
    this.seeded ??= seedDocuments(this.db).then(
      () => undefined,
      (error: unknown) => {
        this.seeded = null;
        throw error;
      },
    );
    return this.seeded;
  }

  async list(query: DocumentQuery): Promise<{ items: PublishedDocument[]; total: number }> {
    const rows = await repo.findDocuments(this.db, {
      section: query.section ? Number(query.section) : undefined,
      q: query.q?.trim() ? fold(query.q.trim()) : undefined,
      format: query.format,
      statuses: query.current === "true" ? ["published"] : ["published", "replaced"],
    });
    return { items: rows.map(presentPublishedDocument), total: rows.length };
  }

  /** Any document that exists, withdrawn ones included (with when and why). */
  async get(id: string): Promise<DocumentDetail> {
    const row = await repo.findDocument(this.db, id);
    if (!row) throw notFound();
    return presentDetail(row);
  }

  async file(id: string): Promise<NonNullable<Awaited<ReturnType<typeof repo.findFile>>>> {
    const file = await repo.findFile(this.db, id);
    if (!file) throw notFound();
    return file;
  }

  /** The stable address a former /docs/<file> moved to, or null. */
  async legacyAddress(file: string): Promise<string | null> {
    const row = await repo.findLegacy(this.db, file);
    return row ? documentUrl(row.id, row.slug, row.format) : null;
  }

  async adminList(query: DocumentQuery): Promise<{ items: AdminDocument[]; total: number }> {
    const rows = await repo.findDocuments(this.db, {
      section: query.section ? Number(query.section) : undefined,
      q: query.q?.trim() ? fold(query.q.trim()) : undefined,
      statuses: query.status ? [query.status] : ["published", "replaced", "withdrawn"],
    });
    // Each card shows its versions: the chains of the listed documents, in one query.
    const chains = await repo.findVersionChains(
      this.db,
      rows.map((r) => r.id),
    );
    return { items: rows.map((r) => presentAdmin(r, chains.get(r.id))), total: rows.length };
  }

  async adminGet(id: string, q: Queryable = this.db): Promise<AdminDocument> {
    const row = await repo.findDocument(q, id);
    if (!row) throw notFound();
    return presentAdmin(row, await repo.findVersionChain(q, id));
  }

  /** A new document: 201 means its row, its bytes and its audit line are committed. */
  async create(form: DocumentForm, data: Buffer | null, actor: Actor): Promise<AdminDocument> {
    const meta = checkMetadata(form);
    const file = checkFile(data, checkFormat(form.format));
    return this.db.transaction(async (tx) => {
      const id = await repo.insertDocument(tx, this.newRow(meta, file, null, actor), file.data);
      const row = (await repo.findDocument(tx, id))!;
      await recordAudit(tx, actor, { action: DOCUMENT_ACTIONS.upload, entityType: "document", entityId: id, after: snapshot(row) });
      return this.adminGet(id, tx);
    });
  }

  /**
   * A new version of a document: the new file with the old metadata, changed by whatever fields
   * the form carries. The old version stays listed and downloadable, marked as replaced.
   */
  async replace(id: string, form: DocumentForm, data: Buffer | null, actor: Actor): Promise<AdminDocument> {
    const current = await repo.findDocument(this.db, id);
    if (!current) throw notFound();
    const given = Object.fromEntries(Object.entries(form).filter(([, v]) => v !== undefined && v !== ""));
    // The format is not metadata: checkMetadata leaves it to checkFormat below.
    const meta = checkMetadata({ ...metadataForm(presentMetadata(current)), ...given });
    const file = checkFile(data, checkFormat(form.format || current.format));
    return this.db.transaction(async (tx) => {
      const before = await repo.findDocument(tx, id, true);
      if (!before) throw notFound();
      if (before.status === "withdrawn") throw new HttpError(409, "DOCUMENT_WITHDRAWN", DOCUMENT_MESSAGES.withdrawnCannotReplace);
      if (before.replaced_by_id) throw new HttpError(409, "DOCUMENT_REPLACED", DOCUMENT_MESSAGES.alreadyReplaced);
      const newId = await repo.insertDocument(tx, this.newRow(meta, file, id, actor), file.data);
      await repo.markReplaced(tx, id, newId);
      const after = (await repo.findDocument(tx, newId))!;
      await recordAudit(tx, actor, {
        action: DOCUMENT_ACTIONS.replace,
        entityType: "document",
        entityId: newId,
        before: { id, ...snapshot(before) },
        after: snapshot(after),
      });
      return this.adminGet(newId, tx);
    });
  }

  /** Metadata edits (never the bytes), with the version read: 409 when someone saved in between. */
  async update(id: string, input: DocumentMetadata, version: number, actor: Actor): Promise<AdminDocument> {
    const meta = checkMetadata({ ...input, section: String(input.section) });
    return this.db.transaction(async (tx) => {
      const before = await repo.findDocument(tx, id, true);
      if (!before) throw notFound();
      if (version !== before.version) throw new HttpError(409, "STALE_VERSION", DOCUMENT_MESSAGES.staleVersion);
      await repo.updateMetadata(tx, id, { ...meta, searchText: searchText(meta, before.format) });
      const after = (await repo.findDocument(tx, id))!;
      const b = snapshot(before);
      const a = snapshot(after);
      const changed = changedFields(b, a);
      await recordAudit(tx, actor, {
        action: DOCUMENT_ACTIONS.update,
        entityType: "document",
        entityId: id,
        before: Object.fromEntries(changed.map((k) => [k, b[k]])),
        after: Object.fromEntries(changed.map((k) => [k, a[k]])),
      });
      return this.adminGet(id, tx);
    });
  }

  /** Withdraws a document with a reason: the row stays, with who, when and why; its address answers 410. */
  async withdraw(id: string, reasonInput: unknown, actor: Actor): Promise<AdminDocument> {
    const reason = checkReason(reasonInput);
    return this.db.transaction(async (tx) => {
      const before = await repo.findDocument(tx, id, true);
      if (!before) throw notFound();
      if (before.status === "withdrawn") throw new HttpError(409, "DOCUMENT_WITHDRAWN", DOCUMENT_MESSAGES.alreadyWithdrawn);
      await repo.markWithdrawn(tx, id, actor, reason);
      await recordAudit(tx, actor, {
        action: DOCUMENT_ACTIONS.withdraw,
        entityType: "document",
        entityId: id,
        before: { status: before.status },
        after: { status: "withdrawn", withdrawnReason: reason },
      });
      return this.adminGet(id, tx);
    });
  }

  private newRow(meta: StoredMetadata, file: CheckedFile, replacesId: string | null, actor: Actor): repo.NewDocument {
    return {
      ...meta,
      slug: documentSlug(meta.title),
      format: file.format,
      contentType: DOCUMENT_CONTENT_TYPES[file.format],
      sizeBytes: file.data.length,
      sha256: file.sha256,
      replacesId,
      legacyFile: null,
      createdBy: actor.id,
      createdByEmail: actor.email,
      searchText: searchText(meta, file.format),
    };
  }
}

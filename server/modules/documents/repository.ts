import type { DocumentFormat, DocumentStatus, StoredMetadata } from "../../../src/shared/documents";
import type { Queryable } from "../../db/db";
import { containsPattern, SqlFilters } from "../../db/sqlFilters";

/** The columns of a document row that its metadata needs (never the bytes). */
const COLUMNS = `id, slug, title, description, section,
  to_char(document_date, 'YYYY-MM-DD') AS document_date,
  to_char(period_start, 'YYYY-MM-DD') AS period_start,
  to_char(period_end, 'YYYY-MM-DD') AS period_end,
  area, format, language, content_type, replaces_id, replaced_by_id, status, size_bytes, sha256, published_at,
  withdrawn_at, withdrawn_by_email, withdrawn_reason, legacy_file, created_by_email, version, created_at, updated_at`;

export interface DocumentRow {
  id: string;
  slug: string;
  title: string;
  description: string;
  section: number;
  document_date: string;
  period_start: string | null;
  period_end: string | null;
  area: string;
  format: DocumentFormat;
  language: string;
  content_type: string;
  replaces_id: string | null;
  replaced_by_id: string | null;
  status: DocumentStatus;
  size_bytes: number;
  sha256: string;
  published_at: Date | string;
  withdrawn_at: Date | string | null;
  withdrawn_by_email: string | null;
  withdrawn_reason: string | null;
  legacy_file: string | null;
  created_by_email: string;
  version: number;
  created_at: Date | string;
  updated_at: Date | string;
}

/** What a new document row holds (the bytes go in the same transaction). */
export interface NewDocument extends StoredMetadata {
  slug: string;
  format: DocumentFormat;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  replacesId: string | null;
  legacyFile: string | null;
  createdBy: string | null;
  createdByEmail: string;
  searchText: string;
  publishedAt?: string;
}

export interface DocumentFilter {
  section?: number;
  /** Lower case, without accents. */
  q?: string;
  format?: DocumentFormat;
  statuses: readonly DocumentStatus[];
}

/** Documents in the given states, by section, then newest document date first. */
export async function findDocuments(q: Queryable, filter: DocumentFilter): Promise<DocumentRow[]> {
  const f = new SqlFilters();
  f.add("status = ANY(?::text[])", [...filter.statuses]);
  if (filter.section) f.add("section = ?", filter.section);
  if (filter.format) f.add("format = ?", filter.format);
  if (filter.q) f.add("search_text LIKE ?", containsPattern(filter.q));
  const { clause, params } = f;
  const { rows } = await q.query<DocumentRow>(`SELECT ${COLUMNS} FROM documents ${clause} ORDER BY section, document_date DESC, title, id`, params);
  return rows;
}

export async function findDocument(q: Queryable, id: string, lock = false): Promise<DocumentRow | null> {
  const { rows } = await q.query<DocumentRow>(`SELECT ${COLUMNS} FROM documents WHERE id = $1${lock ? " FOR UPDATE" : ""}`, [id]);
  return rows[0] ?? null;
}

/** Every version linked to this one by replacements, oldest first. */
export async function findVersionChain(q: Queryable, id: string): Promise<DocumentRow[]> {
  const { rows } = await q.query<DocumentRow>(
    `WITH RECURSIVE back AS (
       SELECT id, replaces_id, 0 AS depth FROM documents WHERE id = $1
       UNION ALL SELECT d.id, d.replaces_id, back.depth + 1 FROM documents d JOIN back ON d.id = back.replaces_id WHERE back.depth < 200
     ), forward AS (
       SELECT id, replaced_by_id, 0 AS depth FROM documents WHERE id = $1
       UNION ALL SELECT d.id, d.replaced_by_id, forward.depth + 1 FROM documents d JOIN forward ON d.id = forward.replaced_by_id WHERE forward.depth < 200
     )
     SELECT ${COLUMNS} FROM documents WHERE id IN (SELECT id FROM back UNION SELECT id FROM forward)
     ORDER BY published_at, created_at, id`,
    [id],
  );
  return rows;
}

/**
 * The version chains of the listed documents that belong to one (replaced or replacing), in one
 * query: start id -> its chain, oldest first. Documents never replaced are left out.
 */
export async function findVersionChains(q: Queryable, ids: readonly string[]): Promise<Map<string, DocumentRow[]>> {
  const chains = new Map<string, DocumentRow[]>();
  if (ids.length === 0) return chains;
  const { rows } = await q.query<DocumentRow & { chain_start: string }>(
    `WITH RECURSIVE starts AS (
       SELECT id FROM documents WHERE id = ANY ($1::uuid[]) AND (replaces_id IS NOT NULL OR replaced_by_id IS NOT NULL)
     ), back AS (
       SELECT d.id AS start, d.id, d.replaces_id, 0 AS depth FROM documents d JOIN starts USING (id)
       UNION ALL SELECT back.start, d.id, d.replaces_id, back.depth + 1 FROM documents d JOIN back ON d.id = back.replaces_id WHERE back.depth < 200
     ), forward AS (
       SELECT d.id AS start, d.id, d.replaced_by_id, 0 AS depth FROM documents d JOIN starts USING (id)
       UNION ALL SELECT forward.start, d.id, d.replaced_by_id, forward.depth + 1 FROM documents d JOIN forward ON d.id = forward.replaced_by_id WHERE forward.depth < 200
     ), members AS (SELECT start, id FROM back UNION SELECT start, id FROM forward)
     SELECT members.start AS chain_start, ${COLUMNS} FROM documents JOIN members USING (id)
     ORDER BY members.start, published_at, created_at, id`,
    [ids],
  );
  for (const { chain_start, ...row } of rows) {
    const chain = chains.get(chain_start) ?? [];
    chain.push(row);
    chains.set(chain_start, chain);
  }
  return chains;
}

export async function insertDocument(tx: Queryable, d: NewDocument, data: Buffer): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO documents (slug, title, description, section, document_date, period_start, period_end, area, format, language,
       content_type, size_bytes, sha256, replaces_id, legacy_file, created_by, created_by_email, search_text, published_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, coalesce($19::timestamptz, now()))
     RETURNING id`,
    [
      d.slug,
      d.title,
      d.description,
      d.section,
      d.documentDate,
      d.periodStart,
      d.periodEnd,
      d.area,
      d.format,
      d.language,
      d.contentType,
      d.sizeBytes,
      d.sha256,
      d.replacesId,
      d.legacyFile,
      d.createdBy,
      d.createdByEmail,
      d.searchText,
      d.publishedAt ?? null,
    ],
  );
  const id = rows[0].id;
  await insertFileParts(tx, id, data);
  return id;
}

/** Bytes of one part of a document's file (document_files): 1 MiB. */
export const DOCUMENT_PART_BYTES = 1024 * 1024;

/** A file's bytes as its parts, in order. */
export function fileParts(data: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  for (let at = 0; at < data.length; at += DOCUMENT_PART_BYTES) parts.push(data.subarray(at, at + DOCUMENT_PART_BYTES));
  return parts.length > 0 ? parts : [data];
}

/** One statement per part: no single value larger than DOCUMENT_PART_BYTES crosses the database. */
export async function insertFileParts(tx: Queryable, id: string, data: Buffer): Promise<void> {
  const parts = fileParts(data);
  for (let part = 0; part < parts.length; part++) {
    await tx.query("INSERT INTO document_files (document_id, part, data) VALUES ($1, $2, $3)", [id, part, parts[part]]);
  }
}

export interface MetadataChange extends StoredMetadata {
  searchText: string;
}

export async function updateMetadata(tx: Queryable, id: string, m: MetadataChange): Promise<void> {
  await tx.query(
    `UPDATE documents SET title = $2, description = $3, section = $4, document_date = $5, period_start = $6, period_end = $7,
       area = $8, language = $9, search_text = $10, version = version + 1, updated_at = now()
     WHERE id = $1`,
    [id, m.title, m.description, m.section, m.documentDate, m.periodStart, m.periodEnd, m.area, m.language, m.searchText],
  );
}

export async function markReplaced(tx: Queryable, id: string, replacedById: string): Promise<void> {
  await tx.query(
    `UPDATE documents SET status = CASE WHEN status = 'withdrawn' THEN status ELSE 'replaced' END, replaced_by_id = $2,
       version = version + 1, updated_at = now() WHERE id = $1`,
    [id, replacedById],
  );
}

export async function markWithdrawn(tx: Queryable, id: string, actor: { id: string | null; email: string }, reason: string): Promise<void> {
  await tx.query(
    `UPDATE documents SET status = 'withdrawn', withdrawn_at = now(), withdrawn_by = $2, withdrawn_by_email = $3, withdrawn_reason = $4,
       version = version + 1, updated_at = now() WHERE id = $1`,
    [id, actor.id, actor.email, reason],
  );
}

/** The bytes of a document and what its answer needs, or null; read part by part. */
export async function findFile(
  q: Queryable,
  id: string,
): Promise<{
  slug: string;
  format: DocumentFormat;
  content_type: string;
  sha256: string;
  status: DocumentStatus;
  withdrawn_reason: string | null;
  data: Buffer;
} | null> {
  const { rows } = await q.query<{
    slug: string;
    format: DocumentFormat;
    content_type: string;
    sha256: string;
    status: DocumentStatus;
    withdrawn_reason: string | null;
    parts: number;
  }>(
    `SELECT d.slug, d.format, d.content_type, d.sha256, d.status, d.withdrawn_reason,
       (SELECT count(*)::int FROM document_files f WHERE f.document_id = d.id) AS parts
     FROM documents d WHERE d.id = $1`,
    [id],
  );
  const r = rows[0];
  if (!r || r.parts === 0) return null;
  const { parts, ...meta } = r;
  const data: Buffer[] = [];
  // Withdrawn: the answer is 410, the bytes are not read.
  for (let part = 0; part < (r.status === "withdrawn" ? 0 : parts); part++) {
    const chunk = await q.query<{ data: Uint8Array }>("SELECT data FROM document_files WHERE document_id = $1 AND part = $2", [id, part]);
    const bytes = chunk.rows[0].data;
    data.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  }
  return { ...meta, data: Buffer.concat(data) };
}

/** The newest version of the document seeded from a former /docs/<file> (following replacements), or null. */
export async function findLegacy(q: Queryable, file: string): Promise<{ id: string; slug: string; format: DocumentFormat } | null> {
  const { rows } = await q.query<{ id: string; slug: string; format: DocumentFormat }>(
    `WITH RECURSIVE chain AS (
       SELECT id, replaced_by_id, 0 AS depth FROM documents WHERE legacy_file = $1
       UNION ALL SELECT d.id, d.replaced_by_id, chain.depth + 1 FROM documents d JOIN chain ON d.id = chain.replaced_by_id WHERE chain.depth < 200
     )
     SELECT d.id, d.slug, d.format FROM chain JOIN documents d ON d.id = chain.id WHERE chain.replaced_by_id IS NULL LIMIT 1`,
    [file],
  );
  return rows[0] ?? null;
}

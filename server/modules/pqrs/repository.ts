import type { Queryable } from "../../db/db";
import { CASE_COLUMNS, type CaseRow } from "./repository/rows";
import type { Upload } from "./submission";

/** The PQRS module's SQL (issue 23): requests, their numbers, files and history, the agents' inbox and the statistics. */

export { CASE_COLUMNS, type CaseRow } from "./repository/rows";
export { listCases, openCasesAt, openCasesByDay, openCounts, type CaseListQuery } from "./repository/inbox";

export interface EventRow {
  case_id: string;
  at: Date | string;
  kind: string;
  note: string;
}

export interface NewCase {
  radicado: string;
  kind: string;
  pqrsType: string | null;
  service: string;
  subject: string;
  description: string;
  details: Record<string, string>;
  anonymous: boolean;
  docType: string | null;
  docNumber: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  contractNumber: string | null;
  invoiceNumber: string | null;
  concept: string | null;
  channel: string;
  consentAt: Date | null;
  consentPolicyVersion: string | null;
  userId: string | null;
  cun: string | null;
  filedAt: Date;
  termDays: number | null;
  dueDate: string | null;
  idempotencyKey: string | null;
  requestHash: string | null;
}

/**
 * The next number of a radicado prefix in a year. The upsert locks the counter row until the
 * transaction ends: concurrent filings queue on it, and a rolled-back filing never used its number.
 */
export async function nextNumber(tx: Queryable, prefix: string, year: number): Promise<number> {
  const { rows } = await tx.query<{ last_number: number }>(
    `INSERT INTO case_sequences (prefix, year, last_number) VALUES ($1, $2, 1)
     ON CONFLICT (prefix, year) DO UPDATE SET last_number = case_sequences.last_number + 1
     RETURNING last_number`,
    [prefix, year],
  );
  return Number(rows[0].last_number);
}

export async function insertCase(tx: Queryable, c: NewCase): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO cases (radicado, kind, pqrs_type, service, subject, description, details, anonymous, doc_type, doc_number,
       applicant_name, email, phone, address, contract_number, invoice_number, concept, notification_channel, consent_at,
       consent_policy_version, consent_channel, user_id, cun, filed_at, term_days, original_due_date, due_date,
       idempotency_key, request_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20,
       $21, $22, $23, $24, $25, $26::date, $26::date, $27, $28)
     RETURNING id`,
    [
      c.radicado,
      c.kind,
      c.pqrsType,
      c.service,
      c.subject,
      c.description,
      JSON.stringify(c.details),
      c.anonymous,
      c.docType,
      c.docNumber,
      c.name,
      c.email,
      c.phone,
      c.address,
      c.contractNumber,
      c.invoiceNumber,
      c.concept,
      c.channel,
      c.consentAt,
      c.consentPolicyVersion,
      c.consentAt ? "web" : null,
      c.userId,
      c.cun,
      c.filedAt,
      c.termDays,
      c.dueDate,
      c.idempotencyKey,
      c.requestHash,
    ],
  );
  return rows[0].id;
}

/**
 * Stores a request's files in order, reading each from the spool only when its turn comes (issue 31
 * §5). The bytes go as base64 text that the database decodes: PGlite turns a binary parameter into
 * hex one array element per byte, which took its worker past its heap limit with a single 10 MB
 * file; base64 is also a third smaller than hex, and PGlite's memory grows with what a query carries.
 */
export async function insertAttachments(tx: Queryable, caseId: string, files: readonly Upload[]): Promise<void> {
  for (const [i, f] of files.entries()) {
    const content = (await f.read()).toString("base64");
    await tx.query(
      "INSERT INTO case_attachments (case_id, position, file_name, media_type, size, sha256, content) VALUES ($1, $2, $3, $4, $5, $6, decode($7, 'base64'))",
      [caseId, i + 1, f.fileName, f.mediaType, f.size, f.sha256, content],
    );
  }
}

export async function addEvent(tx: Queryable, caseId: string, kind: string, note: string, at: Date): Promise<void> {
  await tx.query("INSERT INTO case_events (case_id, kind, note, at) VALUES ($1, $2, $3, $4)", [caseId, kind, note, at]);
}

export async function caseBy(q: Queryable, column: "id" | "radicado" | "idempotency_key", value: string, forUpdate = false): Promise<CaseRow | null> {
  if (column === "id" && !/^[0-9a-f-]{36}$/i.test(value)) return null;
  const { rows } = await q.query<CaseRow>(`SELECT ${CASE_COLUMNS} FROM cases c WHERE c.${column} = $1${forUpdate ? " FOR UPDATE OF c" : ""}`, [value]);
  return rows[0] ?? null;
}

export async function eventsOf(q: Queryable, caseIds: readonly string[]): Promise<Map<string, EventRow[]>> {
  const map = new Map<string, EventRow[]>();
  if (caseIds.length === 0) return map;
  const { rows } = await q.query<EventRow>("SELECT case_id, at, kind, note FROM case_events WHERE case_id = ANY($1::uuid[]) ORDER BY at, id", [caseIds]);
  for (const r of rows) {
    const list = map.get(r.case_id) ?? [];
    list.push(r);
    map.set(r.case_id, list);
  }
  return map;
}

/** A request's attachment, without its content. */
export interface AttachmentRow {
  id: string;
  file_name: string;
  media_type: string;
  size: number;
}

export async function attachmentsOf(q: Queryable, caseId: string): Promise<AttachmentRow[]> {
  const { rows } = await q.query<AttachmentRow>("SELECT id, file_name, media_type, size FROM case_attachments WHERE case_id = $1 ORDER BY position", [caseId]);
  return rows;
}

export async function attachmentContent(
  q: Queryable,
  caseId: string,
  attachmentId: string,
): Promise<{ file_name: string; media_type: string; content: Uint8Array } | null> {
  if (!/^[0-9a-f-]{36}$/i.test(attachmentId)) return null;
  const { rows } = await q.query<{ file_name: string; media_type: string; content: Uint8Array }>(
    "SELECT file_name, media_type, content FROM case_attachments WHERE case_id = $1 AND id = $2",
    [caseId, attachmentId],
  );
  return rows[0] ?? null;
}

/** The signed-in person's own requests, newest first (at most 200). */
export async function casesOfUser(q: Queryable, userId: string): Promise<CaseRow[]> {
  const { rows } = await q.query<CaseRow>(`SELECT ${CASE_COLUMNS} FROM cases c WHERE c.user_id = $1 ORDER BY c.filed_at DESC LIMIT 200`, [userId]);
  return rows;
}

/** Hands a request to an agent, with the status it moves to. */
export async function setAssignee(tx: Queryable, caseId: string, assigneeId: string, status: string): Promise<void> {
  await tx.query("UPDATE cases SET assignee_id = $2, status = $3 WHERE id = $1", [caseId, assigneeId, status]);
}

/** Stores the answer: the request is "respondida", and assigned to who answered if it was to nobody. */
export async function setResponse(tx: Queryable, caseId: string, message: string, at: Date, by: string): Promise<void> {
  await tx.query(
    "UPDATE cases SET response = $2, responded_at = $3, responded_by = $4, status = 'respondida', assignee_id = COALESCE(assignee_id, $4) WHERE id = $1",
    [caseId, message, at, by],
  );
}

/** The one extension the law allows: the new due day, why, and when it was announced. */
export async function setExtension(tx: Queryable, caseId: string, newDueDate: string, reason: string, at: Date): Promise<void> {
  await tx.query("UPDATE cases SET due_date = $2::date, extension_reason = $3, extended_at = $4 WHERE id = $1", [caseId, newDueDate, reason, at]);
}

export async function setClosed(tx: Queryable, caseId: string, at: Date, note: string | null): Promise<void> {
  await tx.query("UPDATE cases SET status = 'cerrada', closed_at = $2, closing_note = $3 WHERE id = $1", [caseId, at, note]);
}

/** A PQRS as the statistics read it (the due day as YYYY-MM-DD text). */
export interface StatsCaseRow {
  pqrs_type: string;
  service: string;
  status: string;
  filed_at: Date | string;
  responded_at: Date | string | null;
  due_date: string;
}

/** The PQRS (not the other forms) filed in [from, to). */
export async function pqrsFiledBetween(q: Queryable, from: Date, to: Date): Promise<StatsCaseRow[]> {
  const { rows } = await q.query<StatsCaseRow>(
    `SELECT pqrs_type, service, status, filed_at, responded_at, to_char(due_date, 'YYYY-MM-DD') AS due_date
       FROM cases WHERE kind = 'pqrs' AND filed_at >= $1 AND filed_at < $2`,
    [from, to],
  );
  return rows;
}

export interface AgentRow {
  id: string;
  name: string;
  email: string;
}

/** Accounts that may answer requests: active, with the ADMIN or SUPER_ADMIN role. */
export async function agents(q: Queryable): Promise<AgentRow[]> {
  const { rows } = await q.query<AgentRow>(
    `SELECT id, trim(first_name || ' ' || last_name) AS name, email FROM users
     WHERE is_active AND roles && ARRAY['ADMIN', 'SUPER_ADMIN']::text[] ORDER BY first_name, last_name`,
  );
  return rows;
}

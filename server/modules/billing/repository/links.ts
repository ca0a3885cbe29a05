import type { Queryable } from "../../../db/db";

/** SQL of the contract-link proof and its notices (issue 20 §2); the service decides. */

/** Whether an invoice of the contract issued on or after `sinceDay` carries the code with this hash. */
export async function hasRecentInvoiceWithCode(q: Queryable, contractId: string, codeHash: string, sinceDay: string): Promise<boolean> {
  const { rows } = await q.query("SELECT 1 FROM invoices WHERE contract_id = $1 AND verification_hash = $2 AND issue_date >= $3::date LIMIT 1", [
    contractId,
    codeHash,
    sinceDay,
  ]);
  return rows.length > 0;
}

/** The sealed verification code of an invoice (null until the backfill reaches it). */
export async function sealedCodeOf(q: Queryable, invoiceId: string): Promise<string | null> {
  const { rows } = await q.query<{ sealed: string | null }>("SELECT verification_code_sealed AS sealed FROM invoices WHERE id = $1", [invoiceId]);
  return rows[0]?.sealed ?? null;
}

export async function holderEmailOf(q: Queryable, contractId: string): Promise<string | null> {
  const { rows } = await q.query<{ holder_email: string | null }>("SELECT holder_email FROM contracts WHERE id = $1", [contractId]);
  return rows[0]?.holder_email ?? null;
}

export interface LinkedAccount {
  id: string;
  email: string;
  first_name: string;
}

/** The accounts linked to a contract. */
export async function linkedAccounts(q: Queryable, contractId: string): Promise<LinkedAccount[]> {
  const { rows } = await q.query<LinkedAccount>(
    `SELECT u.id::text AS id, u.email, u.first_name FROM contract_links l JOIN users u ON u.id = l.user_id
      WHERE l.contract_id = $1 ORDER BY l.linked_at`,
    [contractId],
  );
  return rows;
}

/** Links the account; false when it was linked already. */
export async function insertLink(q: Queryable, userId: string, contractId: string): Promise<boolean> {
  const result = await q.query("INSERT INTO contract_links (user_id, contract_id) VALUES ($1, $2) ON CONFLICT DO NOTHING", [userId, contractId]);
  return result.rowCount > 0;
}

export async function insertUndoToken(q: Queryable, tokenHash: string, contractId: string, userId: string, sentTo: string, ttlS: number): Promise<void> {
  await q.query(
    `INSERT INTO contract_link_undo (token_hash, contract_id, user_id, sent_to, expires_at)
     VALUES ($1, $2, $3, $4, now() + $5::int * interval '1 second')`,
    [tokenHash, contractId, userId, sentTo, ttlS],
  );
}

export interface UndoRow {
  contract_id: string;
  contract_number: string;
  user_id: string;
  account_email: string;
  sent_to: string;
}

/** The unused, unexpired undo link with this hash (locked for the change when `lock`). */
export async function validUndo(q: Queryable, tokenHash: string, lock = false): Promise<UndoRow | null> {
  const { rows } = await q.query<UndoRow>(
    `SELECT t.contract_id::text AS contract_id, c.number AS contract_number, t.user_id::text AS user_id, u.email AS account_email, t.sent_to
       FROM contract_link_undo t JOIN contracts c ON c.id = t.contract_id JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > now()${lock ? " FOR UPDATE OF t" : ""}`,
    [tokenHash],
  );
  return rows[0] ?? null;
}

/** Ends the account's access to the contract and spends every undo link of that link. */
export async function undoLink(q: Queryable, userId: string, contractId: string): Promise<void> {
  await q.query("DELETE FROM contract_links WHERE user_id = $1 AND contract_id = $2", [userId, contractId]);
  await q.query("UPDATE contract_link_undo SET used_at = now() WHERE user_id = $1 AND contract_id = $2 AND used_at IS NULL", [userId, contractId]);
}

/** Deletes undo links expired a while ago (they answer the same as unknown ones). */
export async function sweepUndoTokens(q: Queryable): Promise<void> {
  await q.query("DELETE FROM contract_link_undo WHERE expires_at < now() - interval '30 days'");
}

/**
 * One line of the audit log for a public action taken with an e-mailed link: no signed-in actor,
 * so actor_id stays null and actor_email names who received the link (the shape of recordAudit in server/modules/admin/repository.ts).
 */
export async function auditByLink(
  q: Queryable,
  sentTo: string,
  record: { action: string; entityId: string; before?: unknown; after?: unknown },
): Promise<void> {
  await q.query(
    `INSERT INTO audit_log (actor_id, actor_email, action, entity_type, entity_id, before, after)
     VALUES (NULL, $1, $2, 'contract', $3, $4::jsonb, $5::jsonb)`,
    [
      sentTo,
      record.action,
      record.entityId,
      record.before === undefined ? null : JSON.stringify(record.before),
      record.after === undefined ? null : JSON.stringify(record.after),
    ],
  );
}

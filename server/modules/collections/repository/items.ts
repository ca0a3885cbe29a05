import type { CollectionOutcome } from "../../../../src/shared/collections";
import type { Queryable } from "../../../db/db";
import type { CollectionDetail } from "../parser";
import { chunks } from "./chunks";

/** The SQL of a collection file's records (issue 32 §3): stored once, read by page, reviewed by an operator. */

/** One record as stored: the parsed record and what became of it. */
export interface NewItem extends CollectionDetail {
  outcome: CollectionOutcome;
  invoiceId: string | null;
  paymentId: string | null;
}

export async function insertItems(q: Queryable, fileId: string, items: readonly NewItem[]): Promise<void> {
  for (const part of chunks(items)) {
    const col = <K extends keyof NewItem>(k: K) => part.map((i) => i[k]);
    await q.query(
      `INSERT INTO collection_items (file_id, line, lot, service_code, reference, amount_cents, procedencia, medio_pago, operation_number,
         authorization_number, debited_bank, branch, sequence, return_cause, outcome, invoice_id, payment_id)
       SELECT $1::uuid, * FROM unnest($2::int[], $3::int[], $4::text[], $5::text[], $6::bigint[], $7::text[], $8::text[], $9::text[], $10::text[],
         $11::text[], $12::text[], $13::text[], $14::text[], $15::text[], $16::uuid[], $17::uuid[])`,
      [
        fileId,
        col("line"),
        col("lot"),
        col("serviceCode"),
        col("reference"),
        part.map((i) => i.amountCents.toString()),
        col("procedencia"),
        col("medioPago"),
        col("operationNumber"),
        col("authorizationNumber"),
        col("debitedBank"),
        col("branch"),
        col("sequence"),
        col("returnCause"),
        col("outcome"),
        col("invoiceId"),
        col("paymentId"),
      ],
    );
  }
}

const ITEM_COLUMNS = `ci.id::text AS id, ci.line, ci.lot, ci.reference, ci.amount_cents::text AS amount_cents, ci.procedencia, ci.medio_pago,
  ci.operation_number, ci.authorization_number, ci.branch, ci.return_cause, ci.outcome, i.number AS invoice_number, i.total AS invoice_total,
  c.number AS contract_number, p.reference AS payment_reference, ci.reviewed_at, ci.reviewed_by_email, ci.review_note`;
const ITEM_JOINS = `LEFT JOIN invoices i ON i.id = ci.invoice_id LEFT JOIN contracts c ON c.id = i.contract_id LEFT JOIN payments p ON p.id = ci.payment_id`;

export interface ItemRow {
  id: string;
  line: number;
  lot: number;
  reference: string;
  amount_cents: string;
  procedencia: string;
  medio_pago: string;
  operation_number: string | null;
  authorization_number: string | null;
  branch: string | null;
  return_cause: string | null;
  outcome: CollectionOutcome;
  invoice_number: string | null;
  invoice_total: string | number | null;
  contract_number: string | null;
  payment_reference: string | null;
  reviewed_at: Date | null;
  reviewed_by_email: string | null;
  review_note: string | null;
}

/** A page of a file's records with these outcomes, in file order. */
export async function itemsOf(
  q: Queryable,
  fileId: string,
  outcomes: readonly CollectionOutcome[],
  page: number,
  pageSize: number,
): Promise<{ rows: ItemRow[]; total: number }> {
  const total = (
    await q.query<{ n: number }>("SELECT count(*)::int AS n FROM collection_items WHERE file_id = $1 AND outcome = ANY ($2::text[])", [fileId, outcomes])
  ).rows[0].n;
  const { rows } = await q.query<ItemRow>(
    `SELECT ${ITEM_COLUMNS} FROM collection_items ci ${ITEM_JOINS}
      WHERE ci.file_id = $1 AND ci.outcome = ANY ($2::text[])
      ORDER BY ci.line LIMIT ${Math.trunc(pageSize)} OFFSET ${Math.trunc((page - 1) * pageSize)}`,
    [fileId, outcomes],
  );
  return { rows, total };
}

export async function itemById(q: Queryable, id: string): Promise<(ItemRow & { file_id: string }) | null> {
  const { rows } = await q.query<ItemRow & { file_id: string }>(
    `SELECT ${ITEM_COLUMNS}, ci.file_id::text AS file_id FROM collection_items ci ${ITEM_JOINS} WHERE ci.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** An operator's review of one record; answers false when it was not there. */
export async function reviewItem(q: Queryable, id: string, actor: { id: string; email: string }, note: string): Promise<boolean> {
  const { rows } = await q.query(
    `UPDATE collection_items SET reviewed_at = now(), reviewed_by = $2, reviewed_by_email = $3, review_note = $4
      WHERE id = $1 RETURNING 1`,
    [id, actor.id, actor.email, note],
  );
  return rows.length > 0;
}

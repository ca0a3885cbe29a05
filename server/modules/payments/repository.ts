import { bogotaDaySql } from "../../db/sqlDates";
import type { Queryable } from "../../db/db";

/** Payments started in [from, to) by state: how many and how much. */
export async function paymentsByStatus(q: Queryable, from: string, to: string) {
  const { rows } = await q.query<{ status: string; n: number; amount: string | number }>(
    "SELECT status, count(*)::int AS n, coalesce(sum(amount), 0) AS amount FROM payments WHERE created_at >= $1::timestamptz AND created_at < $2::timestamptz GROUP BY status",
    [from, to],
  );
  return rows;
}

/** Approved payments started in [from, to): how many and how much. */
export async function approvedTotals(q: Queryable, from: string, to: string) {
  const { rows } = await q.query<{ n: number; amount: string | number }>(
    `SELECT count(*)::int AS n, coalesce(sum(amount), 0) AS amount FROM payments
      WHERE status = 'aprobada' AND created_at >= $1::timestamptz AND created_at < $2::timestamptz`,
    [from, to],
  );
  return rows[0];
}

/** Approved payments started in [from, to) per Bogotá day. */
export async function approvedByDay(q: Queryable, from: string, to: string) {
  const { rows } = await q.query<{ day: string; n: number; amount: string | number }>(
    `SELECT ${bogotaDaySql("created_at")} AS day, count(*)::int AS n, coalesce(sum(amount), 0) AS amount FROM payments
      WHERE status = 'aprobada' AND created_at >= $1::timestamptz AND created_at < $2::timestamptz GROUP BY day`,
    [from, to],
  );
  return rows;
}

/** The newest `limit` payments started in [from, to), newest first. */
export async function paymentsBetween(q: Queryable, from: string, to: string, limit: number) {
  const { rows } = await q.query<{ reference: string; contract_id: string; amount: string | number; method: string; status: string; created_at: Date }>(
    `SELECT reference, contract_id, amount, method, status, created_at FROM payments
      WHERE created_at >= $1::timestamptz AND created_at < $2::timestamptz ORDER BY created_at DESC LIMIT ${Math.trunc(limit)}`,
    [from, to],
  );
  return rows;
}

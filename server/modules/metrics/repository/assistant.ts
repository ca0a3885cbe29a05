import type { AssistantKind } from "../../../../src/shared/metrics";
import type { Queryable } from "../../../db/db";
import { bucketCover, type ResolvedRange } from "../range";
import { maskTypedText } from "../terms";
import { coverFrom, coverParams } from "./cover";

/**
 * The help assistant's questions (migration 017): the statements the writer runs in its
 * transaction (../assistantAggregates.ts says what they add) and the report's read.
 */

/** When each (kind, question, session) was first seen. */
export function selectAssistantSessions(tx: Queryable, kinds: readonly string[], questions: readonly string[], sessionIds: readonly string[]) {
  return tx.query<{ kind: string; question: string; session_id: string; first_at: string | Date }>(
    `SELECT s.kind, s.question, s.session_id, s.first_at FROM metric_assistant_sessions s
       JOIN unnest($1::text[], $2::text[], $3::text[]) AS k(kind, question, session_id) USING (kind, question, session_id)`,
    [kinds, questions, sessionIds],
  );
}

export async function upsertAssistantSessions(tx: Queryable, columns: unknown[][]): Promise<void> {
  await tx.query(
    `INSERT INTO metric_assistant_sessions AS t (kind, question, session_id, first_at)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[])
       ON CONFLICT (kind, question, session_id) DO UPDATE SET first_at = excluded.first_at`,
    columns,
  );
}

export async function upsertAssistantStats(tx: Queryable, columns: unknown[][]): Promise<void> {
  await tx.query(
    `INSERT INTO metric_assistant_stats AS t (grain, bucket, kind, question, asks, sessions, last_at)
     SELECT * FROM unnest($1::text[], $2::timestamptz[], $3::text[], $4::text[], $5::int[], $6::int[], $7::timestamptz[])
     ON CONFLICT (grain, bucket, kind, question) DO UPDATE SET asks = t.asks + excluded.asks,
       sessions = t.sessions + excluded.sessions, last_at = GREATEST(t.last_at, excluded.last_at)`,
    columns,
  );
}

const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
const iso = (v: unknown): string => (v === null || v === undefined ? "" : new Date(v as string | Date).toISOString());

/**
 * Over a range: the questions the assistant found no answer to, and those whose answer a visitor
 * said did not help (with how often the same question's answer did help), the most asked first,
 * `limit` of each; and the events of each kind.
 */
export async function assistantQuestions(db: Queryable, r: ResolvedRange, limit: number) {
  const params = coverParams(bucketCover(r));
  const top = Math.max(1, Math.trunc(limit));
  const [unanswered, unhelpful, totals] = await Promise.all([
    db.query(
      `SELECT question, sum(asks)::int AS asks, sum(sessions)::int AS sessions, max(last_at) AS last_at
         FROM ${coverFrom("metric_assistant_stats")} WHERE kind = 'sin_respuesta' GROUP BY question
       HAVING sum(asks) > 0 ORDER BY 2 DESC, 1 LIMIT ${top}`,
      params,
    ),
    db.query(
      `SELECT question, (sum(asks) FILTER (WHERE kind = 'no_sirvio'))::int AS asks,
              (sum(sessions) FILTER (WHERE kind = 'no_sirvio'))::int AS sessions,
              coalesce(sum(asks) FILTER (WHERE kind = 'sirvio'), 0)::int AS helpful,
              max(last_at) FILTER (WHERE kind = 'no_sirvio') AS last_at
         FROM ${coverFrom("metric_assistant_stats")} WHERE kind IN ('no_sirvio', 'sirvio') GROUP BY question
       HAVING sum(asks) FILTER (WHERE kind = 'no_sirvio') > 0 ORDER BY 2 DESC, 1 LIMIT ${top}`,
      params,
    ),
    db.query<{ kind: AssistantKind; asks: number }>(`SELECT kind, sum(asks)::int AS asks FROM ${coverFrom("metric_assistant_stats")} GROUP BY kind`, params),
  ]);
  const total = (kind: AssistantKind) => num(totals.rows.find((t) => t.kind === kind)?.asks);
  return {
    unanswered: unanswered.rows.map((q) => ({
      question: maskTypedText(String(q.question)),
      count: num(q.asks),
      sessions: num(q.sessions),
      lastAskedAt: iso(q.last_at),
    })),
    unhelpful: unhelpful.rows.map((q) => ({
      question: maskTypedText(String(q.question)),
      count: num(q.asks),
      sessions: num(q.sessions),
      helpful: num(q.helpful),
      // Of the answers to this question someone rated, the share rated «Sí» (0–100).
      helpfulShare: Math.round((num(q.helpful) / (num(q.helpful) + num(q.asks))) * 1000) / 10,
      lastAskedAt: iso(q.last_at),
    })),
    totals: { unanswered: total("sin_respuesta"), unhelpful: total("no_sirvio"), helpful: total("sirvio") },
  };
}

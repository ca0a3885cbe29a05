import { ASSISTANT_KINDS, EVENT_TYPES, type AssistantKind } from "../../../src/shared/metrics";
import type { Queryable } from "../../db/db";
import { Deltas, isoOf, ms } from "./deltas";
import * as sql from "./repository/assistant";
import { searchTermOf } from "./terms";
import type { EventRow } from "./writer";

/** The report's kind of an event, or null when it is not one of the assistant's. */
export function assistantKindOf(r: Pick<EventRow, "eventType" | "action">): AssistantKind | null {
  if (r.eventType !== EVENT_TYPES.custom || !Object.hasOwn(ASSISTANT_KINDS, r.action)) return null;
  return ASSISTANT_KINDS[r.action as keyof typeof ASSISTANT_KINDS];
}

type Stat = { asks: number; sessions: number };

/**
 * Adds the assistant's events of a stored batch to metric_assistant_stats (migration 017), in the
 * writer's transaction, as aggregateEvents adds searches: each question as a search term is shown
 * (searchTermOf: trimmed, lower-case, digit runs masked), a (kind, question, session) counted once,
 * where its first event falls; an earlier event that arrives late moves it there. The caller holds
 * the aggregates' lock (aggregates.ts), as the session state is read, then written.
 */
export async function aggregateAssistant(tx: Queryable, rows: readonly EventRow[]): Promise<void> {
  const stats = new Deltas<Stat>(() => ({ asks: 0, sessions: 0 }));
  const first = new Map<string, { kind: AssistantKind; question: string; sessionId: string; at: number }>();
  for (const r of rows) {
    const kind = assistantKindOf(r);
    if (kind === null) continue;
    const question = searchTermOf(r.label);
    if (question === null) continue;
    const at = ms(r.occurredAt);
    stats.add(at, [kind, question], { asks: 1 }, { lastAt: at });
    const key = `${kind}\u0000${question}\u0000${r.sessionId}`;
    const seen = first.get(key);
    if (!seen || at < seen.at) first.set(key, { kind, question, sessionId: r.sessionId, at });
  }
  if (first.size === 0) return;
  const pairs = [...first.values()];
  const known = await sql.selectAssistantSessions(
    tx,
    pairs.map((p) => p.kind),
    pairs.map((p) => p.question),
    pairs.map((p) => p.sessionId),
  );
  const before = new Map(known.rows.map((k) => [`${k.kind}\u0000${k.question}\u0000${k.session_id}`, ms(k.first_at)]));
  const moved = pairs.filter((p) => {
    const old = before.get(`${p.kind}\u0000${p.question}\u0000${p.sessionId}`);
    if (old !== undefined && old <= p.at) return false;
    if (old !== undefined) stats.add(old, [p.kind, p.question], { sessions: -1 });
    stats.add(p.at, [p.kind, p.question], { sessions: 1 });
    return true;
  });
  if (moved.length > 0) {
    await sql.upsertAssistantSessions(tx, [
      moved.map((p) => p.kind),
      moved.map((p) => p.question),
      moved.map((p) => p.sessionId),
      moved.map((p) => isoOf(p.at)),
    ]);
  }
  const list = [...stats.rows.values()];
  await sql.upsertAssistantStats(tx, [...stats.columns(2, ["asks", "sessions"]), list.map((r) => (r.lastAt === undefined ? null : isoOf(r.lastAt)))]);
}

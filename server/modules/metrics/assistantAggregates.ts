import { ASSISTANT_KINDS, EVENT_TYPES, type AssistantKind } from "../../../src/shared/metrics";
import type { Queryable } from "../../db/db";
import { Deltas, FirstSightings, isoOf, ms, sightingColumns, sightingId } from "./deltas";
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
  const first = new FirstSightings();
  for (const r of rows) {
    const kind = assistantKindOf(r);
    if (kind === null) continue;
    const question = searchTermOf(r.label);
    if (question === null) continue;
    const at = ms(r.occurredAt);
    stats.add(at, [kind, question], { asks: 1 }, { lastAt: at });
    first.see([kind, question], r.sessionId, at);
  }
  if (first.size === 0) return;
  const [kinds, questions, sessionIds] = sightingColumns(first.list, 2);
  const known = await sql.selectAssistantSessions(tx, kinds, questions, sessionIds);
  const moved = first.moved(new Map(known.rows.map((k) => [sightingId([k.kind, k.question], k.session_id), ms(k.first_at)])), stats);
  if (moved.length > 0) await sql.upsertAssistantSessions(tx, sightingColumns(moved, 2, true));
  const list = [...stats.rows.values()];
  await sql.upsertAssistantStats(tx, [...stats.columns(2, ["asks", "sessions"]), list.map((r) => (r.lastAt === undefined ? null : isoOf(r.lastAt)))]);
}

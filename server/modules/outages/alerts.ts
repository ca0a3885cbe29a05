import type { Config } from "../../config";
import type { Queryable } from "../../db/db";
import type { Mailer, MailMessage } from "../../mail";
import * as cutAlerts from "../cutAlerts/repository";
import { unsubscribeToken } from "../cutAlerts/tokens";
import * as pqrs from "../pqrs/repository";
import { outagePath } from "../../../src/shared/outages";
import { reporterRestoredEmail, subscriberEmail, type IncidentFacts, type SubscriberEvent } from "./mail";
import type { AreaRow, OutageRow } from "./repository";
import * as repo from "./repository";

export interface OutageAlertContext {
  config: Config;
  mailer: Mailer;
  /** The cut alerts' install secret (their unsubscribe links), read before the transaction. */
  unsubscribeSecret: string;
}

/** The key of an event in outage_alert_events: one per incident and event, whatever is retried. */
export function eventKey(event: SubscriberEvent, version: number): string {
  // An ETR move is the change that made this version: a retry of it is stale (409) or moves nothing.
  return event.kind === "etr" ? `etr:${version}` : event.kind;
}

function facts(config: Config, outage: OutageRow): IncidentFacts {
  return {
    reference: outage.reference,
    service: outage.service,
    cause: outage.cause,
    note: outage.note,
    startedAt: outage.started_at,
    estimatedRestorationAt: outage.estimated_restoration_at,
    restoredAt: outage.restored_at,
    // The incident's own page: its status, ETR and history as they change after this mail.
    link: `${config.publicUrl}${outagePath(outage.reference)}`,
  };
}

/** The failure reports' services (cases) as the cuts name them. */
const CASE_SERVICE: Record<string, string> = { telecomunicaciones: "telco" };
export const caseServiceKey = (service: string) => CASE_SERVICE[service] ?? service;

/**
 * Issue 36 §3: claims the event and writes its mails in `tx`, the transaction of the change that
 * causes it, so the change, its claim and its mails commit together or not at all; a claim that
 * already exists (a retry, a concurrent writer on any instance) writes nothing. Each address gets
 * one mail naming the affected areas it subscribed to; on restoration the reporters of merged
 * failure reports are told too. Returns how many mails were written.
 */
export async function alertEvent(
  tx: Queryable,
  ctx: OutageAlertContext,
  outage: OutageRow,
  areas: readonly AreaRow[],
  event: SubscriberEvent,
): Promise<number> {
  if (!(await repo.claimEvent(tx, outage.id, eventKey(event, outage.version)))) return 0;
  const incident = facts(ctx.config, outage);
  const keys = [...new Set(areas.map((a) => a.area_key).filter((k): k is string => k !== null))];
  const subscriptions = await cutAlerts.activeMatching(tx, keys, outage.service);
  // An address's areas are named in the incident's own order: its subscriptions' order is their
  // creation time, which two made in the same instant do not settle.
  const rank = (sub: { area_key: string }) => keys.indexOf(sub.area_key);
  const byEmail = new Map<string, { areas: { area: string; area_key: string }[]; subscription: string }>();
  for (const sub of subscriptions) {
    const entry = byEmail.get(sub.email) ?? { areas: [], subscription: sub.id };
    if (!entry.areas.some((a) => a.area === sub.area)) entry.areas.push(sub);
    byEmail.set(sub.email, entry);
  }
  const messages: MailMessage[] = [];
  for (const [email, { areas: matched, subscription }] of byEmail) {
    const subscribed = [...matched].sort((a, b) => rank(a) - rank(b)).map((a) => a.area);
    const token = encodeURIComponent(unsubscribeToken(ctx.unsubscribeSecret, subscription));
    const api = `${ctx.config.publicUrl}/api/cut-alerts/unsubscribe?token=${token}`;
    const page = `${ctx.config.publicUrl}/noticias-cortes/avisos/baja?token=${token}`;
    messages.push({
      to: email,
      ...subscriberEmail(ctx.config, incident, subscribed, event, page),
      kind: "outage_alert",
      // RFC 8058, like the cut alerts: one-click unsubscription by POST to this address.
      headers: { "List-Unsubscribe": `<${api}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    });
  }
  if (event.kind === "restored") {
    const told = new Set<string>();
    for (const report of await repo.reportsOf(tx, [outage.id])) {
      const filed = await pqrs.caseBy(tx, "id", report.case_id);
      const email = filed?.email?.trim().toLowerCase();
      if (!email || told.has(email)) continue;
      told.add(email);
      messages.push({ to: email, ...reporterRestoredEmail(ctx.config, incident, report.reference), kind: "outage_report_restored" });
    }
  }
  for (const message of messages) await ctx.mailer.enqueue(tx, message);
  return messages.length;
}

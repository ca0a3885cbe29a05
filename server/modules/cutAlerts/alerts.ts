import { createHash } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import type { Db } from "../../db/db";
import type { Mailer } from "../../mail";
import { cutAlertEmail } from "../../mail/templates";
import { TIME_ZONE } from "../../../src/shared/constants";
import { areaKey } from "../../../src/shared/cutAlerts";
import { newsPath, SERVICE_LABELS } from "../../../src/shared/news";
import type { NewsRow } from "../news/repository";
import * as repo from "./repository";
import type { SubscriptionRow } from "./repository";

/** Bogotá has no daylight saving time: its day starts at 05:00 UTC. */
const BOGOTA_OFFSET_MS = 5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** [start, end) of the Bogotá calendar day after `now`'s, as instants. */
export function tomorrowInBogota(now: Date): { from: Date; to: Date } {
  const local = new Date(now.getTime() - BOGOTA_OFFSET_MS);
  const todayStart = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) + BOGOTA_OFFSET_MS;
  return { from: new Date(todayStart + DAY_MS), to: new Date(todayStart + 2 * DAY_MS) };
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : "");

/** What of a cut, when it changes, deserves an alert: its service, zones and window (not its wording). */
export function changeKey(cut: NewsRow): string {
  const zones = [...new Set((cut.cut_zones ?? []).map(areaKey))].sort();
  const facts = JSON.stringify({ service: cut.cut_service, zones, startsAt: iso(cut.cut_starts_at), endsAt: iso(cut.cut_ends_at) });
  return createHash("sha256").update(facts).digest("hex").slice(0, 32);
}

function windowText(cut: NewsRow): string {
  const f = new Intl.DateTimeFormat("es-CO", { dateStyle: "full", timeStyle: "short", timeZone: TIME_ZONE });
  return `del ${f.format(cut.cut_starts_at ?? new Date())} al ${f.format(cut.cut_ends_at ?? new Date())}`;
}

export interface AlertContext {
  db: Db;
  config: Config;
  mailer: Mailer;
  log: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
  /** The unsubscribe link of a subscription (one-click API address and the SPA's page). */
  unsubscribeLinks(id: string): Promise<{ api: string; page: string }>;
}

/**
 * Sends one alert of `kind` for a cut to each matching subscription that has not had it for this
 * change: the send is claimed in cut_alert_sends (its unique index lets only one writer win) and
 * the e-mail written in the same transaction (issue 31 §3), so there is never a claim without its
 * mail nor a mail without its claim; one that fails is retried by a later sweep. Returns how many
 * were queued.
 */
export async function sendAlerts(ctx: AlertContext, cut: NewsRow, kind: "change" | "reminder"): Promise<number> {
  if (cut.category !== "cortes" || !cut.cut_service || !cut.cut_zones) return 0;
  const zoneKeys = [...new Set(cut.cut_zones.map(areaKey))];
  const subscribers = await repo.activeMatching(ctx.db, zoneKeys, cut.cut_service);
  const key = kind === "reminder" ? iso(cut.cut_starts_at) : changeKey(cut);
  let queued = 0;
  for (const sub of subscribers) {
    // Read before the transaction: inside it, only the transaction may query (PGlite has one connection).
    const links = await ctx.unsubscribeLinks(sub.id);
    try {
      const sent = await ctx.mailer.transaction(async (tx) => {
        const earlier = kind === "change" ? await repo.sentBefore(tx, sub.id, cut.id) : false;
        if (!(await repo.claimSend(tx, sub.id, cut.id, kind, key))) return false;
        await ctx.mailer.enqueue(tx, alertMessage(ctx, sub, cut, links, kind === "reminder" ? "reminder" : earlier ? "changed" : "new"));
        return true;
      });
      if (sent) queued++;
    } catch (err) {
      ctx.log.error({ err, subscription: sub.id, news: cut.id }, "cut alert could not be queued; a later sweep tries again");
    }
  }
  if (queued > 0) ctx.log.info({ news: cut.id, kind, queued }, "cut alerts queued");
  return queued;
}

function alertMessage(ctx: AlertContext, sub: SubscriptionRow, cut: NewsRow, links: { api: string; page: string }, kind: "new" | "changed" | "reminder") {
  const content = cutAlertEmail(ctx.config, {
    area: sub.area,
    title: cut.title,
    service: SERVICE_LABELS[cut.cut_service ?? "energia"].toLowerCase(),
    window: windowText(cut),
    zones: (cut.cut_zones ?? []).join(", "),
    link: `${ctx.config.publicUrl}${newsPath({ category: cut.category, slug: cut.slug })}`,
    unsubscribe: links.page,
    kind,
  });
  return {
    to: sub.email,
    ...content,
    kind: kind === "reminder" ? ("cut_alert_reminder" as const) : ("cut_alert" as const),
    // RFC 8058: one-click unsubscription by POST to this address, without visiting a page.
    headers: { "List-Unsubscribe": `<${links.api}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

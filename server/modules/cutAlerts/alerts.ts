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
 * change: the send is claimed in cut_alert_sends first (its unique index lets only one writer win),
 * then queued in the outbox; a claim whose e-mail could not be queued is released. Returns how
 * many were queued.
 */
export async function sendAlerts(ctx: AlertContext, cut: NewsRow, kind: "change" | "reminder"): Promise<number> {
  if (cut.category !== "cortes" || !cut.cut_service || !cut.cut_zones) return 0;
  const zoneKeys = [...new Set(cut.cut_zones.map(areaKey))];
  const subscribers = await repo.activeMatching(ctx.db, zoneKeys, cut.cut_service);
  const key = kind === "reminder" ? iso(cut.cut_starts_at) : changeKey(cut);
  let queued = 0;
  for (const sub of subscribers) {
    const earlier = kind === "change" ? await repo.sentBefore(ctx.db, sub.id, cut.id) : false;
    if (!(await repo.claimSend(ctx.db, sub.id, cut.id, kind, key))) continue;
    try {
      await ctx.mailer.send(await alertMessage(ctx, sub, cut, kind === "reminder" ? "reminder" : earlier ? "changed" : "new"));
      queued++;
    } catch (err) {
      await repo.releaseSend(ctx.db, sub.id, cut.id, kind, key);
      ctx.log.error({ err, subscription: sub.id, news: cut.id }, "cut alert could not be queued; a later sweep tries again");
    }
  }
  if (queued > 0) ctx.log.info({ news: cut.id, kind, queued }, "cut alerts queued");
  return queued;
}

async function alertMessage(ctx: AlertContext, sub: SubscriptionRow, cut: NewsRow, kind: "new" | "changed" | "reminder") {
  const links = await ctx.unsubscribeLinks(sub.id);
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

import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import type { Db, Queryable } from "../../db/db";
import { installSecret } from "../../db/installSecret";
import { HttpError } from "../../http/errors";
import type { Mailer } from "../../mail";
import { changedFields } from "../admin/audit";
import { recordAudit, type Actor } from "../admin/repository";
import { invalidFields } from "../auth/errors";
import * as billing from "../billing/repository";
import * as pqrs from "../pqrs/repository";
import { findBarrio, type Barrio } from "../../../src/shared/barrios";
import { SERVICE_LABELS, type CutService } from "../../../src/shared/news";
import {
  ETR_ALERT_THRESHOLD_MS,
  OUTAGE_REFERENCE_PATTERN,
  RESTORED_VISIBLE_DAYS,
  type AccountOutages,
  type AdminOutage,
  type AdminOutageList,
  type OutageAffects,
  type OutageCreateInput,
  type OutageFeatureCollection,
  type OutageList,
  type OutagePatchInput,
  type OutageStatus,
  type PublicOutage,
} from "../../../src/shared/outages";
import { bogotaDay } from "../../../src/shared/time";
import { collapseSpaces as clean } from "../../../src/shared/text";
import { alertEvent, caseServiceKey, type OutageAlertContext } from "./alerts";
import type { SubscriberEvent } from "./mail";
import { presentAdmin, presentPublic } from "./presenter";
import { OutageAffectsService } from "./affects";
import { OUTAGE_MESSAGES } from "./messages";
import { outageFeatures } from "./geojson";
import * as repo from "./repository";
import type { NewArea, OutageRow } from "./repository";

export { OUTAGE_MESSAGES };

/** Actions the audit log names (src/shared/admin.ts labels them). */
export const OUTAGE_ACTIONS = {
  open: "outage.open",
  update: "outage.update",
  restore: "outage.restore",
  mergeReport: "outage.merge_report",
} as const;

/** Clocks of operators' consoles and outage-management systems drift: a start this far ahead is still "now". */
const CLOCK_SKEW_MS = 5 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const PUBLIC_LIMIT = 200;
/** The operators' list keeps restored incidents this long (the public one, RESTORED_VISIBLE_DAYS). */
export const ADMIN_RESTORED_DAYS = 30;
/** Far above the incidents of a month in a municipality; the list is one page. */
const ADMIN_LIMIT = 1000;
const FAL_PATTERN = /^FAL-\d{4}-\d{6}$/;

const notFound = () => new HttpError(404, "OUTAGE_NOT_FOUND", OUTAGE_MESSAGES.notFound);
const time = (d: Date | null) => (d ? d.getTime() : null);

/** What the audit log keeps of an incident. */
function snapshot(row: OutageRow): Record<string, unknown> {
  return {
    reference: row.reference,
    service: row.service,
    status: row.status,
    cause: row.cause,
    note: row.note,
    startedAt: row.started_at.toISOString(),
    estimatedRestorationAt: row.estimated_restoration_at?.toISOString() ?? null,
    restoredAt: row.restored_at?.toISOString() ?? null,
  };
}

/**
 * The keys a cut-alert subscription may carry for a barrio: its own, and the same name typed
 * without or with its type word or article ("Centro", "Barrio El Centro"), each only when
 * findBarrio() reads it as that very barrio.
 */
export function subscriptionKeys(barrio: Barrio): string[] {
  const bare = barrio.key.replace(/^(barrio|vereda|corregimiento) /, "").replace(/^(el|la|los|las) /, "");
  const article = barrio.key.match(/^(?:(?:barrio|vereda|corregimiento) )?(el|la|los|las) /)?.[1];
  const candidates = new Set([barrio.key, bare]);
  for (const kind of ["barrio", "vereda", "corregimiento"]) {
    candidates.add(`${kind} ${bare}`);
    if (article) candidates.add(`${kind} ${article} ${bare}`);
  }
  if (article) candidates.add(`${article} ${bare}`);
  return [...candidates].filter((k) => findBarrio(k)?.key === barrio.key);
}

/** Unplanned outages (issue 36): incidents, their history, merged failure reports and their alerts. */
export class OutageService {
  private secret: Promise<string> | null = null;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly mailer: Mailer,
    private readonly log: Pick<FastifyBaseLogger, "info" | "warn" | "error">,
    /** The clock; tests move it. */
    public now: () => Date = () => new Date(),
  ) {}

  /** Read before a transaction: inside it, only the transaction may query (PGlite has one connection). */
  private async alertContext(): Promise<OutageAlertContext> {
    this.secret ??= installSecret(this.db, "cut_alert_secret");
    return { config: this.config, mailer: this.mailer, unsubscribeSecret: await this.secret };
  }

  /** Each area checked against the list of barrios and veredas, or the contracts; every problem named. */
  private async resolveAreas(q: Queryable, areas: OutageCreateInput["areas"]): Promise<NewArea[]> {
    const problems: string[] = [];
    const resolved: NewArea[] = [];
    for (const area of areas) {
      const name = clean(area.name);
      if (area.kind === "contract") {
        const contract = await billing.contractByNumber(q, name);
        if (!contract) {
          problems.push(OUTAGE_MESSAGES.unknownContract(name));
          continue;
        }
        const barrio = findBarrio(contract.barrio);
        resolved.push({ kind: "contract", name, publicKind: barrio?.kind ?? null, publicName: barrio?.name ?? null, areaKey: barrio?.key ?? null });
        continue;
      }
      const barrio = findBarrio(name);
      if (!barrio) problems.push(OUTAGE_MESSAGES.unknownArea(name));
      else if (barrio.kind !== area.kind) problems.push(OUTAGE_MESSAGES.wrongKind(barrio.name, barrio.kind));
      else resolved.push({ kind: area.kind, name: barrio.name, publicKind: barrio.kind, publicName: barrio.name, areaKey: barrio.key });
    }
    if (problems.length > 0) throw invalidFields({ areas: problems.join(" ") });
    // The same area named twice ("La Floresta", "la floresta") is one area.
    return resolved.filter((a, i) => resolved.findIndex((b) => b.kind === a.kind && b.name === a.name) === i);
  }

  /** Keys the alerts match subscriptions on: each area's barrio, as subscribers may have typed it. */
  private static alertAreas(areas: readonly repo.AreaRow[]): repo.AreaRow[] {
    const out: repo.AreaRow[] = [];
    for (const a of areas) {
      const barrio = a.public_name ? findBarrio(a.public_name) : null;
      if (!barrio) continue;
      for (const key of subscriptionKeys(barrio)) out.push({ ...a, area_key: key });
    }
    return out;
  }

  private async adminView(q: Queryable, row: OutageRow): Promise<AdminOutage> {
    // One after another: a transaction is one connection.
    const areas = await repo.areasOf(q, [row.id]);
    const history = await repo.historyOf(q, [row.id]);
    return presentAdmin(row, areas, history, await repo.reportsOf(q, [row.id]));
  }

  /** Opens an incident (status reported), its first history line, its audit line and the subscribers' mails, in one transaction. */
  async open(input: OutageCreateInput, actor: Actor): Promise<AdminOutage> {
    const now = this.now();
    const startedAt = new Date(input.startedAt);
    const etr = input.estimatedRestorationAt ? new Date(input.estimatedRestorationAt) : null;
    const problems: Record<string, string> = {};
    if (startedAt.getTime() > now.getTime() + CLOCK_SKEW_MS) problems.startedAt = OUTAGE_MESSAGES.startedInFuture;
    if (etr && etr.getTime() <= startedAt.getTime()) problems.estimatedRestorationAt = OUTAGE_MESSAGES.etrBeforeStart;
    if (Object.keys(problems).length > 0) throw invalidFields(problems);
    const ctx = await this.alertContext();
    const year = Number(bogotaDay(now.getTime()).slice(0, 4));
    const { view, queued, reference } = await this.mailer.transaction(async (tx) => {
      const areas = await this.resolveAreas(tx, input.areas);
      const n = await repo.nextNumber(tx, year);
      const created = await repo.insertOutage(tx, {
        reference: `INC-${year}-${String(n).padStart(6, "0")}`,
        service: input.service,
        cause: clean(input.cause),
        note: (input.note ?? "").trim(),
        startedAt,
        estimatedRestorationAt: etr,
        createdBy: actor.id,
        at: now,
      });
      await repo.insertAreas(tx, created.id, areas);
      await repo.insertHistory(tx, {
        outageId: created.id,
        at: now,
        status: created.status,
        estimatedRestorationAt: etr,
        previousEstimatedRestorationAt: null,
        note: created.note || null,
        actor,
      });
      await repo.setAnnounced(tx, created.id, etr);
      await recordAudit(tx, actor, {
        action: OUTAGE_ACTIONS.open,
        entityType: "outage",
        entityId: created.id,
        after: { ...snapshot(created), areas: areas.map((a) => ({ kind: a.kind, name: a.name })) },
      });
      const rows = await repo.areasOf(tx, [created.id]);
      const queued = await alertEvent(tx, ctx, created, OutageService.alertAreas(rows), { kind: "opened" });
      return { view: await this.adminView(tx, created), queued, reference: created.reference };
    });
    this.log.info({ outage: view.id, reference, queued }, "outage opened");
    return view;
  }

  /**
   * Changes status, ETR or note on the locked row, with the version read (a stale one is a 409).
   * Every change is a history line and an audit line; an ETR moved more than 30 minutes from the
   * one last mailed, and the restoration, are mailed to the subscribers in the same transaction.
   */
  async update(id: string, patch: Omit<OutagePatchInput, "version">, version: number, actor: Actor): Promise<AdminOutage> {
    const now = this.now();
    const restoredAt = patch.restoredAt ? new Date(patch.restoredAt) : null;
    const status: OutageStatus | undefined = patch.status ?? (restoredAt ? "restored" : undefined);
    if (status === "restored" && !restoredAt) throw invalidFields({ restoredAt: OUTAGE_MESSAGES.restoredMissing });
    if (restoredAt && status !== "restored") throw invalidFields({ status: OUTAGE_MESSAGES.restoredNeedsStatus });
    if (restoredAt && restoredAt.getTime() > now.getTime() + CLOCK_SKEW_MS) throw invalidFields({ restoredAt: OUTAGE_MESSAGES.restoredInFuture });
    const ctx = await this.alertContext();
    const result = await this.mailer.transaction(async (tx) => {
      const before = await repo.findById(tx, id, true);
      if (!before) throw notFound();
      if (version !== before.version) throw new HttpError(409, "STALE_VERSION", OUTAGE_MESSAGES.staleVersion);
      if (before.status === "restored") throw new HttpError(409, "OUTAGE_CLOSED", OUTAGE_MESSAGES.closed);
      if (restoredAt && restoredAt.getTime() < before.started_at.getTime()) throw invalidFields({ restoredAt: OUTAGE_MESSAGES.restoredBeforeStart });
      const given = patch.estimatedRestorationAt;
      const etr = given === undefined ? before.estimated_restoration_at : given === null ? null : new Date(given);
      if (etr && time(etr) !== time(before.estimated_restoration_at) && etr.getTime() <= before.started_at.getTime()) {
        throw invalidFields({ estimatedRestorationAt: OUTAGE_MESSAGES.etrBeforeStart });
      }
      const note = patch.note === undefined ? before.note : patch.note.trim();
      const next = status ?? (before.status as OutageStatus);
      const etrMoved = time(etr) !== time(before.estimated_restoration_at);
      const noteChanged = note !== before.note;
      // Nothing to change: the incident as it stands, its version unchanged.
      if (!etrMoved && !noteChanged && next === before.status) return { view: await this.adminView(tx, before), queued: 0, changed: false };
      const after = await repo.updateOutage(tx, id, { status: next, estimatedRestorationAt: etr, note, restoredAt, at: now });
      await repo.insertHistory(tx, {
        outageId: id,
        at: now,
        status: next,
        estimatedRestorationAt: etr,
        previousEstimatedRestorationAt: etrMoved ? before.estimated_restoration_at : null,
        note: noteChanged ? note : null,
        actor,
      });
      const b = snapshot(before);
      const a = snapshot(after);
      const changed = changedFields(b, a);
      await recordAudit(tx, actor, {
        action: next === "restored" ? OUTAGE_ACTIONS.restore : OUTAGE_ACTIONS.update,
        entityType: "outage",
        entityId: id,
        before: Object.fromEntries(changed.map((k) => [k, b[k]])),
        after: Object.fromEntries(changed.map((k) => [k, a[k]])),
      });
      let event: SubscriberEvent | null = null;
      if (next === "restored") {
        event = { kind: "restored" };
      } else if (etrMoved && etr) {
        const announced = before.announced_restoration_at;
        // Issue 36 §3: told when it moves by more than 30 minutes from what subscribers were last told (or there was none).
        if (!announced || Math.abs(etr.getTime() - announced.getTime()) > ETR_ALERT_THRESHOLD_MS) event = { kind: "etr", previous: announced };
      }
      let queued = 0;
      if (event) {
        if (event.kind === "etr") await repo.setAnnounced(tx, id, etr);
        queued = await alertEvent(tx, ctx, after, OutageService.alertAreas(await repo.areasOf(tx, [id])), event);
      }
      return { view: await this.adminView(tx, after), queued, changed: true };
    });
    if (result.changed) this.log.info({ outage: id, status: result.view.status, queued: result.queued }, "outage updated");
    return result.view;
  }

  /** Merges a failure report (FAL-…) of the same service; merging it again is harmless; its reporter is told of the restoration. */
  async mergeReport(id: string, reference: string, actor: Actor): Promise<AdminOutage> {
    const ref = reference.trim().toUpperCase();
    if (!FAL_PATTERN.test(ref)) throw invalidFields({ reference: OUTAGE_MESSAGES.reportFormat });
    return this.db.transaction(async (tx) => {
      const outage = await repo.findById(tx, id, true);
      if (!outage) throw notFound();
      if (outage.status === "restored") throw new HttpError(409, "OUTAGE_CLOSED", OUTAGE_MESSAGES.closed);
      const report = await pqrs.caseBy(tx, "radicado", ref);
      if (!report || report.kind !== "falla") throw invalidFields({ reference: OUTAGE_MESSAGES.reportNotFound(ref) });
      const service = caseServiceKey(report.service);
      if (service !== "general" && service !== outage.service) {
        throw invalidFields({ reference: OUTAGE_MESSAGES.reportOtherService(ref, SERVICE_LABELS[service as CutService] ?? service) });
      }
      const merged = await repo.mergeReport(tx, id, report.id, ref, actor.id);
      if (!merged.merged && merged.into !== id) {
        const other = await repo.findById(tx, merged.into);
        throw new HttpError(409, "REPORT_MERGED_ELSEWHERE", OUTAGE_MESSAGES.reportElsewhere(ref, other?.reference ?? "otro"), {
          reference: OUTAGE_MESSAGES.reportElsewhere(ref, other?.reference ?? "otro"),
        });
      }
      if (merged.merged) {
        await recordAudit(tx, actor, {
          action: OUTAGE_ACTIONS.mergeReport,
          entityType: "outage",
          entityId: id,
          after: { reference: outage.reference, report: ref },
        });
      }
      return this.adminView(tx, outage);
    });
  }

  /** Each row as the public sees it, with its areas and history (two statements whatever the count). */
  private async publicViews(q: Queryable, rows: readonly OutageRow[]): Promise<PublicOutage[]> {
    const ids = rows.map((r) => r.id);
    const areas = await repo.areasOf(q, ids);
    const history = await repo.historyOf(q, ids);
    return rows.map((row) =>
      presentPublic(
        row,
        areas.filter((a) => a.outage_id === row.id),
        history.filter((h) => h.outage_id === row.id),
      ),
    );
  }

  /** GET /api/outages: current incidents first, then those restored in the last 7 days, each with its history. */
  async listPublic(): Promise<OutageList> {
    const rows = await repo.listVisible(this.db, new Date(this.now().getTime() - RESTORED_VISIBLE_DAYS * DAY_MS), PUBLIC_LIMIT);
    return { items: await this.publicViews(this.db, rows) };
  }

  /**
   * GET /api/outages/{reference}: one incident, whatever its age (the mails and old links point to
   * it). Case and spaces do not count; anything that is not a reference is simply not found.
   */
  async byReference(raw: string): Promise<PublicOutage> {
    const reference = raw.trim().toUpperCase();
    if (!OUTAGE_REFERENCE_PATTERN.test(reference)) throw notFound();
    const row = await repo.findByReference(this.db, reference);
    if (!row) throw notFound();
    return (await this.publicViews(this.db, [row]))[0];
  }

  /** GET /api/admin/outages: current incidents first (newest start first), then those restored in the last 30 days. */
  async listAdmin(): Promise<AdminOutageList> {
    const rows = await repo.listVisible(this.db, new Date(this.now().getTime() - ADMIN_RESTORED_DAYS * DAY_MS), ADMIN_LIMIT);
    const ids = rows.map((r) => r.id);
    const areas = await repo.areasOf(this.db, ids);
    const history = await repo.historyOf(this.db, ids);
    const reports = await repo.reportsOf(this.db, ids);
    const of = <T extends { outage_id: string }>(list: readonly T[], id: string) => list.filter((x) => x.outage_id === id);
    return { items: rows.map((row) => presentAdmin(row, of(areas, row.id), of(history, row.id), of(reports, row.id))) };
  }

  /** GET /api/admin/outages/{id}: one incident as the operators see it. */
  async adminById(id: string): Promise<AdminOutage> {
    const row = await repo.findById(this.db, id);
    if (!row) throw notFound();
    return this.adminView(this.db, row);
  }

  /** "¿Me afecta?" (issue 36 §2), in ./affects.ts; made on first use (the clock and the views stay this service's). */
  private affectsService: OutageAffectsService | null = null;
  private get affects(): OutageAffectsService {
    this.affectsService ??= new OutageAffectsService(
      this.db,
      () => this.now(),
      (q, rows) => this.publicViews(q, rows),
    );
    return this.affectsService;
  }

  /** GET /api/outages/affects: by barrio or vereda as typed; an unknown one is a 400 naming «barrio». */
  affectsBarrio(name: string, service?: CutService): Promise<OutageAffects> {
    return this.affects.byBarrio(name, service);
  }

  /** POST /api/outages/affects: by contract number (the invoice lookup's 404 when unknown). */
  affectsContract(rawNumber: string, service?: CutService): Promise<OutageAffects> {
    return this.affects.byContract(rawNumber, service);
  }

  /** GET /api/account/outages: each contract linked to the account, answered at once. */
  accountOutages(userId: string): Promise<AccountOutages> {
    return this.affects.ofAccount(userId);
  }

  /** GET /api/outages.geojson (RFC 7946): one feature per listed incident and barrio or vereda that has an outline. */
  async geojson(): Promise<OutageFeatureCollection> {
    return outageFeatures((await this.listPublic()).items);
  }
}

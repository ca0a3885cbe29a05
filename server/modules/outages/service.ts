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
import { BILLING_MESSAGES } from "../billing/context";
import * as news from "../news/repository";
import type { NewsRow } from "../news/repository";
import * as pqrs from "../pqrs/repository";
import { findBarrio, type Barrio } from "../../../src/shared/barrios";
import { areaKey } from "../../../src/shared/cutAlerts";
import barriosGeo from "../../../src/shared/geo/barrios.json";
import { normalizeContractNumber, requiredContractNumberProblem } from "../../../src/shared/billing";
import { cutState, SERVICE_LABELS, type CutService } from "../../../src/shared/news";
import {
  ETR_ALERT_THRESHOLD_MS,
  OUTAGE_REFERENCE_PATTERN,
  RESTORED_VISIBLE_DAYS,
  type AccountOutages,
  type AdminOutage,
  type AdminOutageList,
  type AffectingCut,
  type OutageAffects,
  type OutageCreateInput,
  type OutageFeatureCollection,
  type OutageList,
  type OutagePatchInput,
  type OutageStatus,
  type PublicOutage,
} from "../../../src/shared/outages";
import { bogotaDay } from "../../../src/shared/time";
import { alertEvent, caseServiceKey, type OutageAlertContext } from "./alerts";
import type { SubscriberEvent } from "./mail";
import { presentAdmin, presentPublic } from "./presenter";
import * as repo from "./repository";
import type { NewArea, OutageRow } from "./repository";

export const OUTAGE_MESSAGES = {
  notFound: "No encontramos ese incidente. Revise la dirección o la referencia.",
  staleVersion: "Otra persona actualizó este incidente mientras usted lo editaba. Recargue para ver la versión actual y vuelva a aplicar su cambio.",
  closed: "Este incidente ya se cerró con su hora de restablecimiento: no admite más cambios. Si el daño volvió, abra un incidente nuevo.",
  unknownArea: (name: string) => `«${name}» no es un barrio ni una vereda del municipio. Escríbalo como aparece en la lista de barrios y veredas.`,
  wrongKind: (name: string, kind: string) => `«${name}» es ${kind === "vereda" ? "una vereda" : "un barrio"}: indíquelo con ese tipo de zona.`,
  unknownContract: (number: string) => `No existe el contrato «${number}». Revise el número.`,
  startedInFuture: "La hora de inicio no puede ser posterior a este momento.",
  etrBeforeStart: "La hora estimada de restablecimiento debe ser posterior a la hora de inicio del incidente.",
  restoredMissing: "Para cerrar el incidente indique la hora en que se restableció el servicio (restoredAt).",
  restoredBeforeStart: "La hora de restablecimiento no puede ser anterior a la hora de inicio del incidente.",
  restoredInFuture: "La hora de restablecimiento no puede ser posterior a este momento.",
  restoredNeedsStatus: "Para registrar la hora de restablecimiento, el estado debe ser «restored».",
  reportFormat: "Escriba el radicado completo de un reporte de falla, por ejemplo FAL-2026-000123.",
  reportNotFound: (reference: string) => `No existe el reporte de falla ${reference}. Revise el radicado.`,
  reportOtherService: (reference: string, service: string) =>
    `El reporte ${reference} es de ${service.toLowerCase()}, y este incidente es de otro servicio: únalo al incidente de ese servicio.`,
  reportElsewhere: (reference: string, incident: string) => `El reporte ${reference} ya está unido al incidente ${incident}.`,
  unknownBarrio: (name: string) => `No conocemos el barrio o la vereda «${name}». Escríbalo como aparece en su factura.`,
} as const;

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
/** Programmed cuts not yet ended, all services: a few dozen at most (news publishes them one by one). */
const CUTS_LIMIT = 500;
const FAL_PATTERN = /^FAL-\d{4}-\d{6}$/;

const notFound = () => new HttpError(404, "OUTAGE_NOT_FOUND", OUTAGE_MESSAGES.notFound);
const time = (d: Date | null) => (d ? d.getTime() : null);
const clean = (text: string | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

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

/** Polygons of barrios.json by key (the file is small: read once). */
let polygons: Map<string, unknown> | null = null;
function polygonOf(key: string): unknown {
  polygons ??= new Map(
    (barriosGeo as { features: { properties: { name: string }; geometry: unknown }[] }).features.map((f) => [areaKey(f.properties.name), f.geometry]),
  );
  return polygons.get(key);
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

  /** The programmed cuts not yet ended at `now` (published ones only), of one service or all. */
  private async openCuts(now: Date, service: CutService | undefined): Promise<NewsRow[]> {
    const { rows } = await news.listPublic(this.db, { now, category: "cortes", upcoming: true, service, limit: CUTS_LIMIT, offset: 0 });
    return rows;
  }

  /**
   * "¿Me afecta?" for one place: the current incidents that cover it (its barrio or vereda, a
   * contract located there, or `contract` named directly) and the cuts among `cuts` whose zones name
   * it (folded and read like the cut alerts: "Centro" is El Centro). `until` is the latest ETR or cut
   * end among them; null when nothing affects the place, and null as well when any incident has no
   * ETR yet: an end we cannot promise is not shown as a time.
   */
  private async answer(area: Barrio | null, contract: string | null, service: CutService | undefined, cuts: readonly NewsRow[], now: Date): Promise<OutageAffects> {
    const rows = await repo.currentAffecting(this.db, { areaKey: area?.key ?? null, contract, service: service ?? null });
    const incidents = await this.publicViews(this.db, rows);
    const affecting: AffectingCut[] = area
      ? cuts
          .filter((c) => (c.cut_zones ?? []).some((zone) => findBarrio(zone)?.key === area.key))
          .map((c) => {
            const startsAt = new Date(c.cut_starts_at as Date);
            const endsAt = new Date(c.cut_ends_at as Date);
            return {
              slug: c.slug,
              title: c.title,
              service: c.cut_service as CutService,
              startsAt: startsAt.toISOString(),
              endsAt: endsAt.toISOString(),
              state: cutState(startsAt, endsAt, now),
            };
          })
      : [];
    let until: number | null = null;
    let unknownEnd = false;
    for (const i of incidents) {
      if (i.estimatedRestorationAt === null) unknownEnd = true;
      else until = Math.max(until ?? 0, Date.parse(i.estimatedRestorationAt));
    }
    for (const c of affecting) until = Math.max(until ?? 0, Date.parse(c.endsAt));
    return {
      area: area ? { kind: area.kind, name: area.name } : null,
      incidents,
      cuts: affecting,
      until: unknownEnd || until === null ? null : new Date(until).toISOString(),
    };
  }

  /** GET /api/outages/affects: by barrio or vereda as typed (accents and case do not count); an unknown one is a 400 naming «barrio». */
  async affectsBarrio(name: string, service?: CutService): Promise<OutageAffects> {
    const area = findBarrio(name);
    if (!area) throw invalidFields({ barrio: OUTAGE_MESSAGES.unknownBarrio(clean(name)) });
    const now = this.now();
    return this.answer(area, null, service, await this.openCuts(now, service), now);
  }

  /**
   * POST /api/outages/affects: the same for a contract's barrio, plus the incidents naming the
   * contract. The answer says nothing else of the contract (no holder, address, services or
   * balance); an unknown number is the invoice lookup's 404.
   */
  async affectsContract(rawNumber: string, service?: CutService): Promise<OutageAffects> {
    const problem = requiredContractNumberProblem(rawNumber);
    if (problem) throw invalidFields({ contract: problem });
    const number = normalizeContractNumber(rawNumber);
    const contract = await billing.contractByNumber(this.db, number);
    if (!contract) throw new HttpError(404, "NOT_FOUND", BILLING_MESSAGES.lookupNotFound, { contract: BILLING_MESSAGES.lookupNotFound });
    const now = this.now();
    return this.answer(findBarrio(contract.barrio), contract.number, service, await this.openCuts(now, service), now);
  }

  /**
   * GET /api/account/outages: each contract linked to the account, answered at once (all services:
   * the answer by number does not filter by a contract's services either, so both read alike).
   */
  async accountOutages(userId: string): Promise<AccountOutages> {
    const contracts = await billing.contractsOfUser(this.db, userId);
    const now = this.now();
    const cuts = contracts.length > 0 ? await this.openCuts(now, undefined) : [];
    const items: AccountOutages["items"] = [];
    for (const c of contracts) items.push({ contract: c.number, ...(await this.answer(findBarrio(c.barrio), c.number, undefined, cuts, now)) });
    return { items };
  }

  /** GET /api/outages.geojson (RFC 7946): one feature per listed incident and barrio or vereda that has an outline. */
  async geojson(): Promise<OutageFeatureCollection> {
    const { items } = await this.listPublic();
    const features: OutageFeatureCollection["features"] = [];
    for (const item of items) {
      for (const area of item.areas) {
        const geometry = polygonOf(areaKey(area.name));
        if (!geometry) continue;
        features.push({
          type: "Feature",
          id: `${item.reference}/${areaKey(area.name)}`,
          geometry,
          properties: {
            reference: item.reference,
            service: item.service,
            status: item.status,
            estimatedRestorationAt: item.estimatedRestorationAt,
            startedAt: item.startedAt,
            restoredAt: item.restoredAt,
            area: area.name,
          },
        });
      }
    }
    return { type: "FeatureCollection", features };
  }
}

import { action, computed, observable, observableRef, runInAction } from "mobx";
import { errorStatus, serverFields, serverMessage } from "../../services/apiClient";
import { BARRIOS, findBarrio } from "../../shared/barrios";
import type { CutService } from "../../shared/news";
import { OUTAGE_LIMITS, type AdminOutage, type OutageArea, type OutageCreateInput, type OutagePatchInput, type OutageStatus } from "../../shared/outages";
import { BOGOTA_OFFSET_MS } from "../../shared/time";
import { defineFeatureStore } from "../../stores/base/featureStore";
import { createOutagesAdminApi, type OutagesAdminApi } from "./outagesAdminApi";

/** An instant as a date-and-time control's value, Bogotá wall clock ("2026-11-21T08:00"). */
export function toBogotaLocal(iso: string | null | undefined): string {
  if (!iso) return "";
  return new Date(Date.parse(iso) - BOGOTA_OFFSET_MS).toISOString().slice(0, 16);
}

/** A date-and-time control's value read as Bogotá time; "" when it is not a date. */
export function fromBogotaLocal(local: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return "";
  const ms = Date.parse(`${local}:00Z`) + BOGOTA_OFFSET_MS;
  return Number.isNaN(ms) ? "" : new Date(ms).toISOString();
}

/** Contract numbers as an operator types them: separated by commas, spaces or lines. */
export function contractNumbers(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).filter(Boolean))];
}

/** The ids of the form's controls, for the error summary's links (the date controls carry the field's id). */
export const OUTAGE_FIELD_IDS = {
  service: "incidente-servicio",
  areas: "incidente-zonas",
  contracts: "incidente-contratos",
  cause: "incidente-causa",
  startedAt: "incidente-inicio",
  estimatedRestorationAt: "incidente-etr",
  note: "incidente-nota",
} as const;
export type OutageFormField = keyof typeof OUTAGE_FIELD_IDS;

/** The fields of the actions on one incident, as the server names them (and `reference` for a report). */
export type OutageActionField = "status" | "estimatedRestorationAt" | "note" | "restoredAt" | "reference";

/** What the "Abrir incidente" form holds: every field as the text of its control. */
export interface OutageDraft {
  service: CutService | "";
  /** Names of BARRIOS (barrios and veredas) chosen in the list. */
  barrios: readonly string[];
  contracts: string;
  cause: string;
  /** Bogotá wall clock, "2026-11-21T08:00"; "" while incomplete. */
  startedAt: string;
  estimatedRestorationAt: string;
  note: string;
}

const emptyDraft = (now: Date): OutageDraft => ({
  service: "",
  barrios: [],
  contracts: "",
  cause: "",
  startedAt: toBogotaLocal(now.toISOString()),
  estimatedRestorationAt: "",
  note: "",
});

/** The server's field (or a schema path such as "areas.0.name") as the form's field. */
function formField(key: string): OutageFormField | null {
  const head = key.split(".")[0];
  return head in OUTAGE_FIELD_IDS ? (head as OutageFormField) : null;
}

const M = {
  service: "Servicio: elija el servicio interrumpido.",
  areas: "Zonas afectadas: elija al menos un barrio o vereda, o escriba un número de contrato.",
  areasMax: `Zonas afectadas: son más de ${OUTAGE_LIMITS.areasMax}; abra un incidente por sector.`,
  contracts: "Contratos afectados: escriba solo números de contrato, separados por comas.",
  cause: `Causa: escriba como máximo ${OUTAGE_LIMITS.causeMax} caracteres.`,
  startedAt: "Inicio: escriba la fecha (dd/mm/aaaa) y la hora (hh:mm) en que empezó el daño.",
  startedInFuture: "Inicio: la hora de inicio no puede ser posterior a este momento.",
  etr: "Hora estimada de restablecimiento: escriba la fecha y la hora completas, o deje ambas vacías.",
  etrBeforeStart: "Hora estimada de restablecimiento: debe ser posterior a la hora de inicio del incidente.",
  note: `Nota pública: escriba como máximo ${OUTAGE_LIMITS.noteMax} caracteres.`,
  etrRequired: "Nueva hora estimada: escriba la fecha y la hora, o use «Quitar la hora estimada».",
  restoredRequired: "Hora de restablecimiento: escriba la fecha y la hora en que volvió el servicio; sin ella el incidente no se cierra.",
  restoredBeforeStart: "Hora de restablecimiento: no puede ser anterior a la hora de inicio del incidente.",
  restoredInFuture: "Hora de restablecimiento: no puede ser posterior a este momento.",
  reference: "Reporte de falla: escriba el radicado completo, por ejemplo FAL-2026-000123.",
  stale:
    "Otra persona cambió este incidente mientras usted lo tenía abierto. Ya cargamos la versión actual: revísela y, si aún hace falta, vuelva a aplicar su cambio.",
  closed: "Este incidente ya está cerrado con su hora de restablecimiento: no admite más cambios. Si el daño volvió, abra un incidente nuevo.",
  failed: "No fue posible guardar el cambio. Intente de nuevo.",
  openFailed: "No fue posible abrir el incidente. Intente de nuevo.",
} as const;

/** Clocks drift: a start this far ahead of this device's clock is still "now" (the server allows the same). */
const CLOCK_SKEW_MS = 5 * 60 * 1000;
const FAL_PATTERN = /^FAL-\d{4}-\d{6}$/;

/** Current incidents, the newest start first; then the restored ones, the latest restoration first. */
export function orderOutages(items: readonly AdminOutage[]): AdminOutage[] {
  const current = items.filter((o) => o.status !== "restored").sort((a, b) => Date.parse(b.startedAt) - Date.parse(a.startedAt));
  const restored = items
    .filter((o) => o.status === "restored")
    .sort((a, b) => Date.parse(b.restoredAt ?? b.updatedAt) - Date.parse(a.restoredAt ?? a.updatedAt));
  return [...current, ...restored];
}

/**
 * One incident being managed: its latest read (with the version sent back), what the operator typed
 * for each action, and each action's problems. A 409 reloads the incident and says why.
 */
export class OutageEditor {
  /** The latest read, as the server answered it (replaced whole, never edited). */
  @observableRef accessor outage: AdminOutage;
  @observable accessor status: OutageStatus;
  @observable accessor etr: string;
  @observable accessor note: string;
  @observable accessor restoredAt = "";
  @observable accessor report = "";
  @observable accessor errors: Partial<Record<OutageActionField, string>> = {};
  /** A change refused because someone changed the incident first (409), or a general failure. */
  @observable accessor notice: string | null = null;
  @observable accessor busy = false;
  /** What the last successful action did, for the panel's status line. */
  @observable accessor done: string | null = null;

  constructor(
    outage: AdminOutage,
    private readonly api: OutagesAdminApi,
    private readonly onChanged: (outage: AdminOutage) => void,
    private readonly now: () => Date,
  ) {
    this.outage = outage;
    this.status = outage.status;
    this.etr = toBogotaLocal(outage.estimatedRestorationAt);
    this.note = outage.note;
  }

  @computed get closed(): boolean {
    return this.outage.status === "restored";
  }

  @action setStatus(v: OutageStatus): void {
    this.status = v;
  }
  @action setEtr(v: string): void {
    this.etr = v;
  }
  @action setNote(v: string): void {
    this.note = v;
  }
  @action setRestoredAt(v: string): void {
    this.restoredAt = v;
  }
  @action setReport(v: string): void {
    this.report = v;
  }

  /** "Cambiar estado": reported → crew assigned → working (restoring has its own action). */
  changeStatus(): Promise<boolean> {
    if (this.status === "restored") return this.refuse({ status: M.restoredRequired });
    return this.patch({ status: this.status }, "Estado actualizado.");
  }

  /** "Mover la hora estimada": a new ETR, after the start. */
  moveEtr(): Promise<boolean> {
    const iso = fromBogotaLocal(this.etr);
    if (!iso) return this.refuse({ estimatedRestorationAt: M.etrRequired });
    if (Date.parse(iso) <= Date.parse(this.outage.startedAt)) return this.refuse({ estimatedRestorationAt: M.etrBeforeStart });
    return this.patch({ estimatedRestorationAt: iso }, "Hora estimada actualizada.");
  }

  /** "Quitar la hora estimada": nobody knows yet when it comes back. */
  clearEtr(): Promise<boolean> {
    return this.patch({ estimatedRestorationAt: null }, "Se quitó la hora estimada.");
  }

  /** "Guardar nota": the public note (empty is allowed). */
  saveNote(): Promise<boolean> {
    if (this.note.length > OUTAGE_LIMITS.noteMax) return this.refuse({ note: M.note });
    return this.patch({ note: this.note }, "Nota pública actualizada.");
  }

  /** "Cerrar incidente": status restored with its restoration time, never before the start nor in the future. */
  restore(): Promise<boolean> {
    const iso = fromBogotaLocal(this.restoredAt);
    if (!iso) return this.refuse({ restoredAt: M.restoredRequired });
    if (Date.parse(iso) < Date.parse(this.outage.startedAt)) return this.refuse({ restoredAt: M.restoredBeforeStart });
    if (Date.parse(iso) > this.now().getTime() + CLOCK_SKEW_MS) return this.refuse({ restoredAt: M.restoredInFuture });
    return this.patch({ status: "restored", restoredAt: iso }, "Incidente cerrado: servicio restablecido.");
  }

  /** "Unir reporte": a failure report FAL-… of the same service. */
  async mergeReport(): Promise<boolean> {
    const reference = this.report.trim().toUpperCase();
    if (!FAL_PATTERN.test(reference)) return this.refuse({ reference: M.reference });
    return this.run(() => this.api.mergeReport(this.outage.id, reference), `Se unió el reporte ${reference}.`, () => (this.report = ""));
  }

  @action private refuse(errors: Partial<Record<OutageActionField, string>>): Promise<boolean> {
    this.errors = errors;
    this.done = null;
    return Promise.resolve(false);
  }

  private patch(change: Omit<OutagePatchInput, "version">, done: string): Promise<boolean> {
    const version = this.outage.version;
    return this.run(() => this.api.update(this.outage.id, { ...change, version }), done);
  }

  /** Sends one action; a 409 (changed by someone else, or closed) reloads the incident and says so. */
  private async run(call: () => Promise<AdminOutage>, done: string, after?: () => void): Promise<boolean> {
    if (this.busy) return false;
    runInAction(() => {
      this.busy = true;
      this.errors = {};
      this.notice = null;
      this.done = null;
    });
    try {
      const outage = await call();
      runInAction(() => {
        this.take(outage);
        this.done = done;
        after?.();
      });
      this.onChanged(outage);
      return true;
    } catch (error) {
      if (errorStatus(error) === 409) {
        const code = (error as { response?: { data?: { code?: string } } }).response?.data?.code;
        const fields = serverFields(error);
        if (fields?.reference) {
          // A report already merged into another incident: a problem of the field, not a stale read.
          runInAction(() => (this.errors = { reference: fields.reference }));
          return false;
        }
        runInAction(() => (this.notice = code === "OUTAGE_CLOSED" ? (serverMessage(error) ?? M.closed) : M.stale));
        await this.reload();
        return false;
      }
      const fields = serverFields(error);
      runInAction(() => {
        if (fields) {
          const known: Partial<Record<OutageActionField, string>> = {};
          for (const [k, v] of Object.entries(fields)) {
            const key = k.split(".")[0] as OutageActionField;
            if (["status", "estimatedRestorationAt", "note", "restoredAt", "reference"].includes(key)) known[key] = v;
          }
          if (Object.keys(known).length > 0) this.errors = known;
          else this.notice = serverMessage(error) ?? M.failed;
        } else this.notice = serverMessage(error) ?? M.failed;
      });
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** Reads the incident as it stands now; the operator's typed values stay, the selectors follow the new read. */
  async reload(): Promise<void> {
    try {
      const outage = await this.api.get(this.outage.id);
      runInAction(() => this.take(outage, false));
      this.onChanged(outage);
    } catch {
      // The notice already asks to look again; the list's next read will bring it.
    }
  }

  @action private take(outage: AdminOutage, resetInputs = true): void {
    this.outage = outage;
    this.status = outage.status;
    if (resetInputs) {
      this.etr = toBogotaLocal(outage.estimatedRestorationAt);
      this.note = outage.note;
      this.restoredAt = "";
    }
  }
}

/**
 * /admin/incidentes (OPERATOR, ADMIN, SUPER_ADMIN; issue 36 §1): the current incidents first, then
 * those restored in the last 30 days; "Abrir incidente" with its areas from the list of barrios and
 * veredas (or contracts); and, on one incident, its status, ETR, public note, failure reports and
 * restoration, each sent with the version read.
 */
export class AdminOutagesStore {
  @observableRef accessor items: readonly AdminOutage[] | null = null;
  @observable accessor loadError: unknown = null;
  @observable accessor loading = false;

  /** The "Abrir incidente" dialog is open. */
  @observable accessor formOpen = false;
  @observable accessor draft: OutageDraft;
  @observable accessor formErrors: Partial<Record<OutageFormField, string>> = {};
  /** A refusal that names no field (connection, permission). */
  @observable accessor formError: string | null = null;
  /** Counts failed attempts, so the error summary takes the focus on each. */
  @observable accessor attempt = 0;
  @observable accessor creating = false;

  /** The incident being managed, or null. */
  @observable accessor editor: OutageEditor | null = null;

  constructor(
    private readonly api: OutagesAdminApi,
    /** The clock; tests set it. */
    private readonly now: () => Date = () => new Date(),
  ) {
    this.draft = emptyDraft(now());
  }

  /** Current first, then restored (see orderOutages). */
  @computed get ordered(): AdminOutage[] {
    return orderOutages(this.items ?? []);
  }
  @computed get current(): AdminOutage[] {
    return this.ordered.filter((o) => o.status !== "restored");
  }
  @computed get restored(): AdminOutage[] {
    return this.ordered.filter((o) => o.status === "restored");
  }

  /** The page opens (or "Intentar de nuevo"): reads the list. */
  async load(): Promise<void> {
    runInAction(() => (this.loading = true));
    try {
      const list = await this.api.list();
      runInAction(() => {
        this.items = list.items;
        this.loadError = null;
      });
    } catch (error) {
      runInAction(() => (this.loadError = error));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** "Abrir incidente": an empty form whose start is now. */
  @action startNew(): void {
    this.draft = emptyDraft(this.now());
    this.formErrors = {};
    this.formError = null;
    this.formOpen = true;
  }

  @action closeForm(): void {
    this.formOpen = false;
  }

  @action set<K extends keyof OutageDraft>(field: K, value: OutageDraft[K]): void {
    this.draft = { ...this.draft, [field]: value };
  }

  @action toggleBarrio(name: string): void {
    const has = this.draft.barrios.includes(name);
    this.set("barrios", has ? this.draft.barrios.filter((b) => b !== name) : [...this.draft.barrios, name]);
  }

  /** The areas the draft names: the barrios and veredas chosen, then the contracts typed. */
  @computed get draftAreas(): OutageArea[] {
    const barrios = this.draft.barrios.map((name) => ({ kind: findBarrio(name)?.kind ?? "barrio", name }));
    return [...barrios, ...contractNumbers(this.draft.contracts).map((name) => ({ kind: "contract" as const, name }))];
  }

  /** The form's problems, each naming its field, in the form's order. */
  private check(): Partial<Record<OutageFormField, string>> {
    const d = this.draft;
    const out: Partial<Record<OutageFormField, string>> = {};
    if (!d.service) out.service = M.service;
    const contracts = contractNumbers(d.contracts);
    if (contracts.some((c) => !/^\d{4,20}$/.test(c))) out.contracts = M.contracts;
    else if (this.draftAreas.length === 0) out.areas = M.areas;
    else if (this.draftAreas.length > OUTAGE_LIMITS.areasMax) out.areas = M.areasMax;
    if (d.cause.length > OUTAGE_LIMITS.causeMax) out.cause = M.cause;
    const start = fromBogotaLocal(d.startedAt);
    if (!start) out.startedAt = M.startedAt;
    else if (Date.parse(start) > this.now().getTime() + CLOCK_SKEW_MS) out.startedAt = M.startedInFuture;
    const etr = d.estimatedRestorationAt ? fromBogotaLocal(d.estimatedRestorationAt) : "";
    if (d.estimatedRestorationAt && !etr) out.estimatedRestorationAt = M.etr;
    else if (etr && start && Date.parse(etr) <= Date.parse(start)) out.estimatedRestorationAt = M.etrBeforeStart;
    if (d.note.length > OUTAGE_LIMITS.noteMax) out.note = M.note;
    return out;
  }

  /** "Abrir incidente" in the form: checked here, then by the server, whose field problems land on their fields. */
  async create(): Promise<AdminOutage | null> {
    if (this.creating) return null;
    const problems = this.check();
    if (Object.keys(problems).length > 0) {
      runInAction(() => {
        this.formErrors = problems;
        this.formError = null;
        this.attempt++;
      });
      return null;
    }
    const d = this.draft;
    const input: OutageCreateInput = {
      service: d.service as CutService,
      areas: this.draftAreas,
      startedAt: fromBogotaLocal(d.startedAt),
      ...(d.cause.trim() ? { cause: d.cause.trim() } : {}),
      ...(d.estimatedRestorationAt ? { estimatedRestorationAt: fromBogotaLocal(d.estimatedRestorationAt) } : {}),
      ...(d.note.trim() ? { note: d.note.trim() } : {}),
    };
    runInAction(() => {
      this.creating = true;
      this.formErrors = {};
      this.formError = null;
    });
    try {
      const created = await this.api.open(input);
      runInAction(() => {
        this.items = [created, ...(this.items ?? []).filter((o) => o.id !== created.id)];
        this.formOpen = false;
        this.draft = emptyDraft(this.now());
      });
      return created;
    } catch (error) {
      const fields = serverFields(error);
      runInAction(() => {
        const mapped: Partial<Record<OutageFormField, string>> = {};
        for (const [k, v] of Object.entries(fields ?? {})) {
          const field = formField(k);
          if (field) mapped[field] ??= v;
        }
        if (Object.keys(mapped).length > 0) this.formErrors = mapped;
        else this.formError = serverMessage(error) ?? M.openFailed;
        this.attempt++;
      });
      return null;
    } finally {
      runInAction(() => (this.creating = false));
    }
  }

  /** "Gestionar": the actions on one incident. */
  @action manage(id: string): void {
    const outage = this.items?.find((o) => o.id === id);
    if (!outage) return;
    this.editor = new OutageEditor(outage, this.api, (o) => this.replace(o), this.now);
  }

  @action stopManaging(): void {
    this.editor = null;
  }

  /** An incident as the server last answered it, in the list. */
  @action private replace(outage: AdminOutage): void {
    const items = this.items ?? [];
    this.items = items.some((o) => o.id === outage.id) ? items.map((o) => (o.id === outage.id ? outage : o)) : [outage, ...items];
  }
}

/** Every barrio and vereda, as the areas' list offers them (urban first). */
export const AREA_OPTIONS = BARRIOS;

export const adminOutagesStoreKey = defineFeatureStore("adminOutages", (root) => new AdminOutagesStore(createOutagesAdminApi(root.api)));

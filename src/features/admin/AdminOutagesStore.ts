import { action, computed, observable, observableRef, runInAction } from "mobx";
import { serverFields, serverMessage } from "../../services/apiClient";
import { BARRIOS, findBarrio } from "../../shared/barrios";
import type { CutService } from "../../shared/news";
import { OUTAGE_LIMITS, type AdminOutage, type OutageArea, type OutageCreateInput } from "../../shared/outages";
import { defineFeatureStore } from "../../stores/base/featureStore";
import { createOutagesAdminApi, type OutagesAdminApi } from "./outagesAdminApi";

import { OutageEditor } from "./OutageEditor";
import { CLOCK_SKEW_MS, contractNumbers, emptyDraft, formField, fromBogotaLocal, M, orderOutages, type OutageDraft, type OutageFormField } from "./outageForm";

export { contractNumbers, fromBogotaLocal, orderOutages, OUTAGE_FIELD_IDS, toBogotaLocal } from "./outageForm";
export type { OutageActionField, OutageDraft, OutageFormField } from "./outageForm";
export { OutageEditor };

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

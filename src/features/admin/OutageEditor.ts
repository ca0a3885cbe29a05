import { action, computed, observable, observableRef, runInAction } from "mobx";
import { errorStatus, serverFields, serverMessage } from "../../services/apiClient";
import { OUTAGE_LIMITS, type AdminOutage, type OutagePatchInput, type OutageStatus } from "../../shared/outages";
import { CLOCK_SKEW_MS, FAL_PATTERN, fromBogotaLocal, M, toBogotaLocal, type OutageActionField } from "./outageForm";
import type { OutagesAdminApi } from "./outagesAdminApi";

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
    return this.run(
      () => this.api.mergeReport(this.outage.id, reference),
      `Se unió el reporte ${reference}.`,
      () => (this.report = ""),
    );
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

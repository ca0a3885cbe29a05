import { action, computed, observable, runInAction } from "mobx";
import type { ApiClient } from "../../services/apiClient";
import { serverFields, serverMessage } from "../../services/apiClient";
import { VOLTAGE_LEVELS } from "../../shared/tariffs/energy";
import {
  compareFigures,
  ENERGY_COMPONENTS,
  monthLabel,
  nextMonth,
  normalizeFigures,
  tariffProblems,
  WATER_CHARGES,
  WATER_SERVICES,
  type FigureChange,
  type PublishedTariff,
  type TariffFigures,
  type TariffHistory,
  type TariffProblem,
  type TariffPublishInput,
} from "../../shared/tariffs/published";
import { defineFeatureStore } from "../../stores/base/featureStore";

/** The administrators' tariff calls (issue 34 §2). */
export interface AdminTariffsApi {
  history(): Promise<TariffHistory>;
  publish(input: TariffPublishInput): Promise<{ outcome: "created" | "updated"; tariff: PublishedTariff; previous: PublishedTariff | null }>;
}

export function createAdminTariffsApi(api: ApiClient): AdminTariffsApi {
  return {
    history: () => api.get<TariffHistory>("/tariffs/history.json", { headers: { "Cache-Control": "no-cache" } }),
    publish: (input) => api.post("/admin/tariffs", input),
  };
}

/** Publish the next month, or correct a published one (a new version with its reason). */
export type TariffMode = "new" | "correction";

/** Every figure of the form, in the order the screen shows them: "energy.1.g" … "water.alcantarillado.perM3". */
export const TARIFF_FIELDS: readonly string[] = [
  ...VOLTAGE_LEVELS.flatMap((l) => ENERGY_COMPONENTS.map((k) => `energy.${l}.${k}`)),
  ...WATER_SERVICES.flatMap((s) => WATER_CHARGES.map((k) => `water.${s}.${k}`)),
];

/** The id of a form control, for the error summary's links. */
export function tariffFieldId(field: string): string {
  return `tarifa-${field.replace(/\./g, "-")}`;
}

/** A figure as the form shows it: decimal comma, no thousands separator ("352,18"). */
export function figureText(v: number): string {
  return String(v).replace(".", ",");
}

/**
 * What a person typed as a figure: "352,18", "352.18", "12.480,5" or "12.480" (dots group thousands
 * when there is a comma, or when every group after a dot has three digits, as Colombians write pesos).
 */
export function parseFigure(text: string): number | null {
  const t = text.trim().replace(/\s/g, "");
  if (t === "") return null;
  const normal = t.includes(",") || /^\d{1,3}(\.\d{3})+$/.test(t) ? t.replace(/\./g, "").replace(",", ".") : t;
  if (!/^\d+(\.\d+)?$/.test(normal)) return Number.NaN;
  return Number(normal);
}

function valuesOf(t: TariffFigures): Record<string, string> {
  const out: Record<string, string> = {};
  for (const l of VOLTAGE_LEVELS) for (const k of ENERGY_COMPONENTS) out[`energy.${l}.${k}`] = figureText(t.energy[String(l) as "1"][k]);
  for (const s of WATER_SERVICES) for (const k of WATER_CHARGES) out[`water.${s}.${k}`] = figureText(t.water[s][k]);
  return out;
}

/**
 * /admin/tarifas (ADMIN, SUPER_ADMIN; issue 34 §2): the history of every month and version, and a
 * form that publishes the next month or corrects a published one. The form goes through a preview
 * of every figure, old and new, the changed ones marked, before the person confirms; a correction
 * needs its reason. The server checks everything again and never edits a published version.
 */
export class AdminTariffsStore {
  @observable accessor history: readonly PublishedTariff[] | null = null;
  @observable accessor loadError: unknown = null;
  @observable accessor mode: TariffMode = "new";
  @observable accessor month = "";
  @observable accessor values: Readonly<Record<string, string>> = {};
  @observable accessor reason = "";
  /** The preview step: the figures are checked and shown old against new, waiting for confirmation. */
  @observable accessor reviewing = false;
  @observable accessor problems: readonly TariffProblem[] = [];
  /** Counts failed attempts, so the error summary takes the focus on each. */
  @observable accessor attempt = 0;
  @observable accessor saving = false;
  @observable accessor saved: PublishedTariff | null = null;
  @observable accessor saveError: string | null = null;

  constructor(private readonly api: AdminTariffsApi) {}

  /** The latest version of each month, newest month first. */
  @computed get months(): PublishedTariff[] {
    const latest = new Map<string, PublishedTariff>();
    for (const t of this.history ?? []) if ((latest.get(t.month)?.version ?? 0) < t.version) latest.set(t.month, t);
    return [...latest.values()].sort((a, b) => (a.month < b.month ? 1 : -1));
  }

  /** Every version, newest month and version first (the history list). */
  @computed get versions(): PublishedTariff[] {
    return [...(this.history ?? [])].sort((a, b) => (a.month === b.month ? b.version - a.version : a.month < b.month ? 1 : -1));
  }

  /** What the new figures are compared with: the month's own latest version (a correction), else the newest month published. */
  @computed get base(): PublishedTariff | null {
    if (this.mode === "correction") return this.months.find((m) => m.month === this.month) ?? null;
    return this.months.find((m) => m.month < this.month) ?? this.months[this.months.length - 1] ?? null;
  }

  /** The form as the API takes it, or null while a figure is missing or unreadable. */
  @computed get draft(): TariffPublishInput | null {
    const n = (field: string) => parseFigure(this.values[field] ?? "");
    const nums = TARIFF_FIELDS.map(n);
    if (nums.some((v) => v === null || Number.isNaN(v))) return null;
    const level = (l: number) =>
      Object.fromEntries(ENERGY_COMPONENTS.map((k) => [k, n(`energy.${l}.${k}`)!])) as Record<(typeof ENERGY_COMPONENTS)[number], number>;
    const water = (s: string) => ({ cargoFijo: n(`water.${s}.cargoFijo`)!, perM3: n(`water.${s}.perM3`)! });
    return {
      month: this.month,
      energy: { "1": level(1), "2": level(2), "3": level(3) },
      water: { acueducto: water("acueducto"), alcantarillado: water("alcantarillado") },
      ...(this.mode === "correction" ? { reason: this.reason.trim() } : {}),
    };
  }

  /** Every figure old against new (the preview), the changed ones marked. */
  @computed get changes(): (FigureChange & { changed: boolean })[] {
    const d = this.draft;
    return d ? compareFigures(this.base, normalizeFigures(d)) : [];
  }

  /** The page opens: reads the history and prepares the next month. */
  async open(): Promise<void> {
    try {
      const h = await this.api.history();
      runInAction(() => {
        this.history = h.items;
        this.loadError = null;
        if (!this.month) this.setMode(this.mode);
      });
    } catch (error) {
      runInAction(() => (this.loadError = error));
    }
  }

  /** The newest month published, or null before the history is read. */
  @computed get newestMonth(): string | null {
    return this.months[0]?.month ?? null;
  }

  /** New month: the one after the newest, prefilled with the newest figures; correction: the newest month's latest version. */
  @action setMode(mode: TariffMode): void {
    this.mode = mode;
    this.reviewing = false;
    this.problems = [];
    this.reason = "";
    const newest = this.months[0];
    if (!newest) return;
    this.month = mode === "new" ? nextMonth(newest.month) : newest.month;
    this.values = valuesOf(newest);
  }

  /** A correction of another month starts from that month's latest version. */
  @action setMonth(month: string): void {
    this.month = month;
    this.reviewing = false;
    const m = this.months.find((t) => t.month === month);
    if (this.mode === "correction" && m) this.values = valuesOf(m);
  }

  @action setValue(field: string, text: string): void {
    this.values = { ...this.values, [field]: text };
    this.reviewing = false;
  }

  @action setReason(text: string): void {
    this.reason = text;
  }

  /** The form's problems, each naming its field, in the screen's order. */
  private check(): TariffProblem[] {
    const out: TariffProblem[] = [];
    for (const field of TARIFF_FIELDS) {
      const v = parseFigure(this.values[field] ?? "");
      if (v === null) out.push({ field, message: "Escriba la cifra." });
      else if (Number.isNaN(v)) out.push({ field, message: "Escriba solo números, con coma decimal (por ejemplo 352,18)." });
    }
    const published = this.months.some((m) => m.month === this.month);
    if (this.mode === "new" && published) {
      out.unshift({ field: "month", message: `${monthLabel(this.month)} ya está publicado: para cambiarlo elija «Corregir un mes publicado».` });
    }
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(this.month)) out.unshift({ field: "month", message: "Elija el mes de la tarifa (AAAA-MM)." });
    const d = this.draft;
    if (d) {
      for (const p of tariffProblems(d)) if (!out.some((o) => o.field === p.field)) out.push(p);
    }
    if (this.mode === "correction" && this.reason.trim() === "") out.push({ field: "reason", message: "Escriba el motivo de la corrección." });
    if (d && this.mode === "correction" && this.changes.every((c) => !c.changed)) {
      out.push({ field: "energy.1.g", message: "Las cifras son las mismas de la versión publicada: cambie al menos una." });
    }
    return out;
  }

  /** "Revisar cambios": checks the form; with no problem, shows the preview. */
  @action review(): boolean {
    this.saved = null;
    this.saveError = null;
    this.problems = this.check();
    if (this.problems.length > 0) {
      this.attempt++;
      return false;
    }
    this.reviewing = true;
    return true;
  }

  @action back(): void {
    this.reviewing = false;
  }

  /** "Confirmar y publicar": the server publishes the version (or refuses it, naming the field). */
  async confirm(): Promise<void> {
    const d = this.draft;
    if (!d || this.saving) return;
    runInAction(() => {
      this.saving = true;
      this.saveError = null;
    });
    try {
      const res = await this.api.publish(d);
      const h = await this.api.history().catch(() => null);
      runInAction(() => {
        this.saved = res.tariff;
        if (h) this.history = h.items;
        else this.history = [...(this.history ?? []), res.tariff];
        this.setMode("new");
      });
    } catch (error) {
      runInAction(() => {
        const fields = serverFields(error);
        this.reviewing = false;
        if (fields) {
          this.problems = Object.entries(fields).map(([field, message]) => ({ field, message }));
          this.attempt++;
        } else this.saveError = serverMessage(error) ?? "No fue posible publicar la tarifa. Intente de nuevo.";
      });
    } finally {
      runInAction(() => (this.saving = false));
    }
  }
}

export const adminTariffsStoreKey = defineFeatureStore("adminTariffs", (root) => new AdminTariffsStore(createAdminTariffsApi(root.api)));

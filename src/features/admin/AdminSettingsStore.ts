import { action, computed, observableRef, runInAction } from "mobx";
import { errorStatus, serverFields } from "../../services/apiClient";
import { DEFAULT_SETTINGS, tidySettings, type SiteSettings } from "../../shared/admin";
import { Resource } from "../../stores/base/LoadableStore";
import { defineFeatureStore } from "../../stores/base/featureStore";
import { createAdminApi, type AdminApi, type StoredSettings } from "./adminApi";

/** What the server holds, completed with the defaults (a key the server lacks never leaves a control uncontrolled). */
export function completeSettings(s: Partial<SiteSettings> | undefined): SiteSettings {
  return { ...DEFAULT_SETTINGS, ...(s ?? {}) };
}

function completed(stored: StoredSettings): StoredSettings {
  return { ...stored, settings: completeSettings(stored.settings) };
}

/** What a save came to: the settings stored (tidied), or the refusal with its field messages. */
export type SaveResult =
  | { ok: true; settings: SiteSettings }
  /** 409: someone saved first; the error is also in `conflict`. */
  | { ok: false; conflict: true; error: unknown }
  | { ok: false; conflict: false; error: unknown; fields: Record<string, string> | undefined };

const READ = "settings";

/**
 * /admin/settings (ADMIN, SUPER_ADMIN): the site settings of issue 9, read when the page opens and
 * saved with the version read (issue 20 §3). A save refused because someone else saved first (409)
 * is kept in `conflict` until the person loads the current version, which replaces the form's.
 */
export class AdminSettingsStore {
  /** This visit's read of the settings: each answer is a new object (the form refills from it). */
  @observableRef accessor read: Resource<typeof READ, StoredSettings>;
  /** The answer of the last save, and the read it followed (a later read replaces it). */
  @observableRef private accessor saved: { after: StoredSettings | undefined; value: StoredSettings } | null = null;
  /** A save refused because someone saved first (409): its error, until the current version is asked for. */
  @observableRef accessor conflict: unknown = null;

  constructor(
    private readonly api: Pick<AdminApi, "settings" | "saveSettings">,
    /** This tab's header, footer and banner read the public settings again after a save. */
    private readonly onSaved: () => void,
  ) {
    this.read = this.newRead();
  }

  private newRead(): Resource<typeof READ, StoredSettings> {
    return new Resource(() => this.api.settings().then(completed));
  }

  /** The settings last read from or saved on the server: "Descartar cambios" returns to them. */
  @computed get stored(): StoredSettings | null {
    const read = this.read.value;
    return this.saved && this.saved.after === read ? this.saved.value : (read ?? null);
  }

  /** The settings of the last read (not of a save): the form takes them when they come. */
  @computed get lastRead(): StoredSettings | undefined {
    return this.read.value;
  }

  /** The read failed (the form is not shown until one succeeds). */
  @computed get failed(): boolean {
    return this.read.status === "failed";
  }

  @computed get error(): unknown {
    return this.read.error;
  }

  /** The page opens: reads the settings. */
  open(): Promise<void> {
    return this.read.show(READ);
  }

  /** "Intentar de nuevo" after a failed read. */
  retry(): Promise<void> {
    return this.read.retry();
  }

  /** After a conflict: reads the current version (the form takes it when it comes). */
  @action loadCurrent(): Promise<void> {
    this.conflict = null;
    return this.read.reload();
  }

  /** Saves the settings (tidied) with the version last read or saved. */
  async save(settings: SiteSettings): Promise<SaveResult> {
    runInAction(() => (this.conflict = null));
    let value: StoredSettings;
    try {
      value = completed(await this.api.saveSettings(tidySettings(settings), this.stored?.version ?? 0));
    } catch (error) {
      if (errorStatus(error) === 409) {
        runInAction(() => (this.conflict = error));
        return { ok: false, conflict: true, error };
      }
      return { ok: false, conflict: false, error, fields: serverFields(error) };
    }
    runInAction(() => (this.saved = { after: this.read.value, value }));
    this.onSaved();
    return { ok: true, settings: value.settings };
  }

  /** The page closes: the next visit reads afresh, as a page opened anew. */
  @action leave(): void {
    this.read = this.newRead();
    this.saved = null;
    this.conflict = null;
  }
}

/** The settings screen's store, made with its page (the admin calls come in the page's chunk). */
export const adminSettingsStoreKey = defineFeatureStore(
  "adminSettings",
  (root) => new AdminSettingsStore(createAdminApi(root.api), () => void root.siteSettings.reload()),
);

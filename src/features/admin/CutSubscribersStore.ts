import { action, observable, observableRef, runInAction } from "mobx";
import { defineFeatureStore } from "../../stores/base/featureStore";
import { LoadableStore } from "../../stores/base/LoadableStore";
import type { CutAlertCounts } from "../../shared/cutAlerts";
import { createCutAlertsApi, type CutAlertsApi } from "../news/cutAlertsApi";

/** Wait after the last keystroke before asking (the editor types zones). */
const DEBOUNCE_MS = 400;

/**
 * The cut editor's "N suscriptores en <barrio>" (issue 24 §2): the active subscribers of each zone
 * as the editor types them, asked again a moment after the typing stops.
 */
export class CutSubscribersStore extends LoadableStore {
  @observable accessor zones = "";
  @observableRef accessor counts: CutAlertCounts["zones"] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly api: CutAlertsApi) {
    super();
  }

  /** The zones as typed (one a line or separated by commas). */
  @action watch(zones: string): void {
    if (zones === this.zones) return;
    this.zones = zones;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.reload(), DEBOUNCE_MS);
  }

  @action leave(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.zones = "";
    this.counts = [];
  }

  protected async fetch(): Promise<void> {
    const attempt = this.currentAttempt;
    const zones = this.zones.trim();
    const answer = zones ? (await this.api.counts(zones)).zones : [];
    if (this.isCurrent(attempt)) runInAction(() => (this.counts = answer));
  }
}

export const cutSubscribersStoreKey = defineFeatureStore("cutSubscribers", (root) => new CutSubscribersStore(createCutAlertsApi(root.api)));

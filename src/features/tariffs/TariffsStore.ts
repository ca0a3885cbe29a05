import { action, observable } from "mobx";
import type { TariffCurrent } from "../../shared/tariffs/published";
import { defineFeatureStore } from "../../stores/base/featureStore";
import { fetchCurrentTariffs } from "./tariffsApi";

/**
 * The published tariffs the rate pages show (issue 34 §2). `current` stays null until the API
 * answers; until then, and if it fails (`failed`), the pages keep the figures they were
 * prerendered with, so a backend failure never blanks a page.
 */
export class TariffsStore {
  @observable accessor current: TariffCurrent | null = null;
  @observable accessor failed = false;
  private pending: Promise<void> | null = null;

  constructor(private readonly fetchCurrent: () => Promise<TariffCurrent>) {}

  /** Reads the month in force once per page load (again after a failure). */
  load(): Promise<void> {
    return (this.pending ??= this.fetchCurrent().then(
      (value) => this.apply(value),
      () => {
        this.pending = null;
        this.fail();
      },
    ));
  }

  @action apply(value: TariffCurrent): void {
    this.current = value;
    this.failed = false;
  }

  @action fail(): void {
    this.failed = true;
  }
}

export const tariffsStoreKey = defineFeatureStore("tariffs", (root) => new TariffsStore(() => fetchCurrentTariffs(root.config.apiKey)));

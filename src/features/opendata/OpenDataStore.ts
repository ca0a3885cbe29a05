import { action, observable } from "mobx";
import type { CatalogDates } from "../../shared/opendata";
import { defineFeatureStore } from "../../stores/base/featureStore";
import { fetchCatalogDates } from "./openDataApi";

/**
 * The last change of each dataset, read from /data.json after the page shows (issue 35 §3): the
 * list itself (titles, descriptions, addresses) is prerendered and readable with scripts off; the
 * dates come from live data. `modified` maps a dataset's identifier to its ISO instant.
 */
export class OpenDataStore {
  @observable accessor modified: ReadonlyMap<string, string> | null = null;
  @observable accessor failed = false;
  private pending: Promise<void> | null = null;

  constructor(private readonly fetchDates: () => Promise<CatalogDates>) {}

  /** Reads the catalogue once per page load (again after a failure). */
  load(): Promise<void> {
    return (this.pending ??= this.fetchDates().then(
      (value) => this.apply(value),
      () => {
        this.pending = null;
        this.fail();
      },
    ));
  }

  @action apply(value: CatalogDates): void {
    this.modified = new Map(value.dataset.map((d) => [d.identifier, d.modified]));
    this.failed = false;
  }

  @action fail(): void {
    this.failed = true;
  }
}

export const openDataStoreKey = defineFeatureStore("opendata", () => new OpenDataStore(fetchCatalogDates));

import { saveBlob } from "../../services/saveBlob";
import type { CaseInput, PqrsInput } from "../../shared/pqrs";
import { defineFeatureStore } from "../../stores/base/featureStore";
import { FilingStore } from "./FilingStore";
import { MyRequestsStore } from "./MyRequestsStore";
import { createPqrsApi, type PqrsApi } from "./pqrsApi";
import { PqrsStatsStore, type SaveFile } from "./PqrsStatsStore";
import type { StatsRange } from "./statsRange";
import { TrackingStore } from "./TrackingStore";

/**
 * Customer service (DESIGN §5 "pqrs" and "forms"): the one holder of the PQRS calls. Each screen
 * that shows server data takes its own store from here when it appears (a form's submission, a
 * tracking form's lookups, the customer's requests, the statistics), so what one screen loaded or
 * sent never shows on the next one, and two forms on one page never share an idempotency key.
 */
export class PqrsStore {
  constructor(
    private readonly api: PqrsApi,
    private readonly save: SaveFile = saveBlob,
  ) {}

  /** The PQRS form's submission (a refused one gets a new key when the person edits the form). */
  pqrsFiling(): FilingStore<PqrsInput> {
    return new FilingStore<PqrsInput>((input, files, key, onProgress, captcha) => this.api.filePqrs(input, files, key, onProgress, captcha), "on-edit");
  }

  /** A case form's submission (CASE_FORMS; a refused one gets a new key at once). */
  caseFiling(): FilingStore<CaseInput> {
    return new FilingStore<CaseInput>((input, files, key, onProgress, captcha) => this.api.fileCase(input, files, key, onProgress, captcha), "at-once");
  }

  /** A tracking form's lookups. */
  tracking(): TrackingStore {
    return new TrackingStore(this.api);
  }

  /** The signed-in person's own requests. */
  myRequests(): MyRequestsStore {
    return new MyRequestsStore(this.api);
  }

  /** The statistics, starting at `range`. */
  statistics(range: StatsRange): PqrsStatsStore {
    return new PqrsStatsStore(this.api, range, this.save);
  }
}

/** The feature's store, made on first use over the root store's API client. */
export const pqrsStoreKey = defineFeatureStore("pqrs", (root) => new PqrsStore(createPqrsApi(root.api)));

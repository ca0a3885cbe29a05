import { action, computed, observable, observableRef, runInAction } from "mobx";
import { errorStatus, serverFields } from "../../services/apiClient";
import { saveBlob } from "../../services/saveBlob";
import {
  TREASURY_FIGURES,
  type RefundItem,
  type RefundList,
  type RefundStatus,
  type TreasuryQuery,
  type TreasuryReport,
  type TreasuryRow,
} from "../../shared/treasury";
import { Resource, Task } from "../../stores/base/LoadableStore";
import { defineFeatureStore } from "../../stores/base/featureStore";
import type { MetricsStore } from "../../stores/MetricsStore";
import { createTreasuryApi, type TreasuryApi } from "./treasuryApi";

/** What the treasury screen needs besides its calls. */
export interface TreasuryServices {
  metrics: Pick<MetricsStore, "trackDownload">;
  /** Hands a downloaded file to the browser under a name. */
  save: (blob: Blob, fileName: string) => void;
}

/** Whether any figure of a row moved (the screen lists those; the CSV has every row). */
export function hasMovement(row: Pick<TreasuryRow, (typeof TREASURY_FIGURES)[number]>): boolean {
  return TREASURY_FIGURES.some((f) => row[f].count > 0);
}

/**
 * /admin/tesoreria (issue 32 §4): the figures of the address's days per channel, the double
 * payments awaiting refund and the refunds recorded in those days, the CSV, and recording a refund
 * (after which every part is read again, so the figures and lists agree).
 */
export class AdminTreasuryStore {
  /** The figures, by their query (JSON). */
  @observableRef accessor report: Resource<string, TreasuryReport>;
  /** Every double payment awaiting refund (one key: it has no range). */
  @observableRef accessor pending: Resource<string, RefundList>;
  /** The refunds recorded in the query's days. */
  @observableRef accessor done: Resource<string, RefundList>;
  /** Which list the refunds section shows. */
  @observable accessor tab: RefundStatus = "pending";
  /** The double payment whose refund form is open, or null. */
  @observable accessor refundFormFor: string | null = null;
  /** The refund just recorded (announced), or null. */
  @observableRef accessor lastRefund: RefundItem | null = null;
  /** The name of the CSV last downloaded on this visit (announced), or null. */
  @observable accessor downloaded: string | null = null;
  private query: TreasuryQuery = {};

  readonly download = new Task((pagePath: string) => this.saveCsv(pagePath));
  readonly refunding = new Task((reference: string, note: string) => this.api.refund(reference, note));

  constructor(
    private readonly api: TreasuryApi,
    private readonly services: TreasuryServices,
  ) {
    this.report = new Resource((key) => this.api.report(JSON.parse(key) as TreasuryQuery));
    this.pending = new Resource(() => this.api.refunds("pending", {}));
    this.done = new Resource((key) => this.api.refunds("done", JSON.parse(key) as TreasuryQuery));
  }

  /** Shows the figures and refunds of `query` (the address's days); what is shown already is not asked again. */
  show(query: TreasuryQuery): Promise<void> {
    this.query = query;
    const key = JSON.stringify(query);
    return Promise.all([this.report.show(key), this.pending.show("pending"), this.done.show(key)]).then(() => undefined);
  }

  /** Reading the figures, or about to. */
  @computed get loading(): boolean {
    return this.report.status === "idle" || this.report.isLoading;
  }

  @computed get failed(): boolean {
    return this.report.status === "failed";
  }

  /** The figures shown: none after a failure. */
  @computed get figures(): TreasuryReport | undefined {
    return this.failed ? undefined : this.report.value;
  }

  /** The rows with any movement, newest day first (the table's rows). */
  @computed get movingRows(): TreasuryRow[] {
    return (this.figures?.rows ?? []).filter(hasMovement).sort((a, b) => b.day.localeCompare(a.day));
  }

  /** The server's messages on the days of a refused query (400), by field. */
  @computed get filterErrors(): Record<string, string> | undefined {
    return this.failed ? serverFields(this.report.error) : undefined;
  }

  /** The list the refunds section shows. */
  @computed get refunds(): Resource<string, RefundList> {
    return this.tab === "pending" ? this.pending : this.done;
  }

  @action choose(tab: RefundStatus): void {
    this.tab = tab;
  }

  @action openRefundForm(reference: string | null): void {
    this.refundFormFor = reference;
    this.refunding.clearError();
  }

  /**
   * Records the refund of a double payment; on success the form closes and figures and lists are
   * read again. A 409 (someone else recorded it meanwhile) reads the lists again too, so the screen
   * stops offering it.
   */
  async recordRefund(reference: string, note: string): Promise<RefundItem | undefined> {
    const done = await this.refunding.run(reference, note);
    if (done) {
      runInAction(() => {
        this.lastRefund = done;
        this.refundFormFor = null;
      });
    }
    if (done || errorStatus(this.refunding.error) === 409) await this.refreshAll();
    return done;
  }

  private refreshAll(): Promise<void> {
    return Promise.all([this.report.reload(), this.pending.reload(), this.done.reload()]).then(() => undefined);
  }

  private async saveCsv(pagePath: string): Promise<string> {
    runInAction(() => (this.downloaded = null));
    const figures = this.figures;
    const blob = await this.api.reportCsv(this.query);
    const file = figures ? `tesoreria-${figures.from}-a-${figures.to}.csv` : "tesoreria.csv";
    this.services.save(blob, file);
    this.services.metrics.trackDownload(file, pagePath);
    runInAction(() => (this.downloaded = file));
    return file;
  }

  /** The page closes: the next visit reads afresh. */
  @action leave(): void {
    this.report = new Resource((key) => this.api.report(JSON.parse(key) as TreasuryQuery));
    this.pending = new Resource(() => this.api.refunds("pending", {}));
    this.done = new Resource((key) => this.api.refunds("done", JSON.parse(key) as TreasuryQuery));
    this.tab = "pending";
    this.refundFormFor = null;
    this.lastRefund = null;
    this.downloaded = null;
    this.refunding.clearError();
    this.download.clearError();
  }
}

/** The treasury's store, made with its page. */
export const adminTreasuryStoreKey = defineFeatureStore(
  "adminTreasury",
  (root) => new AdminTreasuryStore(createTreasuryApi(root.api), { metrics: root.metrics, save: saveBlob }),
);

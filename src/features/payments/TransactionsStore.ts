import { action, computed, observable, observableRef, runInAction } from "mobx";
import type { Contract, Payment } from "../../shared/billing";
import { bogotaDay } from "../../shared/time";
import { saveBlob } from "../../services/saveBlob";
import { Resource, Task } from "../../stores/base/LoadableStore";
import { defineFeatureStore } from "../../stores/base/featureStore";
import type { MetricsStore } from "../../stores/MetricsStore";
import { askAfresh, callFailure, forget, loadFailure, valueOf, type CallFailure } from "./calls";
import { createPaymentsApi, type PaymentsApi, type PaymentsFilter } from "./paymentsApi";

/** What the account gives the transactions pages: the contracts to choose from. */
export interface TransactionsAccount {
  readonly contracts: readonly Contract[];
  load(): Promise<void>;
}

/** What the transactions pages need besides the payment calls. */
export interface TransactionsServices {
  /** The signed-in customer's account store (loaded on demand). */
  account: () => Promise<TransactionsAccount>;
  metrics: Pick<MetricsStore, "trackDownload">;
  /** Hands a downloaded file to the browser under a name. */
  save: (blob: Blob, fileName: string) => void;
  /** The time now, in milliseconds: the file is named for its day in Colombia. */
  now: () => number;
}

/**
 * The signed-in customer's online payments (/consultar-transacciones, /descargar-transacciones):
 * the list, newest first, filtered by contract, and its download as CSV.
 */
export class TransactionsStore {
  /** The payments of one contract by its id ("" for every contract of the account). */
  readonly list = new Resource<string, Payment[]>((contractId) => this.api.payments(filterOf(contractId)));
  /** "Descargar CSV": the file's name once saved. */
  readonly download = new Task((pagePath: string) => this.saveCsv(pagePath));
  /** The contract whose payments are listed ("" for all). */
  @observable accessor contractId = "";
  /** The name of the file last downloaded on this visit (announced), or null. */
  @observable accessor downloaded: string | null = null;
  @observableRef accessor account: TransactionsAccount | null = null;

  constructor(
    private readonly api: Pick<PaymentsApi, "payments" | "paymentsCsv">,
    private readonly services: TransactionsServices,
  ) {}

  /** The account's contracts to filter by (none until the account has loaded). */
  @computed get contracts(): readonly Contract[] {
    return this.account?.contracts ?? [];
  }

  /** The contract chosen, if one is. */
  @computed get chosen(): Contract | undefined {
    return this.contracts.find((c) => c.id === this.contractId);
  }

  /** The chosen contract's payments, newest first; null until they arrive. */
  @computed get rows(): Payment[] | null {
    const payments = valueOf(this.list, this.contractId);
    return payments ? [...payments].sort((a, b) => b.createdAt.localeCompare(a.createdAt)) : null;
  }

  /** Why the chosen contract's payments could not be loaded, or null. */
  @computed get listFailure() {
    return loadFailure(this.list, this.contractId);
  }

  /** Why the last download failed, or null. */
  @computed get downloadFailure(): CallFailure | null {
    return this.download.error ? callFailure(this.download.error) : null;
  }

  /** /consultar-transacciones signed in: every payment of the account, asked afresh. */
  @action openAll(): Promise<void> {
    this.contractId = "";
    return askAfresh(this.list, "");
  }

  /** /descargar-transacciones opens: every contract, nothing downloaded yet, and the contracts to choose from. */
  @action openDownload(): Promise<void> {
    this.downloaded = null;
    this.download.clearError();
    void this.services.account().then((account) => {
      runInAction(() => (this.account = account));
      return account.load();
    });
    return this.openAll();
  }

  /** The page closes: the list and the last download's notice are dropped. */
  @action close(): void {
    forget(this.list);
    this.contractId = "";
    this.downloaded = null;
    this.download.clearError();
  }

  /** Lists one contract's payments ("" for all), asked afresh. */
  @action choose(contractId: string): Promise<void> {
    this.contractId = contractId;
    return askAfresh(this.list, contractId);
  }

  private async saveCsv(pagePath: string): Promise<string> {
    runInAction(() => (this.downloaded = null));
    const blob = await this.api.paymentsCsv(filterOf(this.contractId));
    const file = `transacciones-${bogotaDay(this.services.now())}.csv`;
    this.services.save(blob, file);
    this.services.metrics.trackDownload(file, pagePath);
    runInAction(() => (this.downloaded = file));
    return file;
  }
}

function filterOf(contractId: string): PaymentsFilter | undefined {
  return contractId ? { contractId } : undefined;
}

/** The transactions store, made with the first transactions page. */
export const transactionsStoreKey = defineFeatureStore(
  "transactions",
  (root) =>
    new TransactionsStore(createPaymentsApi(root.api), {
      account: () => root.loadAccount(),
      metrics: root.metrics,
      save: saveBlob,
      now: () => Date.now(),
    }),
);

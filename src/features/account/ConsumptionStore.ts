import { observableRef, runInAction } from "mobx";
import type { ConsumptionSeries } from "../../shared/billing";
import { LoadableStore } from "../../stores/base/LoadableStore";
import { defineFeatureStore } from "../../stores/base/featureStore";
import { createBillingApi, type BillingApi } from "./billingApi";
import { PerVisit, type Visit } from "./visits";

/**
 * The call this store makes and, optionally, an answer already here for a contract and a range
 * (asked for with the route): `arrived` looks at it, `takeArrived` takes it.
 */
export type ConsumptionApi = Pick<BillingApi, "consumption"> & {
  arrived?: (contractId: string, months: number) => ConsumptionSeries | undefined;
  takeArrived?: (contractId: string, months: number) => ConsumptionSeries | undefined;
};

/**
 * One contract's monthly consumption over the last months asked for. Asking for another range
 * keeps the last answer on screen until the new one arrives.
 */
export class ConsumptionHistory extends LoadableStore {
  @observableRef accessor series: ConsumptionSeries | null = null;
  private contractId = "";
  private months = 0;

  constructor(private readonly api: ConsumptionApi) {
    super();
  }

  /** Loads `months` months of the contract's consumption, unless they are loaded or loading. */
  show(contractId: string, months: number): Promise<void> {
    if (contractId === this.contractId && months === this.months && this.status !== "idle" && this.status !== "failed") return this.load();
    this.contractId = contractId;
    this.months = months;
    const arrived = this.api.takeArrived?.(contractId, months);
    if (arrived) {
      this.settle(() => (this.series = arrived));
      return Promise.resolve();
    }
    return this.reload();
  }

  /**
   * What to show for the contract and range: the series on hand (the last answer, kept while
   * another range loads), or, before the first load, an answer that is already here, so the view's
   * first render shows it (its `show` then takes the same answer, with nothing in between).
   */
  current(contractId: string, months: number): ConsumptionSeries | null {
    return this.series ?? (this.status === "idle" ? this.api.arrived?.(contractId, months) : undefined) ?? null;
  }

  protected async fetch(): Promise<void> {
    const attempt = this.currentAttempt;
    const series = await this.api.consumption(this.contractId, this.months);
    if (this.isCurrent(attempt)) runInAction(() => (this.series = series));
  }
}

/** The consumption history of the active contract (/dashboard/individual-consume), per visit. */
export class ConsumptionStore {
  private readonly histories = new PerVisit(() => new ConsumptionHistory(this.api));

  constructor(private readonly api: ConsumptionApi) {}

  history(visit: Visit): ConsumptionHistory {
    return this.histories.of(visit);
  }
}

export const consumptionStoreKey = defineFeatureStore("accountConsumption", (root) => new ConsumptionStore(createBillingApi(root.api)));

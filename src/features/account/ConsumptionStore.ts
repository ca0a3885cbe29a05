import type { ConsumptionSeries } from "../../shared/billing";
import { Resource } from "../../stores/base/LoadableStore";
import { defineFeatureStore } from "../../stores/base/featureStore";
import { createBillingApi, type BillingApi } from "./billingApi";
import { PerVisit, type Visit } from "./visits";

/** The call this store makes. */
export type ConsumptionApi = Pick<BillingApi, "consumption">;

/** A contract and a number of months, as one key (a Resource compares its keys with ===). */
export type ConsumptionRange = `${number} ${string}`;

/** The key of `months` months of the contract's consumption. */
export const consumptionRange = (contractId: string, months: number): ConsumptionRange => `${months} ${contractId}`;

/**
 * One contract's monthly consumption over the last months asked for (`show(consumptionRange(…))`).
 * Asking for another range keeps the last answer on screen until the new one arrives.
 */
export type ConsumptionHistory = Resource<ConsumptionRange, ConsumptionSeries>;

/** The consumption history of the active contract (/dashboard/individual-consume), per visit. */
export class ConsumptionStore {
  private readonly histories = new PerVisit(
    (): ConsumptionHistory =>
      new Resource((range: ConsumptionRange) => {
        const space = range.indexOf(" ");
        return this.api.consumption(range.slice(space + 1), Number(range.slice(0, space)));
      }),
  );

  constructor(private readonly api: ConsumptionApi) {}

  history(visit: Visit): ConsumptionHistory {
    return this.histories.of(visit);
  }
}

export const consumptionStoreKey = defineFeatureStore("accountConsumption", (root) => new ConsumptionStore(createBillingApi(root.api)));

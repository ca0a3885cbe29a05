import { observableRef, runInAction } from "mobx";
import type { SubmitFailure } from "../../components/forms/useForm";
import { errorStatus, errorText, serverFields } from "../../services/apiClient";
import { normalizeContractNumber, type BillingLookup } from "../../shared/billing";
import { defineFeatureStore } from "../../stores/base/featureStore";
import { createBillingApi, type BillingApi } from "./billingApi";
import { PerVisit, type Visit } from "./visits";

/** The call this store makes (it needs no session). */
export type InvoiceLookupApi = Pick<BillingApi, "lookup">;

/** A refused look-up: `notFound` when no contract has that number, else the server's messages. */
export type LookupFailure = SubmitFailure & { notFound?: boolean };

/** One visit of /facturas: the balance of the contract looked up last. */
export class InvoiceLookup {
  @observableRef accessor result: BillingLookup | null = null;

  constructor(private readonly api: InvoiceLookupApi) {}

  /** Looks up a contract's balance by its number as typed; the server's `contract` field message is the form's. */
  async find(contractNumber: string): Promise<LookupFailure | void> {
    runInAction(() => (this.result = null));
    try {
      const result = await this.api.lookup(normalizeContractNumber(contractNumber));
      runInAction(() => (this.result = result));
    } catch (error) {
      if (errorStatus(error) === 404) return { notFound: true };
      const fields = serverFields(error);
      if (fields?.contract) return { fields: { contractNumber: fields.contract } };
      return { message: errorText(error), fields };
    }
  }
}

/** A contract's balance by its number, for visitors (/facturas). */
export class InvoiceLookupStore {
  private readonly visits = new PerVisit(() => new InvoiceLookup(this.api));

  constructor(private readonly api: InvoiceLookupApi) {}

  lookup(visit: Visit): InvoiceLookup {
    return this.visits.of(visit);
  }
}

export const invoiceLookupStoreKey = defineFeatureStore("accountInvoiceLookup", (root) => new InvoiceLookupStore(createBillingApi(root.api)));

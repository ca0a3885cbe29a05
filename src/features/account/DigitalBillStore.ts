import type { SubmitFailure } from "../../components/forms/useForm";
import type { Contract } from "../../shared/billing";
import { Task } from "../../stores/base/LoadableStore";
import { defineFeatureStore } from "../../stores/base/featureStore";
import type { AccountStore } from "./AccountStore";
import { createBillingApi, type BillingApi } from "./billingApi";
import { formFailure } from "./formFailure";
import { PerVisit, type Visit } from "./visits";

/** The call this store makes. */
export type DigitalBillApi = Pick<BillingApi, "setDigitalBill">;

/** The server's field names (DigitalBillInput) as the form's. */
const SERVER_FIELDS: Readonly<Record<string, string>> = { email: "email", acceptTerms: "terms" };

/**
 * The digital bill of the active contract (/dashboard/digital-bill): enrolling it or changing its
 * e-mail (the form's submit), and cancelling it. Each answer is the contract's fresh copy, put in
 * the account so every screen shows it.
 */
export class DigitalBillStore {
  private readonly cancellations = new PerVisit(
    () =>
      new Task(async (account: AccountStore, contractId: string): Promise<Contract> => {
        const contract = await this.api.setDigitalBill(contractId, { enrolled: false });
        account.upsert(contract);
        return contract;
      }),
  );

  constructor(private readonly api: DigitalBillApi) {}

  /** Enrols the contract with `email`, terms accepted (or saves its new e-mail); a refusal comes back for the form. */
  async enrol(account: AccountStore, contractId: string, email: string): Promise<SubmitFailure | void> {
    try {
      account.upsert(await this.api.setDigitalBill(contractId, { enrolled: true, email, acceptTerms: true }));
    } catch (error) {
      return formFailure(error, [], SERVER_FIELDS);
    }
  }

  /** Cancelling the digital bill (`run(account, contractId)`), with its busy flag and error. */
  cancellation(visit: Visit): Task<[AccountStore, string], Contract> {
    return this.cancellations.of(visit);
  }
}

export const digitalBillStoreKey = defineFeatureStore("accountDigitalBill", (root) => new DigitalBillStore(createBillingApi(root.api)));

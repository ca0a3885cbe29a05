import { action, observableRef, runInAction } from "mobx";
import type { SubmitFailure } from "../../components/forms/useForm";
import { normalizeContractNumber, type BillingService, type ConnectionRequestReceipt, type Contract, type ContractUse } from "../../shared/billing";
import { canonicalPhone } from "../../shared/validation";
import { defineFeatureStore } from "../../stores/base/featureStore";
import type { AccountStore } from "./AccountStore";
import { createBillingApi, type BillingApi } from "./billingApi";
import { formFailure } from "./formFailure";
import { PerVisit, type Visit } from "./visits";

/** The calls this store makes. */
export type ContractLinkApi = Pick<BillingApi, "link" | "requestConnection">;

/** The linking form as typed: the contract, the holder's document and a recent bill's code. */
export type LinkValues = { contractNumber: string; documentNumber: string; verificationCode: string };

/** The new-connection form as typed; `services` is the chosen services joined by commas. */
export type ConnectionValues = { address: string; barrio: string; municipality: string; use: string; services: string; phone: string; notes: string };

const LINK_FIELDS: readonly (keyof LinkValues)[] = ["contractNumber", "documentNumber", "verificationCode"];
const CONNECTION_FIELDS: readonly (keyof ConnectionValues)[] = ["address", "barrio", "municipality", "use", "services", "phone", "notes"];

/** A document number as the server takes it: no dots, no spaces. */
export function normalizeDocument(value: string): string {
  return value.trim().replace(/[.\s]/g, "");
}

/** One visit of /dashboard/new-contract: the contract linked last and the receipt of the request sent. */
export class ContractLinking {
  @observableRef accessor linked: Contract | null = null;
  @observableRef accessor receipt: ConnectionRequestReceipt | null = null;

  constructor(private readonly api: ContractLinkApi) {}

  /** Links a contract to the account and makes it the active one; a refusal comes back for the form. */
  async link(account: AccountStore, v: LinkValues): Promise<SubmitFailure | void> {
    runInAction(() => (this.linked = null));
    try {
      const contract = await this.api.link({
        contractNumber: normalizeContractNumber(v.contractNumber),
        documentNumber: normalizeDocument(v.documentNumber),
        verificationCode: v.verificationCode.trim(),
      });
      account.upsert(contract, true);
      runInAction(() => (this.linked = contract));
    } catch (error) {
      return formFailure(error, LINK_FIELDS);
    }
  }

  /** Asks for the services of a new property; a refusal comes back for the form. */
  async requestConnection(v: ConnectionValues): Promise<SubmitFailure | void> {
    try {
      const receipt = await this.api.requestConnection({
        address: v.address.trim(),
        barrio: v.barrio.trim(),
        municipality: v.municipality.trim(),
        use: v.use as ContractUse,
        services: v.services.split(",") as BillingService[],
        phone: canonicalPhone(v.phone),
        notes: v.notes.trim() || undefined,
      });
      runInAction(() => (this.receipt = receipt));
    } catch (error) {
      return formFailure(error, CONNECTION_FIELDS);
    }
  }

  /** Back to an empty request form ("Hacer otra solicitud"). */
  @action startOver(): void {
    this.receipt = null;
  }
}

/** Linking an existing contract to the account, and asking for a new connection. */
export class ContractLinkStore {
  private readonly visits = new PerVisit(() => new ContractLinking(this.api));

  constructor(private readonly api: ContractLinkApi) {}

  linking(visit: Visit): ContractLinking {
    return this.visits.of(visit);
  }
}

export const contractLinkStoreKey = defineFeatureStore("accountContractLink", (root) => new ContractLinkStore(createBillingApi(root.api)));

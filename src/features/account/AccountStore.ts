import { action, computed, observable, observableRef, runInAction } from "mobx";
import type { Contract } from "../../shared/billing";
import type { BillingApi } from "./billingApi";
import type { KeyValueStorage } from "../../services/storage";

/** Where the chosen contract is remembered, per account (a shared computer keeps each one's own). */
export const ACTIVE_CONTRACT_KEY = "activeContract";

type LoadState = "idle" | "loading" | "ready" | "failed";

/**
 * The signed-in customer's contracts and the active one (/dashboard/seleccionar-contrato). Every
 * dashboard screen reads the active contract from here; the choice survives reloads.
 */
export class AccountStore {
  @observableRef accessor contracts: readonly Contract[] = [];
  @observable accessor state: LoadState = "idle";
  @observable accessor error: unknown = null;
  @observable private accessor chosenId: string | null = null;
  private loading: Promise<void> | null = null;
  /** Whose contracts are loaded: another account signing in on this browser starts afresh. */
  private loadedFor: string | undefined;

  constructor(
    readonly api: BillingApi,
    private readonly storage: KeyValueStorage,
    private readonly userId: () => string | undefined,
  ) {
    this.chosenId = this.storedId();
  }

  private storageKey(): string {
    return `${ACTIVE_CONTRACT_KEY}:${this.userId() ?? ""}`;
  }

  private storedId(): string | null {
    return this.storage.get(this.storageKey());
  }

  /** The chosen contract, else the first one (most customers have one). */
  @computed get active(): Contract | null {
    return this.contracts.find((c) => c.id === this.chosenId) ?? this.contracts[0] ?? null;
  }

  @computed get totalDue(): number {
    return this.contracts.reduce((sum, c) => sum + c.amountDue, 0);
  }

  /** Loads the contracts once; `refresh` asks again (after a payment, a link, an enrolment). */
  load(refresh = false): Promise<void> {
    if (this.loadedFor !== this.userId()) {
      this.loadedFor = this.userId();
      this.loading = null;
      runInAction(() => {
        this.contracts = [];
        this.state = "idle";
      });
    }
    if (this.loading && !refresh) return this.loading;
    if (this.state === "ready" && !refresh) return Promise.resolve();
    runInAction(() => {
      this.state = this.contracts.length > 0 ? this.state : "loading";
      this.error = null;
      this.chosenId = this.storedId();
    });
    this.loading = this.api.contracts().then(
      (contracts) =>
        runInAction(() => {
          this.contracts = contracts;
          this.state = "ready";
        }),
      (error: unknown) =>
        runInAction(() => {
          this.error = error;
          this.state = "failed";
          this.loading = null;
        }),
    );
    return this.loading;
  }

  @action choose(id: string): void {
    if (!this.contracts.some((c) => c.id === id)) return;
    this.chosenId = id;
    this.storage.set(this.storageKey(), id);
  }

  /** Puts a contract's fresh copy in the list (after linking or changing it) and makes it active. */
  @action upsert(contract: Contract, makeActive = false): void {
    const rest = this.contracts.filter((c) => c.id !== contract.id);
    const i = this.contracts.findIndex((c) => c.id === contract.id);
    this.contracts = i >= 0 ? this.contracts.map((c) => (c.id === contract.id ? contract : c)) : [...rest, contract];
    this.state = "ready";
    if (makeActive) this.choose(contract.id);
  }
}

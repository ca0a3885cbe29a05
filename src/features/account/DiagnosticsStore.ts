import { computed, observable, observableRef, runInAction } from "mobx";
import { errorText } from "../../services/apiClient";
import type { Contract, Payment } from "../../shared/billing";
import { defineFeatureStore } from "../../stores/base/featureStore";
import type { AccountStore } from "./AccountStore";
import { createPaymentsApi } from "../payments/paymentsApi";
import { createBillingApi, type BillingApi } from "./billingApi";
import { PerVisit, type Visit } from "./visits";

/** The calls the diagnosis tries: every account call, and the customer's payments. */
export type DiagnosticsApi = Pick<BillingApi, "contracts" | "invoices" | "consumption"> & { payments(): Promise<Payment[]> };

/** How one check ended. */
export type CheckResult = "ok" | "error" | "skipped";

/** One check of the diagnosis; what it found, for the screen to word. */
export interface Check {
  key: string;
  kind: "contracts" | "invoices" | "consumption" | "payments";
  result: CheckResult;
  /** The contract checked (invoices, consumption). */
  contractNumber?: string;
  /** Contracts, invoices, periods or payments found. */
  count?: number;
  /** The newest invoice's period (invoices). */
  newest?: string;
  /** The failure's own words, if it had any (result "error"). */
  reason?: string;
}

/** One run of the diagnosis, check after check, each shown as it ends. */
export class Diagnosis {
  @observableRef accessor checks: readonly Check[] = [];
  @observable accessor phase: "idle" | "running" | "done" = "idle";

  constructor(private readonly api: DiagnosticsApi) {}

  @computed get running(): boolean {
    return this.phase === "running";
  }

  /** The checks that ran (skipped ones aside), and how many of them passed. */
  @computed get tally(): { ok: number; total: number } {
    const counted = this.checks.filter((c) => c.result !== "skipped");
    return { ok: counted.filter((c) => c.result === "ok").length, total: counted.length };
  }

  /** Calls the contracts, each contract's invoices, the active contract's consumption and the payments. */
  async run(account: AccountStore): Promise<void> {
    if (this.running) return;
    runInAction(() => (this.phase = "running"));
    // The last run's checks stay on screen until this run's first one ends.
    const results: Check[] = [];
    const push = (check: Check) => {
      results.push(check);
      runInAction(() => (this.checks = [...results]));
    };
    const failed = (error: unknown) => ({ result: "error" as const, reason: errorText(error) });
    let contracts: Contract[] = [];
    try {
      contracts = await this.api.contracts();
      push({ key: "contracts", kind: "contracts", result: "ok", count: contracts.length });
    } catch (error) {
      push({ key: "contracts", kind: "contracts", ...failed(error) });
    }
    for (const c of contracts) {
      const check = { key: `invoices:${c.id}`, kind: "invoices" as const, contractNumber: c.number };
      try {
        const invoices = await this.api.invoices(c.id);
        const newest = invoices
          .map((i) => i.period)
          .sort()
          .at(-1);
        push({ ...check, result: "ok", count: invoices.length, newest });
      } catch (error) {
        push({ ...check, ...failed(error) });
      }
    }
    const target = contracts.find((c) => c.id === account.active?.id) ?? contracts[0];
    if (!target) {
      push({ key: "consumption", kind: "consumption", result: "skipped" });
    } else {
      const check = { key: "consumption", kind: "consumption" as const, contractNumber: target.number };
      try {
        const series = await this.api.consumption(target.id, 6);
        push({ ...check, result: "ok", count: series.points.length });
      } catch (error) {
        push({ ...check, ...failed(error) });
      }
    }
    try {
      const payments = await this.api.payments();
      push({ key: "payments", kind: "payments", result: "ok", count: payments.length });
    } catch (error) {
      push({ key: "payments", kind: "payments", ...failed(error) });
    }
    runInAction(() => (this.phase = "done"));
  }
}

/** The support screen's diagnosis of the account calls (/dashboard/test-{product}), per visit. */
export class DiagnosticsStore {
  private readonly runs = new PerVisit(() => new Diagnosis(this.api));

  constructor(private readonly api: DiagnosticsApi) {}

  diagnosis(visit: Visit): Diagnosis {
    return this.runs.of(visit);
  }
}

/** The payments call is the payments feature's own: the diagnosis tries the very call its screens make. */
export const diagnosticsStoreKey = defineFeatureStore("accountDiagnostics", (root) => {
  const billing = createBillingApi(root.api);
  const payments = createPaymentsApi(root.api);
  return new DiagnosticsStore({
    contracts: () => billing.contracts(),
    invoices: (contractId) => billing.invoices(contractId),
    consumption: (contractId, months) => billing.consumption(contractId, months),
    payments: () => payments.payments(),
  });
});

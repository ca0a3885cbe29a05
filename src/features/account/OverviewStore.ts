import { observable, runInAction } from "mobx";
import { errorText } from "../../services/apiClient";
import type { AuthApi } from "../../stores/SessionStore";
import { Resource, Task } from "../../stores/base/LoadableStore";
import { defineFeatureStore } from "../../stores/base/featureStore";
import { Prefetched } from "../../stores/base/prefetched";
import { createBillingApi } from "./billingApi";
import type { ConsumptionSeries } from "../../shared/billing";
import type { ConsumptionApi } from "./ConsumptionStore";
import { PerVisit, type Visit } from "./visits";

/** The verification link sent again, and what the server said (or why it could not). */
export class VerificationResend {
  /** The server's answer, or the reason it failed ("" when it gave none); null until asked. */
  @observable accessor sent: string | null = null;
  readonly task: Task<[], { message: string }>;

  constructor(api: Pick<AuthApi, "resendVerification">) {
    this.task = new Task(() => api.resendVerification());
  }

  /** Sends the link to the signed-in account's address again. */
  async resend(): Promise<void> {
    if (this.task.busy) return;
    const answer = await this.task.run();
    runInAction(() => (this.sent = answer ? answer.message : (errorText(this.task.error) ?? "")));
  }
}

/** The periods of the summary's consumption trend. */
export const TREND_MONTHS = 6;

/**
 * The account at a glance (/dashboard/dashboardGeneral): the main service's last six periods and
 * the e-mail verification reminder, per visit.
 */
export class OverviewStore {
  /** The trend asked for with the route (prefetchTrend), taken once by the view's first request. */
  private readonly prefetched: Prefetched<string, ConsumptionSeries>;
  /** A contract's trend, by its id: the answer asked for with the route is in the view's first render. */
  private readonly trends = new PerVisit(() => new Resource((contractId: string) => this.prefetched.take(contractId), this.prefetched));
  private readonly resends = new PerVisit(() => new VerificationResend(this.auth));

  constructor(
    private readonly billing: ConsumptionApi,
    private readonly auth: Pick<AuthApi, "resendVerification">,
    now: () => number = Date.now,
  ) {
    this.prefetched = new Prefetched((contractId) => this.billing.consumption(contractId, TREND_MONTHS), now);
  }

  /**
   * Asks for the active contract's trend with the route, while the view's code downloads (issue 37:
   * on a phone it came only after the view had rendered, last of the page's requests); the view's
   * first `show(contractId)` while it is fresh (Prefetched) takes this answer instead of asking again.
   */
  prefetchTrend(contractId: string): Promise<void> {
    return this.prefetched.ask(contractId);
  }

  /** The active contract's consumption over the last TREND_MONTHS periods (`show(contractId)`). */
  trend(visit: Visit): Resource<string, ConsumptionSeries> {
    return this.trends.of(visit);
  }

  verification(visit: Visit): VerificationResend {
    return this.resends.of(visit);
  }
}

export const overviewStoreKey = defineFeatureStore("accountOverview", (root) => new OverviewStore(createBillingApi(root.api), root.auth));

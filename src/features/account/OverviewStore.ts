import { observable, runInAction } from "mobx";
import { errorText } from "../../services/apiClient";
import type { AuthApi } from "../../stores/SessionStore";
import { Task } from "../../stores/base/LoadableStore";
import { defineFeatureStore } from "../../stores/base/featureStore";
import { createBillingApi } from "./billingApi";
import type { ConsumptionSeries } from "../../shared/billing";
import { ConsumptionHistory, type ConsumptionApi } from "./ConsumptionStore";
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
/** How long a trend asked for with the route stays good for the view. */
const PREFETCH_FRESH_MS = 30_000;

/**
 * The account at a glance (/dashboard/dashboardGeneral): the main service's last six periods and
 * the e-mail verification reminder, per visit.
 */
export class OverviewStore {
  /** The trend asked for with the route (prefetchTrend), taken once by the view's first request. */
  private prefetched: { contractId: string; at: number; series: Promise<ConsumptionSeries> } | null = null;
  private readonly trendApi: ConsumptionApi = {
    consumption: (contractId, months) => {
      const ready = this.prefetched;
      this.prefetched = null;
      const fresh = ready !== null && ready.contractId === contractId && months === TREND_MONTHS && this.now() - ready.at < PREFETCH_FRESH_MS;
      return fresh ? ready.series : this.billing.consumption(contractId, months);
    },
  };
  private readonly trends = new PerVisit(() => new ConsumptionHistory(this.trendApi));
  private readonly resends = new PerVisit(() => new VerificationResend(this.auth));

  constructor(
    private readonly billing: ConsumptionApi,
    private readonly auth: Pick<AuthApi, "resendVerification">,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Asks for the active contract's trend with the route, while the view's code downloads (issue 37:
   * on a phone it came only after the view had rendered, last of the page's requests); the view's
   * first `show(contractId, 6)` within PREFETCH_FRESH_MS takes this answer instead of asking again.
   */
  prefetchTrend(contractId: string): void {
    if (this.prefetched?.contractId === contractId && this.now() - this.prefetched.at < PREFETCH_FRESH_MS) return;
    const series = this.billing.consumption(contractId, TREND_MONTHS);
    series.catch(() => undefined); // a failure is the view's to show, when it asks
    this.prefetched = { contractId, at: this.now(), series };
  }

  /** The consumption trend (`show(contractId, 6)`). */
  trend(visit: Visit): ConsumptionHistory {
    return this.trends.of(visit);
  }

  verification(visit: Visit): VerificationResend {
    return this.resends.of(visit);
  }
}

export const overviewStoreKey = defineFeatureStore("accountOverview", (root) => new OverviewStore(createBillingApi(root.api), root.auth));

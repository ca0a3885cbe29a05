import { action, observable, observableRef, runInAction } from "mobx";
import { errorStatus, errorText, type ApiClient } from "../../services/apiClient";
import type { MetricsStatus } from "../../shared/metrics";
import { LoadableStore } from "../../stores/base/LoadableStore";
import { defineFeatureStore } from "../../stores/base/featureStore";
import type { MetricsStore } from "../../stores/MetricsStore";
import type { MetricsReportsStore } from "./MetricsReportsStore";

/** How one service answered: Disponible, Con fallas (it answered, but something is wrong) or Sin respuesta. */
export type CheckState = "ok" | "failing" | "down";

/** One service's answer: its state, how long it took and what it said. */
export interface Check<T> {
  state: CheckState;
  latencyMs: number;
  body?: T;
  error?: string;
}

/** `GET /api/health` as the server describes it (a 503 carries the same body). */
export interface HealthBody {
  status?: string;
  db?: string;
  version?: string;
}

/** Where the test event stands: not sent (metrics off here), on its way, sent, or left in the queue. */
export type TestEventState = "disabled" | "sending" | "sent" | "queued";

const elapsed = (since: number) => Math.round(performance.now() - since);

/**
 * axios arrives with the first request: loaded before the clock starts, so the first latency is the
 * server's and not the download of the library. Its failure is the request's to report.
 */
const warmUp = () => import(/* webpackChunkName: "axios" */ "axios").catch(() => undefined);

async function checkApi(api: Pick<ApiClient, "request">): Promise<Check<HealthBody>> {
  await warmUp();
  const start = performance.now();
  try {
    // A degraded server answers 503 with the same body: read it instead of failing.
    const res = await api.request<HealthBody>({ url: "/health", method: "GET", validateStatus: () => true });
    const latencyMs = elapsed(start);
    const body = typeof res.data === "object" && res.data !== null ? res.data : undefined;
    const ok = res.status === 200 && body?.status === "ok" && body.db === "ok";
    return { state: ok ? "ok" : "failing", latencyMs, body, error: ok ? undefined : `HTTP ${res.status}` };
  } catch (error) {
    return { state: "down", latencyMs: elapsed(start), error: errorText(error) };
  }
}

/** The reports' code could not even be loaded: the metrics service was not reached. */
const down = (error: unknown): Check<MetricsStatus> => ({ state: "down", latencyMs: 0, error: errorText(error) });

async function checkMetrics(reports: MetricsReportsStore): Promise<Check<MetricsStatus>> {
  await warmUp();
  const start = performance.now();
  try {
    const body = await reports.status();
    // Issue 20 §3: a stuck writer or a row set aside lately is a fault too (older servers omit status).
    const ok = body.enabled && body.database === "ok" && (body.status ?? "ok") === "ok";
    return { state: ok ? "ok" : "failing", latencyMs: elapsed(start), body };
  } catch (error) {
    const status = errorStatus(error);
    // An HTTP error is an answer (the service is there, failing); no answer at all is "down".
    return { state: status === undefined ? "down" : "failing", latencyMs: elapsed(start), error: errorText(error) ?? `HTTP ${status}` };
  }
}

/**
 * /test-connection: whether the portal's API and its metrics service answer, how fast, and the
 * metrics writer's state (both checks run together, and again on «Probar de nuevo»); plus a test
 * event sent at once through the MetricsStore.
 */
export class ConnectionTestStore extends LoadableStore {
  /** The main API's answer (`GET /api/health`); null while a check runs (the page says "Comprobando…"). */
  @observableRef accessor apiCheck: Check<HealthBody> | null = null;
  /** The metrics service's answer (`GET /metrics/status`); null while a check runs. */
  @observableRef accessor metricsCheck: Check<MetricsStatus> | null = null;
  /** The last test event's fate; null until one is sent on this visit. */
  @observable accessor testEvent: TestEventState | null = null;
  /** Bumped when the page is left, so checks still under way then are dropped. */
  private visit = 0;

  constructor(
    private readonly client: Pick<ApiClient, "request">,
    private readonly reports: () => Promise<MetricsReportsStore>,
    private readonly tracker: Pick<MetricsStore, "trackCustom" | "flush" | "queued">,
    private readonly metricsEnabled: boolean,
  ) {
    super();
  }

  /** The page opened: both checks run at once. */
  open(): Promise<void> {
    return this.reload();
  }

  /** «Probar de nuevo»: the checks again, unless they are running (a click during a check does nothing). */
  check(): Promise<void> {
    return this.isLoading ? this.load() : this.reload();
  }

  /** The page was left: the next visit checks afresh, from "Comprobando…", and drops what is under way. */
  @action close(): void {
    this.visit++;
    this.apiCheck = null;
    this.metricsCheck = null;
    this.testEvent = null;
  }

  protected async fetch(): Promise<void> {
    const attempt = this.currentAttempt;
    const visit = this.visit;
    runInAction(() => {
      this.apiCheck = null;
      this.metricsCheck = null;
    });
    const [api, metrics] = await Promise.all([checkApi(this.client), this.reports().then(checkMetrics, (error: unknown) => down(error))]);
    if (!this.isCurrent(attempt) || visit !== this.visit) return;
    runInAction(() => {
      this.apiCheck = api;
      this.metricsCheck = metrics;
    });
  }

  /** Spec §9: the test event goes at once, not after the 2 s quiet period; it stays queued if that fails. */
  async sendTestEvent(): Promise<void> {
    if (!this.metricsEnabled) {
      runInAction(() => (this.testEvent = "disabled"));
      return;
    }
    const visit = this.visit;
    runInAction(() => (this.testEvent = "sending"));
    this.tracker.trackCustom("evento_de_prueba", "/test-connection", { category: "prueba_conexion", label: "Prueba de conexión" });
    await this.tracker.flush();
    if (visit === this.visit) runInAction(() => (this.testEvent = this.tracker.queued === 0 ? "sent" : "queued"));
  }
}

/** The connection test's store: the main API client, the metrics reports and the tracker of the RootStore. */
export const connectionTestStoreKey = defineFeatureStore(
  "connectionTest",
  (root) => new ConnectionTestStore(root.api, () => root.loadMetricsReports(), root.metrics, root.config.metricsApiEnabled),
);

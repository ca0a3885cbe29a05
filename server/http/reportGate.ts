import { performance } from "node:perf_hooks";
import type { FastifyInstance } from "fastify";
import { HttpError } from "./errors";

declare module "fastify" {
  interface FastifyInstance {
    reports: ReportGate;
  }
  interface FastifyContextConfig {
    /** A report route (issue 22): its handler runs through `app.reports`, and it is not counted as the public's load. */
    report?: boolean;
  }
}

/** How the gate paces reports; every figure can be set for a test. */
export interface ReportGateOptions {
  /** Largest share of the time reports may take while the public is being served (0–1). */
  share: number;
  /** How often the server's load is sampled (ms). */
  sampleMs: number;
  /** Other requests a sample must have seen for the server to count as busy serving the public. */
  busyRequests: number;
  /** Longest a report waits for its turn once it is first in line (ms). */
  maxWaitMs: number;
  /** Reports that may wait; one more answers 503 with Retry-After. */
  maxQueued: number;
  /** How a report waits its turn (a test records the waits instead of taking them). */
  sleep: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const REPORT_GATE_DEFAULTS: ReportGateOptions = {
  share: 0.1,
  sampleMs: 100,
  busyRequests: 20,
  maxWaitMs: 2_000,
  maxQueued: 50,
  sleep,
};

/**
 * Reports yield to the public site (issue 22). The metrics reports and the admin figures run one
 * at a time per instance, so no burst of them holds more than one database connection; and while
 * the server is busy serving other requests (at least `busyRequests` in the last `sampleMs`: 200
 * a second by default), each report waits before it starts until reports have taken at most
 * `share` of the time (a report that took 20 ms is followed by 180 ms in which none starts). The
 * measure is the public's request rate, not the event loop's load: on a shared machine the pages
 * lose their share of the CPUs to the database and the clients well before the server's own thread
 * is saturated. A quiet server answers every report at once; under load the dashboard is slower,
 * never the public pages, health or the metrics intake.
 */
export class ReportGate {
  private readonly options: ReportGateOptions;
  private tail: Promise<void> = Promise.resolve();
  private queued = 0;
  /** When the next report may start if the server is busy (performance.now() time). */
  private nextStart = 0;
  private busy = false;
  private otherRequests = 0;
  private readonly sampler: NodeJS.Timeout;

  constructor(options: Partial<ReportGateOptions> = {}) {
    this.options = { ...REPORT_GATE_DEFAULTS, ...options };
    this.sampler = setInterval(() => this.sample(), this.options.sampleMs);
    this.sampler.unref();
  }

  /** Counts a request that is not a report (an onRequest hook of the app). */
  noteRequest(): void {
    this.otherRequests++;
  }

  /** Whether the last sample found the server busy with other requests. */
  get isBusy(): boolean {
    return this.busy;
  }

  /** Runs a report in its turn; 503 `REPORTS_BUSY` when too many are already waiting. */
  run<T>(report: () => Promise<T>): Promise<T> {
    if (this.queued >= this.options.maxQueued) {
      return Promise.reject(
        new HttpError(503, "REPORTS_BUSY", "Hay demasiados informes en curso. Intente de nuevo en unos segundos.", undefined, { "Retry-After": "5" }),
      );
    }
    this.queued++;
    const turn = this.tail.then(() => this.pace());
    const result = turn.then(async () => {
      const started = performance.now();
      try {
        return await report();
      } finally {
        const took = performance.now() - started;
        this.nextStart = performance.now() + took * (1 / this.options.share - 1);
        this.queued--;
      }
    });
    this.tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }

  /** Stops sampling (the app's onClose). */
  close(): void {
    clearInterval(this.sampler);
  }

  private async pace(): Promise<void> {
    if (!this.busy) return;
    const wait = Math.min(this.nextStart - performance.now(), this.options.maxWaitMs);
    if (wait > 0) await this.options.sleep(wait);
  }

  /** Samples the server's load now (the timer does it every `sampleMs`). */
  sample(): void {
    this.busy = this.otherRequests >= this.options.busyRequests;
    this.otherRequests = 0;
  }
}

/** Gives the app its gate: every request that is not a report counts as the public's load. */
export function registerReportGate(app: FastifyInstance, options: Partial<ReportGateOptions> = {}): ReportGate {
  const gate = new ReportGate(options);
  app.decorate("reports", gate);
  app.addHook("onRequest", async (req) => {
    if (req.routeOptions.config?.report !== true) gate.noteRequest();
  });
  app.addHook("onClose", async () => gate.close());
  return gate;
}

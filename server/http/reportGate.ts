import { performance } from "node:perf_hooks";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ROLES } from "../../src/shared/constants";
import { hasAnyRole } from "../modules/auth/access";
import { ClientLimiter } from "./clientLimiter";
import { HttpError, tooManyRequests } from "./errors";

declare module "fastify" {
  interface FastifyInstance {
    reports: ReportGate;
  }
  interface FastifyContextConfig {
    /** A report route (issue 22): its handler runs through `app.reports`, and it is not counted as the public's load. */
    report?: boolean;
  }
  interface FastifyRequest {
    /** A trusted machine reader (the spec's fixed Basic-auth client, issue 33 §5): its reports are not counted against the limit per address. */
    reportReader: boolean;
  }
}

/** The administrators' reports (ADMIN or SUPER_ADMIN token) and everyone else's (issue 31 §5). */
export type ReportLane = "admin" | "public";

/** How the gate paces reports; every figure can be set for a test. */
export interface ReportGateOptions {
  /** Largest share of the time each lane's reports may take while the public is being served (0–1). */
  share: number;
  /** How often the server's load is sampled (ms). */
  sampleMs: number;
  /** Other requests a sample must have seen for the server to count as busy serving the public. */
  busyRequests: number;
  /** Longest a report waits for its turn once it is first in line (ms). */
  maxWaitMs: number;
  /** Reports that may be in the public's lane (running or waiting); one more answers 503 with Retry-After. */
  maxQueued: number;
  /** The same for the administrators' lane. */
  adminMaxQueued: number;
  /** Reports one address may ask for per minute in the public's lane (0: no limit); then 429. */
  publicPerMinute: number;
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
  adminMaxQueued: 20,
  publicPerMinute: 300,
  sleep,
};

interface Lane {
  tail: Promise<void>;
  waiting: number;
  running: number;
  /** When the lane's next report may start if the server is busy (performance.now() time). */
  nextStart: number;
  maxQueued: number;
}

/** What each lane holds now (the dashboard of a test, and the gate's own accounting). */
export type ReportGateState = Record<ReportLane, { running: number; queued: number }>;

/** The lane of a request: the administrators' when it carries an ADMIN or SUPER_ADMIN session. */
export function laneOf(req: Pick<FastifyRequest, "user">): ReportLane {
  return req.user && hasAnyRole(req.user, [ROLES.admin, ROLES.superAdmin]) ? "admin" : "public";
}

/**
 * Reports yield to the public site (issue 22) and anonymous reports never hold up the
 * administrators' (issue 31 §5). Reports run in two lanes, one report at a time in each: the
 * administrators' (a request with an ADMIN or SUPER_ADMIN session) and the public's (everyone
 * else, with at most `publicPerMinute` reports per address and minute: 429 beyond). So no burst of
 * reports holds more than two database connections, and anonymous traffic, however much, only
 * lengthens its own line. While the server is busy serving other requests (at least
 * `busyRequests` in the last `sampleMs`: 200 a second by default), each report waits before it
 * starts until its lane's reports have taken at most `share` of the time (a report that took 20 ms
 * is followed by 180 ms in which none of its lane starts). The measure is the public's request
 * rate, not the event loop's load: on a shared machine the pages lose their share of the CPUs to
 * the database and the clients well before the server's own thread is saturated. A quiet server
 * answers every report at once; under load the dashboard is slower, never the public pages,
 * health or the metrics intake.
 */
export class ReportGate {
  private readonly options: ReportGateOptions;
  private readonly lanes: Record<ReportLane, Lane>;
  private busy = false;
  private otherRequests = 0;
  private readonly sampler: NodeJS.Timeout;
  /** Public reports per address and minute. */
  readonly limiter: ClientLimiter;

  constructor(options: Partial<ReportGateOptions> = {}) {
    this.options = { ...REPORT_GATE_DEFAULTS, ...options };
    const lane = (maxQueued: number): Lane => ({ tail: Promise.resolve(), waiting: 0, running: 0, nextStart: 0, maxQueued });
    this.lanes = { admin: lane(this.options.adminMaxQueued), public: lane(this.options.maxQueued) };
    this.limiter = new ClientLimiter(this.options.publicPerMinute);
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

  state(): ReportGateState {
    const of = (l: Lane) => ({ running: l.running, queued: l.waiting });
    return { admin: of(this.lanes.admin), public: of(this.lanes.public) };
  }

  /**
   * Runs a report in its turn, in the lane of `who` (a request: laneOf; or a lane); a report given
   * alone runs in the public's lane. 503 `REPORTS_BUSY` when its lane is full.
   */
  run<T>(report: () => Promise<T>): Promise<T>;
  run<T>(who: Pick<FastifyRequest, "user"> | ReportLane, report: () => Promise<T>): Promise<T>;
  run<T>(a: Pick<FastifyRequest, "user"> | ReportLane | (() => Promise<T>), b?: () => Promise<T>): Promise<T> {
    const report = (typeof a === "function" ? a : b)!;
    const lane = this.lanes[typeof a === "function" ? "public" : typeof a === "string" ? a : laneOf(a)];
    if (lane.waiting + lane.running >= lane.maxQueued) {
      return Promise.reject(
        new HttpError(503, "REPORTS_BUSY", "Hay demasiados informes en curso. Intente de nuevo en unos segundos.", undefined, { "Retry-After": "5" }),
      );
    }
    lane.waiting++;
    const turn = lane.tail.then(() => this.pace(lane));
    const result = turn.then(async () => {
      lane.waiting--;
      lane.running++;
      const started = performance.now();
      try {
        return await report();
      } finally {
        const took = performance.now() - started;
        lane.nextStart = performance.now() + took * (1 / this.options.share - 1);
        lane.running--;
      }
    });
    lane.tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }

  /** Stops sampling (the app's onClose). */
  close(): void {
    clearInterval(this.sampler);
  }

  private async pace(lane: Lane): Promise<void> {
    if (!this.busy) return;
    const wait = Math.min(lane.nextStart - performance.now(), this.options.maxWaitMs);
    // Under a millisecond is no wait (a timer's least): a report that took next to nothing does not delay the next.
    if (wait >= 1) await this.options.sleep(wait);
  }

  /** Samples the server's load now (the timer does it every `sampleMs`). */
  sample(): void {
    this.busy = this.otherRequests >= this.options.busyRequests;
    this.otherRequests = 0;
  }
}

/**
 * Gives the app its gate: every request that is not a report counts as the public's load, and a
 * report in the public's lane counts against its address's limit (after the route's access rule
 * has said who is asking).
 */
export function registerReportGate(app: FastifyInstance, options: Partial<ReportGateOptions> = {}): ReportGate {
  const gate = new ReportGate(options);
  app.decorate("reports", gate);
  app.decorateRequest("reportReader", false);
  app.addHook("onRequest", async (req) => {
    if (req.routeOptions.config?.report !== true) gate.noteRequest();
  });
  // On the report routes only (after their access rule has said who is asking): no cost to the others.
  const limit = async (req: FastifyRequest) => {
    if (laneOf(req) === "admin" || req.reportReader || gate.limiter.hit(req.ip)) return;
    throw tooManyRequests("Demasiadas consultas de informes desde esta conexión. Intente de nuevo en un minuto.", gate.limiter.retryAfterS());
  };
  app.addHook("onRoute", (route) => {
    if (route.config?.report !== true) return;
    const existing = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
    route.preHandler = [...existing, limit] as typeof route.preHandler;
  });
  app.addHook("onClose", async () => gate.close());
  return gate;
}

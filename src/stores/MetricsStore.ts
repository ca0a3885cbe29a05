import { EVENT_BATCH_QUIET_MS, EVENT_BATCH_SIZE, MOBILE_MAX_WIDTH, TABLET_MAX_WIDTH } from "../shared/constants";
import type { EventPayload, PageViewPayload } from "../shared/metrics";

/** Where tracked data goes: our metrics API, and Application Insights when enabled. */
export interface MetricsSink {
  pageView(payload: PageViewPayload): Promise<void>;
  events(batch: EventPayload[]): Promise<void>;
}

export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: Timers = { set: (fn, ms) => setTimeout(fn, ms), clear: (h) => clearTimeout(h as number) };

/** Keeps memory bounded while the metrics API is unreachable. */
export const MAX_QUEUED_EVENTS = 500;

/** Spec §9: under 768 px mobile, under 1024 px tablet, else desktop. */
export function deviceType(width: number): "mobile" | "tablet" | "desktop" {
  if (width < MOBILE_MAX_WIDTH) return "mobile";
  if (width < TABLET_MAX_WIDTH) return "tablet";
  return "desktop";
}

/**
 * Page views and events (spec §4, §7, §9): events queue and go out after 2 s of quiet or when 10
 * are queued; a failed send puts them back. Failures are only logged, never shown.
 */
export class MetricsStore {
  private queue: EventPayload[] = [];
  private timer: unknown = null;
  private sending = false;

  constructor(
    private readonly sink: MetricsSink,
    readonly sessionId: string,
    private readonly enabled: boolean,
    private readonly timers: Timers = realTimers,
    private readonly log: (msg: string, err: unknown) => void = () => undefined,
  ) {}

  get queued(): number {
    return this.queue.length;
  }

  trackPageView(payload: Omit<PageViewPayload, "sessionId">): void {
    if (!this.enabled) return;
    this.sink.pageView({ ...payload, sessionId: this.sessionId }).catch((err) => this.log("page view not sent", err));
  }

  trackEvent(event: Omit<EventPayload, "sessionId">): void {
    if (!this.enabled) return;
    this.queue.push({ ...event, sessionId: this.sessionId });
    if (this.queue.length > MAX_QUEUED_EVENTS) this.queue.splice(0, this.queue.length - MAX_QUEUED_EVENTS);
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
    if (this.queue.length >= EVENT_BATCH_SIZE) void this.flush();
    else this.timer = this.timers.set(() => void this.flush(), EVENT_BATCH_QUIET_MS);
  }

  /** Sends what is queued; on failure the events return to the front of the queue. */
  async flush(): Promise<void> {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
    if (this.sending || this.queue.length === 0) return;
    const batch = this.queue.splice(0, this.queue.length);
    this.sending = true;
    try {
      await this.sink.events(batch);
    } catch (err) {
      this.queue.unshift(...batch);
      this.log("events not sent; requeued", err);
    } finally {
      this.sending = false;
    }
  }
}

import { observable } from "mobx";
import { EVENT_BATCH_QUIET_MS, EVENT_BATCH_SIZE, MOBILE_MAX_WIDTH, TABLET_MAX_WIDTH } from "../shared/constants";
import { EVENT_TYPES, type DeviceType, type EventPayload, type PageViewPayload } from "../shared/metrics";
import { maskTypedText } from "../shared/typedText";
import type { ConsentControl, TelemetryMirror } from "../services/telemetry";

/**
 * Where page views and events go: our metrics API. A rejection with `permanent: true` means the
 * server refused the data itself (400, 413): it is dropped instead of requeued, or it would block
 * the queue for good.
 */
export interface MetricsSink {
  pageView(payload: PageViewPayload): Promise<void>;
  events(batch: EventPayload[]): Promise<void>;
}

/** What the tracking chunk knows about the visit: the landing's channel, the device, the browser. */
export type VisitContext = () => Pick<PageViewPayload, "acquisitionChannel" | "deviceType" | "browserInfo">;

/**
 * The server's METRICS_LIMITS.eventsPerBatch and labelLength (a test keeps them equal), as literals
 * so the first download does not carry the whole table.
 */
export const EVENTS_PER_REQUEST = 50;
export const LABEL_MAX_LENGTH = 500;

/** Keeps memory bounded while the metrics API is unreachable. */
export const MAX_QUEUED_EVENTS = 500;

/** Spec §9: under 768 px mobile, under 1024 px tablet, else desktop. */
export function deviceType(width: number): DeviceType {
  if (width < MOBILE_MAX_WIDTH) return "mobile";
  if (width < TABLET_MAX_WIDTH) return "tablet";
  return "desktop";
}

/**
 * Page views and events (spec §4, §7, §9): events queue and go out after 2 s of quiet or when 10
 * are queued; a failed send puts them back; on page hide the queue leaves through sendBeacon.
 * Failures are only logged, never shown. With `enabled` false (metricsApiEnabled) nothing reaches
 * our API; Application Insights, when the visitor accepted it, gets a copy through the mirror.
 *
 * Only this core is in the first download (DESIGN §8 budget). Web vitals, scroll depth, time on
 * page, the page-hide wiring, channel and device detection, and the consent for Application
 * Insights arrive after hydration in the "tracking" chunk (src/services/tracking), which builds on
 * the hooks below: setVisitContext, onPageView, flushBeacon, mirror and consent.
 */
export class MetricsStore {
  private queue: EventPayload[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private sending = false;
  /** Page views waiting for the visit context; null once it is known (or known to be missing). */
  private waiting: PageViewPayload[] | null = [];
  private context: VisitContext | null = null;
  private readonly listeners = new Set<(pagePath: string) => void>();
  /** The last page view (Application Insights gets it when it starts). */
  lastView: PageViewPayload | null = null;
  /**
   * Application Insights while the visitor accepts it (set and cleared by the tracking chunk): a
   * copy of every page view and event goes there.
   */
  mirror: TelemetryMirror | null = null;
  /**
   * The analytics-cookie choice (Ley 1581), once the tracking chunk has read it; null without
   * Application Insights. The banner and the footer's "Preferencias de cookies" observe it. A box,
   * not a decorated accessor: the decorator's boilerplate costs more in the first download.
   */
  readonly consent = observable.box<ConsentControl | null>(null, { deep: false });

  constructor(
    private readonly sink: MetricsSink,
    readonly sessionId: string,
    readonly enabled: boolean,
    private readonly log: (msg: string, err: unknown) => void = () => undefined,
    private readonly userId: () => string | undefined = () => undefined,
  ) {}

  get queued(): number {
    return this.queue.length;
  }

  /** A page view on every navigation; listeners (scroll depth, time on page) hear of it. */
  trackPageView(view: Omit<PageViewPayload, "sessionId">): void {
    const payload: PageViewPayload = { ...view, sessionId: this.sessionId, userId: this.userId(), ...this.context?.() };
    this.lastView = payload;
    this.mirror?.pageView(payload);
    // The landing's channel comes with the tracking chunk, which loads meanwhile (as axios does).
    if (this.enabled) {
      if (this.waiting) this.waiting.push(payload);
      else this.sendView(payload);
    }
    this.listeners.forEach((l) => l(payload.pagePath));
  }

  /** Adds channel, device and browser to page views (the first call wins; null: send them without). */
  setVisitContext(context: VisitContext | null): void {
    if (!this.waiting) return;
    this.context = context;
    for (const view of this.waiting) this.sendView(Object.assign(view, context?.()));
    this.waiting = null;
  }

  /** Hears the path of every page view; returns the unsubscribe. */
  onPageView(listener: (pagePath: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  trackEvent(event: Omit<EventPayload, "sessionId">): void {
    const payload: EventPayload = { ...event, label: event.label?.slice(0, LABEL_MAX_LENGTH), sessionId: this.sessionId, userId: this.userId() };
    this.mirror?.event(payload);
    if (!this.enabled) return;
    this.queue.push(payload);
    this.trim();
    this.stopTimer();
    // Spec §9: 2 s of quiet or 10 queued.
    if (this.queue.length >= EVENT_BATCH_SIZE) void this.flush();
    else this.timer = setTimeout(() => void this.flush(), EVENT_BATCH_QUIET_MS);
  }

  trackDownload(file: string, pagePath: string): void {
    this.track(EVENT_TYPES.download, "documento", "descarga", file, pagePath);
  }

  trackShare(network: string, pagePath: string): void {
    this.track(EVENT_TYPES.share, "compartir", "compartir", network, pagePath);
  }

  /** A refused submission is not a completion (the dashboard counts form_submit): it goes as form_error. */
  trackFormSubmit(formName: string, pagePath: string, ok: boolean): void {
    this.track(ok ? EVENT_TYPES.formSubmit : EVENT_TYPES.formError, "formulario", "enviar", formName, pagePath);
  }

  /**
   * value = results found (the search-terms report counts searches without results). A number or
   * an e-mail address typed into the search is masked before it leaves the browser (issue 31 §5).
   */
  trackSearch(term: string, results: number, pagePath: string): void {
    this.track(EVENT_TYPES.search, "busqueda", "buscar", maskTypedText(term), pagePath, results);
  }

  /** Any other event worth counting: `action` names it. */
  trackCustom(action: string, pagePath: string, details: Pick<EventPayload, "label" | "value" | "metadata"> & { category?: string } = {}): void {
    this.trackEvent({ eventType: EVENT_TYPES.custom, category: "personalizado", ...details, action, pagePath });
  }

  /** Sends what is queued, 50 a request (the server's limit); on failure the rest returns to the front. */
  async flush(): Promise<void> {
    this.stopTimer();
    if (this.sending) return; // the loop below takes what arrives meanwhile
    this.sending = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, EVENTS_PER_REQUEST);
        try {
          await this.sink.events(batch);
        } catch (err) {
          if ((err as { permanent?: boolean } | null)?.permanent) {
            this.log("events refused; dropped", err);
            continue;
          }
          this.queue.unshift(...batch);
          this.trim();
          this.log("events requeued", err);
          return;
        }
      }
    } finally {
      this.sending = false;
    }
  }

  /** Page hide: the queue leaves by `beacon` (sendBeacon), 50 at a time; what it refuses stays queued. */
  flushBeacon(beacon: (body: { events: EventPayload[] }) => boolean): void {
    this.stopTimer();
    while (this.queue.length > 0) {
      const events = this.queue.slice(0, EVENTS_PER_REQUEST);
      if (!beacon({ events })) return;
      this.queue.splice(0, events.length);
    }
  }

  private track(eventType: string, category: string, action: string, label: string, pagePath: string, value?: number): void {
    this.trackEvent({ eventType, category, action, label, pagePath, value });
  }

  private sendView(payload: PageViewPayload): void {
    this.sink.pageView(payload).catch((err) => this.log("page view not sent", err));
  }

  /** The oldest go first when the queue is over its bound. */
  private trim(): void {
    if (this.queue.length > MAX_QUEUED_EVENTS) this.queue.splice(0, this.queue.length - MAX_QUEUED_EVENTS);
  }

  private stopTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}

import { METRICS_LIMITS } from "../../shared/metrics";

/**
 * Time on page (spec §3 page-time payload), in seconds rounded to a tenth: enough for an average,
 * and a 0.4 s bounce does not turn into 0. It is sent when the page is left: on a navigation to
 * another path (a normal request) and when the page is hidden (a beacon, as the tab may be closing).
 * Only visible time counts: hiding sends what was counted and stops the clock; showing the page
 * again restarts it from zero, so nothing is counted twice. A visible stretch over a day is a tab
 * left open, not a time on page (METRICS_LIMITS.maxTimeSpentS), and is not sent.
 */
export class PageTimeTracker {
  private pagePath = "";
  /** Clock reading when the current visible stretch began; null while hidden. */
  private since: number | null = null;

  constructor(
    private readonly now: () => number,
    private readonly send: (pagePath: string, seconds: number, beacon: boolean) => void,
  ) {}

  /** A page view: the previous page's time goes out, and the new page's clock starts (at `startedAt` if given). */
  navigate(pagePath: string, visible: boolean, startedAt = this.now()): void {
    if (pagePath === this.pagePath) return;
    this.report(false);
    this.pagePath = pagePath;
    this.since = visible ? startedAt : null;
  }

  hide(): void {
    this.report(true);
    this.since = null;
  }

  show(): void {
    this.since ??= this.now();
  }

  private report(beacon: boolean): void {
    if (!this.pagePath || this.since === null) return;
    const now = this.now();
    const seconds = Math.round((now - this.since) / 100) / 10;
    this.since = now;
    if (seconds > 0 && seconds <= METRICS_LIMITS.maxTimeSpentS) this.send(this.pagePath, seconds, beacon);
  }
}

import { WEB_VITALS_DELAY_MS } from "../../shared/constants";
import type { VitalName, WebVitalsPayload } from "../../shared/metrics";

/** Where the measurements come from: web-vitals and the first-input observer in the browser, fakes in tests. */
export interface VitalsSource {
  /** Calls `report` with every new value of a vital (the latest one wins). */
  observe(report: (name: VitalName, value: number) => void): void;
  /** Calls `loaded` once the load event has happened, with the milliseconds since then. */
  onLoad(loaded: (sinceLoadMs: number) => void): void;
  /** Bytes transferred for the document and its resources, when the browser says (undefined otherwise). */
  pageWeight(): number | undefined;
}

export type VitalsReport = Omit<WebVitalsPayload, "sessionId">;

/** Milliseconds as integers; cls, unitless, to four decimals. */
function rounded(name: VitalName, value: number): number {
  return name === "cls" ? Math.round(value * 10_000) / 10_000 : Math.round(value);
}

/**
 * Spec §9: one web-vitals payload per document load, for the landing path, 5 s after the load
 * event, with the latest values known then (lcp, fid, cls, ttfb, fcp, inp) and the page weight.
 * INP is often known only after the visitor interacts: when the first payload went without it,
 * it follows on page hide in a second payload with only pagePath and inp. A page hidden before
 * the 5 s sends its payload then, by beacon, so a quick visit still counts.
 */
export class WebVitalsReporter {
  private readonly values: Partial<Record<VitalName, number>> = {};
  private sent = false;
  private inpSent = false;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly pagePath: string,
    private readonly source: VitalsSource,
    private readonly send: (report: VitalsReport, beacon: boolean) => void,
  ) {
    source.observe((name, value) => {
      if (Number.isFinite(value) && value >= 0) this.values[name] = rounded(name, value);
    });
    source.onLoad((sinceLoad) => {
      this.timer = setTimeout(() => this.report(false), Math.max(0, WEB_VITALS_DELAY_MS - sinceLoad));
    });
  }

  /** Page hide: the payload if still due, else a late INP. */
  hide(): void {
    if (!this.sent) return this.report(true);
    if (!this.inpSent && this.values.inp !== undefined) {
      this.inpSent = true;
      this.send({ pagePath: this.pagePath, inp: this.values.inp }, true);
    }
  }

  private report(beacon: boolean): void {
    if (this.timer !== null) clearTimeout(this.timer);
    if (this.sent) return;
    const weight = this.source.pageWeight();
    const payload: VitalsReport = { pagePath: this.pagePath, ...this.values, ...(weight ? { pageWeight: Math.round(weight) } : {}) };
    // The server wants at least one measurement; with none yet, a later hide may still have some.
    if (Object.keys(payload).length === 1) return;
    this.sent = true;
    this.inpSent = payload.inp !== undefined;
    this.send(payload, beacon);
  }
}

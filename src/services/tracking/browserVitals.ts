import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import type { VitalName } from "../../shared/metrics";
import type { VitalsSource } from "./webVitals";

/** PerformanceObserver that never throws: unsupported entry types are simply not observed. */
function observe(win: Window, type: string, onEntry: (entry: PerformanceEntry) => void): void {
  try {
    const Observer = (win as Window & { PerformanceObserver?: typeof PerformanceObserver }).PerformanceObserver;
    if (!Observer?.supportedEntryTypes?.includes(type)) return;
    // buffered: the entries from before this chunk loaded are delivered too.
    new Observer((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
  } catch {
    // an old browser: nothing to measure
  }
}

/**
 * The browser's measurements: lcp, cls, ttfb, fcp and inp from web-vitals (every change, so the
 * latest value is known when the report goes), fid from the `first-input` entry (processingStart −
 * startTime), which web-vitals no longer reports, and the page weight from Resource Timing.
 */
export function browserVitalsSource(win: Window): VitalsSource {
  const perf = win.performance;
  return {
    observe(report) {
      const to = (name: VitalName) => (m: Metric) => report(name, m.value);
      const opts = { reportAllChanges: true };
      onLCP(to("lcp"), opts);
      onCLS(to("cls"), opts);
      onTTFB(to("ttfb"), opts);
      onFCP(to("fcp"), opts);
      onINP(to("inp"), opts);
      observe(win, "first-input", (e) => {
        const entry = e as PerformanceEventTiming;
        report("fid", entry.processingStart - entry.startTime);
      });
    },
    onLoad(loaded) {
      const nav = perf.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
      if (win.document.readyState === "complete") {
        // Loaded before this chunk: count from the load event's end (or now when the browser does not say).
        const end = nav?.loadEventEnd || perf.now();
        loaded(Math.max(0, perf.now() - end));
      } else {
        win.addEventListener("load", () => loaded(0), { once: true });
      }
    },
    pageWeight() {
      const entries = [...perf.getEntriesByType("navigation"), ...perf.getEntriesByType("resource")] as PerformanceResourceTiming[];
      // transferSize is 0 for cached files and for other origins without Timing-Allow-Origin.
      const bytes = entries.reduce((sum, e) => sum + (e.transferSize || 0), 0);
      return bytes > 0 ? bytes : undefined;
    },
  };
}

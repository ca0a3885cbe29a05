import { VITAL_NAMES, VITAL_RATINGS, type VitalName, type VitalSummary } from "../../../src/shared/metrics";

/**
 * Web vitals kept as fixed-bucket histograms (issue 22, the CrUX approach). The same edges as the
 * SQL function metric_vital_edges (migration 014; a test compares them): 0, then 22 steps a decade
 * over the decades where the metric lives. Bin 0 holds values ≤ 0, bin i the values in
 * (edge[i−1], edge[i]], the last bin those above the last edge. Every good / poor threshold of
 * VITAL_RATINGS is an edge, so the rating split read from a histogram is exact.
 */
export const HISTOGRAM_METRICS = [...VITAL_NAMES, "speed_index", "page_weight"] as const;
export type HistogramMetric = (typeof HISTOGRAM_METRICS)[number];

/** The steps of a decade, ×10 so that every edge is an integer divided or multiplied by a power of ten. */
const STEPS = [10, 11, 12, 13, 14, 15, 16, 18, 20, 22, 25, 28, 30, 35, 40, 45, 50, 55, 60, 70, 80, 90];

/** Decades of each metric: ms from 1 ms to 99 s, cls from 0.001 to 9.9, bytes from 1 KB to 99 MB. */
const DECADES: Record<HistogramMetric, [number, number]> = {
  lcp: [0, 4],
  fid: [0, 4],
  ttfb: [0, 4],
  fcp: [0, 4],
  inp: [0, 4],
  speed_index: [0, 4],
  cls: [-3, 0],
  page_weight: [3, 7],
};

function edgesOf(metric: HistogramMetric): number[] {
  const [from, to] = DECADES[metric];
  const edges = [0];
  for (let d = from; d <= to; d++) {
    // The same arithmetic as the SQL: one IEEE operation, so both give the same double.
    for (const m of STEPS) edges.push(d >= 1 ? m * 10 ** (d - 1) : m / 10 ** (1 - d));
  }
  return edges;
}

export const VITAL_EDGES: Readonly<Record<HistogramMetric, readonly number[]>> = Object.fromEntries(HISTOGRAM_METRICS.map((m) => [m, edgesOf(m)])) as Record<
  HistogramMetric,
  number[]
>;

for (const name of VITAL_NAMES) {
  const { good, poor } = VITAL_RATINGS[name];
  if (!VITAL_EDGES[name].includes(good) || !VITAL_EDGES[name].includes(poor)) {
    throw new Error(`the thresholds of ${name} must be edges of its histogram`);
  }
}

/** The bin of a value: how many edges are below it (binary search). */
export function binOf(metric: HistogramMetric, value: number): number {
  const edges = VITAL_EDGES[metric];
  let lo = 0;
  let hi = edges.length; // answer in [0, edges.length]
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (edges[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The value of the k-th smallest sample (0-based) as a histogram tells it: the samples of a bin are
 * taken as spread evenly up to its upper edge, so a bin with one sample gives its upper edge (a
 * sample on an edge is read exactly). Values above the last edge read as the last edge.
 */
function orderStatistic(metric: HistogramMetric, counts: readonly number[], k: number): number {
  const edges = VITAL_EDGES[metric];
  let before = 0;
  for (let i = 0; i < counts.length; i++) {
    const c = counts[i] ?? 0;
    if (k < before + c) {
      if (i === 0) return 0;
      if (i >= edges.length) return edges[edges.length - 1];
      const lower = edges[i - 1];
      const upper = edges[i];
      return lower + ((upper - lower) * (k - before + 1)) / c;
    }
    before += c;
  }
  return edges[Math.min(counts.length, edges.length) - 1] ?? 0;
}

/** The 75th percentile as percentile_cont(0.75) computes it, over the histogram's order statistics. */
export function p75(metric: HistogramMetric, counts: readonly number[]): number | null {
  const n = counts.reduce((s, c) => s + c, 0);
  if (n === 0) return null;
  const pos = 0.75 * (n - 1);
  const lo = Math.floor(pos);
  const low = orderStatistic(metric, counts, lo);
  if (pos === lo) return low;
  return low + (pos - lo) * (orderStatistic(metric, counts, lo + 1) - low);
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Vitals in milliseconds (and bytes) are reported whole; cls keeps three decimals. */
export function roundVital(metric: HistogramMetric, v: number | null): number | null {
  if (v === null) return null;
  return metric === "cls" ? round(v, 3) : Math.round(v);
}

/** p75 and the rating split of one vital from its histogram. */
export function summarize(name: VitalName, counts: readonly number[]): VitalSummary {
  const { good, poor } = VITAL_RATINGS[name];
  const edges = VITAL_EDGES[name];
  const goodBins = edges.indexOf(good) + 1; // bins 0 … index of the edge: values ≤ good
  const poorFrom = edges.indexOf(poor) + 1; // bins after the poor edge: values > poor
  let samples = 0;
  let g = 0;
  let p = 0;
  counts.forEach((c, i) => {
    samples += c;
    if (i < goodBins) g += c;
    if (i >= poorFrom) p += c;
  });
  return { p75: roundVital(name, p75(name, counts)), samples, good: g, needsImprovement: samples - g - p, poor: p };
}

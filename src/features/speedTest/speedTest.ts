import { SPEED_TEST_LIMITS } from "../../shared/speedTest";

/** What one run measured (issue 33 §3). */
export interface SpeedResult {
  downloadMbps: number;
  uploadMbps: number;
  /** Median of the pings, in milliseconds. */
  latencyMs: number;
}

/** The ports the measurement needs: the network and a clock (the page gives fetch and performance.now). */
export interface SpeedTestPorts {
  fetch: typeof fetch;
  now: () => number;
}

/** Megabits per second of `bytes` moved in `ms` milliseconds (never Infinity). */
export function mbps(bytes: number, ms: number): number {
  return (bytes * 8) / (Math.max(ms, 1) / 1000) / 1_000_000;
}

/** The median of a list of numbers. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const NO_CACHE: RequestInit = { cache: "no-store", credentials: "omit" };

async function ok(res: Response): Promise<Response> {
  if (!res.ok) throw new SpeedTestError(res.status === 429 ? "rateLimited" : "failed");
  return res;
}

/** Why a run stopped: too many runs from this connection, or the server could not be reached. */
export class SpeedTestError extends Error {
  constructor(readonly reason: "rateLimited" | "failed") {
    super(reason);
  }
}

/**
 * Measures latency (median of a few empty round trips), download (a bounded random payload) and
 * upload (random bytes the server discards) against the portal's own server: the figures are
 * those of the path between this device and the portal, not of "the internet".
 */
export async function runSpeedTest(
  ports: SpeedTestPorts,
  base = "/api/speedtest",
  onPhase?: (phase: "latency" | "download" | "upload") => void,
): Promise<SpeedResult> {
  const L = SPEED_TEST_LIMITS;
  onPhase?.("latency");
  const pings: number[] = [];
  for (let i = 0; i < L.pings; i++) {
    const t0 = ports.now();
    await ok(await ports.fetch(`${base}/ping?n=${i}`, NO_CACHE));
    pings.push(ports.now() - t0);
  }
  onPhase?.("download");
  const t1 = ports.now();
  const down = await ok(await ports.fetch(`${base}/download?bytes=${L.defaultBytes}`, NO_CACHE));
  const received = (await down.arrayBuffer()).byteLength;
  const downMs = ports.now() - t1;
  onPhase?.("upload");
  const body = new Uint8Array(L.defaultBytes / 2);
  // Not zeros: a compressing proxy would shrink them and the upload would look faster than it is.
  for (let i = 0; i < body.length; i += 65_536) globalThis.crypto.getRandomValues(body.subarray(i, Math.min(i + 65_536, body.length)));
  const t2 = ports.now();
  await ok(await ports.fetch(`${base}/upload`, { ...NO_CACHE, method: "POST", headers: { "Content-Type": "application/octet-stream" }, body }));
  const upMs = ports.now() - t2;
  return { downloadMbps: mbps(received, downMs), uploadMbps: mbps(body.length, upMs), latencyMs: median(pings) };
}

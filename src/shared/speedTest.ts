/** Bounds of the speed test (issue 33 §3), shared by the server's routes and the page. */
export const SPEED_TEST_LIMITS = {
  /** The largest download answered and upload accepted: 8 MB. */
  maxBytes: 8_000_000,
  minBytes: 1_000,
  defaultBytes: 4_000_000,
  /** Test runs (one download and one upload each) per client address per window. */
  runsPerWindow: 10,
  /** Pings per client address per window. */
  pingsPerWindow: 120,
  windowS: 600,
  /** Pings a run sends (the latency is their median). */
  pings: 5,
} as const;

/**
 * Calls per client per window, counted in memory: the metrics intake's tracking calls (issue 5:
 * rate-limited per client, no IP address stored) and the public's reports (issue 31 §5). Deliberate
 * deviation from DESIGN §2: these counters live in each instance, not in the database: writing a
 * counter row for every tracking call would double the writes the batching saves, and these limits
 * guard against floods, not against guessing (the login limits, which do, stay in the database).
 * With N instances a client may send N times the limit.
 */
export class ClientLimiter {
  private window = 0;
  private counts = new Map<string, number>();

  constructor(
    /** Calls allowed per client per window; 0 turns the limit off. */
    private readonly max: number,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one call of `client`; false when it is over the limit (seconds to wait in retryAfterS). */
  hit(client: string): boolean {
    if (this.max === 0) return true;
    const window = Math.floor(this.now() / this.windowMs);
    if (window !== this.window) {
      // A fixed window: the map holds only this minute's clients, so memory stays bounded by traffic.
      this.window = window;
      this.counts = new Map();
    }
    const count = (this.counts.get(client) ?? 0) + 1;
    this.counts.set(client, count);
    return count <= this.max;
  }

  /** Seconds until the current window ends. */
  retryAfterS(): number {
    return Math.max(1, Math.ceil(((this.window + 1) * this.windowMs - this.now()) / 1000));
  }
}

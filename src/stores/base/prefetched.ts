/** How long an answer asked for with the route stays good for the view. */
export const PREFETCH_FRESH_MS = 30_000;

/**
 * An answer asked for with the route (Page.prefetch), while the view's code downloads, and taken
 * once by the view's first request for the same thing while it is fresh (issue 37: on a phone the
 * view's own request came only after the view had rendered). Anything else asks the server again.
 */
export class Prefetched<K, T> {
  private held: { key: K; at: number; answer: Promise<T> } | null = null;

  constructor(private readonly now: () => number = Date.now) {}

  private fresh(key: K): boolean {
    return this.held !== null && this.held.key === key && this.now() - this.held.at < PREFETCH_FRESH_MS;
  }

  /** Asks now, unless the same answer is already held and fresh. A failure is the view's to show, when it asks. */
  ask(key: K, call: () => Promise<T>): void {
    if (this.fresh(key)) return;
    const answer = call();
    answer.catch(() => undefined);
    this.held = { key, at: this.now(), answer };
  }

  /** Forgets the held answer: what comes next is asked for anew ("Reintentar", "Actualizar"). */
  drop(): void {
    this.held = null;
  }

  /** The held answer for `key` if it is fresh (once); otherwise `call()`. */
  take(key: K, call: () => Promise<T>): Promise<T> {
    const held = this.fresh(key) ? this.held!.answer : null;
    this.held = null;
    return held ?? call();
  }
}

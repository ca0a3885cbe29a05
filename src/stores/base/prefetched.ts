import { PREFETCH_FRESH_MS } from "../../shared/constants";

const noop = (): void => undefined;

/**
 * An answer asked for with the route (Page.prefetch), while the view's code downloads, and taken
 * once by the view's first request for the same thing while it is fresh (issue 37: on a phone the
 * view's own request came only after the view had rendered). Anything else asks the server again.
 */
export class Prefetched<K, T> {
  private held: { key: K; at: number; answer: Promise<T>; arrived?: { value: T } } | null = null;
  /** The view's last request: a prefetch that comes after it (its code was in first) is not needed. */
  private taken: { key: K; at: number; answer: Promise<unknown> } | null = null;

  /** `fetch` asks the server for a key's answer, for the route and for the view alike. */
  constructor(
    private readonly fetch: (key: K) => Promise<T>,
    private readonly now: () => number = Date.now,
  ) {}

  private fresh(entry: { key: K; at: number } | null, key: K): boolean {
    return entry !== null && entry.key === key && this.now() - entry.at < PREFETCH_FRESH_MS;
  }

  /**
   * Asks now, unless the same answer is already held and fresh, or the view has just asked for it
   * itself. A failure is the view's to show, when it asks. Resolves (never rejects) once the answer
   * the view gets (the one held, or the view's own request) has come or failed: the page's data is in.
   */
  ask(key: K): Promise<void> {
    if (this.fresh(this.held, key)) return this.held!.answer.then(noop, noop);
    if (this.fresh(this.taken, key)) return this.taken!.answer.then(noop, noop);
    const answer = this.fetch(key);
    const entry: NonNullable<typeof this.held> = { key, at: this.now(), answer };
    this.held = entry;
    return answer.then((value) => void (entry.arrived = { value }), noop);
  }

  /**
   * The held answer for `key` if it is fresh and has come, without taking it: a view's first render
   * shows it at once instead of a placeholder, before its effect asks (issue 37: on a phone that
   * was a second render, and the largest paint, after the data had arrived).
   */
  arrived(key: K): T | undefined {
    return this.fresh(this.held, key) ? this.held!.arrived?.value : undefined;
  }

  /** Takes the held answer for `key` if it is fresh and has come (as `take` would, but now); else undefined and nothing is taken. */
  takeArrived(key: K): T | undefined {
    const value = this.arrived(key);
    if (value !== undefined) this.markTaken(key, Promise.resolve());
    return value;
  }

  /** The view has its answer for `key`: the held one is gone, and a prefetch just after is not needed. */
  private markTaken(key: K, answer: Promise<unknown>): void {
    this.held = null;
    this.taken = { key, at: this.now(), answer };
  }

  /** Forgets the held answer: what comes next is asked for anew ("Reintentar", "Actualizar"). */
  drop(): void {
    this.held = null;
  }

  /** The held answer for `key` if it is fresh (once); otherwise a new request. */
  take(key: K): Promise<T> {
    const answer = (this.fresh(this.held, key) ? this.held!.answer : null) ?? this.fetch(key);
    this.markTaken(key, answer);
    return answer;
  }
}

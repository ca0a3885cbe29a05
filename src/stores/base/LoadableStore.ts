import { action, computed, observable, observableRef, runInAction } from "mobx";

/** Where a load stands: not asked yet, under way, done, or failed (with its error kept). */
export type LoadStatus = "idle" | "loading" | "ready" | "failed";

/**
 * The base of the feature stores (issue 23): what they load from the server, with its status, the
 * error of the last attempt and a retry that repeats it. A subclass says how to load (`fetch`);
 * views call `load()` when they appear and read `status`, `error` and the subclass's data.
 *
 * A load that a later one has overtaken (the visitor changed the contract or the filter meanwhile)
 * is ignored when it ends, so a slow answer never replaces a newer one.
 */
export abstract class LoadableStore {
  @observable accessor status: LoadStatus = "idle";
  @observableRef accessor error: unknown = null;
  private attempt = 0;
  private pending: Promise<void> | null = null;

  /** Loads the store's data; runs inside `load`, whose status it sets. */
  protected abstract fetch(): Promise<void>;

  @computed get isLoading(): boolean {
    return this.status === "loading";
  }

  @computed get isReady(): boolean {
    return this.status === "ready";
  }

  /** Loads once: a second call while loading shares the first, and a loaded store answers at once. */
  load(): Promise<void> {
    if (this.pending) return this.pending;
    if (this.status === "ready") return Promise.resolve();
    return this.reload();
  }

  /** Loads again, whatever was loaded before (after a change, or the visitor's "Reintentar"). */
  @action reload(): Promise<void> {
    const attempt = ++this.attempt;
    this.status = "loading";
    this.error = null;
    const run = this.fetch().then(
      () => {
        if (attempt !== this.attempt) return;
        runInAction(() => (this.status = "ready"));
      },
      (error: unknown) => {
        if (attempt !== this.attempt) return;
        runInAction(() => {
          this.error = error;
          this.status = "failed";
        });
      },
    );
    this.pending = run.finally(() => {
      if (attempt === this.attempt) this.pending = null;
    });
    return this.pending;
  }

  /**
   * Takes an answer that is already here (asked for with the route, Prefetched.takeArrived) as a
   * finished load, without waiting a turn: `apply` stores it, and a load still under way is ignored.
   */
  @action protected settle(apply: () => void): void {
    ++this.attempt;
    this.pending = null;
    this.error = null;
    apply();
    this.status = "ready";
  }

  /** Repeats the last load (the "Reintentar" of an error message). */
  retry(): Promise<void> {
    return this.reload();
  }

  /** Whether `attempt` is still the newest load: a subclass checks it before storing an answer. */
  protected isCurrent(attempt: number): boolean {
    return attempt === this.attempt;
  }

  /** The number of the load under way (see isCurrent). */
  protected get currentAttempt(): number {
    return this.attempt;
  }
}

/** Answers already here, by key (Prefetched): look at one, or take it. */
export interface Arrived<K, T> {
  arrived(key: K): T | undefined;
  takeArrived(key: K): T | undefined;
}

/**
 * One piece of server data loaded by key (an invoice by its id, a page of a list by its filter),
 * for stores that hold several: its value, status, error and retry. A new key drops the value of
 * the old one only when the new answer arrives, so the screen keeps showing something meanwhile.
 */
export class Resource<K, T> extends LoadableStore {
  @observableRef accessor value: T | undefined = undefined;
  @observableRef accessor key: K | undefined = undefined;

  /**
   * `arrived`: answers already here (asked for with the route, a Prefetched): `show` takes one at
   * once instead of waiting a turn, and `current` shows it before the first load.
   */
  constructor(
    private readonly loader: (key: K) => Promise<T>,
    private readonly arrived?: Arrived<K, T>,
  ) {
    super();
  }

  /** Loads the value of `key` unless it is loaded or loading already. */
  show(key: K): Promise<void> {
    if (this.key === key && this.status !== "failed" && this.status !== "idle") return this.load();
    const here = this.status === "idle" ? this.arrived?.takeArrived(key) : undefined;
    if (here !== undefined) {
      this.settle(() => {
        this.key = key;
        this.value = here;
      });
      return Promise.resolve();
    }
    runInAction(() => (this.key = key));
    return this.reload();
  }

  /**
   * What to show for `key`: the value on hand (the last answer, kept while another key loads) or,
   * before the first load, an answer already here, so a view's first render shows it (issue 37: on
   * a phone that was a second render after the data had come); its `show` then takes that answer.
   */
  current(key: K): T | undefined {
    return this.value ?? (this.status === "idle" ? this.arrived?.arrived(key) : undefined);
  }

  protected async fetch(): Promise<void> {
    const attempt = this.currentAttempt;
    const key = this.key as K;
    const value = await this.loader(key);
    if (this.isCurrent(attempt)) runInAction(() => (this.value = value));
  }
}

/**
 * A server call a person starts (save, send, cancel): whether it is under way and the error of
 * the last attempt, so the view shows a busy button and the message, and never sends it twice.
 */
export class Task<A extends unknown[], R> {
  @observable accessor busy = false;
  @observableRef accessor error: unknown = null;

  constructor(private readonly action: (...args: A) => Promise<R>) {}

  /**
   * Runs the call unless one is under way. Resolves to its result, or to undefined when it failed
   * (the error is then in `error`) or was already under way; it never rejects.
   */
  async run(...args: A): Promise<R | undefined> {
    if (this.busy) return undefined;
    runInAction(() => {
      this.busy = true;
      this.error = null;
    });
    try {
      return await this.action(...args);
    } catch (error) {
      runInAction(() => (this.error = error));
      return undefined;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** Forgets the last error (the person changed what they typed). */
  @action clearError(): void {
    this.error = null;
  }
}

import { action, observableRef, runInAction } from "mobx";
import { LoadableStore } from "../../stores/base/LoadableStore";
import type { RouteRegistry } from "../../stores/RouteRegistry";
import type { MetricsResult } from "./MetricsReportsStore";

/**
 * A metrics report a page shows for one key (a range, a page path), read through the
 * MetricsReportsStore's cache and fallback (spec §8, §9). The page shows the report of the key it
 * asked for last and nothing else: a new key shows the spinner until its own answer arrives, and an
 * answer that arrives after the page moved on (another key, or the page was left) is dropped.
 */
export abstract class ReportStore<K, T> extends LoadableStore {
  /** The key asked for last; null before the page has mounted and after it is left. */
  @observableRef accessor key: K | null = null;
  @observableRef private accessor answer: { id: string; result: MetricsResult<T> } | null = null;
  /** Bumped when the page is left, so a read still under way then is dropped. */
  private visit = 0;

  constructor(private readonly routes: Pick<RouteRegistry, "byPath">) {
    super();
  }

  /** Reads the report of `key` (a failure is already a fallback: the reports store never rejects). */
  protected abstract read(key: K): Promise<MetricsResult<T>>;

  /** What tells two keys apart (a range is a new object on every render). */
  protected abstract idOf(key: K): string;

  /** The report of `key` once it has arrived, else null (the page shows its spinner meanwhile). */
  resultFor(key: K): MetricsResult<T> | null {
    return this.answer !== null && this.answer.id === this.idOf(key) ? this.answer.result : null;
  }

  /** The portal's title of a page path (its route's), shown beside the path's figures. */
  pageTitle(pagePath: string): string | undefined {
    return this.routes.byPath(pagePath)?.title;
  }

  /** Asks for the report of `key`, unless that very read is under way; the cache answers a repeat. */
  show(key: K): Promise<void> {
    if (this.key !== null && this.idOf(this.key) === this.idOf(key) && this.isLoading) return this.load();
    runInAction(() => (this.key = key));
    return this.reload();
  }

  /** The page was left: the next visit starts from its spinner, as the page did when it held the report. */
  @action close(): void {
    this.visit++;
    this.key = null;
    this.answer = null;
  }

  protected async fetch(): Promise<void> {
    const attempt = this.currentAttempt;
    const visit = this.visit;
    const key = this.key;
    if (key === null) return;
    const result = await this.read(key);
    if (this.isCurrent(attempt) && visit === this.visit) runInAction(() => (this.answer = { id: this.idOf(key), result }));
  }
}

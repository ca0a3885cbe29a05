import { computed, observable, observableRef, runInAction } from "mobx";
import { errorText } from "../../services/apiClient";
import type { PqrsStats } from "../../shared/pqrs";
import { LoadableStore, Task } from "../../stores/base/LoadableStore";
import type { PqrsApi } from "./pqrsApi";
import type { StatsRange } from "./statsRange";

/** Saves a downloaded file on the visitor's device. */
export type SaveFile = (blob: Blob, fileName: string) => void;

/**
 * The statistics of the PQRS filed on the portal (/informes-pqr) for a range of months, and their
 * CSV. The figures of the last range stay on screen while another range loads.
 */
export class PqrsStatsStore extends LoadableStore {
  @observableRef accessor data: PqrsStats | undefined = undefined;
  /** The range shown (or being loaded). */
  @observableRef accessor range: StatsRange;
  /** The CSV file saved last, until the next download starts. */
  @observable accessor savedFile: string | null = null;
  /** Downloads the range's CSV; resolves to the file's name when it was saved. */
  readonly csv: Task<[], string>;

  constructor(
    private readonly api: Pick<PqrsApi, "stats" | "statsCsv">,
    range: StatsRange,
    private readonly save: SaveFile,
  ) {
    super();
    this.range = range;
    this.csv = new Task(() => this.download());
  }

  /** Asking the server, or about to (the view loads the first range when it appears). */
  @computed get busy(): boolean {
    return this.status === "idle" || this.status === "loading";
  }

  /** The server's or the connection's words about the failed download ("" when it gave none), or null. */
  @computed get csvProblem(): string | null {
    return this.csv.error ? (errorText(this.csv.error) ?? "") : null;
  }

  /** Shows another range; the range already shown asks nothing again (its "Intentar de nuevo" is `retry`). */
  show(range: StatsRange): Promise<void> {
    if (range.from === this.range.from && range.to === this.range.to && this.status !== "idle") return Promise.resolve();
    runInAction(() => (this.range = { ...range }));
    return this.reload();
  }

  protected async fetch(): Promise<void> {
    const attempt = this.currentAttempt;
    const data = await this.api.stats(this.range);
    if (this.isCurrent(attempt)) runInAction(() => (this.data = data));
  }

  private async download(): Promise<string> {
    runInAction(() => (this.savedFile = null));
    const range = this.range;
    const file = `estadisticas-pqrs-${range.from}-${range.to}.csv`;
    this.save(await this.api.statsCsv(range), file);
    runInAction(() => (this.savedFile = file));
    return file;
  }
}

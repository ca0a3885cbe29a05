import { action, computed, observable, observableRef, runInAction } from "mobx";
import { errorText } from "../../services/apiClient";
import { saveBlob } from "../../services/saveBlob";
import type { CollectionFileDetail, CollectionFilePage, CollectionItem, CollectionProblem, CollectionSummary } from "../../shared/collections";
import { Resource, Task } from "../../stores/base/LoadableStore";
import { defineFeatureStore } from "../../stores/base/featureStore";
import { createCollectionsApi, type CollectionsApi, type ItemsFilter } from "./collectionsApi";

/** A file the server refused (400): its message and each bad line; nothing of it was applied. */
export interface Refusal {
  message: string;
  problems: CollectionProblem[];
  problemCount: number;
}

/** The 400 body of a refused file, if the error carries one. */
function refusalOf(error: unknown): Refusal | null {
  const res = (error as { response?: { status?: number; data?: Partial<Refusal> } }).response;
  if (res?.status !== 400 || !Array.isArray(res.data?.problems) || typeof res.data.message !== "string") return null;
  return { message: res.data.message, problems: res.data.problems, problemCount: res.data.problemCount ?? res.data.problems.length };
}

/**
 * /admin/recaudos (issue 32 §3): an administrator imports a bank's collection file and sees what
 * it did (or the lines that made the server refuse it), the files imported so far, and one file's
 * records needing review, each of which can be marked reviewed with a note.
 */
export class AdminCollectionsStore {
  @observableRef accessor files: Resource<number, CollectionFilePage>;
  @observable accessor page = 1;
  @observableRef accessor detail: Resource<string, CollectionFileDetail>;
  @observable accessor selectedId: string | null = null;
  @observable accessor outcome: ItemsFilter = "revisar";
  @observable accessor itemsPage = 1;

  @observable accessor importing = false;
  /** Upload progress (0–1) while the file is sent; null otherwise. */
  @observable accessor progress: number | null = null;
  @observableRef accessor summary: CollectionSummary | null = null;
  @observableRef accessor refusal: Refusal | null = null;
  @observable accessor importError: string | null = null;
  /** Counts the failed imports: the error summary takes focus on each. */
  @observable accessor failures = 0;

  /** The record whose review form is open. */
  @observable accessor reviewingId: string | null = null;
  /** The line whose review was just saved (the view says so). */
  @observable accessor reviewedLine: number | null = null;
  readonly review: Task<[string, string], CollectionItem>;

  constructor(
    private readonly api: CollectionsApi,
    private readonly save: (blob: Blob, fileName: string) => void = saveBlob,
  ) {
    this.files = this.newFiles();
    this.detail = this.newDetail();
    this.review = new Task((itemId: string, note: string) => this.api.review(itemId, note));
  }

  private newFiles(): Resource<number, CollectionFilePage> {
    return new Resource((page) => this.api.files(page));
  }

  private newDetail(): Resource<string, CollectionFileDetail> {
    return new Resource((key) => {
      const { id, outcome, page } = JSON.parse(key) as { id: string; outcome: ItemsFilter; page: number };
      return this.api.file(id, outcome, page);
    });
  }

  /** The list of imported files (its current page). */
  load(): Promise<void> {
    return this.files.show(this.page);
  }

  /** The list read again (a file was imported or reviewed), at its current page. */
  private refreshFiles(): Promise<void> {
    return this.files.key === this.page ? this.files.reload() : this.files.show(this.page);
  }

  @action setPage(page: number): Promise<void> {
    this.page = Math.max(1, page);
    return this.load();
  }

  /** Sends a file; the summary, the refusal or the error is kept for the view. Resolves once answered. */
  async importFile(file: File): Promise<void> {
    if (this.importing) return;
    runInAction(() => {
      this.importing = true;
      this.progress = 0;
      this.summary = null;
      this.refusal = null;
      this.importError = null;
      this.reviewedLine = null;
    });
    try {
      const summary = await this.api.importFile(file, (f) => runInAction(() => (this.progress = f)));
      runInAction(() => {
        this.summary = summary;
        this.page = 1;
      });
      void this.refreshFiles();
      if (this.selectedId === summary.id) void this.detail.reload();
    } catch (error) {
      runInAction(() => {
        this.refusal = refusalOf(error);
        this.importError = this.refusal ? null : (errorText(error) ?? "No fue posible importar el archivo.");
        this.failures++;
      });
    } finally {
      runInAction(() => {
        this.importing = false;
        this.progress = null;
      });
    }
  }

  /** Forgets the last import's answer (a new file was chosen). */
  @action clearImport(): void {
    this.summary = null;
    this.refusal = null;
    this.importError = null;
  }

  private showDetail(): Promise<void> {
    if (!this.selectedId) return Promise.resolve();
    return this.detail.show(JSON.stringify({ id: this.selectedId, outcome: this.outcome, page: this.itemsPage }));
  }

  /** Opens a file's records (those needing review first). */
  @action open(id: string): Promise<void> {
    this.selectedId = id;
    this.outcome = "revisar";
    this.itemsPage = 1;
    this.reviewingId = null;
    this.reviewedLine = null;
    return this.showDetail();
  }

  @action close(): void {
    this.selectedId = null;
    this.reviewingId = null;
    this.detail = this.newDetail();
  }

  @action setOutcome(outcome: ItemsFilter): Promise<void> {
    this.outcome = outcome;
    this.itemsPage = 1;
    this.reviewingId = null;
    return this.showDetail();
  }

  @action setItemsPage(page: number): Promise<void> {
    this.itemsPage = Math.max(1, page);
    this.reviewingId = null;
    return this.showDetail();
  }

  @action startReview(itemId: string | null): void {
    this.reviewingId = itemId;
    this.review.clearError();
  }

  /** Saves a review; true when saved (the records and the list are read again). */
  async saveReview(item: { id: string; line: number }, note: string): Promise<boolean> {
    const saved = await this.review.run(item.id, note);
    if (!saved) return false;
    runInAction(() => {
      this.reviewingId = null;
      this.reviewedLine = item.line;
    });
    await Promise.all([this.detail.reload(), this.refreshFiles()]);
    return true;
  }

  /** The file as the bank sent it. */
  async download(id: string, fileName: string): Promise<void> {
    this.save(await this.api.original(id), fileName);
  }

  @computed get selected(): CollectionFileDetail | null {
    const value = this.detail.value;
    return value && value.file.id === this.selectedId ? value : null;
  }

  @computed get listed(): CollectionFilePage | null {
    return this.files.value ?? null;
  }

  /** The page closes: the next visit reads afresh. */
  @action leave(): void {
    this.files = this.newFiles();
    this.detail = this.newDetail();
    this.page = 1;
    this.selectedId = null;
    this.reviewingId = null;
    this.summary = null;
    this.refusal = null;
    this.importError = null;
    this.reviewedLine = null;
  }
}

/** The collection files screen's store, made with its page. */
export const adminCollectionsStoreKey = defineFeatureStore("adminCollections", (root) => new AdminCollectionsStore(createCollectionsApi(root.api)));

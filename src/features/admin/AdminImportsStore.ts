import { action, observable, observableRef, runInAction } from "mobx";
import { errorText } from "../../services/apiClient";
import type { ImportResult, ImportRunList } from "../../shared/schemas/integration";
import { Resource } from "../../stores/base/LoadableStore";
import { defineFeatureStore } from "../../stores/base/featureStore";
import { createImportsApi, type ImportsApi } from "./importsApi";

/**
 * /admin/importaciones (issue 34 §1): an administrator sends the billing system's JSON Lines file
 * (or tries it first without changing anything), sees what it did line by line, and the history of
 * every import, whoever made it (the billing system, the command line, this screen).
 */
export class AdminImportsStore {
  @observableRef accessor runs: Resource<number, ImportRunList>;
  @observable accessor page = 1;
  @observableRef accessor opened: Resource<string, ImportResult>;

  @observable accessor importing = false;
  /** Upload progress (0–1) while the file is sent; null otherwise. */
  @observable accessor progress: number | null = null;
  @observableRef accessor result: ImportResult | null = null;
  @observable accessor importError: string | null = null;
  /** Counts the failed imports: the error summary takes focus on each. */
  @observable accessor failures = 0;

  constructor(private readonly api: ImportsApi) {
    this.runs = new Resource((page) => this.api.runs(page));
    this.opened = new Resource((id) => this.api.run(id));
  }

  load(): Promise<void> {
    return this.runs.show(this.page);
  }

  @action setPage(page: number): Promise<void> {
    this.page = Math.max(1, page);
    return this.load();
  }

  /** Sends a file; the result or the error is kept for the view. Resolves once answered. */
  async importFile(file: File, dryRun: boolean): Promise<void> {
    if (this.importing) return;
    runInAction(() => {
      this.importing = true;
      this.progress = 0;
      this.result = null;
      this.importError = null;
    });
    try {
      const result = await this.api.importFile(file, dryRun, (f) => runInAction(() => (this.progress = f)));
      runInAction(() => {
        this.result = result;
        this.page = 1;
      });
    } catch (error) {
      runInAction(() => {
        this.importError = errorText(error) ?? "No fue posible importar el archivo.";
        this.failures++;
      });
    } finally {
      runInAction(() => {
        this.importing = false;
        this.progress = null;
      });
      void (this.runs.key === 1 ? this.runs.reload() : this.runs.show(1));
    }
  }

  @action clearImport(): void {
    this.result = null;
    this.importError = null;
  }

  /** Opens an import of the history with its rejections. */
  open(id: string): Promise<void> {
    return this.opened.show(id);
  }

  @action close(): void {
    this.opened = new Resource((id) => this.api.run(id));
  }

  @action leave(): void {
    this.runs = new Resource((page) => this.api.runs(page));
    this.close();
    this.page = 1;
    this.result = null;
    this.importError = null;
  }
}

export const adminImportsStoreKey = defineFeatureStore("adminImports", (root) => new AdminImportsStore(createImportsApi(root.api)));

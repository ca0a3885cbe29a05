import { action, computed, observable, observableRef, runInAction } from "mobx";
import { errorStatus, errorText, serverFields } from "../../services/apiClient";
import { createAdminNewsApi, type AdminNewsApi } from "../../services/newsApi";
import type { AdminNewsItem, AdminNewsPage, AdminNewsQuery, NewsAuditEntry, NewsInput, UploadedImage } from "../../shared/news";
import { defineFeatureStore } from "../../stores/base/featureStore";
import { Resource, Task } from "../../stores/base/LoadableStore";
import { listPages } from "../../shared/paging";

export const ADMIN_PAGE_SIZE = 20;

/** What a refused call tells the form: the server's message and its field messages. */
export interface Refusal {
  message: string;
  fields?: Record<string, string>;
  status?: number;
}

function refusal(error: unknown, fallback: string): Refusal {
  return { message: errorText(error) ?? fallback, fields: serverFields(error), status: errorStatus(error) };
}

const FIRST_PAGE: AdminNewsQuery = { page: 1, pageSize: ADMIN_PAGE_SIZE };

/**
 * The news administration's state (issue 6): the list with its filters, the item being edited, the
 * image upload with its progress, and the item's audit trail. The server decides what is allowed;
 * this store only says what it answered. What is shown belongs to one visit of /admin/noticias: the
 * view calls `leave()` when it goes, so the next visit starts from the first page of everything.
 */
export class AdminNewsStore {
  @observable accessor query: AdminNewsQuery = FIRST_PAGE;
  /** The page of the list for the query (kept while the next one loads). */
  @observableRef accessor list: Resource<AdminNewsQuery, AdminNewsPage>;
  /** The item open in the editor (null: a new one), or undefined when the list shows. */
  @observable accessor editing: AdminNewsItem | null | undefined = undefined;
  @observable accessor audit: NewsAuditEntry[] = [];
  @observable accessor uploadProgress: number | null = null;
  /** Changes each time another item (or a new one) opens, so the form starts again from it. */
  @observable accessor editSession = 0;
  /** Save, publish, schedule or take off the item in the editor: one at a time. */
  private readonly change = new Task((call: () => Promise<AdminNewsItem>) => this.applyChange(call));
  /** Counts the visits: an answer of a visit that has ended changes nothing. */
  private visit = 0;

  constructor(private readonly api: AdminNewsApi) {
    this.list = this.newList();
  }

  private newList(): Resource<AdminNewsQuery, AdminNewsPage> {
    return new Resource((query) => this.api.list(query));
  }

  @computed get page(): AdminNewsPage | null {
    return this.list.value ?? null;
  }

  @computed get loading(): boolean {
    return this.list.isLoading;
  }

  /** Why the list could not be read, or null. */
  @computed get loadError(): Refusal | null {
    return this.list.status === "failed" ? refusal(this.list.error, "No fue posible cargar las noticias.") : null;
  }

  /** Whether a change of the item in the editor is under way. */
  get busy(): boolean {
    return this.change.busy;
  }

  /** The pages of the list as far as they are known (past a bounded total, issue 37: at least one more). */
  @computed get pages(): number {
    return listPages(this.page, ADMIN_PAGE_SIZE, this.page?.page ?? 1, this.page?.items.length ?? 0);
  }

  @action setQuery(changes: Partial<AdminNewsQuery>): Promise<void> {
    this.query = { ...this.query, page: 1, ...changes };
    return this.list.show(this.query);
  }

  /** Reads the list of the current query again (on arrival, after a change, or "Reintentar"). */
  load(): Promise<void> {
    return this.list.key === this.query ? this.list.reload() : this.list.show(this.query);
  }

  @action startNew(): void {
    this.editSession++;
    this.editing = null;
    this.audit = [];
  }

  /** Opens an item in the editor with its latest version and its audit trail. */
  async open(id: string): Promise<Refusal | null> {
    const visit = this.visit;
    try {
      const [item, audit] = await Promise.all([this.api.get(id), this.api.audit(id)]);
      runInAction(() => {
        if (visit !== this.visit) return;
        this.editSession++;
        this.editing = item;
        this.audit = audit;
      });
      return null;
    } catch (error) {
      return refusal(error, "No fue posible abrir la noticia.");
    }
  }

  @action close(): void {
    this.editing = undefined;
    this.audit = [];
    this.uploadProgress = null;
    void this.load();
  }

  /** Runs one change; the item it returns, with its audit trail, becomes the one being edited. */
  private async applyChange(call: () => Promise<AdminNewsItem>): Promise<AdminNewsItem> {
    const visit = this.visit;
    const item = await call();
    const audit = await this.api.audit(item.id).catch(() => this.audit);
    runInAction(() => {
      if (visit !== this.visit) return;
      this.editing = item;
      this.audit = audit;
    });
    return item;
  }

  /** Runs one change unless one is under way: null when it went through (or was not started), else why not. */
  private async run(call: () => Promise<AdminNewsItem>, fallback: string): Promise<Refusal | null> {
    if (this.change.busy) return null;
    const item = await this.change.run(call);
    return item ? null : refusal(this.change.error, fallback);
  }

  /** Creates the item or saves the open one (with the version it was read at). */
  save(input: NewsInput): Promise<Refusal | null> {
    const current = this.editing;
    return this.run(() => (current ? this.api.update(current.id, input, current.version) : this.api.create(input)), "No fue posible guardar la noticia.");
  }

  /** Saves, then publishes now. */
  async saveAndPublish(input: NewsInput): Promise<Refusal | null> {
    const saved = await this.save(input);
    if (saved || !this.editing) return saved;
    const id = this.editing.id;
    return this.run(() => this.api.publish(id), "La noticia se guardó, pero no fue posible publicarla.");
  }

  /** Saves, then schedules for `publishAt`. */
  async saveAndSchedule(input: NewsInput, publishAt: string): Promise<Refusal | null> {
    const saved = await this.save(input);
    if (saved || !this.editing) return saved;
    const id = this.editing.id;
    return this.run(() => this.api.schedule(id, publishAt), "La noticia se guardó, pero no fue posible programarla.");
  }

  unpublish(id: string): Promise<Refusal | null> {
    return this.run(() => this.api.unpublish(id), "No fue posible retirar la noticia.");
  }

  /** From the list: publishes or takes off an item, then reloads the list (the editor stays closed). */
  async togglePublished(item: AdminNewsItem): Promise<Refusal | null> {
    try {
      await (item.visible ? this.api.unpublish(item.id) : this.api.publish(item.id));
      await this.load();
      return null;
    } catch (error) {
      return refusal(error, item.visible ? "No fue posible retirar la noticia." : "No fue posible publicar la noticia.");
    }
  }

  async remove(id: string): Promise<Refusal | null> {
    try {
      await this.api.remove(id);
      runInAction(() => {
        if (this.editing?.id === id) this.editing = undefined;
      });
      await this.load();
      return null;
    } catch (error) {
      return refusal(error, "No fue posible eliminar la noticia.");
    }
  }

  async uploadImage(file: File): Promise<UploadedImage | Refusal> {
    runInAction(() => (this.uploadProgress = 0));
    try {
      return await this.api.uploadImage(file, (f) => runInAction(() => (this.uploadProgress = f)));
    } catch (error) {
      return refusal(error, "No fue posible subir la imagen.");
    } finally {
      runInAction(() => (this.uploadProgress = null));
    }
  }

  /** Forgets what this visit showed (list, filters, editor); an answer still on its way changes nothing. */
  @action leave(): void {
    this.visit++;
    this.query = FIRST_PAGE;
    this.list = this.newList();
    this.editing = undefined;
    this.audit = [];
    this.uploadProgress = null;
  }
}

/** The news administration's store, on the API client of the RootStore. */
export const adminNewsStoreKey = defineFeatureStore("adminNews", (root) => new AdminNewsStore(createAdminNewsApi(root.api)));

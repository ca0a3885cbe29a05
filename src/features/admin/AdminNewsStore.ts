import { action, computed, observable, runInAction } from "mobx";
import { errorStatus, errorText, serverFields } from "../../services/apiClient";
import type { AdminNewsApi } from "../../services/newsApi";
import type { AdminNewsItem, AdminNewsPage, AdminNewsQuery, NewsAuditEntry, NewsInput, UploadedImage } from "../../shared/news";

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

/**
 * The news administration's state (issue 6): the list with its filters, the item being edited, the
 * image upload with its progress, and the item's audit trail. The server decides what is allowed;
 * this store only says what it answered. It lives in the admin page's chunk.
 */
export class AdminNewsStore {
  @observable accessor query: AdminNewsQuery = { page: 1, pageSize: ADMIN_PAGE_SIZE };
  @observable accessor page: AdminNewsPage | null = null;
  @observable accessor loading = false;
  @observable accessor loadError: Refusal | null = null;
  /** The item open in the editor (null: a new one), or undefined when the list shows. */
  @observable accessor editing: AdminNewsItem | null | undefined = undefined;
  @observable accessor audit: NewsAuditEntry[] = [];
  @observable accessor uploadProgress: number | null = null;
  @observable accessor busy = false;
  /** Changes each time another item (or a new one) opens, so the form starts again from it. */
  @observable accessor editSession = 0;
  private loadSeq = 0;

  constructor(private readonly api: AdminNewsApi) {}

  @computed get pages(): number {
    return this.page ? Math.max(1, Math.ceil(this.page.total / ADMIN_PAGE_SIZE)) : 1;
  }

  @action setQuery(changes: Partial<AdminNewsQuery>): Promise<void> {
    this.query = { ...this.query, page: 1, ...changes };
    return this.load();
  }

  async load(): Promise<void> {
    const seq = ++this.loadSeq;
    runInAction(() => {
      this.loading = true;
      this.loadError = null;
    });
    try {
      const page = await this.api.list(this.query);
      runInAction(() => {
        if (seq === this.loadSeq) this.page = page;
      });
    } catch (error) {
      runInAction(() => {
        if (seq === this.loadSeq) this.loadError = refusal(error, "No fue posible cargar las noticias.");
      });
    } finally {
      runInAction(() => {
        if (seq === this.loadSeq) this.loading = false;
      });
    }
  }

  @action startNew(): void {
    this.editSession++;
    this.editing = null;
    this.audit = [];
  }

  /** Opens an item in the editor with its latest version and its audit trail. */
  async open(id: string): Promise<Refusal | null> {
    try {
      const [item, audit] = await Promise.all([this.api.get(id), this.api.audit(id)]);
      runInAction(() => {
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

  /** Runs one call with the busy flag; the item it returns becomes the one being edited. */
  private async run(call: () => Promise<AdminNewsItem>, fallback: string): Promise<Refusal | null> {
    if (this.busy) return null;
    runInAction(() => (this.busy = true));
    try {
      const item = await call();
      const audit = await this.api.audit(item.id).catch(() => this.audit);
      runInAction(() => {
        this.editing = item;
        this.audit = audit;
      });
      return null;
    } catch (error) {
      return refusal(error, fallback);
    } finally {
      runInAction(() => (this.busy = false));
    }
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
}

import { action, computed, observable, observableRef, runInAction } from "mobx";
import { errorText, serverFields } from "../../services/apiClient";
import { metadataForm, type AdminDocument, type AdminDocumentList } from "../../shared/documents";
import { defineFeatureStore } from "../../stores/base/featureStore";
import { Resource } from "../../stores/base/LoadableStore";
import { createDocumentsAdminApi, type DocumentsAdminApi, type DocumentsQuery } from "./documentsApi";

/** The fields of the upload form, as typed. */
export interface DocumentDraft {
  title: string;
  description: string;
  section: string;
  documentDate: string;
  periodStart: string;
  periodEnd: string;
  area: string;
  format: string;
  language: string;
}

export const emptyDraft = (): DocumentDraft => ({
  title: "",
  description: "",
  section: "",
  documentDate: "",
  periodStart: "",
  periodEnd: "",
  area: "",
  format: "",
  language: "es",
});

/** What one form (upload, replace or withdraw) is doing: busy, refused (with its fields) or done. */
export class FormState {
  @observable accessor busy = false;
  @observable accessor error: string | null = null;
  @observable accessor fields: Record<string, string> = {};
  @observable accessor done: string | null = null;

  @action reset(): void {
    this.busy = false;
    this.error = null;
    this.fields = {};
    this.done = null;
  }

  /** Runs a call once at a time; a refusal keeps the server's message and its fields. */
  async run<T>(call: () => Promise<T>, done: (value: T) => string): Promise<T | null> {
    if (this.busy) return null;
    runInAction(() => {
      this.busy = true;
      this.error = null;
      this.fields = {};
      this.done = null;
    });
    try {
      const value = await call();
      runInAction(() => {
        this.busy = false;
        this.done = done(value);
      });
      return value;
    } catch (error) {
      runInAction(() => {
        this.busy = false;
        this.error = errorText(error) ?? "No fue posible guardar. Intente de nuevo.";
        this.fields = serverFields(error) ?? {};
      });
      return null;
    }
  }
}

/** Fields of a draft as the multipart form the server reads (empty ones left out), and the file. */
export function formData(draft: Partial<DocumentDraft>, file: File | null): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(draft)) if (typeof v === "string" && v.trim() !== "") form.append(k, v.trim());
  if (file) form.append("file", file, file.name);
  return form;
}

/**
 * /admin/documentos (issue 35 §2): the library's documents (current, replaced and withdrawn),
 * searched and filtered by section on the server; the upload form; one document's replacement or
 * withdrawal at a time.
 */
export class DocumentsAdminStore {
  @observable accessor query: DocumentsQuery = {};
  @observableRef accessor list: Resource<DocumentsQuery, AdminDocumentList>;
  /** How many documents of the list are shown (a phone does not draw hundreds at once). */
  @observable accessor shown = 30;
  @observable accessor draft: DocumentDraft = emptyDraft();
  @observableRef accessor file: File | null = null;
  /** Counts the uploads done: the file input is drawn anew after each (a native input cannot be cleared otherwise). */
  @observable accessor uploads = 0;
  readonly upload = new FormState();
  /** The document whose replacement or withdrawal form is open. */
  @observable accessor replacing: string | null = null;
  @observable accessor withdrawing: string | null = null;
  /** The document whose metadata form is open, and the fields as typed. */
  @observable accessor editing: string | null = null;
  @observable accessor edit: DocumentDraft = emptyDraft();
  readonly editState = new FormState();
  @observableRef accessor replaceFile: File | null = null;
  @observable accessor replaceDate = "";
  @observable accessor reason = "";
  readonly replace = new FormState();
  readonly withdraw = new FormState();

  constructor(private readonly api: DocumentsAdminApi) {
    this.list = this.newList();
  }

  private newList(): Resource<DocumentsQuery, AdminDocumentList> {
    return new Resource((query) => this.api.list(query));
  }

  @computed get loading(): boolean {
    return this.list.isLoading;
  }

  @computed get loadError(): string | null {
    return this.list.status === "failed" ? (errorText(this.list.error) ?? "No fue posible cargar los documentos.") : null;
  }

  @computed get items(): AdminDocument[] {
    return this.list.value?.items ?? [];
  }

  @computed get visible(): AdminDocument[] {
    return this.items.slice(0, this.shown);
  }

  load(): Promise<void> {
    return this.list.key === this.query ? this.list.reload() : this.list.show(this.query);
  }

  @action search(q: string): Promise<void> {
    this.query = { ...this.query, q: q.trim() || undefined };
    this.shown = 30;
    return this.list.show(this.query);
  }

  @action filterSection(section: string): Promise<void> {
    this.query = { ...this.query, section: section || undefined };
    this.shown = 30;
    return this.list.show(this.query);
  }

  @action showMore(): void {
    this.shown += 30;
  }

  @action setField(field: keyof DocumentDraft, value: string): void {
    this.draft = { ...this.draft, [field]: value };
  }

  @action setFile(file: File | null): void {
    this.file = file;
  }

  async submitUpload(): Promise<AdminDocument | null> {
    const created = await this.upload.run(
      () => this.api.upload(formData(this.draft, this.file)),
      (d) => `Se publicó «${d.title}».`,
    );
    if (created) {
      runInAction(() => {
        this.draft = emptyDraft();
        this.file = null;
        this.uploads += 1;
      });
      await this.list.reload();
    }
    return created;
  }

  @action openEdit(doc: AdminDocument | null): void {
    this.editing = doc?.id ?? null;
    this.replacing = null;
    this.withdrawing = null;
    this.resetCardTasks();
    this.edit = doc ? metadataForm(doc) : emptyDraft();
  }

  @action setEditField(field: keyof DocumentDraft, value: string): void {
    this.edit = { ...this.edit, [field]: value };
  }

  async submitEdit(doc: AdminDocument): Promise<AdminDocument | null> {
    const e = this.edit;
    const saved = await this.editState.run(
      () =>
        this.api.update(doc.id, {
          title: e.title,
          description: e.description,
          section: Number(e.section),
          documentDate: e.documentDate,
          periodStart: e.periodStart || null,
          periodEnd: e.periodEnd || null,
          area: e.area,
          language: e.language,
          version: doc.version,
        }),
      (d) => `Se guardaron los datos de «${d.title}».`,
    );
    if (saved) {
      runInAction(() => (this.editing = null));
      await this.list.reload();
    }
    return saved;
  }

  /** Opening any card's form starts afresh, so the page's status line tells only the latest outcome. */
  private resetCardTasks(): void {
    this.editState.reset();
    this.replace.reset();
    this.withdraw.reset();
  }

  @action openReplace(id: string | null): void {
    this.replacing = id;
    this.editing = null;
    this.withdrawing = null;
    this.replaceFile = null;
    this.replaceDate = "";
    this.resetCardTasks();
  }

  @action openWithdraw(id: string | null): void {
    this.withdrawing = id;
    this.editing = null;
    this.replacing = null;
    this.reason = "";
    this.resetCardTasks();
  }

  @action setReplaceFile(file: File | null): void {
    this.replaceFile = file;
  }

  @action setReplaceDate(value: string): void {
    this.replaceDate = value;
  }

  @action setReason(value: string): void {
    this.reason = value;
  }

  async submitReplace(doc: AdminDocument, format: string): Promise<AdminDocument | null> {
    const created = await this.replace.run(
      () => this.api.replace(doc.id, formData({ format, documentDate: this.replaceDate }, this.replaceFile)),
      (d) => `Se publicó la nueva versión de «${d.title}»; la anterior queda como reemplazada.`,
    );
    if (created) {
      runInAction(() => (this.replacing = null));
      await this.list.reload();
    }
    return created;
  }

  async submitWithdraw(doc: AdminDocument): Promise<AdminDocument | null> {
    const done = await this.withdraw.run(
      () => this.api.withdraw(doc.id, this.reason),
      (d) => `Se retiró «${d.title}».`,
    );
    if (done) {
      runInAction(() => (this.withdrawing = null));
      await this.list.reload();
    }
    return done;
  }

  /** The page closes: the next visit starts afresh. */
  @action leave(): void {
    this.query = {};
    this.shown = 30;
    this.list = this.newList();
    this.draft = emptyDraft();
    this.file = null;
    this.replacing = null;
    this.withdrawing = null;
    this.editing = null;
    this.upload.reset();
  }
}

export const documentsAdminStoreKey = defineFeatureStore("documentsAdmin", (root) => new DocumentsAdminStore(createDocumentsAdminApi(root.api)));

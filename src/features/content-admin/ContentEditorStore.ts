import { action, computed, observable, observableRef, runInAction } from "mobx";
import { errorStatus, errorText, serverFields } from "../../services/apiClient";
import type { AdminPageDetail, ContentStatus, PageRevision, PageVersionDetail, PageVersionEntry, PublishResponse } from "../../shared/content";
import { defineFeatureStore } from "../../stores/base/featureStore";
import { createContentAdminApi, type ContentAdminApi, type LibraryDocument } from "./contentAdminApi";
import { bodyProblems, normalizeFields, within } from "./fieldPaths";
import { copyBody, toBody, type EditBody } from "./pageDraft";

/** What the last change came to, for the screen's message (a refusal is in `failure`). */
export type Outcome = "saved" | "published" | "scheduled" | "pending_approval" | "discarded" | "restored" | "reloaded" | "mineBack";

const EMPTY: EditBody = { title: "", description: "", keywords: [], lead: "", sections: [] };

/** Where a page stands, read from its detail (the list says the same with `status`). */
export function statusOf(page: AdminPageDetail): ContentStatus {
  if (page.approval.requestedAt) return "pending_approval";
  if (page.scheduledAt) return "scheduled";
  return page.draft ? "draft" : "published";
}

/**
 * The block editor of one content page (issue 35 §1, notes/content-api.md). It holds the working
 * copy the person edits, the version it was based on, and the field messages by path; saving sends
 * the copy with that version, so a save after someone else's is refused (409) and nothing typed is
 * lost: the copy stays, and after loading the other version it can be taken back.
 */
export class ContentEditorStore {
  @observable accessor routeKey = "";
  @observableRef accessor detail: AdminPageDetail | null = null;
  @observable accessor loadState: "idle" | "loading" | "ready" | "failed" = "idle";
  @observable accessor loadError = "";
  /** The working copy (deeply observable: the blocks' editors change it in place through `update`). */
  @observable accessor body: EditBody = EMPTY;
  @observable accessor dirty = false;
  /** Field messages by path ("sections[2].blocks[0].rows[1]"), the server's or found before sending. */
  @observableRef accessor errors: Record<string, string> = {};
  /** Counts the refused saves: the error summary takes the focus on each. */
  @observable accessor attempt = 0;
  @observable accessor outcome: Outcome | null = null;
  @observable accessor failure = "";
  /** A save was refused because someone saved first (409). */
  @observable accessor stale = false;
  /** What this person had typed when the other version was loaded after a conflict. */
  @observableRef accessor setAside: EditBody | null = null;
  @observable accessor busy = false;
  @observableRef accessor versions: PageVersionEntry[] | null = null;
  @observableRef accessor compared: PageVersionDetail | null = null;
  /** The document library for the picker: undefined until asked, null when it does not answer. */
  @observableRef accessor library: LibraryDocument[] | null | undefined = undefined;
  /** Counts the edits: what was typed while a save was under way stays unsaved. */
  private edits = 0;

  constructor(private readonly api: ContentAdminApi) {}

  /** The version a save or a publication is based on: the draft's, else the published one's. */
  @computed get baseVersion(): number {
    return this.detail ? (this.detail.draft?.version ?? this.detail.published.version) : 0;
  }

  @computed get status(): ContentStatus | null {
    return this.detail ? statusOf(this.detail) : null;
  }

  /** The revision the working copy came from. */
  @computed get current(): PageRevision | null {
    return this.detail ? (this.detail.draft ?? this.detail.published) : null;
  }

  /** Opens a page: its draft if there is one, else what is published. */
  async open(routeKey: string): Promise<void> {
    runInAction(() => {
      this.routeKey = routeKey;
      this.loadState = "loading";
      this.loadError = "";
      this.outcome = null;
      this.failure = "";
      this.stale = false;
      this.setAside = null;
      this.versions = null;
      this.compared = null;
    });
    try {
      const page = await this.api.get(routeKey);
      runInAction(() => {
        if (this.routeKey !== routeKey) return;
        this.apply(page);
        this.loadState = "ready";
      });
    } catch (error) {
      runInAction(() => {
        if (this.routeKey !== routeKey) return;
        this.loadState = "failed";
        this.loadError = errorText(error) ?? "No fue posible abrir la página.";
      });
    }
  }

  /** Takes the server's page as the one being edited. */
  @action private apply(page: AdminPageDetail): void {
    this.detail = page;
    this.body = copyBody(page.draft ?? page.published);
    this.dirty = false;
    this.errors = {};
  }

  /** One edit of the working copy; the messages about what `prefix` holds go (the person is correcting it). */
  @action update(prefix: string, edit: (body: EditBody) => void): void {
    edit(this.body);
    this.edits++;
    this.dirty = true;
    this.outcome = null;
    if (Object.keys(this.errors).some((p) => within(p, prefix))) {
      this.errors = Object.fromEntries(Object.entries(this.errors).filter(([p]) => !within(p, prefix)));
    }
  }

  /** Runs one change against the server, one at a time; false when it was refused (the reason is in `failure`). */
  private async run(call: () => Promise<void>, fallback: string): Promise<boolean> {
    if (this.busy) return false;
    runInAction(() => {
      this.busy = true;
      this.failure = "";
      this.outcome = null;
    });
    try {
      await call();
      return true;
    } catch (error) {
      runInAction(() => {
        this.failure = errorText(error) ?? fallback;
        if (errorStatus(error) === 409) this.stale = true;
        const fields = normalizeFields(serverFields(error));
        if (Object.keys(fields).length > 0) this.errors = fields;
        this.attempt++;
      });
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** Saves the working copy as the draft, with the version it was based on. */
  async save(): Promise<boolean> {
    const problems = bodyProblems(this.body);
    if (Object.keys(problems).length > 0) {
      runInAction(() => {
        this.errors = problems;
        this.failure = "";
        this.attempt++;
      });
      return false;
    }
    const routeKey = this.routeKey;
    const mark = this.edits;
    return this.run(async () => {
      const { draft } = await this.api.save(routeKey, { ...toBody(this.body), version: this.baseVersion });
      runInAction(() => {
        if (!this.detail) return;
        this.detail = { ...this.detail, draft };
        this.dirty = this.edits !== mark;
        this.errors = {};
        this.outcome = "saved";
      });
    }, "No fue posible guardar el borrador.");
  }

  /** After a conflict: loads the version saved meanwhile and keeps what was typed aside. */
  async reloadAfterConflict(): Promise<boolean> {
    const typed = copyBody(toBody(this.body));
    const routeKey = this.routeKey;
    return this.run(async () => {
      const page = await this.api.get(routeKey);
      runInAction(() => {
        this.apply(page);
        this.setAside = typed;
        this.stale = false;
        this.outcome = "reloaded";
      });
    }, "No fue posible cargar la versión actual.");
  }

  /** Puts back what was typed before the conflict, now based on the current version. */
  @action takeBackMine(): void {
    if (!this.setAside) return;
    this.body = this.setAside;
    this.setAside = null;
    this.dirty = true;
    this.outcome = "mineBack";
  }

  /** Publishes now (or at `publishAt`, an ISO instant), saving first what is unsaved. */
  async publish(publishAt?: string): Promise<boolean> {
    if (this.dirty && !(await this.save())) return false;
    return this.settle((routeKey, version) => this.api.publish(routeKey, version, publishAt), "No fue posible publicar la página.");
  }

  /** A second person approves the publication asked for (the server refuses the one who asked). */
  approve(): Promise<boolean> {
    return this.settle((routeKey, version) => this.api.approve(routeKey, version), "No fue posible aprobar la publicación.");
  }

  /** A publication or its approval, based on the current version: the page as it now stands, and what came of it. */
  private settle(call: (routeKey: string, version: number) => Promise<PublishResponse>, fallback: string): Promise<boolean> {
    const routeKey = this.routeKey;
    return this.run(async () => {
      const { status, page } = await call(routeKey, this.baseVersion);
      runInAction(() => {
        this.apply(page);
        this.outcome = status;
      });
    }, fallback);
  }

  /** Drops the draft (and its schedule): the page is edited again from what is published. */
  discard(): Promise<boolean> {
    const routeKey = this.routeKey;
    return this.run(async () => {
      const { page } = await this.api.discard(routeKey, this.baseVersion);
      runInAction(() => {
        this.apply(page);
        this.setAside = null;
        this.outcome = "discarded";
      });
    }, "No fue posible descartar el borrador.");
  }

  loadVersions(): Promise<boolean> {
    const routeKey = this.routeKey;
    return this.run(async () => {
      const { items } = await this.api.versions(routeKey);
      runInAction(() => (this.versions = items));
    }, "No fue posible leer las versiones de la página.");
  }

  /** Reads a version to compare it with the working copy. */
  compare(version: number): Promise<boolean> {
    const routeKey = this.routeKey;
    return this.run(async () => {
      const detail = await this.api.version(routeKey, version);
      runInAction(() => (this.compared = detail));
    }, "No fue posible leer esa versión.");
  }

  @action closeCompare(): void {
    this.compared = null;
  }

  /** Restores a version as a new draft (publishing it is a separate step). */
  restore(version: number): Promise<boolean> {
    const routeKey = this.routeKey;
    return this.run(async () => {
      const { draft } = await this.api.restore(routeKey, version, this.baseVersion);
      const versions = await this.api.versions(routeKey).catch(() => null);
      runInAction(() => {
        if (!this.detail) return;
        this.apply({ ...this.detail, draft });
        if (versions) this.versions = versions.items;
        this.compared = null;
        this.outcome = "restored";
      });
    }, "No fue posible restaurar esa versión.");
  }

  /** Asks the document library for the picker; when it does not answer, the picker stays hidden. */
  async searchLibrary(q: string): Promise<void> {
    try {
      const items = await this.api.documents(q);
      runInAction(() => (this.library = items));
    } catch {
      runInAction(() => (this.library = null));
    }
  }

  /** The page closes: nothing of this visit stays. */
  @action leave(): void {
    this.routeKey = "";
    this.detail = null;
    this.loadState = "idle";
    this.body = EMPTY;
    this.dirty = false;
    this.errors = {};
    this.outcome = null;
    this.failure = "";
    this.stale = false;
    this.setAside = null;
    this.versions = null;
    this.compared = null;
  }
}

export const contentEditorStoreKey = defineFeatureStore("contentEditor", (root) => new ContentEditorStore(createContentAdminApi(root.api)));

import { action, computed, observable, observableRef } from "mobx";
import { errorText } from "../../services/apiClient";
import type { AdminPageList, AdminPageSummary, AdminPagesQuery, ContentStatus } from "../../shared/content";
import { defineFeatureStore } from "../../stores/base/featureStore";
import { Resource } from "../../stores/base/LoadableStore";
import { createContentAdminApi, type ContentAdminApi } from "./contentAdminApi";

/**
 * /admin/contenido (issue 35 §1): the content pages with their state, searched by title or path and
 * filtered by state on the server, and by group here (the list holds every page at once).
 */
export class ContentPagesStore {
  @observable accessor query: AdminPagesQuery = {};
  @observable accessor group = "";
  @observableRef accessor list: Resource<AdminPagesQuery, AdminPageList>;

  constructor(private readonly api: Pick<ContentAdminApi, "list">) {
    this.list = this.newList();
  }

  private newList(): Resource<AdminPagesQuery, AdminPageList> {
    return new Resource((query) => this.api.list(query));
  }

  @computed get loading(): boolean {
    return this.list.isLoading;
  }

  /** Why the list could not be read, or null. */
  @computed get loadError(): string | null {
    return this.list.status === "failed" ? (errorText(this.list.error) ?? "No fue posible cargar las páginas.") : null;
  }

  /** Every group of the pages read, sorted (for the group filter). */
  @computed get groups(): string[] {
    return [...new Set((this.list.value?.items ?? []).map((p) => p.group))].sort((a, b) => a.localeCompare(b, "es"));
  }

  /** The pages of the query in the chosen group. */
  @computed get items(): AdminPageSummary[] {
    const items = this.list.value?.items ?? [];
    return this.group ? items.filter((p) => p.group === this.group) : items;
  }

  load(): Promise<void> {
    return this.list.key === this.query ? this.list.reload() : this.list.show(this.query);
  }

  @action search(q: string): Promise<void> {
    this.query = { ...this.query, q: q.trim() || undefined };
    return this.list.show(this.query);
  }

  @action filterStatus(status: ContentStatus | undefined): Promise<void> {
    this.query = { ...this.query, status };
    return this.list.show(this.query);
  }

  @action filterGroup(group: string): void {
    this.group = group;
  }

  /** The page closes: the next visit starts afresh. */
  @action leave(): void {
    this.query = {};
    this.group = "";
    this.list = this.newList();
  }
}

export const contentPagesStoreKey = defineFeatureStore("contentPages", (root) => new ContentPagesStore(createContentAdminApi(root.api)));

import { action, computed, observable, observableRef } from "mobx";
import type { OutboxEntry, OutboxQuery, OutboxState } from "../../shared/mail";
import { Resource } from "../../stores/base/LoadableStore";
import { defineFeatureStore } from "../../stores/base/featureStore";
import { createAdminApi, type AdminApi } from "./adminApi";

/** The filters of /admin/correo: a recipient (the whole address) and a state; empty: all. */
export interface MailFilter {
  to: string;
  state: OutboxState | "";
}

/**
 * /admin/correo (SUPER_ADMIN, issue 24 §3): the mail outbox, newest first, filtered by recipient
 * and state, and the message one opened. The list keeps showing while a new filter loads.
 */
export class AdminMailStore {
  @observableRef accessor list: Resource<string, { messages: OutboxEntry[]; origin?: string }>;
  @observable accessor filter: MailFilter = { to: "", state: "" };
  @observable accessor selectedId: string | null = null;

  constructor(private readonly api: Pick<AdminApi, "mailOutbox">) {
    this.list = this.newList();
  }

  private newList(): Resource<string, { messages: OutboxEntry[]; origin?: string }> {
    return new Resource((key) => this.api.mailOutbox(JSON.parse(key) as OutboxQuery));
  }

  /** Reads the outbox with the current filter (again only when the filter changed or it failed). */
  load(): Promise<void> {
    const query: OutboxQuery = {};
    if (this.filter.to.trim()) query.to = this.filter.to.trim();
    if (this.filter.state) query.state = this.filter.state;
    return this.list.show(JSON.stringify(query));
  }

  /** Applies a filter: the list is read with it and the open message closes. */
  @action applyFilter(filter: MailFilter): Promise<void> {
    this.filter = { to: filter.to.trim(), state: filter.state };
    this.selectedId = null;
    return this.load();
  }

  /** "Actualizar": the same filter read again (new messages arrive while the page is open). */
  refresh(): Promise<void> {
    return this.list.reload();
  }

  @action select(id: string | null): void {
    this.selectedId = id;
  }

  @computed get messages(): readonly OutboxEntry[] {
    return this.failed ? [] : (this.list.value?.messages ?? []);
  }

  /** The portal's own origin (PUBLIC_URL) as the server says it: only addresses there become links. */
  @computed get origin(): string | null {
    return this.list.value?.origin ?? null;
  }

  /** The open message, while the list holds it. */
  @computed get selected(): OutboxEntry | null {
    return this.messages.find((m) => m.id === this.selectedId) ?? null;
  }

  @computed get loading(): boolean {
    return this.list.status === "idle" || this.list.isLoading;
  }

  @computed get failed(): boolean {
    return this.list.status === "failed";
  }

  @computed get error(): unknown {
    return this.list.error;
  }

  @computed get hasRead(): boolean {
    return this.list.value !== undefined;
  }

  /** The page closes: the next visit reads afresh. */
  @action leave(): void {
    this.list = this.newList();
    this.selectedId = null;
  }
}

/** The outbox screen's store, made with its page. */
export const adminMailStoreKey = defineFeatureStore("adminMail", (root) => new AdminMailStore(createAdminApi(root.api)));

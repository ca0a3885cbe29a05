import { action, computed, observableRef } from "mobx";
import { serverFields } from "../../services/apiClient";
import type { AuditPage, AuditQuery } from "../../shared/admin";
import { Resource } from "../../stores/base/LoadableStore";
import { defineFeatureStore } from "../../stores/base/featureStore";
import { createAdminApi, type AdminApi } from "./adminApi";

/**
 * /admin/audit (SUPER_ADMIN): the page of the audit log that the address's filters ask for. The
 * last page stays while the next one loads; a refused filter (400) names its fields.
 */
export class AdminAuditStore {
  /** This visit's pages, by their query (JSON): a new visit starts from nothing. */
  @observableRef accessor list: Resource<string, AuditPage>;

  constructor(private readonly api: Pick<AdminApi, "audit">) {
    this.list = this.newList();
  }

  private newList(): Resource<string, AuditPage> {
    return new Resource((key) => this.api.audit(JSON.parse(key) as AuditQuery));
  }

  /** Shows the page of `query` (the address's); a query already shown is not asked again. */
  show(query: AuditQuery): Promise<void> {
    return this.list.show(JSON.stringify(query));
  }

  /** Reading a page, or about to (the page reads it when it opens). */
  @computed get loading(): boolean {
    return this.list.status === "idle" || this.list.isLoading;
  }

  @computed get failed(): boolean {
    return this.list.status === "failed";
  }

  @computed get error(): unknown {
    return this.list.error;
  }

  /** Whether a page came at all in this visit (the spinner shows until one does). */
  @computed get hasRead(): boolean {
    return this.list.value !== undefined;
  }

  /** The page the table shows: none after a failure. */
  @computed get page(): AuditPage | undefined {
    return this.failed ? undefined : this.list.value;
  }

  /** The server's messages on the filters of a refused query (400), by field. */
  @computed get filterErrors(): Record<string, string> | undefined {
    return this.failed ? serverFields(this.list.error) : undefined;
  }

  /** "Intentar de nuevo" after a failure. */
  retry(): Promise<void> {
    return this.list.retry();
  }

  /** The page closes: the next visit reads afresh, as a page opened anew. */
  @action leave(): void {
    this.list = this.newList();
  }
}

/** The audit log's store, made with its page. */
export const adminAuditStoreKey = defineFeatureStore("adminAudit", (root) => new AdminAuditStore(createAdminApi(root.api)));

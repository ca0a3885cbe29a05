import { action, computed, observableRef } from "mobx";
import type { AdminUserPage, AdminUserQuery } from "../../shared/admin";
import { listPages } from "../../shared/paging";
import { Resource } from "../../stores/base/LoadableStore";
import { defineFeatureStore } from "../../stores/base/featureStore";
import { createAdminApi, type AdminApi } from "./adminApi";
import { AdminUserDetailStore } from "./AdminUserDetailStore";

/** A page of the list with the query it answers (as JSON): reading the same query again stays quiet. */
export interface UserListAnswer {
  key: string;
  page: AdminUserPage;
}

/**
 * /admin/users: the page of accounts that the address's search, filters and page ask for, and the
 * account open in the panel (AdminUserDetailStore). The last page stays on screen while the next
 * one loads; a change to an account (roles, state) reads the page again.
 */
export class AdminUsersStore {
  /** This visit's pages, by their query (JSON): a new visit starts from nothing. */
  @observableRef accessor list: Resource<string, UserListAnswer>;
  /** The account open in the panel, if any. */
  @observableRef accessor opened: AdminUserDetailStore | null = null;

  constructor(
    private readonly api: AdminApi,
    private readonly currentUserId: () => string | null,
  ) {
    this.list = this.newList();
  }

  private newList(): Resource<string, UserListAnswer> {
    return new Resource((key) => this.api.users(JSON.parse(key) as AdminUserQuery).then((page) => ({ key, page })));
  }

  /** The signed-in administrator's own account (the list and the panel say so). */
  get me(): string | null {
    return this.currentUserId();
  }

  /** Shows the page of `query` (the address's); a query already shown is not asked again. */
  showList(query: AdminUserQuery): Promise<void> {
    return this.list.show(JSON.stringify(query));
  }

  /** The page on screen (the last that came). */
  @computed get page(): AdminUserPage | undefined {
    return this.list.value?.page;
  }

  /**
   * The pages of the list as far as they are known (issue 37). Past a bounded total (more than 1,000
   * accounts, not counted further) there is at least one page more; a page shown past them counts,
   * and when it is full one more again, so "Página siguiente" leads on as long as accounts come.
   */
  @computed get pages(): number {
    const page = this.page;
    return page ? listPages(page, page.pageSize || 1, page.page, page.items.length) : 1;
  }

  /** Reading a page, or about to (the page reads it when it opens). */
  @computed get listLoading(): boolean {
    return this.list.status === "idle" || this.list.isLoading;
  }

  /** The page on screen answers another query than the one being read (it is about to be replaced). */
  @computed get stale(): boolean {
    return this.listLoading && this.list.value?.key !== this.list.key;
  }

  @computed get listFailed(): boolean {
    return this.list.status === "failed";
  }

  @computed get listError(): unknown {
    return this.list.error;
  }

  /** "Intentar de nuevo" after a failure. */
  retryList(): Promise<void> {
    return this.list.retry();
  }

  /** Opens an account in the panel: it is read afresh each time. */
  @action openUser(id: string): AdminUserDetailStore {
    const list = this.list;
    // A change shows in the list; a list left meanwhile is not read again.
    const account = new AdminUserDetailStore(id, this.api, () => {
      if (this.list === list) void list.reload();
    });
    this.opened = account;
    void account.load();
    return account;
  }

  /** Closes the panel of `id` (another account's panel may have opened meanwhile). */
  @action closeUser(id: string): void {
    if (this.opened?.id === id) this.opened = null;
  }

  /** The store of the account `id`, when its panel is the one open. */
  account(id: string): AdminUserDetailStore | null {
    return this.opened?.id === id ? this.opened : null;
  }

  /** The page closes: the next visit reads afresh, as a page opened anew. */
  @action leave(): void {
    this.list = this.newList();
    this.opened = null;
  }
}

/** The users screen's store, made with its page (the admin calls come in the page's chunk). */
export const adminUsersStoreKey = defineFeatureStore(
  "adminUsers",
  (root) => new AdminUsersStore(createAdminApi(root.api), () => root.session.user?.id ?? null),
);

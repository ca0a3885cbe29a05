import { action, computed, observableRef } from "mobx";
import { saveBlob } from "../../services/saveBlob";
import { listPages } from "../../shared/paging";
import type { AgentCaseFilter, AgentCaseList } from "../../shared/pqrs";
import { defineFeatureStore } from "../../stores/base/featureStore";
import { Resource } from "../../stores/base/LoadableStore";
import type { PqrsApi } from "../pqrs/pqrsApi";
import { AdminPqrsCaseStore, type PqrsApiLoader } from "./AdminPqrsCaseStore";

/**
 * The agents' PQRS inbox (/admin/pqrs): the page of cases for the filter in the address, with its
 * counts, and the case open beside it (an AdminPqrsCaseStore). What is shown belongs to one visit:
 * the view calls `leave()` when it goes, so the next visit loads afresh as the page always did.
 */
export class AdminPqrsStore {
  /** The cases of the filter shown (kept while the next filter's load, so the table stays). */
  @observableRef accessor list: Resource<AgentCaseFilter, AgentCaseList>;
  /** The case open in the detail, or null. */
  @observableRef accessor opened: AdminPqrsCaseStore | null = null;

  constructor(
    private readonly api: PqrsApiLoader,
    private readonly userId: () => string | undefined,
    private readonly save: (blob: Blob, fileName: string) => void = saveBlob,
  ) {
    this.list = this.newList();
  }

  private newList(): Resource<AgentCaseFilter, AgentCaseList> {
    return new Resource(async (filter) => (await this.api()).adminList(filter));
  }

  /** The signed-in agent's id ("" without one): the assign form offers them first. */
  @computed get me(): string {
    return this.userId() ?? "";
  }

  /** Whether the list is being loaded (also before its first load starts, as the page always said). */
  @computed get listLoading(): boolean {
    return this.list.status === "idle" || this.list.isLoading;
  }

  /**
   * The pages of the list as far as they are known (issue 37). Past a bounded total (more than 1,000
   * cases, not counted further) there is at least one page more; a page shown past them counts, and
   * when it is full one more again, so "Página siguiente" leads on as long as cases come.
   */
  @computed get pages(): number {
    const data = this.list.value;
    return data ? listPages(data, data.pageSize || 1, data.page, data.items.length) : 1;
  }

  /** Shows the cases of `filter`; the filter already shown is not asked again. */
  showList(filter: AgentCaseFilter): Promise<void> {
    const shown = this.list.key;
    if (shown !== undefined && JSON.stringify(shown) === JSON.stringify(filter)) return Promise.resolve();
    return this.list.show(filter);
  }

  /** Lists the same cases again (after an action changed one), keeping the table meanwhile. */
  refreshList(): Promise<void> {
    return this.list.reload();
  }

  /** Opens a case in the detail and loads it. */
  @action openCase(id: string): AdminPqrsCaseStore {
    const opened = new AdminPqrsCaseStore(id, this.api, () => void this.refreshList(), this.save);
    this.opened = opened;
    void opened.load();
    return opened;
  }

  /** Closes the detail of `opened` (unless another case has opened since). */
  @action closeCase(opened: AdminPqrsCaseStore): void {
    if (this.opened === opened) this.opened = null;
  }

  /** Forgets what this visit showed; an answer still on its way lands in what was forgotten. */
  @action leave(): void {
    this.list = this.newList();
    this.opened = null;
  }
}

/** The inbox's store; the PQRS calls load with its first screen (chunk "pqrs-api", as the forms load them). */
export const adminPqrsStoreKey = defineFeatureStore("adminPqrs", (root) => {
  let api: Promise<PqrsApi> | null = null;
  return new AdminPqrsStore(
    () => (api ??= import(/* webpackChunkName: "pqrs-api" */ "../pqrs/pqrsApi").then((m) => m.createPqrsApi(root.api))),
    () => root.session.user?.id,
  );
});

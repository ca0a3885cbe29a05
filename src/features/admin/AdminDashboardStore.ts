import { action, computed, observable, observableRef } from "mobx";
import type { AdminSummary } from "../../shared/admin";
import { ROLES } from "../../shared/constants";
import { Resource } from "../../stores/base/LoadableStore";
import { defineFeatureStore } from "../../stores/base/featureStore";
import { Prefetched } from "../../stores/base/prefetched";
import { createAdminApi, type AdminApi } from "./adminApi";

/** What the dashboard's live region says about the figures: being read again, or just read again. */
export type SummaryNews = "refreshing" | "refreshed" | null;

const SUMMARY = "summary";

/**
 * /admin/dashboard: the portal at a glance (users, PQRS, news, visits, today's payments), read
 * afresh each time the page opens. "Actualizar" reads it again with the last figures still on
 * screen; a failure keeps them, with the error and a retry.
 */
export class AdminDashboardStore {
  /** This visit's summary: a new visit starts from nothing, and a late answer of the last one lands nowhere. */
  @observableRef accessor summary: Resource<typeof SUMMARY, AdminSummary>;
  /** The person asked for fresh figures ("Actualizar"): the page says when they came. */
  @observable accessor refreshed = false;

  /** The summary asked for with the route (prefetch), taken once by the page's first reading. */
  private readonly prefetched: Prefetched<typeof SUMMARY, AdminSummary>;

  constructor(
    private readonly api: Pick<AdminApi, "summary">,
    private readonly roles: () => readonly string[],
    now: () => number = Date.now,
  ) {
    this.prefetched = new Prefetched(() => this.api.summary(), now);
    this.summary = this.newSummary();
  }

  private newSummary(): Resource<typeof SUMMARY, AdminSummary> {
    return new Resource(() => this.prefetched.take(SUMMARY), this.prefetched);
  }

  /**
   * Asks for the summary with the route, while the page's code downloads (issue 37: an
   * administrator's phone asked only once the view had rendered); the page's opening takes it.
   */
  prefetch(): Promise<void> {
    return this.prefetched.ask(SUMMARY);
  }

  /** The figures on screen (the last that came, or before the page's first reading the ones asked for with the route, if here). */
  @computed get data(): AdminSummary | undefined {
    return this.summary.current(SUMMARY);
  }

  /** Reading the summary, or about to (the page reads it when it opens). */
  @computed get loading(): boolean {
    return this.summary.status === "idle" || this.summary.isLoading;
  }

  @computed get failed(): boolean {
    return this.summary.status === "failed";
  }

  @computed get error(): unknown {
    return this.summary.error;
  }

  /** What the live region says: nothing until the person asks for fresh figures. */
  @computed get news(): SummaryNews {
    if (this.loading && this.summary.value) return "refreshing";
    return this.refreshed && this.data && !this.failed ? "refreshed" : null;
  }

  /** The audit log is the SUPER_ADMIN's: only they get its quick link. */
  @computed get canReadAudit(): boolean {
    return this.roles().some((r) => r.toUpperCase() === ROLES.superAdmin);
  }

  /** The page opens: reads the summary. */
  open(): Promise<void> {
    return this.summary.show(SUMMARY);
  }

  /** "Actualizar": reads the figures again, keeping these on screen meanwhile. */
  @action refresh(): Promise<void> {
    this.refreshed = true;
    this.prefetched.drop();
    return this.summary.reload();
  }

  /** "Reintentar" after a failure. */
  retry(): Promise<void> {
    this.prefetched.drop(); // a summary asked for with the route since is not the fresh one asked for now
    return this.summary.retry();
  }

  /** The page closes: the next visit reads afresh, as a page opened anew. */
  @action leave(): void {
    this.summary = this.newSummary();
    this.refreshed = false;
  }
}

/** The dashboard's store, made with its page (the admin calls come in the page's chunk). */
export const adminDashboardStoreKey = defineFeatureStore(
  "adminDashboard",
  (root) => new AdminDashboardStore(createAdminApi(root.api), () => root.session.user?.roles ?? []),
);

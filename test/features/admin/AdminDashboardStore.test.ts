import { AdminDashboardStore, adminDashboardStoreKey } from "../../../src/features/admin/AdminDashboardStore";
import type { AdminSummary } from "../../../src/shared/admin";
import { testStores } from "../../helpers";
import { deferred, fakeAdminApi, httpError } from "./adminFakes";

/** Only what the store looks at: a summary is told apart by when it was made. */
const summary = (generatedAt: string) => ({ generatedAt }) as AdminSummary;

describe("AdminDashboardStore", () => {
  it("reads the summary when the page opens, and counts as loading until then", async () => {
    const api = fakeAdminApi({ summary: jest.fn(async () => summary("2026-03-18T20:00:00.000Z")) });
    const store = new AdminDashboardStore(api, () => []);
    expect(store.loading).toBe(true);
    expect(store.data).toBeUndefined();
    await store.open();
    expect(api.summary).toHaveBeenCalledTimes(1);
    expect(store.loading).toBe(false);
    expect(store.data?.generatedAt).toBe("2026-03-18T20:00:00.000Z");
    expect(store.news).toBeNull();
  });

  it("takes the summary asked for with the route once, while it is fresh (issue 37)", async () => {
    let now = 1_000_000;
    const api = fakeAdminApi({ summary: jest.fn(async () => summary(`at ${now}`)) });
    const store = new AdminDashboardStore(
      api,
      () => [],
      () => now,
    );
    void store.prefetch();
    void store.prefetch(); // the same route twice (the landing and the page's mount): one request
    expect(api.summary).toHaveBeenCalledTimes(1);
    await store.open();
    expect(api.summary).toHaveBeenCalledTimes(1);
    expect(store.data?.generatedAt).toBe("at 1000000");
    // "Actualizar" and a later visit ask again.
    await store.refresh();
    expect(api.summary).toHaveBeenCalledTimes(2);
    store.leave();
    // A prefetch the page did not take within 30 s (the person went elsewhere) is not this visit's.
    now += 30_001;
    void store.prefetch();
    expect(api.summary).toHaveBeenCalledTimes(3);
    now += 30_001;
    await store.open();
    expect(api.summary).toHaveBeenCalledTimes(4);
    expect(store.data?.generatedAt).toBe("at 1060002");
    // Asked for with the route right after the page read it itself (its code came first): not sent;
    // "Reintentar" asks anew.
    void store.prefetch();
    expect(api.summary).toHaveBeenCalledTimes(4);
    await store.retry();
    expect(api.summary).toHaveBeenCalledTimes(5);
  });

  it("shows the summary asked for with the route as soon as it has come, before the page's first reading, and says nothing of it (issue 37)", async () => {
    const answer = deferred<AdminSummary>();
    const api = fakeAdminApi({ summary: jest.fn(() => answer.promise) });
    const store = new AdminDashboardStore(api, () => []);
    void store.prefetch();
    expect(store.data).toBeUndefined(); // asked, not come: the page shows its spinner
    answer.resolve(summary("con la ruta"));
    await answer.promise;
    await Promise.resolve();
    // The page's first render: the figures, and no "Actualizando…" in the live region.
    expect(store.data?.generatedAt).toBe("con la ruta");
    expect(store.news).toBeNull();
    const opened = store.open();
    expect(store.loading).toBe(false); // taken in the same turn
    await opened;
    expect(api.summary).toHaveBeenCalledTimes(1);
    expect(store.data?.generatedAt).toBe("con la ruta");
    expect(store.news).toBeNull();
  });

  it("keeps the error of a failed read, and 'Reintentar' asks again", async () => {
    const api = fakeAdminApi({ summary: jest.fn().mockRejectedValueOnce(httpError(503, { message: "Servicio no disponible" })) });
    const store = new AdminDashboardStore(api, () => []);
    await store.open();
    expect(store.failed).toBe(true);
    expect(store.error).toMatchObject({ response: { status: 503 } });
    api.summary.mockResolvedValueOnce(summary("2026-03-18T20:05:00.000Z"));
    const again = store.retry();
    expect(store.failed).toBe(false);
    expect(store.loading).toBe(true);
    await again;
    expect(api.summary).toHaveBeenCalledTimes(2);
    expect(store.data?.generatedAt).toBe("2026-03-18T20:05:00.000Z");
    expect(store.news).toBeNull(); // a retry is not an "Actualizar"
  });

  it("'Actualizar' keeps the figures on screen while it reads, then says they are new; a failure keeps them", async () => {
    const api = fakeAdminApi({ summary: jest.fn(async () => summary("a")) });
    const store = new AdminDashboardStore(api, () => []);
    await store.open();
    const next = deferred<AdminSummary>();
    api.summary.mockReturnValueOnce(next.promise);
    const refreshing = store.refresh();
    expect(store.news).toBe("refreshing");
    expect(store.data?.generatedAt).toBe("a");
    next.resolve(summary("b"));
    await refreshing;
    expect(store.news).toBe("refreshed");
    expect(store.data?.generatedAt).toBe("b");

    api.summary.mockRejectedValueOnce(new Error("sin conexión"));
    await store.refresh();
    expect(store.failed).toBe(true);
    expect(store.data?.generatedAt).toBe("b");
    expect(store.news).toBeNull();
  });

  it("starts each visit from nothing: a late answer of the page left lands nowhere", async () => {
    const late = deferred<AdminSummary>();
    const api = fakeAdminApi({ summary: jest.fn().mockReturnValueOnce(late.promise) });
    const store = new AdminDashboardStore(api, () => []);
    const first = store.open();
    store.leave();
    late.resolve(summary("old"));
    await first;
    expect(store.data).toBeUndefined();
    expect(store.loading).toBe(true);

    api.summary.mockResolvedValueOnce(summary("new"));
    await store.refresh();
    store.leave();
    expect(store.refreshed).toBe(false);
    expect(store.data).toBeUndefined();
    api.summary.mockResolvedValueOnce(summary("again"));
    await store.open();
    expect(api.summary).toHaveBeenCalledTimes(3);
    expect(store.data?.generatedAt).toBe("again");
  });

  it("offers the audit log to a SUPER_ADMIN only, whatever the case of the role", () => {
    let roles = ["USER", "ADMIN"];
    const store = new AdminDashboardStore(fakeAdminApi(), () => roles);
    expect(store.canReadAudit).toBe(false);
    roles = ["user", "super_admin"];
    expect(new AdminDashboardStore(fakeAdminApi(), () => roles).canReadAudit).toBe(true);
  });

  it("is made once per page load by the RootStore, on its API client", () => {
    const { stores } = testStores();
    const store = stores.feature(adminDashboardStoreKey);
    expect(store).toBeInstanceOf(AdminDashboardStore);
    expect(stores.feature(adminDashboardStoreKey)).toBe(store);
    expect(store.canReadAudit).toBe(false); // nobody signed in
  });
});

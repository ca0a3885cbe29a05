import { AdminAuditStore } from "../../../src/features/admin/AdminAuditStore";
import { readAuditQuery } from "../../../src/features/admin/adminAuditQuery";
import type { AuditPage, AuditQuery } from "../../../src/shared/admin";
import { deferred, fakeAdminApi, httpError } from "./adminFakes";

const page = (total: number, p = 1): AuditPage => ({ items: [], total, page: p, pageSize: 20 });

describe("AdminAuditStore", () => {
  it("reads the page of the address's filters; a query already shown is not asked again", async () => {
    const api = fakeAdminApi({ audit: jest.fn(async () => page(3)) });
    const store = new AdminAuditStore(api);
    expect(store.loading).toBe(true);
    expect(store.hasRead).toBe(false);
    const query = readAuditQuery(new URLSearchParams("actor=%20garcia%20&action=nada&entityType=user&page=2"));
    expect(query).toEqual({ actor: "garcia", action: undefined, entityType: "user", from: undefined, to: undefined, page: 2, pageSize: 20 });
    await store.show(query);
    expect(api.audit).toHaveBeenCalledWith({ actor: "garcia", entityType: "user", page: 2, pageSize: 20 });
    expect(store.page?.total).toBe(3);
    await store.show({ ...query });
    expect(api.audit).toHaveBeenCalledTimes(1);
  });

  it("keeps the last page on screen while another query loads, and drops an answer overtaken by a newer one", async () => {
    const slow = deferred<AuditPage>();
    const api = fakeAdminApi({ audit: jest.fn(async () => page(3)) });
    const store = new AdminAuditStore(api);
    await store.show({ page: 1, pageSize: 20 });
    api.audit.mockReturnValueOnce(slow.promise).mockResolvedValueOnce(page(1));
    const first = store.show({ actor: "a", page: 1, pageSize: 20 });
    expect(store.loading).toBe(true);
    expect(store.page?.total).toBe(3);
    await store.show({ actor: "ab", page: 1, pageSize: 20 });
    slow.resolve(page(99));
    await first;
    expect(store.page?.total).toBe(1);
  });

  it("names the refused filters (400) and shows no page; 'Intentar de nuevo' asks again", async () => {
    const api = fakeAdminApi({ audit: jest.fn(async () => page(3)) });
    const store = new AdminAuditStore(api);
    await store.show({ page: 1, pageSize: 20 });
    api.audit.mockRejectedValueOnce(httpError(400, { message: "Revise los filtros", fields: { from: "Fecha no válida", q: "No se admite" } }));
    await store.show({ from: "2026-13-01", page: 1, pageSize: 20 });
    expect(store.failed).toBe(true);
    expect(store.filterErrors).toEqual({ from: "Fecha no válida", q: "No se admite" });
    expect(store.page).toBeUndefined();
    expect(store.hasRead).toBe(true); // no spinner: a page came before

    api.audit.mockRejectedValueOnce(new Error("sin conexión"));
    await store.retry();
    expect(store.filterErrors).toBeUndefined();
    expect(store.error).toEqual(new Error("sin conexión"));
    expect(api.audit).toHaveBeenLastCalledWith({ from: "2026-13-01", page: 1, pageSize: 20 });
  });

  it("starts each visit from nothing", async () => {
    const api = fakeAdminApi({ audit: jest.fn(async () => page(3)) });
    const store = new AdminAuditStore(api);
    const query: AuditQuery = { page: 1, pageSize: 20 };
    await store.show(query);
    store.leave();
    expect(store.page).toBeUndefined();
    expect(store.loading).toBe(true);
    await store.show(query);
    expect(api.audit).toHaveBeenCalledTimes(2);
  });
});

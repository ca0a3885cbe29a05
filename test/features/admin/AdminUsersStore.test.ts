import { AdminUsersStore, adminUsersStoreKey } from "../../../src/features/admin/AdminUsersStore";
import { readUsersQuery } from "../../../src/features/admin/adminUsersQuery";
import type { AdminUserDetail, AdminUserPage } from "../../../src/shared/admin";
import { testStores } from "../../helpers";
import { adminUser, deferred, fakeAdminApi, httpError, userDetail } from "./adminFakes";

const list = (total: number): AdminUserPage => ({ items: [adminUser()], total, page: 1, pageSize: 20 });
const Q = { page: 1, pageSize: 20 };

describe("AdminUsersStore: the list", () => {
  it("reads the query of the address, checked value by value", () => {
    expect(readUsersQuery(new URLSearchParams("q=%20ana%20&role=admin&status=raro&createdFrom=2026-02-30&page=3"))).toEqual({
      q: "ana",
      role: "ADMIN",
      status: undefined,
      createdFrom: undefined,
      page: 3,
      pageSize: 20,
    });
    expect(readUsersQuery(new URLSearchParams("status=sin_verificar&createdFrom=2026-03-01&page=-1"))).toMatchObject({
      status: "sin_verificar",
      createdFrom: "2026-03-01",
      page: 1,
    });
  });

  it("sends the query, and says the page on screen is stale while another query loads", async () => {
    const api = fakeAdminApi({ users: jest.fn(async () => list(1)) });
    const store = new AdminUsersStore(api, () => null);
    expect(store.listLoading).toBe(true);
    await store.showList({ q: "ana", ...Q });
    expect(api.users).toHaveBeenCalledWith({ q: "ana", page: 1, pageSize: 20 });
    expect(store.page?.total).toBe(1);
    expect(store.stale).toBe(false);

    const next = deferred<AdminUserPage>();
    api.users.mockReturnValueOnce(next.promise);
    const loading = store.showList({ q: "bea", ...Q });
    expect(store.stale).toBe(true);
    expect(store.page?.total).toBe(1);
    next.resolve(list(7));
    await loading;
    expect(store.stale).toBe(false);
    expect(store.page?.total).toBe(7);
  });

  it("keeps the page after a failure, with the error, until 'Intentar de nuevo' reads it", async () => {
    const api = fakeAdminApi({ users: jest.fn(async () => list(1)) });
    const store = new AdminUsersStore(api, () => null);
    await store.showList(Q);
    api.users.mockRejectedValueOnce(httpError(500, { message: "Error interno" }));
    await store.showList({ q: "x", ...Q });
    expect(store.listFailed).toBe(true);
    expect(store.listError).toMatchObject({ response: { status: 500 } });
    expect(store.page?.total).toBe(1);
    await store.retryList();
    expect(store.listFailed).toBe(false);
    expect(api.users).toHaveBeenLastCalledWith({ q: "x", ...Q });
  });

  it("starts each visit from nothing, with no account open", async () => {
    const api = fakeAdminApi({ users: jest.fn(async () => list(1)), user: jest.fn(async () => userDetail()) });
    const store = new AdminUsersStore(api, () => "me");
    await store.showList(Q);
    store.openUser("u-1");
    store.leave();
    expect(store.page).toBeUndefined();
    expect(store.listLoading).toBe(true);
    expect(store.opened).toBeNull();
    expect(store.me).toBe("me");
  });
});

describe("AdminUsersStore: the account open in the panel", () => {
  it("reads the account afresh each time its panel opens, and only for that panel", async () => {
    const api = fakeAdminApi({ user: jest.fn(async (id: string) => userDetail({ id })) });
    const store = new AdminUsersStore(api, () => null);
    const account = store.openUser("u-1");
    expect(store.account("u-1")).toBe(account);
    expect(store.account("u-2")).toBeNull();
    await account.load();
    expect(account.detail?.user.id).toBe("u-1");
    store.closeUser("u-2"); // another panel's close changes nothing
    expect(store.opened).toBe(account);
    store.closeUser("u-1");
    expect(store.opened).toBeNull();
    const again = store.openUser("u-1");
    expect(again).not.toBe(account);
    expect(again.detail).toBeNull();
    await again.load();
    expect(api.user).toHaveBeenCalledTimes(2);
  });

  it("keeps a failed read's error, and retry reads again", async () => {
    const api = fakeAdminApi({ user: jest.fn().mockRejectedValueOnce(httpError(404, { message: "Usuario no encontrado" })) });
    const store = new AdminUsersStore(api, () => null);
    const account = store.openUser("u-9");
    await account.load();
    expect(account.status).toBe("failed");
    api.user.mockResolvedValueOnce(userDetail({ id: "u-9" }));
    await account.retry();
    expect(account.detail?.user.id).toBe("u-9");
  });

  it("saves the roles ticked (USER always, others kept), shows the server's answer and reads the list again", async () => {
    const detail = userDetail({ roles: ["USER", "AGENTE_PQRS"] });
    const saved: AdminUserDetail = { ...detail, user: { ...detail.user, roles: ["USER", "ADMIN", "AGENTE_PQRS"] } };
    const api = fakeAdminApi({
      users: jest.fn(async () => list(1)),
      user: jest.fn(async () => detail),
      updateUser: jest.fn(async () => saved),
    });
    const store = new AdminUsersStore(api, () => null);
    await store.showList(Q);
    const account = store.openUser("u-1");
    await account.load();

    const saving = account.saveRoles(new Set(["ADMIN"]));
    expect(account.busy).toBe(true);
    expect(account.outcome).toEqual({ kind: "saving" });
    await saving;
    expect(api.updateUser).toHaveBeenCalledWith("u-1", { roles: ["USER", "ADMIN", "AGENTE_PQRS"] });
    expect(account.detail).toBe(saved);
    expect(account.outcome).toEqual({ kind: "rolesSaved", roles: ["USER", "ADMIN", "AGENTE_PQRS"] });
    expect(account.busy).toBe(false);
    expect(api.users).toHaveBeenCalledTimes(2);

    await account.saveRoles(new Set(["USER", "ADMIN"]));
    expect(api.updateUser).toHaveBeenCalledTimes(1);
    expect(account.outcome).toEqual({ kind: "rolesUnchanged" });
  });

  it("deactivates the account, and does not send a second change while one is on its way", async () => {
    const answer = deferred<AdminUserDetail>();
    const api = fakeAdminApi({
      users: jest.fn(async () => list(1)),
      user: jest.fn(async () => userDetail()),
      updateUser: jest.fn(() => answer.promise),
    });
    const store = new AdminUsersStore(api, () => null);
    await store.showList(Q);
    const account = store.openUser("u-1");
    await account.load();
    const deactivating = account.setActive(false);
    await account.setActive(true);
    expect(api.updateUser).toHaveBeenCalledTimes(1);
    expect(api.updateUser).toHaveBeenCalledWith("u-1", { isActive: false });
    answer.resolve(userDetail({ isActive: false }));
    await deactivating;
    expect(account.outcome).toEqual({ kind: "deactivated" });
    expect(account.detail?.user.isActive).toBe(false);
    expect(api.users).toHaveBeenCalledTimes(2);
  });

  it("says why a change failed, in the server's words when it gives them", async () => {
    const api = fakeAdminApi({
      user: jest.fn(async () => userDetail({ roles: ["USER", "SUPER_ADMIN"] })),
      updateUser: jest.fn().mockRejectedValueOnce(httpError(409, { message: "Es la última cuenta activa de superadministrador." })),
    });
    const store = new AdminUsersStore(api, () => null);
    const account = store.openUser("u-1");
    await account.load();
    await account.saveRoles(new Set());
    expect(account.outcome).toEqual({ kind: "failed", message: "Es la última cuenta activa de superadministrador." });
    expect(account.detail?.user.roles).toEqual(["USER", "SUPER_ADMIN"]);
    expect(api.users).not.toHaveBeenCalled();
  });

  it("sends a new verification link, shows the server's message and reads the account's history again", async () => {
    const api = fakeAdminApi({
      user: jest.fn(async () => userDetail()),
      resendVerification: jest.fn(async () => ({ message: "Se envió un enlace a julian.arango@correo.co." })),
    });
    const store = new AdminUsersStore(api, () => null);
    const account = store.openUser("u-1");
    await account.load();
    const refreshed = userDetail({ firstName: "Julián A." });
    api.user.mockResolvedValueOnce(refreshed);
    await account.resendVerification();
    expect(api.resendVerification).toHaveBeenCalledWith("u-1");
    expect(account.outcome).toEqual({ kind: "resent", message: "Se envió un enlace a julian.arango@correo.co." });
    expect(account.detail).toBe(refreshed);
    expect(api.users).not.toHaveBeenCalled();

    // The second read failing changes nothing: the link went.
    api.user.mockRejectedValueOnce(new Error("sin conexión"));
    await account.resendVerification();
    expect(account.outcome).toEqual({ kind: "resent", message: "Se envió un enlace a julian.arango@correo.co." });
    expect(account.detail).toBe(refreshed);
  });

  it("is made by the RootStore and knows who is signed in", () => {
    const { stores } = testStores();
    const store = stores.feature(adminUsersStoreKey);
    expect(store).toBeInstanceOf(AdminUsersStore);
    expect(store.me).toBeNull();
  });
});

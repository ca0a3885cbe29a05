import { AdminUserDetailStore } from "../../../src/features/admin/AdminUserDetailStore";
import type { AdminUserDetail } from "../../../src/shared/admin";
import { deferred, fakeAdminApi, httpError, userDetail } from "./adminFakes";

describe("AdminUserDetailStore: the account in the users screen's panel", () => {
  it("reads the account, and says a failure until it is retried", async () => {
    const api = fakeAdminApi({ user: jest.fn(async () => userDetail()) });
    api.user.mockRejectedValueOnce(httpError(503, { message: "Servicio no disponible" }));
    const store = new AdminUserDetailStore("u-1", api, jest.fn());
    await store.load();
    expect(store.status).toBe("failed");
    expect(store.detail).toBeNull();
    await store.retry();
    expect(store.status).toBe("ready");
    expect(store.detail?.user.email).toBe("julian.arango@correo.co");
    expect(api.user).toHaveBeenCalledWith("u-1");
  });

  it("does not send roles the account already holds, and saves a change, telling the list", async () => {
    const api = fakeAdminApi({
      user: jest.fn(async () => userDetail({ roles: ["USER"] })),
      updateUser: jest.fn(async () => userDetail({ roles: ["USER", "ADMIN"] })),
    });
    const listChanged = jest.fn();
    const store = new AdminUserDetailStore("u-1", api, listChanged);
    await store.load();

    await store.saveRoles(new Set(["USER"]));
    expect(store.outcome).toEqual({ kind: "rolesUnchanged" });
    expect(api.updateUser).not.toHaveBeenCalled();

    await store.saveRoles(new Set(["USER", "ADMIN"]));
    expect(api.updateUser).toHaveBeenCalledWith("u-1", { roles: expect.arrayContaining(["USER", "ADMIN"]) as unknown });
    expect(store.outcome).toEqual({ kind: "rolesSaved", roles: ["USER", "ADMIN"] });
    expect(store.detail?.user.roles).toEqual(["USER", "ADMIN"]);
    expect(listChanged).toHaveBeenCalledTimes(1);
  });

  it("runs one change at a time: a second click while one is on its way sends nothing", async () => {
    const answer = deferred<AdminUserDetail>();
    const api = fakeAdminApi({ user: jest.fn(async () => userDetail()), updateUser: jest.fn(() => answer.promise) });
    const store = new AdminUserDetailStore("u-1", api, jest.fn());
    await store.load();
    const first = store.setActive(false);
    expect(store.busy).toBe(true);
    expect(store.outcome).toEqual({ kind: "saving" });
    await store.setActive(false);
    expect(api.updateUser).toHaveBeenCalledTimes(1);
    answer.resolve(userDetail({ isActive: false }));
    await first;
    expect(store.busy).toBe(false);
    expect(store.outcome).toEqual({ kind: "deactivated" });
    expect(store.detail?.user.isActive).toBe(false);
  });

  it("says the server's words when a change is refused, and keeps the account as it was", async () => {
    const api = fakeAdminApi({
      user: jest.fn(async () => userDetail()),
      updateUser: jest.fn(() => Promise.reject(httpError(403, { message: "No puede desactivar su propia cuenta." }))),
    });
    const listChanged = jest.fn();
    const store = new AdminUserDetailStore("u-1", api, listChanged);
    await store.load();
    await store.setActive(false);
    expect(store.outcome).toEqual({ kind: "failed", message: "No puede desactivar su propia cuenta." });
    expect(store.detail?.user.isActive).toBe(true);
    expect(listChanged).not.toHaveBeenCalled();
  });

  it("resends the verification link with the server's words, even if reading the history again fails", async () => {
    const api = fakeAdminApi({
      user: jest.fn(async () => userDetail()),
      resendVerification: jest.fn(async () => ({ message: "Enviamos un enlace nuevo a julian.arango@correo.co." })),
    });
    const listChanged = jest.fn();
    const store = new AdminUserDetailStore("u-1", api, listChanged);
    await store.load();
    api.user.mockRejectedValueOnce(httpError(500));
    await store.resendVerification();
    expect(store.outcome).toEqual({ kind: "resent", message: "Enviamos un enlace nuevo a julian.arango@correo.co." });
    expect(store.detail?.user.email).toBe("julian.arango@correo.co");
    expect(listChanged).not.toHaveBeenCalled();
  });
});

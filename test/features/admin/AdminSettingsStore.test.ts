import type { StoredSettings } from "../../../src/features/admin/adminApi";
import { AdminSettingsStore, adminSettingsStoreKey } from "../../../src/features/admin/AdminSettingsStore";
import { DEFAULT_SETTINGS, type SiteSettings } from "../../../src/shared/admin";
import { testStores } from "../../helpers";
import { deferred, fakeAdminApi, httpError } from "./adminFakes";

const stored = (version: number, settings: Partial<SiteSettings> = {}): StoredSettings => ({
  settings: { ...DEFAULT_SETTINGS, ...settings },
  updatedAt: "2026-03-18T20:00:00.000Z",
  updatedBy: "admin@example.com",
  version,
});

function setup(first: StoredSettings = stored(4)) {
  const api = fakeAdminApi({ settings: jest.fn(async () => first) });
  const onSaved = jest.fn();
  return { api, onSaved, store: new AdminSettingsStore(api, onSaved) };
}

describe("AdminSettingsStore", () => {
  it("reads the settings when the page opens, completed with the defaults the server lacks", async () => {
    // An older server that does not know the chat switch yet.
    const older: Partial<SiteSettings> = { ...DEFAULT_SETTINGS, freeLine: "01 8000 555 123" };
    delete older.chatEnabled;
    const { api, store } = setup({ ...stored(4), settings: older as SiteSettings });
    expect(store.stored).toBeNull();
    await store.open();
    expect(api.settings).toHaveBeenCalledTimes(1);
    expect(store.stored?.settings).toEqual({ ...DEFAULT_SETTINGS, freeLine: "01 8000 555 123" });
    expect(store.stored?.version).toBe(4);
    expect(store.lastRead).toBe(store.stored);
  });

  it("keeps a failed read's error, and retry reads again", async () => {
    const { api, store } = setup();
    api.settings.mockRejectedValueOnce(new Error("sin conexión"));
    await store.open();
    expect(store.failed).toBe(true);
    expect(store.stored).toBeNull();
    await store.retry();
    expect(store.failed).toBe(false);
    expect(store.stored?.version).toBe(4);
  });

  it("saves the settings tidied with the version read; what the server stored replaces it, not the form's last read", async () => {
    const { api, onSaved, store } = setup();
    await store.open();
    const read = store.lastRead;
    api.saveSettings.mockResolvedValueOnce(stored(5, { freeLine: "01 8000 555 123" }));
    const result = await store.save({ ...DEFAULT_SETTINGS, freeLine: "  01  8000 555 123 ", pqrsMailbox: " PQRS@Example.com " });
    expect(api.saveSettings).toHaveBeenCalledWith({ ...DEFAULT_SETTINGS, freeLine: "01 8000 555 123", pqrsMailbox: "pqrs@example.com" }, 4);
    expect(result).toEqual({ ok: true, settings: { ...DEFAULT_SETTINGS, freeLine: "01 8000 555 123" } });
    expect(store.stored?.version).toBe(5);
    expect(store.lastRead).toBe(read); // the form refills only from a read
    expect(onSaved).toHaveBeenCalledTimes(1);

    // The next save goes with the version of the last save.
    api.saveSettings.mockResolvedValueOnce(stored(6));
    await store.save(DEFAULT_SETTINGS);
    expect(api.saveSettings).toHaveBeenLastCalledWith(DEFAULT_SETTINGS, 5);
  });

  it("keeps a 409 as a conflict until the current version is asked for, which then replaces what was saved", async () => {
    const { api, onSaved, store } = setup();
    await store.open();
    const conflict = httpError(409, { message: "Otra persona guardó la configuración." });
    api.saveSettings.mockRejectedValueOnce(conflict);
    const result = await store.save(DEFAULT_SETTINGS);
    expect(result).toEqual({ ok: false, conflict: true, error: conflict });
    expect(store.conflict).toBe(conflict);
    expect(onSaved).not.toHaveBeenCalled();

    const current = deferred<StoredSettings>();
    api.settings.mockReturnValueOnce(current.promise);
    const loading = store.loadCurrent();
    expect(store.conflict).toBeNull();
    expect(store.stored?.version).toBe(4); // the form stays until the current version comes
    current.resolve(stored(7, { antiCorruptionLine: "604 380 7777" }));
    await loading;
    expect(store.stored?.version).toBe(7);
    expect(store.lastRead?.settings.antiCorruptionLine).toBe("604 380 7777");
  });

  it("gives a refused save's field messages back to the form (400), without a conflict", async () => {
    const { api, store } = setup();
    await store.open();
    const refused = httpError(400, { message: "Revise los datos", fields: { freeLine: "Línea gratuita: no es un número" } });
    api.saveSettings.mockRejectedValueOnce(refused);
    expect(await store.save(DEFAULT_SETTINGS)).toEqual({ ok: false, conflict: false, error: refused, fields: { freeLine: "Línea gratuita: no es un número" } });
    expect(store.conflict).toBeNull();
    expect(store.stored?.version).toBe(4);
  });

  it("starts each visit from nothing: a late answer of the page left lands nowhere", async () => {
    const late = deferred<StoredSettings>();
    const { api, store } = setup();
    api.settings.mockReturnValueOnce(late.promise);
    const first = store.open();
    store.leave();
    late.resolve(stored(9));
    await first;
    expect(store.stored).toBeNull();
    await store.open();
    expect(store.stored?.version).toBe(4);
  });

  it("is made once per page load by the RootStore", () => {
    const { stores } = testStores();
    const store = stores.feature(adminSettingsStoreKey);
    expect(store).toBeInstanceOf(AdminSettingsStore);
    expect(stores.feature(adminSettingsStoreKey)).toBe(store);
  });
});

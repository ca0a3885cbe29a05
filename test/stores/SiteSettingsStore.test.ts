import { DEFAULT_SETTINGS, publicSettings, withDefaults, type PublicSiteSettings } from "../../src/shared/siteSettings";
import { SiteSettingsStore } from "../../src/stores/SiteSettingsStore";

const stored: PublicSiteSettings = {
  ...publicSettings(DEFAULT_SETTINGS),
  freeLine: "01 8000 555 123",
  maintenanceBannerEnabled: true,
  maintenanceBannerText: "Pagos en línea suspendidos el domingo de 2:00 a 6:00 a. m.",
  chatEnabled: false,
};

describe("SiteSettingsStore (issue 9)", () => {
  it("holds nothing until read: the views show the published defaults, which the prerendered HTML holds", () => {
    const store = new SiteSettingsStore(async () => stored);
    expect(store.current).toBeNull();
    expect(withDefaults(store.current)).toEqual(publicSettings(DEFAULT_SETTINGS));
    expect(store.chatEnabled).toBe(true);
    expect(store.banner).toBeNull();
  });

  it("shows the stored settings once read, and reads once per page load", async () => {
    let calls = 0;
    const store = new SiteSettingsStore(async () => {
      calls++;
      return stored;
    });
    await Promise.all([store.load(), store.load()]);
    expect(calls).toBe(1);
    expect(withDefaults(store.current)).toEqual(stored);
    expect(store.chatEnabled).toBe(false);
    expect(store.banner).toMatch(/Pagos en línea/);
    await store.reload();
    expect(calls).toBe(2);
  });

  it("keeps the same object when nothing changed (no re-render of header, footer and home)", async () => {
    const store = new SiteSettingsStore(async () => ({ ...stored }));
    await store.load();
    const first = store.current;
    await store.reload();
    expect(store.current).toBe(first);
  });

  it("keeps what it shows when the server fails, and tries again on the next load", async () => {
    const logged: string[] = [];
    let fail = true;
    const store = new SiteSettingsStore(
      async () => {
        if (fail) throw new Error("503");
        return stored;
      },
      (msg) => logged.push(msg),
    );
    await store.load();
    expect(store.current).toBeNull();
    expect(logged).toHaveLength(1);
    fail = false;
    await store.load();
    expect(withDefaults(store.current).freeLine).toBe("01 8000 555 123");
  });

  it("shows a value only when its type is right (an older or newer server never breaks the page)", () => {
    const store = new SiteSettingsStore(async () => stored);
    store.apply({ chatEnabled: "no" as unknown as boolean, switchboard: "604 380 2000", maintenanceBannerEnabled: true, maintenanceBannerText: "  " });
    const live = withDefaults(store.current);
    expect(live.chatEnabled).toBe(true);
    expect(live.switchboard).toBe("604 380 2000");
    expect(store.banner).toBeNull();
    expect("pqrsMailbox" in live).toBe(false);
  });
});

import { DEFAULT_SETTINGS, publicSettings, type PublicSiteSettings } from "../../src/shared/siteSettings";
import { SiteSettingsStore } from "../../src/stores/SiteSettingsStore";

const stored: PublicSiteSettings = {
  ...publicSettings(DEFAULT_SETTINGS),
  freeLine: "01 8000 555 123",
  maintenanceBannerEnabled: true,
  maintenanceBannerText: "Pagos en línea suspendidos el domingo de 2:00 a 6:00 a. m.",
  chatEnabled: false,
};

describe("SiteSettingsStore (issue 9)", () => {
  it("starts from the published defaults, which the prerendered HTML holds", () => {
    const store = new SiteSettingsStore(async () => stored);
    expect(store.current).toEqual(publicSettings(DEFAULT_SETTINGS));
    expect(store.loaded).toBe(false);
  });

  it("shows the stored settings once read, and reads once per page load", async () => {
    let calls = 0;
    const store = new SiteSettingsStore(async () => {
      calls++;
      return stored;
    });
    await Promise.all([store.load(), store.load()]);
    expect(calls).toBe(1);
    expect(store.current).toEqual(stored);
    expect(store.loaded).toBe(true);
    await store.reload();
    expect(calls).toBe(2);
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
    expect(store.current).toEqual(publicSettings(DEFAULT_SETTINGS));
    expect(logged).toHaveLength(1);
    fail = false;
    await store.load();
    expect(store.current.freeLine).toBe("01 8000 555 123");
  });

  it("takes only known keys of the right type (an older or newer server never breaks the page)", () => {
    const store = new SiteSettingsStore(async () => stored);
    store.apply({ chatEnabled: "no" as unknown as boolean, switchboard: "604 380 2000", pqrsMailbox: "x@y.co" } as Partial<PublicSiteSettings>);
    expect(store.current.chatEnabled).toBe(true);
    expect(store.current.switchboard).toBe("604 380 2000");
    expect("pqrsMailbox" in store.current).toBe(false);
  });
});

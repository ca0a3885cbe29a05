import { MemoryStorage } from "../../src/services/storage";
import { ThemeStore, DEFAULT_THEME, type ThemeTarget } from "../../src/stores/ThemeStore";
import { SCHEMA_COLORS } from "../../src/theme/palette";
import { buildFluentTheme } from "../../src/theme/themes";
import { defaultLightTheme } from "../../src/theme/defaultTheme.generated";

function target() {
  const classes = new Set<string>();
  const vars: Record<string, string> = {};
  const attrs: Record<string, string> = {};
  const t: ThemeTarget = {
    classList: { add: (...c) => c.forEach((x) => classes.add(x)), remove: (...c) => c.forEach((x) => classes.delete(x)) },
    style: { setProperty: (n, v) => void (vars[n] = v) },
    setAttribute: (n, v) => void (attrs[n] = v),
  };
  return { t, classes, vars, attrs };
}

const factory = async () => buildFluentTheme;
const flush = () => new Promise((r) => setTimeout(r, 0));

describe("ThemeStore", () => {
  it("starts with the spec's defaults: schema default, light, ltr, control size md, collapsibleSide", () => {
    const store = new ThemeStore(new MemoryStorage(), null, factory, defaultLightTheme);
    expect(store.preferences).toEqual(DEFAULT_THEME);
    expect(store.controlSize).toBe("md");
    expect(store.layout.type).toBe("collapsibleSide");
  });

  it("toggling mode swaps the light/dark class on the document root", () => {
    const { t, classes } = target();
    const store = new ThemeStore(new MemoryStorage(), t, factory, defaultLightTheme);
    expect([...classes]).toEqual(["light"]);
    store.toggleMode();
    expect([...classes]).toEqual(["dark"]);
    store.toggleMode();
    expect([...classes]).toEqual(["light"]);
  });

  it("sets the five colour variables of the schema for the active mode", () => {
    const { t, vars } = target();
    const store = new ThemeStore(new MemoryStorage(), t, factory, defaultLightTheme);
    store.setSchema("green");
    expect(vars).toEqual({
      "--primary": SCHEMA_COLORS.green.light.primary,
      "--primary-deep": SCHEMA_COLORS.green.light.primaryDeep,
      "--primary-mild": SCHEMA_COLORS.green.light.primaryMild,
      "--primary-subtle": SCHEMA_COLORS.green.light.primarySubtle,
      "--neutral": SCHEMA_COLORS.green.light.neutral,
    });
    store.setMode("dark");
    expect(vars["--primary"]).toBe(SCHEMA_COLORS.green.dark.primary);
    expect(vars["--neutral"]).toBe(SCHEMA_COLORS.green.dark.neutral);
  });

  it("offers the schemas default, dark, green, purple and orange and ignores others", () => {
    const store = new ThemeStore(new MemoryStorage(), null, factory, defaultLightTheme);
    for (const s of ["default", "dark", "green", "purple", "orange"] as const) {
      store.setSchema(s);
      expect(store.themeSchema).toBe(s);
    }
    store.setSchema("pink" as never);
    expect(store.themeSchema).toBe("orange");
  });

  it("persists every preference under `theme` and restores it", () => {
    const storage = new MemoryStorage();
    const a = new ThemeStore(storage, null, factory, defaultLightTheme);
    a.setSchema("purple");
    a.setMode("dark");
    a.setDirection("rtl");
    a.setPanelExpand(true);
    a.setControlSize("lg");
    a.setSideNavCollapse(true);
    a.setLayoutType("collapsibleSide");
    const saved = JSON.parse(storage.get("theme")!);
    expect(saved).toEqual({
      themeSchema: "purple",
      mode: "dark",
      direction: "rtl",
      panelExpand: true,
      controlSize: "lg",
      layout: { type: "collapsibleSide", sideNavCollapse: true, previousType: "collapsibleSide" },
    });
    const b = new ThemeStore(storage, null, factory, defaultLightTheme);
    expect(b.preferences).toEqual(saved);
  });

  it("ignores a corrupt saved theme", () => {
    const storage = new MemoryStorage();
    storage.set("theme", "{not json");
    expect(new ThemeStore(storage, null, factory, defaultLightTheme).preferences).toEqual(DEFAULT_THEME);
    storage.set("theme", JSON.stringify({ mode: "neon", controlSize: "xl", themeSchema: 3 }));
    expect(new ThemeStore(storage, null, factory, defaultLightTheme).preferences).toEqual(DEFAULT_THEME);
  });

  it("writes direction onto the document root", () => {
    const { t, attrs } = target();
    const store = new ThemeStore(new MemoryStorage(), t, factory, defaultLightTheme);
    expect(attrs.dir).toBe("ltr");
    store.setDirection("rtl");
    expect(attrs.dir).toBe("rtl");
  });

  it("applies the Fluent theme of the schema: brand ramp on light, dark theme on dark", async () => {
    const store = new ThemeStore(new MemoryStorage(), null, factory, defaultLightTheme);
    expect(store.fluentTheme).toBe(defaultLightTheme);
    store.setSchema("orange");
    await flush();
    expect(store.fluentTheme.colorBrandBackground).toBe(SCHEMA_COLORS.orange.light.primary);
    store.setMode("dark");
    await flush();
    expect(store.fluentTheme.colorNeutralBackground1).toBe(buildFluentTheme("orange", "dark").colorNeutralBackground1);
    expect(store.fluentTheme.colorBrandForeground1).toBe(SCHEMA_COLORS.orange.dark.primary);
  });

  it("issue 21: the control size scales Fluent's font and line-height tokens and marks the root for the boot CSS", async () => {
    const { t, attrs } = target();
    const store = new ThemeStore(new MemoryStorage(), t, factory, defaultLightTheme);
    expect(store.fluentTheme).toBe(defaultLightTheme);
    expect(attrs["data-control-size"]).toBe("md");
    const heights = {} as Record<string, number>;
    for (const size of ["xs", "sm", "md", "lg"] as const) {
      store.setControlSize(size);
      expect(attrs["data-control-size"]).toBe(size);
      await store.themeReady();
      heights[size] = parseInt(String(store.fluentTheme.lineHeightBase300), 10);
    }
    expect(heights.xs).toBeLessThan(heights.sm);
    expect(heights.sm).toBeLessThan(heights.md);
    expect(heights.md).toBeLessThan(heights.lg);
    // The schema's colours stay under the size's tokens.
    store.setSchema("green");
    store.setMode("dark");
    await store.themeReady();
    expect(store.fluentTheme.colorNeutralBackground1).toBe(buildFluentTheme("green", "dark").colorNeutralBackground1);
    expect(store.fluentTheme.fontSizeBase300).toBe("16px");
    // Back to the default: the precomputed theme of the first paint.
    store.setSchema("default");
    store.setMode("light");
    store.setControlSize("md");
    await store.themeReady();
    expect(store.fluentTheme).toBe(defaultLightTheme);
  });
});

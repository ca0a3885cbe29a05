import { action, computed, observable, observableRef, runInAction } from "mobx";
import type { Theme } from "../theme";
import { STORAGE_KEYS } from "../shared/constants";
import { readJson, type KeyValueStorage } from "../services/storage";
import { COLOR_SCHEMAS, COLOR_VARIABLES, SCHEMA_COLORS, type ColorSchema, type SchemaColors, type ThemeMode } from "../theme/palette";

export type Direction = "ltr" | "rtl";
export const CONTROL_SIZES = ["xs", "sm", "md", "lg"] as const;
export type ControlSize = (typeof CONTROL_SIZES)[number];
export type LayoutType = "collapsibleSide";

/** Spec §3 "Theme preferences". */
export interface ThemePreferences {
  themeSchema: ColorSchema;
  mode: ThemeMode;
  direction: Direction;
  panelExpand: boolean;
  controlSize: ControlSize;
  layout: { type: LayoutType; sideNavCollapse: boolean; previousType: LayoutType | "" };
}

export const DEFAULT_THEME: ThemePreferences = {
  themeSchema: "default",
  mode: "light",
  direction: "ltr",
  panelExpand: false,
  controlSize: "md",
  layout: { type: "collapsibleSide", sideNavCollapse: false, previousType: "" },
};

/** Builds the Fluent theme of a schema, mode and control size (theme/themes.ts, loaded on demand in the browser). */
export type ThemeFactory = () => Promise<(schema: ColorSchema, mode: ThemeMode, size: ControlSize) => Theme>;

/** The document root the theme writes to (classes, dir, CSS variables). */
export interface ThemeTarget {
  classList: { add(...t: string[]): void; remove(...t: string[]): void };
  style: { setProperty(name: string, value: string): void };
  setAttribute(name: string, value: string): void;
}

function sanitize(saved: Partial<ThemePreferences> | null): ThemePreferences {
  const s = saved ?? {};
  return {
    themeSchema: COLOR_SCHEMAS.includes(s.themeSchema as ColorSchema) ? (s.themeSchema as ColorSchema) : DEFAULT_THEME.themeSchema,
    mode: s.mode === "dark" ? "dark" : "light",
    direction: s.direction === "rtl" ? "rtl" : "ltr",
    panelExpand: s.panelExpand === true,
    controlSize: CONTROL_SIZES.includes(s.controlSize as ControlSize) ? (s.controlSize as ControlSize) : "md",
    layout: {
      type: "collapsibleSide",
      sideNavCollapse: s.layout?.sideNavCollapse === true,
      previousType: s.layout?.previousType === "collapsibleSide" ? "collapsibleSide" : "",
    },
  };
}

/** Colour schema, mode, direction, control size and layout; persisted under `theme` (spec §3, §4). */
export class ThemeStore {
  @observable accessor themeSchema: ColorSchema;
  @observable accessor mode: ThemeMode;
  @observable accessor direction: Direction;
  @observable accessor panelExpand: boolean;
  @observable accessor controlSize: ControlSize;
  @observable accessor layout: ThemePreferences["layout"];
  /**
   * The Fluent theme for FluentProvider: the schema's colours with the control size's font and line
   * height tokens (Fluent sizes its buttons from them). The default light medium one is given (read
   * from the prerendered page in the browser, precomputed when prerendering); the others come from
   * the lazy "themes" chunk, while the boot CSS already paints them (bootCss.ts).
   */
  @observableRef accessor fluentTheme: Theme;

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly target: ThemeTarget | null,
    private readonly themeFactory: ThemeFactory,
    /** The default schema, light, medium size: the theme of the first paint. */
    private readonly defaultTheme: Theme,
  ) {
    this.fluentTheme = defaultTheme;
    const prefs = sanitize(readJson<Partial<ThemePreferences> | null>(storage, STORAGE_KEYS.theme, null));
    this.themeSchema = prefs.themeSchema;
    this.mode = prefs.mode;
    this.direction = prefs.direction;
    this.panelExpand = prefs.panelExpand;
    this.controlSize = prefs.controlSize;
    this.layout = prefs.layout;
    this.apply();
  }

  @computed get preferences(): ThemePreferences {
    return {
      themeSchema: this.themeSchema,
      mode: this.mode,
      direction: this.direction,
      panelExpand: this.panelExpand,
      controlSize: this.controlSize,
      layout: this.layout,
    };
  }

  /** Spec §4: the five colour variables of the active schema and mode. */
  @computed get colors(): SchemaColors {
    return SCHEMA_COLORS[this.themeSchema][this.mode];
  }

  /** Resolves once fluentTheme matches the current schema, mode and control size. */
  async themeReady(): Promise<void> {
    const { themeSchema: schema, mode, controlSize: size } = this;
    if (schema === "default" && mode === "light" && size === "md") {
      runInAction(() => void (this.fluentTheme = this.defaultTheme));
      return;
    }
    const build = await this.themeFactory();
    runInAction(() => {
      if (this.themeSchema === schema && this.mode === mode && this.controlSize === size) this.fluentTheme = build(schema, mode, size);
    });
  }

  @action setMode(mode: ThemeMode): void {
    this.mode = mode;
    this.commit();
  }

  /** Spec §4: toggling mode swaps the light/dark class on the document root. */
  @action toggleMode(): void {
    this.setMode(this.mode === "light" ? "dark" : "light");
  }

  @action setSchema(schema: ColorSchema): void {
    if (!COLOR_SCHEMAS.includes(schema)) return;
    this.themeSchema = schema;
    this.commit();
  }

  @action setDirection(direction: Direction): void {
    this.direction = direction;
    this.commit();
  }

  @action setPanelExpand(expanded: boolean): void {
    this.panelExpand = expanded;
    this.commit();
  }

  @action setControlSize(size: ControlSize): void {
    if (!CONTROL_SIZES.includes(size)) return;
    this.controlSize = size;
    this.commit();
  }

  @action setSideNavCollapse(collapsed: boolean): void {
    this.layout = { ...this.layout, sideNavCollapse: collapsed };
    this.commit();
  }

  @action setLayoutType(type: LayoutType): void {
    this.layout = { ...this.layout, previousType: this.layout.type, type };
    this.commit();
  }

  private commit(): void {
    this.storage.set(STORAGE_KEYS.theme, JSON.stringify(this.preferences));
    this.apply();
  }

  /** Writes mode class, direction, control size and colour variables onto the document root; swaps the Fluent theme. */
  private apply(): void {
    this.themeReady().catch(() => undefined); // a chunk that fails to load keeps the current theme
    const t = this.target;
    if (!t) return;
    t.classList.remove(this.mode === "light" ? "dark" : "light");
    t.classList.add(this.mode);
    t.setAttribute("dir", this.direction);
    t.setAttribute("data-theme-schema", this.themeSchema);
    // The boot CSS (bootCss.ts) sizes the first paint from this attribute; it must follow every change.
    t.setAttribute("data-control-size", this.controlSize);
    for (const [key, variable] of Object.entries(COLOR_VARIABLES) as [keyof SchemaColors, string][]) {
      t.style.setProperty(variable, this.colors[key]);
    }
  }
}

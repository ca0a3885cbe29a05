import { createDarkTheme, createLightTheme, type Theme } from "@fluentui/react-components";
import { brandRamp, SCHEMA_COLORS, type ColorSchema, type ThemeMode } from "./palette";

/**
 * The Fluent theme of a colour schema and mode: a brand ramp per schema through createLightTheme /
 * createDarkTheme. Lives in its own chunk: Fluent's colour palettes are large and only needed when a
 * visitor picks something other than the default.
 */
export function buildFluentTheme(schema: ColorSchema, mode: ThemeMode): Theme {
  const ramp = brandRamp(SCHEMA_COLORS[schema].light.primary);
  if (mode === "light") return createLightTheme(ramp);
  const colors = SCHEMA_COLORS[schema].dark;
  // Dark themes take foregrounds from the light end of the ramp; keep links and brand text legible.
  return {
    ...createDarkTheme(ramp),
    colorBrandForeground1: colors.primary,
    colorBrandForegroundLink: colors.primary,
    colorBrandForegroundLinkHover: colors.primaryDeep,
  };
}

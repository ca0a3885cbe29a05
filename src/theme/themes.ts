import { createDarkTheme, createLightTheme, type Theme } from "@fluentui/react-components";
import { brandRamp, SCHEMA_COLORS, type ColorSchema, type ThemeMode } from "./palette";
import { CONTROL_SIZE_TOKENS, type ControlSize } from "./controlSize";

/**
 * The Fluent theme of a colour schema, mode and control size: a brand ramp per schema through createLightTheme /
 * createDarkTheme. Lives in its own chunk: Fluent's colour palettes are large and only needed when a
 * visitor picks something other than the default.
 */
export function buildFluentTheme(schema: ColorSchema, mode: ThemeMode, size: ControlSize = "md"): Theme {
  const ramp = brandRamp(SCHEMA_COLORS[schema].light.primary);
  const sized = CONTROL_SIZE_TOKENS[size]; // issue 21: Fluent sizes its controls from these tokens
  if (mode === "light") return { ...createLightTheme(ramp), ...sized };
  const colors = SCHEMA_COLORS[schema].dark;
  // Dark themes take foregrounds from the light end of the ramp; keep links and brand text legible.
  return {
    ...createDarkTheme(ramp),
    colorBrandForeground1: colors.primary,
    colorBrandForegroundLink: colors.primary,
    colorBrandForegroundLinkHover: colors.primaryDeep,
    ...sized,
  };
}

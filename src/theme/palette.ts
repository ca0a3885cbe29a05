import type { BrandVariants } from "@fluentui/react-components";

export const COLOR_SCHEMAS = ["default", "dark", "green", "purple", "orange"] as const;
export type ColorSchema = (typeof COLOR_SCHEMAS)[number];
export type ThemeMode = "light" | "dark";

/** Spec §4: the five colour variables a schema sets for the active mode. */
export interface SchemaColors {
  primary: string;
  primaryDeep: string;
  primaryMild: string;
  primarySubtle: string;
  neutral: string;
}

/** CSS custom properties, in the order of SchemaColors. */
export const COLOR_VARIABLES: Record<keyof SchemaColors, string> = {
  primary: "--primary",
  primaryDeep: "--primary-deep",
  primaryMild: "--primary-mild",
  primarySubtle: "--primary-subtle",
  neutral: "--neutral",
};

/**
 * Colour values per schema and mode. Light primaries keep ≥ 4.5:1 against white and dark ones
 * against the dark background (WCAG 2.1 AA for text and controls).
 */
export const SCHEMA_COLORS: Record<ColorSchema, Record<ThemeMode, SchemaColors>> = {
  default: {
    light: { primary: "#0b5cad", primaryDeep: "#084785", primaryMild: "#2f78c4", primarySubtle: "#e6f0fa", neutral: "#ffffff" },
    dark: { primary: "#6cb1f5", primaryDeep: "#99c9f8", primaryMild: "#4a9be9", primarySubtle: "#0f2c4a", neutral: "#121417" },
  },
  dark: {
    light: { primary: "#2e3a4a", primaryDeep: "#1c2530", primaryMild: "#46566b", primarySubtle: "#e8ebef", neutral: "#ffffff" },
    dark: { primary: "#a9b8cc", primaryDeep: "#c8d3e1", primaryMild: "#8797ad", primarySubtle: "#1e2632", neutral: "#0d1014" },
  },
  green: {
    light: { primary: "#0e7a3e", primaryDeep: "#095c2e", primaryMild: "#2a9457", primarySubtle: "#e5f4ec", neutral: "#ffffff" },
    dark: { primary: "#5fd08f", primaryDeep: "#8fe0b1", primaryMild: "#3fbb73", primarySubtle: "#0d3320", neutral: "#101512" },
  },
  purple: {
    light: { primary: "#6b3fa0", primaryDeep: "#512e7a", primaryMild: "#8458ba", primarySubtle: "#f1eaf8", neutral: "#ffffff" },
    dark: { primary: "#c4a3ef", primaryDeep: "#d9c2f5", primaryMild: "#ab82e4", primarySubtle: "#2b1b40", neutral: "#141118" },
  },
  orange: {
    light: { primary: "#b34700", primaryDeep: "#8a3700", primaryMild: "#cc5a0e", primarySubtle: "#fdf0e6", neutral: "#ffffff" },
    dark: { primary: "#ffa366", primaryDeep: "#ffc194", primaryMild: "#f5853d", primarySubtle: "#3d1e08", neutral: "#17120f" },
  },
};

function hexToRgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function rgbToHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

function mix(a: readonly number[], b: readonly number[], t: number): number[] {
  return a.map((c, i) => c + (b[i] - c) * t);
}

/**
 * A Fluent brand ramp (shades 10…160) around a schema's light-mode primary, which lands on 80:
 * the shade Fluent uses for brand backgrounds in light themes.
 */
export function brandRamp(primary: string): BrandVariants {
  const base = hexToRgb(primary);
  const ramp: Record<number, string> = {};
  for (let step = 10; step <= 160; step += 10) {
    const color = step < 80 ? mix(base, [0, 0, 0], ((80 - step) / 70) * 0.85) : mix(base, [255, 255, 255], ((step - 80) / 80) * 0.92);
    ramp[step] = rgbToHex(color);
  }
  return ramp as BrandVariants;
}

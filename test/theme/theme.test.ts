import { tokens as fluentTokens, typographyStyles as fluentTypography } from "@fluentui/react-components";
import { tokens, typographyStyles } from "../../src/theme";
import { defaultLightTheme } from "../../src/theme/defaultTheme.generated";
import { buildFluentTheme } from "../../src/theme/themes";
import { brandRamp, SCHEMA_COLORS } from "../../src/theme/palette";

/** Relative luminance contrast (WCAG 2.1). */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe("theme", () => {
  it("produces exactly Fluent's token for every one of its tokens", () => {
    const names = Object.keys(fluentTokens) as (keyof typeof fluentTokens)[];
    expect(names.length).toBeGreaterThan(400);
    for (const name of names) expect(tokens[name]).toBe(fluentTokens[name]);
    expect(typographyStyles.title1).toEqual(fluentTypography.title1);
    expect(typographyStyles.body1).toEqual(fluentTypography.body1);
  });

  it("ships the precomputed default theme that buildFluentTheme would make", () => {
    expect(defaultLightTheme).toEqual(buildFluentTheme("default", "light"));
  });

  it("puts each schema's primary on shade 80 of its brand ramp", () => {
    for (const schema of Object.keys(SCHEMA_COLORS) as (keyof typeof SCHEMA_COLORS)[]) {
      expect(brandRamp(SCHEMA_COLORS[schema].light.primary)[80]).toBe(SCHEMA_COLORS[schema].light.primary);
    }
  });

  it("keeps text contrast of at least 4.5:1 for every schema and mode (WCAG 2.1 AA)", () => {
    for (const modes of Object.values(SCHEMA_COLORS)) {
      expect(contrast(modes.light.primary, modes.light.neutral)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(modes.dark.primary, modes.dark.neutral)).toBeGreaterThanOrEqual(4.5);
      expect(contrast("#ffffff", modes.light.primary)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

import type { tokens as FluentTokens } from "@fluentui/react-components";

/** The one module that imports Fluent's styling helpers for everyone (STYLE.md). */
export { makeStyles, mergeClasses } from "@fluentui/react-components";
/**
 * What makeStyles() becomes at build time: @griffel/webpack-loader (webpack.config.ts) turns each
 * call into __styles() with its class names and CSS already computed, so the browser never runs
 * the CSS compiler while the page hydrates (issue 21, TBT).
 */
export { __styles, __css, __resetStyles, __resetCSS } from "@fluentui/react-components";
export type { Theme } from "@fluentui/react-components";

/** Fluent's z-index tokens carry a fallback value; every other token is a bare variable. */
const FALLBACKS: Record<string, string> = {
  zIndexBackground: "0",
  zIndexContent: "1",
  zIndexOverlay: "1000",
  zIndexPopup: "2000",
  zIndexMessages: "3000",
  zIndexFloating: "4000",
  zIndexPriority: "5000",
  zIndexDebug: "6000",
};

/**
 * Fluent's design tokens. Each is the CSS variable of the same name (`tokens.colorBrandBackground`
 * is "var(--colorBrandBackground)"), so they are produced on demand instead of shipping Fluent's
 * 467-entry map in the first download; a test checks every token against Fluent's own.
 */
export const tokens = new Proxy({} as typeof FluentTokens, {
  get: (_target, name) => (typeof name === "string" ? (FALLBACKS[name] ? `var(--${name}, ${FALLBACKS[name]})` : `var(--${name})`) : undefined),
});

/** Fluent's type ramp entries the portal uses (same values as typographyStyles). */
export const typographyStyles = {
  title1: {
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeHero800,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightHero800,
  },
  title2: {
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeHero700,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightHero700,
  },
  body1: {
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightRegular,
    lineHeight: tokens.lineHeightBase300,
  },
} as const;

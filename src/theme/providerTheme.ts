import type { Theme } from "./index";

/**
 * The Fluent theme a prerendered page was painted with, read back from its FluentProvider style
 * (`<style id="fui-FluentProvider…">.fui-FluentProvider… { --token: value; … }`). Hydration then
 * renders the same CSS text, and the first bundle needs no copy of the table (issue 21: 4 KB gzip).
 * Null when the page has no such style (the SPA shell of a non-prerendered route).
 */
export function readProviderTheme(doc: Pick<Document, "querySelector">): Theme | null {
  const style = doc.querySelector<HTMLStyleElement>("style[id^='fui-FluentProvider']");
  const css = style?.textContent ?? "";
  const theme: Record<string, string> = {};
  for (const [, name, value] of css.matchAll(/--([A-Za-z][A-Za-z0-9]*):\s*([^;]*);/g)) theme[name] = value.trim();
  // A complete theme has hundreds of tokens; a partial or foreign style is not one.
  return "colorNeutralBackground1" in theme && "fontFamilyBase" in theme ? (theme as unknown as Theme) : null;
}

import type { Theme } from "./index";
import { SHELL_THEME_ELEMENT_ID } from "../shared/config";

/**
 * The Fluent theme a prerendered page was painted with, read back from its FluentProvider style
 * (`<style id="fui-FluentProvider…">.fui-FluentProvider… { --token: value; … }`). Hydration then
 * renders the same CSS text, and the first bundle needs no copy of the table (issue 21: 4 KB gzip).
 * The SPA shell of a non-prerendered route has no such style: there it is the default theme the
 * server put in the page as data; null when neither is there.
 */
export function readProviderTheme(doc: Pick<Document, "querySelector" | "getElementById">): Theme | null {
  const style = doc.querySelector<HTMLStyleElement>("style[id^='fui-FluentProvider']");
  const css = style?.textContent ?? "";
  const theme: Record<string, string> = {};
  for (const [, name, value] of css.matchAll(/--([A-Za-z][A-Za-z0-9]*):\s*([^;]*);/g)) theme[name] = value.trim();
  return complete(theme) ? (theme as unknown as Theme) : readShellTheme(doc);
}

/** A complete theme has hundreds of tokens; a partial or foreign one is not one. */
const complete = (theme: object) => "colorNeutralBackground1" in theme && "fontFamilyBase" in theme;

/** The SPA shell's default theme, a JSON data block the server puts in it (server/http/spa.ts, issue 37). */
function readShellTheme(doc: Pick<Document, "getElementById">): Theme | null {
  try {
    const theme = JSON.parse(doc.getElementById(SHELL_THEME_ELEMENT_ID)?.textContent ?? "null") as unknown;
    const valid =
      theme !== null &&
      typeof theme === "object" &&
      !Array.isArray(theme) &&
      Object.values(theme).every((v) => typeof v === "string" || typeof v === "number") &&
      complete(theme);
    return valid ? (theme as Theme) : null;
  } catch {
    return null; // a damaged block: the themes chunk builds the theme instead
  }
}

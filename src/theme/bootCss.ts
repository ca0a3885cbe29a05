/**
 * Issue 21: the CSS that paints a returning visitor's stored mode, colour schema, control size and
 * direction before the
 * bundles run. Prerendered pages carry the default light theme; #portal-boot (src/index.html) copies
 * ThemeStore's root class and data-theme-schema onto <html> from localStorage `theme`, and these
 * rules, written into each page by scripts/prerender.js at build time, do the rest. Never imported
 * by browser code: it needs Fluent's palettes (the lazy "themes" chunk).
 */
import { buildFluentTheme } from "./themes";
import { CONTROL_SIZE_TOKENS, type ControlSize } from "./controlSize";
import { COLOR_SCHEMAS, COLOR_VARIABLES, SCHEMA_COLORS, type ColorSchema, type SchemaColors, type ThemeMode } from "./palette";

type Tokens = Record<string, string | number>;

const MODES: readonly ThemeMode[] = ["light", "dark"];
const themes = new Map<string, Tokens>();

function theme(schema: ColorSchema, mode: ThemeMode): Tokens {
  const key = `${schema}/${mode}`;
  if (!themes.has(key)) themes.set(key, buildFluentTheme(schema, mode));
  return themes.get(key)!;
}

/** The root selector ThemeStore's class and attribute match for a schema and mode. */
function root(schema: ColorSchema, mode: ThemeMode): string {
  return `html.${mode}${schema === "default" ? "" : `[data-theme-schema=${schema}]`}`;
}

const VAR = /var\(--([A-Za-z][A-Za-z0-9]*)/g;

/** The Fluent tokens a page's markup and styles read (`var(--name)`), e.g. to pass to themeBootCss. */
export function tokensUsed(markup: string): Set<string> {
  return new Set([...markup.matchAll(VAR)].map((m) => m[1]));
}

/** The elements whose text keeps its own direction in right-to-left mode (see themeBootCss). */
export const RTL_TEXT_BLOCKS = "p,h1,h2,h3,h4,h5,h6,li,dt,dd,th,td,caption,label,legend,summary,figcaption,blockquote,a,button,input,textarea";

/**
 * The rules for a page that reads `used` tokens:
 * - the spec §4 colour variables of every schema and mode, on the root as ThemeStore sets them;
 * - in dark mode, the body's background and text (the canvas around the app) and the loading note;
 * - on the FluentProvider, each used token whose value in the stored schema and mode differs from
 *   the default light theme the page was rendered with. They are the values the app's own theme
 *   gives the provider once it has loaded (the same buildFluentTheme), so they may stay after it.
 */
export function themeBootCss(used: Iterable<string>): string {
  const base = theme("default", "light");
  // A used token whose value reads other tokens (Fluent's shadows) needs those too.
  const names = new Set([...used].filter((n) => n in base));
  for (const schema of COLOR_SCHEMAS) {
    for (const mode of MODES) {
      for (const name of [...names]) for (const dep of tokensUsed(String(theme(schema, mode)[name]))) if (dep in base) names.add(dep);
    }
  }

  const rules: string[] = [];
  for (const mode of MODES) {
    for (const schema of COLOR_SCHEMAS) {
      const colors = SCHEMA_COLORS[schema][mode];
      const vars = (Object.keys(COLOR_VARIABLES) as (keyof SchemaColors)[]).map((k) => `${COLOR_VARIABLES[k]}:${colors[k]}`);
      rules.push(`${root(schema, mode)}{${vars.join(";")}}`);
    }
  }
  const dark = theme("default", "dark");
  rules.push(`html.dark body{background:${dark.colorNeutralBackground1};color:${dark.colorNeutralForeground1}}`);
  rules.push(`html.dark .boot{color:${dark.colorNeutralForeground2}}`);
  for (const mode of MODES) {
    for (const schema of COLOR_SCHEMAS) {
      if (schema === "default" && mode === "light") continue;
      // Other schemas are written over their mode's default rule: only what differs from it.
      const reference = schema === "default" ? base : theme("default", mode);
      const current = theme(schema, mode);
      const decls = [...names]
        .sort()
        .filter((n) => current[n] !== reference[n])
        .map((n) => `--${n}:${current[n]}`);
      if (decls.length > 0) rules.push(`${root(schema, mode)} .fui-FluentProvider{${decls.join(";")}}`);
    }
  }
  // The stored control size (html data-control-size, set by #portal-boot and ThemeStore) and text
  // direction (html dir): the provider takes the size's font tokens and the direction from the first frame.
  for (const [size, values] of Object.entries(CONTROL_SIZE_TOKENS) as [ControlSize, Record<string, string>][]) {
    const decls = Object.entries(values).map(([n, v]) => `--${n}:${v}`);
    if (decls.length > 0) rules.push(`html[data-control-size=${size}] .fui-FluentProvider{${decls.join(";")}}`);
  }
  rules.push(`html[dir=rtl] .fui-FluentProvider{direction:rtl}`);
  // Issue 33: right to left mirrors the layout, but the text is Spanish or English. Each block of
  // text takes its direction from its own first letter (unicode-bidi: plaintext), so a sentence's
  // final stop, "6 cortes" or "EMSP E.S.P." no longer jump to the wrong end; it stays right-aligned.
  // :where() keeps the rule's weight at zero, so any component's own alignment still wins.
  rules.push(`:where(html[dir=rtl]) :where(${RTL_TEXT_BLOCKS}){unicode-bidi:plaintext;text-align:right}`);
  return rules.join("\n");
}

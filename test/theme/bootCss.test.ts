import { readFileSync } from "node:fs";
import path from "node:path";
import { themeBootCss, tokensUsed } from "../../src/theme/bootCss";
import { buildFluentTheme } from "../../src/theme/themes";
import { COLOR_SCHEMAS, SCHEMA_COLORS } from "../../src/theme/palette";
import { CONTROL_SIZE_TOKENS } from "../../src/theme/controlSize";

/** The declarations of the rule whose selector is exactly `selector`. */
function rule(css: string, selector: string): Record<string, string> {
  const line = css.split("\n").find((l) => l.startsWith(`${selector}{`));
  if (!line) return {};
  return Object.fromEntries(
    line
      .slice(selector.length + 1, -1)
      .split(";")
      .map((d) => [d.slice(0, d.indexOf(":")), d.slice(d.indexOf(":") + 1)]),
  );
}

describe("issue 21: the theme before the bundles (bootCss)", () => {
  const markup = `<div class="x" style="color: var(--colorNeutralForeground1)"></div><style>.a{background-color:var(--colorNeutralBackground1);box-shadow:var(--shadow4);color:var(--colorBrandForegroundLink);font-size:var(--fontSizeBase300)}</style>`;
  const css = themeBootCss(tokensUsed(markup));
  const dark = buildFluentTheme("default", "dark") as unknown as Record<string, string>;

  it("finds the tokens a page reads", () => {
    expect([...tokensUsed(markup)].sort()).toEqual([
      "colorBrandForegroundLink",
      "colorNeutralBackground1",
      "colorNeutralForeground1",
      "fontSizeBase300",
      "shadow4",
    ]);
  });

  it("gives the provider the dark theme's value of each used colour, and of the colours those values read", () => {
    const provider = rule(css, "html.dark .fui-FluentProvider");
    expect(provider["--colorNeutralBackground1"]).toBe(dark.colorNeutralBackground1);
    expect(provider["--colorNeutralForeground1"]).toBe(dark.colorNeutralForeground1);
    expect(provider["--shadow4"]).toBe(dark.shadow4);
    for (const dep of tokensUsed(dark.shadow4)) expect(provider[`--${dep}`]).toBe(dark[dep]);
    // Same in both themes, or not read by the page: not repeated.
    expect(provider["--fontSizeBase300"]).toBeUndefined();
    expect(provider["--colorNeutralBackground2"]).toBeUndefined();
  });

  it("writes each other schema's brand colours over its mode's default", () => {
    const green = buildFluentTheme("green", "dark") as unknown as Record<string, string>;
    expect(rule(css, "html.dark[data-theme-schema=green] .fui-FluentProvider")).toEqual({ "--colorBrandForegroundLink": green.colorBrandForegroundLink });
    const purple = buildFluentTheme("purple", "light") as unknown as Record<string, string>;
    expect(rule(css, "html.light[data-theme-schema=purple] .fui-FluentProvider")).toEqual({ "--colorBrandForegroundLink": purple.colorBrandForegroundLink });
    expect(rule(css, "html.light .fui-FluentProvider")).toEqual({});
  });

  it("sets the spec §4 colour variables and the dark canvas on the root as ThemeStore does", () => {
    expect(rule(css, "html.dark")["--primary"]).toBe(SCHEMA_COLORS.default.dark.primary);
    expect(rule(css, "html.light[data-theme-schema=orange]")["--neutral"]).toBe(SCHEMA_COLORS.orange.light.neutral);
    expect(rule(css, "html.dark body")).toEqual({ background: dark.colorNeutralBackground1, color: dark.colorNeutralForeground1 });
  });

  it("sizes the provider's font tokens by the stored control size, and turns it right to left, as ThemeStore's theme does", () => {
    expect(rule(css, "html[data-control-size=lg] .fui-FluentProvider")).toEqual(
      Object.fromEntries(Object.entries(CONTROL_SIZE_TOKENS.lg).map(([n, v]) => [`--${n}`, v])),
    );
    expect(rule(css, "html[data-control-size=xs] .fui-FluentProvider")["--lineHeightBase300"]).toBe("16px");
    expect(rule(css, "html[data-control-size=md] .fui-FluentProvider")).toEqual({});
    expect(rule(css, "html[dir=rtl] .fui-FluentProvider")).toEqual({ direction: "rtl" });
  });

  it("boot script: reads `theme` safely and sets only the class, schema, control size and direction ThemeStore would", () => {
    const html = readFileSync(path.join(__dirname, "..", "..", "src", "index.html"), "utf8");
    const boot = html.match(/<script id="portal-boot">([\s\S]*?)<\/script>/)![1];
    expect(boot.length).toBeLessThan(900); // inline in every page: bench reports it (0.8 KB)
    expect(html).toContain("<!--PORTAL_THEME-->");
    const run = (stored: string | null, session: { cookie?: string; token?: string } = { token: "t" }) => {
      const classes: string[] = [];
      const attrs: Record<string, string> = {};
      const documentElement = { classList: { add: (c: string) => classes.push(c) }, setAttribute: (k: string, v: string) => void (attrs[k] = v) };
      const document = { documentElement, getElementById: () => null, cookie: session.cookie ?? "" };
      const localStorage = { getItem: (key: string) => (key === "theme" ? stored : key === "token" ? (session.token ?? null) : null) };
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the test runs the inline boot script's own text from index.html, with stand-ins for the globals it reads
      new Function("document", "localStorage", "requestAnimationFrame", boot)(document, localStorage, () => undefined);
      return { classes, attrs };
    };
    expect(run(JSON.stringify({ mode: "dark", themeSchema: "green", controlSize: "lg", direction: "rtl" }))).toEqual({
      classes: ["dark"],
      attrs: { "data-theme-schema": "green", "data-control-size": "lg", dir: "rtl" },
    });
    expect(run(JSON.stringify({ mode: "night", themeSchema: "<x>", controlSize: "<y>", direction: "up" }))).toEqual({
      classes: ["light"],
      attrs: { "data-theme-schema": "default", "data-control-size": "md", dir: "ltr" },
    });
    for (const size of ["xs", "sm", "md", "lg"]) expect(run(JSON.stringify({ controlSize: size })).attrs["data-control-size"]).toBe(size);
    // Its list of schemas is ThemeStore's.
    for (const s of COLOR_SCHEMAS) expect(run(JSON.stringify({ mode: "light", themeSchema: s })).attrs["data-theme-schema"]).toBe(s);
    expect(run(null)).toEqual({ classes: [], attrs: {} });
    expect(run("{not json")).toEqual({ classes: [], attrs: {} });
    // Issue 37: a signed-in page's frame is hidden (index.html's .signed-out rule) without a saved token.
    expect(run(null, {}).classes).toEqual(["signed-out"]);
    expect(run(null, { cookie: "a=1; token=" }).classes).toEqual(["signed-out"]);
    expect(run(null, { cookie: "a=1; token=abc" }).classes).toEqual([]);
    expect(run(null, { cookie: "token=abc" }).classes).toEqual([]);
    expect(run(null, { cookie: "mytoken=abc" }).classes).toEqual(["signed-out"]);
  });
});

describe("issue 33: right to left keeps the punctuation of Spanish text where it belongs", () => {
  it("gives each block of text its own direction in rtl mode, at zero weight", () => {
    const css = themeBootCss([]);
    expect(css).toContain(":where(html[dir=rtl]) :where(p,h1,h2,h3,h4,h5,h6,li,");
    expect(css).toMatch(/:where\(html\[dir=rtl\]\) :where\([^)]*\)\{unicode-bidi:plaintext;text-align:right\}/);
  });
});

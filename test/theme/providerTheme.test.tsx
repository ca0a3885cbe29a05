import { createCSSRuleFromTheme } from "@fluentui/react-components";
import { defaultLightTheme } from "../../src/theme/defaultTheme.generated";
import { buildFluentTheme } from "../../src/theme/themes";
import { readProviderTheme } from "../../src/theme/providerTheme";

const ID = "fui-FluentProvider_R_0_";
/** A page as prerendering writes it: FluentProvider's style with the theme's rule (createCSSRuleFromTheme). */
function prerenderedPage(css: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head></head><body><div id="root"><style id="${ID}">${css}</style><div class="fui-FluentProvider ${ID}">hola</div></div></body></html>`,
    "text/html",
  );
}

describe("readProviderTheme (the first paint's theme, read from the prerendered page)", () => {
  it("reads back a theme from which FluentProvider writes the very same rule, so hydration matches", () => {
    const rule = createCSSRuleFromTheme(`.${ID}`, defaultLightTheme);
    const read = readProviderTheme(prerenderedPage(rule));
    expect(read).not.toBeNull();
    expect(createCSSRuleFromTheme(`.${ID}`, read!)).toBe(rule);
    // Every token, with numbers as the CSS text holds them.
    expect(read).toEqual(Object.fromEntries(Object.entries(defaultLightTheme).map(([k, v]) => [k, String(v)])));
  });

  it("is the default light theme precomputed for prerendering, token for token", () => {
    expect(buildFluentTheme("default", "light", "md")).toEqual(defaultLightTheme);
  });

  it("is null on a page without the provider's style nor the shell's theme, or with a partial one", () => {
    expect(readProviderTheme(new DOMParser().parseFromString("<!doctype html><html><body><div id='root'></div></body></html>", "text/html"))).toBeNull();
    expect(readProviderTheme(prerenderedPage(`.${ID} { --colorNeutralBackground1: #fff; }`))).toBeNull();
  });

  it("reads the SPA shell's default theme from the data block the server puts in it (issue 37), and ignores a damaged one", () => {
    const shell = (json: string) =>
      new DOMParser().parseFromString(
        `<!doctype html><html><head><script id="portal-shell-theme" type="application/json">${json}</script></head><body><div id="root"></div></body></html>`,
        "text/html",
      );
    expect(readProviderTheme(shell(JSON.stringify(defaultLightTheme)))).toEqual(defaultLightTheme);
    expect(readProviderTheme(shell("{"))).toBeNull();
    expect(readProviderTheme(shell(JSON.stringify({ colorNeutralBackground1: "#fff" })))).toBeNull();
    expect(readProviderTheme(shell(JSON.stringify({ ...defaultLightTheme, colorBrandBackground: { nested: true } })))).toBeNull();
  });
});

import { themeBootCss, tokensUsed } from "../../src/theme/bootCss";
import { buildFluentTheme } from "../../src/theme/themes";
import { COLOR_SCHEMAS, SCHEMA_COLORS } from "../../src/theme/palette";
import { CONTROL_SIZE_TOKENS } from "../../src/theme/controlSize";
import { TREND_MONTHS } from "../../src/features/account/OverviewStore";
import { bootScript, indexHtml, runBootScript } from "../support/bootScript";

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
    // Inline in every page: bench reports it (1.7 KB; 0.8 KB before it asked for the contracts, 1.3 KB before the trend).
    expect(bootScript.length).toBeLessThan(1700);
    expect(indexHtml).toContain("<!--PORTAL_THEME-->");
    const run = (stored: string | null, session: { cookie?: string; token?: string } = { token: "t" }) => {
      const classes: string[] = [];
      const attrs: Record<string, string> = {};
      const documentElement = { classList: { add: (c: string) => classes.push(c) }, setAttribute: (k: string, v: string) => void (attrs[k] = v) };
      const document = { documentElement, getElementById: () => null, cookie: session.cookie ?? "" };
      const localStorage = { getItem: (key: string) => (key === "theme" ? stored : key === "token" ? (session.token ?? null) : null) };
      const fetch = () => {
        throw new Error("nothing is asked for on a public page");
      };
      runBootScript({ document, localStorage, location: { pathname: "/noticias" }, fetch, window: {} });
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

  it("boot script: on a customer's page with a saved session, asks for the contracts with its token and the API key, once", async () => {
    type Early = { token: string; at: number; answers: Record<string, Promise<unknown>> };
    type Options = {
      path: string;
      cookie?: string;
      token?: string | null;
      user?: string | null;
      config?: string;
      status?: number;
      contracts?: { id: string }[];
      active?: string;
    };
    const run = (o: Options) => {
      const asked: { url: string; init: { headers: Record<string, string>; credentials: string } }[] = [];
      const stored: Record<string, string | null> = {
        token: o.token ?? null,
        sessionUser: o.user === undefined ? '{"signedIn":true,"user":{"id":"u-7"}}' : o.user,
        "activeContract:u-7": o.active ?? null,
      };
      const document = {
        documentElement: { classList: { add: () => undefined }, setAttribute: () => undefined },
        getElementById: (id: string) => (id === "portal-config" && o.config ? { textContent: o.config } : null),
        cookie: o.cookie ?? "",
      };
      const fetch = (url: string, init: (typeof asked)[number]["init"]) => {
        asked.push({ url, init });
        const body = url === "/api/contracts" ? { contracts: o.contracts ?? [{ id: "c-1" }] } : { series: [] };
        return Promise.resolve({ ok: (o.status ?? 200) < 300, json: () => Promise.resolve(body) });
      };
      const window: { __portalEarly?: Early } = {};
      runBootScript({ document, localStorage: { getItem: (k: string) => stored[k] ?? null }, location: { pathname: o.path }, fetch, window });
      return { asked, early: window.__portalEarly };
    };
    const signedIn = run({ path: "/dashboard/dashboardGeneral", token: "tok-1", config: '{"apiKey":"k-9"}' });
    expect(signedIn.asked).toEqual([
      {
        url: "/api/contracts",
        init: { headers: { Accept: "application/json", Authorization: "Bearer tok-1", "X-Api-Key": "k-9" }, credentials: "same-origin" },
      },
    ]);
    expect(signedIn.early!.token).toBe("tok-1");
    await expect(signedIn.early!.answers["/api/contracts"]).resolves.toEqual({ contracts: [{ id: "c-1" }] });
    // The cookie is read first, as the session's own persistence does; no API key, no header.
    const fromCookie = run({ path: "/dashboard", cookie: "a=1; token=tok%2D2", token: "other" });
    expect(fromCookie.asked[0].init.headers).toEqual({ Accept: "application/json", Authorization: "Bearer tok-2" });
    // A refused answer is left as null: the app asks again and handles the refusal as any other.
    await expect(run({ path: "/dashboard/invoiceInquiry", token: "old", status: 401 }).early!.answers["/api/contracts"]).resolves.toBeNull();
    // Once the contracts are in, the summary asks for the active contract's trend (the app's TREND_MONTHS), with the same headers.
    const settled = async (r: ReturnType<typeof run>) => {
      await r.early?.answers["/api/contracts"];
      await Promise.resolve();
      return r.asked.map((a) => a.url);
    };
    expect(signedIn.asked[1].init).toEqual(signedIn.asked[0].init);
    expect(await settled(signedIn)).toEqual(["/api/contracts", `/api/contracts/c-1/consumption?months=${TREND_MONTHS}`]);
    await expect(signedIn.early!.answers[`/api/contracts/c-1/consumption?months=${TREND_MONTHS}`]).resolves.toEqual({ series: [] });
    const two = [{ id: "c-1" }, { id: "c/2" }];
    expect(await settled(run({ path: "/dashboard/dashboardGeneral", token: "t", contracts: two, active: "c/2" }))).toEqual([
      "/api/contracts",
      `/api/contracts/c%2F2/consumption?months=${TREND_MONTHS}`,
    ]);
    // A stored contract that is no longer the customer's: the first one, as AccountStore.active.
    expect((await settled(run({ path: "/dashboard/dashboardPruebas", token: "t", contracts: two, active: "gone" })))[1]).toBe(
      `/api/contracts/c-1/consumption?months=${TREND_MONTHS}`,
    );
    // Not on the other customer's pages, without contracts, or when the contracts were refused.
    for (const o of [
      { path: "/dashboard/invoiceInquiry", token: "t" },
      { path: "/dashboard", token: "t" },
      { path: "/dashboard/dashboardGeneral", token: "t", contracts: [] },
      { path: "/dashboard/dashboardGeneral", token: "t", status: 401 },
    ]) {
      expect({ o, asked: await settled(run(o)) }).toEqual({ o, asked: ["/api/contracts"] });
    }
    // Nothing on other pages, without a token, or with a session that is not signed in.
    for (const o of [
      { path: "/noticias", token: "tok" },
      { path: "/admin/dashboard", token: "tok" },
      { path: "/dashboardX", token: "tok" },
      { path: "/dashboard/dashboardGeneral" },
      { path: "/dashboard/dashboardGeneral", token: "tok", user: '{"signedIn":false}' },
      { path: "/dashboard/dashboardGeneral", token: "tok", user: null },
      { path: "/dashboard/dashboardGeneral", token: "tok", user: "{not json" },
    ]) {
      const r = run(o);
      expect({ o, asked: r.asked, early: r.early }).toEqual({ o, asked: [], early: undefined });
    }
  });
});

describe("issue 33: right to left keeps the punctuation of Spanish text where it belongs", () => {
  it("gives each block of text its own direction in rtl mode, at zero weight", () => {
    const css = themeBootCss([]);
    expect(css).toContain(":where(html[dir=rtl]) :where(p,h1,h2,h3,h4,h5,h6,li,");
    expect(css).toMatch(/:where\(html\[dir=rtl\]\) :where\([^)]*\)\{unicode-bidi:plaintext;text-align:right\}/);
  });
});

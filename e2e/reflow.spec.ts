import { expect, test as base, type Browser, type Page } from "@playwright/test";
import { axeAt390, HEIGHT, PRERENDERED, problemsAt, ROUTES, settle, WIDTHS } from "./reflowCheck";
import { DARK_THEME, signInAs } from "./support";

/**
 * Issue 21, WCAG 2.1 1.4.10 Reflow: every route of the registry that is not prerendered, as the role
 * that may open it, at 320, 390, 768 and 1366 px (the prerendered public routes get the same checks
 * in e2e/public-site.spec.ts, on the page it opens for its own). The list is the registry's own:
 * scripts/prerender.js writes every registered path to the build's manifest.
 */

type Role = "visitor" | "customer" | "admin" | "superAdmin";
const ROLES: Record<Exclude<Role, "visitor">, string[]> = {
  customer: ["USER"],
  admin: ["USER", "ADMIN"],
  superAdmin: ["USER", "SUPER_ADMIN"],
};
/** From who may open least to who may open most: a route that turns one away is tried as the next. */
const LADDER: Role[] = ["visitor", "customer", "admin", "superAdmin"];

/** A first guess of who may open a route (saves a navigation); the guard corrects it. */
function firstRole(route: string): Role {
  if (PRERENDERED.has(route)) return "visitor";
  if (route.startsWith("/admin")) return "admin";
  if (route.startsWith("/dashboard") || route === "/access-denied") return "customer";
  return "visitor";
}

interface RolePages {
  get(role: Role): Promise<Page>;
}

/** Opens a browser page for a role, once per worker: signed in through the API, or a first visit's storage. */
async function openPage(browser: Browser, baseURL: string | undefined, role: Role, init?: { locale?: string; dark?: boolean }): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: "es-CO", viewport: { width: WIDTHS[0], height: HEIGHT[WIDTHS[0]] } });
  const page = await context.newPage();
  if (role === "visitor") {
    await page.addInitScript(() => {
      try {
        localStorage.clear();
        sessionStorage.clear();
      } catch {
        // about:blank has no storage.
      }
    });
  } else {
    await signInAs(page, ROLES[role]);
  }
  if (init?.locale) await page.addInitScript((l) => localStorage.setItem("locale", l), init.locale);
  if (init?.dark) await page.addInitScript((theme) => localStorage.setItem("theme", theme), JSON.stringify(DARK_THEME));
  return page;
}

/** One page per role and worker, reused route after route (the app's scripts come from the HTTP cache). */
const test = base.extend<object, { rolePages: RolePages }>({
  rolePages: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL } = workerInfo.project.use;
      const pages = new Map<Role, Promise<Page>>();
      await use({
        get(role) {
          if (!pages.has(role)) pages.set(role, openPage(browser, baseURL, role));
          return pages.get(role)!;
        },
      });
      for (const p of pages.values()) await (await p).context().close();
    },
    { scope: "worker" },
  ],
});

/** Opens `route` as the first role the guard lets in; returns where it landed. */
async function openAsAllowed(pages: RolePages, route: string, width: number): Promise<{ page: Page; role: Role }> {
  for (const role of LADDER.slice(LADDER.indexOf(firstRole(route)))) {
    const page = await pages.get(role);
    if (role === "visitor") await page.context().clearCookies();
    await page.setViewportSize({ width, height: HEIGHT[width] });
    const response = await page.goto(encodeURI(route));
    expect(response?.status(), `${route} as ${role}`).toBeLessThan(400);
    await settle(page);
    const landed = new URL(page.url()).pathname;
    if (landed !== route && (landed === "/sign-in" || landed === "/access-denied")) continue;
    return { page, role };
  }
  throw new Error(`${route}: no demo role may open it`);
}

test.describe("issue 21: every route reflows (no sideways scrolling, chat button covers nothing, axe at 390 px)", () => {
  for (const route of ROUTES.filter((r) => !PRERENDERED.has(r))) {
    test(`${route} at ${WIDTHS.join(", ")} px`, async ({ rolePages }) => {
      const { page, role } = await openAsAllowed(rolePages, route, WIDTHS[0]);
      const problems: string[] = [];
      const axe = axeAt390(route);
      for (const width of WIDTHS) problems.push(...(await problemsAt(page, route, width, axe && width === 390)));
      expect(problems, `${route} as ${role}:\n${problems.join("\n")}`).toEqual([]);
    });
  }
});

/** A sample in English and in dark mode at 320 px: longer words, other colours. */
const SAMPLE = ["/homePage", "/energia/ratesEnergy", "/noticias", "/dashboard/dashboardGeneral", "/admin/pqrs"];

for (const variant of [
  { name: "in English", init: { locale: "en" } },
  { name: "in dark mode", init: { dark: true } },
]) {
  test(`a sample of pages at 320 px ${variant.name}`, async ({ browser }, testInfo) => {
    test.setTimeout(120_000);
    const { baseURL } = testInfo.project.use;
    const problems: string[] = [];
    for (const route of SAMPLE) {
      const page = await openPage(browser, baseURL, firstRole(route), variant.init);
      await page.goto(encodeURI(route));
      await settle(page);
      expect(new URL(page.url()).pathname, `${route} ${variant.name}`).toBe(route);
      if (variant.init.locale) await expect(page.locator("html")).toHaveAttribute("lang", variant.init.locale);
      if (variant.init.dark) await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      problems.push(...(await problemsAt(page, `${route} ${variant.name}`, 320, false)));
      await page.context().close();
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });
}

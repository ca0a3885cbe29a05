import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type ConsoleMessage, type Page } from "@playwright/test";
import { contentManifest } from "../src/routing/contentManifest";
import { axeAt390, problemsAt, settle, WIDTHS } from "./reflowCheck";
import { expectAccessible } from "./support";

/** What the build prerendered (scripts/prerender.js): every public route of the registry. */
const manifest = JSON.parse(readFileSync(path.join(__dirname, "..", "dist", "prerendered", "manifest.json"), "utf8")) as {
  productSlug: string;
  pages: Record<string, string>;
  routes: string[];
};
const publicPaths = Object.keys(manifest.pages).sort();
const contentPaths = contentManifest.map((c) => c.path.replaceAll("{product}", manifest.productSlug));

/** Errors React reports when the browser's first render does not match the prerendered HTML, until `stop`. */
function watchHydration(page: Page): { problems: string[]; stop(): void } {
  const problems: string[] = [];
  const onConsole = (msg: ConsoleMessage) => {
    if (msg.type() === "error" && /hydrat|did not match|server rendered/i.test(msg.text())) problems.push(msg.text());
  };
  const onPageError = (err: Error) => problems.push(err.message);
  page.on("console", onConsole);
  page.on("pageerror", onPageError);
  return {
    problems,
    stop() {
      page.off("console", onConsole);
      page.off("pageerror", onPageError);
    },
  };
}

/**
 * One browser page per worker for the per-route checks, instead of a new context per route: the
 * route's document is still loaded from the server, but the app's scripts come from the HTTP
 * cache and are compiled once, as for a visitor moving through the site (the same checks took 3.2 s
 * a route, now 1.3 s, on the same 24 routes and two workers). Each document starts as a first
 * visit's would: no cookies (cleared before each route) and empty local and session storage
 * (cleared by a script that runs before the page's own).
 */
const routeTest = test.extend<object, { routePage: Page }>({
  routePage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, locale } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, locale });
      const page = await context.newPage();
      await page.addInitScript(() => {
        try {
          localStorage.clear();
          sessionStorage.clear();
        } catch {
          // about:blank and other opaque origins have no storage to clear.
        }
      });
      await use(page);
      await context.close();
    },
    { scope: "worker" },
  ],
});

test("every content route of the manifest and the public feature pages are prerendered", () => {
  for (const p of contentPaths) expect(publicPaths).toContain(p);
  for (const p of ["/homePage", "/home-page", "/landing", "/mapa-sitio", "/buscar", "/sign-in", "/sign-up", "/noticias"]) expect(publicPaths).toContain(p);
});

test("every prerendered page has its own title and description", async ({ request }) => {
  // About 230 pages in a row, each compressed on its first request while three portals and the
  // other workers share two cores: a hang guard, not a speed check.
  test.setTimeout(120_000);
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const p of publicPaths) {
    const html = await (await request.get(encodeURI(p))).text();
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";
    const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "";
    expect({ p, title: title.length > 0, description: description.length > 20 }).toEqual({ p, title: true, description: true });
    // The three addresses of the home page are one page (they share a canonical link).
    if (!["/home-page", "/landing"].includes(p)) {
      expect({ p, same: titles.get(title) }).toEqual({ p, same: undefined });
      titles.set(title, p);
      expect({ p, same: descriptions.get(description) }).toEqual({ p, same: undefined });
      descriptions.set(description, p);
    }
  }
});

test.describe("each public route in Chromium", () => {
  for (const p of publicPaths) {
    routeTest(`${p}: one h1, its content, hydrated without mismatch, no axe violation, reflows at ${WIDTHS.join(", ")} px`, async ({ routePage: page }) => {
      await page.context().clearCookies();
      await page.setViewportSize({ width: 1280, height: 720 });
      const { problems, stop } = watchHydration(page);
      try {
        const response = await page.goto(encodeURI(p));
        expect(response?.status()).toBe(200);
        const main = page.locator("main");
        await expect(page.locator("h1")).toHaveCount(1);
        await expect(page.locator("h1")).toBeVisible();
        expect((await main.innerText()).length).toBeGreaterThan(contentPaths.includes(p) ? 900 : 60);
        // Hydration is over when the switchers show the visitor's own settings.
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
        await expectAccessible(page);
        expect(problems).toEqual([]);
        // Issue 21, WCAG 2.1 1.4.10 Reflow: no sideways scrolling, the chat button covers nothing.
        await settle(page);
        const reflow: string[] = [];
        for (const width of WIDTHS) reflow.push(...(await problemsAt(page, p, width, axeAt390(p) && width === 390)));
        expect(reflow, reflow.join("\n")).toEqual([]);
      } finally {
        stop();
      }
    });
  }
});

test.describe("prerendered HTML, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const p of ["/homePage", "/energia/ratesEnergy", "/acueducto/ratesAqueduct", "/transparencia/home", "/info-niños", "/mapa-sitio"]) {
    test(`${p} carries its h1, description, body text and head tags`, async ({ page, request }) => {
      await page.goto(encodeURI(p));
      await expect(page.locator("h1")).toHaveCount(1);
      const h1 = (await page.locator("h1").innerText()).trim();
      expect(h1.length).toBeGreaterThan(3);
      expect((await page.locator("main").innerText()).length).toBeGreaterThan(500);
      const html = await (await request.get(encodeURI(p))).text();
      expect(html).toContain("<h1");
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(html).toMatch(/<meta name="keywords" content="[^"]+"/);
      expect(html).toMatch(/<link rel="canonical" href="http[^"]+"/);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(html).toMatch(/<style[^>]*data-make-styles-bucket/);
    });
  }

  test("the tariff tables are in the HTML itself", async ({ page }) => {
    await page.goto("/energia/ratesEnergy");
    const table = page.locator("table").first();
    await expect(table.locator("caption")).toBeVisible();
    await expect(page.locator("main")).toContainText("825,36");
  });

  test("the header search works as a plain form", async ({ page }) => {
    await page.goto("/homePage");
    await expect(page.getByRole("search").first()).toBeVisible();
    await expect(page.locator('form[role="search"][action="/buscar"] input[name="q"]').first()).toBeAttached();
  });
});

test.describe("discoverability", () => {
  test("sitemap.xml lists the public pages and robots.txt points to it", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("<urlset");
    expect(sitemap).toContain("/energia/ratesEnergy</loc>");
    expect(sitemap).toContain(encodeURI("/info-niños"));
    expect(sitemap).not.toContain("/dashboard");
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/^Sitemap: http.+\/sitemap\.xml$/m);
    expect(robots).toContain("Disallow: /api/");
  });

  test("an unknown address answers 404 with the not-found page", async ({ page }) => {
    const response = await page.goto("/esta-pagina-no-existe");
    expect(response?.status()).toBe(404);
    await expect(page.locator("h1")).toBeVisible();
  });

  test("documents listed on a page open", async ({ page, request }) => {
    await page.goto("/annualPlan");
    const links = page.locator('main a[href^="/docs/"]');
    expect(await links.count()).toBeGreaterThan(0);
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")!))) {
      const res = await request.get(href);
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toMatch(/pdf|csv/);
    }
  });
});

test.describe("the public site in use", () => {
  // A feature page: content pages need the details for their own dates (ContentView imports them).
  test("a prerendered page keeps its own description; the route details load with the first navigation in the app", async ({ page }) => {
    const details: string[] = [];
    page.on("request", (r) => void (/\/route-details\.[0-9a-f]+\.js$/.test(r.url()) && details.push(r.url())));
    await page.goto("/homePage");
    const description = page.locator('meta[name="description"]');
    const prerendered = await description.getAttribute("content");
    expect(prerendered?.length).toBeGreaterThan(20);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.waitForLoadState("networkidle");
    expect(details).toEqual([]); // not needed by a page that carries its own tags
    await expect(description).toHaveAttribute("content", prerendered!);
    await page.getByRole("navigation", { name: "Menú principal" }).getByRole("link", { name: "Noticias" }).click();
    await expect(page.locator("h1")).toHaveText("Noticias");
    await expect.poll(() => details.length).toBe(1);
    await expect(description).not.toHaveAttribute("content", prerendered!);
    expect((await description.getAttribute("content"))?.length).toBeGreaterThan(20);
  });

  test("hydration keeps the prerendered elements: no flash, then links navigate in the app", async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        (window as unknown as { firstH1: Element | null }).firstH1 = document.querySelector("h1");
      });
    });
    const { problems } = watchHydration(page);
    await page.goto("/energia/energyHome");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    expect(await page.evaluate(() => document.querySelector("h1") === (window as unknown as { firstH1: Element | null }).firstH1)).toBe(true);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole("navigation", { name: "Menú principal" }).getByRole("link", { name: "Telecomunicaciones" }).click();
    await expect(page.locator("h1")).toHaveText("Telecomunicaciones");
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(problems).toEqual([]);
  });

  test("breadcrumbs lead back to the area and the home page", async ({ page }) => {
    await page.goto("/energia/ratesEnergy");
    const crumbs = page.getByRole("navigation", { name: /migas|ruta/i });
    await expect(crumbs.getByRole("link", { name: "Inicio" })).toBeVisible();
    await expect(crumbs.getByRole("link", { name: "Energía" })).toBeVisible();
  });

  test("the transparency home shows the nine sections of Res. 1519 de 2020", async ({ page }) => {
    await page.goto("/transparencia/home");
    const menu = page.getByRole("navigation", { name: /Resolución MinTIC 1519/ });
    await expect(menu.getByRole("heading", { level: 2 })).toHaveCount(9);
    await expect(menu.getByRole("heading", { name: "3. Contratación" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Plan anual de adquisiciones" })).toBeVisible();
  });

  test("search is accent-insensitive, reads q or search, and tracks the term", async ({ page }) => {
    const tracked = page.waitForRequest((r) => r.url().endsWith("/api/metrics/track/event") && (r.postData() ?? "").includes('"eventType":"search"'), {
      timeout: 25_000,
    });
    await page.goto("/buscar?q=tarifas%20energia");
    const results = page.getByRole("region", { name: "Páginas" }).or(page.locator("section[aria-labelledby=search-pages]"));
    // The first search downloads and indexes every page's words (the assistant's chunk, its index and
    // /search-index.json): about 8 s with the CPU slowed 8 times, as a loaded CI machine may be.
    await expect(results.getByRole("link", { name: "Tarifas de energía" })).toBeVisible({ timeout: 20_000 });
    expect((await tracked).postData()).toContain("tarifas energia");
    await page.goto("/buscar?search=vertimientos");
    await expect(page.getByRole("link", { name: "Caracterización de vertimientos al alcantarillado" })).toBeVisible();
    await page.goto("/buscar?q=zzzxqw");
    await expect(page.getByRole("status")).toContainText("No encontramos resultados");
    const empty = page.getByRole("region", { name: "Sin resultados para «zzzxqw»" });
    await expect(empty.getByRole("link", { name: "Solicitar información" })).toBeVisible();
    await expect(empty.getByRole("link", { name: "Ir al mapa del sitio" })).toBeVisible();
    await expectAccessible(page);
  });

  test("page text counts in search: a word only in a page's body finds it", async ({ page }) => {
    await page.goto("/homePage");
    await page.getByRole("searchbox", { name: "Buscar en el portal" }).fill("IRCA");
    await page.getByRole("searchbox", { name: "Buscar en el portal" }).press("Enter");
    await expect(page).toHaveURL(/\/buscar\?q=IRCA$/);
    await expect(page.locator("section[aria-labelledby=search-pages] li").first()).toBeVisible({ timeout: 20_000 });
  });

  test("the home page stands when the news API is down", async ({ page }) => {
    await page.route("**/api/news**", (route) => route.abort("connectionrefused"));
    await page.goto("/homePage");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(page.getByRole("navigation", { name: "Trámites frecuentes" }).getByRole("link")).toHaveCount(5);
    await expect(page.getByRole("heading", { name: "Nuestros servicios" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Líneas de atención y emergencias" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Cortes programados" })).toHaveCount(0);
  });
});

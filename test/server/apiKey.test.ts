/**
 * Spec §7 (issue 24 §3): with API_KEY set, the server refuses /api calls without it (401 in
 * Spanish), except the routes whose callers cannot send a header; the page carries the key and the
 * SPA's own clients send it. Driven against the real server on PGlite.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { configure } from "mobx";
import { API_KEY_EXEMPT, API_KEY_MESSAGE } from "../../server/http/apiKey";
import { clientConfig } from "../../server/http/spa";
import { ADMIN_ROUTES } from "../../server/modules/admin/access";
import { AUTH_ROUTES } from "../../server/modules/auth/access";
import { BILLING_ROUTES } from "../../server/modules/billing/access";
import { CAPTCHA_ROUTES } from "../../server/modules/captcha/access";
import { CUT_ALERT_ROUTES } from "../../server/modules/cutAlerts/access";
import { TARIFF_ROUTES } from "../../server/modules/tariffs/access";
import { HEALTH_ROUTES } from "../../server/modules/health/access";
import { METRICS_ROUTES } from "../../server/modules/metrics/access";
import { NEWS_ROUTES } from "../../server/modules/news/access";
import { PQRS_ROUTES } from "../../server/modules/pqrs/access";
import { testStores } from "../helpers";
import { backends, solveCaptcha, startApp, testConfig } from "./support";

configure({ enforceActions: "observed" });
jest.setTimeout(60_000);

const KEY = "emsp-portal-web-2026";
const PASSWORD = "Cafe-Con-Arepa-2026";

/** A concrete URL for a registered route (`:id` → 1, `*` → a page path). */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, "1").replace(/\*$/, "inicio");

describe.each(backends)("the API key on $name", (backend) => {
  describe("with API_KEY set", () => {
    let server: Awaited<ReturnType<typeof startApp>>;
    let staticDir: string;
    let base: string;

    beforeAll(async () => {
      staticDir = mkdtempSync(path.join(tmpdir(), "apikey-dist-"));
      writeFileSync(path.join(staticDir, "index.html"), "<!doctype html><html><head><!--PORTAL_CONFIG--></head><body><div id=root></div></body></html>");
      writeFileSync(path.join(staticDir, "robots.txt"), "User-agent: *\n");
      server = await startApp(backend, { API_KEY: KEY, STATIC_DIR: staticDir, SEED_DEMO: "true", DEMO_PASSWORD: PASSWORD });
      const { seedDemo } = await import("../../server/seed");
      await seedDemo(server.db, server.app.config, server.app.log);
      await server.app.listen({ port: 0, host: "127.0.0.1" });
      base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/api`;
    });
    afterAll(() => server.close());

    it("refuses a call without the key, or with another, with 401 and a Spanish message", async () => {
      for (const headers of [{}, { "x-api-key": "otra-clave-cualquiera" }, { "x-api-key": `${KEY} ` }]) {
        const res = await server.app.inject({ method: "GET", url: "/api/news", headers });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: API_KEY_MESSAGE, code: "API_KEY_REQUIRED" });
      }
      expect(API_KEY_MESSAGE).toMatch(/no está autorizada .* clave de la aplicación/);
      const ok = await server.app.inject({ method: "GET", url: "/api/news", headers: { "x-api-key": KEY } });
      expect(ok.statusCode).toBe(200);
    });

    it("checks the key before the token: a call with a token but no key is still refused", async () => {
      const res = await server.app.inject({ method: "GET", url: "/api/auth/me", headers: { authorization: "Bearer abc" } });
      expect(res.json()).toMatchObject({ code: "API_KEY_REQUIRED" });
    });

    it("asks the key on every /api route but the exempt ones, and every exempt rule names a real route", async () => {
      const routes = server.app.routeAccess.filter((r) => r.url.startsWith("/api/"));
      expect(routes.length).toBeGreaterThan(60);
      // Some routes exist only with their gateway (Wompi's events, the PSE sandbox): the tables list them all.
      const tables = [
        HEALTH_ROUTES,
        AUTH_ROUTES,
        CAPTCHA_ROUTES,
        METRICS_ROUTES,
        NEWS_ROUTES,
        BILLING_ROUTES,
        PQRS_ROUTES,
        ADMIN_ROUTES,
        CUT_ALERT_ROUTES,
        TARIFF_ROUTES,
      ];
      const keys = new Set(tables.flatMap((t) => Object.keys(t)));
      for (const exempt of API_KEY_EXEMPT) expect(keys).toContain(exempt);
      const wrong: string[] = [];
      for (const r of routes) {
        const exempt = API_KEY_EXEMPT.has(`${r.method} ${r.url.slice(4)}`);
        const res = await server.app.inject({ method: r.method as "GET", url: concrete(r.url) });
        const refused = res.statusCode === 401 && res.body.includes("API_KEY_REQUIRED");
        if (refused === exempt) wrong.push(`${r.method} ${r.url} → ${res.statusCode}`);
        if (!exempt) {
          const keyed = await server.app.inject({ method: r.method as "GET", url: concrete(r.url), headers: { "x-api-key": KEY } });
          if (keyed.body.includes("API_KEY_REQUIRED")) wrong.push(`${r.method} ${r.url} with the key → ${keyed.statusCode}`);
        }
      }
      expect(wrong).toEqual([]);
    });

    it("keeps health, the metrics intake (sendBeacon) and the RSS feed open", async () => {
      expect((await server.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
      expect((await server.app.inject({ method: "GET", url: "/api/news.rss" })).statusCode).toBe(200);
      // What navigator.sendBeacon sends: a JSON body as text, no custom header.
      const beacon = await server.app.inject({
        method: "POST",
        url: "/api/metrics/track/pagetime",
        headers: { "content-type": "text/plain;charset=UTF-8" },
        payload: JSON.stringify({ pagePath: "/inicio", sessionId: "s-1", timeOnPage: 12_000 }),
      });
      expect(beacon.statusCode).not.toBe(401);
    });

    it("serves pages and static files without the key, and the page carries it in its config", async () => {
      const page = await server.app.inject({ method: "GET", url: "/noticias" });
      expect(page.statusCode).toBe(200);
      const config = /<script id="portal-config" type="application\/json">(.*?)<\/script>/.exec(page.body)?.[1];
      expect(JSON.parse(config!)).toMatchObject({ apiKey: KEY });
      expect((await server.app.inject({ method: "GET", url: "/robots.txt" })).statusCode).toBe(200);
    });

    it("the SPA's clients send X-Api-Key: sign-in and the public settings work with the page's key, not without", async () => {
      const keyed = testStores({ apiBaseUrl: base }, { apiKey: KEY });
      expect(await keyed.stores.session.signIn({ email: "cliente@example.com", password: PASSWORD })).toEqual({ status: "success", message: "" });
      const email = "sin.clave@correo.example";
      const signUp = await keyed.stores.session.signUp({
        email,
        password: "Una frase larga de acceso",
        firstName: "Valentina",
        lastName: "Arango Mesa",
        documentType: "CC",
        documentNumber: "1.017.123.457",
        phoneNumber: "311 222 3345",
        acceptDataPolicy: true,
        altcha: await solveCaptcha(server.app),
      });
      expect(signUp.status).toBe("success");

      const bare = testStores({ apiBaseUrl: base });
      const refused = await bare.stores.session.signIn({ email: "cliente@example.com", password: PASSWORD });
      expect(refused).toEqual({ status: "failed", message: API_KEY_MESSAGE });

      // The public settings go by a plain fetch, not axios: it carries the key too.
      await keyed.stores.siteSettings.load();
      expect(keyed.stores.siteSettings.current).not.toBeNull();
      await bare.stores.siteSettings.load();
      expect(bare.stores.siteSettings.current).toBeNull();
    });

    it("the metrics client sends the key too (reports are not exempt)", async () => {
      const { createMetricsAxios } = await import("../../src/services/metricsClient");
      const { default: axios } = await import("axios");
      // The client's base is the page's /api; in Node it is pointed at the server's address.
      const keyed = createMetricsAxios(axios, KEY);
      const bare = createMetricsAxios(axios);
      keyed.defaults.baseURL = bare.defaults.baseURL = base;
      await expect(keyed.get("/metrics/status")).resolves.toMatchObject({ status: 200 });
      await expect(bare.get("/metrics/status")).rejects.toMatchObject({ response: { status: 401 } });
    });
  });

  describe("without API_KEY", () => {
    it("answers without a key and puts an empty key in the page", async () => {
      const s = await startApp(backend);
      expect((await s.app.inject({ method: "GET", url: "/api/news" })).statusCode).toBe(200);
      expect(clientConfig(s.app.config, "0.1.0").apiKey).toBe("");
      expect(clientConfig(testConfig({ API_KEY: KEY }), "0.1.0").apiKey).toBe(KEY);
      await s.close();
    });

    it("refuses a key with spaces or too short at start-up, naming API_KEY", () => {
      expect(() => testConfig({ API_KEY: "corta" })).toThrow(/API_KEY/);
      expect(() => testConfig({ API_KEY: "una clave con espacios" })).toThrow(/API_KEY/);
    });
  });
});

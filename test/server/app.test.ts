import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { backends, startApp } from "./support";
import { migrate } from "../../server/db/migrate";
import { seedDemo } from "../../server/seed";
import { testConfig } from "./support";

describe.each(backends)("server on $name", (backend) => {
  it("answers GET /api/health with status, db and version", async () => {
    const s = await startApp(backend);
    const res = await s.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", db: "ok", version: "0.1.0" });
    await s.close();
  });

  it("reports a database that stopped answering as 503 degraded", async () => {
    const s = await startApp(backend);
    const { query, ping } = s.app.db;
    const lost = async () => {
      throw new Error("connection lost");
    };
    // Both ways the check may ask: a statement, or the port's own ping (PGlite's worker).
    s.app.db.query = lost;
    if (ping) s.app.db.ping = lost;
    const res = await s.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: "degraded", db: "error" });
    Object.assign(s.app.db, { query, ping });
    await s.close();
  });

  it("applies migrations once: a second run applies nothing and keeps the data", async () => {
    const { db, dispose } = await backend.open();
    expect(await migrate(db)).toEqual([
      "001_foundation.sql",
      "002_auth.sql",
      "003_metrics.sql",
      "004_news.sql",
      "005_billing.sql",
      "006_pqrs.sql",
      "007_admin.sql",
      "008_payments_live.sql",
      "009_contract_proof.sql",
      "010_intake_guard.sql",
      "011_settings_mail_queue.sql",
      "012_auth_hardening.sql",
      "013_dashboard_indexes.sql",
      "014_metric_aggregates.sql",
      "015_search_indexes.sql",
      "016_cut_alerts.sql",
      "017_assistant_questions.sql",
      "018_mail_in_transaction.sql",
      "019_metric_spool.sql",
      "020_money.sql",
      "021_collections.sql",
      "022_certificates.sql",
      "023_contact_settings.sql",
      "024_electronic_invoice.sql",
      "025_integration.sql",
      "026_published_tariffs.sql",
      "027_notices.sql",
      "028_content_pages.sql",
      "029_documents.sql",
      "030_site_identity_settings.sql",
      "031_outages.sql",
      "032_news_lists.sql",
      "033_pqrs_lists.sql",
      "034_user_counters.sql",
      "035_pqrs_open_days.sql",
      "036_metric_ingest.sql",
      "037_metric_session_state.sql",
    ]);
    const config = testConfig();
    const log = { info: () => undefined, warn: () => undefined } as never;
    const print = () => undefined;
    expect(await seedDemo(db, config, log, print)).toBe(true);
    expect(await migrate(db)).toEqual([]);
    expect(await seedDemo(db, config, log, print)).toBe(false);
    const rows = await db.query<{ key: string }>("SELECT key FROM app_meta ORDER BY key");
    expect(rows.rows.map((r) => r.key)).toEqual([
      "demo_accounts_seeded",
      "demo_billing_seeded",
      "demo_news_seeded",
      "demo_pqrs_seeded",
      "demo_seeded_at",
      "invoice_code_secret",
    ]);
    const news = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM news");
    expect(news.rows[0].n).toBe(45);
    // The demo customer's two contracts, and two more that nobody holds, with 24 months each.
    const billing = await db.query<{ contracts: number; links: number; invoices: number }>(
      `SELECT (SELECT count(*)::int FROM contracts) AS contracts, (SELECT count(*)::int FROM contract_links) AS links,
              (SELECT count(*)::int FROM invoices) AS invoices`,
    );
    expect(billing.rows[0]).toEqual({ contracts: 4, links: 2, invoices: 96 });
    // About six PQRS a month for a year, the demo customer's two, and failure reports, numbered in filing order.
    const cases = await db.query<{ pqrs: number; mine: number; faults: number; ordered: boolean }>(
      `SELECT (SELECT count(*)::int FROM cases WHERE kind = 'pqrs') AS pqrs,
              (SELECT count(*)::int FROM cases c JOIN users u ON u.id = c.user_id WHERE u.email = 'cliente@example.com') AS mine,
              (SELECT count(*)::int FROM cases WHERE kind = 'falla') AS faults,
              (SELECT bool_and(ordered) FROM (SELECT radicado >= lag(radicado, 1, '') OVER (PARTITION BY kind, extract(year FROM filed_at) ORDER BY filed_at) AS ordered FROM cases) t) AS ordered`,
    );
    expect(cases.rows[0].pqrs).toBeGreaterThanOrEqual(60);
    expect(cases.rows[0]).toMatchObject({ mine: 2, faults: 2, ordered: true });
    await dispose();
    // Every migration, three password hashes and all the demo rows, twice: a hang guard, not a speed check.
  }, 60_000);

  it("answers unknown API paths with the JSON error format", async () => {
    const s = await startApp(backend);
    const res = await s.app.inject({ method: "GET", url: "/api/no-existe" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "El recurso solicitado no existe.", code: "NOT_FOUND" });
    await s.close();
  });

  it("names each invalid field in Spanish, drops unknown fields and rejects bad JSON", async () => {
    const received: unknown[] = [];
    const s = await startApp(backend, {}, (app) => {
      app.post(
        "/api/echo",
        {
          config: { access: "public" },
          schema: {
            body: {
              type: "object",
              required: ["email", "nombre"],
              additionalProperties: false,
              properties: { email: { type: "string", format: "email" }, nombre: { type: "string", minLength: 2, maxLength: 40 } },
            },
          },
        },
        async (req) => {
          received.push(req.body);
          return req.body;
        },
      );
    });
    const bad = await s.app.inject({ method: "POST", url: "/api/echo", payload: { email: "no-es-correo", nombre: "A" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: "Revise los campos «email», «nombre».",
      code: "VALIDATION_ERROR",
      fields: {
        email: "Escriba un correo electrónico válido, por ejemplo nombre@dominio.co.",
        nombre: "Debe tener al menos 2 caracteres.",
      },
    });
    const missing = await s.app.inject({ method: "POST", url: "/api/echo", payload: { email: "a@b.co" } });
    expect(missing.json()).toMatchObject({ message: "Revise el campo «nombre»: Este campo es obligatorio.", fields: { nombre: "Este campo es obligatorio." } });
    const extra = await s.app.inject({ method: "POST", url: "/api/echo", payload: { email: "a@b.co", nombre: "Ana", isAdmin: true } });
    expect(extra.statusCode).toBe(200);
    expect(extra.json()).toEqual({ email: "a@b.co", nombre: "Ana" });
    const json = await s.app.inject({ method: "POST", url: "/api/echo", headers: { "content-type": "application/json" }, payload: "{oops" });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ message: "El cuerpo de la solicitud no es un JSON válido.", code: "INVALID_JSON" });
    const big = await s.app.inject({ method: "POST", url: "/api/echo", payload: { email: "a@b.co", nombre: "x".repeat(2 * 1024 * 1024) } });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe("PAYLOAD_TOO_LARGE");
    expect(received).toHaveLength(1);
    await s.close();
  });

  it("hides internals of unexpected errors", async () => {
    const s = await startApp(backend, {}, (app) => {
      app.get("/api/boom", { config: { access: "public" } }, async () => {
        throw new Error("secret stack detail");
      });
    });
    const res = await s.app.inject({ method: "GET", url: "/api/boom" });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain("secret");
    expect(res.json()).toEqual({ message: "Ocurrió un error interno. Intente de nuevo más tarde.", code: "INTERNAL_ERROR" });
    await s.close();
  });

  it("sends a CSP without inline scripts and frame-ancestors from ALLOWED_PARENT_ORIGINS", async () => {
    const s = await startApp(backend, { ALLOWED_PARENT_ORIGINS: "https://intranet.emsp.example, https://www.emsp.example" });
    const res = await s.app.inject({ method: "GET", url: "/api/health" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'self' https://intranet.emsp.example https://www.emsp.example");
    expect(res.headers["x-frame-options"]).toBeUndefined();
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    await s.close();
  });

  it("publishes its OpenAPI description at /api/docs", async () => {
    const s = await startApp(backend);
    const res = await s.app.inject({ method: "GET", url: "/api/docs" });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
    expect(Object.keys(res.json().paths)).toContain("/api/health");
    await s.close();
  });

  it("serves the SPA with its config, history fallback and long cache for hashed files", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "dist-"));
    writeFileSync(path.join(dir, "index.html"), "<html><head><!--PORTAL_CONFIG--></head><body></body></html>");
    writeFileSync(path.join(dir, "main.0123abcd.js"), "console.log(1)");
    writeFileSync(path.join(dir, "robots.txt"), "User-agent: *");
    const s = await startApp(backend, { STATIC_DIR: dir, BRAND_NAME: "Aguas </script> S.A.", PRODUCT_SLUG: "acme" });
    const page = await s.app.inject({ method: "GET", url: "/energia/ratesEnergy" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.headers["cache-control"]).toBe("no-cache");
    const json = page.body.match(/<script id="portal-config" type="application\/json">(.*?)<\/script>/)![1];
    expect(JSON.parse(json)).toMatchObject({ brandName: "Aguas </script> S.A.", productSlug: "acme", defaultLocale: "en" });
    const asset = await s.app.inject({ method: "GET", url: "/main.0123abcd.js" });
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await s.app.inject({ method: "GET", url: "/robots.txt" })).headers["cache-control"]).toBe("public, max-age=300");
    expect((await s.app.inject({ method: "GET", url: "/index.html" })).body).toContain("portal-config");
    expect((await s.app.inject({ method: "GET", url: "/missing.0123abcd.js" })).statusCode).toBe(404);
    await s.close();
  });
});

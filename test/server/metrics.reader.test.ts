/**
 * Issue 33 §5 (spec §2 and §7): METRICS_READ_BASIC_AUTH lets the spec's fixed integration client
 * read GET /metrics/page/* with a Basic credential, out of REPORT_RATE_LIMIT; CUSTOMER_PORTAL_URL
 * reaches the SPA through the page's config block only when set. The real app on PGlite (and
 * PostgreSQL with TEST_DATABASE_URL), its standard logger writing to a file.
 */
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../server/app";
import { migrate } from "../../server/db/migrate";
import { redactLogLine } from "../../server/http/logging";
import { clientConfig } from "../../server/http/spa";
import { METRICS_READER_MESSAGE } from "../../server/modules/metrics/reader";
import { backends, testConfig } from "./support";

jest.setTimeout(60_000);

const USER = "integracion-tablero";
const PASSWORD = "Lulo-Maduro-7731-secreto";
const basic = (credential: string) => `Basic ${Buffer.from(credential).toString("base64")}`;
const RIGHT = basic(`${USER}:${PASSWORD}`);
const PAGE = "/api/metrics/page/%2Finicio";
const LIMIT = 3;

describe.each(backends)("the metrics reader's Basic credential on $name", (backend) => {
  let dir: string;
  let logFile: string;
  let fd: number;
  let app: FastifyInstance;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "metrics-reader-"));
    logFile = path.join(dir, "server.log");
    fd = openSync(logFile, "w");
    const opened = await backend.open({ migrated: true });
    dispose = opened.dispose;
    await migrate(opened.db);
    const config = testConfig({ LOG_LEVEL: "info", REPORT_RATE_LIMIT: String(LIMIT), METRICS_READ_BASIC_AUTH: `${USER}:${PASSWORD}` });
    app = await buildApp({ config, db: opened.db, logStream: { write: (line: string) => writeSync(fd, line) } });
    await app.ready();
    await app.metrics.whenStarted();
  });
  afterAll(async () => {
    await app.close();
    await dispose();
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers the right credential, never counted by REPORT_RATE_LIMIT; without a header the public's limit holds; a wrong one is 401", async () => {
    const get = (headers: Record<string, string> = {}) => app.inject({ method: "GET", url: PAGE, headers });
    // More reads than the limit allows one address: all answered.
    for (let i = 0; i < LIMIT * 3; i++) {
      const res = await get({ authorization: RIGHT });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ pagePath: "/inicio" });
    }
    // Without any Authorization header: today's public report, LIMIT a minute from this address, then 429.
    for (let i = 0; i < LIMIT; i++) expect((await get()).statusCode).toBe(200);
    const limited = await get();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    // The reader still gets through while the public is limited.
    expect((await get({ authorization: RIGHT })).statusCode).toBe(200);
    expect((await get({ authorization: RIGHT.replace("Basic", "basic") })).statusCode).toBe(200);

    for (const wrong of [
      basic(`${USER}:otra-clave`),
      basic(`otro-usuario:${PASSWORD}`),
      basic(`${USER}:${PASSWORD} `),
      basic(USER),
      "Basic",
      "Basic no-es-base64!",
      `Basic ${Buffer.from(`${USER}:${PASSWORD}`).toString("base64")}x`,
    ]) {
      const res = await get({ authorization: wrong });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: "METRICS_READER_UNAUTHORIZED", message: METRICS_READER_MESSAGE });
      expect(res.headers["www-authenticate"]).toMatch(/^Basic realm=/);
    }
    expect(METRICS_READER_MESSAGE).toMatch(/credenciales .* no son válidas/);
  });

  it("never writes the credential to the log, and never puts it in the page's config", async () => {
    // A message that spells the header out, as a hand-written log line might.
    app.log.warn(`probando con Authorization: ${RIGHT}`);
    await app.inject({ method: "GET", url: PAGE, headers: { authorization: RIGHT } });
    await app.inject({ method: "GET", url: PAGE, headers: { authorization: basic(`${USER}:mala`) } });
    await new Promise((resolve) => setImmediate(resolve));
    const log = readFileSync(logFile, "utf8");
    // The run was logged, so the absences below mean something.
    expect(log).toContain("/api/metrics/page/%2Finicio");
    expect(log).toContain("probando con Authorization: Basic [REDACTED]");
    for (const secret of [PASSWORD, RIGHT.slice(6), Buffer.from(`${USER}:mala`).toString("base64")]) expect(log).not.toContain(secret);
    expect(redactLogLine(JSON.stringify({ req: { headers: { authorization: RIGHT } } }))).not.toContain(RIGHT.slice(6));

    const block = JSON.stringify(clientConfig(app.config, "0.1.0"));
    expect(block).not.toContain(PASSWORD);
    expect(block).not.toContain(USER);
  });
});

describe.each(backends)("without METRICS_READ_BASIC_AUTH on $name", (backend) => {
  it("a Basic header changes nothing: the public report, counted by the limit", async () => {
    const { db, dispose } = await backend.open({ migrated: true });
    await migrate(db);
    const app = await buildApp({ config: testConfig({ REPORT_RATE_LIMIT: String(LIMIT) }), db, logger: false });
    try {
      await app.ready();
      await app.metrics.whenStarted();
      for (let i = 0; i < LIMIT; i++) expect((await app.inject({ method: "GET", url: PAGE, headers: { authorization: RIGHT } })).statusCode).toBe(200);
      expect((await app.inject({ method: "GET", url: PAGE, headers: { authorization: RIGHT } })).statusCode).toBe(429);
    } finally {
      await app.close();
      await dispose();
    }
  });
});

describe.each(backends)("the customer portal link in the page's config on $name", (backend) => {
  const PORTAL = "https://clientes.emsp.example/ingreso";
  const configBlock = (html: string) =>
    JSON.parse(/<script id="portal-config" type="application\/json">(.*?)<\/script>/.exec(html)![1]) as Record<string, unknown>;

  it("carries customerPortalUrl only when CUSTOMER_PORTAL_URL is set", async () => {
    const staticDir = mkdtempSync(path.join(tmpdir(), "portal-link-dist-"));
    writeFileSync(path.join(staticDir, "index.html"), "<!doctype html><html><head><!--PORTAL_CONFIG--></head><body><div id=root></div></body></html>");
    const blocks: Record<string, unknown>[] = [];
    try {
      for (const env of [{ CUSTOMER_PORTAL_URL: PORTAL }, {}] as Record<string, string>[]) {
        const { db, dispose } = await backend.open({ migrated: true });
        await migrate(db);
        const app = await buildApp({ config: testConfig({ STATIC_DIR: staticDir, ...env }), db, logger: false });
        try {
          const page = await app.inject({ method: "GET", url: "/dashboard/dashboardGeneral" });
          expect(page.statusCode).toBe(200);
          blocks.push(configBlock(page.body));
        } finally {
          await app.close();
          await dispose();
        }
      }
    } finally {
      rmSync(staticDir, { recursive: true, force: true });
    }
    expect(blocks[0].customerPortalUrl).toBe(PORTAL);
    expect(blocks[1]).not.toHaveProperty("customerPortalUrl");
    expect(clientConfig(testConfig(), "0.1.0")).not.toHaveProperty("customerPortalUrl");
  });
});

/**
 * Collection-file bench (issue 32 §3): importing a bank's Asobancaria 2001 file of 100,000
 * payments, on the embedded PGlite and, when it answers on 127.0.0.1:5432, PostgreSQL (a scratch
 * database, dropped afterwards).
 *
 * Each database gets the real migrations and 100,000 unpaid invoices (10,000 contracts × 10 months,
 * INSERT … SELECT generate_series). The file is written by the module's own writer
 * (server/modules/collections/writer.ts): one record per invoice, its number as the reference and
 * its total as the amount, 99% of them; the last 1% carry references no invoice has, so the figure
 * includes records kept for review. It is then imported through the service the route calls
 * (CollectionsService.importFile: hash, parse and check, then one transaction), as an administrator.
 *
 * Printed: the parse alone (read and check every record), the whole import, records per second of
 * the import, and the process's resident memory (RSS) before and at its peak during the import,
 * sampled every 10 ms. On PGlite the database runs in a worker thread of this same process, so its
 * memory is in the figure; with PostgreSQL only the Node side is. No target: shown for what it costs.
 * Needs `npm run build:server` first (done here when dist-server is missing).
 */
const { execSync } = require("node:child_process");
const { existsSync, rmSync } = require("node:fs");
const path = require("node:path");
const { scratchPostgres, dropScratch, peakRss, silentLog } = require("./bench-support");

const root = path.resolve(__dirname, "..");
const server = (p) => require(path.join(root, "dist-server", "server", p));
const SCRATCH_DB = "collections_bench";
const PAYMENTS = 100_000;
const CONTRACTS = 10_000;
const MONTHS = PAYMENTS / CONTRACTS;
const UNKNOWN_SHARE = 0.01;

/** 10,000 contracts and 10 monthly invoices each (2026-01 … 2026-10), unpaid, totals $40.000–$440.000. */
const SEED_SQL = `
INSERT INTO contracts (number, holder_name, holder_document_type, holder_document_number, address, barrio, comuna, municipality,
                       estrato, use, services)
SELECT (3000000000 + i)::text, 'Titular ' || i, 'CC', (40000000 + i)::text, 'Cl. ' || (i % 90) || ' # ' || (i % 50) || '-' || (i % 99),
       'Centro', 'Zona urbana', 'San Rafael', 1 + i % 6, 'residencial', ARRAY['energia', 'acueducto']
FROM generate_series(1, ${CONTRACTS}) i;
INSERT INTO invoices (number, contract_id, period, period_start, period_end, issue_date, due_date, suspension_date, readings, lines,
                      reconnection_charge, total)
SELECT '2026' || lpad(m::text, 2, '0') || c.number, c.id, '2026-' || lpad(m::text, 2, '0'),
       make_date(2026, m, 1), (make_date(2026, m, 1) + interval '1 month - 1 day')::date,
       make_date(2026, m, 5), make_date(2026, m, 20), make_date(2026, m, 28), '[]', '[]', 0,
       40000 + ((c.number::bigint * 7919 + m * 104729) % 400000)
FROM contracts c CROSS JOIN generate_series(1, ${MONTHS}) m;
INSERT INTO users (email, password_hash, first_name, last_name, user_type, roles, is_email_verified)
VALUES ('tesoreria.bench@example.com', 'x', 'Tesorería', 'Banco', 'PERSONA_NATURAL', ARRAY['USER', 'ADMIN'], true);`;

async function benchBackend(name, db) {
  const { migrate } = server("db/migrate.js");
  const { CollectionsService } = server("modules/collections/service.js");
  const { parseCollectionFile } = server("modules/collections/parser.js");
  const { buildCollectionFile } = server("modules/collections/writer.js");
  const started = performance.now();
  await migrate(db);
  await db.exec(SEED_SQL);
  const setupS = (performance.now() - started) / 1000;

  const { rows: invoices } = await db.query("SELECT number, total FROM invoices ORDER BY number");
  const known = Math.round(PAYMENTS * (1 - UNKNOWN_SHARE));
  const payments = invoices.slice(0, PAYMENTS).map((i, n) => ({
    reference: n < known ? i.number : `9${String(n).padStart(15, "0")}`,
    amountCents: BigInt(i.total) * 100n,
    procedencia: "01",
    medioPago: n % 2 ? "01" : "15",
  }));
  const bytes = buildCollectionFile({
    nit: "8909001234",
    bankCode: "007",
    accountNumber: "12345678901",
    collectionDate: "2026-11-30",
    fileDate: "2026-12-01",
    lotSize: 10_000,
    lineEnding: "\r\n",
    payments,
  });
  const { rows: admins } = await db.query("SELECT id::text AS id, email FROM users WHERE email = 'tesoreria.bench@example.com'");

  global.gc?.();
  const parseStart = performance.now();
  const parsed = parseCollectionFile(bytes);
  const parseMs = performance.now() - parseStart;
  if (!parsed.ok) throw new Error(`the bench file does not add up: ${parsed.problems[0].message}`);

  global.gc?.();
  const before = process.memoryUsage.rss();
  const service = new CollectionsService(db, silentLog);
  const importStart = performance.now();
  const { result, peak } = await peakRss(() => service.importFile(bytes, "recaudo-bench.txt", admins[0]));
  const importMs = performance.now() - importStart;
  const s = result.summary;
  if (s.applied !== known || s.unknown !== PAYMENTS - known) throw new Error(`unexpected result: ${JSON.stringify({ ...s, review: undefined })}`);
  const paid = (await db.query("SELECT count(*)::int AS n FROM invoices WHERE paid_at IS NOT NULL")).rows[0].n;
  if (paid !== known) throw new Error(`${paid} invoices paid, expected ${known}`);
  // The same file again: recognised by its hash, nothing applied.
  const againStart = performance.now();
  const again = await service.importFile(bytes, "recaudo-bench.txt", admins[0]);
  const againMs = performance.now() - againStart;
  if (!again.summary.duplicate) throw new Error("the second import was not recognised as the same file");
  return { name, setupS, sizeMb: bytes.length / (1024 * 1024), parseMs, importMs, before, peak, applied: s.applied, unknown: s.unknown, againMs };
}

/** Runs the bench on each database and prints one table (no target: always resolves true). */
async function benchCollections() {
  if (!existsSync(path.join(root, "dist-server", "server", "modules", "collections", "service.js"))) {
    execSync("npm run build:server", { cwd: root, stdio: "inherit" });
  }
  const work = path.join(root, ".tmp", "bench-collections");
  rmSync(work, { recursive: true, force: true });
  const results = [];
  const { openPglite } = server("db/pglite.js");
  const lite = await openPglite(path.join(work, "pglite"));
  try {
    results.push(await benchBackend("PGlite", lite));
  } finally {
    await lite.close();
  }
  const pgUrl = await scratchPostgres(SCRATCH_DB);
  if (pgUrl) {
    const { openPostgres } = server("db/postgres.js");
    // The import's statements are chunked (5,000 rows each): the default statement timeout holds.
    const pg = await openPostgres(pgUrl);
    try {
      results.push(await benchBackend("PostgreSQL", pg));
    } finally {
      await pg.close();
      await dropScratch(SCRATCH_DB);
    }
  }
  rmSync(work, { recursive: true, force: true });

  const pad = (s, w) => String(s).padEnd(w);
  const mb = (n) => `${Math.round(n / (1024 * 1024))} MB`;
  console.log("");
  console.log(
    `Collection file import, ${PAYMENTS.toLocaleString("es-CO")} payments (Asobancaria 2001, ${results[0]?.sizeMb.toFixed(1)} MB, ${UNKNOWN_SHARE * 100}% unknown references):`,
  );
  console.log(
    `  ${pad("database", 11)} ${pad("parse", 9)} ${pad("import", 9)} ${pad("records/s", 11)} ${pad("RSS before", 11)} ${pad("peak RSS", 10)} same file again`,
  );
  for (const r of results) {
    console.log(
      `  ${pad(r.name, 11)} ${pad(`${Math.round(r.parseMs)} ms`, 9)} ${pad(`${(r.importMs / 1000).toFixed(1)} s`, 9)} ${pad(Math.round(PAYMENTS / (r.importMs / 1000)).toLocaleString("es-CO"), 11)} ${pad(mb(r.before), 11)} ${pad(mb(r.peak), 10)} ${Math.round(r.againMs)} ms`,
    );
  }
  for (const r of results)
    console.log(
      `  ${r.name}: ${r.applied.toLocaleString("es-CO")} applied, ${r.unknown} kept for review; ${PAYMENTS.toLocaleString("es-CO")} invoices seeded in ${r.setupS.toFixed(1)} s`,
    );
  return true;
}

module.exports = { benchCollections, benchBackend };

if (require.main === module) {
  benchCollections().then(
    (ok) => (process.exitCode = ok ? 0 : 1),
    (error) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}

/**
 * Billing-feed bench (issue 34 §1): invoices imported per second through the import the API, the
 * command and the screen share (IntegrationService.import), against raw INSERTs of the same invoices,
 * on the embedded PGlite and, when it answers on 127.0.0.1:5432, PostgreSQL (a scratch database,
 * dropped afterwards). Goal: the import runs at ≥ 0.3 of the raw rate.
 *
 * The feed is a JSON Lines file written here, streamed to disk (BENCH_IMPORT_INVOICES invoices,
 * 100,000 by default, over a tenth as many contracts, ten months each; BENCH_IMPORT_INVOICES=1000000
 * for the million-line file of the issue). Each backend gets the real migrations, then the contracts
 * through the import (not timed), then:
 * - the import: the invoice file read as a stream from disk, validated line by line and applied in
 *   batches, as `npm run import` does, with the process's resident memory sampled every 10 ms;
 * - raw INSERT: the same invoices (the same columns, without a verification code) into a second
 *   copy of the contracts, 500 rows a multi-row INSERT, one transaction each: what the database alone
 *   can take, without validation, idempotency, verification codes or the history.
 * On PGlite the database runs in a worker thread of this process, so its memory is in the figure.
 * Needs `npm run build:server` first (done here when dist-server is missing).
 */
const { execSync } = require("node:child_process");
const { createReadStream, createWriteStream, existsSync, mkdirSync, rmSync, statSync } = require("node:fs");
const { once } = require("node:events");
const path = require("node:path");
const { scratchPostgres, dropScratch, peakRss, silentLog } = require("./bench-support");

const root = path.resolve(__dirname, "..");
const server = (p) => require(path.join(root, "dist-server", "server", p));
const SCRATCH_DB = "import_bench";
const INVOICES = Number(process.env.BENCH_IMPORT_INVOICES || 100_000);
const MONTHS = 10;
const CONTRACTS = Math.ceil(INVOICES / MONTHS);
const BATCH = 500;

const pad2 = (n) => String(n).padStart(2, "0");
const contractNumber = (i, copy) => String((copy ? 5000000000 : 4000000000) + i);

/** One contract line. */
function contractLine(i, copy) {
  return {
    kind: "contract",
    number: contractNumber(i, copy),
    holderName: `Titular ${i}`,
    holderDocument: { type: "CC", number: String(40000000 + i) },
    address: `Cl. ${i % 90} # ${i % 50}-${i % 99}`,
    barrio: "Centro",
    comuna: "Zona urbana",
    municipality: "San Rafael",
    estrato: 1 + (i % 6),
    use: "residencial",
    services: ["energia", "acueducto"],
    meters: { energia: `EN-${i}`, acueducto: `AC-${i}` },
  };
}

/** One invoice line of contract `i`, month `m` (2026-01 … 2026-10): two readings, two lines, their sum as the total. */
function invoiceLine(i, m, copy) {
  const period = `2026-${pad2(m)}`;
  const kwh = 80 + ((i * 7919 + m * 104729) % 300);
  const m3 = 5 + ((i * 31 + m * 17) % 25);
  const energy = Math.round(kwh * 987.45);
  const water = Math.round(m3 * 3120.5);
  return {
    kind: "invoice",
    number: `${period.replace("-", "")}${contractNumber(i, copy)}`,
    contractNumber: contractNumber(i, copy),
    period,
    periodStart: `${period}-01`,
    periodEnd: `${period}-28`,
    issueDate: `${period}-05`,
    dueDate: `${period}-20`,
    suspensionDate: `${period}-28`,
    readings: [
      { service: "energia", meter: `EN-${i}`, previous: 1000 * m, current: 1000 * m + kwh, estimated: false, consumption: kwh, unit: "kWh" },
      { service: "acueducto", meter: `AC-${i}`, previous: 100 * m, current: 100 * m + m3, estimated: false, consumption: m3, unit: "m³" },
    ],
    lines: [
      {
        id: "energia-consumo",
        service: "energia",
        kind: "consumo",
        concept: "Consumo de energía",
        quantity: kwh,
        unit: "kWh",
        unitPrice: 987.45,
        amount: energy,
        explanation: "Energía consumida en el periodo.",
      },
      {
        id: "acueducto-consumo",
        service: "acueducto",
        kind: "consumo",
        concept: "Consumo de acueducto",
        quantity: m3,
        unit: "m³",
        unitPrice: 3120.5,
        amount: water,
        explanation: "Agua consumida en el periodo.",
      },
    ],
    energyTariff: null,
    subsidyRate: 0,
    reconnectionCharge: 0,
    total: energy + water,
  };
}

/** Writes `count` lines made by `make(n)` to `file`, waiting for the stream when it is full. */
async function writeLines(file, count, make) {
  const out = createWriteStream(file);
  for (let n = 0; n < count; n++) {
    if (!out.write(`${JSON.stringify(make(n))}\n`)) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
}

/** The same invoices as plain multi-row INSERTs into the copy's contracts, BATCH rows a transaction. */
async function rawInsert(db) {
  const { rows } = await db.query("SELECT id::text AS id, number FROM contracts WHERE number LIKE '5%'");
  const ids = new Map(rows.map((r) => [r.number, r.id]));
  const columns = [
    "number",
    "contract_id",
    "period",
    "period_start",
    "period_end",
    "issue_date",
    "due_date",
    "suspension_date",
    "readings",
    "lines",
    "energy_tariff",
    "subsidy_rate",
    "reconnection_charge",
    "total",
  ];
  let batch = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const values = [];
    const params = [];
    for (const inv of batch) {
      const row = [
        inv.number,
        ids.get(inv.contractNumber),
        inv.period,
        inv.periodStart,
        inv.periodEnd,
        inv.issueDate,
        inv.dueDate,
        inv.suspensionDate,
        JSON.stringify(inv.readings),
        JSON.stringify(inv.lines),
        null,
        inv.subsidyRate,
        inv.reconnectionCharge,
        inv.total,
      ];
      values.push(`(${row.map((_, k) => `$${params.length + k + 1}`).join(", ")})`);
      params.push(...row);
    }
    batch = [];
    await db.transaction((tx) => tx.query(`INSERT INTO invoices (${columns.join(", ")}) VALUES ${values.join(", ")}`, params));
  };
  for (let n = 0; n < INVOICES; n++) {
    batch.push(invoiceLine(n % CONTRACTS, 1 + Math.floor(n / CONTRACTS), true));
    if (batch.length === BATCH) await flush();
  }
  await flush();
}

async function benchBackend(name, db, files) {
  const { migrate } = server("db/migrate.js");
  const { IntegrationService } = server("modules/integration/service.js");
  await migrate(db);
  const service = new IntegrationService(db, silentLog);
  const importFile = (file, fileName) => service.import(createReadStream(file), { source: "cli", fileName, actor: null, dryRun: false });

  const setupStart = performance.now();
  const contracts = await importFile(files.contracts, "contratos.jsonl");
  const copies = await importFile(files.copies, "contratos-copia.jsonl");
  if (contracts.created !== CONTRACTS || copies.created !== CONTRACTS)
    throw new Error(`contracts not created: ${JSON.stringify([contracts, copies].map((r) => r.created))}`);
  const setupS = (performance.now() - setupStart) / 1000;

  global.gc?.();
  const before = process.memoryUsage.rss();
  const importStart = performance.now();
  const { result, peak } = await peakRss(() => importFile(files.invoices, "facturas.jsonl"));
  const importS = (performance.now() - importStart) / 1000;
  if (result.created !== INVOICES || result.rejected !== 0) {
    throw new Error(`unexpected import: ${JSON.stringify({ created: result.created, rejected: result.rejected, first: result.rejections?.[0] })}`);
  }

  const rawStart = performance.now();
  await rawInsert(db);
  const rawS = (performance.now() - rawStart) / 1000;
  const { rows } = await db.query("SELECT count(*)::int AS n FROM invoices");
  if (rows[0].n !== 2 * INVOICES) throw new Error(`${rows[0].n} invoices, expected ${2 * INVOICES}`);

  // The same file again: every line unchanged (idempotent by invoice number).
  const againStart = performance.now();
  const again = await importFile(files.invoices, "facturas.jsonl");
  const againS = (performance.now() - againStart) / 1000;
  if (again.unchanged !== INVOICES) throw new Error(`the second import changed ${INVOICES - again.unchanged} invoices`);
  return { name, setupS, importS, rawS, againS, before, peak };
}

/** Runs the bench on each database and prints one table; false when the import is under 0.3 of the raw rate. */
async function benchImport() {
  if (!existsSync(path.join(root, "dist-server", "server", "modules", "integration", "service.js"))) {
    execSync("npm run build:server", { cwd: root, stdio: "inherit" });
  }
  const work = path.join(root, ".tmp", "bench-import");
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const files = {
    contracts: path.join(work, "contratos.jsonl"),
    copies: path.join(work, "contratos-copia.jsonl"),
    invoices: path.join(work, "facturas.jsonl"),
  };
  await writeLines(files.contracts, CONTRACTS, (i) => contractLine(i, false));
  await writeLines(files.copies, CONTRACTS, (i) => contractLine(i, true));
  await writeLines(files.invoices, INVOICES, (n) => invoiceLine(n % CONTRACTS, 1 + Math.floor(n / CONTRACTS), false));
  const sizeMb = statSync(files.invoices).size / (1024 * 1024);

  const results = [];
  const { openPglite } = server("db/pglite.js");
  const pglite = await openPglite(path.join(work, "pglite"));
  try {
    results.push(await benchBackend("PGlite", pglite, files));
  } finally {
    await pglite.close();
  }
  const url = await scratchPostgres(SCRATCH_DB);
  if (url) {
    const { openPostgres } = server("db/postgres.js");
    const pg = await openPostgres(url);
    try {
      results.push(await benchBackend("PostgreSQL", pg, files));
    } finally {
      await pg.close();
      await dropScratch(SCRATCH_DB);
    }
  }
  rmSync(work, { recursive: true, force: true });

  const mb = (n) => `${(n / (1024 * 1024)).toFixed(0)} MB`;
  const pad = (s, n) => String(s).padEnd(n);
  let ok = true;
  console.log("");
  console.log(
    `Billing feed: ${INVOICES.toLocaleString("en")} invoice lines (${sizeMb.toFixed(1)} MB of JSON Lines) over ${CONTRACTS.toLocaleString("en")} contracts:`,
  );
  console.log(
    `  ${pad("database", 12)} ${pad("import", 10)} ${pad("inv/s", 9)} ${pad("raw INSERT", 11)} ${pad("inv/s", 9)} ${pad("ratio", 14)} ${pad("again", 9)} RSS before → peak`,
  );
  for (const r of results) {
    const rate = INVOICES / r.importS;
    const raw = INVOICES / r.rawS;
    const ratio = rate / raw;
    if (ratio < 0.3) ok = false;
    console.log(
      `  ${pad(r.name, 12)} ${pad(`${r.importS.toFixed(1)} s`, 10)} ${pad(Math.round(rate), 9)} ${pad(`${r.rawS.toFixed(1)} s`, 11)} ${pad(Math.round(raw), 9)} ${pad(`${ratio.toFixed(2)} ${ratio >= 0.3 ? "ok" : "UNDER"}`, 14)} ${pad(`${r.againS.toFixed(1)} s`, 9)} ${mb(r.before)} → ${mb(r.peak)}`,
    );
  }
  console.log("  (goal: import ≥ 0.3 × raw INSERT; 'again' is the same file imported a second time, every line unchanged)");
  return ok;
}

module.exports = { benchImport };

if (require.main === module) {
  benchImport().then(
    (ok) => process.exit(ok ? 0 : 1),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}

#!/usr/bin/env node
/**
 * Writes a valid Asobancaria 2001 collection file, to try the import at /admin/recaudos (issue 32
 * §3) without a bank: the same writer the tests and the bench use (server/modules/collections/writer.ts).
 *
 *   node scripts/make-collection-file.js 2026111002003001=183500 99999999=45500,00 > recaudo.txt
 *   node scripts/make-collection-file.js --unpaid --contract 1002003001 --out recaudo.txt
 *
 * Each `REFERENCIA=VALOR` is a payment (the value in pesos, with or without cents: 183500 or
 * 183500,50). `--unpaid` adds every unpaid invoice (of the contracts named with --contract, or all)
 * with its total, read from the portal's database with the server's settings (DATABASE_URL, or the
 * PGlite folder under DATA_DIR: stop the server first, PGlite has one user at a time).
 * Options: --bank 007 (Bancolombia), --nit 8909001234, --date AAAA-MM-DD (today in Colombia),
 * --modifier A, --crlf (CRLF line endings instead of LF), --out FILE (standard output otherwise).
 * Needs `npm run build:server` first.
 */
const { writeFileSync, existsSync } = require("node:fs");
const path = require("node:path");

const root = path.resolve(__dirname, "..");
const server = (p) => require(path.join(root, "dist-server", "server", p));

const USAGE = `Uso: node scripts/make-collection-file.js [--unpaid [--contract NÚMERO]…] [--bank 007] [--nit 8909001234]
       [--date AAAA-MM-DD] [--modifier A] [--crlf] [--out ARCHIVO] [REFERENCIA=VALOR]…`;

function fail(message) {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

/** "183500" or "183500,50" (or "183.500,50") pesos → cents as a bigint. */
function cents(text, arg) {
  const m = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(text.trim());
  if (!m) fail(`Valor no válido en «${arg}»: escriba pesos, por ejemplo 183500 o 183500,50.`);
  return BigInt(m[1].replace(/\./g, "")) * 100n + BigInt((m[2] ?? "0").padEnd(2, "0"));
}

function parseArgs(argv) {
  const o = { payments: [], contracts: [], unpaid: false, bank: "007", nit: "8909001234", date: null, modifier: "A", crlf: false, out: null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => (i + 1 < argv.length ? argv[++i] : fail(`Falta el valor de ${a}.`));
    if (a === "--help" || a === "-h") {
      process.stdout.write(`${USAGE}\n`);
      process.exit(0);
    } else if (a === "--unpaid") o.unpaid = true;
    else if (a === "--crlf") o.crlf = true;
    else if (a === "--contract") o.contracts.push(value());
    else if (a === "--bank") o.bank = value();
    else if (a === "--nit") o.nit = value();
    else if (a === "--date") o.date = value();
    else if (a === "--modifier") o.modifier = value();
    else if (a === "--out") o.out = value();
    else if (/^[0-9]+=/.test(a)) {
      const [reference, amount] = a.split("=");
      o.payments.push({ reference, amountCents: cents(amount, a) });
    } else fail(`Argumento desconocido: ${a}`);
  }
  if (!/^\d{3}$/.test(o.bank)) fail("--bank lleva el código de 3 dígitos del banco (007 Bancolombia, 051 Davivienda…).");
  if (!/^\d{1,10}$/.test(o.nit)) fail("--nit lleva hasta 10 dígitos, sin dígito de verificación.");
  if (o.date !== null && !/^\d{4}-\d{2}-\d{2}$/.test(o.date)) fail("--date lleva la fecha como AAAA-MM-DD.");
  if (!/^[A-Z0-9]$/.test(o.modifier)) fail("--modifier es una letra mayúscula o un dígito.");
  return o;
}

async function unpaidInvoices(contracts) {
  const { loadConfig } = server("config.js");
  const { openDb } = server("db/open.js");
  const db = await openDb(loadConfig(process.env));
  try {
    const { rows } = await db.query(
      `SELECT i.number, i.total FROM invoices i JOIN contracts c ON c.id = i.contract_id
        WHERE i.paid_at IS NULL AND (cardinality($1::text[]) = 0 OR c.number = ANY ($1::text[]))
        ORDER BY c.number, i.period`,
      [contracts],
    );
    return rows.map((r) => ({ reference: r.number, amountCents: BigInt(r.total) * 100n }));
  } finally {
    await db.close();
  }
}

async function main() {
  if (!existsSync(path.join(root, "dist-server", "server", "modules", "collections", "writer.js"))) fail("Compile el servidor primero: npm run build:server");
  const o = parseArgs(process.argv.slice(2));
  if (o.unpaid) o.payments.push(...(await unpaidInvoices(o.contracts)));
  if (o.payments.length === 0) fail("No hay pagos: escriba REFERENCIA=VALOR o use --unpaid.");
  const { buildCollectionFile } = server("modules/collections/writer.js");
  const date = o.date ?? new Date(Date.now() - 5 * 3600_000).toISOString().slice(0, 10);
  const bytes = buildCollectionFile({
    nit: o.nit,
    bankCode: o.bank,
    accountNumber: "12345678901",
    collectionDate: date,
    modifier: o.modifier,
    payments: o.payments.map((p) => ({ ...p, procedencia: "01", medioPago: "01" })),
    lineEnding: o.crlf ? "\r\n" : "\n",
  });
  if (o.out) {
    writeFileSync(o.out, bytes);
    process.stderr.write(`${o.out}: ${o.payments.length} pagos del ${date}, banco ${o.bank}, modificador ${o.modifier} (${bytes.length} bytes).\n`);
  } else process.stdout.write(bytes);
}

main().catch((error) => {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});

/**
 * Search bench (issue 22): the admin users search and the agents' PQRS inbox search at 100,000
 * users and 100,000 requests, on the embedded PGlite and, when it answers on 127.0.0.1:5432,
 * PostgreSQL (a scratch database, dropped afterwards).
 *
 * Each database gets the real migrations up to the one before the search indexes, 100,000 rows a
 * table (INSERT … SELECT generate_series, realistic Spanish names, e-mails, documents, phones,
 * radicados and subjects), then the remaining migrations: 015_search_indexes.sql covers rows that
 * already exist, as on an upgraded install. Statistics are left as the database has them (PGlite
 * never runs ANALYZE or VACUUM by itself).
 *
 * The queries timed are the ones the app sends: UserAdministration.list and CustomerService.list
 * run once through a recorder, and the statements that search (the count and the page) are then
 * run 20 times each, warm; the figure is the median of count + page. The inbox's open/overdue
 * counters, which do not depend on the search, are left out. Target: every median under 5 ms,
 * except for the broad searches (see `searches`), shown for what they cost.
 * Needs `npm run build:server` first (done here when dist-server is missing).
 */
const { execSync } = require("node:child_process");
const { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync } = require("node:fs");
const path = require("node:path");
const { scratchPostgres, dropScratch } = require("./bench-support");

const root = path.resolve(__dirname, "..");
const server = (p) => require(path.join(root, "dist-server", "server", p));
const SCRATCH_DB = "search_bench";
const ROWS = 100_000;
const RUNS = 20;
const WARMUP = 3;
const TARGET_MS = 5;
/** The first migration of issue 22: everything before it runs on empty tables. */
const SEARCH_MIGRATION = "015_search_indexes.sql";

const FIRST = [
  "José",
  "María",
  "Andrés",
  "Sebastián",
  "Camila",
  "Valentina",
  "Juan",
  "Luis",
  "Ana",
  "Sofía",
  "Julián",
  "Mónica",
  "Ramón",
  "Inés",
  "Iván",
  "Carlos",
  "Diana",
  "Jesús",
  "Natalia",
  "Óscar",
  "Ángela",
  "Hernán",
  "Lucía",
  "Martín",
  "Daniela",
  "Felipe",
  "Paula",
  "Tomás",
  "Ximena",
  "Simón",
  "Alejandro",
  "Catalina",
  "Mateo",
  "Manuela",
  "Santiago",
  "Verónica",
  "Gustavo",
  "Beatriz",
  "Nicolás",
  "Adriana",
];
const LAST = [
  "García",
  "Rodríguez",
  "Martínez",
  "Gómez",
  "López",
  "Hernández",
  "Muñoz",
  "Díaz",
  "Sánchez",
  "Ramírez",
  "Pérez",
  "Torres",
  "Rojas",
  "Vargas",
  "Castaño",
  "Peña",
  "Ospina",
  "Zuluaga",
  "Restrepo",
  "Cardona",
  "Giraldo",
  "Quintero",
  "Álvarez",
  "Jiménez",
  "Suárez",
  "Moreno",
  "Gutiérrez",
  "Correa",
  "Echeverri",
  "Londoño",
  "Mejía",
  "Agudelo",
  "Osorio",
  "Arango",
  "Betancur",
  "Duque",
  "Montoya",
  "Valencia",
  "Ríos",
  "Ocampo",
  "Franco",
  "Salazar",
  "Henao",
  "Marín",
  "Bedoya",
  "Uribe",
  "Córdoba",
  "Patiño",
  "Ibáñez",
  "Acevedo",
];
const SUBJECTS = [
  "Cobro excesivo en la factura de energía",
  "Daño del alumbrado público",
  "Fuga de agua en la acometida",
  "Corte de acueducto sin aviso",
  "Revisión del medidor",
  "Solicitud de reconexión del servicio",
  "Queja por la atención en la oficina",
  "Reclamo por lectura estimada",
  "Alcantarillado taponado",
  "Falla del internet de fibra óptica",
  "Cambio de titular del contrato",
  "Poste en riesgo de caída",
];
const BARRIOS = [
  "Belén",
  "La Candelaria",
  "San Javier",
  "El Poblado",
  "Aranjuez",
  "Robledo",
  "Manrique",
  "Castilla",
  "Buenos Aires",
  "La América",
  "Laureles",
  "Guayabal",
  "Doce de Octubre",
  "Villa Hermosa",
  "Santa Cruz",
];
const list = (xs) => `ARRAY[${xs.map((x) => `'${x}'`).join(", ")}]`;
/** Spread over the table without a visible period (the multipliers are coprime with 10^9). */
const spread = (mult, n) => `((i::bigint * ${mult}) % ${n})`;

/** Two surnames each, e-mails from name and number, 7–10 digit documents, mobile phones, a real hash's width. */
const USERS_SQL = `
INSERT INTO users (email, password_hash, first_name, last_name, document_type, document_number, phone_number, user_type,
                   is_active, is_email_verified, created_at)
SELECT translate(lower(f || '.' || l1), 'áéíóúñ', 'aeioun') || i || '@' || (ARRAY['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.es', 'une.net.co'])[1 + i % 5],
       'scrypt$32768$8$1$' || md5(i::text) || '$' || md5(f || i) || md5(l1 || i) || md5(l2 || i),
       f, l1 || ' ' || l2, 'CC', (1000000 + ${spread(654435761, 1_000_000_000)})::text,
       '3' || lpad(${spread(387420489, 1_000_000_000)}::text, 9, '0'), 'PERSONA_NATURAL',
       i % 17 <> 0, i % 5 <> 0, now() - i * interval '7 minutes'
FROM (SELECT i, (${list(FIRST)})[1 + ${spread(2654435761, FIRST.length)}] AS f,
             (${list(LAST)})[1 + (i::bigint * 40503 / 7) % ${LAST.length}] AS l1,
             (${list(LAST)})[1 + (i * 13) % ${LAST.length}] AS l2
      FROM generate_series(1, ${ROWS}) i) s`;

/** PQRS over four years, one in twenty anonymous, open and answered ones, a description of some length. */
const CASES_SQL = `
INSERT INTO cases (radicado, kind, pqrs_type, service, subject, description, anonymous, doc_type, doc_number, applicant_name, email,
                   notification_channel, status, filed_at, term_days, original_due_date, due_date, responded_at, closed_at)
SELECT 'PQR-' || (2022 + i % 4) || '-' || lpad((i / 4 + 1)::text, 6, '0'), 'pqrs',
       (ARRAY['peticion', 'queja', 'reclamo', 'sugerencia'])[1 + i % 4],
       (ARRAY['energia', 'acueducto', 'alcantarillado', 'telecomunicaciones', 'general'])[1 + i % 5],
       (${list(SUBJECTS)})[1 + i % ${SUBJECTS.length}] || ' en el barrio ' || (${list(BARRIOS)})[1 + (i / 3) % ${BARRIOS.length}],
       repeat('Desde hace varios días el servicio presenta fallas y nadie ha venido a revisarlo. ', 4) || i, anon,
       CASE WHEN anon THEN NULL ELSE 'CC' END,
       CASE WHEN anon THEN NULL ELSE (1000000 + ${spread(654435761, 1_000_000_000)})::text END,
       CASE WHEN anon THEN NULL ELSE (${list(FIRST)})[1 + i % ${FIRST.length}] || ' ' || (${list(LAST)})[1 + (i / 11) % ${LAST.length}]
         || ' ' || (${list(LAST)})[1 + (i * 17) % ${LAST.length}] END,
       CASE WHEN anon THEN NULL ELSE 'persona' || i || '@gmail.com' END,
       CASE WHEN anon THEN 'portal' ELSE 'email' END,
       st, filed, 15, filed::date + 21, filed::date + 21,
       CASE WHEN st IN ('respondida', 'cerrada') THEN filed + interval '9 days' END,
       CASE WHEN st = 'cerrada' THEN filed + interval '12 days' END
FROM (SELECT i, i % 20 = 0 AS anon, (ARRAY['radicada', 'en_tramite', 'respondida', 'cerrada', 'cerrada'])[1 + i % 5] AS st,
             now() - i * interval '13 minutes' AS filed
      FROM generate_series(1, ${ROWS}) i) s`;

/** The migrations before the search indexes, copied apart so `migrate` can stop there. */
function migrationsBefore(dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const all = server("db/migrate.js").MIGRATIONS_DIR;
  for (const f of readdirSync(all)) if (f.endsWith(".sql") && f < SEARCH_MIGRATION) copyFileSync(path.join(all, f), path.join(dir, f));
  return dir;
}

/** The database itself, noting every statement sent through it. */
function recording(db, sent) {
  return {
    kind: db.kind,
    query: (sql, params = []) => (sent.push({ sql, params }), db.query(sql, params)),
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction(fn),
    close: () => db.close(),
  };
}

/**
 * Searches as an administrator types them, taken from the rows so each finds something. `broad`
 * ones find thousands of rows (a common surname, a word of many subjects): counting them reads
 * that many rows, whatever the index, so they are shown without the target.
 */
async function searches(db) {
  const one = async (sql) => (await db.query(sql)).rows[0];
  const u = await one("SELECT first_name, last_name, email, document_number, phone_number FROM users ORDER BY created_at LIMIT 1 OFFSET 4242");
  const c = await one("SELECT radicado, applicant_name, doc_number FROM cases WHERE NOT anonymous ORDER BY filed_at LIMIT 1 OFFSET 4321");
  const plain = (s) =>
    s
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase();
  const dotted = (d) => d.replace(/\B(?=(\d{3})+$)/g, "."); // 1.020.304.050
  return {
    users: [
      ["name and surname", plain(`${u.first_name} ${u.last_name.split(" ")[0]}`)],
      ["e-mail fragment", u.email.split("@")[0].slice(0, 12)],
      ["document with dots", dotted(u.document_number)],
      ["phone fragment", `${u.phone_number.slice(0, 3)} ${u.phone_number.slice(3, 6)}`],
      ["common surname", "garcia", "broad"],
    ],
    cases: [
      ["whole radicado", c.radicado.toLowerCase()],
      ["year and number", c.radicado.slice(4)],
      ["applicant name", plain(c.applicant_name.split(" ").slice(1).join(" "))],
      ["document fragment", c.doc_number.slice(1, 7)],
      ["subject word", "reconexion", "broad"],
    ],
  };
}

/** The statements a list call sends that search (count and page), as the service wrote them. */
async function searchStatements(list, sent) {
  sent.length = 0;
  await list();
  // The folded-text search, or the exact radicado lookup a whole radicado takes.
  return sent.filter((s) => /search_fold|c\.radicado = /.test(s.sql)).map((s) => ({ sql: s.sql, params: [...s.params] }));
}

async function median(db, statements) {
  const times = [];
  for (let r = 0; r < WARMUP + RUNS; r++) {
    const started = performance.now();
    for (const s of statements) await db.query(s.sql, s.params);
    if (r >= WARMUP) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return (times[RUNS / 2 - 1] + times[RUNS / 2]) / 2;
}

async function benchBackend(name, db, beforeDir) {
  const { migrate } = server("db/migrate.js");
  const { UserAdministration } = server("modules/admin/users.js");
  const { CustomerService } = server("modules/pqrs/service.js");
  const { loadConfig } = server("config.js");
  const started = performance.now();
  await migrate(db, beforeDir);
  await db.exec(USERS_SQL);
  await db.exec(CASES_SQL);
  await migrate(db);
  const setupS = (performance.now() - started) / 1000;

  const sent = [];
  const recorded = recording(db, sent);
  // Only the list methods run: they read the database and nothing else of these services.
  const usersAdmin = new UserAdministration(recorded, undefined);
  const inbox = new CustomerService(recorded, loadConfig({}), undefined, undefined);
  const { users, cases } = await searches(db);
  const rows = [];
  for (const [label, q, broad] of users) {
    const statements = await searchStatements(() => usersAdmin.list({ q }), sent);
    const total = (await usersAdmin.list({ q })).total;
    rows.push({ query: `usuarios: ${label} «${q}»`, broad, total, ms: await median(db, statements) });
  }
  for (const [label, q, broad] of cases) {
    const statements = await searchStatements(() => inbox.list({ q }), sent);
    if (statements.length !== 2) throw new Error(`the inbox search «${q}» sent ${statements.length} searching statements, not 2`);
    const total = (await inbox.list({ q })).total;
    rows.push({ query: `PQRS: ${label} «${q}»`, broad, total, ms: await median(db, statements) });
  }
  const plan = async (statement) => (await db.query(`EXPLAIN ${statement.sql}`, statement.params)).rows.map((r) => r["QUERY PLAN"]).join("\n");
  const usersPlan = await plan((await searchStatements(() => usersAdmin.list({ q: users[0][1] }), sent))[0]);
  const casesPlan = await plan((await searchStatements(() => inbox.list({ q: cases[1][1] }), sent))[0]);
  return { name, rows, setupS, usesIndexes: usersPlan.includes("users_search_trgm") && casesPlan.includes("cases_search_trgm"), usersPlan, casesPlan };
}

/** Runs the bench on each database and prints one table; resolves to false when a median misses its target. */
async function benchSearch() {
  if (!existsSync(path.join(root, "dist-server", "server", "db", "migrate.js"))) execSync("npm run build:server", { cwd: root, stdio: "inherit" });
  const work = path.join(root, ".tmp", "bench-search");
  rmSync(work, { recursive: true, force: true }); // a run that was stopped leaves its database behind
  const beforeDir = migrationsBefore(path.join(work, "migrations"));
  const results = [];
  const { openPglite } = server("db/pglite.js");
  const lite = await openPglite(path.join(work, "pglite"));
  try {
    results.push(await benchBackend("PGlite", lite, beforeDir));
  } finally {
    await lite.close();
  }
  const pgUrl = await scratchPostgres(SCRATCH_DB);
  if (pgUrl) {
    const { openPostgres } = server("db/postgres.js");
    const pg = await openPostgres(pgUrl);
    try {
      results.push(await benchBackend("PostgreSQL", pg, beforeDir));
    } finally {
      await pg.close();
      await dropScratch(SCRATCH_DB);
    }
  }
  rmSync(work, { recursive: true, force: true });

  const pad = (s, w) => String(s).padEnd(w);
  console.log("");
  console.log(
    `Admin searches at ${ROWS.toLocaleString("es-CO")} users and ${ROWS.toLocaleString("es-CO")} requests (count + page, median of ${RUNS} warm runs; target < ${TARGET_MS} ms):`,
  );
  console.log(`  ${pad("query", 52)} ${pad("database", 11)} ${pad("found", 7)} median ms`);
  let ok = true;
  for (const r of results) {
    if (!r.usesIndexes) {
      ok = false;
      console.log(`  ${r.name}: THE SEARCH DOES NOT READ ITS INDEX\n${r.usersPlan}\n${r.casesPlan}`);
    }
    for (const row of r.rows) {
      const pass = row.broad || row.ms < TARGET_MS;
      if (!pass) ok = false;
      const note = row.broad ? "  (broad: no target)" : pass ? "" : "  ABOVE TARGET";
      console.log(`  ${pad(row.query, 52)} ${pad(r.name, 11)} ${pad(row.total, 7)} ${row.ms.toFixed(2)}${note}`);
    }
  }
  for (const r of results) console.log(`  ${r.name}: tables filled and migrated in ${r.setupS.toFixed(1)} s`);
  return ok;
}

module.exports = { benchSearch };

if (require.main === module) {
  benchSearch().then(
    (ok) => (process.exitCode = ok ? 0 : 1),
    (error) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}

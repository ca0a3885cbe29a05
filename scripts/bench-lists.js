/**
 * Lists at a utility's size (issue 37): every list and count the portal serves, timed at demo size
 * and again after the tables have grown to 50,000 news items (5,000 of them service cuts),
 * 200,000 PQRS and 100,000 users, on the embedded PGlite and, when it answers on 127.0.0.1:5432,
 * PostgreSQL (a scratch database, dropped afterwards). Goal: each costs at most 2 × its demo-size
 * cost plus a few ms (SLACK_MS), and says so with "ok" or "OVER".
 *
 * The app runs in this process (buildApp, with its background work as a server runs it) on a database migrated and seeded
 * as `npm start` does it; requests go through Fastify's inject, as administrators for the admin
 * lists (the demo super administrator, with a password drawn here and never printed). Each figure
 * is the median of RUNS sequential requests after WARMUP. The grown rows are written with
 * INSERT … SELECT generate_series: realistic Spanish text, most PQRS answered long ago and a few
 * thousand open, cuts mostly past with some under way and some to come. Statistics are left as
 * each database has them (PGlite runs no ANALYZE by itself; PostgreSQL's autovacuum may).
 * Needs `npm run build:server` (done here when dist-server is missing).
 */
const { execSync } = require("node:child_process");
const { randomBytes } = require("node:crypto");
const { existsSync, rmSync } = require("node:fs");
const path = require("node:path");
const { scratchPostgres, dropScratch, silentLog } = require("./bench-support");

const root = path.resolve(__dirname, "..");
const server = (p) => require(path.join(root, "dist-server", "server", p));
const SCRATCH_DB = "lists_bench";
const SIZES = { news: 50_000, cuts: 5_000, cases: 200_000, users: 100_000 };
const RUNS = 25;
const WARMUP = 5;
const RATIO = 2;
const SLACK_MS = 5;

/** What the portal asks for, as its pages ask it. */
const LISTS = [
  // The home page shows no total: it asks for its blocks uncounted (count=false).
  { key: "portada: últimas noticias", url: "/api/news?exclude=cortes&pageSize=3&count=false" },
  { key: "portada: próximos cortes", url: "/api/news?category=cortes&upcoming=true&pageSize=3&count=false" },
  { key: "/noticias (página 1)", url: "/api/news" },
  { key: "/noticias (página 20)", url: "/api/news?page=20" },
  { key: "/noticias de energía", url: "/api/news?category=energia" },
  { key: "/noticias-cortes", url: "/api/news?category=cortes" },
  { key: "búsqueda de noticias «agua»", url: "/api/news?q=agua" },
  { key: "RSS", url: "/api/news.rss" },
  { key: "admin: noticias", url: "/api/admin/news", admin: true },
  { key: "admin: bandeja PQRS", url: "/api/admin/pqrs", admin: true },
  { key: "admin: bandeja PQRS vencidas", url: "/api/admin/pqrs?due=vencida", admin: true },
  { key: "admin: bandeja PQRS respondidas", url: "/api/admin/pqrs?status=respondida", admin: true },
  { key: "admin: usuarios", url: "/api/admin/users", admin: true },
  { key: "admin: panel (resumen)", url: "/api/admin/summary", admin: true },
];

const TOPICS = [
  ["Nueva planta de tratamiento de agua potable", "acueducto-alcantarillado"],
  ["Jornada de atención en los barrios de la comuna", "general"],
  ["Consejos para ahorrar energía en el hogar", "energia"],
  ["Ampliación de la red de fibra óptica", "telco"],
  ["Resultados del informe de calidad del agua", "acueducto-alcantarillado"],
  ["Cambio de horario en las oficinas de atención", "general"],
  ["Modernización del alumbrado público", "energia"],
  ["Mantenimiento de redes de alcantarillado", "acueducto-alcantarillado"],
  ["Nuevos planes de internet para hogares", "telco"],
];
const BARRIOS = ["Belén", "La Candelaria", "San Javier", "El Poblado", "Aranjuez", "Robledo", "Manrique", "Castilla", "Laureles", "Guayabal"];
const SUBJECTS = [
  "Cobro excesivo en la factura de energía",
  "Fuga de agua en la acometida",
  "Corte de acueducto sin aviso",
  "Revisión del medidor",
  "Solicitud de reconexión del servicio",
  "Reclamo por lectura estimada",
  "Alcantarillado taponado",
  "Falla del internet de fibra óptica",
];
const list = (xs) => `ARRAY[${xs.map((x) => `'${x}'`).join(", ")}]`;

/**
 * 50,000 items, one every 50 minutes back from now (about five years); one in ten a service cut
 * (three days after its notice, six hours long: the newest are to come or under way), one in fifty
 * a draft, the ten newest scheduled for the coming days.
 */
const NEWS_SQL = `
INSERT INTO news (slug, title, summary, body_html, category, tags, status, publish_at, author_name, reading_minutes,
                  cut_service, cut_zones, cut_starts_at, cut_ends_at, cut_reason, search_text, zones_text, created_at, updated_at)
SELECT 'banco-' || i, title, 'Resumen de la noticia ' || i || ': ' || title || '.',
       '<p>' || repeat(title || ' en el barrio ' || barrio || '. ', 12) || '</p>', category, ARRAY['banco'],
       CASE WHEN i % 50 = 0 THEN 'draft' WHEN i <= 10 THEN 'scheduled' ELSE 'published' END,
       CASE WHEN i % 50 = 0 THEN NULL ELSE at END, 'Comunicaciones', 2,
       CASE WHEN cut THEN (ARRAY['energia', 'acueducto', 'alcantarillado', 'telco'])[1 + i % 4] END,
       CASE WHEN cut THEN ARRAY[barrio] END,
       CASE WHEN cut THEN at + interval '3 days' END,
       CASE WHEN cut THEN at + interval '3 days 6 hours' END,
       CASE WHEN cut THEN 'Mantenimiento preventivo de redes' END,
       lower(translate(title || ' ' || barrio, 'áéíóúñÁÉÍÓÚÑ', 'aeiounAEIOUN')),
       CASE WHEN cut THEN lower(translate(barrio, 'áéíóúñÁÉÍÓÚÑ', 'aeiounAEIOUN')) ELSE '' END,
       at, at
FROM (SELECT i, i % 10 = 0 AS cut,
             now() - (i - 10) * interval '50 minutes' AS at,
             (${list(BARRIOS)})[1 + (i / 7) % ${BARRIOS.length}] AS barrio,
             CASE WHEN i % 10 = 0 THEN 'Suspensión programada del servicio'
                  ELSE (${list(TOPICS.map((t) => t[0]))})[1 + i % ${TOPICS.length}] END AS title,
             CASE WHEN i % 10 = 0 THEN 'cortes' ELSE (${list(TOPICS.map((t) => t[1]))})[1 + i % ${TOPICS.length}] END AS category
      FROM generate_series(1, ${SIZES.news}) i) s`;

/**
 * 200,000 requests, one every 5 minutes back from now (about two years). Those of the last 20 days
 * are open; one in forty of the 20 to 60 days before is open and overdue; the rest were answered
 * within nine days and most of those closed.
 */
const CASES_SQL = `
INSERT INTO cases (radicado, kind, pqrs_type, service, subject, description, anonymous, doc_type, doc_number, applicant_name, email,
                   notification_channel, status, filed_at, term_days, original_due_date, due_date, responded_at, closed_at)
SELECT 'PQR-' || (2000 + i % 20) || '-' || lpad((i / 20 + 1)::text, 6, '0'), 'pqrs',
       (ARRAY['peticion', 'queja', 'reclamo', 'sugerencia'])[1 + i % 4],
       (ARRAY['energia', 'acueducto', 'alcantarillado', 'telecomunicaciones', 'general'])[1 + i % 5],
       (${list(SUBJECTS)})[1 + i % ${SUBJECTS.length}] || ' en el barrio ' || (${list(BARRIOS)})[1 + (i / 3) % ${BARRIOS.length}],
       repeat('Desde hace varios días el servicio presenta fallas y nadie ha venido a revisarlo. ', 3) || i, false,
       'CC', (1000000 + (i::bigint * 654435761) % 1000000000)::text, 'Usuario ' || i, 'persona' || i || '@gmail.com', 'email',
       st, filed, 15, filed::date + 21, filed::date + 21,
       CASE WHEN st IN ('respondida', 'cerrada') THEN filed + interval '9 days' END,
       CASE WHEN st = 'cerrada' THEN filed + interval '12 days' END
FROM (SELECT i, filed,
             CASE WHEN filed > now() - interval '20 days' THEN (ARRAY['radicada', 'en_tramite'])[1 + i % 2]
                  WHEN filed > now() - interval '60 days' AND i % 40 = 0 THEN 'en_tramite'
                  WHEN i % 4 = 0 THEN 'respondida' ELSE 'cerrada' END AS st
      FROM (SELECT i, now() - i * interval '5 minutes' AS filed FROM generate_series(1, ${SIZES.cases}) i) g) s`;

/** 100,000 users, one every 7 minutes back from now; one in seventeen inactive, one in five unverified. */
const USERS_SQL = `
INSERT INTO users (email, password_hash, first_name, last_name, document_type, document_number, phone_number, user_type,
                   is_active, is_email_verified, created_at)
SELECT 'vecino' || i || '@' || (ARRAY['gmail.com', 'hotmail.com', 'outlook.com', 'une.net.co'])[1 + i % 4],
       'scrypt$32768$8$1$' || md5(i::text) || '$' || md5('h' || i) || md5('k' || i),
       (ARRAY['José', 'María', 'Andrés', 'Camila', 'Valentina', 'Juan', 'Luisa', 'Sofía'])[1 + i % 8],
       (ARRAY['García', 'Rodríguez', 'Gómez', 'López', 'Restrepo', 'Zuluaga', 'Ospina'])[1 + i % 7] || ' ' ||
       (ARRAY['Cardona', 'Giraldo', 'Quintero', 'Mejía', 'Henao'])[1 + i % 5],
       'CC', (2000000 + (i::bigint * 387420489) % 1000000000)::text, '3' || lpad(((i::bigint * 2654435761) % 1000000000)::text, 9, '0'),
       'PERSONA_NATURAL', i % 17 <> 0, i % 5 <> 0, now() - i * interval '7 minutes'
FROM generate_series(1, ${SIZES.users}) i`;

async function median(app, item, headers) {
  const times = [];
  let body;
  for (let r = 0; r < WARMUP + RUNS; r++) {
    const started = performance.now();
    const res = await app.inject({ method: "GET", url: item.url, headers: item.admin ? headers : {} });
    const elapsed = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`${item.url}: HTTP ${res.statusCode} ${res.body.slice(0, 200)}`);
    if (r >= WARMUP) times.push(elapsed);
    body = res.body;
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(RUNS / 2)], body };
}

/** What an answer says about its size: the total (and «más de») of a list. */
function sizeOf(body) {
  try {
    const json = JSON.parse(body);
    if (typeof json.total === "number") return `${json.totalBounded ? "> " : ""}${json.total.toLocaleString("es-CO")}`;
    return "";
  } catch {
    return "";
  }
}

async function timeAll(app, headers) {
  const out = {};
  for (const item of LISTS) out[item.key] = await median(app, item, headers);
  return out;
}

async function benchBackend(name, db) {
  const { migrate } = server("db/migrate.js");
  const { seedDemo } = server("seed.js");
  const { buildApp } = server("app.js");
  const { loadConfig } = server("config.js");
  const password = `Banco-${randomBytes(18).toString("base64url")}`;
  const config = loadConfig({ ...process.env, DEMO_PASSWORD: password, SEED_DEMO: "true", LOG_LEVEL: "silent" });
  await migrate(db);
  await seedDemo(db, config, silentLog, () => undefined);
  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  try {
    const login = await app.inject({ method: "POST", url: "/api/auth/login", payload: { email: "superadmin@example.com", password } });
    if (login.statusCode !== 200) throw new Error(`no fue posible ingresar como superadministrador: HTTP ${login.statusCode} ${login.body.slice(0, 200)}`);
    const headers = { authorization: `Bearer ${login.json().token}` };
    const demo = await timeAll(app, headers);
    console.log(`  ${name}: demo size timed`);
    const started = performance.now();
    await db.exec(NEWS_SQL);
    await db.exec(CASES_SQL);
    await db.exec(USERS_SQL);
    const fillS = (performance.now() - started) / 1000;
    console.log(`  ${name}: tables grown in ${fillS.toFixed(1)} s`);
    const grown = await timeAll(app, headers);
    return { name, demo, grown, fillS };
  } finally {
    await app.close();
  }
}

/** Runs the bench on each database and prints one table; resolves to false when a list misses its goal. */
async function benchLists() {
  if (!existsSync(path.join(root, "dist-server", "server", "app.js"))) execSync("npm run build:server", { cwd: root, stdio: "inherit" });
  const work = path.join(root, ".tmp", "bench-lists");
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
    // No statement time-out: the INSERTs that grow the tables run longer than a request may.
    const pg = await openPostgres(pgUrl, undefined, { statementTimeoutMs: 0 });
    try {
      results.push(await benchBackend("PostgreSQL", pg));
    } finally {
      await pg.close();
      await dropScratch(SCRATCH_DB);
    }
  }
  rmSync(work, { recursive: true, force: true });

  const pad = (s, w) => String(s).padEnd(w);
  const n = (x) => x.toLocaleString("es-CO");
  console.log("");
  console.log(
    `Lists at demo size and at ${n(SIZES.news)} news (${n(SIZES.cuts)} cuts), ${n(SIZES.cases)} PQRS, ${n(SIZES.users)} users ` +
      `(median of ${RUNS} requests; goal: grown ≤ ${RATIO} × demo + ${SLACK_MS} ms):`,
  );
  console.log(`  ${pad("list", 34)} ${pad("database", 11)} ${pad("demo ms", 9)} ${pad("grown ms", 9)} ${pad("×", 7)} ${pad("total", 9)} goal`);
  let ok = true;
  for (const r of results) {
    for (const item of LISTS) {
      const d = r.demo[item.key].ms;
      const g = r.grown[item.key].ms;
      const pass = g <= RATIO * d + SLACK_MS;
      if (!pass) ok = false;
      console.log(
        `  ${pad(item.key, 34)} ${pad(r.name, 11)} ${pad(d.toFixed(2), 9)} ${pad(g.toFixed(2), 9)} ${pad((g / d).toFixed(1), 7)} ${pad(sizeOf(r.grown[item.key].body), 9)} ${pass ? "ok" : "OVER"}`,
      );
    }
  }
  for (const r of results) console.log(`  ${r.name}: tables grown in ${r.fillS.toFixed(1)} s`);
  return ok;
}

module.exports = { benchLists };

if (require.main === module) {
  benchLists().then(
    (ok) => (process.exitCode = ok ? 0 : 1),
    (error) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}

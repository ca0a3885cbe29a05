/**
 * Reports bench (issue 22): what /api/metrics/aggregated, /api/metrics/page/%2FhomePage and
 * /api/admin/summary cost as the stored page views grow (10,000 → 100,000 → 1,000,000), on the
 * embedded PGlite and, when it answers on 127.0.0.1:5432, PostgreSQL. For each database:
 *   1. the data grows in steps through the metrics write path (writer.storeBatch when the build has
 *      it: raw rows and their aggregates; else writer.insertBatch), so 1,000,000 costs one load;
 *   2. at each size the built server answers each report: 3 warm-ups, then the median of 9 calls;
 *   3. the figures the API returned are compared with those computed from the raw rows
 *      (rawReports.js), field by field;
 *   4. at the largest size, the site under a loop of reports: /homePage's requests per second
 *      while two loops call /api/metrics/aggregated, and /api/health's p99 meanwhile.
 * Budgets: each report at 1,000,000 costs ≤ 2 × the same report at 10,000 and equals the raw
 * figures; under the report loop /homePage keeps ≥ 80 % of its rate and /api/health's p99 < 50 ms;
 * the server's peak resident memory on PGlite (every thread) stays ≤ 512 MB.
 *
 *   node scripts/bench-reports.js [--sizes=10000,100000] [--db=pglite,postgres] [--calls=5] [--keep]
 */
const { execFileSync, spawn } = require("node:child_process");
const { randomBytes } = require("node:crypto");
const { existsSync, readFileSync, rmSync } = require("node:fs");
const os = require("node:os");
const path = require("node:path");
const { httpLoad } = require("./httpLoad");

const root = path.resolve(__dirname, "..");
const server = (p) => require(path.join(root, "dist-server", "server", p));
const shared = (p) => require(path.join(root, "dist-server", "src", "shared", p));

const PORT = 4350;
const BASE = `http://127.0.0.1:${PORT}`;
const PG_ADMIN = process.env.BENCH_PG_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const PG_DATABASE = "reports_bench";
const DEFAULT_SIZES = [10_000, 100_000, 1_000_000];
const BATCH = 1000;
const TIMED_CALLS = 9;
/** Calls of each report before the timed ones: the first reads of a database just opened fill its caches. */
const WARM_UPS = 3;
const COST_BUDGET = 2;
const RATE_BUDGET = 0.8;
const HEALTH_P99_BUDGET_MS = 50;
/** Issue 22: a small deployment on the embedded database fits in 512 MB. */
const MEMORY_BUDGET_MB = 512;
const LOAD_SECONDS = 5;
const LOAD_CONNECTIONS = 10;
const HEALTH_EVERY_MS = 50;
const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const REPORTS = [
  { key: "aggregated", path: "/api/metrics/aggregated", admin: false },
  { key: "page", path: "/api/metrics/page/%2FhomePage", admin: false },
  { key: "summary", path: "/api/admin/summary", admin: true },
];

// ---------------------------------------------------------------------------------------------
// Deterministic data

/** mulberry32: a small seeded PRNG, so every run stores the same data (relative to its start). */
function prng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const normal = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  return {
    next,
    int: (n) => Math.floor(next() * n),
    chance: (p) => next() < p,
    pick: (list) => list[Math.floor(next() * list.length)],
    /** An item of [[item, weight], …]. */
    weighted(pairs) {
      const total = pairs.reduce((s, [, w]) => s + w, 0);
      let u = next() * total;
      for (const [item, w] of pairs) if ((u -= w) < 0) return item;
      return pairs[pairs.length - 1][0];
    },
    logNormal: (median, sigma) => median * Math.exp(sigma * normal()),
    logUniform: (lo, hi) => lo * Math.exp(next() * Math.log(hi / lo)),
  };
}

/** ~40 public pages, most visited first: page i is chosen with weight 1 / (i + 1)^1.1 (Zipf-like). */
const PAGES = [
  "/homePage",
  "/energia/energyHome",
  "/acueducto/homeAqueductSewer",
  "/pago-en-linea",
  "/telco",
  "/noticias",
  "/facturas",
  "/homeCustomerService",
  "/newPQRS",
  "/consultar-transacciones",
  "/reporta-una-falla",
  "/buscar",
  "/noticias-cortes",
  "/sign-in",
  "/revision-factura",
  "/who-we-are",
  "/transparencia/home",
  "/sostenibilidad",
  "/noticias-detalles",
  "/resumen-pago",
  "/registrarse",
  "/information-request",
  "/mapa-sitio",
  "/pqr",
  "/noticias-cortes-detalle",
  "/noticias-acueducto-alcantarillado",
  "/descargar-transacciones",
  "/paymentStatus",
  "/corruptionsAllegations",
  "/supplierRegistration",
  "/updatePropertyNumber",
  "/mile-access",
  "/landing",
  "/forgot-password",
  "/dashboard",
  "/dashboard/check-bill",
  "/dashboard/online-payment",
  "/dashboard/digital-bill",
  "/dashboard/invoice-inquiry",
  "/metrics",
];
const PAGE_WEIGHTS = PAGES.map((p, i) => [p, 1 / Math.pow(i + 1, 1.1)]);

/** Visits per hour of a Bogotá day (0 h … 23 h): quiet at night, peaks in office hours and evening. */
const HOUR_WEIGHTS = [0.2, 0.12, 0.08, 0.08, 0.12, 0.3, 0.7, 1.2, 1.7, 2, 2, 1.8, 1.4, 1.5, 1.8, 1.8, 1.6, 1.4, 1.3, 1.4, 1.3, 1, 0.7, 0.4];
const CHANNELS = [
  [{ channel: "direct", referrer: null }, 40],
  [{ channel: "organic", referrer: "https://www.google.com/" }, 30],
  [{ channel: "social", referrer: "https://www.facebook.com/" }, 15],
  [{ channel: "referral", referrer: "https://www.gov.co/tramites" }, 10],
  [{ channel: "paid", referrer: "https://www.google.com/" }, 5],
];
const DEVICES = [
  ["mobile", 62],
  ["desktop", 33],
  ["tablet", 4],
  [null, 1],
];
const BROWSERS = [
  "Mozilla/5.0 (Linux; Android 14; SM-A155M) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0",
];
/** Tab sessions of 1 to 6 page views (mean ≈ 2.5). */
const SESSION_VIEWS = [
  [1, 35],
  [2, 25],
  [3, 15],
  [4, 10],
  [5, 8],
  [6, 7],
];
const SEARCH_TERMS = [
  "pago en línea",
  "factura",
  "cortes de agua",
  "tarifas de energía",
  "puntos de pago",
  "pqrs",
  "duplicado de factura",
  "reportar daño",
  "horario de atención",
  "subsidios",
  "alumbrado público",
  "certificado de paz y salvo",
  "internet hogar",
  "corte programado",
  "medidor",
  "reconexión",
];
const CUSTOM_ACTIONS = [
  ["navegacion", "abrir_menu", "menú principal"],
  ["navegacion", "clic_enlace", "pie de página"],
  ["interaccion", "cambiar_tema", "oscuro"],
  ["servicios", "ver_tarifas", "energía residencial"],
  ["servicios", "simular_consumo", null],
  ["contenido", "expandir_pregunta", "¿Cómo pago mi factura?"],
];
const DOWNLOADS = ["tarifas-energia-2026.pdf", "tarifas-acueducto-2026.pdf", "contrato-condiciones-uniformes.pdf", "informe-gestion-2025.pdf"];
const FORMS = ["pqrs", "registro", "contacto", "reporte-falla"];
const SHARES = ["whatsapp", "facebook", "x", "copiar_enlace"];

/** One event of a page view: mostly "custom", some shares, downloads, form completions and searches. */
function eventRow(r, at, pagePath, session) {
  const base = { occurredAt: at, pagePath, sessionId: session.id, userId: session.userId, metadata: null };
  const type = r.weighted([
    ["custom", 70],
    ["search", 10],
    ["share", 8],
    ["file_download", 7],
    ["form_submit", 5],
  ]);
  if (type === "search") {
    const results = r.chance(0.18) ? 0 : 1 + r.int(40);
    return { ...base, eventType: "search", category: "busqueda", action: "buscar", label: r.pick(SEARCH_TERMS), value: results };
  }
  if (type === "share") return { ...base, eventType: "share", category: "social", action: r.pick(SHARES), label: pagePath, value: null };
  if (type === "file_download") {
    return { ...base, eventType: "file_download", category: "documentos", action: "descargar", label: r.pick(DOWNLOADS), value: null };
  }
  if (type === "form_submit") return { ...base, eventType: "form_submit", category: "formularios", action: "enviar", label: r.pick(FORMS), value: null };
  const [category, action, label] = r.pick(CUSTOM_ACTIONS);
  const metadata = r.chance(0.3) ? JSON.stringify({ seccion: r.pick(["encabezado", "contenido", "pie"]), visible: true }) : null;
  return { ...base, eventType: "custom", category, action, label, value: r.chance(0.2) ? r.int(100) : null, metadata };
}

const ms1 = (v) => Math.round(v * 10) / 10;
const maybeNull = (r, p, value) => (r.chance(p) ? null : value);

/** Web vitals of one page load, from distributions like a field report's (some vitals missing). */
function vitalsRow(r, at, pagePath, session) {
  const clsBand = r.weighted([
    ["small", 60],
    ["medium", 30],
    ["large", 10],
  ]);
  const cls = clsBand === "small" ? r.next() * 0.08 : clsBand === "medium" ? 0.08 + r.next() * 0.15 : 0.23 + r.next() * 0.3;
  return {
    occurredAt: at,
    pagePath,
    sessionId: session.id,
    lcp: maybeNull(r, 0.05, ms1(r.logNormal(2100, 0.5))),
    fid: r.chance(0.9) ? null : ms1(r.logNormal(30, 0.9)),
    cls: maybeNull(r, 0.05, Math.round(cls * 10000) / 10000),
    ttfb: maybeNull(r, 0.03, ms1(r.logNormal(350, 0.7))),
    fcp: maybeNull(r, 0.03, ms1(r.logNormal(1300, 0.45))),
    inp: maybeNull(r, 0.35, ms1(r.logNormal(140, 0.7))),
    pageWeight: maybeNull(r, 0.4, Math.round(r.logNormal(900_000, 0.4))),
    speedIndex: maybeNull(r, 0.4, ms1(r.logNormal(2500, 0.5))),
  };
}

/** A min-heap of rows by time (then by creation order), so a step's rows come out in time order. */
class RowHeap {
  constructor() {
    this.items = [];
  }
  get size() {
    return this.items.length;
  }
  peekTime() {
    return this.items[0].t;
  }
  static less(a, b) {
    return a.t < b.t || (a.t === b.t && a.seq < b.seq);
  }
  push(item) {
    const h = this.items;
    h.push(item);
    for (let i = h.length - 1; i > 0;) {
      const p = (i - 1) >> 1;
      if (!RowHeap.less(h[i], h[p])) break;
      [h[i], h[p]] = [h[p], h[i]];
      i = p;
    }
  }
  pop() {
    const h = this.items;
    const top = h[0];
    const last = h.pop();
    if (h.length > 0) {
      h[0] = last;
      for (let i = 0; ;) {
        const l = 2 * i + 1;
        const rr = l + 1;
        let m = i;
        if (l < h.length && RowHeap.less(h[l], h[m])) m = l;
        if (rr < h.length && RowHeap.less(h[rr], h[m])) m = rr;
        if (m === i) break;
        [h[i], h[m]] = [h[m], h[i]];
        i = m;
      }
    }
    return top;
  }
}

/**
 * Session start times spread over [from, to): the i-th of n sessions at quantile (i + u) / n of a
 * density that follows the hour of the Bogotá day (weekends at 70 %). The quantiles increase, so
 * the starts come out in order without sorting.
 */
function sessionClock(from, to) {
  const minutes = Math.max(1, Math.floor((to - from) / MINUTE));
  const cdf = new Float64Array(minutes + 1);
  for (let m = 0; m < minutes; m++) {
    const local = new Date(from + m * MINUTE - 5 * 60 * MINUTE);
    const weekend = local.getUTCDay() === 0 || local.getUTCDay() === 6;
    cdf[m + 1] = cdf[m] + HOUR_WEIGHTS[local.getUTCHours()] * (weekend ? 0.7 : 1);
  }
  const total = cdf[minutes];
  return (q) => {
    const target = q * total;
    let lo = 0;
    let hi = minutes - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (cdf[mid] <= target) lo = mid;
      else hi = mid - 1;
    }
    const frac = (target - cdf[lo]) / (cdf[lo + 1] - cdf[lo]);
    return Math.min(to - 1, from + (lo + Math.min(0.999, frac)) * MINUTE);
  };
}

/**
 * The rows of one growth step, `pageViews` page views in tab sessions with their events, vitals
 * and page times (½ of each per view on average), yielded in occurred_at order. Session ids are
 * the step's own: a session never spans two steps.
 */
function* stepRows(step, pageViews, from, to) {
  const r = prng(0x22_0000 + step * 7919);
  const lengths = [];
  for (let left = pageViews; left > 0;) {
    const n = Math.min(left, r.weighted(SESSION_VIEWS));
    lengths.push(n);
    left -= n;
  }
  const clock = sessionClock(from, to);
  const heap = new RowHeap();
  let seq = 0;
  const add = (t, kind, make) => heap.push({ t: Math.floor(t), seq: seq++, kind, make });
  for (let s = 0; s < lengths.length; s++) {
    const start = clock((s + r.next()) / lengths.length);
    while (heap.size > 0 && heap.peekTime() < start) yield heap.pop();
    const { channel, referrer } = r.weighted(CHANNELS);
    const session = {
      id: `s${step}-${s.toString(36)}-${Math.floor(r.next() * 2 ** 32).toString(36)}`,
      userId: r.chance(0.05) ? `u-${1 + r.int(5000)}` : null,
      deviceType: r.weighted(DEVICES),
      browserInfo: r.pick(BROWSERS),
    };
    let t = start;
    for (let v = 0; v < lengths[s]; v++) {
      // The first view lands on the home page half of the time; the rest follow popularity.
      const pagePath = v === 0 && r.chance(0.45) ? PAGES[0] : r.weighted(PAGE_WEIGHTS);
      const last = v === lengths[s] - 1;
      // Seconds to minutes on the page: until the next view, or until the tab closes.
      const dwell = r.logUniform(5_000, last ? 300_000 : 240_000);
      const views = {
        pagePath,
        sessionId: session.id,
        userId: session.userId,
        acquisitionChannel: channel,
        deviceType: session.deviceType,
        browserInfo: session.browserInfo,
      };
      add(t, "pageview", (at) => ({ occurredAt: at, ...views, referrer: v === 0 ? referrer : null }));
      if (r.chance(0.5)) {
        const vr = prng(Math.floor(r.next() * 2 ** 32));
        add(t + Math.min(dwell, 10_000) * (0.2 + 0.7 * r.next()), "webvitals", (at) => vitalsRow(vr, at, pagePath, session));
      }
      const events = r.weighted([
        [0, 60],
        [1, 30],
        [2, 10],
      ]);
      for (let e = 0; e < events; e++) {
        const er = prng(Math.floor(r.next() * 2 ** 32));
        add(t + dwell * r.next(), "event", (at) => eventRow(er, at, pagePath, session));
      }
      if (r.chance(0.5))
        add(t + dwell, "pagetime", (at) => ({ occurredAt: at, pagePath, sessionId: session.id, timeSpent: Math.max(1, Math.round(dwell / 1000)) }));
      t += dwell;
    }
  }
  while (heap.size > 0) yield heap.pop();
}

/**
 * Stores a step through the metrics write path, in batches of 1,000 rows of one kind, each batch
 * written once it fills (as the server's writer does), so each table receives its rows in time order.
 */
async function load(db, step, pageViews, from, to) {
  const writer = server("modules/metrics/writer.js");
  const write =
    typeof writer.storeBatch === "function" ? (kind, rows) => writer.storeBatch(db, kind, rows) : (kind, rows) => writer.insertBatch(db, kind, rows);
  const buffers = { pageview: [], event: [], webvitals: [], pagetime: [] };
  const counts = { pageview: 0, event: 0, webvitals: 0, pagetime: 0 };
  const started = performance.now();
  for (const item of stepRows(step, pageViews, from, to)) {
    const buffer = buffers[item.kind];
    buffer.push(item.make(new Date(item.t).toISOString()));
    counts[item.kind] += 1;
    if (buffer.length === BATCH) {
      await write(item.kind, buffer);
      buffers[item.kind] = [];
    }
  }
  for (const [kind, rows] of Object.entries(buffers)) if (rows.length > 0) await write(kind, rows);
  const seconds = (performance.now() - started) / 1000;
  const rows = Object.values(counts).reduce((a, b) => a + b, 0);
  return { path: typeof writer.storeBatch === "function" ? "storeBatch" : "insertBatch", counts, rows, seconds };
}

// ---------------------------------------------------------------------------------------------
// Server, administrator, timings

function startServer(env) {
  const child = spawn(process.execPath, [path.join(root, "dist-server", "server", "main.js")], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", LOG_LEVEL: "warn", SEED_DEMO: "false", METRICS_RATE_LIMIT: "0", PUBLIC_URL: BASE, ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  const killOnExit = () => child.kill("SIGKILL");
  process.on("exit", killOnExit);
  return {
    /** The server's peak resident memory so far (MB, VmHWM: every thread, PGlite's worker included). */
    peakRssMb() {
      try {
        const kb = Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"))?.[1]);
        return Number.isFinite(kb) ? kb / 1024 : null;
      } catch {
        return null;
      }
    },
    async stop() {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
      const code = await exited;
      clearTimeout(timer);
      process.off("exit", killOnExit);
      return code;
    },
  };
}

async function waitHealthy() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("el servidor del banco de reportes no respondió");
}

/**
 * A super administrator for /api/admin/summary, made as `npm run create-super-admin` makes one
 * (createSuperAdmin, in-process on the open database) with a password drawn here and never printed.
 */
async function createAdmin(db) {
  const { createSuperAdmin } = server("modules/auth/accounts.js");
  const credentials = { email: "banco.reportes@emsp-bench.co", password: `Banco-${randomBytes(18).toString("base64url")}` };
  await createSuperAdmin(db, { ...credentials, firstName: "Banco", lastName: "Reportes" });
  return credentials;
}

/** Signs in over HTTP as the API's clients do; the session token is sent as `Authorization: Bearer`. */
async function signIn({ email, password }) {
  const res = await fetch(`${BASE}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`no fue posible ingresar como administrador: HTTP ${res.status}`);
  const { token } = await res.json();
  return { authorization: `Bearer ${token}` };
}

async function getJson(url, headers) {
  const res = await fetch(url, { headers });
  const body = await res.text();
  if (!res.ok) throw new Error(`${url.replace(BASE, "")}: HTTP ${res.status} ${body.slice(0, 200)}`);
  return JSON.parse(body);
}

/** WARM_UPS calls, then `calls` sequential calls: median, min, max (ms) and the last answer. */
async function timeReport(report, auth, calls) {
  const headers = report.admin ? auth : {};
  for (let i = 0; i < WARM_UPS; i++) await getJson(`${BASE}${report.path}`, headers);
  const times = [];
  let json;
  for (let i = 0; i < calls; i++) {
    const started = performance.now();
    json = await getJson(`${BASE}${report.path}`, headers);
    times.push(performance.now() - started);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)], min: sorted[0], max: sorted[sorted.length - 1], json };
}

/** Each report timed; measured again if a Bogotá midnight passed meanwhile (the default range moved). */
async function timeReports(auth, calls) {
  const { bogotaDay } = server("modules/metrics/range.js");
  for (let attempt = 0; ; attempt++) {
    const now = new Date();
    const timings = {};
    for (const report of REPORTS) timings[report.key] = await timeReport(report, auth, calls);
    if (bogotaDay(now) === bogotaDay(new Date()) || attempt > 0) return { now, timings };
    console.log("  (a Bogotá midnight passed while measuring: measuring again)");
  }
}

// ---------------------------------------------------------------------------------------------
// Figures: the API against the raw rows

function comparer() {
  const mismatches = [];
  const info = [];
  let compared = 0;
  return {
    mismatches,
    info,
    get compared() {
      return compared;
    },
    /** A must-be-equal field (numbers within `tolerance`). */
    eq(field, api, raw, tolerance = 0) {
      compared += 1;
      const same = typeof api === "number" && typeof raw === "number" ? Math.abs(api - raw) <= tolerance + 1e-9 : api === raw;
      if (!same) mismatches.push(`${field}: API ${JSON.stringify(api)} ≠ raw ${JSON.stringify(raw)}`);
    },
    /** Two lists as maps key → value, every key of either side compared. */
    eqMap(field, api, raw, key, value) {
      const a = new Map(api.map((x) => [x[key], x[value]]));
      const b = new Map(raw.map((x) => [x[key], x[value]]));
      for (const k of new Set([...a.keys(), ...b.keys()])) this.eq(`${field}[${k}]`, a.get(k) ?? 0, b.get(k) ?? 0);
    },
    /** A field that may differ by design: its relative difference is printed, not judged. */
    rel(field, api, raw) {
      if (api === null || raw === null || api === undefined || raw === undefined) {
        if (api !== raw) info.push({ field, text: `${JSON.stringify(api)} vs ${JSON.stringify(raw)}`, diff: Infinity });
        return;
      }
      const diff = raw === 0 ? (api === 0 ? 0 : Infinity) : (api - raw) / Math.abs(raw);
      info.push({ field, diff });
    },
  };
}

function compareAggregated(c, api, raw) {
  const p = "aggregated";
  for (const f of ["pageViews", "sessions", "events"]) c.eq(`${p}.totals.${f}`, api.totals[f], raw.totals[f]);
  c.eqMap(`${p}.devices`, api.devices, raw.devices, "deviceType", "pageViews");
  c.eqMap(`${p}.events`, api.events, raw.events, "eventType", "count");
  c.eq(`${p}.topPages.length`, api.topPages.length, raw.topPages.length);
  raw.topPages.forEach((rp, i) => {
    const ap = api.topPages[i] ?? {};
    c.eq(`${p}.topPages[${i}].pagePath`, ap.pagePath, rp.pagePath);
    c.eq(`${p}.topPages[${i}].pageViews`, ap.pageViews, rp.pageViews);
    c.rel(`${p}.topPages[].uniqueVisitors`, ap.uniqueVisitors, rp.uniqueVisitors);
    c.rel(`${p}.topPages[].avgTimeOnPage`, ap.avgTimeOnPage, rp.avgTimeOnPage);
  });
  c.eqMap(`${p}.visitsByDay`, api.visitsByDay, raw.visitsByDay, "date", "pageViews");
  const apiDays = new Map(api.visitsByDay.map((d) => [d.date, d.uniqueVisitors]));
  for (const d of raw.visitsByDay) if (d.pageViews > 0) c.rel(`${p}.visitsByDay[].uniqueVisitors`, apiDays.get(d.date) ?? 0, d.uniqueVisitors);
  for (const [name, rv] of Object.entries(raw.webVitals)) {
    const av = api.webVitals[name] ?? {};
    for (const f of ["samples", "good", "needsImprovement", "poor"]) c.eq(`${p}.webVitals.${name}.${f}`, av[f], rv[f]);
    c.rel(`${p}.webVitals.${name}.p75`, av.p75, rv.p75);
  }
  c.rel(`${p}.totals.uniqueVisitors`, api.totals.uniqueVisitors, raw.totals.uniqueVisitors);
  c.rel(`${p}.totals.bounceRate`, api.totals.bounceRate, raw.totals.bounceRate);
  c.rel(`${p}.totals.avgTimeOnPage`, api.totals.avgTimeOnPage, raw.totals.avgTimeOnPage);
}

function comparePage(c, api, raw) {
  const p = "page(/homePage)";
  for (const f of ["totalVisits", "totalShares", "totalDownloads", "totalFormCompletions"]) c.eq(`${p}.${f}`, api[f], raw[f]);
  c.eq(`${p}.avgTimeOnPage (±0.1)`, api.avgTimeOnPage, raw.avgTimeOnPage, 0.1);
  c.rel(`${p}.totalUniqueVisitors`, api.totalUniqueVisitors, raw.totalUniqueVisitors);
  c.rel(`${p}.avgBounceRate`, api.avgBounceRate, raw.avgBounceRate);
  c.rel(`${p}.avgExitRate`, api.avgExitRate, raw.avgExitRate);
  for (const [name, v] of Object.entries(raw.vitals)) c.rel(`${p}.${name} (p75)`, api[name], v);
  c.rel(`${p}.speedIndex (p75)`, api.speedIndex, raw.speedIndex);
  c.rel(`${p}.pageWeight (p75)`, api.pageWeight, raw.pageWeight);
}

/** The raw figures of the range the API answered for, compared with its answers; prints the result. */
async function checkFigures(db, now, answers, label) {
  const { RawMetricsRepository } = server("modules/metrics/repository/raw.js");
  const { resolveRange } = server("modules/metrics/range.js");
  const range = resolveRange({}, now);
  const raw = new RawMetricsRepository(db);
  const c = comparer();
  compareAggregated(c, answers.aggregated, await raw.aggregated(range));
  comparePage(c, answers.page, await raw.page("/homePage", range));
  for (const m of c.mismatches) console.log(`  MISMATCH ${label}: ${m}`);
  // The fields that may differ: the largest relative difference of each.
  const worst = new Map();
  for (const { field, diff, text } of c.info) {
    const prev = worst.get(field);
    if (!prev || Math.abs(diff) > Math.abs(prev.diff)) worst.set(field, { diff, text });
  }
  const differing = [...worst].filter(([, { diff }]) => diff !== 0);
  const shown = differing.map(([field, { diff, text }]) => `${field} ${text ?? `${diff >= 0 ? "+" : ""}${(diff * 100).toFixed(2)} %`}`);
  console.log(
    `  figures ${label}: ${c.compared - c.mismatches.length}/${c.compared} must-be-equal fields equal; ` +
      `${worst.size - differing.length}/${worst.size} fields that may differ are identical${differing.length ? "; the others (API vs raw, largest relative difference):" : ""}`,
  );
  for (let i = 0; i < shown.length; i += 3) console.log(`    ${shown.slice(i, i + 3).join("; ")}`);
  return { compared: c.compared, mismatches: c.mismatches.length };
}

// ---------------------------------------------------------------------------------------------
// Load budget

const percentile = (values, p) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
};

async function homePageRate() {
  // Node's http client (httpLoad.js): with autocannon the client was the bottleneck, so the rate it
  // read hardly moved whatever the server was doing.
  const result = await httpLoad({
    url: `${BASE}/homePage`,
    headers: { "accept-encoding": "br, gzip" },
    connections: LOAD_CONNECTIONS,
    duration: LOAD_SECONDS,
  });
  return { rate: result.requests.average, non2xx: result.non2xx, errors: result.errors + result.timeouts };
}

/** Two loops calling `urlOf(i)` back to back (i counts the calls of both) until stop() resolves. */
function twoLoops(urlOf) {
  let next = 0;
  let stopping = false;
  const counts = { answered: 0, failed: 0, statuses: {} };
  const loop = async () => {
    while (!stopping) {
      const res = await fetch(urlOf(next++)).catch(() => null);
      if (res) await res.arrayBuffer();
      if (res?.ok) counts.answered += 1;
      else {
        counts.failed += 1;
        const status = res ? res.status : "network error";
        counts.statuses[status] = (counts.statuses[status] ?? 0) + 1;
      }
    }
  };
  const loops = [loop(), loop()];
  return {
    counts,
    async stop() {
      stopping = true;
      await Promise.all(loops);
    },
  };
}

/**
 * How far back the report loop moves its start, an hour a call: 7,200 different queries, and the
 * range stays within the API's 366 days (MAX_RANGE_DAYS) at 30 + 300 days.
 */
const SHIFT_HOURS = 300 * 24;

/**
 * /homePage's rate alone, then while two loops call /api/metrics/aggregated back to back (each
 * starting an hour earlier than the last, before the data: the same figures and the same work,
 * but a new query every time, so no cache can answer) and /api/health is sampled every 50 ms.
 * Last, a control that is not judged: /homePage while two loops call /api/health back to back,
 * the share any two busy clients take from it on this machine (server, database and bench share
 * its CPUs).
 */
async function loadBudget() {
  const { resolveRange } = server("modules/metrics/range.js");
  const alone = await homePageRate();
  const firstDay = resolveRange({}).start.getTime();
  const health = [];
  let healthFailed = 0;
  const pending = new Set();
  const sampler = setInterval(() => {
    const started = performance.now();
    const p = fetch(`${BASE}/api/health`)
      .then(async (res) => {
        await res.arrayBuffer();
        if (res.ok) health.push(performance.now() - started);
        else healthFailed += 1;
      })
      .catch(() => (healthFailed += 1))
      .finally(() => pending.delete(p));
    pending.add(p);
  }, HEALTH_EVERY_MS);
  const reports = twoLoops((i) => `${BASE}/api/metrics/aggregated?startDate=${new Date(firstDay - (i % SHIFT_HOURS) * HOUR).toISOString()}`);
  const loaded = await homePageRate();
  clearInterval(sampler);
  await Promise.all([reports.stop(), ...pending]);
  const control = twoLoops(() => `${BASE}/api/health`);
  const controlled = await homePageRate();
  await control.stop();
  return {
    alone,
    loaded,
    ratio: loaded.rate / alone.rate,
    reportCalls: reports.counts.answered,
    reportFailures: reports.counts.failed,
    reportStatuses: reports.counts.statuses,
    healthP99: percentile(health, 0.99),
    healthSamples: health.length,
    healthFailed,
    controlRatio: controlled.rate / alone.rate,
  };
}

// ---------------------------------------------------------------------------------------------
// One database

async function phase(phases, label, fn) {
  const started = performance.now();
  const result = await fn();
  const seconds = (performance.now() - started) / 1000;
  phases.push({ label, seconds });
  return { result, seconds };
}

/**
 * Grows the data of one database size by size and measures each; resolves to the rows of the
 * table, the figures checked and, at the largest size, the load budget.
 */
async function benchDatabase(name, open, env, { sizes, calls }, t0, phases) {
  const { migrate } = server("db/migrate.js");
  const { bogotaDay } = server("modules/metrics/range.js");
  const { bogotaDayStart } = shared("time.js");
  // The 28 days before today and today up to t0 − 30 min: inside the default range (the last 30
  // days) even if a Bogotá midnight passes during the run, and never in the future.
  const from = bogotaDayStart(bogotaDay(new Date(t0.getTime() - 28 * DAY))).getTime();
  const to = t0.getTime() - 30 * MINUTE;
  const tag = (s) => `[${name}] ${s}`;
  const log = (s) => console.log(tag(s));

  let db = await open();
  const { result: credentials, seconds: migrateS } = await phase(phases, tag("migrate + administrator"), async () => {
    await migrate(db);
    return createAdmin(db);
  });
  log(`migrated, administrator created (${migrateS.toFixed(1)} s)`);
  let auth = null;
  let stored = 0;
  const rows = [];
  const figures = { compared: 0, mismatches: 0 };
  let budget = null;
  for (const [step, size] of sizes.entries()) {
    const { result: loaded } = await phase(phases, tag(`load +${n(size - stored)} page views`), () => load(db, step, size - stored, from, to));
    log(
      `load +${n(size - stored)} page views (${Object.entries(loaded.counts)
        .map(([k, v]) => `${n(v)} ${k}`)
        .join(", ")}) via writer.${loaded.path}: ` + `${loaded.seconds.toFixed(1)} s, ${n(loaded.rows / loaded.seconds)} rows/s`,
    );
    stored = size;
    await db.close();
    db = null;
    // The load leaves hundreds of MB for the kernel to write back: written before the timings, so
    // that they measure the reports and not the disk catching up (a run without this once read
    // /aggregated at 78 ms median with one call at 1.1 s, the next at 20 ms).
    await phase(phases, tag(`${n(size)}: sync to disk`), async () => execFileSync("sync"));

    const srv = startServer(env);
    let now;
    let timings;
    let peakRss = null;
    try {
      await phase(phases, tag(`${n(size)}: server start`), waitHealthy);
      auth ??= await signIn(credentials);
      const { result, seconds } = await phase(phases, tag(`${n(size)}: time the reports`), () => timeReports(auth, calls));
      ({ now, timings } = result);
      const busy = machineLoad();
      log(
        `${n(size)} page views: ${REPORTS.map((r) => `${r.key} ${ms(timings[r.key].median)} (${ms(timings[r.key].min)}–${ms(timings[r.key].max)})`).join(", ")} [${seconds.toFixed(1)} s${busy}]`,
      );
      if (step === sizes.length - 1) {
        const { result: b, seconds: bs } = await phase(phases, tag(`${n(size)}: load budget`), loadBudget);
        budget = b;
        log(
          `load budget at ${n(size)}: /homePage ${n(b.alone.rate)} req/s alone, ${n(b.loaded.rate)} req/s with 2 report loops (${b.reportCalls} reports answered) [${bs.toFixed(1)} s${machineLoad()}]`,
        );
      }
    } finally {
      peakRss = srv.peakRssMb();
      const code = await srv.stop();
      if (code !== 0) log(`the server exited with code ${code}`);
    }
    rows.push({ name, size, timings, peakRss });

    db = await open();
    const { result: f, seconds: fs } = await phase(phases, tag(`${n(size)}: raw figures`), () =>
      checkFigures(db, now, { aggregated: timings.aggregated.json, page: timings.page.json }, `${name} ${n(size)}`),
    );
    log(`raw figures computed and compared in ${fs.toFixed(1)} s`);
    figures.compared += f.compared;
    figures.mismatches += f.mismatches;
  }
  await db.close();
  return { name, rows, figures, budget };
}

async function pgAvailable() {
  const { Client } = require("pg");
  const client = new Client({ connectionString: PG_ADMIN });
  try {
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${PG_DATABASE} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${PG_DATABASE}`);
    return true;
  } catch (error) {
    console.log(`PostgreSQL not benched (${PG_ADMIN.replace(/\/\/([^:/@]+):([^@]+)@/, "//$1:***@")}: ${error.message})`);
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function dropPg() {
  const { Client } = require("pg");
  const client = new Client({ connectionString: PG_ADMIN });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${PG_DATABASE} WITH (FORCE)`);
  await client.end();
}

// ---------------------------------------------------------------------------------------------
// Output

const n = (x) => Math.round(x).toLocaleString("en-US");
/** Set once the machine was far busier than the bench alone makes it. */
let busyMachine = false;
/**
 * ", load average 7.3 on 2 CPUs" when more than the CPUs' worth of work was running (the bench
 * itself, its server and database keep one or two busy), so a timing can be read for what it is.
 */
function machineLoad() {
  const load = os.loadavg()[0];
  const cpus = os.cpus().length;
  if (load > cpus * 1.5) busyMachine = true;
  return load > cpus ? `, load average ${load.toFixed(1)} on ${cpus} CPUs` : "";
}
/** As the issue writes them: "6 ms" under 0.1 s, else seconds with two significant digits. */
const ms = (x) => (x < 100 ? `${Math.round(x)} ms` : `${(x / 1000).toPrecision(2)} s`);

function printResults(results, { sizes, calls }, phases) {
  let ok = true;
  console.log("");
  console.log("| page views stored | /api/metrics/aggregated | /api/metrics/page/%2FhomePage | /api/admin/summary |");
  console.log("|---|---|---|---|");
  for (const size of sizes) {
    for (const r of results) {
      const row = r.rows.find((x) => x.size === size);
      if (row) console.log(`| ${n(size)} (${r.name}) | ${REPORTS.map((rep) => ms(row.timings[rep.key].median)).join(" | ")} |`);
    }
  }
  console.log(`Median of ${calls} sequential calls after ${WARM_UPS} warm-ups; min–max:`);
  for (const r of results) {
    for (const row of r.rows) {
      console.log(
        `  ${`${n(row.size)} (${r.name})`.padEnd(24)} ${REPORTS.map((rep) => `${rep.key} ${ms(row.timings[rep.key].min)}–${ms(row.timings[rep.key].max)}`.padEnd(26)).join(" ")}`,
      );
    }
  }

  const small = sizes[0];
  const large = sizes[sizes.length - 1];
  const exact = small === 10_000 && large === 1_000_000;
  console.log("");
  console.log(
    `Budgets${exact ? "" : ` (sizes ${sizes.map(n).join(", ")}: the cost ratio is largest ÷ smallest; the issue's budget is for 1,000,000 ÷ 10,000)`}:`,
  );
  for (const r of results) {
    if (sizes.length > 1) {
      const a = r.rows.find((x) => x.size === small);
      const b = r.rows.find((x) => x.size === large);
      const parts = REPORTS.map((rep) => {
        const ratio = b.timings[rep.key].median / a.timings[rep.key].median;
        const pass = ratio <= COST_BUDGET;
        if (!pass) ok = false;
        return `${rep.path.replace("/api/", "")} ${ratio.toFixed(2)}× ${pass ? "ok" : "OVER"}`;
      });
      console.log(`  cost ${n(large)} ÷ ${n(small)} (${r.name}, ≤ ${COST_BUDGET}×): ${parts.join(", ")}`);
    }
    const rss = r.rows.map((row) => (row.peakRss === null ? null : `${n(row.size)}: ${n(row.peakRss)} MB`)).filter(Boolean);
    if (rss.length > 0) {
      const worst = Math.max(...r.rows.map((row) => row.peakRss ?? 0));
      const judged = r.name === "PGlite";
      if (judged && worst > MEMORY_BUDGET_MB) ok = false;
      console.log(
        `  server peak memory (${r.name}, RSS of the whole process${judged ? `, ≤ ${MEMORY_BUDGET_MB} MB` : ""}): ${rss.join(", ")}${judged ? (worst > MEMORY_BUDGET_MB ? " OVER" : " ok") : ""}`,
      );
    }
    const fpass = r.figures.mismatches === 0;
    if (!fpass) ok = false;
    console.log(
      `  figures equal the raw rows (${r.name}): ${r.figures.mismatches} mismatches in ${n(r.figures.compared)} fields over ${r.rows.length} size${r.rows.length === 1 ? "" : "s"} ${fpass ? "ok" : "OVER"}`,
    );
    const b = r.budget;
    if (b) {
      const ratePass = b.ratio >= RATE_BUDGET;
      const healthPass = b.healthP99 < HEALTH_P99_BUDGET_MS && b.healthFailed === 0;
      if (!ratePass || !healthPass) ok = false;
      console.log(
        `  load at ${n(large)} (${r.name}): /homePage ${n(b.loaded.rate)} req/s with 2 loops of /api/metrics/aggregated ` +
          `(${b.reportCalls} answered${
            b.reportFailures
              ? `, ${b.reportFailures} failed: ${Object.entries(b.reportStatuses)
                  .map(([k, v]) => `${v} × ${k}`)
                  .join(", ")}`
              : ""
          }) vs ${n(b.alone.rate)} alone = ${(b.ratio * 100).toFixed(0)} % ${ratePass ? "ok" : "OVER"} (≥ ${RATE_BUDGET * 100} %)`,
      );
      console.log(
        `  load at ${n(large)} (${r.name}): /api/health p99 ${b.healthP99.toFixed(1)} ms over ${b.healthSamples} samples every ${HEALTH_EVERY_MS} ms` +
          `${b.healthFailed ? `, ${b.healthFailed} failed` : ""} ${healthPass ? "ok" : "OVER"} (< ${HEALTH_P99_BUDGET_MS} ms)`,
      );
      console.log(
        `  control, not judged: with 2 loops of /api/health instead, /homePage keeps ${(b.controlRatio * 100).toFixed(0)} % (what any two busy clients take on this machine)`,
      );
      const non2xx = b.alone.non2xx + b.loaded.non2xx;
      if (non2xx > 0 || b.alone.errors + b.loaded.errors > 0) {
        console.log(
          `  note: /homePage answered ${non2xx} non-2xx and ${b.alone.errors + b.loaded.errors} errors/timeouts${existsSync(path.join(root, "dist", "index.html")) ? "" : " (dist/ is not built: the server sends its 503 placeholder)"}`,
        );
      }
    }
  }
  if (busyMachine) console.log("  note: the machine's load average exceeded its CPUs while measuring (other work was running): the timings are unreliable.");
  console.log("");
  console.log("Phases:");
  for (const p of phases) console.log(`  ${p.label.padEnd(58)} ${p.seconds.toFixed(1)} s`);
  return ok;
}

// ---------------------------------------------------------------------------------------------

/**
 * Runs the bench; resolves to false when a budget is missed.
 * options: { sizes?: number[], databases?: ("pglite" | "postgres")[], calls?: number (timed calls a report, 5), keep?: boolean }
 */
async function benchReports(options = {}) {
  const sizes = [...new Set(options.sizes ?? DEFAULT_SIZES)].sort((a, b) => a - b);
  const plan = { sizes, calls: options.calls ?? TIMED_CALLS };
  const databases = options.databases ?? ["pglite", "postgres"];
  if (!existsSync(path.join(root, "dist", "index.html")))
    console.log("Note: dist/ is not built; /homePage is the server's 503 placeholder, not the prerendered page.");
  const t0 = new Date();
  const phases = [];
  const results = [];
  const dataDir = path.join(root, ".tmp", "bench-reports");
  if (databases.includes("pglite")) {
    rmSync(dataDir, { recursive: true, force: true });
    const { openPglite } = server("db/pglite.js");
    results.push(await benchDatabase("PGlite", () => openPglite(path.join(dataDir, "pglite")), { DATA_DIR: dataDir }, plan, t0, phases));
    if (!options.keep) rmSync(dataDir, { recursive: true, force: true });
  }
  if (databases.includes("postgres") && (await pgAvailable())) {
    const url = new URL(PG_ADMIN);
    url.pathname = `/${PG_DATABASE}`;
    const { openPostgres } = server("db/postgres.js");
    results.push(await benchDatabase("PostgreSQL", () => openPostgres(url.toString()), { DATABASE_URL: url.toString() }, plan, t0, phases));
    if (!options.keep) await dropPg();
  }
  return printResults(results, plan, phases);
}

module.exports = { benchReports };

if (require.main === module) {
  const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const sizes = arg("sizes")
    ?.split(",")
    .map((s) => Number(s.replace(/_/g, "")));
  const calls = arg("calls") === undefined ? undefined : Number(arg("calls"));
  if ((sizes && sizes.some((s) => !Number.isInteger(s) || s <= 0)) || (calls !== undefined && !(Number.isInteger(calls) && calls > 0))) {
    console.error("Uso: node scripts/bench-reports.js [--sizes=10000,100000,1000000] [--db=pglite,postgres] [--calls=5] [--keep]");
    process.exit(2);
  }
  benchReports({ sizes, databases: arg("db")?.split(","), calls, keep: process.argv.includes("--keep") }).then(
    (ok) => (process.exitCode = ok ? 0 : 1),
    (error) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}

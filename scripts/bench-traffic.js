/**
 * Realistic metrics traffic (issue 37), shared by the reports bench (bench-reports.js) and the
 * ingestion bench (bench-metrics.js): page views in tab sessions over a Bogotá day's hours, with
 * their events (custom, searches, shares, downloads, form completions), web vitals and page times,
 * drawn from a seeded PRNG so every run makes the same rows (relative to its start).
 *
 *   stepRows(step, pageViews, from, to) yields { t, seq, kind, make } in occurred_at order;
 *   make(isoTime) builds the row as the metrics writer stores it (the API's field names).
 */
const MINUTE = 60_000;

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

module.exports = { prng, PAGES, PAGE_WEIGHTS, eventRow, vitalsRow, RowHeap, sessionClock, stepRows };

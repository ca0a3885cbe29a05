import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Ajv from "ajv";
import addFormats from "ajv-formats";
import { insertSession } from "../../server/modules/auth/repository";
import { issueToken } from "../../server/modules/auth/tokens";
import { OTHER_ADDRESSES } from "../../server/modules/opendata/datasets";
import { PAGE_DAYS_SQL } from "../../server/modules/opendata/repository";
import { OPEN_DATASETS, type OpenDatasetId } from "../../src/shared/opendata";
import { INITIAL_TARIFFS } from "../../src/shared/tariffs/published";
import { bogotaDay, bogotaDayStart } from "../../src/shared/time";
import { pqrsForm } from "./pqrsForm";
import { backends, captchaHeaders, startApp } from "./support";

type Started = Awaited<ReturnType<typeof startApp>>;

const SITE = "https://www.emsp.example";

/**
 * Project Open Data 1.1 (https://project-open-data.cio.gov/v1.1/schema), the checks of its
 * catalog.json, dataset.json, distribution.json, organization.json and vcard.json written out for
 * ajv: the required fields, their types and the patterns of `modified`, `accrualPeriodicity`,
 * `hasEmail` and `mediaType`. As for a non-federal catalogue, `bureauCode` and `programCode` (codes
 * of the US federal budget) are not required.
 */
const ISO_INSTANT = "^\\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\\d|3[01])(T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d+)?)?(Z|[+-]([01]\\d|2[0-3]):?[0-5]\\d)?)?)?$";
const MEDIA_TYPE = "^[-\\w]+/[-\\w]+(\\.[-\\w]+)*([+][-\\w]+)?$";
const uriOrNull = { anyOf: [{ type: "string", format: "uri" }, { type: "null" }] };
const POD_CATALOG_SCHEMA = {
  type: "object",
  required: ["conformsTo", "dataset"],
  dependencies: { "@type": ["@context"] },
  properties: {
    "@context": { type: "string", format: "uri" },
    "@id": { type: "string", format: "uri" },
    "@type": { enum: ["dcat:Catalog"] },
    conformsTo: { enum: ["https://project-open-data.cio.gov/v1.1/schema"] },
    describedBy: { type: "string", format: "uri" },
    dataset: {
      type: "array",
      minItems: 1,
      items: {
        type: "object",
        required: ["title", "description", "keyword", "modified", "publisher", "contactPoint", "identifier", "accessLevel"],
        properties: {
          "@type": { enum: ["dcat:Dataset"] },
          title: { type: "string", minLength: 1 },
          description: { type: "string", minLength: 1 },
          keyword: { type: "array", minItems: 1, items: { type: "string", minLength: 1 } },
          modified: { type: "string", pattern: ISO_INSTANT },
          publisher: { type: "object", required: ["name"], properties: { "@type": { enum: ["org:Organization"] }, name: { type: "string", minLength: 1 } } },
          contactPoint: {
            type: "object",
            required: ["fn", "hasEmail"],
            properties: {
              "@type": { enum: ["vcard:Contact"] },
              fn: { type: "string", minLength: 1 },
              hasEmail: { type: "string", pattern: "^mailto:[\\w_~!$&'()*+,;=:.-]+@[\\w.-]+\\.[\\w.-]+$" },
            },
          },
          identifier: { type: "string", minLength: 1 },
          accessLevel: { enum: ["public", "restricted public", "non-public"] },
          license: uriOrNull,
          rights: { anyOf: [{ type: "string", minLength: 1, maxLength: 255 }, { type: "null" }] },
          accrualPeriodicity: {
            anyOf: [
              { enum: ["irregular"] },
              { type: "string", pattern: "^R/P(\\d+Y)?(\\d+M)?(\\d+W)?(\\d+D)?(T(\\d+H)?(\\d+M)?(\\d+S)?)?$" },
              { type: "null" },
            ],
          },
          describedBy: uriOrNull,
          describedByType: { anyOf: [{ type: "string", pattern: MEDIA_TYPE }, { type: "null" }] },
          landingPage: uriOrNull,
          language: { type: "array", items: { type: "string", pattern: "^[a-z]{2,3}(-[A-Z]{2})?$" } },
          spatial: { type: "string", minLength: 1 },
          theme: { type: "array", minItems: 1, uniqueItems: true, items: { type: "string", minLength: 1 } },
          distribution: {
            type: "array",
            minItems: 1,
            items: {
              type: "object",
              dependencies: { downloadURL: { required: ["mediaType"], properties: { mediaType: { type: "string", pattern: MEDIA_TYPE } } } },
              properties: {
                "@type": { enum: ["dcat:Distribution"] },
                downloadURL: { type: "string", format: "uri" },
                mediaType: { anyOf: [{ type: "string", pattern: MEDIA_TYPE }, { type: "null" }] },
                format: { anyOf: [{ type: "string", minLength: 1 }, { type: "null" }] },
                title: { anyOf: [{ type: "string", minLength: 1 }, { type: "null" }] },
                describedBy: uriOrNull,
                describedByType: { anyOf: [{ type: "string", pattern: MEDIA_TYPE }, { type: "null" }] },
              },
            },
          },
        },
      },
    },
  },
};

interface PodDataset {
  title: string;
  identifier: string;
  modified: string;
  describedBy: string;
  accrualPeriodicity: string;
  distribution: { downloadURL: string; mediaType: string; format: string; title: string }[];
}
interface Catalog {
  dataset: PodDataset[];
}
interface Dictionary {
  fields: { name: string; type: string; description: string; unit: string | null }[];
}

/** RFC 4180: fields split on commas outside quotes, "" inside quotes is a quote, records end with CRLF. */
function parseCsv(text: string): string[][] {
  expect(text.startsWith("\uFEFF")).toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 1; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += c;
  }
  expect(field).toBe("");
  expect(row).toEqual([]);
  return rows;
}

describe.each(backends)("open data (issue 35 §3) on $name", (backend) => {
  let s: Started;
  let staticDir: string;
  let adminToken: string;
  let adminId: string;

  const get = (url: string, headers: Record<string, string> = {}) => s.app.inject({ method: "GET", url: url.replace(SITE, ""), headers });
  const catalog = async () => (await get("/data.json")).json<Catalog>();
  const entry = async (id: OpenDatasetId) => (await catalog()).dataset.find((d) => d.identifier === `emsp-${id}`)!;
  const csvRows = async (id: OpenDatasetId) => parseCsv((await get(`/datos-abiertos/${id}.csv`)).body);

  beforeAll(async () => {
    // A build's list of its public pages: the metrics name these and sum every other address.
    staticDir = mkdtempSync(path.join(tmpdir(), "opendata-dist-"));
    mkdirSync(path.join(staticDir, "prerendered"));
    writeFileSync(
      path.join(staticDir, "prerendered", "manifest.json"),
      JSON.stringify({ pages: { "/noticias": "a.html", "/homePage": "b.html" }, routes: [] }),
    );
    s = await startApp(backend, { STATIC_DIR: staticDir, PUBLIC_URL: SITE });
    const { rows } = await s.db.query<{ id: string }>(
      `INSERT INTO users (email, password_hash, first_name, last_name, user_type, roles, is_email_verified)
       VALUES ('datos@correo.co', 'x', 'Marta', 'Lopera', 'FUNCIONARIO', $1, true) RETURNING id::text AS id`,
      [["USER", "ADMIN"]],
    );
    adminId = rows[0].id;
    const t = issueToken();
    await insertSession(s.db, t.hash, adminId, 3600, { ip: "10.35.0.9", userAgent: "jest" });
    adminToken = t.raw;
  }, 60_000);
  afterAll(async () => {
    await s?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it("serves /data.json as a Project Open Data 1.1 catalogue listing every dataset, with cache validators", async () => {
    const res = await get("/data.json");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["cache-control"]).toMatch(/max-age=60/);
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    const body = res.json<Catalog & Record<string, unknown>>();
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv);
    const valid = ajv.validate(POD_CATALOG_SCHEMA, body);
    expect(ajv.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
    expect(body).toMatchObject({
      "@context": "https://project-open-data.cio.gov/v1.1/schema/catalog.jsonld",
      "@type": "dcat:Catalog",
      conformsTo: "https://project-open-data.cio.gov/v1.1/schema",
      "@id": `${SITE}/data.json`,
    });
    expect(body.dataset.map((d) => d.identifier)).toEqual(OPEN_DATASETS.map((d) => `emsp-${d.id}`));
    for (const d of body.dataset) {
      expect(d).toMatchObject({ license: "https://creativecommons.org/licenses/by/4.0/", accessLevel: "public" });
      expect(d.distribution.map((x) => [x.format, x.mediaType])).toEqual([
        ["CSV", "text/csv"],
        ["JSON", "application/json"],
      ]);
    }
    const again = await get("/data.json", { "if-none-match": res.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("answers every distribution of the catalogue with its data: the CSV's header is its dictionary's columns, the JSON's objects carry them", async () => {
    for (const d of (await catalog()).dataset) {
      const dict = await get(d.describedBy);
      expect([d.describedBy, dict.statusCode]).toEqual([d.describedBy, 200]);
      const names = dict.json<Dictionary>().fields.map((f) => f.name);
      for (const f of dict.json<Dictionary>().fields) {
        expect(f.description.length).toBeGreaterThan(5);
        expect(["string", "integer", "number", "boolean", "date", "datetime", "yearmonth"]).toContain(f.type);
        expect(f).toHaveProperty("unit");
      }
      const dictCsv = parseCsv((await get(d.describedBy.replace(/\.json$/, ".csv"))).body);
      expect(dictCsv[0]).toEqual(["nombre", "tipo", "descripcion", "unidad"]);
      expect(dictCsv.slice(1).map((r) => r[0])).toEqual(names);

      const [csv, json] = d.distribution;
      const csvRes = await get(csv.downloadURL);
      expect([csv.downloadURL, csvRes.statusCode]).toEqual([csv.downloadURL, 200]);
      expect(csvRes.headers["content-type"]).toBe("text/csv; charset=utf-8; header=present");
      expect(csvRes.headers.etag).toMatch(/^W\/"/);
      const rows = parseCsv(csvRes.body);
      expect(rows[0]).toEqual(names);
      for (const r of rows) expect(r).toHaveLength(names.length);

      const jsonRes = await get(json.downloadURL);
      expect([json.downloadURL, jsonRes.statusCode]).toEqual([json.downloadURL, 200]);
      const items = jsonRes.json<Record<string, unknown>[]>();
      expect(Array.isArray(items)).toBe(true);
      expect(items).toHaveLength(rows.length - 1);
      for (const item of items) expect(Object.keys(item)).toEqual(names);
      expect((await get(csv.downloadURL, { "if-none-match": csvRes.headers.etag as string })).statusCode).toBe(304);
    }
    // The tariffs have data from the first start: every initial month, as its first version.
    const tariffs = await csvRows("tarifas-mensuales");
    expect(tariffs.length - 1).toBeGreaterThanOrEqual(INITIAL_TARIFFS.length);
    const first = (await get("/datos-abiertos/tarifas-mensuales.json")).json<Record<string, unknown>[]>()[0];
    expect(first).toMatchObject({
      mes: INITIAL_TARIFFS[0].month,
      version: 1,
      vigente: true,
      origen: "inicial",
      energia_nivel1_cu: INITIAL_TARIFFS[0].energy["1"].cu,
    });
    expect((await get("/datos-abiertos/no-existe.csv")).statusCode).toBe(404);
    expect((await get("/datos-abiertos/tarifas-mensuales.xml")).statusCode).toBe(404);
    expect((await get("/datos-abiertos/tarifas-mensuales/otro.json")).statusCode).toBe(404);
  });

  it("a newly filed PQRS changes the PQRS statistics and their modified date", async () => {
    const before = await entry("estadisticas-pqrs");
    const rowsBefore = await csvRows("estadisticas-pqrs");
    const count = (rows: string[][], type: string, service: string) => {
      const h = rows[0];
      const r = rows.find(
        (x) => x[h.indexOf("tipo")] === type && x[h.indexOf("servicio")] === service && x[h.indexOf("mes")] === bogotaDay(Date.now()).slice(0, 7),
      );
      return r ? { filed: Number(r[h.indexOf("radicadas")]), open: Number(r[h.indexOf("sin_respuesta")]) } : { filed: 0, open: 0 };
    };
    const form = new FormData();
    form.append("data", JSON.stringify(pqrsForm({ type: "queja", service: "telecomunicaciones" })));
    const request = new Request("http://localhost/", { method: "POST", body: form });
    const filed = await s.app.inject({
      method: "POST",
      url: "/api/pqrs",
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { "content-type": request.headers.get("content-type") as string, ...(await captchaHeaders(s.app)) },
    });
    expect(filed.statusCode).toBe(201);
    const after = await entry("estadisticas-pqrs");
    expect(after.modified).not.toBe(before.modified);
    expect(Date.parse(after.modified)).toBeGreaterThan(Date.now() - 60_000);
    const rowsAfter = await csvRows("estadisticas-pqrs");
    expect(count(rowsAfter, "queja", "telecomunicaciones")).toEqual({
      filed: count(rowsBefore, "queja", "telecomunicaciones").filed + 1,
      open: count(rowsBefore, "queja", "telecomunicaciones").open + 1,
    });
    // The answer counts too, on time, after 0 business days (answered the day it was filed).
    const { radicado } = filed.json<{ radicado: string }>();
    await new Promise((r) => setTimeout(r, 1100));
    await s.db.query("UPDATE cases SET status = 'respondida', responded_at = now(), response = 'Revisamos el medidor.' WHERE radicado = $1", [radicado]);
    const answered = await csvRows("estadisticas-pqrs");
    const h = answered[0];
    const line = answered.find(
      (r) => r[h.indexOf("tipo")] === "queja" && r[h.indexOf("servicio")] === "telecomunicaciones" && r[h.indexOf("mes")] === bogotaDay(Date.now()).slice(0, 7),
    )!;
    expect(Number(line[h.indexOf("respondidas")])).toBeGreaterThanOrEqual(1);
    expect(Number(line[h.indexOf("respondidas_a_tiempo")])).toBeGreaterThanOrEqual(1);
    expect(line[h.indexOf("promedio_dias_habiles")]).not.toBe("");
    expect(Date.parse((await entry("estadisticas-pqrs")).modified)).toBeGreaterThan(Date.parse(after.modified));
    // Counted, never listed: nothing of the person reaches the dataset.
    const text = (await get("/datos-abiertos/estadisticas-pqrs.csv")).body + (await get("/datos-abiertos/estadisticas-pqrs.json")).body;
    expect(text).not.toMatch(/Ochoa|1020304050|luz\.ochoa/);
  });

  it("a published tariff adds its row to the tariffs and moves their modified date", async () => {
    const before = await entry("tarifas-mensuales");
    const newest = INITIAL_TARIFFS[INITIAL_TARIFFS.length - 1];
    const level = (l: "1" | "2" | "3") => {
      const { g, t, d, cv, pr, r } = newest.energy[l];
      return { g: g + 1, t, d, cv, pr, r };
    };
    const res = await s.app.inject({
      method: "POST",
      url: "/api/admin/tariffs",
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { month: "2099-01", energy: { "1": level("1"), "2": level("2"), "3": level("3") }, water: newest.water },
    });
    expect(res.statusCode).toBe(201);
    const after = await entry("tarifas-mensuales");
    expect(Date.parse(after.modified)).toBeGreaterThan(Date.parse(before.modified));
    const rows = await csvRows("tarifas-mensuales");
    const last = rows[rows.length - 1];
    expect(last.slice(0, 3)).toEqual(["2099-01", "1", "true"]);
  });

  it("lists the public service cuts, and a removed cut moves the modified date", async () => {
    const actor = { id: adminId, email: "datos@correo.co", name: "Marta Lopera" };
    const start = new Date(Date.now() + 3 * 86_400_000);
    const cut = await s.app.news.create(
      {
        title: "Corte de acueducto en El Jardín",
        summary: "Cambio de válvulas, con aviso a los vecinos.",
        bodyHtml: "<p>Cambio de válvulas.</p>",
        category: "cortes",
        tags: ["agua"],
        imageId: null,
        imageAlt: "",
        cut: {
          service: "acueducto",
          zones: ["El Jardín", "La Florida, sector 2"],
          startsAt: start.toISOString(),
          endsAt: new Date(start.getTime() + 5 * 3_600_000).toISOString(),
          reason: "Cambio de válvulas",
        },
      },
      actor,
    );
    const draftRows = await csvRows("cortes-programados");
    expect(draftRows.some((r) => r[0] === cut.id)).toBe(false);
    await s.app.news.publish(cut.id, actor);
    const published = await entry("cortes-programados");
    const rows = await csvRows("cortes-programados");
    const h = rows[0];
    const row = rows.find((r) => r[0] === cut.id)!;
    expect(row[h.indexOf("zonas")]).toBe("El Jardín; La Florida, sector 2");
    expect(row[h.indexOf("duracion_horas")]).toBe("5");
    expect(row[h.indexOf("enlace")]).toBe(`${SITE}/noticias-cortes-detalle?slug=${encodeURIComponent(cut.slug)}`);
    await new Promise((r) => setTimeout(r, 1100));
    await s.app.news.remove(cut.id, actor);
    const removed = await entry("cortes-programados");
    expect(Date.parse(removed.modified)).toBeGreaterThan(Date.parse(published.modified));
    expect((await csvRows("cortes-programados")).some((r) => r[0] === cut.id)).toBe(false);
  });

  it("publishes the page metrics as whole days of known pages, every other address summed, and reads them through the primary key", async () => {
    const today = bogotaDayStart(bogotaDay(Date.now()));
    const yesterday = new Date(today.getTime() - 86_400_000);
    const insert = (bucket: Date, page: string, views: number) =>
      s.db.query(
        `INSERT INTO metric_page_stats (grain, bucket, page_path, views, visitors, entries, bounces, first_at, last_at)
         VALUES ('d', $1, $2, $3, $3, 1, 0, $1, $1::timestamptz + interval '10 hours')`,
        [bucket.toISOString(), page, views],
      );
    const before = await entry("visitas-portal");
    await insert(yesterday, "/noticias", 7);
    await insert(yesterday, "/buscar?correo=ana@correo.co", 2);
    await insert(yesterday, "/otra-cosa", 3);
    await insert(today, "/noticias", 4);
    const rows = await csvRows("visitas-portal");
    const day = bogotaDay(yesterday.getTime());
    expect(rows.slice(1).filter((r) => r[0] === day)).toEqual([
      [day, OTHER_ADDRESSES, "5", "5", "2", "0"],
      [day, "/noticias", "7", "7", "1", "0"],
    ]);
    expect(rows.some((r) => r[0] === bogotaDay(today.getTime()))).toBe(false);
    expect(rows.join("\n")).not.toMatch(/correo|otra-cosa/);
    const after = await entry("visitas-portal");
    expect(after.modified).not.toBe(before.modified);

    // Four hundred days of fifty pages: the reading of a month is a range scan of the primary key.
    await s.db.query(
      `INSERT INTO metric_page_stats (grain, bucket, page_path, views, visitors)
       SELECT 'd', $1::timestamptz - (d || ' days')::interval, '/pagina-' || p, 1, 1
         FROM generate_series(2, 401) d, generate_series(1, 50) p`,
      [today.toISOString()],
    );
    await s.db.query("ANALYZE metric_page_stats");
    const from = new Date(today.getTime() - 60 * 86_400_000);
    const plan = await s.db.query<Record<string, string>>(`EXPLAIN ${PAGE_DAYS_SQL}`, [
      from.toISOString(),
      new Date(from.getTime() + 31 * 86_400_000).toISOString(),
      ["/noticias"],
      OTHER_ADDRESSES,
    ]);
    const text = plan.rows.map((r) => Object.values(r)[0]).join("\n");
    expect(text).toMatch(/Index (Only )?Scan.*metric_page_stats_pkey|Bitmap Index Scan on metric_page_stats_pkey/);
    expect(text).not.toMatch(/Seq Scan on metric_page_stats/);
    const all = await get("/datos-abiertos/visitas-portal.csv");
    expect(all.statusCode).toBe(200);
    expect(parseCsv(all.body).length).toBeGreaterThan(400);
  });

  it("counts downloads against the address's report limit, not the catalogue or the dictionaries", async () => {
    const limited = await startApp(backend, { REPORT_RATE_LIMIT: "2", PUBLIC_URL: SITE });
    try {
      const at = (url: string) => limited.app.inject({ method: "GET", url, remoteAddress: "10.35.0.77" });
      expect((await at("/datos-abiertos/tarifas-mensuales.csv")).statusCode).toBe(200);
      expect((await at("/datos-abiertos/tarifas-mensuales.json")).statusCode).toBe(200);
      const third = await at("/datos-abiertos/cortes-programados.csv");
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers["retry-after"])).toBeGreaterThan(0);
      expect((await at("/data.json")).statusCode).toBe(200);
      expect((await at("/datos-abiertos/tarifas-mensuales/diccionario.json")).statusCode).toBe(200);
      expect((await limited.app.inject({ method: "GET", url: "/datos-abiertos/cortes-programados.csv", remoteAddress: "10.35.0.78" })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  }, 60_000);

  it("lists the published documents of the library", async () => {
    const { listPublishedDocuments } = await import("../../server/modules/documents/inventory");
    const docs = await listPublishedDocuments(s.db);
    const rows = await csvRows("inventario-documentos");
    expect(rows.length - 1).toBe(docs.length);
    if (docs.length > 0) expect(rows[1][rows[0].indexOf("enlace")]).toBe(`${SITE}${docs[0].url}`);
  });
});

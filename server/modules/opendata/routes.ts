import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { OPEN_DATASETS, openDataset, type OpenDataset, type OpenDatasetId } from "../../../src/shared/opendata";
import { DATABASE_MESSAGES } from "../../http/errors";
import { catalog, csvLine, dictionary, dictionaryCsv, DISTRIBUTION_FORMATS, jsonRow, type CatalogSite, type DistributionFormat } from "./catalog";
import { DATASET_SOURCES, type Cell, type OpenDataContext } from "./datasets";
import { prerenderedPages } from "./pages";

/** Data: caches may keep it a minute, then ask again with the ETag (a 304 costs one small query per dataset). */
const DATA_CACHE = "public, max-age=60, must-revalidate";
/** A dictionary changes only with a new version of the portal. */
const DICTIONARY_CACHE = "public, max-age=300";

const weakEtag = (...parts: string[]) => `W/"${createHash("sha1").update(parts.join("\u0000")).digest("base64url")}"`;

/** Whether the client already holds this version (If-None-Match, weak comparison: RFC 9110 §13.1.2). */
function fresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers["if-none-match"];
  if (!header) return false;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((t) => {
    const tag = t.trim();
    return tag === "*" || tag.replace(/^W\//, "") === bare;
  });
}

/** Open data is for anyone, from any site: readable by another origin's scripts too. */
function openHeaders(reply: FastifyReply, etag: string, cacheControl: string): FastifyReply {
  return reply
    .header("ETag", etag)
    .header("Cache-Control", cacheControl)
    .header("Access-Control-Allow-Origin", "*")
    .header("Access-Control-Expose-Headers", "ETag, Last-Modified")
    .header("Cross-Origin-Resource-Policy", "cross-origin")
    .header("X-Content-Type-Options", "nosniff");
}

/** Sets the open headers with `etag`; true when the client already holds this version (the answer is then a 304). */
function validated(request: FastifyRequest, reply: FastifyReply, etag: string, cacheControl: string): boolean {
  openHeaders(reply, etag, cacheControl);
  return fresh(request, etag);
}

/** A file in one of the two formats, with the name a browser saves it under. */
function sendFile(reply: FastifyReply, format: DistributionFormat, filename: string, body: unknown): FastifyReply {
  const { contentType, disposition } = DISTRIBUTION_FORMATS[format];
  return reply.type(contentType).header("Content-Disposition", `${disposition}; filename="${filename}"`).send(body);
}

/**
 * Rows as CSV (UTF-8 with a byte order mark, header row, CRLF) or as a JSON array of objects,
 * written while they are read: the first piece is read before the answer starts, so a database
 * that is down answers 503, not half a file.
 */
async function encoded(d: OpenDataset, format: DistributionFormat, batches: AsyncGenerator<Cell[][]>): Promise<Readable> {
  const first = await batches.next();
  async function* text(): AsyncGenerator<string> {
    let rows = 0;
    yield format === "csv" ? `\uFEFF${csvLine(d.columns.map((c) => c.name))}` : "[";
    for (let piece = first; !piece.done; piece = await batches.next()) {
      let out = "";
      for (const row of piece.value) {
        out += format === "csv" ? csvLine(row) : `${rows === 0 ? "" : ","}\n${jsonRow(d.columns, row)}`;
        rows += 1;
      }
      if (out) yield out;
    }
    if (format === "json") yield rows === 0 ? "]\n" : "\n]\n";
  }
  return Readable.from(text());
}

/**
 * Issue 35 §3 (Res. MinTIC 1519 de 2020, Anexo 4): the catalogue /data.json (Project Open Data
 * 1.1) and, for every dataset of src/shared/opendata.ts, its CSV and JSON made from live data and
 * its data dictionary, at stable addresses outside /api (public, no key: open data).
 */
export const openDataRoutes: FastifyPluginAsync = async (app: FastifyInstance) => {
  const site: CatalogSite = { publicUrl: app.config.publicUrl, productSlug: app.config.productSlug, brandLongName: app.config.brandLongName };
  const knownPages = prerenderedPages(app.config.staticDir, app.log);
  const context = (): OpenDataContext => ({ db: app.db, now: new Date(), publicUrl: site.publicUrl, knownPages });
  const pagesDigest = async () =>
    createHash("sha1")
      .update((await knownPages()).join("\n"))
      .digest("base64url");

  /** Before the database is there (issue 31 §1), like /api: 503 with Retry-After. */
  const starting = (reply: FastifyReply) => reply.code(503).header("Retry-After", "5").send({ message: DATABASE_MESSAGES.starting, code: "DATABASE_STARTING" });
  const notFound = (reply: FastifyReply) => reply.code(404).type("text/plain; charset=utf-8").send("Archivo no encontrado");

  async function lastChanges(ctx: OpenDataContext): Promise<Map<OpenDatasetId, Date | null>> {
    const out = new Map<OpenDatasetId, Date | null>();
    // One after the other: PGlite answers one statement at a time anyway, and a pool is spared.
    for (const d of OPEN_DATASETS) out.set(d.id, await DATASET_SOURCES[d.id].modified(ctx));
    return out;
  }

  const schema = { hide: true };

  app.get("/data.json", { schema }, async (request, reply) => {
    if (!app.dbReady) return starting(reply);
    const ctx = context();
    const modified = await lastChanges(ctx);
    const etag = weakEtag("catalog", app.appVersion, site.publicUrl, ...[...modified.values()].map((m) => m?.toISOString() ?? "-"));
    if (validated(request, reply, etag, DATA_CACHE)) return reply.code(304).send();
    return reply.type(DISTRIBUTION_FORMATS.json.contentType).send(catalog(site, modified));
  });

  // A download is a report over live data (issue 22): it waits its turn while the public site is
  // busy, and one address may ask for at most REPORT_RATE_LIMIT a minute (429 beyond, with Retry-After).
  app.get<{ Params: { file: string } }>("/datos-abiertos/:file", { schema, config: { report: true } }, async (request, reply) => {
    const m = /^([a-z0-9-]+)\.(csv|json)$/.exec(request.params.file);
    const d = m ? openDataset(m[1]) : undefined;
    if (!m || !d) return notFound(reply);
    if (!app.dbReady) return starting(reply);
    const format = m[2] as DistributionFormat;
    const ctx = context();
    const source = DATASET_SOURCES[d.id];
    const { modified, etag, body } = await app.reports.run(request, async () => {
      const at = await source.modified(ctx);
      const tag = weakEtag(d.id, format, app.appVersion, site.publicUrl, at?.toISOString() ?? "-", d.id === "visitas-portal" ? await pagesDigest() : "");
      // The first piece is read in the report's turn; the rest streams as the client takes it.
      return { modified: at, etag: tag, body: fresh(request, tag) ? null : await encoded(d, format, source.batches(ctx)) };
    });
    openHeaders(reply, etag, DATA_CACHE);
    if (modified) reply.header("Last-Modified", modified.toUTCString());
    if (!body) return reply.code(304).send();
    body.on("error", (err) => request.log.error({ err, dataset: d.id }, "open data: a dataset failed while it was being sent"));
    return sendFile(reply, format, `${d.id}.${format}`, body);
  });

  app.get<{ Params: { dataset: string; file: string } }>("/datos-abiertos/:dataset/:file", { schema }, async (request, reply) => {
    const d = openDataset(request.params.dataset);
    const file = request.params.file;
    if (!d || (file !== "diccionario.json" && file !== "diccionario.csv")) return notFound(reply);
    if (validated(request, reply, weakEtag("dictionary", file, d.id, app.appVersion, site.publicUrl), DICTIONARY_CACHE)) return reply.code(304).send();
    if (file === "diccionario.csv") return sendFile(reply, "csv", `${d.id}-diccionario.csv`, dictionaryCsv(d));
    return reply.type(DISTRIBUTION_FORMATS.json.contentType).send(dictionary(site, d));
  });
};

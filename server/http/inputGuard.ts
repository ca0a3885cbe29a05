import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "./errors";
import { droppedPartError, PartTally } from "./multipartParts";

/**
 * A NUL (U+0000) or a UTF-16 surrogate without its pair. PostgreSQL refuses the first in text and
 * jsonb (a 500 and, in a batch, every row with it: issue 20 §4) and the second in jsonb; the
 * driver silently turns a lone surrogate into U+FFFD in text, so what is stored is not what was sent.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const BAD_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** The same in a raw URL: `%00`, or the UTF-8 bytes of a surrogate (ED A0–BF xx), never valid UTF-8. */
const BAD_URL_TEXT = /%00|%ED%[AB][0-9A-F]/i;
/** Nesting deeper than this is walked no further (bodies are at most 1 MB; no form nests past a few levels). */
const MAX_DEPTH = 64;

/** True when `text` holds no NUL and no lone surrogate. */
export function isCleanText(text: string): boolean {
  return !BAD_TEXT.test(text);
}

/** `text` with NULs removed and lone surrogates replaced by U+FFFD (what a UTF-8 encoder would store). */
export function cleanText(text: string): string {
  if (isCleanText(text)) return text;
  // eslint-disable-next-line no-control-regex -- NUL is exactly what this removes
  return text.replace(/\u0000/g, "").replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd");
}

/**
 * The dotted path (`events.0.label`) of the first string or key in `value` that is not clean
 * text, or null. Walks iteratively, so a deeply nested body cannot exhaust the stack.
 */
export function findUncleanText(value: unknown, prefix = ""): string | null {
  const stack: [unknown, string, number][] = [[value, prefix, 0]];
  while (stack.length > 0) {
    const [v, at, depth] = stack.pop()!;
    if (typeof v === "string") {
      if (!isCleanText(v)) return at || "cuerpo";
    } else if (typeof v === "object" && v !== null && depth < MAX_DEPTH && !Buffer.isBuffer(v)) {
      const entries: (readonly [string, unknown])[] = Array.isArray(v)
        ? (v as unknown[]).map((item, i) => [String(i), item] as const)
        : Object.entries(v as Record<string, unknown>);
      // Reversed onto the stack, so the first offending field in document order is the one named.
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i];
        const path = at ? `${at}.${key}` : key;
        if (!isCleanText(key)) return cleanText(path);
        stack.push([item, path, depth + 1]);
      }
    }
  }
  return null;
}

const MESSAGE = "contiene un carácter no permitido (un carácter nulo o un carácter Unicode incompleto).";

/** The 400 of issue 20 §4, naming the field. */
export function uncleanTextError(field: string): HttpError {
  return new HttpError(400, "INVALID_CHARACTERS", `Revise el campo «${field}»: ${MESSAGE}`, { [field]: `El texto ${MESSAGE}` });
}

/** The field of a raw `name=value` query pair, decoded when it can be. */
function queryField(pair: string): string {
  const name = pair.split("=")[0].replace(/\+/g, " ");
  try {
    return cleanText(decodeURIComponent(name)) || "consulta";
  } catch {
    return cleanText(name) || "consulta";
  }
}

/** Where a raw URL carries a NUL or a surrogate: the query field, else the path. */
function uncleanUrlField(url: string): string | null {
  const q = url.indexOf("?");
  const path = q < 0 ? url : url.slice(0, q);
  if (BAD_URL_TEXT.test(path) || !isCleanText(path)) return "ruta";
  if (q < 0) return null;
  for (const pair of url.slice(q + 1).split("&")) {
    if (BAD_URL_TEXT.test(pair) || !isCleanText(pair)) return queryField(pair);
  }
  return null;
}

type MultipartPart = { type: string; fieldname: string; value?: unknown };
type PartsIterator = (...args: unknown[]) => AsyncIterableIterator<MultipartPart>;

/**
 * The text fields of a multipart request (the PQRS form's `data` JSON) are read by the handler, after
 * every hook: its `parts()` is wrapped so each field is checked as it arrives, JSON fields walked.
 * Issue 31 §5: the parts sent are tallied from the body's bytes as they go by, and a part the parser
 * skipped (unreadable headers) fails the request, naming its field, instead of silently missing.
 */
function guardMultipartFields(req: FastifyRequest, boundary: string): void {
  const holder = req as unknown as { parts?: PartsIterator };
  const original = holder.parts;
  if (typeof original !== "function") return;
  holder.parts = async function* guardedParts(this: unknown, ...args: unknown[]) {
    const parts = original.apply(req, args);
    const tally = new PartTally(boundary);
    const received: string[] = [];
    // The first step starts the parser (the body is piped into it): the tally sees the same bytes.
    let next = parts.next();
    const onData = (chunk: Buffer) => tally.push(chunk);
    req.raw.on("data", onData);
    try {
      for (let step = await next; !step.done; step = await next) {
        const part = step.value;
        if (part.type === "field") {
          let value = part.value;
          if (typeof value === "string" && /^\s*[[{]/.test(value)) {
            try {
              value = JSON.parse(value) as unknown;
            } catch {
              // Not JSON after all: checked as the text it is; the handler reports the bad JSON.
            }
          }
          const field = findUncleanText(value, cleanText(part.fieldname));
          if (field) throw uncleanTextError(field);
        }
        received.push(part.fieldname);
        yield part;
        next = parts.next();
      }
    } finally {
      req.raw.removeListener("data", onData);
      // Left early (a refused part): the parser's iterator ends too, as for-await would end it.
      void parts.return?.(undefined);
    }
    tally.finish();
    const dropped = tally.missing(received);
    if (dropped !== undefined) throw droppedPartError(cleanText(dropped));
  };
}

/**
 * Issue 20 §4, once for every route: a NUL or a lone surrogate in the URL, a header or the body, and
 * a multipart request without its boundary, get a 400 in Spanish naming the field, before any
 * handler or the database sees them (they were 500s, and a stuck metrics writer).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook("onRequest", (req, _reply, done) => {
    const urlField = uncleanUrlField(req.raw.url ?? "");
    if (urlField) return done(uncleanTextError(urlField));
    for (const [name, value] of Object.entries(req.headers)) {
      const values = Array.isArray(value) ? value : [value];
      if (values.some((v) => typeof v === "string" && !isCleanText(v))) return done(uncleanTextError(name));
    }
    const type = req.headers["content-type"];
    if (typeof type === "string" && /^\s*multipart\//i.test(type)) {
      const boundary = /;\s*boundary=("[^"]+"|[^;\s]+)/i.exec(type);
      if (!boundary) {
        return done(
          new HttpError(400, "INVALID_MULTIPART", "El formulario enviado no se puede leer: le falta el delimitador (boundary) de sus partes.", {
            "content-type": "Falta el parámetro boundary de multipart/form-data.",
          }),
        );
      }
      guardMultipartFields(req, boundary[1].replace(/^"|"$/g, ""));
    }
    done();
  });
  // JSON bodies are looked at once as the text that arrived: one without a NUL, a surrogate or the
  // escape of either cannot hold one once parsed, and is not walked field by field (the metrics
  // intake parses thousands a second). Fastify's own parser (prototype-poisoning checks) parses it.
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (req, body, done) => {
    if (typeof body === "string" && !SUSPECT_JSON.test(body)) cleanBodies.add(req);
    void parseJson(req, body as string, done);
  });
  app.addHook("preValidation", (req, _reply, done) => {
    if (cleanBodies.has(req)) return done();
    const field = typeof req.body === "object" || typeof req.body === "string" ? findUncleanText(req.body) : null;
    done(field ? uncleanTextError(field) : undefined);
  });
}

/** In JSON text: a NUL or a surrogate, as a character or as an escape (`\u0000`, `\ud83d`). */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const SUSPECT_JSON = /[\u0000\ud800-\udfff]|\\u(?:0000|[dD][89a-fA-F])/;
/** Requests whose JSON body was found clean as text (see registerInputGuard). */
const cleanBodies = new WeakSet<FastifyRequest>();

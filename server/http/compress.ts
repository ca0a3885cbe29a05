import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

/** The content codings the server sends, in order of preference when the client likes them equally. */
export const CODINGS = ["br", "gzip", "identity"] as const;
export type Coding = (typeof CODINGS)[number];

/** One body in one content coding and its strong validator (null: a quick copy, sent once or twice and never validated). */
export interface Representation {
  body: Buffer;
  etag: string | null;
}

/** A resource the server holds in memory in one or more codings (identity always among them). */
export interface Variants {
  /** The codings on offer, identity included. */
  readonly codings: readonly Coding[];
  /** The body in that coding: at once when it is ready, else once it has been compressed. */
  get(coding: Coding): Representation | Promise<Representation>;
}

/** A strong ETag of exactly these bytes, so each coding of a resource has its own (RFC 9110 §8.8.3). */
export function strongEtag(body: Buffer): string {
  return `"${createHash("sha1").update(body).digest("base64url")}"`;
}

/** A body with its ETag. */
export function representation(body: Buffer): Representation & { etag: string } {
  return { body, etag: strongEtag(body) };
}

/** Accept-Encoding header values seen so far and what they parse to: browsers send a handful. */
const parsed = new Map<string, Map<string, number>>();
const PARSED_MAX = 256;

/** `gzip;q=0.8, br` → {gzip: 0.8, br: 1}; an entry whose q is not a number in [0, 1] is dropped. */
function qualities(header: string): Map<string, number> {
  let q = parsed.get(header);
  if (q) return q;
  q = new Map();
  for (const item of header.split(",")) {
    const [name, ...params] = item.split(";");
    const coding = name.trim().toLowerCase();
    if (!coding) continue;
    let quality = 1;
    for (const param of params) {
      const [key, value] = param.split("=").map((s) => s.trim());
      if (key.toLowerCase() === "q") quality = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value ?? "") ? Number(value) : NaN;
    }
    // RFC 9110 §8.4.1.3: x-gzip is gzip.
    if (!Number.isNaN(quality)) q.set(coding === "x-gzip" ? "gzip" : coding, quality);
  }
  if (parsed.size >= PARSED_MAX) parsed.clear();
  parsed.set(header, q);
  return q;
}

/**
 * The coding to send under RFC 9110 §12.5.3: the highest q among those on offer, `*` standing for
 * any coding not named, br before gzip before identity on a tie. No header means identity (curl,
 * bots). Identity is acceptable unless refused (`identity;q=0`, or `*;q=0` without naming it);
 * when the client refuses everything on offer the header is disregarded (§12.1) and identity sent.
 */
export function negotiateEncoding(header: string | undefined, offered: readonly Coding[] = CODINGS): Coding {
  if (header === undefined) return "identity";
  const q = qualities(header);
  const star = q.get("*");
  let best: Coding = "identity";
  let bestQ = 0;
  for (const coding of offered) {
    if (coding === "identity") continue;
    const quality = q.get(coding) ?? star ?? 0;
    if (quality > bestQ) [best, bestQ] = [coding, quality];
  }
  // Identity not named and no `*`: acceptable, but only when no compressed coding is.
  const identity = q.get("identity") ?? star;
  return identity !== undefined && identity > bestQ ? "identity" : best;
}

/** If-None-Match against our ETag with the weak comparison RFC 9110 §13.1.2 asks for. */
function noneMatch(header: string, etag: string): boolean {
  if (header.trim() === "*") return false;
  return !header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/**
 * Whether a GET/HEAD may be answered 304 (RFC 9110 §13.2.2): If-None-Match when sent, else
 * If-Modified-Since against the last modification (to the second) when there is one.
 */
export function notModified(request: FastifyRequest, etag: string, lastModified?: Date): boolean {
  const inm = request.headers["if-none-match"];
  if (inm !== undefined) return !noneMatch(inm, etag);
  const ims = request.headers["if-modified-since"];
  if (ims === undefined || !lastModified) return false;
  const since = Date.parse(ims);
  return !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

export interface SendOptions {
  status?: number;
  contentType: string;
  cacheControl: string;
  lastModified?: Date;
}

/**
 * Sends the coding the client prefers from memory, with Vary and Content-Encoding; a 200 carries
 * its ETag and may become a 304 (conditions only apply to a 2xx, RFC 9110 §13.2.1). A quick copy
 * carries no validator: the next request revalidates against nothing and gets the kept copy.
 */
export async function sendVariant(request: FastifyRequest, reply: FastifyReply, variants: Variants, options: SendOptions): Promise<FastifyReply> {
  const coding = negotiateEncoding(request.headers["accept-encoding"], variants.codings);
  // Awaited whatever it is: a promise made by zlib's promisified functions comes from Node's own
  // realm, which `instanceof Promise` does not recognise under Jest's VM modules.
  const rep = await variants.get(coding);
  const status = options.status ?? 200;
  reply.header("cache-control", options.cacheControl).header("vary", "Accept-Encoding");
  if (coding !== "identity") reply.header("content-encoding", coding);
  if (status === 200 && rep.etag !== null) {
    reply.header("etag", rep.etag);
    if (options.lastModified) reply.header("last-modified", options.lastModified.toUTCString());
    if (notModified(request, rep.etag, options.lastModified)) return reply.code(304).send();
  }
  return reply.code(status).type(options.contentType).send(rep.body);
}

const gzip = promisify(zlib.gzip);
/** Compression levels: the copy kept, and the one a first request gets while that is made. */
interface Level {
  gzip: number;
  brotli: number;
}
const BEST: Level = { gzip: 9, brotli: 11 };
const QUICK: Level = { gzip: 6, brotli: 5 };
const brotli = promisify(zlib.brotliCompress);

/** How many compressions may run at once in libuv's pool of 4 threads, which file reads share. */
const MAX_COMPRESSING = 2;
let compressing = 0;
const waiting: (() => void)[] = [];

/** Runs a compression when a slot is free, so a burst of first requests leaves threads for the rest. */
async function inSlot<T>(work: () => Promise<T>): Promise<T> {
  if (compressing >= MAX_COMPRESSING) await new Promise<void>((resolve) => waiting.push(resolve));
  compressing++;
  try {
    return await work();
  } finally {
    compressing--;
    waiting.shift()?.();
  }
}

/**
 * A document held in memory, compressed once per coding off the event loop (zlib's thread pool):
 * brotli at quality 11 takes ~250 ms for a 90 KB page, too long to do every page at start-up (~35 s
 * of CPU for the whole site) or on the event loop, and too long to make the page's first visitor
 * wait for. So the first requests for a coding get a quick copy (brotli 5 or gzip 6, a few
 * milliseconds, a few per cent larger) sent without an ETag, while the best copy is made in the
 * background; every request after that gets the best copy with its ETag.
 */
export class CompressedDocument implements Variants {
  readonly codings = CODINGS;
  private readonly ready = new Map<Coding, Representation>();
  private readonly pending = new Map<Coding, Promise<Representation>>();
  private readonly quick = new Map<Coding, Promise<Representation>>();

  constructor(readonly identity: Buffer) {
    this.ready.set("identity", representation(identity));
  }

  get(coding: Coding): Representation | Promise<Representation> {
    const done = this.ready.get(coding);
    if (done) return done;
    if (!this.pending.has(coding)) {
      const job = inSlot(() => this.compress(coding, BEST)).then(
        (body) => {
          this.ready.set(coding, representation(body));
          this.pending.delete(coding);
          this.quick.delete(coding);
          return this.ready.get(coding)!;
        },
        (error: unknown) => {
          // Let a later request try again rather than keep the failure.
          this.pending.delete(coding);
          throw error;
        },
      );
      job.catch(() => undefined); // nobody awaits it: the requests meanwhile get the quick copy
      this.pending.set(coding, job);
    }
    let quick = this.quick.get(coding);
    if (!quick) {
      quick = this.compress(coding, QUICK).then((body) => ({ body, etag: null }));
      quick.catch(() => this.quick.delete(coding));
      this.quick.set(coding, quick);
    }
    return quick;
  }

  /** Resolves once every coding asked for so far has its best copy (for tests and benches). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.pending.values()]);
  }

  /** Bytes held now, all codings compressed so far included. */
  get bytes(): number {
    let n = 0;
    for (const rep of this.ready.values()) n += rep.body.length;
    return n;
  }

  private compress(coding: Coding, level: Level): Promise<Buffer> {
    if (coding === "gzip") return gzip(this.identity, { level: level.gzip });
    return brotli(this.identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: level.brotli,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.identity.length,
      },
    });
  }
}

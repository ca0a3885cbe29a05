import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { CODINGS, representation, sendVariant, type Coding, type Representation, type Variants } from "./compress";

/** Files whose names carry a content hash never change: cache them for a year. */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|jpe?g|svg|webp|ico)$/;
const IMMUTABLE = "public, max-age=31536000, immutable";

/** The types @fastify/static gave these files, so moving them to memory changes no header. */
const TYPES: Record<string, string> = {
  js: "application/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  woff2: "font/woff2",
  woff: "font/woff",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  svg: "image/svg+xml",
  webp: "image/webp",
  ico: "image/vnd.microsoft.icon",
};

/** A hashed file and the .br/.gz copies the build wrote next to it (small files have none). */
class HashedAsset implements Variants {
  readonly codings: Coding[];
  private readonly reps = new Map<Coding, Representation>();

  constructor(
    file: string,
    readonly contentType: string,
    readonly lastModified: Date,
  ) {
    this.reps.set("identity", representation(readFileSync(file)));
    if (existsSync(`${file}.br`)) this.reps.set("br", representation(readFileSync(`${file}.br`)));
    if (existsSync(`${file}.gz`)) this.reps.set("gzip", representation(readFileSync(`${file}.gz`)));
    this.codings = CODINGS.filter((coding) => this.reps.has(coding));
  }

  get(coding: Coding): Representation {
    return this.reps.get(coding) ?? this.reps.get("identity")!;
  }

  get bytes(): number {
    let n = 0;
    for (const rep of this.reps.values()) n += rep.body.length;
    return n;
  }
}

/** Paths under dir (relative, with /) of the hashed files, outside the prerendered pages. */
function hashedFiles(dir: string, rel = ""): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const name = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (name !== "prerendered") found.push(...hashedFiles(dir, name));
    } else if (HASHED.test(name)) {
      found.push(name);
    }
  }
  return found;
}

/**
 * Issue 22: the hashed JS/CSS/fonts/images are read once at start-up, with the .br/.gz copies the
 * build made, and served from memory by a route each: @fastify/static looked for the compressed
 * file on disk at every request (a readdir of dist and a stat per coding tried). Returns the paths
 * served (relative to dir, to keep them from @fastify/static) and the bytes held.
 */
export function registerHashedAssets(app: FastifyInstance, dir: string): { files: string[]; bytes: number } {
  const files = hashedFiles(dir);
  let bytes = 0;
  for (const rel of files) {
    const file = path.join(dir, rel);
    const ext = path.extname(rel).slice(1);
    const asset = new HashedAsset(file, TYPES[ext], statSync(file).mtime);
    bytes += asset.bytes;
    app.get(`/${rel}`, (request, reply) =>
      sendVariant(request, reply, asset, { contentType: asset.contentType, cacheControl: IMMUTABLE, lastModified: asset.lastModified }),
    );
  }
  return { files, bytes };
}

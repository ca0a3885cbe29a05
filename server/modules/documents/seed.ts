import { createHash, randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { DOCUMENT_CONTENT_TYPES, documentSlug, type DocumentFormat } from "../../../src/shared/documents";
import { fold } from "../../../src/shared/text";
import type { Db } from "../../db/db";
import { projectRoot } from "../../paths";
import { fileParts } from "./repository";
import { sniffDocument } from "./sniff";

/** The documents that were under public/docs, and their index.json (scripts/generate-docs.ts writes both). */
export const SEED_FILES_DIR = path.join(projectRoot(), "server", "modules", "documents", "seedFiles");

/** The marker of this seed in document_seed. */
export const SEED_NAME = "public-docs";

const BATCH = 40;

/** One file of the seed's index.json (scripts/documentManifest.ts builds them). */
export interface SeedDocument {
  file: string;
  title: string;
  description: string;
  section: number;
  date: string;
  /** The period the document covers, when its name says it plainly (a month, quarter, half or span of years). */
  periodStart: string | null;
  periodEnd: string | null;
  area: string;
  format: DocumentFormat;
}

/**
 * Loads the former public/docs into the library on the first start, in one transaction with its
 * marker (so a second start, or a second instance racing this one, does nothing), in batched
 * inserts. Each file keeps its name as its address's slug and as its legacy name, so /docs/<file>
 * answers with a 301 to it. Returns how many documents were written (0 when already seeded).
 */
export async function seedDocuments(db: Db, dir = SEED_FILES_DIR): Promise<number> {
  const done = await db.query("SELECT 1 FROM document_seed WHERE name = $1", [SEED_NAME]);
  if (done.rowCount > 0) return 0;
  const entries = JSON.parse(await readFile(path.join(dir, "index.json"), "utf8")) as SeedDocument[];
  const files = await Promise.all(entries.map(async (e) => ({ entry: e, data: await readFile(path.join(dir, e.file)) })));
  for (const { entry, data } of files) {
    if (sniffDocument(data) !== entry.format) throw new Error(`${entry.file}: su contenido no es ${entry.format}`);
  }
  return db.transaction(async (tx) => {
    const claimed = await tx.query("INSERT INTO document_seed (name, count) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING RETURNING name", [
      SEED_NAME,
      files.length,
    ]);
    if (claimed.rowCount === 0) return 0;
    for (let i = 0; i < files.length; i += BATCH) {
      const batch = files.slice(i, i + BATCH).map((f) => ({ ...f, id: randomUUID() }));
      const docParams: unknown[] = [];
      const docRows = batch.map(({ id, entry, data }) => {
        const base = entry.file.replace(/\.[a-z]+$/, "");
        const values = [
          id,
          documentSlug(base),
          entry.title,
          entry.description,
          entry.section,
          entry.date,
          entry.periodStart,
          entry.periodEnd,
          entry.area,
          entry.format,
          DOCUMENT_CONTENT_TYPES[entry.format],
          data.length,
          createHash("sha256").update(data).digest("hex"),
          `${entry.date}T12:00:00-05:00`,
          entry.file,
          fold([entry.title, entry.description, entry.area, entry.format].join(" ")),
        ];
        const start = docParams.length;
        docParams.push(...values);
        return `(${values.map((_, k) => `$${start + k + 1}`).join(", ")})`;
      });
      await tx.query(
        `INSERT INTO documents (id, slug, title, description, section, document_date, period_start, period_end, area, format, content_type, size_bytes, sha256,
           published_at, legacy_file, search_text)
         VALUES ${docRows.join(", ")}`,
        docParams,
      );
      const parts = batch.flatMap(({ id, data }) => fileParts(data).map((bytes, part) => [id, part, bytes] as const));
      await tx.query(
        `INSERT INTO document_files (document_id, part, data) VALUES ${parts.map((_, k) => `($${3 * k + 1}, $${3 * k + 2}, $${3 * k + 3})`).join(", ")}`,
        parts.flat(),
      );
    }
    return files.length;
  });
}

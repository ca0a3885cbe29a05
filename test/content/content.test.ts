/**
 * The text of every content page (issue 4): present, long enough, its own, with tables whose rows
 * fit their columns, documents that exist under public/docs and links to real routes.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { contentManifest } from "../../src/routing/contentManifest";
import { CONTACT_PLACEHOLDERS, contentTexts, countWords } from "../../src/content/text";
import type { ContentBlock, PageContent, PdfSource } from "../../src/content/types";
import specPaths from "../fixtures/spec-paths.json";

const root = path.resolve(__dirname, "../..");
const pagesDir = path.join(root, "src/content/pages");
const docsDir = path.join(root, "server/modules/documents/seedFiles"); // the document library's seed (issue 35 §2)
const MIN_WORDS = 150;
/** Paths the portal serves besides the spec's (search). */
const EXTRA_PATHS = ["/buscar", "/datos-abiertos"];

function load(key: string): PageContent | null {
  const file = path.join(pagesDir, `${key}.ts`);
  if (!existsSync(file)) return null;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous load of a page whose path is only known at run time
  return (require(file) as { default: PageContent }).default;
}

function pdfSources(): PdfSource[] {
  const dir = path.join(root, "src/content/docs");
  return (
    readdirSync(dir)
      .filter((f) => f.endsWith(".ts"))
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- synchronous loads of files whose paths are only known at run time
      .flatMap((f) => (require(path.join(dir, f)) as { docs: PdfSource[] }).docs)
  );
}

function allBlocks(content: PageContent): ContentBlock[] {
  const out: ContentBlock[] = [];
  const walk = (b: ContentBlock) => {
    out.push(b);
    if (b.kind === "subsection") b.blocks.forEach(walk);
  };
  content.sections.forEach((s) => s.blocks.forEach(walk));
  return out;
}

const knownPaths = new Set([...specPaths, ...EXTRA_PATHS].map((p) => p.normalize("NFC")));
const loaded = contentManifest.map((entry) => ({ entry, content: load(entry.key) }));
const present = loaded.filter((p): p is { entry: (typeof loaded)[number]["entry"]; content: PageContent } => p.content !== null);
const sources = pdfSources();

test("every content route of the manifest has its text module", () => {
  const missing = loaded.filter((p) => p.content === null).map((p) => p.entry.key);
  expect(missing).toEqual([]);
});

describe.each(present.map((p) => [p.entry.key, p.content] as const))("%s", (_key, content) => {
  const texts = contentTexts(content);
  const words = countWords(texts.join(" "));

  test(`has at least ${MIN_WORDS} words of its own, a lead and sections`, () => {
    expect(words).toBeGreaterThanOrEqual(MIN_WORDS);
    expect(content.lead.length).toBeGreaterThan(40);
    expect(content.sections.length).toBeGreaterThanOrEqual(2);
    for (const s of content.sections) expect(s.blocks.length).toBeGreaterThan(0);
  });

  test("has no placeholder text and only the brand placeholders", () => {
    const all = texts.join("\n");
    expect(all).not.toMatch(/lorem|ipsum|en construcci[oó]n|pr[oó]ximamente/i);
    expect(all).not.toMatch(/\bTODO\b|\bXXX\b|\bTBD\b/);
    // The brand and, since issue 33 §3, the contact data of the site settings.
    for (const m of all.matchAll(/\{([^}]*)\}/g)) expect(["brand", "brandLong", ...CONTACT_PLACEHOLDERS]).toContain(m[1]);
  });

  test("tables have a caption and rows that fit their columns", () => {
    for (const b of allBlocks(content)) {
      if (b.kind !== "table") continue;
      expect(b.caption.trim()).not.toBe("");
      expect(b.rows.length).toBeGreaterThan(0);
      for (const row of b.rows) expect(row).toHaveLength(b.columns.length);
    }
  });

  test("documents exist under public/docs and links point at routes of the portal", () => {
    for (const b of allBlocks(content)) {
      if (b.kind === "documents") {
        for (const d of b.items) {
          expect(d.file).toMatch(/^\/docs\/[a-z0-9][a-z0-9-]*\.(pdf|csv)$/);
          expect(d.file.endsWith(`.${d.format.toLowerCase()}`)).toBe(true);
          expect(d.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          const name = d.file.slice("/docs/".length);
          const onDisk = existsSync(path.join(docsDir, name));
          expect({ file: d.file, onDisk }).toEqual({ file: d.file, onDisk: true });
          if (d.format === "PDF") expect(sources.some((s) => s.file === name)).toBe(true);
        }
      }
      if (b.kind === "links") {
        for (const l of b.items) expect({ path: l.path, known: knownPaths.has(l.path.normalize("NFC")) }).toEqual({ path: l.path, known: true });
      }
      if (b.kind === "contacts") {
        // A placeholder stands for a number or, since issue 35 §4, an address of the site settings.
        for (const c of b.items) if (c.href) expect(c.href).toMatch(/^(tel:(\d+|\{[A-Za-z]+\})|mailto:([^@\s]+@[^@\s]+|\{[A-Za-z]+\}))$/);
      }
    }
  });
});

test("no sentence of ten words or more appears on two pages", () => {
  const seen = new Map<string, string>();
  const repeated: string[] = [];
  for (const { entry, content } of present) {
    const sentences = new Set(
      contentTexts(content)
        .flatMap((t) => t.split(/(?<=[.!?:;])\s+/))
        .map((s) => s.trim().toLowerCase())
        .filter((s) => countWords(s) >= 10),
    );
    for (const s of sentences) {
      const other = seen.get(s);
      if (other && other !== entry.key) repeated.push(`${other} / ${entry.key}: ${s}`);
      else seen.set(s, entry.key);
    }
  }
  expect(repeated).toEqual([]);
});

test("every CSV under public/docs has a header and rows of the same width", () => {
  for (const f of readdirSync(docsDir).filter((n) => n.endsWith(".csv"))) {
    const lines = readFileSync(path.join(docsDir, f), "utf8")
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(lines.length).toBeGreaterThan(1);
    const width = (line: string) => {
      let cells = 1;
      let quoted = false;
      for (const ch of line) {
        if (ch === '"') quoted = !quoted;
        else if (ch === "," && !quoted) cells++;
      }
      return cells;
    };
    const w = width(lines[0]);
    for (const line of lines) expect({ f, line, width: width(line) }).toEqual({ f, line, width: w });
  }
});

test("PDF sources have unique names, a title and a body, and their PDF is generated (npm run docs)", () => {
  const names = sources.map((s) => s.file);
  expect(new Set(names).size).toBe(names.length);
  for (const s of sources) {
    expect(s.file).toMatch(/^[a-z0-9][a-z0-9-]*\.pdf$/);
    expect(s.body.length).toBeGreaterThan(0);
    if (s.table) for (const row of s.table.rows) expect(row).toHaveLength(s.table.columns.length);
    const file = path.join(docsDir, s.file);
    expect({ file: s.file, generated: existsSync(file) && readFileSync(file).subarray(0, 5).toString() === "%PDF-" }).toEqual({
      file: s.file,
      generated: true,
    });
  }
});

/**
 * The metadata of the documents that were under public/docs (issue 35 §2), for their first-start
 * seed into the document library: written by `npm run docs` to
 * server/modules/documents/seedFiles/index.json and checked against the sources by
 * test/server/documents.seed.test.ts. Title and date come from the documents blocks that link the
 * file (the first page that does, in manifest order) or from its PDF source; the section of the
 * transparency menu from that page (9, "Obligación de reporte de información específica", for
 * pages outside the menu); the area from the PDF's issuer or the page's area.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { contentManifest } from "../src/routing/contentManifest";
import type { ContentBlock, PageContent, PdfSource } from "../src/content/types";
import type { SeedDocument } from "../server/modules/documents/seed";

const MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"];
const ORDINALS = ["primer", "segundo", "tercer", "cuarto"];

const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const day = (year: number, month: number, d: number) => `${year}-${String(month).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
const span = (year: number, from: number, to: number) => ({ periodStart: day(year, from, 1), periodEnd: day(year, to, lastDay(year, to)) });

/**
 * The period a file's name states without doubt: "-noviembre-2026", "-tercer-trimestre-2026",
 * "-segundo-semestre-2025", "-2024-2026". A lone year is left out (a policy of 2024 does not cover 2024).
 */
export function periodOf(base: string): { periodStart: string | null; periodEnd: string | null } {
  const month = /(?:^|-)([a-z]+)-(\d{4})$/.exec(base);
  if (month && MONTHS.includes(month[1])) {
    const m = MONTHS.indexOf(month[1]) + 1;
    return span(Number(month[2]), m, m);
  }
  const part = /(?:^|-)([a-z]+)-(trimestre|semestre)-(\d{4})$/.exec(base);
  if (part && ORDINALS.includes(part[1])) {
    const n = ORDINALS.indexOf(part[1]);
    if (part[2] === "trimestre") return span(Number(part[3]), 3 * n + 1, 3 * n + 3);
    if (n < 2) return span(Number(part[3]), 6 * n + 1, 6 * n + 6);
  }
  const years = /(?:^|-)(20\d{2})-(20\d{2})$/.exec(base);
  if (years && Number(years[2]) > Number(years[1])) return { periodStart: `${years[1]}-01-01`, periodEnd: `${years[2]}-12-31` };
  return { periodStart: null, periodEnd: null };
}

const AREAS: Record<string, string> = {
  transparencia: "Secretaría General",
  corporativo: "Secretaría General",
  atencion: "Dirección de Atención al Usuario",
  energia: "Gerencia de Energía",
  acueducto: "Gerencia de Agua",
  telco: "Gerencia de Telecomunicaciones",
  indicadores: "Dirección de Planeación",
  sostenibilidad: "Dirección de Planeación",
  transformacion: "Dirección de Planeación",
};

function blocksOf(content: PageContent): ContentBlock[] {
  return content.sections.flatMap((s) => s.blocks.flatMap((b) => (b.kind === "subsection" ? [b, ...b.blocks] : [b])));
}

/** Every file of `filesDir` with its metadata, by file name. */
export function buildDocumentManifest(root: string, filesDir: string): SeedDocument[] {
  const sources = new Map<string, PdfSource>();
  const sourcesDir = path.join(root, "src/content/docs");
  for (const f of readdirSync(sourcesDir).filter((n) => n.endsWith(".ts"))) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- each source module is found at run time by its file name
    for (const s of (require(path.join(sourcesDir, f)) as { docs: PdfSource[] }).docs) sources.set(s.file, s);
  }
  const links = new Map<string, { title: string; date: string; section: number; area: string; page: string }>();
  for (const entry of contentManifest) {
    let content: PageContent;
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a page whose path is only known at run time
      content = (require(path.join(root, "src/content/pages", `${entry.key}.ts`)) as { default: PageContent }).default;
    } catch {
      continue;
    }
    for (const b of blocksOf(content)) {
      if (b.kind !== "documents") continue;
      for (const d of b.items) {
        const name = d.file.replace(/^\/docs\//, "");
        if (!links.has(name))
          links.set(name, {
            title: d.title,
            date: d.date,
            section: entry.transparencySection ?? 9,
            area: AREAS[entry.area] ?? "Secretaría General",
            page: entry.title,
          });
      }
    }
  }
  return readdirSync(filesDir)
    .filter((f) => /\.(pdf|csv)$/.test(f))
    .sort()
    .map((file) => {
      const source = sources.get(file);
      const link = links.get(file);
      const base = file.replace(/\.(pdf|csv)$/, "");
      const title = link?.title ?? source?.title ?? base.replace(/-/g, " ").replace(/^./, (c) => c.toUpperCase());
      return {
        file,
        title,
        description: link ? `Publicado en la página «${link.page}».` : "",
        section: link?.section ?? 9,
        date: link?.date ?? source?.date ?? (/(\d{4})/.exec(base) ? `${/(\d{4})/.exec(base)![1]}-01-01` : "2026-01-01"),
        ...periodOf(base),
        area: source?.issuer ?? link?.area ?? "Secretaría General",
        format: file.endsWith(".pdf") ? "PDF" : "CSV",
      };
    });
}

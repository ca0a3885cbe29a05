import { READING_CHARS_PER_WORD, READING_WORDS_PER_MINUTE } from "./constants";

/**
 * What the build measures of each route's page (scripts/prerender.js writes them to
 * dist/page-facts.json) and the metrics API reports with the page's metrics (spec §3).
 */
export interface PageFacts {
  publicationDate: string | null;
  lastModified: string | null;
  /** Characters of the page's own text (its <main>, spaces collapsed). */
  characters: number;
  /** The page declares a device-width viewport (it reflows on phones). */
  mobileOptimized: boolean;
  /** No script blocks the first paint and every image waits until it is near the screen. */
  lazyLoadingEnabled: boolean;
}

export const PAGE_FACTS_FILE = "page-facts.json";

/** Spec §9: 225 words a minute, about 5 characters a word; at least one minute for any text. */
export function readingTimeMinutes(characters: number): number {
  if (characters <= 0) return 0;
  return Math.max(1, Math.ceil(characters / READING_CHARS_PER_WORD / READING_WORDS_PER_MINUTE));
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** The visible text of an HTML fragment: no scripts or styles, tags dropped, spaces collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(#?\w+);/g, (m, name: string) => ENTITIES[name] ?? (name.startsWith("#") ? String.fromCodePoint(Number(name.slice(1))) : m))
    .replace(/\s+/g, " ")
    .trim();
}

/** Measures a built page. `html` is the whole document; its <main> is the page's own text. */
export function measurePage(html: string, dates: { publicationDate?: string; lastModified?: string }): PageFacts {
  const main = /<main\b[\s\S]*<\/main>/i.exec(html)?.[0] ?? "";
  const images = html.match(/<img\b[^>]*>/gi) ?? [];
  return {
    publicationDate: dates.publicationDate ?? null,
    lastModified: dates.lastModified ?? null,
    characters: visibleText(main).length,
    mobileOptimized: /<meta\s+name="viewport"\s+content="[^"]*width=device-width/i.test(html),
    lazyLoadingEnabled: !/<script\b[^>]*\bsrc=/i.test(html) && images.every((img) => /\bloading="lazy"/i.test(img)),
  };
}

import type { ContentBlock, PageContent } from "../../content/types";
import { withBrand, type BrandValues } from "../../content/text";
import type { RouteDefinition, RouteDetails } from "../../routing/types";

/**
 * What the assistant's index is built from (issue 24 §1), written at build time to
 * /assistant-index.json: for each page (by route key; titles and paths stay in the route registry)
 * its one- or two-sentence summary, its keywords, and the headings of its sections, frequently
 * asked questions and notices, with the sentences that answer each question or notice (a plain
 * section's heading is searched, and the page's summary answers it: that keeps the file small).
 */
export interface AssistantIndexData {
  /** Index version: the browser refuses a file of another shape. */
  v: 2;
  /** Route key → [summary, keywords, [heading, answer or ""][]]. */
  pages: Record<string, [string, string, [string, string][]]>;
}

/** One searchable entry, as the engine holds it. */
export interface AssistantEntry {
  /** Route key. */
  k: string;
  /** The question or heading this entry answers (empty for the page itself). */
  h: string;
  /** The sentences shown as the answer (the page's summary for a plain section). */
  t: string;
  /** Keywords (pages only). */
  w?: string;
}

/** The entries of the file: each page, then its sections. */
export function entriesOf(data: AssistantIndexData): AssistantEntry[] {
  return Object.entries(data.pages).flatMap(([k, [summary, w, sections]]) => [
    { k, h: "", t: summary, w },
    ...sections.map(([h, t]) => ({ k, h, t: t || summary })),
  ]);
}

/** At most this many characters of answer (one or two sentences); a page's summary, fewer. */
const ANSWER_CHARS = 200;
const SUMMARY_CHARS = 120;

/** The first one or two sentences of a text, within ANSWER_CHARS. */
export function firstSentences(text: string, max = ANSWER_CHARS): string {
  // A period after a single capital (the initials of "E.S.P.") does not end a sentence.
  const sentences = text.split(/(?<!\b\p{Lu}\.)(?<=[.!?])\s+/u).filter(Boolean);
  let out = "";
  for (const s of sentences) {
    const next = (out + s).trim();
    if (out && next.length > max) break;
    out = next + " ";
    if (out.length > max * 0.6) break;
  }
  out = out.trim();
  return out.length > max ? `${out.slice(0, max - 1).replace(/\s+\S*$/, "")}…` : out;
}

/** The sections of one content page: headings, and the questions and notices with their answers. */
export function contentSections(content: PageContent, brand: BrandValues): [string, string][] {
  const b = (s: string) => withBrand(s, brand);
  const out: [string, string][] = [];
  const visit = (blocks: readonly ContentBlock[]) => {
    for (const block of blocks) {
      if (block.kind === "faq") for (const i of block.items) out.push([b(i.question), firstSentences(b(i.answer))]);
      if (block.kind === "notice" && block.title) out.push([b(block.title), firstSentences(b(block.text))]);
      if (block.kind === "subsection") {
        out.push([b(block.heading), ""]);
        visit(block.blocks);
      }
    }
  };
  for (const section of content.sections) {
    out.push([b(section.heading), ""]);
    visit(section.blocks);
  }
  return out;
}

/** Routes the assistant and the site search may point to: anyone's pages, plus the signed-in customer's (bills, duplicates). */
export function answerableRoutes(routes: readonly RouteDefinition[]): RouteDefinition[] {
  return routes.filter((r) => r.authority.length === 0 && !/(Alt|Test|test|Confirmation|Success)$/.test(r.key));
}

/** The whole index: each page's summary and keywords, and the content pages' sections. */
export async function assistantIndexData(
  routes: readonly RouteDefinition[],
  details: Readonly<Record<string, RouteDetails>>,
  loadContent: (key: string) => Promise<PageContent>,
  brand: BrandValues,
): Promise<AssistantIndexData> {
  const pages: AssistantIndexData["pages"] = {};
  for (const route of answerableRoutes(routes)) {
    const d = details[route.key];
    const content = route.kind === "content" ? await loadContent(route.key) : undefined;
    const summary = content ? withBrand(content.lead, brand) : (d?.description ?? "");
    pages[route.key] = [firstSentences(summary, SUMMARY_CHARS), d?.keywords.join(" ") ?? "", content ? contentSections(content, brand) : []];
  }
  return { v: 2, pages };
}

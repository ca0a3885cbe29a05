import type { ContentBlock, PageContent } from "../../content/types";
import { withBrand, type BrandValues } from "../../content/text";
import type { RouteDefinition, RouteDetails } from "../../routing/types";
import { fold } from "../../shared/text";

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

/**
 * Routes that answer nothing a visitor asks, though anyone may open them: the pages a link with a
 * token opens (a password reset, an e-mail check, a cut alert's confirmation or unsubscribe), the
 * metrics tour's test pages, and the spec's other paths to the home page. Left out, they would only
 * crowd the results beside the page that does answer (and the index, which has a size budget).
 */
const NOT_ANSWERS = new Set([
  "general.resetPassword",
  "general.verifyEmail",
  "noticias.cutAlertConfirm",
  "noticias.cutAlertUnsubscribe",
  "metricas.testPage1",
  "metricas.testPage2",
  "metricas.testPage3",
  "general.landing",
  "general.mainPage",
]);

/** Routes the assistant and the site search may point to: anyone's pages, plus the signed-in customer's (bills, duplicates). */
export function answerableRoutes(routes: readonly RouteDefinition[]): RouteDefinition[] {
  return routes.filter((r) => r.authority.length === 0 && !NOT_ANSWERS.has(r.key) && !/(Alt|Test|test|Confirmation|Success)$/.test(r.key));
}

/**
 * The keywords that add a word to what the page's entries already say: a keyword the summary, a
 * heading or an answer holds is found there anyway, and the file stays within its budget.
 */
export function newKeywords(keywords: readonly string[], texts: readonly string[]): string {
  const said = new Set(fold(texts.join(" ")).match(/[\p{L}\p{N}]+/gu));
  const words = keywords.flatMap((k) => k.split(/\s+/)).filter(Boolean);
  return [...new Set(words)].filter((w) => !said.has(fold(w))).join(" ");
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
    const sections = content ? contentSections(content, brand) : [];
    const short = firstSentences(summary, SUMMARY_CHARS);
    pages[route.key] = [short, newKeywords(d?.keywords ?? [], [short, ...sections.flat()]), sections];
  }
  return { v: 2, pages };
}

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

/** A sentence that quotes a price per unit people ask for ($ per kWh or m³); hours come from the tables' rows. */
const FIGURE = /\$\s?[\d.,]+ (por|el|al|cada) (kWh|m³|metro)/u;
/** Tables whose rows are worth an answer of their own: prices and values, offices and their hours. */
const ANSWER_TABLE = /^(valor por|tarifa|precio|horario|direcci)/i;
/** Rows of such a table that the index keeps (the first ones: the file has a size budget). */
const TABLE_ROWS = 4;

/** The first sentence of a section's own paragraphs that quotes a figure, if any. */
function figureSentence(blocks: readonly ContentBlock[]): string {
  for (const block of blocks) {
    if (block.kind !== "paragraph") continue;
    const found = block.text.split(/(?<!\b\p{Lu}\.)(?<=[.!?])\s+(?=\p{Lu})/u).find((s) => FIGURE.test(s) && !/millones/.test(s));
    if (found) return firstSentences(found);
  }
  return "";
}

/**
 * The sections of one content page: headings (answered by the sentence of the section that quotes a
 * figure, else by the page's summary), the questions and notices with their answers, and the rows
 * of the tables of prices and offices ("Suspensión y reconexión (usuario monofásico)" → "$ 48.600"),
 * so that an answer quotes the figure asked for instead of only linking the page.
 */
export function contentSections(content: PageContent, brand: BrandValues): [string, string][] {
  const b = (s: string) => withBrand(s, brand);
  const out: [string, string][] = [];
  const visit = (blocks: readonly ContentBlock[]) => {
    for (const block of blocks) {
      if (block.kind === "faq") for (const i of block.items) out.push([b(i.question), firstSentences(b(i.answer))]);
      if (block.kind === "notice" && block.title) out.push([b(block.title), firstSentences(b(block.text))]);
      if (block.kind === "table" && block.columns.slice(1).some((c) => ANSWER_TABLE.test(c))) {
        for (const row of block.rows.slice(0, TABLE_ROWS)) {
          const [name, ...rest] = row.map(b);
          // The figure's own columns, and a short second column that tells rows apart ("Usuario monofásico").
          const kept = (i: number, cell: string) => ANSWER_TABLE.test(block.columns[i]) || (i === 1 && cell.length <= 40);
          const cells = rest.map((cell, i) => [i + 1, cell] as const).filter(([i, cell]) => kept(i, cell));
          const text = cells.map(([, cell]) => cell).join("; ");
          out.push([name, firstSentences(/[.!?]$/.test(text) ? text : `${text}.`)]);
        }
      }
      if (block.kind === "subsection") {
        out.push([b(block.heading), b(figureSentence(block.blocks))]);
        visit(block.blocks);
      }
    }
  };
  for (const section of content.sections) {
    out.push([b(section.heading), b(figureSentence(section.blocks))]);
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
  "cuenta.noticeUnsubscribe",
  "metricas.testPage1",
  "metricas.testPage2",
  "metricas.testPage3",
  "general.landing",
  "general.mainPage",
]);

/** Routes the assistant and the site search may point to: anyone's pages, plus the signed-in customer's (bills, duplicates). */
export function answerableRoutes(routes: readonly RouteDefinition[]): RouteDefinition[] {
  // Unlisted routes (test pages, token landings, other addresses of the home: issue 33 §4) are never an answer.
  return routes.filter(
    (r) => r.listed !== false && r.authority.length === 0 && !NOT_ANSWERS.has(r.key) && !/(Alt|Test|test|Confirmation|Success)$/.test(r.key),
  );
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

import type { ContentBlock, PageContent } from "../../content/types";
import { withBrand, type BrandValues } from "../../content/text";
import type { RouteDefinition, RouteDetails } from "../../routing/types";

/**
 * What the assistant's index is built from (issue 24 §1), written at build time to
 * /assistant-index.json: each page's keywords and its one- or two-sentence summary, and each
 * section, frequently asked question and notice of the content pages with the sentences that
 * answer it. Titles and paths stay in the route registry (the `k` route key names them).
 */
export interface AssistantIndexData {
  /** Index version: the browser ignores a file of another shape. */
  v: 1;
  entries: AssistantEntry[];
}

export interface AssistantEntry {
  /** Route key. */
  k: string;
  /** The question or heading this entry answers (empty for the page itself). */
  h: string;
  /** The sentences shown as the answer. */
  t: string;
  /** Keywords (pages only). */
  w?: string;
}

/** At most this many characters of answer (one or two sentences). */
const ANSWER_CHARS = 230;

/** The first one or two sentences of a text, within ANSWER_CHARS. */
export function firstSentences(text: string, max = ANSWER_CHARS): string {
  const sentences = text.match(/[^.!?]+[.!?]+(?=\s|$)|[^.!?]+$/g) ?? [text];
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

/** The first paragraph-like text of a list of blocks (what a section says first). */
function firstText(blocks: readonly ContentBlock[]): string | undefined {
  for (const b of blocks) {
    if (b.kind === "paragraph") return b.text;
    if (b.kind === "notice") return b.text;
    if (b.kind === "list" && b.items.length > 0) return b.items.slice(0, 2).join(" ");
    if (b.kind === "subsection") {
      const inner = firstText(b.blocks);
      if (inner) return inner;
    }
  }
  return undefined;
}

/** The entries of one content page: its sections, questions and notices. */
export function contentEntries(key: string, content: PageContent, brand: BrandValues): AssistantEntry[] {
  const b = (s: string) => withBrand(s, brand);
  const out: AssistantEntry[] = [];
  const visit = (blocks: readonly ContentBlock[]) => {
    for (const block of blocks) {
      if (block.kind === "faq") for (const i of block.items) out.push({ k: key, h: b(i.question), t: firstSentences(b(i.answer)) });
      if (block.kind === "notice" && block.title) out.push({ k: key, h: b(block.title), t: firstSentences(b(block.text)) });
      if (block.kind === "subsection") visit(block.blocks);
    }
  };
  for (const section of content.sections) {
    const text = firstText(section.blocks);
    if (text) out.push({ k: key, h: b(section.heading), t: firstSentences(b(text)) });
    visit(section.blocks);
  }
  return out;
}

/** Routes the assistant may point to: anyone's pages, plus the signed-in customer's (bills, duplicates). */
export function answerableRoutes(routes: readonly RouteDefinition[]): RouteDefinition[] {
  return routes.filter(
    (r) => r.authority.length === 0 && r.access !== "publicOnly" && r.area !== "metricas" && !/(Alt|Test|test|Confirmation|Success)$/.test(r.key),
  );
}

/** The whole index: one entry a page (its summary and keywords), then the content pages' entries. */
export async function assistantIndexData(
  routes: readonly RouteDefinition[],
  details: Readonly<Record<string, RouteDetails>>,
  loadContent: (key: string) => Promise<PageContent>,
  brand: BrandValues,
): Promise<AssistantIndexData> {
  const entries: AssistantEntry[] = [];
  for (const route of answerableRoutes(routes)) {
    const d = details[route.key];
    const content = route.kind === "content" ? await loadContent(route.key) : undefined;
    const summary = content ? b(content.lead) : (d?.description ?? "");
    entries.push({ k: route.key, h: "", t: firstSentences(summary), w: d?.keywords.join(" ") ?? "" });
    if (content) entries.push(...contentEntries(route.key, content, brand));
  }
  return { v: 1, entries };

  function b(s: string): string {
    return withBrand(s, brand);
  }
}

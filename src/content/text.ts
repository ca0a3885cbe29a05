import type { ContentBlock, PageContent } from "./types";

/** Brand placeholders of content strings (DESIGN §1: every brand string comes from configuration). */
export interface BrandValues {
  brand: string;
  brandLong: string;
}

/** Replaces `{brand}` and `{brandLong}` in a content string. */
export function withBrand(text: string, brand: BrandValues): string {
  return text.replace(/\{brandLong\}/g, brand.brandLong).replace(/\{brand\}/g, brand.brand);
}

function blockTexts(block: ContentBlock): string[] {
  switch (block.kind) {
    case "paragraph":
      return [block.text];
    case "list":
      return [...block.items];
    case "table":
      return [block.caption, ...block.columns, ...block.rows.flat(), ...(block.note ? [block.note] : [])];
    case "documents":
      return block.items.map((d) => d.title);
    case "contacts":
      return block.items.flatMap((c) => [c.label, c.value]);
    case "links":
      return block.items.map((l) => l.label);
    case "notice":
      return [...(block.title ? [block.title] : []), block.text];
    case "faq":
      return block.items.flatMap((i) => [i.question, i.answer]);
    case "definitions":
      return block.items.flatMap((i) => [i.term, i.description]);
    case "subsection":
      return [block.heading, ...block.blocks.flatMap(blockTexts)];
  }
}

/** Every piece of text of a page, in reading order (search index, word counts, reading time). */
export function contentTexts(content: PageContent): string[] {
  return [content.lead, ...content.sections.flatMap((s) => [s.heading, ...s.blocks.flatMap(blockTexts)])];
}

/** Words of a text: runs of letters or digits. */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:[.,'’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

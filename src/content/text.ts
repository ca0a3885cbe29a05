import { DEFAULT_SETTINGS, type PublicSiteSettings } from "../shared/siteSettings";
import type { ContentBlock, PageContent } from "./types";

/** The site settings a content string may name (issue 33 §3: every number, address and hour comes from /admin/settings). */
export const CONTACT_PLACEHOLDERS = [
  "switchboard",
  "freeLine",
  "antiCorruptionLine",
  "whatsappLine",
  "emergencyEnergy",
  "emergencyWater",
  "emergencyTelecom",
  "officeHours",
  "officeAddress",
  "institutionalEmail",
] as const satisfies readonly (keyof PublicSiteSettings)[];

export type ContactValues = Pick<PublicSiteSettings, (typeof CONTACT_PLACEHOLDERS)[number]>;

/**
 * Placeholders of content strings: the brand (DESIGN §1: every brand string comes from
 * configuration) and the contact data (the site settings; their published defaults when absent:
 * the prerendered HTML, the search index, before the stored settings arrive).
 */
export interface BrandValues {
  brand: string;
  brandLong: string;
  contacts?: ContactValues;
}

const PLACEHOLDER = new RegExp(`\\{(brandLong|brand|${CONTACT_PLACEHOLDERS.join("|")})\\}`, "g");

/** Replaces `{brand}`, `{brandLong}` and the contact placeholders (`{freeLine}`, `{officeHours}`…) in a content string. */
export function withBrand(text: string, brand: BrandValues): string {
  const contacts = brand.contacts ?? DEFAULT_SETTINGS;
  return text.replace(PLACEHOLDER, (_, name: string) =>
    name === "brand" ? brand.brand : name === "brandLong" ? brand.brandLong : contacts[name as keyof ContactValues],
  );
}

/** A contact's link with its placeholders filled: `tel:{freeLine}` → `tel:018000123456`. */
export function contactHref(href: string, brand: BrandValues): string {
  const filled = withBrand(href, brand);
  return filled.startsWith("tel:") ? `tel:${filled.slice(4).replace(/[^\d#+]/g, "")}` : filled;
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

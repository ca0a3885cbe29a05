/**
 * The text of a content page (institutional, transparency, energy, water, telco…), as data: the
 * same module feeds the page in the browser, the prerendered HTML and the search index.
 *
 * Strings may use two placeholders, replaced at render time from the configuration (DESIGN §1):
 * `{brand}` (BRAND_NAME, "EMSP E.S.P.") and `{brandLong}` (BRAND_LONG_NAME).
 */
export interface PageContent {
  /** The opening paragraph under the page title: what the page is for, in one or two sentences. */
  lead: string;
  sections: readonly ContentSection[];
}

/** A section of the page, under its own `h2`. */
export interface ContentSection {
  heading: string;
  blocks: readonly ContentBlock[];
}

export type ContentBlock =
  ParagraphBlock | ListBlock | TableBlock | DocumentsBlock | ContactsBlock | LinksBlock | NoticeBlock | FaqBlock | DefinitionsBlock | SubsectionBlock;

export interface ParagraphBlock {
  kind: "paragraph";
  text: string;
}

export interface ListBlock {
  kind: "list";
  items: readonly string[];
  /** Steps of a procedure are ordered. */
  ordered?: boolean;
}

/** A data table: a caption says what it holds; `numeric` columns align right. */
export interface TableBlock {
  kind: "table";
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
  /** Indexes of the columns that hold figures. */
  numeric?: readonly number[];
  /** Source, units or validity under the table. */
  note?: string;
}

/** A downloadable file under public/docs (served at /docs/…). */
export interface DocumentLink {
  title: string;
  /** Path from the site root: "/docs/plan-anual-adquisiciones-2026.csv". */
  file: string;
  format: "PDF" | "CSV";
  /** ISO date of the document (YYYY-MM-DD). */
  date: string;
  /** The document in the library (issue 35 §2) this link points to; `file` stays its address. */
  documentId?: string;
}

export interface DocumentsBlock {
  kind: "documents";
  items: readonly DocumentLink[];
}

/** Contact data: a phone (`tel:`), an e-mail (`mailto:`) or a plain fact such as an address. */
export interface ContactItem {
  label: string;
  value: string;
  href?: string;
}

export interface ContactsBlock {
  kind: "contacts";
  items: readonly ContactItem[];
}

/** Links to other pages of the portal, by spec path (`{product}` is resolved). */
export interface LinksBlock {
  kind: "links";
  items: readonly { label: string; path: string }[];
}

export interface NoticeBlock {
  kind: "notice";
  tone: "info" | "warning";
  title?: string;
  text: string;
}

/** Questions and answers, shown as disclosure widgets. */
export interface FaqBlock {
  kind: "faq";
  items: readonly { question: string; answer: string }[];
}

/** Terms and their meaning (a glossary, a list of rights, office data). */
export interface DefinitionsBlock {
  kind: "definitions";
  items: readonly { term: string; description: string }[];
}

/** A titled part inside a section, under an `h3`. */
export interface SubsectionBlock {
  kind: "subsection";
  heading: string;
  blocks: readonly Exclude<ContentBlock, SubsectionBlock>[];
}

/** Source of a PDF under public/docs, written by scripts/generate-docs.ts with pdfkit. */
export interface PdfSource {
  /** File name under public/docs, ending in .pdf. */
  file: string;
  title: string;
  /** Dependency or office that issues it, printed under the title. */
  issuer: string;
  /** ISO date printed on the document. */
  date: string;
  /** Paragraphs, headings ("## …") and list items ("- …") in order. */
  body: readonly string[];
  /** An optional table printed after the body. */
  table?: { columns: readonly string[]; rows: readonly (readonly string[])[] };
}

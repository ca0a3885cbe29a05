import sanitizeHtml from "sanitize-html";
import { CONTENT_LIMITS as L, type PageBody } from "../../../src/shared/content";
import type { ContentBlock, ContentSection } from "../../../src/content/types";
import { invalidFields } from "../auth/errors";
import { sanitizeBody } from "../news/sanitize";

/**
 * Rich text of a paragraph, a notice or an answer: the news sanitizer (DESIGN §8) first, then only the
 * few inline tags a content page shows (a, strong, em). Plain text (what every seeded page holds) is
 * kept as it is, so "A & B" is not turned into "A &amp; B"; text that came as HTML and keeps no tag
 * once cleaned is stored as plain text again.
 */
export function sanitizeRichText(text: string): string {
  if (!/<[a-zA-Z/!]/.test(text)) return text.trim();
  // Paragraph and line breaks of the editor become spaces between the words they separated.
  const flat = sanitizeBody(text).replace(/<\/(p|li|h[2-4]|blockquote|figcaption|td|th)>|<br\s*\/?>/gi, " ");
  const inline = sanitizeHtml(flat, {
    allowedTags: ["a", "strong", "em"],
    allowedAttributes: { a: ["href", "rel"] },
    allowedSchemes: ["https", "http", "mailto", "tel"],
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
  })
    .replace(/\s+/g, " ")
    .trim();
  if (/<(a|strong|em)\b/.test(inline)) return inline;
  return inline
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&");
}

type Problems = Record<string, string>;

const EMPTY = "Este campo no puede estar vacío.";
const TEXT = "Debe ser un texto.";
const LIST = "Debe ser una lista.";
const tooLong = (max: number) => `Debe tener como máximo ${max} caracteres.`;
const tooMany = (max: number) => `Debe tener como máximo ${max} elementos.`;

/** Reads a page body field by field; each problem is named by its path, e.g. `sections[2].blocks[0].rows[1]`. */
class Reader {
  readonly problems: Problems = {};

  fail(path: string, message: string): void {
    this.problems[path] ??= message;
  }

  text(value: unknown, path: string, max: number, required = true, rich = false): string {
    if (typeof value !== "string") {
      this.fail(path, required || value !== undefined ? TEXT : EMPTY);
      return "";
    }
    const out = rich ? sanitizeRichText(value) : value.trim();
    if (required && out === "") this.fail(path, EMPTY);
    if (out.length > max) this.fail(path, tooLong(max));
    return out;
  }

  optionalText(value: unknown, path: string, max: number): string | undefined {
    if (value === undefined || value === null || value === "") return undefined;
    return this.text(value, path, max);
  }

  list(value: unknown, path: string, max: number): unknown[] {
    if (!Array.isArray(value)) {
      this.fail(path, LIST);
      return [];
    }
    if (value.length > max) this.fail(path, tooMany(max));
    return value.slice(0, max);
  }

  object(value: unknown, path: string): Record<string, unknown> {
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      this.fail(path, "Debe ser un objeto.");
      return {};
    }
    return value as Record<string, unknown>;
  }

  items<T>(value: unknown, path: string, max: number, read: (item: Record<string, unknown>, at: string) => T): T[] {
    return this.list(value, path, max).map((item, i) => read(this.object(item, `${path}[${i}]`), `${path}[${i}]`));
  }

  block(value: unknown, path: string, nested: boolean): ContentBlock {
    const b = this.object(value, path);
    const t = (v: unknown, name: string, max: number, rich = false) => this.text(v, `${path}.${name}`, max, true, rich);
    switch (b.kind) {
      case "paragraph":
        return { kind: "paragraph", text: t(b.text, "text", L.text, true) };
      case "list":
        return {
          kind: "list",
          items: this.list(b.items, `${path}.items`, L.items).map((item, i) => this.text(item, `${path}.items[${i}]`, L.item)),
          ...(b.ordered === true ? { ordered: true } : {}),
        };
      case "table":
        return this.table(b, path);
      case "documents":
        return {
          kind: "documents",
          items: this.items(b.items, `${path}.items`, L.items, (d, at) => {
            const format = d.format === "PDF" || d.format === "CSV" ? d.format : (this.fail(`${at}.format`, "Debe ser PDF o CSV."), "PDF" as const);
            const date =
              typeof d.date === "string" && /^\d{4}-\d{2}-\d{2}$/.test(d.date)
                ? d.date
                : (this.fail(`${at}.date`, "Escriba una fecha válida (AAAA-MM-DD)."), "");
            const documentId = this.optionalText(d.documentId, `${at}.documentId`, 80);
            return {
              title: this.text(d.title, `${at}.title`, L.short),
              file: this.text(d.file, `${at}.file`, L.short),
              format,
              date,
              ...(documentId ? { documentId } : {}),
            };
          }),
        };
      case "contacts":
        return {
          kind: "contacts",
          items: this.items(b.items, `${path}.items`, L.items, (c, at) => {
            const href = this.optionalText(c.href, `${at}.href`, L.short);
            return { label: this.text(c.label, `${at}.label`, L.short), value: this.text(c.value, `${at}.value`, L.short), ...(href ? { href } : {}) };
          }),
        };
      case "links":
        return {
          kind: "links",
          items: this.items(b.items, `${path}.items`, L.items, (l, at) => ({
            label: this.text(l.label, `${at}.label`, L.short),
            path: this.text(l.path, `${at}.path`, L.short),
          })),
        };
      case "notice": {
        const tone = b.tone === "warning" ? "warning" : b.tone === "info" ? "info" : (this.fail(`${path}.tone`, "Debe ser info o warning."), "info" as const);
        const title = this.optionalText(b.title, `${path}.title`, L.short);
        return { kind: "notice", tone, ...(title ? { title } : {}), text: t(b.text, "text", L.text, true) };
      }
      case "faq":
        return {
          kind: "faq",
          items: this.items(b.items, `${path}.items`, L.items, (q, at) => ({
            question: this.text(q.question, `${at}.question`, L.short),
            answer: this.text(q.answer, `${at}.answer`, L.text, true, true),
          })),
        };
      case "definitions":
        return {
          kind: "definitions",
          items: this.items(b.items, `${path}.items`, L.items, (d, at) => ({
            term: this.text(d.term, `${at}.term`, L.short),
            description: this.text(d.description, `${at}.description`, L.text, true, true),
          })),
        };
      case "subsection":
        if (nested) break;
        return {
          kind: "subsection",
          heading: t(b.heading, "heading", L.short),
          blocks: this.list(b.blocks, `${path}.blocks`, L.blocks).map(
            (x, i) => this.block(x, `${path}.blocks[${i}]`, true) as Exclude<ContentBlock, { kind: "subsection" }>,
          ),
        };
    }
    this.fail(`${path}.kind`, nested ? "Dentro de un apartado no puede ir otro apartado." : "No es un tipo de bloque conocido.");
    return { kind: "paragraph", text: "" };
  }

  table(b: Record<string, unknown>, path: string): ContentBlock {
    const columns = this.list(b.columns, `${path}.columns`, L.columns).map((c, i) => this.text(c, `${path}.columns[${i}]`, L.short, false));
    const rows = this.list(b.rows, `${path}.rows`, L.rows).map((row, r) => {
      const cells = this.list(row, `${path}.rows[${r}]`, L.columns).map((c, i) => this.text(c, `${path}.rows[${r}][${i}]`, L.cell, false));
      if (cells.length !== columns.length) this.fail(`${path}.rows[${r}]`, `La fila debe tener ${columns.length} celdas, una por columna.`);
      return cells;
    });
    const numeric =
      b.numeric === undefined
        ? undefined
        : this.list(b.numeric, `${path}.numeric`, L.columns).filter(
            (n): n is number => Number.isInteger(n) && (n as number) >= 0 && (n as number) < columns.length,
          );
    const note = this.optionalText(b.note, `${path}.note`, L.item);
    return {
      kind: "table",
      caption: this.text(b.caption, `${path}.caption`, L.short),
      columns,
      rows,
      ...(numeric && numeric.length > 0 ? { numeric } : {}),
      ...(note ? { note } : {}),
    };
  }
}

/**
 * The page body an editor sent, checked block by block and cleaned: rich text sanitized, unknown
 * fields dropped, every problem named by its path. Throws 400 VALIDATION_ERROR when any.
 */
export function readPageBody(input: Record<string, unknown>): PageBody {
  const r = new Reader();
  const keywords = [...new Set(r.list(input.keywords, "keywords", L.keywords).map((k, i) => r.text(k, `keywords[${i}]`, L.keyword)))].filter(Boolean);
  const sections: ContentSection[] = r.items(input.sections, "sections", L.sections, (s, at) => ({
    heading: r.text(s.heading, `${at}.heading`, L.short),
    blocks: r.list(s.blocks, `${at}.blocks`, L.blocks).map((b, i) => r.block(b, `${at}.blocks[${i}]`, false)),
  }));
  const body: PageBody = {
    title: r.text(input.title, "title", L.title),
    description: r.text(input.description, "description", L.description, false),
    keywords,
    lead: r.text(input.lead, "lead", L.lead, false),
    sections,
  };
  if (Object.keys(r.problems).length > 0) throw invalidFields(r.problems);
  return body;
}

import type { EditBlock, EditBody, LeafBlock } from "./pageDraft";
import { plainText } from "./pageDraft";

/**
 * Where a message belongs in the page. The server names a field by its path, written
 * "sections[2].blocks[0].rows[1]" (notes/content-api.md) or, from the schema check,
 * "sections.2.blocks.0.rows.1"; both become the first form, which the blocks look theirs up by.
 */
export function normalizePath(path: string): string {
  return path
    .replace(/^\/+/, "")
    .replace(/\//g, ".")
    .replace(/\.(\d+)(?=\.|\[|$)/g, "[$1]");
}

/** The server's field messages, by normalized path. */
export function normalizeFields(fields: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields ?? {})) out[normalizePath(path)] ??= message;
  return out;
}

/** The path of a block: "sections[2].blocks[0]", or inside a subsection "sections[2].blocks[0].blocks[1]". */
export function blockPath(section: number, block: number, child?: number): string {
  const path = `sections[${section}].blocks[${block}]`;
  return child === undefined ? path : `${path}.blocks[${child}]`;
}

/** Whether `path` is `prefix` or lies inside it. */
export function within(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}.`) || path.startsWith(`${prefix}[`);
}

/** The element a path's message links to: the deepest block (or page field) that holds it. */
export function anchorOf(path: string): string {
  const m = /^sections\[(\d+)\](?:\.blocks\[(\d+)\](?:\.blocks\[(\d+)\])?)?/.exec(path);
  if (path.startsWith("publishAt")) return "content-publish-at";
  if (!m) {
    const field = /^(title|description|keywords|lead)/.exec(path)?.[1];
    return field ? `content-${field}` : "content-title";
  }
  if (m[3] !== undefined) return `content-block-${m[1]}-${m[2]}-${m[3]}`;
  if (m[2] !== undefined) return `content-block-${m[1]}-${m[2]}`;
  return `content-section-${m[1]}`;
}

const NAMES: Record<string, string> = {
  title: "título",
  description: "descripción",
  keywords: "palabras clave",
  lead: "entrada",
  sections: "sección",
  heading: "título",
  blocks: "bloque",
  text: "texto",
  items: "elemento",
  caption: "título de la tabla",
  columns: "columna",
  rows: "fila",
  note: "nota",
  numeric: "columna numérica",
  file: "archivo o dirección",
  format: "formato",
  date: "fecha",
  label: "etiqueta",
  value: "dato",
  href: "enlace",
  path: "ruta",
  question: "pregunta",
  answer: "respuesta",
  term: "término",
  tone: "tipo de aviso",
  publishAt: "fecha de publicación",
};

/** A path in words, counting from 1: "sections[2].blocks[0].rows[1]" → "sección 3, bloque 1, fila 2". */
export function describePath(path: string): string {
  const parts: string[] = [];
  for (const m of path.matchAll(/([A-Za-z]+)(?:\[(\d+)\])?/g)) {
    const name = NAMES[m[1]] ?? m[1];
    parts.push(m[2] !== undefined ? `${name} ${Number(m[2]) + 1}` : name);
  }
  const text = parts.join(", ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const EMPTY = "Este campo no puede estar vacío.";

function leafProblems(block: LeafBlock, at: string, out: Record<string, string>): void {
  const need = (value: string | undefined, path: string, rich = false) => {
    if (!(rich ? plainText(value ?? "") : (value ?? "").trim())) out[path] ??= EMPTY;
  };
  switch (block.kind) {
    case "paragraph":
      return need(block.text, `${at}.text`, true);
    case "notice":
      return need(block.text, `${at}.text`, true);
    case "list":
      return block.items.forEach((item, i) => need(item, `${at}.items[${i}]`));
    case "table":
      need(block.caption, `${at}.caption`);
      if (block.columns.length === 0) out[`${at}.columns`] ??= "La tabla necesita al menos una columna.";
      return;
    case "documents":
      return block.items.forEach((d, i) => {
        need(d.title, `${at}.items[${i}].title`);
        need(d.file, `${at}.items[${i}].file`);
        if (!/^\d{4}-\d{2}-\d{2}$/.test(d.date)) out[`${at}.items[${i}].date`] ??= "Escriba la fecha del documento (AAAA-MM-DD).";
      });
    case "contacts":
      return block.items.forEach((c, i) => (need(c.label, `${at}.items[${i}].label`), need(c.value, `${at}.items[${i}].value`)));
    case "links":
      return block.items.forEach((l, i) => (need(l.label, `${at}.items[${i}].label`), need(l.path, `${at}.items[${i}].path`)));
    case "faq":
      return block.items.forEach((q, i) => (need(q.question, `${at}.items[${i}].question`), need(q.answer, `${at}.items[${i}].answer`)));
    case "definitions":
      return block.items.forEach((d, i) => (need(d.term, `${at}.items[${i}].term`), need(d.description, `${at}.items[${i}].description`)));
  }
}

function blockProblems(block: EditBlock, at: string, out: Record<string, string>): void {
  if (block.kind !== "subsection") return leafProblems(block, at, out);
  if (!block.heading.trim()) out[`${at}.heading`] ??= EMPTY;
  block.blocks.forEach((child, i) => leafProblems(child, `${at}.blocks[${i}]`, out));
}

/** What the server would refuse for sure (empty required text), found before sending, by path. */
export function bodyProblems(body: EditBody): Record<string, string> {
  const out: Record<string, string> = {};
  if (!body.title.trim()) out.title = "Escriba el título de la página.";
  body.sections.forEach((section, s) => {
    if (!section.heading.trim()) out[`sections[${s}].heading`] = "Escriba el título de la sección.";
    section.blocks.forEach((block, b) => blockProblems(block, blockPath(s, b), out));
  });
  return out;
}

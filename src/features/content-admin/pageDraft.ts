import type { PageBody } from "../../shared/content";

/**
 * The editor's working copy of a page (issue 35 §1) and the edits the screen makes to it: the
 * same shape as PageBody, but writable, so a MobX store can hold it and change it in place.
 */
type DeepMutable<T> = T extends readonly (infer U)[] ? DeepMutable<U>[] : T extends object ? { -readonly [K in keyof T]: DeepMutable<T[K]> } : T;

export type EditBody = DeepMutable<PageBody>;
export type EditSection = EditBody["sections"][number];
export type EditBlock = EditSection["blocks"][number];
export type LeafBlock = Exclude<EditBlock, { kind: "subsection" }>;
export type BlockKind = EditBlock["kind"];
export type TableEdit = Extract<EditBlock, { kind: "table" }>;
export type ListEdit = Extract<EditBlock, { kind: "list" }>;

/** Every kind of block, in the order the "add a block" menu offers them. */
export const BLOCK_KINDS: readonly BlockKind[] = ["paragraph", "list", "table", "documents", "contacts", "links", "notice", "faq", "definitions", "subsection"];

/** A new, empty block of a kind (a table starts with two columns and one row). */
export function newBlock(kind: BlockKind): EditBlock {
  switch (kind) {
    case "paragraph":
      return { kind, text: "" };
    case "list":
      return { kind, items: [""], ordered: false };
    case "table":
      return { kind, caption: "", columns: ["", ""], rows: [["", ""]], numeric: [] };
    case "documents":
      return { kind, items: [{ title: "", file: "", format: "PDF", date: "" }] };
    case "contacts":
      return { kind, items: [{ label: "", value: "" }] };
    case "links":
      return { kind, items: [{ label: "", path: "" }] };
    case "notice":
      return { kind, tone: "info", title: "", text: "" };
    case "faq":
      return { kind, items: [{ question: "", answer: "" }] };
    case "definitions":
      return { kind, items: [{ term: "", description: "" }] };
    case "subsection":
      return { kind, heading: "", blocks: [{ kind: "paragraph", text: "" }] };
  }
}

/** A deep copy (the working copy never shares arrays with what the server sent). */
export function copyBody(body: PageBody): EditBody {
  return JSON.parse(JSON.stringify(body)) as EditBody;
}

/** Moves the element at `from` to `to` (both inside the list); nothing when either is outside. */
export function move<T>(list: T[], from: number, to: number): void {
  if (from < 0 || to < 0 || from >= list.length || to >= list.length || from === to) return;
  const [item] = list.splice(from, 1);
  list.splice(to, 0, item);
}

// ---- A table as a grid: every row keeps as many cells as there are columns. ----

export function setCell(table: TableEdit, row: number, column: number, value: string): void {
  const cells = table.rows[row];
  if (!cells || column < 0 || column >= table.columns.length) return;
  while (cells.length < table.columns.length) cells.push("");
  cells[column] = value;
}

/** Adds an empty row after `after` (at the end when not given). */
export function addRow(table: TableEdit, after = table.rows.length - 1): void {
  table.rows.splice(
    after + 1,
    0,
    table.columns.map(() => ""),
  );
}

export function removeRow(table: TableEdit, row: number): void {
  if (row >= 0 && row < table.rows.length) table.rows.splice(row, 1);
}

/** Adds an empty column after `after` (at the end when not given); numeric columns keep their marks. */
export function addColumn(table: TableEdit, after = table.columns.length - 1): void {
  const at = after + 1;
  table.columns.splice(at, 0, "");
  for (const cells of table.rows) cells.splice(at, 0, "");
  table.numeric = (table.numeric ?? []).map((c) => (c >= at ? c + 1 : c));
}

export function removeColumn(table: TableEdit, column: number): void {
  if (column < 0 || column >= table.columns.length || table.columns.length <= 1) return;
  table.columns.splice(column, 1);
  for (const cells of table.rows) cells.splice(column, 1);
  table.numeric = (table.numeric ?? []).filter((c) => c !== column).map((c) => (c > column ? c - 1 : c));
}

/** Moves a column (its header, its cells and its numeric mark) one place left (-1) or right (+1). */
export function moveColumn(table: TableEdit, column: number, by: -1 | 1): void {
  const to = column + by;
  if (to < 0 || to >= table.columns.length) return;
  move(table.columns, column, to);
  for (const cells of table.rows) move(cells, column, to);
  table.numeric = (table.numeric ?? []).map((c) => (c === column ? to : c === to ? column : c));
}

export function setNumeric(table: TableEdit, column: number, numeric: boolean): void {
  const marks = new Set(table.numeric ?? []);
  if (numeric) marks.add(column);
  else marks.delete(column);
  table.numeric = [...marks].sort((a, b) => a - b);
}

// ---- What is sent: optional fields left empty are left out, as the seeded pages write them. ----

function tidyBlock(block: EditBlock): EditBlock {
  switch (block.kind) {
    case "table": {
      const { note, numeric, ...rest } = block;
      const width = rest.columns.length;
      const rows = rest.rows.map((cells) => [...cells.slice(0, width), ...Array<string>(Math.max(0, width - cells.length)).fill("")]);
      return { ...rest, rows, ...(numeric && numeric.length > 0 ? { numeric } : {}), ...(note?.trim() ? { note } : {}) };
    }
    case "notice": {
      const { title, ...rest } = block;
      return title?.trim() ? { ...rest, title } : rest;
    }
    case "contacts":
      return { ...block, items: block.items.map(({ href, ...item }) => (href?.trim() ? { ...item, href } : item)) };
    case "documents":
      return { ...block, items: block.items.map(({ documentId, ...item }) => (documentId ? { ...item, documentId } : item)) };
    case "subsection":
      return { ...block, blocks: block.blocks.map((b) => tidyBlock(b) as LeafBlock) };
    default:
      return block;
  }
}

/** The working copy as the server takes it (PUT body without the version). */
export function toBody(edit: EditBody): PageBody {
  const plain = JSON.parse(JSON.stringify(edit)) as EditBody;
  return {
    title: plain.title.trim(),
    description: plain.description.trim(),
    keywords: plain.keywords.map((k) => k.trim()).filter(Boolean),
    lead: plain.lead,
    sections: plain.sections.map((s) => ({ heading: s.heading, blocks: s.blocks.map(tidyBlock) })),
  };
}

/** The text of a rich-text field without its markup: what decides whether it is empty. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .trim();
}

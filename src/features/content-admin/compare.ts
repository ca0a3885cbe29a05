import type { PageBody } from "../../shared/content";
import { plainText, type EditBlock, type EditBody } from "./pageDraft";

/** One difference between two versions of a page: where, and the text before and after ("" when absent). */
export interface Change {
  where: string;
  before: string;
  after: string;
}

type AnyBlock = EditBlock | PageBody["sections"][number]["blocks"][number];

/** A block as readable text, one line per element (for the side-by-side comparison). */
export function blockText(block: AnyBlock): string {
  switch (block.kind) {
    case "paragraph":
      return plainText(block.text);
    case "notice":
      return [block.title, plainText(block.text)].filter(Boolean).join("\n");
    case "list":
      return block.items.map((item, i) => (block.ordered ? `${i + 1}. ${item}` : `• ${item}`)).join("\n");
    case "table":
      return [block.caption, block.columns.join(" | "), ...block.rows.map((r) => r.join(" | ")), block.note ?? ""].filter(Boolean).join("\n");
    case "documents":
      return block.items.map((d) => `${d.title} — ${d.file} (${d.format}, ${d.date})`).join("\n");
    case "contacts":
      return block.items.map((c) => `${c.label}: ${c.value}${c.href ? ` (${c.href})` : ""}`).join("\n");
    case "links":
      return block.items.map((l) => `${l.label} → ${l.path}`).join("\n");
    case "faq":
      return block.items.map((q) => `¿${q.question.replace(/^¿/, "")}\n${plainText(q.answer)}`).join("\n");
    case "definitions":
      return block.items.map((d) => `${d.term}: ${plainText(d.description)}`).join("\n");
    case "subsection":
      return [block.heading, ...block.blocks.map((b) => blockText(b))].join("\n");
  }
}

const KIND_NAMES: Record<AnyBlock["kind"], string> = {
  paragraph: "párrafo",
  list: "lista",
  table: "tabla",
  documents: "documentos",
  contacts: "contactos",
  links: "enlaces",
  notice: "aviso",
  faq: "preguntas frecuentes",
  definitions: "definiciones",
  subsection: "subsección",
};

/** What changed from `before` to `after`: the page's fields, then section by section and block by block. */
export function changes(before: PageBody | EditBody, after: PageBody | EditBody): Change[] {
  const out: Change[] = [];
  const field = (where: string, a: string, b: string) => {
    if (a !== b) out.push({ where, before: a, after: b });
  };
  field("Título", before.title, after.title);
  field("Descripción", before.description, after.description);
  field("Palabras clave", before.keywords.join(", "), after.keywords.join(", "));
  field("Entrada", before.lead, after.lead);
  const sections = Math.max(before.sections.length, after.sections.length);
  for (let s = 0; s < sections; s++) {
    const a = before.sections[s];
    const b = after.sections[s];
    field(`Sección ${s + 1}: título`, a?.heading ?? "", b?.heading ?? "");
    const blocks = Math.max(a?.blocks.length ?? 0, b?.blocks.length ?? 0);
    for (let i = 0; i < blocks; i++) {
      const x = a?.blocks[i];
      const y = b?.blocks[i];
      if (JSON.stringify(x) === JSON.stringify(y)) continue;
      const kind = (y ?? x).kind;
      out.push({ where: `Sección ${s + 1}, bloque ${i + 1} (${KIND_NAMES[kind]})`, before: x ? blockText(x) : "", after: y ? blockText(y) : "" });
    }
  }
  return out;
}

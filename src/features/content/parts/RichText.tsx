import { createElement, Fragment, type ReactNode } from "react";

/**
 * Issue 35 §1: the text of a paragraph, a notice, an answer or a definition may carry the few inline
 * tags the server keeps when it sanitizes an editor's rich text (server/modules/content/validate.ts):
 * links, bold and italics. They become React elements here (never inner HTML); anything else, and
 * every text without a tag (all the seeded pages), is shown as written.
 */
const TAG = /<(\/?)(a|strong|em)(\s[^>]*)?>/g;
const HAS_TAG = /<(a|strong|em)\b/;
const SAFE_HREF = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;

const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: "\u00a0" };
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name]);

interface Open {
  tag: "a" | "strong" | "em" | null;
  href?: string;
  children: ReactNode[];
}

export function RichText({ text }: { text: string }): ReactNode {
  if (!HAS_TAG.test(text)) return text;
  const root: Open = { tag: null, children: [] };
  const stack: Open[] = [root];
  let last = 0;
  let key = 0;
  const close = () => {
    const done = stack.pop()!;
    // A link whose address the sanitizer dropped (or that is not one we allow) stays plain text.
    const element = done.tag === "a" && !done.href ? Fragment : done.tag!;
    const props = done.tag === "a" && done.href ? { key: key++, href: done.href } : { key: key++ };
    stack[stack.length - 1].children.push(createElement(element, props, ...done.children));
  };
  for (const m of text.matchAll(TAG)) {
    const top = stack[stack.length - 1];
    if (m.index > last) top.children.push(decode(text.slice(last, m.index)));
    last = m.index + m[0].length;
    const [, slash, tag, attrs] = m as unknown as [string, string, "a" | "strong" | "em", string | undefined];
    if (!slash) {
      const href = decode(/\bhref="([^"]*)"/.exec(attrs ?? "")?.[1] ?? "");
      stack.push({ tag, href: tag === "a" && SAFE_HREF.test(href) ? href : undefined, children: [] });
    } else if (stack.length > 1 && top.tag === tag) {
      close();
    }
  }
  if (last < text.length) stack[stack.length - 1].children.push(decode(text.slice(last)));
  while (stack.length > 1) close();
  return createElement(Fragment, null, ...root.children);
}

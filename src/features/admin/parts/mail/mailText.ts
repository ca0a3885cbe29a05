/** A piece of a message's text: plain, or an address to follow. */
export type TextPiece = { kind: "text"; text: string } | { kind: "link"; href: string };

/**
 * Issue 31 §5: a stored mail may quote what a stranger typed (an older message, a subject), so only
 * addresses at the portal's own origin are links; any other address stays plain text.
 */
export function isOwnLink(href: string, origins: readonly string[]): boolean {
  try {
    const url = new URL(href);
    return (url.protocol === "https:" || url.protocol === "http:") && origins.includes(url.origin);
  } catch {
    return false;
  }
}

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/**
 * Splits a mail's plain text into text and http(s) links, so the screen shows the links as links;
 * a sentence's closing punctuation stays out of the link. Only addresses at `origins` (the portal's
 * own) are links; the others stay text.
 */
export function splitLinks(text: string, origins: readonly string[]): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const href = match[0].replace(/[.,;:!?)\]]+$/, "");
    const start = match.index;
    if (!isOwnLink(href, origins)) continue;
    if (start > last) pieces.push({ kind: "text", text: text.slice(last, start) });
    pieces.push({ kind: "link", href });
    last = start + href.length;
  }
  if (last < text.length) pieces.push({ kind: "text", text: text.slice(last) });
  return pieces;
}

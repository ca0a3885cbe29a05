import sanitizeHtml from "sanitize-html";

/** Our own uploaded images are the only ones a body may show (the CSP allows no other host). */
const OWN_IMAGE = /^\/api\/news\/images\/[0-9a-f-]{36}$/;

/**
 * The allow-list of a news body (DESIGN §8: admin HTML sanitized on the server). What the editor
 * produces survives; scripts, event handlers, styles, frames, forms and foreign images do not.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "h2",
    "h3",
    "h4",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "ul",
    "ol",
    "li",
    "blockquote",
    "a",
    "hr",
    "img",
    "figure",
    "figcaption",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "code",
    "pre",
  ],
  allowedAttributes: {
    // rel, loading and decoding are set by transformTags below.
    a: ["href", "title", "rel"],
    img: ["src", "alt", "width", "height", "loading", "decoding"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
  },
  allowedSchemes: ["https", "http", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // The body sits under the page's h1: a heading one in the body becomes a second level.
  transformTags: {
    h1: "h2",
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? "");
      return { tagName, attribs: external ? { ...attribs, rel: "noopener noreferrer" } : attribs };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy", decoding: "async" } }),
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !OWN_IMAGE.test(frame.attribs.src ?? ""),
};

/** The body as it is stored and served: only allowed tags and attributes, safe links. */
export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

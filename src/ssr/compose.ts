/**
 * The built index.html with one page's head and body: what scripts/prerender.js writes for every
 * public route at build time and what the server writes again when an editor publishes a content
 * page (issue 35 §1, server/modules/content/rendered.ts). One module, used by both through the
 * server-rendering bundle (dist-ssr/render.js).
 */
import { themeBootCss, tokensUsed } from "../theme/bootCss";

/** What a rendered page brings to the template (RenderedPage of ./render.tsx). */
export interface ComposablePage {
  html: string;
  styles: string;
  title: string;
  description: string;
  keywords: readonly string[];
  lastModified?: string;
}

/** The deployment's names and address (the same variables as the server's, DESIGN §7). */
export interface SiteIdentity {
  brandName: string;
  brandLongName: string;
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
}

const escapeHtml = (s: string) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Other addresses of the same page: search engines are told which one is the page (canonical). */
export const CANONICAL: Readonly<Record<string, string>> = { "/home-page": "/homePage", "/landing": "/homePage" };

/** The marker of src/index.html, or the rules an earlier run wrote into dist/index.html. */
const THEME_SLOT = /<!--PORTAL_THEME-->|<style id="portal-theme">[\s\S]*?<\/style>/;

/**
 * Issue 21: #portal-theme, the rules that paint the visitor's stored mode and colour schema before
 * the bundles run (src/theme/bootCss.ts), for the Fluent tokens the page's markup and styles read.
 */
export function withTheme(html: string, tokens: Iterable<string>): string {
  if (!THEME_SLOT.test(html)) throw new Error("dist/index.html no tiene el marcador <!--PORTAL_THEME-->");
  return html.replace(THEME_SLOT, () => `<style id="portal-theme">\n${themeBootCss(tokens)}\n    </style>`);
}

/**
 * The built index.html with this page's head and body; `routePath` null for the not-found page and a
 * signed-in page's frame (noindex). A frame (src/ssr/render.tsx, renderFrame) is marked as such:
 * the browser renders over it instead of hydrating it.
 */
export function composePage(template: string, page: ComposablePage, routePath: string | null, site: SiteIdentity, frame = false): string {
  const url = (p: string) => site.publicUrl + encodeURI(p);
  const canonical = routePath ? (CANONICAL[routePath] ?? routePath) : null;
  const title = `${page.title} | ${site.brandName}`;
  const description = page.description || `${site.brandLongName}: energía, acueducto, alcantarillado y telecomunicaciones.`;
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    page.keywords.length ? `<meta name="keywords" content="${escapeHtml(page.keywords.join(", "))}" />` : "",
    canonical ? `<link rel="canonical" href="${escapeHtml(url(canonical))}" />` : `<meta name="robots" content="noindex" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(site.brandLongName)}" />`,
    `<meta property="og:locale" content="es_CO" />`,
    `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    canonical ? `<meta property="og:url" content="${escapeHtml(url(canonical))}" />` : "",
    `<meta name="twitter:card" content="summary" />`,
    page.lastModified ? `<meta property="article:modified_time" content="${page.lastModified}" />` : "",
    page.styles,
  ]
    .filter(Boolean)
    .join("\n    ");
  let html = template
    .replace(/<title>[^<]*<\/title>/, "")
    .replace(/<meta name="description"[^>]*>/, "")
    .replace("</head>", `    ${head}\n  </head>`);
  const boot = /<div id="root">[\s\S]*?<\/div><\/div>/;
  if (!boot.test(html)) throw new Error("dist/index.html no tiene el contenedor #root esperado");
  // A frame's body has a box of its own, which index.html hides from a visitor with no saved session;
  // the app's first commit replaces it, so what the app draws is never hidden.
  const root = frame
    ? `<div id="root" data-frame="true"><div class="portal-frame">${page.html}</div></div>`
    : `<div id="root" data-prerendered="true">${page.html}</div>`;
  html = html.replace(boot, () => root);
  return withTheme(html, tokensUsed(page.styles + page.html));
}

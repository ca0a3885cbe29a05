#!/usr/bin/env node
/**
 * Writes the static HTML of every public route (issue 4), after `webpack` has built dist/ and
 * dist-ssr/render.js: dist/prerendered/<path>.html with title, description, keywords, canonical
 * link, Open Graph tags, the page's styles and content; plus sitemap.xml, robots.txt, the search
 * index and a manifest the server reads. Brand, product slug and PUBLIC_URL come from the same
 * variables as the server's (DESIGN §7); the server serves these pages only when they match.
 */
const { mkdirSync, readFileSync, writeFileSync, rmSync } = require("node:fs");
const path = require("node:path");
const zlib = require("node:zlib");

const root = path.resolve(__dirname, "..");
const dist = path.join(root, "dist");
const out = path.join(dist, "prerendered");
const ssr = require(path.join(root, "dist-ssr", "render.js"));

const env = (name, fallback) => (process.env[name] ?? "").trim() || fallback;
const config = {
  ...ssr.DEFAULT_CLIENT_CONFIG,
  brandName: env("BRAND_NAME", ssr.DEFAULT_CLIENT_CONFIG.brandName),
  brandLongName: env("BRAND_LONG_NAME", ssr.DEFAULT_CLIENT_CONFIG.brandLongName),
  productSlug: env("PRODUCT_SLUG", ssr.DEFAULT_CLIENT_CONFIG.productSlug),
};
const publicUrl = env("PUBLIC_URL", "http://127.0.0.1:8080").replace(/\/+$/, "");

const escapeHtml = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const url = (p) => publicUrl + encodeURI(p);
/** Other addresses of the same page: search engines are told which one is the page (canonical). */
const CANONICAL = { "/home-page": "/homePage", "/landing": "/homePage" };

/** The marker of src/index.html, or the rules an earlier run of this script wrote into dist/index.html. */
const THEME_SLOT = /<!--PORTAL_THEME-->|<style id="portal-theme">[\s\S]*?<\/style>/;
/**
 * Issue 21: #portal-theme, the rules that paint the visitor's stored mode and colour schema before
 * the bundles run (src/theme/bootCss.ts), for the Fluent tokens the page's markup and styles read.
 */
const withTheme = (html, tokens) => {
  if (!THEME_SLOT.test(html)) throw new Error("dist/index.html no tiene el marcador <!--PORTAL_THEME-->");
  return html.replace(THEME_SLOT, () => `<style id="portal-theme">\n${ssr.themeBootCss(tokens)}\n    </style>`);
};

/** The built index.html with this page's head and body. */
function compose(template, page, routePath) {
  const canonical = routePath ? (CANONICAL[routePath] ?? routePath) : null;
  const title = `${page.title} | ${config.brandName}`;
  const description = page.description || `${config.brandLongName}: energía, acueducto, alcantarillado y telecomunicaciones.`;
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    page.keywords.length ? `<meta name="keywords" content="${escapeHtml(page.keywords.join(", "))}" />` : "",
    canonical ? `<link rel="canonical" href="${escapeHtml(url(canonical))}" />` : `<meta name="robots" content="noindex" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(config.brandLongName)}" />`,
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
  html = html.replace(boot, `<div id="root" data-prerendered="true">${page.html}</div>`);
  return withTheme(html, ssr.tokensUsed(page.styles + page.html));
}

function writeCompressed(file, body) {
  writeFileSync(file, body);
  const buf = Buffer.from(body);
  writeFileSync(`${file}.gz`, zlib.gzipSync(buf, { level: 9 }));
  writeFileSync(`${file}.br`, zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
}

async function main() {
  const started = Date.now();
  const template = readFileSync(path.join(dist, "index.html"), "utf8");
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const { all, targets } = ssr.routeTable(config);
  const pages = {};
  const sitemap = [];
  // What the metrics API reports of each page (reading time, dates, viewport, lazy loading).
  const facts = {};
  const shellTokens = new Set();
  for (const routePath of all) facts[routePath] = ssr.measurePage(template, {});
  for (const target of targets) {
    const page = await ssr.renderPage(target.path, config);
    const file = `${target.path.slice(1)}.html`;
    mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
    const html = compose(template, page, target.path);
    for (const t of ssr.tokensUsed(page.styles + page.html)) shellTokens.add(t);
    writeFileSync(path.join(out, file), html);
    facts[target.path] = ssr.measurePage(html, page);
    pages[target.path] = file;
    if (!CANONICAL[target.path]) sitemap.push({ path: target.path, lastModified: page.lastModified });
  }
  const notFound = await ssr.renderPage("/pagina-que-no-existe", config);
  writeFileSync(path.join(out, "404.html"), compose(template, notFound, null));
  // The app's shell for every other route (signed-in screens): the tokens of all the public pages,
  // which share its header, menus and footer.
  for (const t of ssr.tokensUsed(notFound.styles + notFound.html)) shellTokens.add(t);
  writeCompressed(path.join(dist, "index.html"), withTheme(template, shellTokens));

  writeFileSync(
    path.join(out, "manifest.json"),
    JSON.stringify(
      {
        brandName: config.brandName,
        brandLongName: config.brandLongName,
        productSlug: config.productSlug,
        publicUrl,
        routes: all,
        pages,
        notFound: "404.html",
      },
      null,
      1,
    ),
  );
  writeFileSync(path.join(dist, ssr.PAGE_FACTS_FILE), JSON.stringify(facts));
  const today = new Date().toISOString().slice(0, 10);
  writeCompressed(
    path.join(dist, "sitemap.xml"),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemap
      .map((s) => `  <url><loc>${escapeHtml(url(s.path))}</loc><lastmod>${s.lastModified ?? today}</lastmod></url>`)
      .join("\n")}\n</urlset>\n`,
  );
  writeFileSync(
    path.join(dist, "robots.txt"),
    ["User-agent: *", "Allow: /", "Disallow: /api/", "Disallow: /dashboard", "Disallow: /admin/", `Sitemap: ${publicUrl}/sitemap.xml`, ""].join("\n"),
  );
  writeCompressed(path.join(dist, "search-index.json"), JSON.stringify(await ssr.searchDocuments(config)));
  writeCompressed(path.join(dist, "assistant-index.json"), JSON.stringify(await ssr.assistantIndex(config)));
  const contentDir = path.join(dist, "content");
  rmSync(contentDir, { recursive: true, force: true });
  mkdirSync(contentDir, { recursive: true });
  for (const { key, json } of await ssr.contentFiles()) writeCompressed(path.join(contentDir, `${key}.json`), json);
  console.log(`Prerenderizadas ${targets.length} rutas públicas en ${((Date.now() - started) / 1000).toFixed(1)} s (dist/prerendered).`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

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
const site = { brandName: config.brandName, brandLongName: config.brandLongName, publicUrl };
/** The built index.html with this page's head and body (src/ssr/compose.ts: the server composes a published page with it too). */
const compose = (template, page, routePath, frame = false) => ssr.composePage(template, page, routePath, site, frame);
const { CANONICAL, withTheme } = ssr;

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
  const { all, targets, frames: framed } = ssr.routeTable(config);
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
    // Only the pages a visitor should find (RouteDefinition.listed): no test pages, token landings or copies.
    if (target.listed && !CANONICAL[target.path]) sitemap.push({ path: target.path, lastModified: page.lastModified });
  }
  // Issue 37: each signed-in page's frame (heading, intro, loading states), sent for its route.
  const frames = {};
  for (const routePath of framed) {
    const file = `frames${routePath}.html`;
    mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
    writeFileSync(path.join(out, file), compose(template, await ssr.renderFrame(routePath, config), null, true));
    frames[routePath] = file;
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
        frames,
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
  console.log(
    `Prerenderizadas ${targets.length} rutas públicas y ${framed.length} marcos de páginas con sesión en ${((Date.now() - started) / 1000).toFixed(1)} s (dist/prerendered).`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

/**
 * One Lighthouse audit of a signed-in page, for `npm run bench` (issue 37). The portal keeps its
 * session in the browser (the `token` cookie mirrored in localStorage, and `sessionUser`), so the
 * CLI's fresh profile would only ever see the sign-in page. As Lighthouse's own recipe for
 * authenticated pages does, a browser is launched with Puppeteer (Lighthouse's dependency, in
 * tools/lighthouse), the session is written into the origin's storage from a page that loads no
 * script or style (/api/health), and Lighthouse audits the target in that browser with
 * disableStorageReset, so the session stays while the HTTP cache is still empty: the figures are a
 * first visit of a signed-in person, as the public pages' are a first visit.
 *
 *   node scripts/lighthouse-page.mjs <url> <out.json> <chromium> "<flags>" '<{"key":"value"} for localStorage>'
 *
 * Mobile form factor and simulated throttling are Lighthouse's defaults, as for the CLI runs.
 * Exits 0 with the JSON report written, 1 otherwise.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const [url, out, chrome, flags, storageJson] = process.argv.slice(2);
const lhDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "tools", "lighthouse", "node_modules");
const { default: lighthouse } = await import(pathToFileURL(path.join(lhDir, "lighthouse", "core", "index.js")).href);
const { default: puppeteer } = await import(pathToFileURL(path.join(lhDir, "puppeteer-core", "lib", "esm", "puppeteer", "puppeteer-core.js")).href);

const browser = await puppeteer.launch({
  executablePath: chrome,
  headless: true,
  args: flags.split(" ").filter((f) => f && !f.startsWith("--headless")),
});
try {
  const page = await browser.newPage();
  await page.goto(new URL("/api/health", url).href);
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, JSON.parse(storageJson));
  const result = await lighthouse(
    url,
    { output: "json", onlyCategories: ["performance", "accessibility"], disableStorageReset: true, logLevel: "error" },
    undefined,
    page,
  );
  if (!result?.report) throw new Error("Lighthouse no devolvió informe");
  // A run whose trace failed (NO_NAVSTART) scores 0: the bench tries again rather than count it.
  if (result.lhr.runtimeError) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
  writeFileSync(out, Array.isArray(result.report) ? result.report[0] : result.report);
  // A page that sent the visitor to /sign-in measured the wrong screen.
  const finalUrl = result.lhr.finalDisplayedUrl ?? "";
  if (new URL(finalUrl).pathname !== new URL(url).pathname) throw new Error(`terminó en ${finalUrl}`);
} catch (error) {
  console.error(`lighthouse ${url}: ${error.message}`);
  process.exitCode = 1;
} finally {
  await browser.close();
}

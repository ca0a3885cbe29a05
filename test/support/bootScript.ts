import { readFileSync } from "node:fs";
import path from "node:path";

/** src/index.html as the build reads it. */
export const indexHtml = readFileSync(path.join(__dirname, "..", "..", "src", "index.html"), "utf8");

/** The inline #portal-boot script every page's HTML carries (issues 21 and 37). */
export const bootScript = indexHtml.match(/<script id="portal-boot">([\s\S]*?)<\/script>/)![1];

/** The globals #portal-boot reads; `requestAnimationFrame` never runs (the app's scripts are not loaded). */
export interface BootGlobals {
  document: unknown;
  localStorage: { getItem(key: string): string | null };
  location: { pathname: string };
  fetch: unknown;
  window: object;
}

/** Runs the boot script's own text with stand-ins for the globals it reads. */
export function runBootScript(g: BootGlobals): void {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the inline boot script's own text from index.html, with stand-ins for the globals it reads
  new Function("document", "localStorage", "requestAnimationFrame", "location", "fetch", "window", bootScript)(
    g.document,
    g.localStorage,
    () => undefined,
    g.location,
    g.fetch,
    g.window,
  );
}

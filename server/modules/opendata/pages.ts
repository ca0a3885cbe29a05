import { readFile } from "node:fs/promises";
import path from "node:path";

/**
 * The public pages of the portal, as the build prerendered them (dist/prerendered/manifest.json,
 * written by scripts/prerender.js): the only addresses the metrics dataset names one by one. The
 * metrics intake takes any path a browser sends, so a made-up address (or one carrying somebody's
 * data) must never reach the open data: those are summed into one row. Without a build only the
 * root is known and every other address is summed.
 */
export function prerenderedPages(staticDir: string, log: { warn(obj: object, msg: string): void }): () => Promise<readonly string[]> {
  let pages: Promise<readonly string[]> | null = null;
  return () =>
    (pages ??= readFile(path.join(staticDir, "prerendered", "manifest.json"), "utf8")
      .then((text) => {
        const manifest = JSON.parse(text) as { pages?: Record<string, string> };
        // A browser may report a path as written (/info-niños) or percent-encoded (/info-ni%C3%B1os).
        const paths = Object.keys(manifest.pages ?? {}).flatMap((p) => [p.normalize("NFC"), encodeURI(p.normalize("NFC"))]);
        return [...new Set(["/", ...paths])].sort();
      })
      .catch((err: NodeJS.ErrnoException) => {
        if (err.code !== "ENOENT") log.warn({ err: err.message }, "open data: the prerendered pages' list could not be read");
        return ["/"];
      }));
}

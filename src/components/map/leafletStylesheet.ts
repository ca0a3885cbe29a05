// Leaflet's own style sheet, emitted by the bundler as a file of this origin (style-src 'self', as
// altcha.css in ../captcha/AltchaWidget.tsx) and linked only when a map is drawn: it comes with the
// map's chunk, never in a page's first download.
const HREF = new URL("../../../node_modules/leaflet/dist/leaflet.css", import.meta.url).href;

let ready: Promise<void> | null = null;

/** Links leaflet.css once; resolves when it has loaded (or failed: the map is drawn all the same). */
export function leafletStylesheet(): Promise<void> {
  ready ??= new Promise<void>((resolve) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = HREF;
    link.dataset.leaflet = "";
    link.addEventListener("load", () => resolve(), { once: true });
    link.addEventListener("error", () => resolve(), { once: true });
    document.head.appendChild(link);
  });
  return ready;
}

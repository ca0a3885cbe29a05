import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { contentManifest } from "../src/routing/contentManifest";
import { axeViolations } from "./support";

/**
 * Issue 21, WCAG 2.1 1.4.10 Reflow: the checks made on a page at 320, 390, 768 and 1366 px. The
 * public routes are checked by e2e/public-site.spec.ts on the page it has already opened for its own
 * checks; e2e/reflow.spec.ts checks the others as a role that may open them.
 */

/** What the build registered (`routes`) and prerendered (`pages`): scripts/prerender.js writes both. */
export const manifest = JSON.parse(readFileSync(path.join(__dirname, "..", "dist", "prerendered", "manifest.json"), "utf8")) as {
  productSlug: string;
  routes: string[];
  pages: Record<string, string>;
};
export const ROUTES = [...manifest.routes].sort();
export const PRERENDERED = new Set(Object.keys(manifest.pages));

/**
 * axe at 390 px. The 180 content pages share one template, and e2e/public-site.spec.ts already runs
 * axe on each of them at 1280 px: axe runs at 390 px on every feature page and on the first content page
 * of each area (the template at a phone's width), which keeps the spec within its CI budget.
 */
const CONTENT = new Map(contentManifest.map((c) => [c.path.replaceAll("{product}", manifest.productSlug), c.area]));
const AREA_SAMPLE = new Set([...new Map([...CONTENT].reverse().map(([p, area]) => [area, p])).values()]);
export function axeAt390(route: string): boolean {
  return !CONTENT.has(route) || AREA_SAMPLE.has(route);
}

export const WIDTHS = [320, 390, 768, 1366] as const;
export const HEIGHT: Record<number, number> = { 320: 640, 390: 844, 768: 1024, 1366: 768 };

/** Waits for the app and for the page's data: no spinner left. */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, { timeout: 15_000 });
  await page
    .waitForFunction(
      () =>
        !Array.from(document.querySelectorAll(".fui-Spinner, [role='status']")).some(
          (e) => e.classList.contains("fui-Spinner") || /^(Cargando|Loading)/.test((e.textContent ?? "").trim()),
        ),
      undefined,
      { timeout: 8_000 },
    )
    .catch(() => undefined); // a page that keeps a spinner is measured as it is
}

/**
 * Two animation frames: the layout of the new viewport is done. A headless page on a loaded machine
 * may be given no frame for a long while (CI once waited here until the test's timeout), so half a
 * second without one is enough too: what is measured next reads the layout, which forces it anyway.
 */
function frames(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((done) => {
        const fallback = setTimeout(done, 500);
        requestAnimationFrame(() => requestAnimationFrame(() => (clearTimeout(fallback), done())));
      }),
  );
}

interface Measure {
  innerWidth: number;
  scrollWidth: number;
  /** The widest elements past the viewport's edge, outside any region that scrolls or clips on its own. */
  pageOffenders: string[];
  mainWidth: number;
  /** The same inside `main`, against main's own width. */
  mainOffenders: string[];
  /** Visible elements the chat button's box meets, with the page scrolled to its end. */
  chatCovers: string[];
}

/** Runs in the page: scrollWidth, the elements that overflow the page or main, what the chat button covers. */
async function measure(page: Page): Promise<Measure> {
  return page.evaluate(async () => {
    const rtl = getComputedStyle(document.documentElement).direction === "rtl";
    const hashed = /^(f[a-z0-9]{5,9}|r[a-z0-9]{5,9}|___[a-z0-9_]+)$/i;
    const name = (el: Element): string => {
      const cls = Array.from(el.classList).find((c) => !hashed.test(c));
      const role = el.getAttribute("role");
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${role ? `[role=${role}]` : ""}${cls ? `.${cls}` : ""}`;
    };
    const describe = (el: Element, text?: string, width?: number, edge?: number): string => {
      const chain: string[] = [];
      for (let a: Element | null = el; a && chain.length < 4 && a !== document.body; a = a.parentElement) {
        chain.unshift(name(a));
        if (a.tagName === "MAIN" || a.id) break;
      }
      const label = (text ?? el.getAttribute("aria-label") ?? el.textContent ?? "").replace(/\s+/g, " ").trim();
      const r = el.getBoundingClientRect();
      const w = Math.round(width ?? r.width);
      const e = Math.round(edge ?? (rtl ? r.left : r.right));
      return `${chain.join(" > ")}${text !== undefined ? " text" : ""} «${label.slice(0, 40)}» (width ${w} px, ${rtl ? "left" : "right"} edge ${e} px)`;
    };
    /** An ancestor below `top` that scrolls or clips horizontally, or a fixed box: what is inside it cannot widen the page. */
    // An absolutely positioned box (a visually hidden label, say) escapes a scrolling ancestor that is
    // not its containing block nor inside it: it widens the page past a table that scrolls on its own.
    const contained = (el: Element | Text, top: Element): boolean => {
      const box = el instanceof Element ? el : el.parentElement;
      // Text is clipped by its own box first, wherever that box is.
      if (!(el instanceof Element) && box && getComputedStyle(box).overflowX !== "visible") return true;
      let escapes = box ? getComputedStyle(box).position === "absolute" : false;
      let block = escapes && box instanceof HTMLElement ? box.offsetParent : null;
      for (let a = el.parentElement; a && a !== top; a = a.parentElement) {
        if (a === block) escapes = false;
        const s = getComputedStyle(a);
        if (s.position === "fixed") return true;
        if (s.overflowX !== "visible" && !escapes) return true;
        if (a !== box && s.position === "absolute" && !escapes) {
          escapes = true;
          block = a instanceof HTMLElement ? a.offsetParent : null;
        }
      }
      return false;
    };
    /** Seen by a person: not hidden, transparent, or inside a closed <details> (checkVisibility knows all three). */
    const visible = (el: Element): boolean => el.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true });
    const past = (r: DOMRect, left: number, right: number) => (rtl ? r.left < left - 1 : r.right > right + 1);
    const offenders = (top: Element, left: number, right: number): string[] => {
      const found: { el: Element; text?: string; width: number; edge: number }[] = [];
      for (const el of Array.from(top.querySelectorAll("*"))) {
        const r = el.getBoundingClientRect();
        if (r.width < 1 || r.height < 1 || !past(r, left, right)) continue;
        if (getComputedStyle(el).position === "fixed" || !visible(el) || contained(el, top)) continue;
        found.push({ el, width: r.width, edge: rtl ? r.left : r.right });
      }
      // Text that runs out of its own box (a long word, an e-mail address): the box fits, its text does not.
      const walker = document.createTreeWalker(top, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const parent = n.parentElement;
        if (!parent || (n.textContent ?? "").trim() === "") continue;
        range.selectNodeContents(n);
        const r = range.getBoundingClientRect();
        if (r.width < 1 || !past(r, left, right) || found.some((f) => f.el === parent)) continue;
        if (!visible(parent) || contained(n as Text, top)) continue;
        found.push({ el: parent, text: n.textContent ?? "", width: r.width, edge: rtl ? r.left : r.right });
      }
      // The widest first, then the innermost offenders (no offending child): usually the cause.
      const leaves = found.filter((f) => !found.some((o) => o.el !== f.el && f.el.contains(o.el)));
      const widest = [...found].sort((a, b) => b.width - a.width)[0];
      const picked = widest
        ? [
            widest,
            ...leaves
              .filter((l) => l !== widest)
              .sort((a, b) => b.edge - a.edge)
              .slice(0, 2),
          ]
        : [];
      return picked.map((f) => describe(f.el, f.text, f.width, f.edge));
    };

    const vw = window.innerWidth;
    const main = document.querySelector("main");
    const mr = main?.getBoundingClientRect();
    const mainLeft = mr ? mr.left + (main!.clientLeft ?? 0) : 0;
    const mainRight = mr ? mainLeft + main!.clientWidth : vw;

    // The chat button, with the page scrolled to its end (where its room is kept). A page still
    // growing (a list that arrives, cards that re-flow at the new width) moves its end: scroll again
    // until two looks in a row find the same height with the viewport at the end (at most ~3 s).
    // Two frames, or half a second when the page gets none (see frames()).
    const frame = () =>
      new Promise<void>((done) => {
        const fallback = setTimeout(done, 500);
        requestAnimationFrame(() => requestAnimationFrame(() => (clearTimeout(fallback), done())));
      });
    let lastHeight = -1;
    for (let look = 0; look < 30; look++) {
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
      await frame();
      const height = document.documentElement.scrollHeight;
      const atEnd = Math.ceil(window.scrollY + window.innerHeight) >= height - 1;
      if (atEnd && height === lastHeight) break;
      lastHeight = atEnd ? height : -1;
      if (look > 1) await new Promise((done) => setTimeout(done, 100));
    }
    const chatCovers: string[] = [];
    const widget = document.querySelector("[data-chat-widget]");
    const button = widget?.querySelector("button[aria-expanded]");
    if (button) {
      // What lies under the button: every element at its centre and near its corners, except the
      // chat's own and the button's ancestors (a grid of points instead of every element's box).
      const b = button.getBoundingClientRect();
      const seen = new Set<Element>();
      for (const fx of [0.08, 0.5, 0.92]) {
        for (const fy of [0.15, 0.5, 0.85]) {
          for (const el of document.elementsFromPoint(b.left + b.width * fx, b.top + b.height * fy)) {
            if (seen.has(el) || widget!.contains(el) || el.contains(button) || el === document.body || el === document.documentElement) continue;
            seen.add(el);
            if (visible(el)) chatCovers.push(describe(el));
          }
        }
      }
    }
    window.scrollTo({ top: 0, behavior: "instant" });

    return {
      innerWidth: vw,
      scrollWidth: document.documentElement.scrollWidth,
      pageOffenders: document.documentElement.scrollWidth > vw ? offenders(document.body, 0, vw) : [],
      mainWidth: main?.clientWidth ?? 0,
      // Anything that runs past main (boxes or text) widens its scrollWidth: only then look for what.
      mainOffenders: main && main.scrollWidth > main.clientWidth + 1 ? offenders(main, mainLeft, mainRight) : [],
      chatCovers: chatCovers.slice(0, 3),
    };
  });
}

/** Everything wrong with the page at one width, each line naming the route, the width and the element. */
export async function problemsAt(page: Page, route: string, width: number, axe: boolean): Promise<string[]> {
  await page.setViewportSize({ width, height: HEIGHT[width] });
  await frames(page);
  const m = await measure(page);
  const at = `${route} at ${width} px`;
  const problems: string[] = [];
  if (m.scrollWidth > m.innerWidth) {
    problems.push(`${at}: the page scrolls sideways (scrollWidth ${m.scrollWidth} > ${m.innerWidth}); widest: ${m.pageOffenders.join("; ")}`);
  }
  if (m.mainOffenders.length > 0) problems.push(`${at}: wider than main (${m.mainWidth} px): ${m.mainOffenders.join("; ")}`);
  if (m.chatCovers.length > 0) problems.push(`${at}: the chat button covers ${m.chatCovers.join("; ")}`);
  if (axe) for (const v of await axeViolations(page)) problems.push(`${at}: axe ${v}`);
  return problems;
}

import type { createDOMRenderer } from "@fluentui/react-components";

type GriffelRenderer = ReturnType<typeof createDOMRenderer>;
type IsomorphicStyleSheet = GriffelRenderer["stylesheets"][string];

const BUCKET = "data-make-styles-bucket";
const PRIORITY = "data-priority";
const CONTAINER = "data-container";

/**
 * The rules of one Griffel `<style>` element. Its text is exactly its rules concatenated (Griffel
 * writes `cssRules.join("")`), each rule a balanced block (`.f1x{…}`, `@media …{.f1x{…}}`), so
 * cutting the text where a block closes at the top level gives back each rule byte for byte, which is
 * what Griffel's cache is keyed by. Braces inside quoted strings do not count.
 */
export function splitCssRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  let quote = 0;
  for (let i = 0; i < css.length; i++) {
    const c = css.charCodeAt(i);
    if (quote !== 0) {
      if (c === 92 /* \ */) i++;
      else if (c === quote) quote = 0;
    } else if (c === 34 /* " */ || c === 39 /* ' */) quote = c;
    else if (c === 123 /* { */) depth++;
    else if (c === 125 /* } */ || (c === 59 /* ; */ && depth === 0)) {
      if (c === 125) depth--;
      if (depth === 0) {
        rules.push(css.slice(start, i + 1));
        start = i + 1;
      }
    }
  }
  return rules;
}

/** Griffel's handle on a `<style>` element of the page (the shape its renderer keeps per bucket). */
function sheetOf(element: HTMLStyleElement): IsomorphicStyleSheet {
  const elementAttributes: Record<string, string> = {};
  for (const attr of Array.from(element.attributes)) elementAttributes[attr.name] = attr.value;
  return {
    elementAttributes,
    element,
    bucketName: elementAttributes[BUCKET],
    insertRule: (rule: string) => element.sheet!.insertRule(rule, element.sheet!.cssRules.length),
    cssRules: () => Array.from(element.sheet?.cssRules ?? [], (r) => r.cssText),
  } as IsomorphicStyleSheet;
}

/**
 * Takes over the styles of the prerendered page: what Griffel's RendererProvider does when it
 * hydrates (rehydrateRendererCache), without running every rule back through its CSS parser, which
 * is a long task of about 70 ms on a mid-range phone for the ~1,500 rules of a page (issue 21, TBT).
 * test/theme/rehydrateStyles.test.tsx checks the result equals Griffel's own on rendered Fluent.
 */
export function rehydrateStyles(renderer: GriffelRenderer, doc: Document): void {
  for (const element of Array.from(doc.querySelectorAll<HTMLStyleElement>(`style[${BUCKET}]`))) {
    const bucket = element.getAttribute(BUCKET)!;
    const priority = element.getAttribute(PRIORITY) ?? "0";
    const condition = element.getAttribute(CONTAINER) ?? (element.media || "0");
    const key = bucket === "m" || bucket === "x" ? bucket + condition + priority : bucket + priority;
    renderer.stylesheets[key] ??= sheetOf(element);
    for (const rule of splitCssRules(element.textContent ?? "")) renderer.insertionCache[rule] = bucket as never;
  }
}

/**
 * A document with no styles, for RendererProvider's `targetDocument` once rehydrateStyles() has
 * done its work: Griffel then finds nothing left to take over. New rules still go to the page's
 * own document (the renderer was created for it).
 */
export function emptyDocument(): Document {
  return document.implementation.createHTMLDocument("");
}

import { useEffect, useLayoutEffect, useState, type RefObject } from "react";

/** useLayoutEffect in the browser (measured before the first paint), useEffect in the prerender. */
const useBrowserLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/**
 * The width of an element's box in CSS pixels, kept up to date while it is resized; null until it
 * was measured (the prerender, a test without layout) or while it has no layout (width 0). It
 * follows the element, not the viewport, so a list laid out beside a panel, or in the iframe of a
 * host page, gets the layout its own width allows.
 */
export function useContainerWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useBrowserLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const w = element.getBoundingClientRect().width;
      setWidth(w > 0 ? Math.round(w) : null);
    };
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

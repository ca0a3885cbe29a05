import { useSyncExternalStore } from "react";

const media = (query: string): MediaQueryList | null =>
  typeof window !== "undefined" && typeof window.matchMedia === "function" ? window.matchMedia(query) : null;

/** Whether the window matches a media query now; `fallback` where there is no matchMedia. */
export function mediaMatches(query: string, fallback = true): boolean {
  return media(query)?.matches ?? fallback;
}

/**
 * Whether the window matches a media query, kept current as the window changes; `fallback` where
 * there is no matchMedia (server rendering, tests).
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = media(query);
      list?.addEventListener("change", onChange);
      return () => list?.removeEventListener("change", onChange);
    },
    () => mediaMatches(query, fallback),
    () => fallback,
  );
}

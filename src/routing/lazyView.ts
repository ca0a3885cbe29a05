import { createElement, lazy, type ComponentType } from "react";

/** Name of the window event raised when a page's code fails to load (spec §8). */
export const PRELOAD_ERROR_EVENT = "preload-error";

/** A page chunk that could not be downloaded (offline, or a new deployment replaced it). */
export class PreloadError extends Error {
  constructor(override readonly cause: unknown) {
    super("No fue posible cargar el código de la página.");
    this.name = "PreloadError";
  }
}

/** A lazily loaded component that can also be fetched ahead of rendering. */
export type LazyView<P extends object = object> = ComponentType<P> & { readonly preload: () => Promise<unknown> };

/**
 * React.lazy that raises the preload-error event when the chunk fails to load, and that renders
 * the component directly once its chunk is in: a view preloaded before hydration (or loaded by the
 * prerenderer's first pass) never suspends, so the prerendered HTML hydrates in one pass.
 */
export function lazyView<P extends object = object>(load: () => Promise<{ default: ComponentType<P> }>): LazyView<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () =>
    (pending ??= load().then(
      (m) => {
        loaded = m.default;
        return m;
      },
      (error: unknown) => {
        pending = null;
        if (typeof window !== "undefined") window.dispatchEvent(new CustomEvent(PRELOAD_ERROR_EVENT, { detail: error }));
        throw new PreloadError(error);
      },
    ));
  const Lazy = lazy(start);
  const View = (props: P) => createElement((loaded ?? Lazy) as ComponentType<P>, props);
  return Object.assign(View, { preload: start });
}

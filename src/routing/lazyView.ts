import { lazy, type ComponentType } from "react";

/** Name of the window event raised when a page's code fails to load (spec §8). */
export const PRELOAD_ERROR_EVENT = "preload-error";

/** A page chunk that could not be downloaded (offline, or a new deployment replaced it). */
export class PreloadError extends Error {
  constructor(override readonly cause: unknown) {
    super("No fue posible cargar el código de la página.");
    this.name = "PreloadError";
  }
}

/** React.lazy that raises the preload-error event when the chunk fails to load. */
export function lazyView<P extends object = object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() =>
    load().catch((error: unknown) => {
      if (typeof window !== "undefined") window.dispatchEvent(new CustomEvent(PRELOAD_ERROR_EVENT, { detail: error }));
      throw new PreloadError(error);
    }),
  );
}

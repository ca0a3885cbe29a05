/**
 * Calls `onHide` once when the page goes out of sight (visibilitychange → hidden, or pagehide: a
 * closing tab fires both, and a page entering the back/forward cache only the latter) and `onShow`
 * when it is back (visible again, or restored from the cache). Returns the unsubscribe.
 */
export function watchPageVisibility(win: Window, onHide: () => void, onShow: () => void): () => void {
  const doc = win.document;
  let hidden = doc.visibilityState === "hidden";
  const hide = () => {
    if (hidden) return;
    hidden = true;
    onHide();
  };
  const show = () => {
    if (!hidden) return;
    hidden = false;
    onShow();
  };
  const changed = () => (doc.visibilityState === "hidden" ? hide() : show());
  doc.addEventListener("visibilitychange", changed);
  win.addEventListener("pagehide", hide);
  win.addEventListener("pageshow", show);
  return () => {
    doc.removeEventListener("visibilitychange", changed);
    win.removeEventListener("pagehide", hide);
    win.removeEventListener("pageshow", show);
  };
}

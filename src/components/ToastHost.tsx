import { useEffect, useState } from "react";
import { ToastContainer } from "react-toastify";
import { TOAST_CONTAINER_PROPS } from "../services/toastDriver";

/** Gap between the header's lower edge (or the window's top) and the first toast. */
const GAP_PX = 8;

/**
 * Issue 21: a toast never sits over the header's buttons. Spec §9 keeps the toasts top-right, so
 * the container starts below the page header while the header is on screen, and at the window's
 * top once it has scrolled away. The header is not fixed and wraps on phones: its edge is measured.
 */
export function toastTop(): number {
  const header = document.querySelector("header");
  const bottom = header ? header.getBoundingClientRect().bottom : 0;
  return Math.max(0, bottom) + GAP_PX;
}

/** The one toast container (spec §9: top-right, at most 20), loaded after the page. */
export default function ToastHost() {
  const [top, setTop] = useState(GAP_PX);
  useEffect(() => {
    const update = () => setTop(toastTop());
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    // The header changes height as its lazy tools arrive and when the language changes, and
    // another layout brings another header: any change of the page's size measures it again.
    // Its first call comes right after the next layout: no layout forced while the page hydrates.
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(update);
    if (!observer) update();
    observer?.observe(document.body);
    const header = document.querySelector("header");
    if (observer && header) observer.observe(header);
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
      observer?.disconnect();
    };
  }, []);
  // An inline `top` also wins over react-toastify's own rule for narrow screens (top: 0).
  return <ToastContainer {...TOAST_CONTAINER_PROPS} style={{ top }} />;
}

import { useEffect, useState } from "react";

/**
 * False in the first render (the prerendered HTML, and the render that hydrates it), true right
 * after this component has mounted. What differs between the build's HTML and the visitor (saved
 * settings, the address's query, enabled buttons) waits for it, so hydration always matches even
 * when the component's Suspense boundary hydrates after the rest of the page.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

import { useEffect, useState } from "react";

/**
 * False in the first render (the prerendered HTML, and the render that hydrates it), true right
 * after this component has mounted. What differs between the build's HTML and the visitor (saved
 * settings, the address's query, enabled buttons) waits for it, so hydration always matches even
 * when the component's Suspense boundary hydrates after the rest of the page.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the render after mount must differ from the first one, which has to match the server's HTML for hydration
  useEffect(() => setMounted(true), []);
  return mounted;
}

import { startTransition, useEffect, useState } from "react";

/**
 * False until `ready`, then true from a later task on: what a page draws after its first part, so
 * that a phone does not draw everything in one long task (issue 37, TBT). The change is a
 * transition, so React draws that part in slices that give the main thread back between them.
 */
export function useNextTask(ready: boolean): boolean {
  const [later, setLater] = useState(false);
  useEffect(() => {
    if (!ready || later) return;
    const id = setTimeout(() => startTransition(() => setLater(true)), 0);
    return () => clearTimeout(id);
  }, [ready, later]);
  return later;
}

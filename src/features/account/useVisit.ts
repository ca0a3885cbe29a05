import { useState } from "react";
import type { Visit } from "./visits";

/** This visit of the screen, the same for as long as it stays on screen (see PerVisit). */
export function useVisit(): Visit {
  const [visit] = useState<Visit>(() => ({}));
  return visit;
}

import { useSearchParams } from "react-router-dom";

/**
 * The address's query as a screen's filters: `update({ q: "x", page: undefined })` sets or removes
 * each key (an empty value removes it) and keeps the others, so links and back/forward work.
 */
export function useSearchParamsUpdate() {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === undefined || v === "") next.delete(k);
      else next.set(k, v);
    }
    setParams(next);
  };
  return [params, update] as const;
}

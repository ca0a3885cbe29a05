import { useLocation, useSearchParams } from "react-router-dom";

/**
 * A list's filters and page kept in the address (so a search can be shared and Back returns to it):
 * `update` changes filters and goes back to the first page; `hrefFor` links to another page.
 */
export function useAddressFilters() {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get("pagina") ?? "1", 10) || 1);
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    next.delete("pagina");
    setParams(next);
  };
  const hrefFor = (p: number) => {
    const next = new URLSearchParams(params);
    if (p > 1) next.set("pagina", String(p));
    else next.delete("pagina");
    const qs = next.toString();
    return qs ? `${pathname}?${qs}` : pathname;
  };
  return { params, page, pathname, update, hrefFor };
}

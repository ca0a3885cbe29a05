import { useSearchParams } from "react-router-dom";
import { useMounted } from "./useMounted";

/**
 * A parameter of the address (`?contrato=`, `?reference=`), trimmed; null until mounted (the
 * build's HTML has no query, and hydration must match it).
 */
export function useAddressParam(name: string): string | null {
  const mounted = useMounted();
  const [params] = useSearchParams();
  return mounted ? (params.get(name) ?? "").trim() : null;
}

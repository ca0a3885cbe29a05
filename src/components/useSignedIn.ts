import { useStores } from "../app/StoresContext";
import { useMounted } from "./useMounted";

/**
 * Whether to show the signed-in variant of a public page: never while it renders as prerendered
 * (the build's HTML is the visitor's, and hydration must match it), so not before mounting. Read it in an observer.
 */
export function useSignedIn(): boolean {
  const { session } = useStores();
  const mounted = useMounted();
  return mounted && session.isAuthenticated;
}

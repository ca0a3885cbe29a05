import { createContext, useContext, type ReactNode } from "react";
import type { RootStore } from "../stores/RootStore";

const StoresContext = createContext<RootStore | null>(null);

/** The one root context (DESIGN §3): every component reads the stores through useStores(). */
export function StoresProvider({ stores, children }: { stores: RootStore; children: ReactNode }) {
  return <StoresContext.Provider value={stores}>{children}</StoresContext.Provider>;
}

export function useStores(): RootStore {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error("useStores debe ser usado dentro de un StoresProvider");
  return stores;
}

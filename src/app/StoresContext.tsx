import { createContext, useContext, type ReactNode } from "react";
import type { RootStore } from "../stores/RootStore";
import type { FeatureStoreKey } from "../stores/base/featureStore";

/** The one root context; class components (Page) read it as their contextType, the rest through useStores(). */
export const StoresContext = createContext<RootStore | null>(null);

/** The one root context (DESIGN §3): every component reads the stores through useStores(). */
export function StoresProvider({ stores, children }: { stores: RootStore; children: ReactNode }) {
  return <StoresContext.Provider value={stores}>{children}</StoresContext.Provider>;
}

export function useStores(): RootStore {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error("useStores debe ser usado dentro de un StoresProvider");
  return stores;
}

/** A feature's store, made by the RootStore on first use (issue 23: views observe their store). */
export function useFeatureStore<T>(key: FeatureStoreKey<T>): T {
  return useStores().feature(key);
}

import type { RootStore } from "../RootStore";

/**
 * How a feature's store is made (issue 23): a name for errors and a factory given the RootStore,
 * whose services (API client, session, toasts…) the store takes what it needs from. The key lives
 * in the feature's own module, loaded with its pages, so neither the store nor its API calls are in
 * the first download of other pages; the RootStore creates each store once, on first use.
 */
export interface FeatureStoreKey<T> {
  readonly name: string;
  create(root: RootStore): T;
}

export function defineFeatureStore<T>(name: string, create: (root: RootStore) => T): FeatureStoreKey<T> {
  return { name, create };
}

import { useCallback } from "react";
import { useStores } from "../../app/StoresContext";
import type { PqrsApi } from "../../services/pqrsApi";

let api: Promise<PqrsApi> | null = null;

/**
 * The customer-service calls, loaded with the first form that needs them (their module stays out
 * of the initial JavaScript). One instance per page load, on the root store's API client.
 */
export function usePqrsApi(): () => Promise<PqrsApi> {
  const stores = useStores();
  return useCallback(() => (api ??= import(/* webpackChunkName: "pqrs-api" */ "../../services/pqrsApi").then((m) => m.createPqrsApi(stores.api))), [stores]);
}

import { useCallback } from "react";
import { useStores } from "../../app/StoresContext";
import type { AdminApi } from "../../services/adminApi";

let api: Promise<AdminApi> | null = null;

/**
 * The administration calls, loaded with the first admin screen that needs them (their module stays
 * out of the initial JavaScript). One instance per page load, on the root store's API client.
 */
export function useAdminApi(): () => Promise<AdminApi> {
  const stores = useStores();
  return useCallback(() => (api ??= import(/* webpackChunkName: "admin-api" */ "../../services/adminApi").then((m) => m.createAdminApi(stores.api))), [stores]);
}

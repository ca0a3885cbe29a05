import { createElement, useEffect } from "react";
import { observer } from "mobx-react-lite";
import { Navigate, useLocation } from "react-router-dom";
import type { RouteDefinition } from "../routing/types";
import { useStores } from "./StoresContext";
import { guardRedirect } from "./routeGuard";
import { PageSpinner } from "../components/PageSpinner";
import { ACCESS_DENIED_PATH } from "../shared/constants";

/** Renders a route's page, or redirects per the rules of spec §2. */
export const RouteElement = observer(function RouteElement({ def }: { def: RouteDefinition }) {
  const stores = useStores();
  const { session } = stores;
  const { pathname, search } = useLocation();
  const to = guardRedirect(def, session, pathname, search);
  // The customer's screens (the dashboard area) all start from their contracts: asked for with the
  // route, while the view's chunk downloads, not after it has rendered (issue 37).
  const contractsNeeded = to === null && def.area === "dashboard";
  useEffect(() => {
    if (contractsNeeded)
      void stores.loadAccount().then(
        (account) => account.load(),
        () => undefined,
      );
  }, [contractsNeeded, stores]);
  // The saved roles may be stale: deny only once the server has said who this is (issue 9).
  if (to === ACCESS_DENIED_PATH && session.verifying) return <PageSpinner />;
  if (to !== null) return <Navigate to={to} replace />;
  return createElement(def.component);
});

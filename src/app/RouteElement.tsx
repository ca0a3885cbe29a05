import { createElement } from "react";
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
  // The saved roles may be stale: deny only once the server has said who this is (issue 9).
  if (to === ACCESS_DENIED_PATH && session.verifying) return <PageSpinner />;
  if (to !== null) return <Navigate to={to} replace />;
  return createElement(def.component);
});

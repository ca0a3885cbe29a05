import { observer } from "mobx-react-lite";
import { Navigate, Route, Routes, useLocation } from "react-router-dom";
import type { RouteDefinition } from "../routing/types";
import { AUTHENTICATED_ENTRY_PATH } from "../shared/constants";
import { decodePath } from "../shared/text";
import type { RouteRegistry } from "../stores/RouteRegistry";
import { RootLayout } from "./layouts/RootLayout";
import { NotFoundPage } from "./NotFoundPage";
import { RouteElement } from "./RouteElement";
import { RouterErrorBoundary } from "./RouterErrorScreen";
import { rootRedirect } from "./routeGuard";
import { useStores } from "./StoresContext";

/**
 * The route at `pathname` as React Router would match it among the registry's static paths:
 * decoded, trailing slash tolerated, and case-insensitive (React Router's default) as a fallback.
 */
export function matchRoute(routes: RouteRegistry, pathname: string): RouteDefinition | undefined {
  const exact = routes.byPath(pathname);
  if (exact) return exact;
  const wanted = (decodePath(pathname).replace(/\/+$/, "") || "/").toLowerCase();
  return routes.routes.find((r) => r.path.toLowerCase() === wanted);
}

/** The root path: the authenticated entry for a signed-in user, sign-in (no redirectUrl) for a visitor. */
const RootRedirect = observer(function RootRedirect() {
  const { routes, session } = useStores();
  return <Navigate to={rootRedirect(routes.byPath(AUTHENTICATED_ENTRY_PATH), session)} replace />;
});

/**
 * The route tree: root redirect, the route of the current address (one of spec §2's, found in the
 * registry), then "*". Giving React Router only the matched route instead of all 245 spares it
 * flattening, ranking and compiling a pattern for every route on each render (issue 21: that was
 * ~15% of the hydration task of a public page on a throttled phone).
 */
export const AppRoutes = observer(function AppRoutes() {
  const { routes } = useStores();
  const location = useLocation();
  const def = matchRoute(routes, location.pathname);
  return (
    <RouterErrorBoundary resetKey={location.key}>
      <Routes>
        <Route element={<RootLayout />}>
          {/* spec §2: the root path redirects to the authenticated entry path */}
          <Route index element={<RootRedirect />} />
          {def ? <Route key={def.key} path={def.path} element={<RouteElement def={def} />} /> : null}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </RouterErrorBoundary>
  );
});

import { observer } from "mobx-react-lite";
import { Navigate, Route, Routes, useLocation } from "react-router-dom";
import { AUTHENTICATED_ENTRY_PATH } from "../shared/constants";
import { RootLayout } from "./layouts/RootLayout";
import { NotFoundPage } from "./NotFoundPage";
import { RouteElement } from "./RouteElement";
import { RouterErrorBoundary } from "./RouterErrorScreen";
import { useStores } from "./StoresContext";

/** The route tree from the registry: root redirect, every route of spec §2, then "*". */
export const AppRoutes = observer(function AppRoutes() {
  const { routes } = useStores();
  const location = useLocation();
  return (
    <RouterErrorBoundary resetKey={location.key}>
      <Routes>
        <Route element={<RootLayout />}>
          {/* spec §2: the root path redirects to the authenticated entry path */}
          <Route index element={<Navigate to={AUTHENTICATED_ENTRY_PATH} replace />} />
          {routes.routes.map((def) => (
            <Route key={def.key} path={def.path} element={<RouteElement def={def} />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </RouterErrorBoundary>
  );
});

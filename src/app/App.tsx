import { FluentProvider, RendererProvider, type createDOMRenderer } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useEffect } from "react";
import { IntlProvider } from "react-intl";
import type { ComponentType, ReactNode } from "react";
import { BrowserRouter } from "react-router-dom";
import type { RootStore } from "../stores/RootStore";
import { AppRoutes } from "./AppRoutes";
import { StoresProvider } from "./StoresContext";

/** Missing translations are expected while messages load: the Spanish defaults show meanwhile. */
function onIntlError(err: { code?: string }): void {
  if (err.code === "MISSING_TRANSLATION") return;
  console.error(err);
}

/** Ends the prerendered pass once React has committed the hydrated tree. */
function HydrationDone({ stores }: { stores: RootStore }) {
  useEffect(() => {
    if (stores.ui.prerendered) stores.ui.hydrated();
    // A marker for tests and tools: the page is interactive.
    document.documentElement.dataset.hydrated = "true";
  }, [stores]);
  return null;
}

export interface AppProps {
  stores: RootStore;
  /** Griffel's renderer: in the browser it takes over the styles the prerendered HTML carries. */
  renderer: ReturnType<typeof createDOMRenderer>;
  /**
   * Where RendererProvider looks for prerendered styles to take over (the page itself by default).
   * main.tsx takes them over before rendering (theme/rehydrateStyles) and passes an empty document.
   */
  styleDocument?: Document;
  /** Server rendering passes a StaticRouter for the path it renders; the browser's is the address bar. */
  Router?: ComponentType<{ children: ReactNode }>;
}

/**
 * Providers in order: styles, stores, language, Fluent theme, router. Until hydration ends, language
 * and theme are the prerendered ones (RootStore.intlLocale…) so hydration matches the HTML.
 */
export const App = observer(function App({ stores, renderer, styleDocument, Router = BrowserRouter }: AppProps) {
  return (
    <RendererProvider renderer={renderer} targetDocument={styleDocument}>
      <StoresProvider stores={stores}>
        <IntlProvider locale={stores.intlLocale} messages={stores.intlMessages} defaultLocale="es-CO" onError={onIntlError}>
          <FluentProvider theme={stores.fluentTheme} dir={stores.direction} applyStylesToPortals>
            <Router>
              <AppRoutes />
            </Router>
            <HydrationDone stores={stores} />
          </FluentProvider>
        </IntlProvider>
      </StoresProvider>
    </RendererProvider>
  );
});

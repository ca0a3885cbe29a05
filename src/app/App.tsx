import { FluentProvider } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { IntlProvider } from "react-intl";
import { BrowserRouter } from "react-router-dom";
import type { RootStore } from "../stores/RootStore";
import { AppRoutes } from "./AppRoutes";
import { StoresProvider } from "./StoresContext";

/** Missing translations are expected while messages load: the Spanish defaults show meanwhile. */
function onIntlError(err: { code?: string }): void {
  if (err.code === "MISSING_TRANSLATION") return;
  console.error(err);
}

/** Providers in order: stores, language, Fluent theme, router. */
export const App = observer(function App({ stores }: { stores: RootStore }) {
  const { locale, theme } = stores;
  return (
    <StoresProvider stores={stores}>
      <IntlProvider locale={locale.intlLocale} messages={locale.messages} defaultLocale="es-CO" onError={onIntlError}>
        <FluentProvider theme={theme.fluentTheme} dir={theme.direction} applyStylesToPortals>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </FluentProvider>
      </IntlProvider>
    </StoresProvider>
  );
});

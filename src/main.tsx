import "./polyfills";
import { configure } from "mobx";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { contentManifest } from "./routing/contentManifest";
import { featureRoutes } from "./routing/route";
import "./pages";
import { ContentPage } from "./pages/content/ContentPage";
import { browserBridgeWindow, readClientConfig, sessionId } from "./services/browser";
import { TranslationLoader } from "./services/loader";
import { createMetricsSink } from "./services/metricsClient";
import { createSessionPersistence } from "./services/sessionPersistence";
import { browserStorage } from "./services/storage";
import { reactToastifyDriver } from "./services/toastDriver";
import { RootStore } from "./stores/RootStore";

configure({ enforceActions: "observed" });

const storage = browserStorage();
const stores = new RootStore({
  config: readClientConfig(document),
  storage,
  sessionPersistence: createSessionPersistence(storage, document),
  translations: new TranslationLoader((url) => fetch(url, { credentials: "same-origin" })),
  toastDriver: reactToastifyDriver,
  metricsSink: createMetricsSink(),
  bridgeWindow: browserBridgeWindow(window),
  documentRoot: document.documentElement,
  browserLanguages: navigator.languages ?? [navigator.language],
  sessionId: sessionId(window),
  features: featureRoutes,
  content: contentManifest,
  contentPage: ContentPage,
  themeFactory: () => import(/* webpackChunkName: "themes" */ "./theme/themes").then((m) => m.buildFluentTheme),
  routeDetails: () => import(/* webpackChunkName: "route-details" */ "./routing/routeDetails").then((m) => m.routeDetails),
});
stores.start();

createRoot(document.getElementById("root")!).render(<App stores={stores} />);

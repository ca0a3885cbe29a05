import { defaultLightTheme } from "../src/theme/defaultTheme.generated";
import type { ComponentType } from "react";
import { DEFAULT_CLIENT_CONFIG, type ClientConfig } from "../src/shared/config";
import { contentManifest } from "../src/routing/contentManifest";
import { brandRouteDetails } from "../src/routing/routeDetails";
import { featureRoutes } from "../src/routing/route";
import "../src/features";
import { ContentPage } from "../src/features/content/ContentPage";
import { MemoryStorage } from "../src/services/storage";
import { createSessionPersistence } from "../src/services/sessionPersistence";
import { TranslationLoader } from "../src/services/loader";
import type { BridgeWindow } from "../src/stores/IframeBridge";
import { RootStore, type Services } from "../src/stores/RootStore";
import type { ToastRequest } from "../src/stores/ToastService";
import { buildFluentTheme } from "../src/theme/themes";
import { RouteRegistry } from "../src/stores/RouteRegistry";

/** A registry with every route of the product, as the browser builds it. */
export function realRegistry(productSlug = "emsp"): RouteRegistry {
  return new RouteRegistry(featureRoutes, contentManifest, ContentPage as ComponentType, productSlug, async () =>
    brandRouteDetails(DEFAULT_CLIENT_CONFIG.brandName),
  );
}

/** A window that is not embedded and sends nothing. */
export const topLevelWindow: BridgeWindow = {
  isEmbedded: false,
  postToParent: () => undefined,
  addMessageListener: () => () => undefined,
  reply: () => undefined,
};

/** A RootStore over in-memory services (each test gets its own). */
export function testStores(overrides: Partial<Services> = {}, config: Partial<ClientConfig> = {}) {
  const storage = overrides.storage ?? new MemoryStorage();
  const toasts: ToastRequest[] = [];
  const clientConfig = { ...DEFAULT_CLIENT_CONFIG, ...config };
  const stores = new RootStore({
    config: clientConfig,
    storage,
    sessionPersistence: createSessionPersistence(storage, null),
    translations: new TranslationLoader(async () => ({ ok: true, status: 200, json: async () => ({}) })),
    toastDriver: { show: (r) => void toasts.push(r), dismiss: () => undefined },
    metricsSink: { pageView: async () => undefined, events: async () => undefined },
    bridgeWindow: topLevelWindow,
    documentRoot: null,
    browserLanguages: ["es-CO"],
    sessionId: "test-session",
    routes: new RouteRegistry(featureRoutes, contentManifest, ContentPage as ComponentType, clientConfig.productSlug, async () =>
      brandRouteDetails(DEFAULT_CLIENT_CONFIG.brandName),
    ),
    themeFactory: async () => buildFluentTheme,
    defaultTheme: defaultLightTheme,
    ...overrides,
  });
  return { stores, storage, toasts };
}

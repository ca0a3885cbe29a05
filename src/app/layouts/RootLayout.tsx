import { lazyView } from "../../routing/lazyView";
import { AccountLayout, ChatWidget, ToastHost } from "./shellChunks";
import { Suspense, lazy, useEffect, type ComponentType } from "react";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { Outlet, useLocation } from "react-router-dom";
import { useStores } from "../StoresContext";
import { usePageMeta } from "../usePageMeta";
import { PublicLayout } from "./PublicLayout";
import { PageSpinner } from "../../components/PageSpinner";
import type { ConsentControl } from "../../services/telemetry";

/** Only while an administrator has a maintenance notice switched on (issue 9). */
const MaintenanceBannerView = lazyView(() => import(/* webpackChunkName: "maintenance-banner" */ "./MaintenanceBanner"));
const MaintenanceBanner = observer(function MaintenanceBanner() {
  return useStores().siteSettings.banner !== null ? (
    <Suspense fallback={null}>
      <MaintenanceBannerView />
    </Suspense>
  ) : null;
});

/** Tracking never shows its failures (spec §8): a banner that cannot load is no error page. */
const ConsentBanner = lazy<ComponentType<{ consent: ConsentControl }>>(() =>
  import(/* webpackChunkName: "consent" */ "../../components/ConsentBanner").catch(() => ({ default: () => null })),
);

/**
 * The analytics-cookie banner while the choice is open. `metrics.consent` is set by the tracking
 * chunk, which main.tsx starts only after hydration, so it is never in the prerendered HTML.
 */
const ConsentSlot = observer(function ConsentSlot() {
  const consent = useStores().metrics.consent.get();
  // Its own boundary: the chat and the toasts stay put while the banner's code loads.
  return consent?.open ? (
    <Suspense fallback={null}>
      <ConsentBanner consent={consent} />
    </Suspense>
  ) : null;
});

/**
 * Picks the layout (spec §2 "Layout"): visitors get the simple public layout; signed-in users get
 * the account layout, with container and footer except on dashboard and admin pages.
 */
export const RootLayout = observer(function RootLayout() {
  const stores = useStores();
  const { session, ui, config, metrics, routes } = stores;
  const location = useLocation();
  const intl = useIntl();
  const def = routes.byPath(location.pathname);

  usePageMeta(
    def,
    def ? routes.describe(def.key) : undefined,
    routes.detailsLoaded,
    config.brandName,
    intl.formatMessage({ id: "notFound.title", defaultMessage: "Página no encontrada" }),
    location.key,
    ui.prerendered || stores.locale.locale === "es" ? undefined : ui.headingOf(location.pathname),
  );
  useEffect(() => {
    ui.navigated();
    metrics.trackPageView({ pagePath: location.pathname, referrer: typeof document !== "undefined" ? document.referrer : "" });
  }, [location.pathname, ui, metrics]);
  // Meta description and keywords (a chunk of 80 KB that takes a long task to evaluate on a phone).
  // A prerendered page carries its own, so the chunk waits for the first navigation inside the app
  // (or for the chat or the search, which load it themselves); any other page loads it at once.
  // This effect runs before HydrationDone's (a later sibling), so on a prerendered landing it still
  // sees ui.prerendered; read in an effect, it is not tracked and re-renders nothing. A signed-in
  // page is never indexed, so its description serves no one: there the chunk waits for a public
  // page, the chat or the search (issue 37: its long task cost ~350 ms of a phone's main thread on
  // the account summary).
  const isProtected = def?.access === "protected";
  useEffect(() => {
    if (!ui.prerendered && !isProtected) void routes.loadDetails();
  }, [routes, ui, location.key, isProtected]);

  const content = <Outlet />;
  const extras = ui.extras.get() && (
    <Suspense fallback={null}>
      {/* Administrators may switch the chat off in /admin/settings (issue 9). */}
      {stores.siteSettings.chatEnabled ? <ChatWidget /> : null}
      <ToastHost />
      <ConsentSlot />
    </Suspense>
  );
  if (!session.isAuthenticated || ui.prerendered) {
    return (
      <>
        <MaintenanceBanner />
        <PublicLayout showBreadcrumbs={def !== undefined && def.path !== "/homePage"}>{content}</PublicLayout>
        {extras}
      </>
    );
  }
  const gutterless = def?.meta.pageContainerType === "gutterless";
  return (
    <>
      <MaintenanceBanner />
      <Suspense fallback={<PageSpinner />}>
        <AccountLayout contained={!gutterless} footer={!gutterless} sideNav={def?.area === "dashboard" || def?.area === "admin"}>
          {content}
        </AccountLayout>
      </Suspense>
      {extras}
    </>
  );
});

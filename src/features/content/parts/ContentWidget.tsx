import { Suspense } from "react";
import { PageErrorBoundary } from "../../../components/PageErrorBoundary";
import { useMounted } from "../../../components/useMounted";
import { lazyView, type LazyView } from "../../../routing/lazyView";

const tariffHistory = lazyView(() => import(/* webpackChunkName: "widget-tariff-history" */ "../../tariffs/views/TariffHistoryWidget"));

/**
 * Content pages that carry a working form or figures from the server (issue 8), keyed by route
 * key. Each loads on demand and only in the browser: the prerendered HTML keeps the page's text.
 */
const CONTENT_WIDGETS: Readonly<Record<string, LazyView>> = {
  "transparencia.informesPqr": lazyView(() => import(/* webpackChunkName: "widget-pqrs-stats" */ "../../pqrs/views/PqrsStatsWidget")),
  "energia.formAutogenerators": lazyView(() => import(/* webpackChunkName: "widget-autogenerators" */ "../../pqrs/views/AutogeneratorFormWidget")),
  "energia.formService": lazyView(() => import(/* webpackChunkName: "widget-energy-service" */ "../../pqrs/views/EnergyServiceFormWidget")),
  // Issue 33 §3: the page promised a speed test; it measures against the portal's own server.
  "telco.medidorVelocidad": lazyView(() => import(/* webpackChunkName: "widget-speed-test" */ "../../speedTest/SpeedTestWidget")),
  "energia.consultRequest": lazyView(() => import(/* webpackChunkName: "widget-consult-request" */ "../../pqrs/views/ConsultRequestWidget")),
  // Issue 34 §2: the rate pages read the published tariffs; the history downloads as CSV and JSON.
  "energia.ratesEnergy": tariffHistory,
  "energia.ratesRegulatedMarket": tariffHistory,
  "acueducto.ratesAqueduct": tariffHistory,
  // Issue 36 §5: the continuity indicators computed from the incidents, on the service-quality pages.
  "energia.studyReportsPlans": lazyView(() => import(/* webpackChunkName: "widget-continuity-energy" */ "../../continuity/views/EnergyContinuityWidget")),
  "acueducto.reportsIndicators": lazyView(() => import(/* webpackChunkName: "widget-continuity-water" */ "../../continuity/views/WaterContinuityWidget")),
};

/** Whether the content page of `routeKey` carries a widget. */
export function hasContentWidget(routeKey: string): boolean {
  return routeKey in CONTENT_WIDGETS;
}

/** Renders a content page's widget once the page is interactive (nothing in the prerendered HTML). */
export function ContentWidget({ routeKey }: { routeKey: string }) {
  const mounted = useMounted();
  const Widget = CONTENT_WIDGETS[routeKey];
  if (!Widget || !mounted) return null;
  return (
    <PageErrorBoundary>
      <Suspense fallback={null}>
        <Widget />
      </Suspense>
    </PageErrorBoundary>
  );
}

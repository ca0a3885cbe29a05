import { Page } from "../../components/Page";
import { lazyView } from "../../routing/lazyView";
import { route } from "../../routing/route";

// The metrics pages (issue 23: a feature's routes live with it, whatever their URL). One chunk
// per view, loaded when its page opens (DESIGN §4, §8: each ≤ 35 KB gzip).
const PageMetricsView = lazyView(() => import(/* webpackChunkName: "page-metrics" */ "./views/PageMetricsView"));
/** The three pages of the test tour share one view that picks its text by path. */
const TestMetricsPageView = lazyView(() => import(/* webpackChunkName: "page-test-metrics-tour" */ "./views/TestMetricsPageView"));
const ConnectionTestView = lazyView(() => import(/* webpackChunkName: "page-test-connection" */ "./views/ConnectionTestView"));
const DashboardView = lazyView(() => import(/* webpackChunkName: "page-metrics-dashboard" */ "./views/DashboardView"));
const TestMetricsView = lazyView(() => import(/* webpackChunkName: "page-test-metrics" */ "./views/TestMetricsView"));

/** Métricas de uso del portal. */
@route({
  key: "metricas.overview",
  path: "/metrics",
  area: "metricas",
  title: "Métricas",
})
export class MetricsPage extends Page {
  readonly view = PageMetricsView;
}

/** Tablero de indicadores de rendimiento del sitio. */
@route({
  key: "metricas.dashboard",
  path: "/metrics-dashboard",
  area: "metricas",
  title: "Tablero de métricas",
})
export class MetricsDashboardPage extends Page {
  readonly view = DashboardView;
}

/** Prueba del registro de métricas. */
@route({
  key: "metricas.test",
  path: "/test-metrics",
  area: "metricas",
  title: "Prueba de métricas",
  listed: false,
})
export class MetricsTestPage extends Page {
  readonly view = TestMetricsView;
}

/** Primera página de la prueba de navegación. */
@route({
  key: "metricas.testPage1",
  path: "/test-metrics/page1",
  area: "metricas",
  title: "Prueba de métricas: página 1",
  listed: false,
})
export class MetricsTestPage1Page extends Page {
  readonly view = TestMetricsPageView;
}

/** Segunda página de la prueba de navegación. */
@route({
  key: "metricas.testPage2",
  path: "/test-metrics/page2",
  area: "metricas",
  title: "Prueba de métricas: página 2",
  listed: false,
})
export class MetricsTestPage2Page extends Page {
  readonly view = TestMetricsPageView;
}

/** Tercera página de la prueba de navegación. */
@route({
  key: "metricas.testPage3",
  path: "/test-metrics/page3",
  area: "metricas",
  title: "Prueba de métricas: página 3",
  listed: false,
})
export class MetricsTestPage3Page extends Page {
  readonly view = TestMetricsPageView;
}

/** Prueba de conexión con los servicios del portal. */
@route({
  key: "metricas.connectionTest",
  path: "/test-connection",
  area: "metricas",
  title: "Prueba de conexión",
  listed: false,
})
export class ConnectionTestPage extends Page {
  readonly view = ConnectionTestView;
}

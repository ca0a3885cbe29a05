import { route } from "../../routing/route";
import { Page } from "../Page";
import { PendingView } from "../shared/pending";

/** Métricas de uso del portal. */
@route({
  key: "metricas.overview",
  path: "/metrics",
  area: "metricas",
  title: "Métricas",
})
export class MetricsPage extends Page {
  readonly view = PendingView;
}

/** Tablero de indicadores de rendimiento del sitio. */
@route({
  key: "metricas.dashboard",
  path: "/metrics-dashboard",
  area: "metricas",
  title: "Tablero de métricas",
})
export class MetricsDashboardPage extends Page {
  readonly view = PendingView;
}

/** Prueba del registro de métricas. */
@route({
  key: "metricas.test",
  path: "/test-metrics",
  area: "metricas",
  title: "Prueba de métricas",
})
export class MetricsTestPage extends Page {
  readonly view = PendingView;
}

/** Primera página de la prueba de navegación. */
@route({
  key: "metricas.testPage1",
  path: "/test-metrics/page1",
  area: "metricas",
  title: "Prueba de métricas: página 1",
})
export class MetricsTestPage1Page extends Page {
  readonly view = PendingView;
}

/** Segunda página de la prueba de navegación. */
@route({
  key: "metricas.testPage2",
  path: "/test-metrics/page2",
  area: "metricas",
  title: "Prueba de métricas: página 2",
})
export class MetricsTestPage2Page extends Page {
  readonly view = PendingView;
}

/** Tercera página de la prueba de navegación. */
@route({
  key: "metricas.testPage3",
  path: "/test-metrics/page3",
  area: "metricas",
  title: "Prueba de métricas: página 3",
})
export class MetricsTestPage3Page extends Page {
  readonly view = PendingView;
}

/** Prueba de conexión con los servicios del portal. */
@route({
  key: "metricas.connectionTest",
  path: "/test-connection",
  area: "metricas",
  title: "Prueba de conexión",
})
export class ConnectionTestPage extends Page {
  readonly view = PendingView;
}

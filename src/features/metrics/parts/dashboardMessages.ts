import { defineMessages } from "react-intl";

/** The dashboard's texts: its form, and the headers of its tables. */
export const t = defineMessages({
  title: { id: "metrics.dashboard.title", defaultMessage: "Tablero de métricas" },
  rangeLegend: { id: "metrics.dashboard.range", defaultMessage: "Rango de fechas" },
  from: { id: "metrics.dashboard.from", defaultMessage: "Desde" },
  to: { id: "metrics.dashboard.to", defaultMessage: "Hasta" },
  apply: { id: "metrics.dashboard.apply", defaultMessage: "Aplicar" },
  presets: { id: "metrics.dashboard.presets", defaultMessage: "Rangos rápidos" },
  page: { id: "metrics.col.page", defaultMessage: "Página" },
  pageTitle: { id: "metrics.col.pageTitle", defaultMessage: "Título" },
  pageViews: { id: "metrics.col.pageViews", defaultMessage: "Vistas de página" },
  uniqueVisitors: { id: "metrics.col.uniqueVisitors", defaultMessage: "Visitantes únicos" },
  avgTime: { id: "metrics.col.avgTime", defaultMessage: "Tiempo promedio en la página" },
  sessions: { id: "metrics.col.sessions", defaultMessage: "Sesiones" },
  visitDefinitions: {
    id: "metrics.total.visitDefinitions",
    defaultMessage:
      "Sesiones: pestañas del navegador que empezaron a recorrer el portal en el periodo, cada una contada una vez. Visitantes únicos: el portal no guarda cookies de visitante, así que cada sesión cuenta como un visitante y nunca hay más visitantes que sesiones. En las páginas más vistas, los visitantes únicos de una página son las sesiones que la abrieron.",
  },
  share: { id: "metrics.col.share", defaultMessage: "Porcentaje" },
  day: { id: "metrics.col.day", defaultMessage: "Día" },
  channel: { id: "metrics.col.channel", defaultMessage: "Canal" },
  device: { id: "metrics.col.device", defaultMessage: "Dispositivo" },
  eventType: { id: "metrics.col.eventType", defaultMessage: "Tipo de evento" },
  count: { id: "metrics.col.count", defaultMessage: "Cantidad" },
  term: { id: "metrics.col.term", defaultMessage: "Término buscado" },
  searches: { id: "metrics.col.searches", defaultMessage: "Búsquedas" },
  zeroResults: { id: "metrics.col.zeroResults", defaultMessage: "Búsquedas sin resultados" },
  lastSearched: { id: "metrics.col.lastSearched", defaultMessage: "Última búsqueda" },
  zeroTag: { id: "metrics.search.zeroTag", defaultMessage: "sin resultados" },
  vital: { id: "metrics.col.vital", defaultMessage: "Métrica" },
  p75: { id: "metrics.col.p75", defaultMessage: "Percentil 75" },
  rating: { id: "metrics.col.rating", defaultMessage: "Calificación" },
  threshold: { id: "metrics.col.threshold", defaultMessage: "Umbrales" },
  samples: { id: "metrics.col.samples", defaultMessage: "Muestras" },
  noSamples: { id: "metrics.vitals.noSamples", defaultMessage: "Sin muestras" },
});

/** A real document of the portal (Transparencia › Abastecimiento estratégico), small on purpose. */
export const BENCH_DOCUMENT = "/docs/abastecimiento-estrategico-modelo-2026.pdf";

/** The test pages in order, by route key, for the navigation between them (each visit is a page view). */
export const TEST_PAGES = [
  { route: "metricas.testPage1", label: "Página 1: vistas y desplazamiento" },
  { route: "metricas.testPage2", label: "Página 2: navegación y tiempo" },
  { route: "metricas.testPage3", label: "Página 3: descargas, formularios y salida" },
] as const;

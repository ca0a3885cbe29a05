import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { useLocation } from "react-router-dom";
import { BenchPage } from "../parts/BenchPage";
import { Prose } from "../parts/Prose";
import { TourPage1 } from "../parts/TourPage1";
import { TourPage2 } from "../parts/TourPage2";
import { TourPage3 } from "../parts/TourPage3";
import { TourParagraph } from "../parts/TourParagraph";

const PAGES: Record<string, { n: 1 | 2 | 3; intro: string; body: () => ReactNode }> = {
  "/test-metrics/page1": {
    n: 1,
    intro:
      "Primera página del recorrido de prueba. Explica qué se registra al abrir una página y al recorrerla, y es lo bastante larga para que al bajar se disparen los eventos de profundidad de desplazamiento.",
    body: TourPage1,
  },
  "/test-metrics/page2": {
    n: 2,
    intro:
      "Segunda página del recorrido. Al llegar aquí se registró una vista nueva y el tiempo que pasó en la página anterior; esta página explica cómo se mide ese tiempo y cómo viajan los eventos.",
    body: TourPage2,
  },
  "/test-metrics/page3": {
    n: 3,
    intro:
      "Tercera y última página del recorrido. Sirve para probar descargas, formularios y botones de compartir, y explica cómo medimos qué tan rápido carga el portal.",
    body: TourPage3,
  },
};

/** /test-metrics/page1, page2 and page3: one view (one chunk) that picks its text by path. */
export default function TestMetricsPageView() {
  const { pathname } = useLocation();
  const page = PAGES[pathname.replace(/\/$/, "")] ?? PAGES["/test-metrics/page1"];
  const path = `/test-metrics/page${page.n}`;
  const Body = page.body;
  return (
    <BenchPage
      pagePath={path}
      title={<FormattedMessage id="metrics.test.pageTitle" defaultMessage="Prueba de métricas: página {n}" values={{ n: page.n }} />}
      intro={
        <Prose>
          <TourParagraph>{page.intro}</TourParagraph>
        </Prose>
      }
    >
      <Body />
    </BenchPage>
  );
}

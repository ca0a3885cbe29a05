import { Body1 } from "@fluentui/react-components";
import { FormattedMessage } from "react-intl";
import { RouteLink } from "../../../components/RouteLink";
import { makeStyles, tokens } from "../../../theme";
import { TEST_PAGES } from "../benchPages";
import { BenchPage } from "../parts/BenchPage";
import { Prose } from "../parts/Prose";
import { Section } from "../parts/Section";

const useStyles = makeStyles({
  steps: { lineHeight: tokens.lineHeightBase400, paddingInlineStart: tokens.spacingHorizontalXXL, maxWidth: "48rem" },
  step: { marginBlockEnd: tokens.spacingVerticalS },
});

/** What each test page is for, beside its link. */
const PAGE_PURPOSE: Record<(typeof TEST_PAGES)[number]["route"], string> = {
  "metricas.testPage1": "registra la vista de página y, al bajar hasta el final, los eventos de profundidad de desplazamiento (25, 50, 75 y 100 %).",
  "metricas.testPage2": "mide el paso entre páginas y el tiempo que permanece en cada una.",
  "metricas.testPage3": "sirve para probar descargas, formularios enviados y la tasa de salida, y explica las Web Vitals.",
};

/** /test-metrics: what the metrics test bench is, the tour of its three pages and the bench itself. */
export default function TestMetricsView() {
  const styles = useStyles();
  return (
    <BenchPage
      pagePath="/test-metrics"
      title={<FormattedMessage id="metrics.test.title" defaultMessage="Prueba de métricas" />}
      intro={
        <Prose>
          <Body1 as="p" block>
            Esta página y las tres que siguen son un banco de pruebas del registro de métricas del portal. Sirven para que el equipo técnico y los supervisores
            comprueben, sin esperar visitas reales, que cada vista de página, cada descarga, cada formulario y cada búsqueda llegan al servicio de métricas y
            aparecen en el tablero.
          </Body1>
          <Body1 as="p" block>
            Nada de lo que haga aquí cambia información del portal ni de su cuenta: solo se suman eventos de prueba a las estadísticas de estas rutas.
          </Body1>
        </Prose>
      }
    >
      <Section id="test-tour" title={<FormattedMessage id="metrics.test.tour" defaultMessage="Recorrido de prueba" />}>
        <ol className={styles.steps}>
          {TEST_PAGES.map((p) => (
            <li key={p.route} className={styles.step}>
              <RouteLink route={p.route}>{p.label}</RouteLink>: {PAGE_PURPOSE[p.route]}
            </li>
          ))}
        </ol>
        <Prose>
          <Body1 as="p" block>
            Recorra las páginas en orden y quédese unos segundos en cada una: cada cambio de página registra una vista y el tiempo que pasó en la anterior. Al
            terminar, revise los resultados.
          </Body1>
        </Prose>
      </Section>

      <Section id="test-results" title={<FormattedMessage id="metrics.test.results" defaultMessage="Dónde ver los resultados" />}>
        <ul className={styles.steps}>
          <li className={styles.step}>
            <RouteLink route="metricas.dashboard">Tablero de métricas</RouteLink>: visitas por día, páginas más visitadas, eventos por tipo, búsquedas y Web
            Vitals del rango que elija.
          </li>
          <li className={styles.step}>
            <RouteLink route="metricas.overview" query={{ path: "/test-metrics/page1" }}>
              Métricas de la página 1
            </RouteLink>
            : todos los indicadores de una sola ruta.
          </li>
          <li className={styles.step}>
            <RouteLink route="metricas.connectionTest">Prueba de conexión</RouteLink>: si la API y el servicio de métricas responden, y cuántos registros
            esperan para guardarse.
          </li>
        </ul>
        <Prose>
          <Body1 as="p" block>
            El servicio de métricas guarda los eventos por lotes y el tablero conserva cada consulta durante cinco minutos, así que un evento recién enviado
            puede tardar unos minutos en verse en las cifras.
          </Body1>
        </Prose>
      </Section>
    </BenchPage>
  );
}

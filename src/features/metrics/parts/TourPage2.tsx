import { RouteLink } from "../../../components/RouteLink";
import { makeStyles, tokens } from "../../../theme";
import { TourParagraph } from "./TourParagraph";
import { TourPart } from "./TourPart";

const useStyles = makeStyles({
  list: { lineHeight: tokens.lineHeightBase400, paddingInlineStart: tokens.spacingHorizontalXXL, maxWidth: "48rem" },
  item: { marginBlockEnd: tokens.spacingVerticalS },
  next: { marginBlockStart: tokens.spacingVerticalXXL, fontWeight: tokens.fontWeightSemibold },
});

/** /test-metrics/page2: time on the page, bounce and exit rates, and how events travel in batches. */
export function TourPage2() {
  const styles = useStyles();
  return (
    <>
      <TourPart id="p2-time" title="Tiempo en la página">
        <TourParagraph>
          Cuando sale de una página, porque pasa a otra o cierra la pestaña, se envía cuántos segundos estuvo en ella. Si la pestaña queda oculta o se cierra,
          el envío se hace con una petición que el navegador completa aunque la página ya no exista, para que el dato no se pierda.
        </TourParagraph>
        <TourParagraph>
          Un tiempo de más de un día se descarta: casi siempre es una pestaña olvidada y no una lectura. Con el resto se calcula el tiempo promedio en la
          página, que las métricas de cada página muestran junto al tiempo de lectura estimado de su contenido (225 palabras por minuto).
        </TourParagraph>
      </TourPart>
      <TourPart id="p2-bounce" title="Tasa de rebote y tasa de salida">
        <TourParagraph>
          La tasa de rebote es el porcentaje de sesiones que entraron por una página y no vieron ninguna otra. La tasa de salida es el porcentaje de vistas de
          una página que fueron las últimas de su sesión.
        </TourParagraph>
        <TourParagraph>
          Una tasa de salida alta no siempre es mala: en la página de pago o en la de consulta de un PQRS es normal que la visita termine ahí. En cambio, una
          tasa de rebote alta en la página de inicio suele indicar que el menú no lleva a lo que la gente busca.
        </TourParagraph>
      </TourPart>
      <TourPart id="p2-batch" title="Envío por lotes">
        <TourParagraph>
          Los eventos no viajan uno por uno. Esperan en una cola y salen juntos después de dos segundos sin actividad o cuando se acumulan diez. Así el portal
          hace menos peticiones, lo que importa en celulares con datos limitados o con mala señal.
        </TourParagraph>
        <TourParagraph>
          Si el envío falla, por ejemplo porque se fue la conexión, los eventos vuelven a la cola y se intentan de nuevo con el siguiente lote. Ningún error del
          registro de métricas se muestra a los visitantes ni interrumpe lo que están haciendo.
        </TourParagraph>
      </TourPart>
      <TourPart id="p2-try" title="Cómo probarlo">
        <ol className={styles.list}>
          <li className={styles.item}>Quédese unos 30 segundos en esta página.</li>
          <li className={styles.item}>Vaya a la página 3 con el enlace del final o con el menú de la prueba.</li>
          <li className={styles.item}>
            Consulte las{" "}
            <RouteLink route="metricas.overview" query={{ path: "/test-metrics/page2" }}>
              métricas de esta página
            </RouteLink>
            : el tiempo promedio incluirá su visita cuando el servicio la haya guardado.
          </li>
        </ol>
      </TourPart>
      <p className={styles.next}>
        <RouteLink route="metricas.testPage3">Continuar con la página 3: descargas, formularios y salida</RouteLink>
      </p>
    </>
  );
}

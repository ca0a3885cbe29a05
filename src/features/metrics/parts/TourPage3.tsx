import { RouteLink } from "../../../components/RouteLink";
import { makeStyles, tokens } from "../../../theme";
import { TourParagraph } from "./TourParagraph";
import { TourPart } from "./TourPart";

const useStyles = makeStyles({
  next: { marginBlockStart: tokens.spacingVerticalXXL, fontWeight: tokens.fontWeightSemibold },
});

/** /test-metrics/page3: downloads, forms, shares, the Web Vitals and the exit. */
export function TourPage3() {
  const styles = useStyles();
  return (
    <>
      <TourPart id="p3-downloads" title="Descargas de documentos">
        <TourParagraph>
          Un clic en un enlace a un documento (PDF, hoja de cálculo o archivo CSV) se cuenta como descarga de ese archivo. La Ley 1712 de 2014 nos obliga a
          publicar informes, contratos, presupuestos y actos administrativos; saber cuáles se consultan más nos ayuda a mantenerlos al día y a ponerlos donde se
          encuentran con facilidad.
        </TourParagraph>
      </TourPart>
      <TourPart id="p3-forms" title="Formularios enviados">
        <TourParagraph>
          Cuando un formulario se envía y el servidor lo acepta, se registra un formulario completado. Si el servidor lo rechaza, se registra como formulario
          con error y no cuenta como completado. Un formulario con campos sin llenar no llega al servidor: el portal muestra antes qué falta.
        </TourParagraph>
        <TourParagraph>
          De cada formulario solo se registra su nombre y la página donde está. Lo que usted escribe en los campos nunca forma parte de las métricas.
        </TourParagraph>
      </TourPart>
      <TourPart id="p3-share" title="Compartir">
        <TourParagraph>
          Los botones para compartir por WhatsApp, Facebook o X, y el de copiar el enlace, registran un evento con el nombre de la red. No recibimos información
          de las redes sociales: solo sabemos que alguien pulsó el botón.
        </TourParagraph>
      </TourPart>
      <TourPart id="p3-vitals" title="Web Vitals: qué tan rápido se siente el portal">
        <TourParagraph>
          Cinco segundos después de cargar una página, el navegador informa cuánto tardó en mostrar el contenido principal (LCP, bueno hasta 2,5 segundos),
          cuánto tardó en responder a la primera interacción (FID, bueno hasta 100 milisegundos, e INP, su reemplazo), cuánto se movió el diseño mientras
          cargaba (CLS, bueno hasta 0,1), cuánto tardó en llegar el primer byte del servidor (TTFB, bueno hasta 200 milisegundos) y cuándo apareció el primer
          contenido (FCP, bueno hasta 1,8 segundos).
        </TourParagraph>
        <TourParagraph>
          El tablero muestra el percentil 75 de cada medida, es decir, el valor que alcanzan o mejoran tres de cada cuatro visitas, y lo califica como «Bueno»,
          «Necesita mejorar» o «Deficiente». Muchas personas consultan el portal desde celulares en redes lentas: por eso medimos en sus equipos y no solo en
          los de la oficina.
        </TourParagraph>
      </TourPart>
      <TourPart id="p3-exit" title="La salida">
        <TourParagraph>
          Esta es la última página del recorrido. Si cierra la pestaña aquí, su visita cuenta como una salida desde esta página y se envía el tiempo que estuvo
          en ella. Si prefiere, vuelva al inicio de la prueba o abra el tablero para ver el resultado.
        </TourParagraph>
      </TourPart>
      <p className={styles.next}>
        <RouteLink route="metricas.dashboard">Ver los resultados en el tablero de métricas</RouteLink>
      </p>
    </>
  );
}

import { RouteLink } from "../../../components/RouteLink";
import { makeStyles, tokens } from "../../../theme";
import { TourParagraph } from "./TourParagraph";
import { TourPart } from "./TourPart";

const useStyles = makeStyles({
  list: { lineHeight: tokens.lineHeightBase400, paddingInlineStart: tokens.spacingHorizontalXXL, maxWidth: "48rem" },
  item: { marginBlockEnd: tokens.spacingVerticalS },
  next: { marginBlockStart: tokens.spacingVerticalXXL, fontWeight: tokens.fontWeightSemibold },
});

/** /test-metrics/page1: page views, unique visitors and scroll depth; long enough to scroll through. */
export function TourPage1() {
  const styles = useStyles();
  return (
    <>
      <TourPart id="p1-view" title="Qué es una vista de página">
        <TourParagraph>
          Cada vez que alguien abre una página del portal, o pasa a otra desde el menú sin recargar, se registra una vista de página. La vista guarda la ruta
          (por ejemplo, /test-metrics/page1), la página desde la que llegó, el canal de adquisición y el tipo de dispositivo.
        </TourParagraph>
        <TourParagraph>
          El canal dice por dónde llegó la visita: directo (escribió la dirección o usó un favorito), redes sociales, búsqueda orgánica, enlaces desde otros
          sitios o campañas pagadas; esta última se reconoce porque el enlace trae el parámetro utm_source. El dispositivo se deduce del ancho de la pantalla:
          menos de 768 píxeles es un celular, menos de 1.024 una tableta y lo demás, un computador.
        </TourParagraph>
      </TourPart>
      <TourPart id="p1-unique" title="Visitantes únicos">
        <TourParagraph>
          Un visitante único es una sesión que abrió la página al menos una vez. Si recarga esta página diez veces en la misma pestaña, el tablero cuenta diez
          vistas pero un solo visitante único. Si la abre en otra pestaña o en otro navegador, cuenta como otra sesión.
        </TourParagraph>
        <TourParagraph>
          Comparar las vistas con los visitantes únicos ayuda a entender el uso real: muchas vistas de pocas personas suelen indicar que alguien vuelve a la
          página porque no encontró a la primera lo que buscaba.
        </TourParagraph>
      </TourPart>
      <TourPart id="p1-scroll" title="Profundidad de desplazamiento">
        <TourParagraph>
          Al bajar por la página se registran eventos cuando el visitante alcanza el 25 %, el 50 %, el 75 % y el 100 % de su longitud. Cada marca se envía una
          sola vez por vista de página, aunque suba y vuelva a bajar.
        </TourParagraph>
        <TourParagraph>
          Estas marcas muestran si la gente llega a la información que está al final: si pocas personas pasan del 50 % en una página de trámites, conviene subir
          los requisitos y los enlaces importantes, o dividir la página en partes más cortas.
        </TourParagraph>
      </TourPart>
      <TourPart id="p1-try" title="Cómo probarlo">
        <ol className={styles.list}>
          <li className={styles.item}>Observe el contador «Eventos en cola» del banco de pruebas.</li>
          <li className={styles.item}>Baje despacio hasta el final de esta página: el contador sube con cada marca alcanzada.</li>
          <li className={styles.item}>Espere dos segundos sin hacer nada, o pulse «Enviar ahora»: la cola vuelve a cero.</li>
          <li className={styles.item}>Pase a la página 2 para registrar el tiempo que estuvo en esta.</li>
        </ol>
      </TourPart>
      <p className={styles.next}>
        <RouteLink route="metricas.testPage2">Continuar con la página 2: navegación y tiempo</RouteLink>
      </p>
    </>
  );
}

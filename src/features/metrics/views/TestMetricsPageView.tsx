import type { ReactNode } from "react";
import { Body1 } from "@fluentui/react-components";
import { FormattedMessage } from "react-intl";
import { useLocation } from "react-router-dom";
import { RouterLink } from "../../components/RouterLink";
import { makeStyles, tokens } from "../../theme";
import { BenchPage, Prose } from "./BenchPage";
import { Section } from "./parts";

const useStyles = makeStyles({
  list: { lineHeight: tokens.lineHeightBase400, paddingInlineStart: tokens.spacingHorizontalXXL, maxWidth: "48rem" },
  item: { marginBlockEnd: tokens.spacingVerticalS },
  next: { marginBlockStart: tokens.spacingVerticalXXL, fontWeight: tokens.fontWeightSemibold },
});

const P = ({ children }: { children: ReactNode }) => (
  <Body1 as="p" block>
    {children}
  </Body1>
);

/** One explanatory section of a test page. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Section id={id} title={title}>
      <Prose>{children}</Prose>
    </Section>
  );
}

function Page1() {
  const styles = useStyles();
  return (
    <>
      <Part id="p1-view" title="Qué es una vista de página">
        <P>
          Cada vez que alguien abre una página del portal, o pasa a otra desde el menú sin recargar, se registra una vista de página. La vista guarda la ruta
          (por ejemplo, /test-metrics/page1), la página desde la que llegó, el canal de adquisición y el tipo de dispositivo.
        </P>
        <P>
          El canal dice por dónde llegó la visita: directo (escribió la dirección o usó un favorito), redes sociales, búsqueda orgánica, enlaces desde otros
          sitios o campañas pagadas; esta última se reconoce porque el enlace trae el parámetro utm_source. El dispositivo se deduce del ancho de la pantalla:
          menos de 768 píxeles es un celular, menos de 1.024 una tableta y lo demás, un computador.
        </P>
      </Part>
      <Part id="p1-unique" title="Visitantes únicos">
        <P>
          Un visitante único es una sesión que abrió la página al menos una vez. Si recarga esta página diez veces en la misma pestaña, el tablero cuenta diez
          vistas pero un solo visitante único. Si la abre en otra pestaña o en otro navegador, cuenta como otra sesión.
        </P>
        <P>
          Comparar las vistas con los visitantes únicos ayuda a entender el uso real: muchas vistas de pocas personas suelen indicar que alguien vuelve a la
          página porque no encontró a la primera lo que buscaba.
        </P>
      </Part>
      <Part id="p1-scroll" title="Profundidad de desplazamiento">
        <P>
          Al bajar por la página se registran eventos cuando el visitante alcanza el 25 %, el 50 %, el 75 % y el 100 % de su longitud. Cada marca se envía una
          sola vez por vista de página, aunque suba y vuelva a bajar.
        </P>
        <P>
          Estas marcas muestran si la gente llega a la información que está al final: si pocas personas pasan del 50 % en una página de trámites, conviene subir
          los requisitos y los enlaces importantes, o dividir la página en partes más cortas.
        </P>
      </Part>
      <Part id="p1-try" title="Cómo probarlo">
        <ol className={styles.list}>
          <li className={styles.item}>Observe el contador «Eventos en cola» del banco de pruebas.</li>
          <li className={styles.item}>Baje despacio hasta el final de esta página: el contador sube con cada marca alcanzada.</li>
          <li className={styles.item}>Espere dos segundos sin hacer nada, o pulse «Enviar ahora»: la cola vuelve a cero.</li>
          <li className={styles.item}>Pase a la página 2 para registrar el tiempo que estuvo en esta.</li>
        </ol>
      </Part>
      <p className={styles.next}>
        <RouterLink to="/test-metrics/page2">Continuar con la página 2: navegación y tiempo</RouterLink>
      </p>
    </>
  );
}

function Page2() {
  const styles = useStyles();
  return (
    <>
      <Part id="p2-time" title="Tiempo en la página">
        <P>
          Cuando sale de una página, porque pasa a otra o cierra la pestaña, se envía cuántos segundos estuvo en ella. Si la pestaña queda oculta o se cierra,
          el envío se hace con una petición que el navegador completa aunque la página ya no exista, para que el dato no se pierda.
        </P>
        <P>
          Un tiempo de más de un día se descarta: casi siempre es una pestaña olvidada y no una lectura. Con el resto se calcula el tiempo promedio en la
          página, que las métricas de cada página muestran junto al tiempo de lectura estimado de su contenido (225 palabras por minuto).
        </P>
      </Part>
      <Part id="p2-bounce" title="Tasa de rebote y tasa de salida">
        <P>
          La tasa de rebote es el porcentaje de sesiones que entraron por una página y no vieron ninguna otra. La tasa de salida es el porcentaje de vistas de
          una página que fueron las últimas de su sesión.
        </P>
        <P>
          Una tasa de salida alta no siempre es mala: en la página de pago o en la de consulta de un PQRS es normal que la visita termine ahí. En cambio, una
          tasa de rebote alta en la página de inicio suele indicar que el menú no lleva a lo que la gente busca.
        </P>
      </Part>
      <Part id="p2-batch" title="Envío por lotes">
        <P>
          Los eventos no viajan uno por uno. Esperan en una cola y salen juntos después de dos segundos sin actividad o cuando se acumulan diez. Así el portal
          hace menos peticiones, lo que importa en celulares con datos limitados o con mala señal.
        </P>
        <P>
          Si el envío falla, por ejemplo porque se fue la conexión, los eventos vuelven a la cola y se intentan de nuevo con el siguiente lote. Ningún error del
          registro de métricas se muestra a los visitantes ni interrumpe lo que están haciendo.
        </P>
      </Part>
      <Part id="p2-try" title="Cómo probarlo">
        <ol className={styles.list}>
          <li className={styles.item}>Quédese unos 30 segundos en esta página.</li>
          <li className={styles.item}>Vaya a la página 3 con el enlace del final o con el menú de la prueba.</li>
          <li className={styles.item}>
            Consulte las <RouterLink to="/metrics?path=%2Ftest-metrics%2Fpage2">métricas de esta página</RouterLink>: el tiempo promedio incluirá su visita
            cuando el servicio la haya guardado.
          </li>
        </ol>
      </Part>
      <p className={styles.next}>
        <RouterLink to="/test-metrics/page3">Continuar con la página 3: descargas, formularios y salida</RouterLink>
      </p>
    </>
  );
}

function Page3() {
  const styles = useStyles();
  return (
    <>
      <Part id="p3-downloads" title="Descargas de documentos">
        <P>
          Un clic en un enlace a un documento (PDF, hoja de cálculo o archivo CSV) se cuenta como descarga de ese archivo. La Ley 1712 de 2014 nos obliga a
          publicar informes, contratos, presupuestos y actos administrativos; saber cuáles se consultan más nos ayuda a mantenerlos al día y a ponerlos donde se
          encuentran con facilidad.
        </P>
      </Part>
      <Part id="p3-forms" title="Formularios enviados">
        <P>
          Cuando un formulario se envía y el servidor lo acepta, se registra un formulario completado. Si el servidor lo rechaza, se registra como formulario
          con error y no cuenta como completado. Un formulario con campos sin llenar no llega al servidor: el portal muestra antes qué falta.
        </P>
        <P>De cada formulario solo se registra su nombre y la página donde está. Lo que usted escribe en los campos nunca forma parte de las métricas.</P>
      </Part>
      <Part id="p3-share" title="Compartir">
        <P>
          Los botones para compartir por WhatsApp, Facebook o X, y el de copiar el enlace, registran un evento con el nombre de la red. No recibimos información
          de las redes sociales: solo sabemos que alguien pulsó el botón.
        </P>
      </Part>
      <Part id="p3-vitals" title="Web Vitals: qué tan rápido se siente el portal">
        <P>
          Cinco segundos después de cargar una página, el navegador informa cuánto tardó en mostrar el contenido principal (LCP, bueno hasta 2,5 segundos),
          cuánto tardó en responder a la primera interacción (FID, bueno hasta 100 milisegundos, e INP, su reemplazo), cuánto se movió el diseño mientras
          cargaba (CLS, bueno hasta 0,1), cuánto tardó en llegar el primer byte del servidor (TTFB, bueno hasta 200 milisegundos) y cuándo apareció el primer
          contenido (FCP, bueno hasta 1,8 segundos).
        </P>
        <P>
          El tablero muestra el percentil 75 de cada medida, es decir, el valor que alcanzan o mejoran tres de cada cuatro visitas, y lo califica como «Bueno»,
          «Necesita mejorar» o «Deficiente». Muchas personas consultan el portal desde celulares en redes lentas: por eso medimos en sus equipos y no solo en
          los de la oficina.
        </P>
      </Part>
      <Part id="p3-exit" title="La salida">
        <P>
          Esta es la última página del recorrido. Si cierra la pestaña aquí, su visita cuenta como una salida desde esta página y se envía el tiempo que estuvo
          en ella. Si prefiere, vuelva al inicio de la prueba o abra el tablero para ver el resultado.
        </P>
      </Part>
      <p className={styles.next}>
        <RouterLink to="/metrics-dashboard">Ver los resultados en el tablero de métricas</RouterLink>
      </p>
    </>
  );
}

const PAGES: Record<string, { n: 1 | 2 | 3; intro: string; body: () => ReactNode }> = {
  "/test-metrics/page1": {
    n: 1,
    intro:
      "Primera página del recorrido de prueba. Explica qué se registra al abrir una página y al recorrerla, y es lo bastante larga para que al bajar se disparen los eventos de profundidad de desplazamiento.",
    body: Page1,
  },
  "/test-metrics/page2": {
    n: 2,
    intro:
      "Segunda página del recorrido. Al llegar aquí se registró una vista nueva y el tiempo que pasó en la página anterior; esta página explica cómo se mide ese tiempo y cómo viajan los eventos.",
    body: Page2,
  },
  "/test-metrics/page3": {
    n: 3,
    intro:
      "Tercera y última página del recorrido. Sirve para probar descargas, formularios y botones de compartir, y explica cómo medimos qué tan rápido carga el portal.",
    body: Page3,
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
          <P>{page.intro}</P>
        </Prose>
      }
    >
      <Body />
    </BenchPage>
  );
}

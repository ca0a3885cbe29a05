import type { PageContent } from "../types";

/**
 * The accessibility statement (issue 35 §4; Res. MinTIC 1519 de 2020, Anexo 1; formats sheet §5):
 * the standard it aims at, how it is checked, what still falls short and how to report a barrier.
 * Its known gaps are the portal's real ones (docs/govco.md): revise them when one is fixed.
 */
const content: PageContent = {
  lead: "Accesibilidad del portal: norma, pruebas, limitaciones y cómo reportar una barrera. {brand} quiere que cualquier persona pueda consultar su factura, pagar, radicar una PQRS y leer la información pública, use o no tecnologías de apoyo.",
  sections: [
    {
      heading: "Norma y cumplimiento",
      blocks: [
        {
          kind: "paragraph",
          text: "El portal se diseña y se prueba con las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.1 en el nivel AA, que exige a las entidades públicas colombianas el Anexo 1 de la Resolución 1519 de 2020 del Ministerio de Tecnologías de la Información y las Comunicaciones, en concordancia con la Ley 1618 de 2013 y la norma técnica NTC 5854.",
        },
        {
          kind: "paragraph",
          text: "El portal cumple parcialmente: las páginas y los trámites propios cumplen el nivel AA en nuestras pruebas, pero quedan las excepciones que se describen más abajo, en la sección de limitaciones conocidas.",
        },
        {
          kind: "paragraph",
          text: "Última revisión: 29 de noviembre de 2026, por el equipo del portal con la oficina de Comunicaciones. La revisamos al menos una vez al año y cada vez que corregimos una de las limitaciones conocidas.",
        },
        { kind: "paragraph", text: "Esto es lo que puede esperar de cada página:" },
        {
          kind: "list",
          items: [
            "Un enlace «Saltar al contenido principal» al comienzo de cada página y títulos ordenados, con un solo título principal por página.",
            "Las páginas y los formularios se pueden usar solo con el teclado, con el foco siempre visible.",
            "El contenido se reacomoda en pantallas de 320 píxeles de ancho y con el texto ampliado al 200 %, sin desplazamiento horizontal.",
            "Contraste de al menos 4,5 a 1 en el texto normal y de 3 a 1 en el texto grande y los controles, también en el modo oscuro.",
            "Formularios con cada campo rotulado y un resumen de errores que lleva a cada campo por corregir.",
            "Cada gráfico de indicadores tiene un resumen y, debajo, la tabla con las cifras exactas.",
            "En el panel «Apariencia e idioma» puede activar el modo oscuro, cambiar los colores y el tamaño de los controles y leer la interfaz en inglés.",
          ],
        },
      ],
    },
    {
      heading: "Cómo lo comprobamos",
      blocks: [
        {
          kind: "list",
          items: [
            "Revisión automática con axe-core en cada versión: las pruebas de extremo a extremo visitan todas las rutas del portal y la publicación se detiene si encuentran una falla de WCAG 2.1 A o AA.",
            "Prueba de reflujo: cada página pública y cada pantalla de administración se revisan entre 320 y 1366 píxeles de ancho.",
            "Recorridos completos con teclado de los trámites principales: ingresar, pagar una factura, radicar y consultar una PQRS.",
            "Revisión con lector de pantalla (NVDA en Windows y VoiceOver en iPhone) de los mismos recorridos cuando cambian.",
          ],
        },
      ],
    },
    {
      heading: "Limitaciones conocidas",
      blocks: [
        {
          kind: "list",
          items: [
            "Documentos PDF: los publicados antes de esta revisión no tienen estructura etiquetada, así que un lector de pantalla puede leerlos en desorden. Muchos tienen sus datos también en CSV, y puede pedir cualquier documento en otro formato.",
            "Gráficos: la figura se anuncia como una sola imagen con su resumen; para recorrer los valores uno por uno use la tabla que está debajo.",
            "Servicios de terceros: la pasarela de pagos, las páginas de los bancos para PSE y los mapas de proveedores externos no dependen de nosotros y no los hemos auditado. Cuando una página muestra un mapa, su información también está en texto.",
            "No tenemos todavía la barra de accesibilidad del kit GOV.CO (aumentar o reducir la letra y alto contraste); mientras tanto puede usar el zoom del navegador y el modo oscuro.",
            "Los textos de las páginas informativas están solo en español; la interfaz está también en inglés.",
          ],
        },
      ],
    },
    {
      heading: "Reporte una barrera",
      blocks: [
        {
          kind: "paragraph",
          text: "Si no pudo usar una página o un documento, cuéntenos cuál era, qué intentaba hacer y qué navegador o tecnología de apoyo usa. Le responderemos dentro de los 15 días hábiles que fija la Ley 1755 de 2015 y, si lo necesita, le enviaremos la información en un formato que pueda usar.",
        },
        {
          kind: "contacts",
          items: [
            { label: "Correo institucional", value: "{institutionalEmail}", href: "mailto:{institutionalEmail}" },
            { label: "Línea gratuita", value: "{freeLine}", href: "tel:{freeLine}" },
            { label: "Atención presencial", value: "{officeAddress}. {officeHours}" },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Radicar una PQRS sobre accesibilidad", path: "/newPQRS" },
            { label: "Mapa del sitio", path: "/mapa-sitio" },
          ],
        },
      ],
    },
  ],
};

export default content;

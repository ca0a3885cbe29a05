import type { PageContent } from "../types";

const content: PageContent = {
  lead: "En esta página {brand} informa qué prácticas de gestión de tráfico aplica en su red de internet, por qué las usa y cómo garantiza la neutralidad de red que exigen el artículo 56 de la Ley 1450 de 2011 y la Res. CRC 5050 de 2016.",
  sections: [
    {
      heading: "Qué es la neutralidad de red",
      blocks: [
        {
          kind: "paragraph",
          text: "La neutralidad de red significa que usted puede usar, enviar, recibir u ofrecer cualquier contenido, aplicación o servicio legal por internet, sin que el proveedor lo bloquee, lo degrade o le dé un trato distinto según su origen, su destino o su propietario. La empresa no hace acuerdos con plataformas para que unas carguen más rápido que otras.",
        },
      ],
    },
    {
      heading: "Prácticas que aplicamos y su justificación",
      blocks: [
        {
          kind: "table",
          caption: "Prácticas de gestión de tráfico vigentes, 2026",
          columns: ["Práctica", "Cuándo se usa", "Efecto para el usuario"],
          rows: [
            [
              "Reparto equitativo en horas pico",
              "Cuando un enlace supera el 85 % de su capacidad",
              "Todos los usuarios del enlace comparten la capacidad por igual; ningún servicio se bloquea",
            ],
            [
              "Prioridad a llamadas de emergencia",
              "Siempre, para el 123 y las líneas de emergencia sobre la telefonía por fibra",
              "Las llamadas de emergencia no se afectan por congestión",
            ],
            ["Mitigación de ataques de denegación de servicio", "Ante tráfico malicioso detectado", "Se filtra solo el tráfico del ataque"],
            [
              "Bloqueo de puerto 25 de salida",
              "Por defecto en planes residenciales, para evitar el envío masivo de correo no deseado",
              "El correo funciona normalmente por los puertos seguros; los negocios pueden pedir su habilitación",
            ],
          ],
        },
        {
          kind: "paragraph",
          text: "En el tercer trimestre de 2026 ningún enlace troncal de la red superó el umbral de congestión durante más de 40 minutos acumulados al mes, por lo que el reparto equitativo casi no se activó.",
        },
      ],
    },
    {
      heading: "Bloqueos que ordena la ley",
      blocks: [
        {
          kind: "list",
          items: [
            "Páginas con contenido de explotación sexual de niños, niñas y adolescentes, según la Ley 679 de 2001 y el Decreto 1524 de 2002, a partir de la lista que administra el Ministerio TIC.",
            "Sitios de juegos de suerte y azar en línea no autorizados, según las órdenes de Coljuegos.",
            "Contenidos que una autoridad judicial ordene bloquear mediante decisión en firme.",
          ],
        },
        {
          kind: "paragraph",
          text: "Fuera de estos casos, la empresa no bloquea ni restringe páginas o aplicaciones. Para denunciar contenido de explotación sexual infantil puede usar los canales del Ministerio TIC y de la Policía Nacional.",
        },
      ],
    },
    {
      heading: "Herramientas de control para las familias",
      blocks: [
        {
          kind: "paragraph",
          text: "Por solicitud del titular, sin costo, se activa en el router un filtro de control parental que limita categorías de contenido para adultos o establece horarios de uso para equipos específicos. Esta herramienta es voluntaria y el usuario puede desactivarla en cualquier momento.",
        },
        {
          kind: "documents",
          items: [
            {
              title: "Política de gestión de tráfico y neutralidad de red 2026",
              file: "/docs/gestion-trafico-politica-2026.pdf",
              format: "PDF",
              date: "2026-02-04",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Limitación de velocidad", path: "/telco-limitacion-velocidad" },
            { label: "Información para usuarios", path: "/telco-informacion-usuarios" },
          ],
        },
      ],
    },
  ],
};

export default content;

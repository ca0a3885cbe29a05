import type { PageContent } from "../types";

const content: PageContent = {
  lead: "El normograma es la matriz que relaciona cada proceso de {brand} con las normas externas e internas que debe cumplir, indicando su tipo, fecha de expedición y si sigue vigente.",
  sections: [
    {
      heading: "Para qué sirve el normograma",
      blocks: [
        {
          kind: "paragraph",
          text: "A diferencia del listado general de normatividad, el normograma dice qué norma usa cada proceso: facturación, gestión de redes, contratación, talento humano o atención de PQR. Es una herramienta del MIPG y del sistema de control interno que permite detectar a tiempo cambios regulatorios y ajustar los procedimientos.",
        },
        {
          kind: "paragraph",
          text: "La Secretaría General lo actualiza cada mes con los reportes de los líderes de proceso; la última revisión, del 20 de octubre de 2026, agregó 11 normas y marcó 4 como derogadas.",
        },
      ],
    },
    {
      heading: "Normas por proceso",
      blocks: [
        {
          kind: "table",
          caption: "Resumen del normograma por proceso, octubre de 2026",
          columns: ["Proceso", "Normas externas", "Normas internas", "Total vigentes"],
          rows: [
            ["Gestión comercial y facturación", "46", "12", "58"],
            ["Distribución de energía", "39", "8", "47"],
            ["Acueducto y alcantarillado", "42", "9", "51"],
            ["Telecomunicaciones", "27", "5", "32"],
            ["Contratación", "18", "6", "24"],
            ["Gestión financiera y tributaria", "31", "7", "38"],
            ["Talento humano y seguridad en el trabajo", "35", "10", "45"],
            ["Atención al usuario y PQR", "16", "4", "20"],
            ["Total", "254", "61", "315"],
          ],
          numeric: [1, 2, 3],
        },
      ],
    },
    {
      heading: "Novedades incorporadas en 2026",
      blocks: [
        {
          kind: "table",
          caption: "Normas agregadas al normograma durante la vigencia",
          columns: ["Norma", "Fecha", "Proceso afectado", "Efecto"],
          rows: [
            [
              "Resolución interna de actualización del contrato de condiciones uniformes de acueducto y alcantarillado",
              "31/03/2026",
              "Gestión comercial",
              "Nuevas reglas de notificación electrónica y de inmuebles desocupados",
            ],
            [
              "Resolución interna de atención de PQR con enfoque diferencial",
              "16/06/2026",
              "Atención al usuario",
              "Turno preferencial y respuestas en lectura fácil",
            ],
            [
              "Reglamento de conexión de autogeneradores a pequeña escala",
              "28/07/2026",
              "Distribución de energía",
              "Plazos y requisitos de conexión en la red de la empresa",
            ],
            [
              "Circular de la SSPD sobre cargue de información al SUI",
              "14/09/2026",
              "Gestión comercial",
              "Nuevos formatos de reporte de subsidios y contribuciones",
            ],
          ],
        },
        {
          kind: "notice",
          tone: "info",
          text: "Cada registro del archivo descargable incluye la referencia al diario oficial o al acto interno, para que usted pueda ubicar la fuente original.",
        },
      ],
    },
    {
      heading: "Descarga",
      blocks: [
        {
          kind: "documents",
          items: [{ title: "Normograma institucional, versión de octubre de 2026", file: "/docs/normograma-2026.csv", format: "CSV", date: "2026-10-20" }],
        },
        {
          kind: "links",
          items: [
            { label: "Normatividad", path: "/normativity" },
            { label: "Proceso y procedimientos", path: "/process" },
          ],
        },
      ],
    },
  ],
};

export default content;

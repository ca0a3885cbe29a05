import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Participa reúne los espacios en los que usted puede opinar, proponer y vigilar lo que hace {brand}: desde el diagnóstico de los problemas del servicio hasta la rendición de cuentas y el control social.",
  sections: [
    {
      heading: "Su derecho a participar",
      blocks: [
        {
          kind: "paragraph",
          text: "La Ley 1757 de 2015 regula los mecanismos de participación democrática y la rendición de cuentas, y el artículo 62 de la Ley 142 de 1994 crea los comités de desarrollo y control social de los servicios públicos domiciliarios. La Resolución MinTIC 1519 de 2020 agrupa estos contenidos en la categoría 6 del menú de transparencia.",
        },
      ],
    },
    {
      heading: "Momentos de la gestión en que puede intervenir",
      blocks: [
        {
          kind: "table",
          caption: "Fases del ciclo de gestión y mecanismo de participación",
          columns: ["Fase", "Mecanismo", "Participantes en 2026"],
          rows: [
            ["Diagnóstico", "Encuesta de necesidades del servicio por barrio", "3.486"],
            ["Planeación", "Mesas de presupuesto participativo en seis comunas", "412"],
            ["Formulación normativa", "Comentarios a borradores de resoluciones", "118"],
            ["Ejecución", "Veedurías a obras de acueducto y alcantarillado", "9 veedurías"],
            ["Evaluación", "Audiencia pública de rendición de cuentas", "1.274"],
          ],
          numeric: [2],
          note: "Los participantes de la audiencia incluyen asistentes presenciales y conexiones a la transmisión en vivo del 30 de abril de 2026.",
        },
      ],
    },
    {
      heading: "Cómo conformar o unirse a un comité de control social",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Reúna al menos cincuenta usuarios o suscriptores del mismo servicio.",
            "Elijan en asamblea a los miembros del comité y levanten un acta firmada.",
            "Inscriban el comité ante la Alcaldía de San Rafael y entreguen copia a la empresa.",
            "El comité elige a su vocal de control, quien tiene derecho a recibir respuesta a sus solicitudes en los términos legales.",
          ],
        },
        {
          kind: "paragraph",
          text: "Hoy funcionan catorce comités de desarrollo y control social reconocidos por la empresa: ocho del servicio de energía y seis de acueducto y alcantarillado.",
        },
      ],
    },
    {
      heading: "Canales y documentos",
      blocks: [
        {
          kind: "contacts",
          items: [
            { label: "Correo de participación y transparencia", value: "transparencia@emsp.example", href: "mailto:transparencia@emsp.example" },
            { label: "WhatsApp", value: "{whatsappLine}", href: "tel:{whatsappLine}" },
            { label: "Línea gratuita", value: "{freeLine}", href: "tel:{freeLine}" },
          ],
        },
        {
          kind: "documents",
          items: [{ title: "Estrategia de participación ciudadana 2026", file: "/docs/participate-estrategia-2026.pdf", format: "PDF", date: "2026-01-30" }],
        },
        {
          kind: "links",
          items: [
            { label: "Control social", path: "/control-social" },
            { label: "Consulta ciudadana", path: "/consulta-ciudadana" },
            { label: "Informe de rendición de cuentas", path: "/informe-rendicion-cuentas" },
            { label: "Calendario de actividades", path: "/calendario-actividades" },
            { label: "Colaboración e innovación abierta", path: "/colaboracion-innovacion" },
          ],
        },
      ],
    },
  ],
};

export default content;

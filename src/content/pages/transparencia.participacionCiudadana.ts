import type { PageContent } from "../types";

const content: PageContent = {
  lead: "La política de participación ciudadana define cómo {brand} involucra a usuarios, comunidades y organizaciones en la planeación, la ejecución y la evaluación de su gestión, y qué canales tiene usted para proponer, opinar y hacer seguimiento.",
  sections: [
    {
      heading: "Marco de la política",
      blocks: [
        {
          kind: "paragraph",
          text: "La política se fundamenta en la Ley Estatutaria 1757 de 2015, que garantiza el derecho a participar en la vida política, administrativa y económica, y en la política de participación ciudadana en la gestión pública del Modelo Integrado de Planeación y Gestión (MIPG). En el sector de servicios públicos domiciliarios se complementa con los mecanismos de control social de la Ley 142 de 1994.",
        },
        {
          kind: "paragraph",
          text: "La junta directiva adoptó la política mediante el Acuerdo 005 de 2024 y cada año la gerencia aprueba una estrategia con actividades, responsables y fechas. La estrategia de 2026 fue publicada para comentarios entre el 12 y el 26 de enero y recibió 37 observaciones, de las cuales se incorporaron 21.",
        },
      ],
    },
    {
      heading: "En qué momentos puede participar",
      blocks: [
        {
          kind: "definitions",
          items: [
            {
              term: "Diagnóstico",
              description: "Encuestas de satisfacción, consultas ciudadanas y mesas con vocales de control para identificar problemas del servicio.",
            },
            { term: "Planeación", description: "Comentarios a proyectos de resolución, al plan de acción y a las mesas de presupuesto participativo." },
            { term: "Ejecución", description: "Veedurías sobre obras y contratos, recorridos de obra y socializaciones de proyectos antes de iniciar." },
            { term: "Evaluación", description: "Audiencia pública de rendición de cuentas y evaluación de los espacios de diálogo." },
          ],
        },
      ],
    },
    {
      heading: "Estrategia de participación 2026",
      blocks: [
        {
          kind: "table",
          caption: "Actividades de la estrategia de participación ciudadana 2026 y su avance",
          columns: ["Actividad", "Fase", "Fecha", "Participantes", "Estado"],
          rows: [
            ["Consulta sobre la estrategia de participación", "Planeación", "2026-01-12 a 2026-01-26", "37 observaciones", "Cumplida"],
            ["Audiencia pública de rendición de cuentas", "Evaluación", "2026-03-26", "2.282", "Cumplida"],
            ["Mesas de presupuesto participativo", "Planeación", "2026-04-18 a 2026-05-09", "734", "Cumplida"],
            ["Recorridos de obra con veedurías", "Ejecución", "Trimestral", "96", "En curso"],
            ["Encuesta de satisfacción del usuario", "Diagnóstico", "2026-07-01 a 2026-09-30", "1.540 encuestas", "Cumplida"],
            ["Reuniones con vocales de control", "Diagnóstico", "Trimestral", "41", "En curso"],
            ["Consulta sobre horario de sábados", "Diagnóstico", "2026-11-09 a 2026-12-04", "Abierta", "En curso"],
          ],
          numeric: [3],
        },
        {
          kind: "documents",
          items: [
            {
              title: "Política y estrategia de participación ciudadana 2026",
              file: "/docs/participacion-ciudadana-estrategia-2026.pdf",
              format: "PDF",
              date: "2026-02-09",
            },
            {
              title: "Plan de actividades de participación 2026 con avance",
              file: "/docs/participacion-ciudadana-plan-actividades-2026.csv",
              format: "CSV",
              date: "2026-02-09",
            },
          ],
        },
      ],
    },
    {
      heading: "Canales para proponer y opinar",
      blocks: [
        {
          kind: "list",
          items: [
            "Formulario de PQRS del portal, con la opción «Sugerencia» para proponer mejoras.",
            "Consultas ciudadanas abiertas en esta misma sección de Participa.",
            "Buzones de sugerencias en la sede principal, la Oficina La Estación y el punto de atención de El Alto.",
            "WhatsApp {whatsappLine} y correo institucional para inscribirse en mesas y eventos.",
            "Espacios presenciales anunciados en el calendario de actividades.",
          ],
        },
        {
          kind: "contacts",
          items: [
            { label: "Correo de participación", value: "transparencia@emsp.example", href: "mailto:transparencia@emsp.example" },
            { label: "WhatsApp", value: "{whatsappLine}", href: "tel:{whatsappLine}" },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Participa", path: "/participate" },
            { label: "Consulta ciudadana", path: "/consulta-ciudadana" },
            { label: "Planeación y presupuesto participativo", path: "/planeacion-presupuesto-participativo" },
            { label: "Memorias de eventos", path: "/memorias-de-cada-evento" },
          ],
        },
      ],
    },
  ],
};

export default content;

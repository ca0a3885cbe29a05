import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Las urbanizaciones, edificios, centros comerciales y redes particulares que se conectarán al sistema de {brand} deben presentar su proyecto eléctrico para revisión, construirlo según el diseño aprobado y entregarlo para recibo antes de la energización.",
  sections: [
    {
      heading: "¿Qué proyectos deben presentarse?",
      blocks: [
        {
          kind: "paragraph",
          text: "Debe radicar proyecto eléctrico cualquier desarrollo que requiera extender la red de media o baja tensión, instalar transformadores o conectar más de cinco cuentas nuevas desde una misma acometida. Las conexiones individuales de una vivienda o un local no necesitan proyecto: se tramitan con el formato de conexión nueva.",
        },
        {
          kind: "paragraph",
          text: "El diseño debe cumplir el Reglamento Técnico de Instalaciones Eléctricas (RETIE), la NTC 2050 y las normas de construcción de redes de la empresa, y lo firma un ingeniero electricista con matrícula profesional vigente expedida por el COPNIA.",
        },
      ],
    },
    {
      heading: "Etapas del trámite",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Factibilidad: solicite el punto de conexión; la respuesta indica circuito, nivel de tensión y capacidad asignada, y tiene una vigencia de seis meses.",
            "Presentación del diseño: radique planos, memorias de cálculo, cuadro de cargas, cálculo de regulación de tensión y coordinación de protecciones.",
            "Revisión: el área de proyectos responde en 15 días hábiles con aprobación u observaciones; cada nueva entrega se revisa en 10 días hábiles.",
            "Construcción: la obra se ejecuta con el diseño aprobado, que tiene una vigencia de un año, y bajo la supervisión técnica del constructor.",
            "Recibo y energización: entregue el certificado de conformidad RETIE, los planos finales de obra y los protocolos de prueba de transformadores; tras la visita de recibo se firma el acta y se energiza.",
          ],
        },
        {
          kind: "table",
          caption: "Resultados de la revisión de proyectos eléctricos",
          columns: ["Año", "Proyectos radicados", "Aprobados", "Tiempo promedio de revisión (días hábiles)"],
          rows: [
            ["2024", "148", "119", "12,8"],
            ["2025", "164", "132", "11,0"],
            ["2026 (enero a octubre)", "139", "115", "10,2"],
          ],
          numeric: [1, 2, 3],
        },
      ],
    },
    {
      heading: "Costos y cesión de redes",
      blocks: [
        {
          kind: "paragraph",
          text: "La revisión del diseño no tiene costo. La visita de recibo de proyectos conectados en nivel 2 se cobra según el tarifario de servicios conexos. Las redes de uso general que se construyan dentro del proyecto pueden cederse a {brand} mediante un acta de cesión; desde ese momento la empresa asume su operación y mantenimiento, y la ubicación de postes y cámaras debe quedar en zonas públicas o en servidumbres registradas.",
        },
        {
          kind: "notice",
          tone: "warning",
          text: "Ningún inmueble del proyecto puede energizarse antes del acta de recibo. Las conexiones provisionales de obra se solicitan por separado y tienen medidor propio.",
        },
      ],
    },
    {
      heading: "Documentos y contacto",
      blocks: [
        {
          kind: "documents",
          items: [
            {
              title: "Requisitos para la presentación de proyectos eléctricos",
              file: "/docs/projects-electrical-requisitos-presentacion.pdf",
              format: "PDF",
              date: "2026-04-20",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Normas técnicas de redes y acometidas", path: "/energia/standardsTechnical" },
            { label: "Formato de factibilidad y conexión", path: "/energia/formatsRequest" },
            { label: "Estado de su radicado", path: "/energia/consultRequest" },
          ],
        },
        {
          kind: "contacts",
          items: [
            { label: "Sede principal, ventanilla de proyectos", value: "{officeAddress}" },
            { label: "Correo para radicación", value: "atencion@emsp.example", href: "mailto:atencion@emsp.example" },
          ],
        },
      ],
    },
  ],
};

export default content;

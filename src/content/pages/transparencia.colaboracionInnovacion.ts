import type { PageContent } from "../types";

const content: PageContent = {
  lead: "A través de retos abiertos, {brand} invita a ciudadanos, estudiantes, universidades y emprendedores a proponer soluciones a problemas reales de los servicios de energía, agua y telecomunicaciones, con apoyo técnico y premios para las mejores ideas.",
  sections: [
    {
      heading: "Por qué innovar con la ciudadanía",
      blocks: [
        {
          kind: "paragraph",
          text: "La Política de Gobierno Digital (Decreto 767 de 2022) y la Ley 1757 de 2015 promueven que las entidades públicas resuelvan sus problemas con la participación de la sociedad. La Resolución MinTIC 1519 de 2020 incluye la colaboración y la innovación abierta en la categoría Participa del menú de transparencia.",
        },
        {
          kind: "paragraph",
          text: "Los retos usan los conjuntos de datos abiertos de la empresa, de modo que los participantes trabajan con información real sin acceder a datos personales de los usuarios.",
        },
      ],
    },
    {
      heading: "Retos de la convocatoria 2026",
      blocks: [
        {
          kind: "table",
          caption: "Retos abiertos, premios y fechas",
          columns: ["Reto", "Problema que busca resolver", "Premio", "Estado"],
          rows: [
            ["Fugas invisibles", "Detectar fugas en la red a partir de los datos de macromedición por sector", "$ 25.000.000", "En evaluación de prototipos"],
            ["Factura fácil", "Diseñar una factura que una persona mayor entienda en menos de un minuto", "$ 15.000.000", "Ganador anunciado el 27/07/2026"],
            ["Energía que sí se mide", "Reducir el hurto de energía con soluciones comunitarias y tecnológicas", "$ 20.000.000", "En evaluación de prototipos"],
            ["Conectividad rural", "Llevar internet asequible a las veredas de El Alto", "$ 20.000.000", "Inscripciones cerradas"],
          ],
          numeric: [2],
        },
        {
          kind: "notice",
          tone: "info",
          title: "Próxima fase",
          text: "Los prototipos de los retos Fugas invisibles y Energía que sí se mide se presentarán ante el jurado en la jornada programada para el 10 de diciembre de 2026.",
        },
      ],
    },
    {
      heading: "Cómo participar en una convocatoria",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Lea las bases del reto y los datos disponibles para trabajar.",
            "Inscriba a su equipo, de una a cinco personas mayores de 16 años, por el correo indicado en las bases.",
            "Presente una propuesta de máximo cinco páginas con el problema, la solución, el costo estimado y un plan piloto.",
            "Si queda preseleccionado, desarrolle un prototipo durante ocho semanas con la mentoría de ingenieros de la empresa.",
            "Sustente el prototipo ante el jurado, integrado por la empresa, una universidad y un vocal de control.",
          ],
        },
        {
          kind: "table",
          caption: "Resultados de la convocatoria 2025",
          columns: ["Indicador", "Resultado"],
          rows: [
            ["Propuestas recibidas", "68"],
            ["Equipos de universidades y colegios", "41"],
            ["Prototipos desarrollados", "9"],
            ["Soluciones llevadas a piloto", "2"],
          ],
          numeric: [1],
          note: "Uno de los pilotos de 2025, un tablero de alertas de presión en la red de acueducto, hoy opera en tres sectores hidráulicos.",
        },
      ],
    },
    {
      heading: "Bases y contacto",
      blocks: [
        {
          kind: "documents",
          items: [
            {
              title: "Bases de la convocatoria de innovación abierta 2026",
              file: "/docs/colaboracion-innovacion-bases-2026.pdf",
              format: "PDF",
              date: "2026-02-17",
            },
            {
              title: "Retos 2026: inscritos, preseleccionados y estado",
              file: "/docs/colaboracion-innovacion-retos-2026.csv",
              format: "CSV",
              date: "2026-07-27",
            },
          ],
        },
        { kind: "contacts", items: [{ label: "Equipo de innovación", value: "transparencia@emsp.example", href: "mailto:transparencia@emsp.example" }] },
        {
          kind: "links",
          items: [
            { label: "Datos abiertos", path: "/openData" },
            { label: "Participa", path: "/participate" },
          ],
        },
      ],
    },
  ],
};

export default content;

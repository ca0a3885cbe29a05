import type { PageContent } from "../types";

const content: PageContent = {
  lead: "El agua que llega a su casa depende de cuencas sanas y el agua que sale debe volver limpia al río. Esta página explica cómo {brand} protege las fuentes abastecedoras, cumple sus concesiones y ejecuta el plan de saneamiento y manejo de vertimientos del municipio.",
  sections: [
    {
      heading: "Cuencas abastecedoras y concesiones de agua",
      blocks: [
        {
          kind: "paragraph",
          text: "La empresa capta agua de dos fuentes con concesiones otorgadas por la Corporación Autónoma Regional, conforme al Decreto 1076 de 2015. Cada concesión fija el caudal máximo que se puede tomar y obliga a medirlo, a pagar la tasa por utilización de agua y a ejecutar el programa de uso eficiente y ahorro del agua de la Ley 373 de 1997.",
        },
        {
          kind: "table",
          caption: "Concesiones de agua vigentes",
          columns: ["Fuente", "Caudal concesionado", "Caudal promedio captado 2025", "Vencimiento"],
          numeric: [1, 2],
          rows: [
            ["Río San Rafael (bocatoma La Esperanza)", "450 l/s", "362 l/s", "2034"],
            ["Quebrada El Salto (bocatoma El Salto)", "200 l/s", "148 l/s", "2031"],
          ],
        },
      ],
    },
    {
      heading: "Protección de las fuentes",
      blocks: [
        {
          kind: "paragraph",
          text: "El artículo 111 de la Ley 99 de 1993 obliga al municipio a invertir en predios y pagos por servicios ambientales en las áreas que surten de agua al acueducto. La empresa complementa esa inversión con recursos propios y acuerdos con propietarios rurales.",
        },
        {
          kind: "table",
          caption: "Acciones en las cuencas, 2023 a 2026",
          columns: ["Acción", "2023", "2024", "2025", "2026 (a octubre)"],
          numeric: [1, 2, 3, 4],
          rows: [
            ["Hectáreas de predios protegidos (acumulado)", "1.240", "1.310", "1.395", "1.460"],
            ["Árboles nativos sembrados", "18.000", "21.500", "24.300", "19.800"],
            ["Familias con pago por servicios ambientales", "46", "58", "71", "79"],
            ["Metros de cerco para aislar nacimientos", "4.200", "5.100", "6.350", "4.900"],
          ],
        },
      ],
    },
    {
      heading: "Plan de saneamiento y manejo de vertimientos (PSMV)",
      blocks: [
        {
          kind: "paragraph",
          text: "El PSMV, aprobado por la autoridad ambiental en 2018 con horizonte de diez años, define las obras para eliminar las descargas de aguas residuales a las quebradas urbanas y conducirlas a la planta Los Guaduales. Su seguimiento se reporta cada semestre y se verifica con los objetivos de calidad del río San Rafael.",
        },
        {
          kind: "table",
          caption: "Indicadores del PSMV",
          columns: ["Indicador", "Línea base 2018", "Resultado 2025", "Meta 2028"],
          numeric: [1, 2, 3],
          rows: [
            ["Puntos de vertimiento directo a quebradas", "37", "9", "0"],
            ["Aguas residuales urbanas tratadas", "38 %", "55 %", "72 %"],
            ["Remoción de DBO5 en la planta Los Guaduales", "—", "84 %", "85 %"],
            ["Kilómetros de colectores e interceptores construidos", "8", "41", "49"],
          ],
        },
        {
          kind: "documents",
          items: [
            {
              title: "Informe semestral de avance del PSMV, segundo semestre de 2025",
              file: "/docs/gestion-ambiental-acueducto-psmv-2026.pdf",
              format: "PDF",
              date: "2026-01-19",
            },
          ],
        },
      ],
    },
    {
      heading: "Participe en el cuidado del agua",
      blocks: [
        {
          kind: "list",
          items: [
            "Súmese a las jornadas de siembra en la cuenca del río San Rafael, que se programan en abril y octubre.",
            "Denuncie vertimientos, talas o quemas cerca de las bocatomas ante la autoridad ambiental o a través de la empresa.",
            "Reduzca su consumo: cada metro cúbico ahorrado es agua que se queda en el río.",
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Gestión ambiental corporativa", path: "/sostenibilidad/gestionAmbiental" },
            { label: "Caracterización de vertimientos al alcantarillado", path: "/acueducto/caracterizacion-de-vertimientos-al-alcantarillado" },
          ],
        },
      ],
    },
  ],
};

export default content;

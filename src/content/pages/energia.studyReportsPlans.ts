import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Consulte los estudios técnicos que orientan el crecimiento de la red, los informes de calidad del servicio con los indicadores SAIDI y SAIFI y los planes de mantenimiento y de reducción de pérdidas de {brand}.",
  sections: [
    {
      heading: "Calidad del servicio: SAIDI y SAIFI",
      blocks: [
        {
          kind: "paragraph",
          text: "El SAIDI mide cuántas horas, en promedio, estuvo sin energía cada usuario durante el año; el SAIFI, cuántas veces se le interrumpió el servicio. La Resolución CREG 015 de 2018 fija metas anuales para ambos indicadores: si la empresa las cumple, recibe un incentivo en el cargo de distribución, y si no, la tarifa se reduce.",
        },
        {
          kind: "table",
          caption: "Indicadores de calidad media del sistema de distribución",
          columns: ["Año", "SAIDI (horas)", "Meta SAIDI", "SAIFI (veces)", "Meta SAIFI"],
          rows: [
            ["2023", "13,6", "14,2", "14,8", "15,1"],
            ["2024", "11,9", "12,6", "12,9", "13,8"],
            ["2025", "9,8", "11,1", "11,2", "12,4"],
            ["2026 (enero a septiembre)", "6,7", "9,8 (anual)", "7,9", "11,3 (anual)"],
          ],
          numeric: [1, 2, 3, 4],
          note: "Indicadores calculados con los eventos reportados al Sistema Único de Información (SUI), sin incluir los excluidos por la regulación.",
        },
      ],
    },
    {
      heading: "Planes en ejecución",
      blocks: [
        {
          kind: "subsection",
          heading: "Plan de mantenimiento 2026",
          blocks: [
            {
              kind: "list",
              items: [
                "Poda técnica de árboles en 1.100 km de redes, en coordinación con la autoridad ambiental.",
                "Termografía de los 38 circuitos de 13,2 kV dos veces al año para detectar puntos calientes.",
                "Lavado de aisladores en las líneas de 44 kV cercanas a vías destapadas.",
                "Mantenimiento preventivo de transformadores de potencia y pruebas de aceite en las cinco subestaciones.",
              ],
            },
          ],
        },
        {
          kind: "subsection",
          heading: "Plan de reducción de pérdidas",
          blocks: [
            {
              kind: "paragraph",
              text: "Las pérdidas bajaron del 10,4 % en 2023 al 8,9 % en 2025. Para 2026 la meta es 8,3 %, con revisiones a 9.500 medidores, normalización de asentamientos y balances de energía por transformador gracias a la medición inteligente.",
            },
          ],
        },
      ],
    },
    {
      heading: "Estudios técnicos",
      blocks: [
        {
          kind: "table",
          caption: "Estudios publicados del sistema de energía",
          columns: ["Estudio", "Año", "Conclusión principal"],
          rows: [
            ["Coordinación de protecciones de la red de 13,2 kV", "2024", "Ajustar relés en 11 circuitos para reducir disparos innecesarios"],
            ["Planeamiento de la expansión 2026-2035", "2025", "Ampliar Las Palmas en 2026 y construir una sexta subestación antes de 2031"],
            [
              "Capacidad de integración de autogeneración por circuito",
              "2026",
              "Los circuitos residenciales admiten hasta 9,6 MW adicionales de sistemas solares",
            ],
          ],
        },
      ],
    },
    {
      heading: "Descargas",
      blocks: [
        {
          kind: "documents",
          items: [
            {
              title: "Indicadores SAIDI, SAIFI y pérdidas 2023-2026",
              file: "/docs/study-reports-plans-calidad-2023-2026.csv",
              format: "CSV",
              date: "2026-10-10",
            },
            {
              title: "Plan de mantenimiento del sistema de energía 2026",
              file: "/docs/study-reports-plans-mantenimiento-2026.pdf",
              format: "PDF",
              date: "2026-01-28",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Plan de inversiones", path: "/energia/planInvestors" },
            { label: "Información del sistema de energía", path: "/energia/informationEnergy" },
          ],
        },
      ],
    },
  ],
};

export default content;

import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Los informes de gestión resumen los resultados operativos, comerciales y financieros de {brand} que la gerencia presenta cada semestre a la junta directiva y cada año al Concejo Municipal de San Rafael.",
  sections: [
    {
      heading: "Qué informes se presentan y a quién",
      blocks: [
        {
          kind: "definitions",
          items: [
            {
              term: "Informe anual de gestión",
              description:
                "Lo presenta la gerente general a la junta directiva en febrero y al Concejo Municipal durante las sesiones ordinarias del primer semestre, junto con los estados financieros.",
            },
            {
              term: "Informe semestral",
              description:
                "Corte al 30 de junio y al 31 de diciembre; mide el avance del plan de acción, la ejecución presupuestal y los indicadores de calidad del servicio.",
            },
            {
              term: "Informe de gestión al SUI",
              description:
                "Reporte anual a la Superintendencia de Servicios Públicos Domiciliarios con indicadores de calidad, continuidad y gestión comercial.",
            },
          ],
        },
        {
          kind: "paragraph",
          text: "La obligación de informar a la junta surge de los estatutos de la empresa y del artículo 45 de la Ley 142 de 1994, que exige a las empresas de servicios públicos un control de gestión y resultados. El Concejo ejerce control político sobre las entidades descentralizadas del Municipio.",
        },
      ],
    },
    {
      heading: "Resultados del informe anual de 2025",
      blocks: [
        {
          kind: "paragraph",
          text: "El informe anual de 2025 fue presentado a la junta directiva el 26 de febrero de 2026 y al Concejo Municipal el 22 de abril de 2026. Estos son sus indicadores centrales:",
        },
        {
          kind: "table",
          caption: "Indicadores operativos y comerciales, 2024 y 2025",
          columns: ["Indicador", "2024", "2025"],
          rows: [
            ["Usuarios de energía", "96.900", "98.400"],
            ["Usuarios de acueducto", "85.100", "86.200"],
            ["Usuarios de alcantarillado", "83.700", "84.900"],
            ["Suscriptores de telecomunicaciones", "17.900", "20.800"],
            ["Pérdidas de energía en el sistema de distribución", "10,4 %", "9,8 %"],
            ["Duración promedio de interrupciones de energía por usuario (SAIDI, horas al año)", "16,1", "14,2"],
            ["Continuidad del servicio de acueducto (horas al día)", "23,5", "23,7"],
            ["IRCA promedio anual", "0,6 %", "0,4 %"],
            ["Pérdidas de agua (IPUF, m³/suscriptor/mes)", "7,2", "6,8"],
            ["Recaudo sobre lo facturado", "95,4 %", "96,2 %"],
            ["Ejecución del presupuesto de gastos", "92,9 %", "94,1 %"],
          ],
          numeric: [1, 2],
        },
      ],
    },
    {
      heading: "Principales logros y dificultades",
      blocks: [
        {
          kind: "list",
          items: [
            "Se inició la construcción del colector Quebrada Honda, que permitirá tratar las aguas residuales de 11.000 viviendas más.",
            "La red de fibra óptica llegó a 6 barrios nuevos de estratos 1 y 2, con 2.900 suscriptores adicionales.",
            "Se redujeron las pérdidas de energía gracias a 3.150 revisiones de medidores y a la normalización de acometidas.",
            "La principal dificultad fue el aumento del precio de la energía en bolsa durante el segundo semestre, que elevó el costo de compra en 6,2 %.",
            "El proyecto de flota eléctrica se retrasó por la demora en la entrega de los vehículos.",
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
            { title: "Informe anual de gestión 2025", file: "/docs/informes-gestion-2025.pdf", format: "PDF", date: "2026-02-26" },
            {
              title: "Informe de gestión del segundo semestre de 2025",
              file: "/docs/informes-gestion-segundo-semestre-2025.pdf",
              format: "PDF",
              date: "2026-01-29",
            },
            {
              title: "Indicadores de gestión 2024-2025 en formato abierto",
              file: "/docs/informes-gestion-indicadores-2024-2025.csv",
              format: "CSV",
              date: "2026-04-27",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Estados financieros", path: "/estados-financieros" },
            { label: "Plan de acción integrado", path: "/plan-accion-integrado" },
            { label: "Indicadores del servicio de acueducto", path: "/acueducto/reportsIndicators" },
          ],
        },
      ],
    },
  ],
};

export default content;

import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Este tablero reúne los principales indicadores de gestión de {brand} en los últimos ocho trimestres, desde octubre de 2024 hasta septiembre de 2026, para que usted compare la continuidad de los servicios, la calidad del agua, las pérdidas, el recaudo y la atención año a año.",
  sections: [
    {
      heading: "Serie trimestral de indicadores",
      blocks: [
        {
          kind: "table",
          caption: "Indicadores de gestión por trimestre, cuarto trimestre de 2024 a tercer trimestre de 2026",
          columns: [
            "Trimestre",
            "SAIDI energía (horas)",
            "SAIFI energía (veces)",
            "Pérdidas de energía, 12 meses",
            "Continuidad del acueducto",
            "IRCA",
            "IPUF (m³/suscriptor/mes)",
            "Recaudo",
            "PQR respondidas a tiempo",
          ],
          rows: [
            ["2024 T4", "3,0", "3,3", "9,6 %", "98,6 %", "0,6 %", "7,1", "95,8 %", "95,6 %"],
            ["2025 T1", "2,3", "2,6", "9,4 %", "98,7 %", "0,5 %", "7,0", "95,6 %", "96,0 %"],
            ["2025 T2", "2,8", "3,2", "9,2 %", "98,9 %", "0,4 %", "6,8", "96,0 %", "96,3 %"],
            ["2025 T3", "2,2", "2,5", "9,1 %", "99,0 %", "0,3 %", "6,8", "96,4 %", "96,7 %"],
            ["2025 T4", "2,5", "2,9", "8,9 %", "98,9 %", "0,4 %", "6,6", "96,8 %", "97,0 %"],
            ["2026 T1", "2,1", "2,5", "8,8 %", "99,1 %", "0,5 %", "6,7", "96,5 %", "97,2 %"],
            ["2026 T2", "2,5", "3,0", "8,6 %", "99,3 %", "0,8 %", "6,6", "97,0 %", "97,5 %"],
            ["2026 T3", "2,1", "2,4", "8,5 %", "99,2 %", "0,2 %", "6,5", "97,4 %", "97,8 %"],
          ],
          numeric: [1, 2, 3, 4, 5, 6, 7, 8],
          note: "SAIDI y SAIFI: duración y frecuencia promedio de interrupciones de energía por usuario en el trimestre. IRCA: índice de riesgo de la calidad del agua en la red (0 a 5 % es sin riesgo).",
        },
      ],
    },
    {
      heading: "Comparativo anual",
      blocks: [
        {
          kind: "table",
          caption: "Indicadores acumulados por año",
          columns: ["Indicador", "2024", "2025", "2026 (enero a septiembre)"],
          rows: [
            ["SAIDI energía (horas por usuario)", "11,9", "9,8", "6,7"],
            ["SAIFI energía (interrupciones por usuario)", "12,9", "11,2", "7,9"],
            ["Pérdidas de energía al cierre del periodo", "9,6 %", "8,9 %", "8,5 %"],
            ["IRCA promedio anual", "0,6 %", "0,4 %", "0,5 %"],
            ["IPUF promedio (m³/suscriptor/mes)", "7,2", "6,8", "6,6"],
            ["Recaudo sobre lo facturado", "95,4 %", "96,2 %", "97,0 %"],
            ["Suscriptores de telecomunicaciones", "17.900", "20.800", "21.300"],
          ],
          numeric: [1, 2, 3],
        },
        {
          kind: "paragraph",
          text: "Entre 2024 y 2025 la duración de los cortes de energía bajó cerca de 18 %, gracias al cambio de redes aéreas desnudas por cable ecológico en los circuitos con más fallas. El IRCA del segundo trimestre de 2026 subió a 0,8 % por la turbiedad de la temporada de lluvias de abril, sin salir del nivel sin riesgo.",
        },
      ],
    },
    {
      heading: "De dónde salen los datos",
      blocks: [
        {
          kind: "definitions",
          items: [
            {
              term: "Energía",
              description: "Sistema de gestión de interrupciones reportado a la SSPD por medio del SUI, con la metodología de calidad de la CREG.",
            },
            { term: "Acueducto", description: "Laboratorio de control de calidad del agua (Resolución 2115 de 2007) y balance de agua producida y facturada." },
            { term: "Recaudo", description: "Valor pagado dentro del trimestre dividido por el valor facturado con vencimiento en el mismo periodo." },
            { term: "Atención", description: "Sistema de gestión de PQR de los tres servicios y encuesta de satisfacción aplicada después de cada atención." },
          ],
        },
        {
          kind: "documents",
          items: [
            {
              title: "Indicadores de gestión por trimestre 2024-2026 (datos abiertos)",
              file: "/docs/key-performance-indicators-2024-2026.csv",
              format: "CSV",
              date: "2026-10-20",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Informes de gestión", path: "/informes-gestion" },
            { label: "Indicadores del acueducto", path: "/acueducto/reportsIndicators" },
            { label: "Estudios e informes de energía", path: "/energia/studyReportsPlans" },
          ],
        },
      ],
    },
  ],
};

export default content;

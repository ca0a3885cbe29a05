import type { PageContent } from "../types";

const content: PageContent = {
  lead: "El plan de inversiones 2024-2028 reúne las obras de expansión, reposición y mejora de la calidad que {brand} ejecuta en el sistema de distribución local, aprobadas por la CREG para ser remuneradas en la tarifa.",
  sections: [
    {
      heading: "Marco regulatorio",
      blocks: [
        {
          kind: "paragraph",
          text: "La Resolución CREG 015 de 2018 establece que los operadores de red presenten un plan de inversiones a cinco años. La CREG lo revisa, lo aprueba en una resolución particular y reconoce en el cargo de distribución solo los activos que efectivamente entran en operación. Cada año el plan puede ajustarse dentro de los márgenes que permite la regulación, y su ejecución la verifica la Superintendencia de Servicios Públicos.",
        },
      ],
    },
    {
      heading: "Inversión por categoría y año",
      blocks: [
        {
          kind: "table",
          caption: "Plan de inversiones 2024-2028 (millones de pesos constantes de 2024)",
          columns: ["Categoría", "2024", "2025", "2026", "2027", "2028", "Total"],
          rows: [
            ["Expansión de la red", "28.400", "30.900", "33.600", "32.100", "31.800", "156.800"],
            ["Reposición de activos", "31.200", "33.500", "35.900", "36.800", "37.200", "174.600"],
            ["Calidad del servicio", "14.800", "15.200", "16.400", "15.900", "15.100", "77.400"],
            ["Reducción de pérdidas", "9.600", "10.400", "11.100", "10.300", "9.200", "50.600"],
            ["Medición inteligente y TIC", "6.100", "7.300", "7.800", "8.600", "7.100", "36.900"],
            ["Total", "90.100", "97.300", "104.800", "103.700", "100.400", "496.300"],
          ],
          numeric: [1, 2, 3, 4, 5, 6],
        },
        {
          kind: "paragraph",
          text: "La ejecución de 2025 llegó al 91,6 % de lo programado. El rezago se concentró en la expansión rural, por demoras en las servidumbres de paso, y se trasladó a 2026 sin cambiar el total del plan.",
        },
      ],
    },
    {
      heading: "Proyectos principales de 2026",
      blocks: [
        {
          kind: "table",
          caption: "Proyectos con mayor inversión en la vigencia 2026",
          columns: ["Proyecto", "Categoría", "Inversión (millones $)", "Avance a octubre"],
          rows: [
            ["Ampliación de la subestación Las Palmas de 20 a 40 MVA", "Expansión", "14.200", "62 %"],
            ["Reposición de 48 km de red de 13,2 kV en circuitos rurales de El Alto", "Reposición", "9.850", "71 %"],
            ["Instalación de 180 reconectadores y seccionalizadores telecontrolados", "Calidad", "6.300", "54 %"],
            ["Normalización de 4.200 usuarios en barrios sin medición individual", "Pérdidas", "5.400", "68 %"],
            ["Instalación de 12.000 medidores inteligentes", "Medición y TIC", "4.900", "47 %"],
          ],
          numeric: [2, 3],
        },
      ],
    },
    {
      heading: "Efecto esperado y documentos",
      blocks: [
        {
          kind: "list",
          items: [
            "Reducir la duración promedio de las interrupciones (SAIDI) a 7,5 horas al año en 2028.",
            "Bajar las pérdidas totales de energía al 7,5 % en 2028.",
            "Atender la demanda proyectada de nuevos proyectos de vivienda en el sur del municipio sin saturar las subestaciones.",
          ],
        },
        {
          kind: "documents",
          items: [
            { title: "Plan de inversiones 2024-2028 por categoría y año", file: "/docs/plan-investors-2024-2028.csv", format: "CSV", date: "2026-05-06" },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Informes de calidad y pérdidas", path: "/energia/studyReportsPlans" },
            { label: "Proyectos de inversión de la empresa", path: "/proyectos-inversion" },
          ],
        },
      ],
    },
  ],
};

export default content;

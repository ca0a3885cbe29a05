import type { PageContent } from "../types";

const content: PageContent = {
  lead: "En esta sección se publican los informes que {brand} elabora por mandato legal y que no tienen una sección propia en el portal: austeridad del gasto, evaluación del control interno contable, uso de software legal y seguimientos de la Oficina de Control Interno.",
  sections: [
    {
      heading: "Informes de ley publicados",
      blocks: [
        {
          kind: "table",
          caption: "Informes de ley, periodicidad y última publicación",
          columns: ["Informe", "Norma que lo exige", "Periodicidad", "Último periodo publicado", "Fecha"],
          rows: [
            [
              "Austeridad y eficiencia del gasto",
              "Decreto 1737 de 1998, modificado por el Decreto 984 de 2012",
              "Trimestral",
              "Cuarto trimestre de 2025",
              "2026-01-23",
            ],
            ["Evaluación del control interno contable", "Resolución 193 de 2016 de la Contaduría General de la Nación", "Anual", "Vigencia 2024", "2025-02-26"],
            [
              "Cumplimiento de normas sobre derechos de autor de software",
              "Directiva Presidencial 002 de 2002 y Circular 017 de 2011 de la Dirección Nacional de Derecho de Autor",
              "Anual",
              "Vigencia 2024",
              "2025-03-21",
            ],
            ["Seguimiento a la atención de PQRSD", "Ley 1474 de 2011, artículo 76", "Semestral", "Segundo semestre de 2025", "2026-01-26"],
            ["Evaluación de la gestión por dependencias", "Ley 909 de 2004, artículo 39", "Anual", "Vigencia 2025", "2026-01-26"],
          ],
        },
      ],
    },
    {
      heading: "Austeridad del gasto: cuarto trimestre de 2025",
      blocks: [
        {
          kind: "paragraph",
          text: "La Oficina de Control Interno compara cada trimestre los gastos que la ley ordena vigilar con el mismo trimestre del año anterior. En el cuarto trimestre de 2025 los conceptos controlados bajaron en conjunto 6,1 %.",
        },
        {
          kind: "table",
          caption: "Gastos sujetos a austeridad (millones de pesos)",
          columns: ["Concepto", "IV trimestre 2024", "IV trimestre 2025", "Variación"],
          rows: [
            ["Horas extras y recargos", "$ 1.356", "$ 1.284", "-5,3 %"],
            ["Viáticos y gastos de viaje", "$ 118", "$ 96", "-18,6 %"],
            ["Papelería e impresos", "$ 57", "$ 41", "-28,1 %"],
            ["Combustible", "$ 644", "$ 612", "-5,0 %"],
            ["Telefonía móvil", "$ 41", "$ 38", "-7,3 %"],
            ["Publicidad institucional", "$ 69", "$ 74", "7,2 %"],
          ],
          numeric: [1, 2, 3],
          note: "El aumento en publicidad se explica por la campaña de uso racional del agua durante la temporada seca de diciembre.",
        },
      ],
    },
    {
      heading: "Control interno contable y software legal",
      blocks: [
        {
          kind: "paragraph",
          text: "La evaluación del control interno contable de la vigencia 2024 obtuvo 4,62 sobre 5, calificación «eficiente». Las recomendaciones se centraron en conciliar mensualmente los inventarios de almacén y en documentar los cálculos del deterioro de la cartera. La evaluación de la vigencia 2025 se reporta en el sistema CHIP a más tardar el 28 de febrero de 2026.",
        },
        {
          kind: "paragraph",
          text: "En el informe sobre software, la empresa certificó 742 equipos de cómputo, cada uno con programas debidamente licenciados o de software libre, y la destrucción controlada de 38 equipos dados de baja.",
        },
        {
          kind: "documents",
          items: [
            {
              title: "Informe de austeridad del gasto, cuarto trimestre de 2025",
              file: "/docs/otros-informes-austeridad-cuarto-trimestre-2025.pdf",
              format: "PDF",
              date: "2026-01-23",
            },
            {
              title: "Gastos sujetos a austeridad por trimestre, 2024-2025",
              file: "/docs/otros-informes-austeridad-2024-2025.csv",
              format: "CSV",
              date: "2026-01-23",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Informes pormenorizados de control interno", path: "/informes-pormenorizados" },
            { label: "Estados financieros", path: "/estados-financieros" },
            { label: "Informes de PQRSD", path: "/informes-pqr" },
          ],
        },
      ],
    },
  ],
};

export default content;

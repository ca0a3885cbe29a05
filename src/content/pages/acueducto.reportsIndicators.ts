import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Esta página publica los indicadores con los que se mide la calidad de los servicios de acueducto y alcantarillado de {brand}: continuidad, cobertura, calidad del agua, pérdidas y reclamos, tal como se reportan al Sistema Único de Información (SUI).",
  sections: [
    {
      heading: "Marco de medición",
      blocks: [
        {
          kind: "paragraph",
          text: "El marco tarifario de la CRA (Resolución CRA 688 de 2014, modificada por la 735 de 2015) establece estándares de servicio que el prestador debe alcanzar y reportar. Si no se cumplen, los usuarios afectados reciben un descuento en la factura. La Superintendencia de Servicios Públicos Domiciliarios vigila los reportes cargados en el SUI.",
        },
      ],
    },
    {
      heading: "Indicadores de 2026",
      blocks: [
        {
          kind: "table",
          caption: "Indicadores trimestrales de acueducto y alcantarillado, 2026",
          columns: ["Indicador", "Estándar o meta", "Primer trimestre", "Segundo trimestre", "Tercer trimestre"],
          numeric: [2, 3, 4],
          rows: [
            ["Continuidad del acueducto", "Mínimo 98,0 %", "99,1 %", "99,3 %", "99,2 %"],
            ["Cobertura urbana de acueducto", "Meta 99,5 %", "99,5 %", "99,6 %", "99,6 %"],
            ["Cobertura urbana de alcantarillado", "Meta 97,5 %", "97,7 %", "97,8 %", "97,8 %"],
            ["IRCA promedio de la red", "Máximo 5,0 %", "0,5 %", "0,8 %", "0,2 %"],
            ["Pérdidas por suscriptor facturado (m³/mes)", "Meta 6,4", "6,7", "6,6", "6,5"],
            ["Reclamos comerciales por cada 1.000 suscriptores", "Máximo 4,0", "3,4", "3,1", "3,2"],
            ["Aguas residuales urbanas tratadas", "Meta 60 %", "56 %", "57 %", "58 %"],
          ],
          note: "La continuidad es el porcentaje de horas con servicio sobre las horas del periodo. Los valores del tercer trimestre corresponden a julio, agosto y septiembre de 2026.",
        },
        {
          kind: "paragraph",
          text: "En el tercer trimestre de 2026 la empresa recibió 3.912 peticiones, quejas y reclamos de sus tres servicios; el 14 % (548) se refirió a presión baja o falta de agua, concentradas en los barrios altos del oriente durante los trabajos de la conducción de La Esperanza en agosto.",
        },
      ],
    },
    {
      heading: "Descuentos por incumplimiento",
      blocks: [
        {
          kind: "paragraph",
          text: "Cuando un sector supera el tiempo máximo de suspensión permitido sin que se trate de un corte programado y anunciado, los suscriptores afectados reciben el descuento que ordena la regulación, calculado sobre el cargo fijo y el consumo del periodo. En 2026, hasta septiembre, se aplicaron descuentos a 1.274 cuentas por un valor total de $ 18.460.300.",
        },
        {
          kind: "faq",
          items: [
            {
              question: "¿Cómo sé si mi sector tuvo incumplimiento de continuidad?",
              answer:
                "El descuento aparece como un renglón separado en la factura del mes siguiente. Si considera que debió recibirlo y no aparece, presente un reclamo indicando las fechas sin servicio.",
            },
            {
              question: "¿Dónde puedo ver los datos oficiales?",
              answer:
                "En el SUI de la Superintendencia de Servicios Públicos Domiciliarios, consultando el prestador por su NIT 890.900.123-4, y en el archivo de datos abiertos de esta página.",
            },
          ],
        },
      ],
    },
    {
      heading: "Archivos de indicadores",
      blocks: [
        {
          kind: "documents",
          items: [
            {
              title: "Indicadores de acueducto y alcantarillado, 2026 por trimestre",
              file: "/docs/reports-indicators-2026-t3.csv",
              format: "CSV",
              date: "2026-09-30",
            },
            {
              title: "Informe de indicadores de servicio, tercer trimestre de 2026",
              file: "/docs/reports-indicators-informe-2026-t3.pdf",
              format: "PDF",
              date: "2026-09-30",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Informes de calidad del agua por planta", path: "/acueducto/reportQualityPlants" },
            { label: "Plan de recuperación de agua", path: "/acueducto/planWaterRecovery" },
            { label: "Indicadores clave de desempeño", path: "/keyPerformanceIndicators" },
          ],
        },
      ],
    },
  ],
};

export default content;

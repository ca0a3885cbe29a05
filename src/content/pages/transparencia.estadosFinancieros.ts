import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Consulte los estados financieros de {brand}: situación financiera, resultados, flujos de efectivo y notas de cada periodo, junto con el dictamen del revisor fiscal y el acta con la que la junta directiva los aprobó.",
  sections: [
    {
      heading: "Marco normativo y periodicidad",
      blocks: [
        {
          kind: "paragraph",
          text: "La empresa prepara su contabilidad con el marco normativo para empresas que no cotizan en el mercado de valores ni captan o administran ahorro del público, adoptado por la Contaduría General de la Nación en la Resolución 414 de 2014. Este marco está alineado con las Normas Internacionales de Información Financiera (NIIF).",
        },
        {
          kind: "definitions",
          items: [
            {
              term: "Estados anuales",
              description:
                "Con corte al 31 de diciembre, dictaminados por el revisor fiscal, aprobados por la junta directiva y publicados a más tardar el 31 de marzo del año siguiente.",
            },
            {
              term: "Informes mensuales",
              description:
                "Estado de situación financiera y estado de resultados de cada mes, publicados según la Resolución 182 de 2017 de la Contaduría General de la Nación.",
            },
            {
              term: "Reportes a entes de control",
              description:
                "Información trimestral a la Contaduría por el sistema CHIP y reporte anual a la Superintendencia de Servicios Públicos Domiciliarios por el SUI.",
            },
          ],
        },
      ],
    },
    {
      heading: "Estados financieros de 2025",
      blocks: [
        {
          kind: "paragraph",
          text: "Los estados financieros del año 2025 recibieron dictamen sin salvedades del revisor fiscal el 5 de marzo de 2026 y fueron aprobados por la junta directiva en la sesión del 19 de marzo de 2026, según consta en el Acta 003.",
        },
        {
          kind: "table",
          caption: "Estado de situación financiera al 31 de diciembre (millones de pesos)",
          columns: ["Concepto", "2025", "2024", "Variación"],
          rows: [
            ["Activo corriente", "$ 186.420", "$ 171.350", "8,8 %"],
            ["Activo no corriente", "$ 1.248.760", "$ 1.196.480", "4,4 %"],
            ["Total activo", "$ 1.435.180", "$ 1.367.830", "4,9 %"],
            ["Pasivo corriente", "$ 142.310", "$ 136.900", "4,0 %"],
            ["Pasivo no corriente", "$ 318.540", "$ 327.120", "-2,6 %"],
            ["Total pasivo", "$ 460.850", "$ 464.020", "-0,7 %"],
            ["Patrimonio", "$ 974.330", "$ 903.810", "7,8 %"],
          ],
          numeric: [1, 2, 3],
        },
        {
          kind: "table",
          caption: "Estado de resultados del año (millones de pesos)",
          columns: ["Concepto", "2025", "2024"],
          rows: [
            ["Ingresos por prestación de servicios", "$ 548.700", "$ 512.300"],
            ["Costo de ventas y de operación", "$ 402.900", "$ 380.600"],
            ["Utilidad bruta", "$ 145.800", "$ 131.700"],
            ["Gastos de administración", "$ 58.400", "$ 55.100"],
            ["Utilidad operacional", "$ 87.400", "$ 76.600"],
            ["Resultado financiero neto", "-$ 14.200", "-$ 16.900"],
            ["Otros ingresos netos", "$ 3.100", "$ 2.400"],
            ["Utilidad antes de impuestos", "$ 76.300", "$ 62.100"],
            ["Impuesto de renta", "$ 24.900", "$ 20.300"],
            ["Utilidad neta", "$ 51.400", "$ 41.800"],
          ],
          numeric: [1, 2],
        },
        {
          kind: "table",
          caption: "Ingresos de 2025 por servicio (millones de pesos)",
          columns: ["Servicio", "Ingresos", "Participación"],
          rows: [
            ["Energía", "$ 356.200", "64,9 %"],
            ["Acueducto", "$ 78.900", "14,4 %"],
            ["Alcantarillado", "$ 48.100", "8,8 %"],
            ["Telecomunicaciones", "$ 41.800", "7,6 %"],
            ["Otros servicios (conexiones, laboratorios, alquiler de infraestructura)", "$ 23.700", "4,3 %"],
          ],
          numeric: [1, 2],
        },
      ],
    },
    {
      heading: "Flujos de efectivo y notas",
      blocks: [
        {
          kind: "paragraph",
          text: "En 2025 la operación generó $ 118.600 millones de efectivo. De ellos, $ 104.300 millones se destinaron a inversiones en redes, plantas y equipos, y $ 9.700 millones al pago neto de deuda y a transferencias de excedentes al Municipio. El efectivo aumentó en $ 4.600 millones y cerró el año en $ 57.400 millones.",
        },
        {
          kind: "paragraph",
          text: "Las notas explican las políticas contables, la medición de las propiedades, planta y equipo, el cálculo del deterioro de la cartera de usuarios, las provisiones por litigios y los beneficios a empleados. Le recomendamos leerlas junto con las cifras, porque allí se explican las variaciones más importantes.",
        },
        {
          kind: "documents",
          items: [
            {
              title: "Estados financieros 2025 con notas y dictamen del revisor fiscal",
              file: "/docs/estados-financieros-2025.pdf",
              format: "PDF",
              date: "2026-03-27",
            },
            {
              title: "Cifras de los estados financieros 2024-2025 en formato abierto",
              file: "/docs/estados-financieros-2025-cifras.csv",
              format: "CSV",
              date: "2026-03-27",
            },
            {
              title: "Informes financieros mensuales de enero a septiembre de 2026",
              file: "/docs/estados-financieros-mensuales-2026.csv",
              format: "CSV",
              date: "2026-10-30",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Presupuesto general", path: "/presupuesto-general" },
            { label: "Información tributaria", path: "/taxInformation" },
            { label: "Informes de gestión", path: "/informes-gestion" },
          ],
        },
      ],
    },
  ],
};

export default content;

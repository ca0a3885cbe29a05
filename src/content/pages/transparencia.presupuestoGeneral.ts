import type { PageContent } from "../types";

const content: PageContent = {
  lead: "El presupuesto de {brand} para la vigencia 2026 asciende a $ 612.400 millones. En esta página encuentra cómo se aprobó, de dónde provienen los ingresos, en qué se gastan y cuánto se invierte en cada servicio.",
  sections: [
    {
      heading: "Acto de aprobación",
      blocks: [
        {
          kind: "paragraph",
          text: "Como empresa industrial y comercial del Estado del orden municipal, la empresa sigue el régimen presupuestal del Decreto 115 de 1996 y el Estatuto Orgánico de Presupuesto del Municipio de San Rafael. El proyecto fue estudiado por el Consejo Municipal de Política Fiscal (Confis), aprobado por la junta directiva y desagregado por la gerencia.",
        },
        {
          kind: "table",
          caption: "Actos administrativos del presupuesto de la vigencia 2026",
          columns: ["Acto", "Fecha", "Contenido"],
          rows: [
            ["Resolución Confis 045", "2025-11-28", "Concepto favorable y aprobación del monto global de ingresos y gastos"],
            ["Acuerdo de Junta Directiva 011", "2025-12-12", "Aprueba el presupuesto de ingresos, gastos e inversiones para 2026"],
            ["Resolución de Gerencia 1187", "2025-12-22", "Liquida y desagrega el presupuesto por rubros y por servicio"],
          ],
        },
      ],
    },
    {
      heading: "Presupuesto de ingresos",
      blocks: [
        {
          kind: "table",
          caption: "Ingresos aprobados para 2026 (millones de pesos)",
          columns: ["Fuente", "Valor", "Participación"],
          rows: [
            ["Disponibilidad inicial", "$ 21.400", "3,5 %"],
            ["Venta del servicio de energía", "$ 368.500", "60,2 %"],
            ["Venta del servicio de acueducto", "$ 82.300", "13,4 %"],
            ["Venta del servicio de alcantarillado", "$ 50.400", "8,2 %"],
            ["Venta de servicios de telecomunicaciones", "$ 44.100", "7,2 %"],
            ["Otros ingresos de explotación", "$ 18.900", "3,1 %"],
            ["Recursos de capital (crédito, rendimientos y aportes)", "$ 26.800", "4,4 %"],
            ["Total", "$ 612.400", "100,0 %"],
          ],
          numeric: [1, 2],
        },
      ],
    },
    {
      heading: "Presupuesto de gastos e inversión",
      blocks: [
        {
          kind: "table",
          caption: "Gastos aprobados para 2026 por agregado (millones de pesos)",
          columns: ["Agregado", "Valor", "Participación"],
          rows: [
            ["Gastos de funcionamiento", "$ 96.300", "15,7 %"],
            ["Gastos de operación comercial", "$ 318.700", "52,0 %"],
            ["Servicio de la deuda", "$ 27.900", "4,6 %"],
            ["Inversión", "$ 156.200", "25,5 %"],
            ["Disponibilidad final", "$ 13.300", "2,2 %"],
            ["Total", "$ 612.400", "100,0 %"],
          ],
          numeric: [1, 2],
          note: "La operación comercial incluye $ 246.800 millones de compras de energía en bloque para atender a los usuarios.",
        },
        {
          kind: "table",
          caption: "Inversión de 2026 por servicio (millones de pesos)",
          columns: ["Servicio", "Valor", "Principales proyectos"],
          rows: [
            ["Energía", "$ 78.400", "Modernización de subestaciones, electrificación rural y medición inteligente"],
            ["Acueducto", "$ 39.600", "Reposición de redes, sectorización y optimización de la Planta La Esperanza"],
            ["Alcantarillado", "$ 24.100", "Colector Quebrada Honda y separación de aguas lluvias"],
            ["Telecomunicaciones", "$ 9.800", "Ampliación de la red de fibra óptica FTTH"],
            ["Tecnología y proyectos transversales", "$ 4.300", "Sistema comercial, ciberseguridad y sedes"],
            ["Total", "$ 156.200", ""],
          ],
          numeric: [1],
        },
        {
          kind: "paragraph",
          text: "Dentro de la inversión se incluyen $ 3.000 millones para los proyectos elegidos por la comunidad en las mesas de presupuesto participativo. Las adiciones, reducciones y traslados aprobados durante el año se publican en la sección de modificaciones al presupuesto.",
        },
      ],
    },
    {
      heading: "Documentos",
      blocks: [
        {
          kind: "documents",
          items: [
            { title: "Presupuesto desagregado por rubro, vigencia 2026", file: "/docs/presupuesto-general-2026.csv", format: "CSV", date: "2025-12-22" },
            {
              title: "Acuerdo de Junta Directiva 011 de 2025, aprobación del presupuesto 2026",
              file: "/docs/presupuesto-general-2026-acuerdo-011.pdf",
              format: "PDF",
              date: "2025-12-12",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Modificaciones al presupuesto", path: "/redistribucion-presupuesto" },
            { label: "Ejecución presupuestal histórica", path: "/ejecucion-presupuestal-historica" },
            { label: "Proyectos de inversión", path: "/proyectos-inversion" },
            { label: "Plan anual de adquisiciones", path: "/annualPlan" },
          ],
        },
      ],
    },
  ],
};

export default content;

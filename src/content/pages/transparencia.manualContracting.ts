import type { PageContent } from "../types";

const content: PageContent = {
  lead: "El manual de contratación fija las reglas con las que {brand} escoge a sus contratistas, firma y vigila los contratos; lo aprobó la Junta Directiva mediante el Acuerdo 008 del 24 de junio de 2025.",
  sections: [
    {
      heading: "Por qué la empresa tiene un manual propio",
      blocks: [
        {
          kind: "paragraph",
          text: "Las empresas de servicios públicos domiciliarios contratan según el derecho privado (artículo 31 de la Ley 142 de 1994), por lo que no aplican el Estatuto General de Contratación de la Ley 80 de 1993. El artículo 13 de la Ley 1150 de 2007 les exige, sin embargo, respetar los principios de igualdad, moralidad, eficacia, economía, celeridad, imparcialidad y publicidad, y aplicar el régimen de inhabilidades e incompatibilidades.",
        },
      ],
    },
    {
      heading: "Modalidades de selección y cuantías",
      blocks: [
        {
          kind: "table",
          caption: "Modalidades previstas en el manual",
          columns: ["Modalidad", "Cuantía (SMMLV)", "Número mínimo de ofertas", "Quién aprueba"],
          rows: [
            ["Contratación directa", "Hasta 100, o causales especiales", "1", "Ordenador del gasto"],
            ["Invitación privada", "Más de 100 y hasta 1.000", "3", "Comité de Contratación"],
            ["Invitación pública", "Más de 1.000", "Sin límite", "Gerente general"],
          ],
          numeric: [2],
          note: "SMMLV: salarios mínimos mensuales legales vigentes. Las causales especiales incluyen proveedor exclusivo, urgencia manifiesta y contratos interadministrativos.",
        },
      ],
    },
    {
      heading: "Etapas de un proceso",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Planeación: estudio de necesidad, análisis del sector y certificado de disponibilidad presupuestal.",
            "Selección: publicación de la invitación, observaciones, recepción y evaluación de ofertas, y aceptación.",
            "Contratación: firma, constitución de garantías y registro presupuestal.",
            "Ejecución: supervisión o interventoría, pagos y eventuales modificaciones.",
            "Liquidación: balance final de obligaciones, dentro de los cuatro meses siguientes a la terminación.",
          ],
        },
        {
          kind: "paragraph",
          text: "Cada contrato tiene un supervisor designado por escrito. Cuando la obra supera 1.000 SMMLV se contrata además una interventoría externa.",
        },
      ],
    },
    {
      heading: "Preguntas frecuentes",
      blocks: [
        {
          kind: "faq",
          items: [
            {
              question: "¿Puedo presentar una oferta sin estar inscrito como proveedor?",
              answer:
                "En las invitaciones públicas sí. En las invitaciones privadas solo se invita a proveedores inscritos y evaluados en el registro de la empresa.",
            },
            {
              question: "¿Qué garantías exige la empresa?",
              answer:
                "Según el riesgo del contrato se piden pólizas de seriedad de la oferta, cumplimiento, calidad, salarios y prestaciones sociales, y responsabilidad civil extracontractual.",
            },
            {
              question: "¿Dónde presento una queja sobre un proceso?",
              answer:
                "Escriba a la Oficina de Control Interno o use la línea anticorrupción {antiCorruptionLine}; también puede acudir a la Contraloría Municipal.",
            },
          ],
        },
        {
          kind: "documents",
          items: [
            {
              title: "Manual de contratación, Acuerdo de Junta Directiva 008 de 2025",
              file: "/docs/manual-contracting-2025.pdf",
              format: "PDF",
              date: "2025-06-24",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Formatos y pliegos tipo", path: "/formatos-modelos-contratacion-pliegos-tipo" },
            { label: "Preguntas frecuentes de proveedores", path: "/preguntas-frecuentes-proveedores" },
          ],
        },
      ],
    },
  ],
};

export default content;

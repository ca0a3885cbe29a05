import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Esta página explica dónde publica {brand} los documentos de cada proceso de contratación, en qué plazos lo hace y cómo usted puede seguir la ejecución de un contrato desde su firma hasta su liquidación.",
  sections: [
    {
      heading: "Obligación de publicar",
      blocks: [
        {
          kind: "paragraph",
          text: "El artículo 10 de la Ley 1712 de 2014 y el artículo 2.1.1.2.1.7 del Decreto 1081 de 2015 exigen publicar la información de la gestión contractual, incluida la ejecución de los contratos. Las entidades con régimen especial, como esta empresa, cumplen esa obligación en el SECOP II, según las instrucciones de Colombia Compra Eficiente.",
        },
        {
          kind: "paragraph",
          text: "En este portal se mantiene un espejo de la información más consultada, pero el expediente completo y oficial de cada proceso está en el SECOP II, donde puede buscarlo con el NIT 890.900.123-4.",
        },
      ],
    },
    {
      heading: "Qué se publica y en qué plazo",
      blocks: [
        {
          kind: "table",
          caption: "Documentos contractuales y plazo máximo de publicación",
          columns: ["Documento", "Dónde se publica", "Plazo"],
          rows: [
            ["Invitación, términos de referencia y anexos", "SECOP II y contratación en línea", "El día de apertura del proceso"],
            ["Adendas y respuestas a observaciones", "SECOP II y contratación en línea", "El mismo día de su expedición"],
            ["Informe de evaluación de ofertas", "SECOP II", "Según el cronograma del proceso"],
            ["Contrato firmado y sus modificaciones", "SECOP II y contratos suscritos", "Tres días hábiles desde la firma"],
            ["Informes de supervisión o interventoría", "SECOP II", "Mensual, durante la ejecución"],
            ["Acta de liquidación o de cierre", "SECOP II", "Tres días hábiles desde su firma"],
          ],
        },
      ],
    },
    {
      heading: "Cómo seguir un contrato",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Ubique el número del contrato (por ejemplo, CT-2026-0019) en la relación de contratos suscritos.",
            "Ingrese al buscador público del SECOP II y filtre por la entidad con el NIT de la empresa.",
            "Abra el expediente y revise la pestaña de ejecución, donde están los pagos, los informes de supervisión y las modificaciones.",
            "Si encuentra una inconsistencia, repórtela a la Oficina de Control Interno o a la línea anticorrupción.",
          ],
        },
        {
          kind: "table",
          caption: "Cumplimiento de publicación en SECOP II, vigencia 2025",
          columns: ["Indicador", "Resultado"],
          rows: [
            ["Contratos publicados dentro del plazo", "98,3 %"],
            ["Contratos con informes de supervisión al día", "94,6 %"],
            ["Contratos liquidados publicados", "91,2 %"],
          ],
          numeric: [1],
          note: "Medición de la Oficina de Control Interno sobre 487 contratos de la vigencia 2025.",
        },
      ],
    },
    {
      heading: "Guía y contactos",
      blocks: [
        {
          kind: "documents",
          items: [
            {
              title: "Guía para consultar la información contractual de la empresa",
              file: "/docs/publication-information-guia-2025.pdf",
              format: "PDF",
              date: "2025-10-02",
            },
          ],
        },
        {
          kind: "contacts",
          items: [
            { label: "Dirección de Contratación", value: "contratacion@emsp.example", href: "mailto:contratacion@emsp.example" },
            { label: "Línea anticorrupción", value: "{antiCorruptionLine}", href: "tel:{antiCorruptionLine}" },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Contratos suscritos", path: "/contracts" },
            { label: "Información contractual", path: "/informacion-contractual" },
          ],
        },
      ],
    },
  ],
};

export default content;

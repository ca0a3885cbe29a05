import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Descargue los modelos de contrato, minutas, formatos de propuesta y documentos tipo que {brand} usa en sus procesos de selección, para preparar ofertas completas y evitar rechazos por requisitos formales.",
  sections: [
    {
      heading: "Por qué la empresa usa documentos estandarizados",
      blocks: [
        {
          kind: "paragraph",
          text: "Los procesos de {brand} se rigen por el derecho privado y por su Manual de Contratación, y no están sujetos al Estatuto General de Contratación de la Administración Pública. Aun así, la empresa adoptó como referencia voluntaria los documentos tipo de Colombia Compra Eficiente expedidos en desarrollo de la Ley 2022 de 2020, porque reducen la discrecionalidad y favorecen la pluralidad de oferentes.",
        },
        {
          kind: "paragraph",
          text: "Los modelos se aplican a cada proceso de invitación pública y de invitación cerrada. Solo pueden modificarse en los aspectos técnicos propios de cada necesidad y con la justificación escrita del área que solicita la contratación.",
        },
      ],
    },
    {
      heading: "Modelos y formatos vigentes",
      blocks: [
        {
          kind: "table",
          caption: "Documentos tipo adoptados por la empresa (versión vigente)",
          columns: ["Código", "Documento", "Uso", "Versión", "Fecha"],
          rows: [
            ["CON-F-01", "Carta de presentación de la propuesta", "Cualquier proceso", "4", "2025-11-10"],
            ["CON-F-02", "Formato de experiencia del proponente", "Obra, consultoría e interventoría", "3", "2025-11-10"],
            ["CON-F-03", "Formato de oferta económica", "Cualquier proceso", "4", "2025-11-10"],
            ["CON-F-04", "Compromiso anticorrupción y declaración de conflicto de intereses", "Cualquier proceso", "2", "2025-03-18"],
            ["CON-F-05", "Certificado de pago de aportes a seguridad social", "Cualquier proceso", "2", "2025-03-18"],
            ["CON-M-01", "Minuta de contrato de obra", "Obras de redes, plantas y edificaciones", "5", "2025-11-10"],
            ["CON-M-02", "Minuta de contrato de suministro", "Materiales, químicos y equipos", "4", "2025-06-24"],
            ["CON-M-03", "Minuta de contrato de prestación de servicios", "Servicios profesionales y de apoyo", "4", "2025-06-24"],
            ["CON-M-04", "Minuta de contrato de interventoría", "Interventoría de obras", "3", "2025-06-24"],
            ["CON-P-01", "Pliego tipo de invitación pública para obra", "Obras superiores a 1.000 salarios mínimos", "2", "2025-11-10"],
          ],
          numeric: [3],
        },
        {
          kind: "documents",
          items: [
            {
              title: "Listado de formatos, minutas y pliegos tipo con su versión",
              file: "/docs/pliegos-tipo-listado-formatos-2025.csv",
              format: "CSV",
              date: "2025-11-10",
            },
            { title: "Minuta de contrato de obra CON-M-01, versión 5", file: "/docs/pliegos-tipo-minuta-contrato-obra.pdf", format: "PDF", date: "2025-11-10" },
          ],
        },
      ],
    },
    {
      heading: "Recomendaciones para los oferentes",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Descargue siempre los formatos desde el proceso publicado en SECOP II: allí está la versión que aplica a esa convocatoria.",
            "No cambie el texto de los formatos; complete solo los espacios señalados y firme con el representante legal o el apoderado.",
            "Si se presenta en consorcio o unión temporal, incluya el documento de conformación con el porcentaje de participación de cada integrante.",
            "Verifique que la experiencia relacionada esté inscrita en el Registro Único de Proponentes cuando el pliego lo exija.",
            "Formule sus observaciones al proyecto de pliego dentro del plazo del cronograma; las respuestas se publican en el mismo proceso.",
          ],
        },
        {
          kind: "notice",
          tone: "info",
          text: "Los errores de forma que no afectan la comparación de las ofertas pueden subsanarse hasta antes de la adjudicación, según el Manual de Contratación. La falta de la oferta económica o de la carta de presentación firmada no es subsanable.",
        },
        {
          kind: "contacts",
          items: [
            { label: "Consultas sobre formatos y procesos", value: "contratacion@emsp.example", href: "mailto:contratacion@emsp.example" },
            { label: "Registro de proveedores", value: "proveedores@emsp.example", href: "mailto:proveedores@emsp.example" },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Manual de contratación", path: "/manualContracting" },
            { label: "Contratación en línea", path: "/contratacion-en-linea" },
            { label: "Preguntas frecuentes de proveedores", path: "/preguntas-frecuentes-proveedores" },
          ],
        },
      ],
    },
  ],
};

export default content;

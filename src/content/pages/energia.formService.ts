import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Pida a {brand} una revisión de su instalación, un traslado de acometida, el cambio de su medidor, la reconexión o la suspensión voluntaria del servicio de energía. Le explicamos qué necesita, por qué canal radicar y en cuánto tiempo respondemos.",
  sections: [
    {
      heading: "Servicios que puede solicitar",
      blocks: [
        {
          kind: "table",
          caption: "Servicios técnicos de energía y plazos de atención",
          columns: ["Servicio", "Quién puede pedirlo", "Plazo de atención (días hábiles)"],
          rows: [
            ["Revisión de la instalación por alto consumo", "Titular o usuario del servicio", "3"],
            ["Traslado de acometida", "Propietario del inmueble", "10"],
            ["Cambio de medidor por daño o por decisión del usuario", "Titular del servicio", "5"],
            ["Reconexión después de una suspensión", "Titular o usuario", "1"],
            ["Suspensión voluntaria por desocupación del inmueble", "Propietario", "3"],
            ["Revisión de voltaje o calidad de la potencia", "Titular o usuario", "5"],
          ],
          numeric: [2],
        },
      ],
    },
    {
      heading: "Requisitos",
      blocks: [
        {
          kind: "list",
          items: [
            "Formato de solicitud de servicios de energía diligenciado y firmado.",
            "Número de cuenta o de contrato que aparece en la factura.",
            "Copia del documento de identidad del solicitante; si actúa en nombre de otra persona, autorización escrita.",
            "Para traslados de acometida o suspensión voluntaria, certificado de tradición del inmueble con vigencia no mayor a 30 días.",
          ],
        },
        {
          kind: "paragraph",
          text: "Si el cambio de medidor lo decide usted, puede comprar el equipo a un proveedor de su elección, siempre que cumpla las especificaciones técnicas y venga con certificado de calibración de un laboratorio acreditado.",
        },
      ],
    },
    {
      heading: "Cómo radicar la solicitud",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Descargue el formato en PDF, complételo y fírmelo.",
            "Envíelo con los anexos al correo atencion@emsp.example, por WhatsApp al {whatsappLine} o entréguelo en la sede principal, en la Oficina La Estación o en el punto de atención de El Alto.",
            "Guarde el número de radicado que empieza por EN; con él consulta el avance de la solicitud.",
            "Un técnico visita el predio en la fecha acordada y deja un acta de la visita con lo encontrado y lo realizado.",
          ],
        },
        {
          kind: "notice",
          tone: "info",
          text: "El valor de cada servicio es el del tarifario de servicios conexos y se cobra en la factura siguiente a la visita. La revisión por alto consumo no tiene costo cuando hace parte de un reclamo en trámite.",
        },
      ],
    },
    {
      heading: "Formato y enlaces",
      blocks: [
        {
          kind: "documents",
          items: [
            {
              title: "Formato de solicitud de servicios de energía FR-EN-06",
              file: "/docs/form-service-formato-solicitud.pdf",
              format: "PDF",
              date: "2026-07-01",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Valores de los servicios conexos", path: "/energia/ratesServices" },
            { label: "Consultar mi solicitud", path: "/energia/consultRequest" },
            { label: "Oficinas y horarios", path: "/physicalCentersAttention" },
          ],
        },
        {
          kind: "contacts",
          items: [
            { label: "Línea gratuita", value: "{freeLine}", href: "tel:{freeLine}" },
            { label: "Correo", value: "atencion@emsp.example", href: "mailto:atencion@emsp.example" },
          ],
        },
      ],
    },
  ],
};

export default content;

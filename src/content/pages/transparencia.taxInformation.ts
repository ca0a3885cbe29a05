import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Proveedores, contratistas y usuarios encuentran aquí los datos fiscales de {brand}, las retenciones que la empresa practica en sus pagos, el calendario tributario de 2026 y la forma de pedir certificados de retención.",
  sections: [
    {
      heading: "Datos tributarios de la empresa",
      blocks: [
        {
          kind: "definitions",
          items: [
            { term: "Razón social y NIT", description: "{brandLong} – {brand}, NIT 890.900.123-4." },
            { term: "Naturaleza", description: "Empresa industrial y comercial del Estado del orden municipal, contribuyente del impuesto sobre la renta." },
            {
              term: "Responsabilidades en el RUT",
              description:
                "Agente de retención en la fuente, responsable de IVA por los servicios de telecomunicaciones, facturador electrónico y agente retenedor del impuesto de industria y comercio de San Rafael.",
            },
            {
              term: "IVA en los servicios",
              description:
                "Los servicios de energía, acueducto y alcantarillado están excluidos de IVA; el internet fijo de los estratos 1 y 2 está exento según el artículo 476 del Estatuto Tributario.",
            },
          ],
        },
      ],
    },
    {
      heading: "Retenciones que se aplican a los pagos",
      blocks: [
        {
          kind: "table",
          caption: "Tarifas de retención más frecuentes, vigencia 2026",
          columns: ["Concepto", "Tarifa", "Base"],
          rows: [
            ["Retención en la fuente por compras", "2,5 %", "Valor antes de IVA, desde 27 UVT"],
            ["Retención por servicios generales", "4,0 %", "Valor antes de IVA, desde 4 UVT"],
            ["Retención por honorarios (persona jurídica)", "11,0 %", "Valor total del pago"],
            ["Retención por arrendamiento de inmuebles", "3,5 %", "Valor del canon, desde 27 UVT"],
            ["Retención de IVA", "15,0 %", "Valor del IVA facturado"],
            ["Retención de industria y comercio (servicios)", "10 por mil", "Valor antes de IVA"],
            ["Retención de industria y comercio (comercio)", "8 por mil", "Valor antes de IVA"],
          ],
          numeric: [1],
          note: "Las tarifas nacionales siguen el Estatuto Tributario y el Decreto 1625 de 2016; las de industria y comercio, el Estatuto Tributario Municipal de San Rafael.",
        },
      ],
    },
    {
      heading: "Certificados de retención",
      blocks: [
        {
          kind: "paragraph",
          text: "Los certificados anuales de retención en la fuente por renta de 2025 quedaron disponibles el 20 de marzo de 2026. Los de IVA y de industria y comercio se expiden por bimestre, dentro de los quince días calendario siguientes al cierre de cada periodo.",
        },
        {
          kind: "list",
          ordered: true,
          items: [
            "Escriba a proveedores@emsp.example desde el correo registrado en su inscripción como proveedor.",
            "Indique el NIT o la cédula, el tipo de certificado y el periodo.",
            "Recibirá el certificado firmado digitalmente en un máximo de cinco días hábiles.",
          ],
        },
        {
          kind: "contacts",
          items: [
            { label: "Certificados tributarios", value: "proveedores@emsp.example", href: "mailto:proveedores@emsp.example" },
            { label: "Conmutador, Gerencia Financiera", value: "{switchboard}", href: "tel:{switchboard}" },
          ],
        },
      ],
    },
    {
      heading: "Calendario y documentos",
      blocks: [
        {
          kind: "notice",
          tone: "warning",
          title: "Facturas electrónicas",
          text: "La empresa solo recibe facturas electrónicas validadas por la DIAN y enviadas al buzón de recepción indicado en la orden de compra; las facturas en papel se devuelven sin trámite.",
        },
        {
          kind: "documents",
          items: [
            { title: "Calendario tributario de la empresa 2026", file: "/docs/tax-information-calendario-2026.csv", format: "CSV", date: "2026-01-20" },
            {
              title: "Certificación de datos tributarios y responsabilidades fiscales 2026",
              file: "/docs/tax-information-certificacion-2026.pdf",
              format: "PDF",
              date: "2026-01-20",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Proveedores", path: "/suppliers" },
            { label: "Estados financieros", path: "/estados-financieros" },
          ],
        },
      ],
    },
  ],
};

export default content;

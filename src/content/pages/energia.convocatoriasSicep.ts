import type { PageContent } from "../types";

const content: PageContent = {
  lead: "{brand} compra la energía que vende a sus usuarios regulados mediante convocatorias públicas registradas en el SICEP. En esta página se publican los procesos, sus cronogramas, las adjudicaciones y los resultados.",
  sections: [
    {
      heading: "Por qué compramos por convocatoria pública",
      blocks: [
        {
          kind: "paragraph",
          text: "El artículo 35 de la Ley 142 de 1994 obliga a las empresas con posición dominante a adquirir lo que distribuyen mediante procedimientos que aseguren la concurrencia de oferentes. La Resolución CREG 130 de 2019 desarrolla esa obligación para la energía del mercado regulado y creó el Sistema Centralizado de Información de Convocatorias Públicas (SICEP), administrado por XM, donde cada comercializador publica pliegos, ofertas recibidas y resultados.",
        },
        {
          kind: "paragraph",
          text: "Comprar a plazo con varios proveedores reduce la exposición al precio de bolsa, que es muy variable, y se refleja en el componente de generación de la tarifa. En 2026 el 84 % de la energía del mercado regulado de {brand} está cubierta con contratos.",
        },
      ],
    },
    {
      heading: "Convocatorias recientes",
      blocks: [
        {
          kind: "table",
          caption: "Convocatorias públicas de compra de energía para el mercado regulado",
          columns: [
            "Convocatoria",
            "Publicación",
            "Período de suministro",
            "Energía solicitada (GWh)",
            "Ofertas",
            "Precio promedio adjudicado ($/kWh)",
            "Estado",
          ],
          rows: [
            ["EMSP-CP-01-2023", "15/03/2023", "2024-2026", "420", "4", "298,40", "Adjudicada"],
            ["EMSP-CP-01-2024", "10/04/2024", "2025-2027", "380", "5", "318,75", "Adjudicada"],
            ["EMSP-CP-01-2025", "20/03/2025", "2026-2028", "410", "6", "331,20", "Adjudicada"],
            ["EMSP-CP-01-2026", "06/04/2026", "2027-2029", "395", "5", "342,60", "Adjudicada"],
            ["EMSP-CP-02-2026", "13/10/2026", "2027-2028", "120", "4", "En evaluación", "En curso"],
          ],
          numeric: [3, 4, 5],
          note: "Precios en pesos de la fecha de adjudicación, indexados según el contrato. La energía solicitada es el total del período de suministro.",
        },
      ],
    },
    {
      heading: "Convocatoria en curso EMSP-CP-02-2026",
      blocks: [
        {
          kind: "paragraph",
          text: "Busca contratar 120 GWh para cubrir el crecimiento de la demanda en 2027 y 2028, en contratos de tipo pague lo contratado. Se presentaron cuatro ofertas, que el comité evaluador revisa con la fórmula publicada en el pliego.",
        },
        {
          kind: "table",
          caption: "Cronograma de la convocatoria EMSP-CP-02-2026",
          columns: ["Actividad", "Fecha"],
          rows: [
            ["Publicación del pliego en el SICEP", "13 de octubre de 2026"],
            ["Plazo para observaciones al pliego", "27 de octubre de 2026"],
            ["Recepción y apertura de ofertas", "12 de noviembre de 2026"],
            ["Publicación de la evaluación (programada)", "27 de noviembre de 2026"],
            ["Adjudicación (programada)", "4 de diciembre de 2026"],
          ],
        },
      ],
    },
    {
      heading: "Documentos y participación",
      blocks: [
        {
          kind: "paragraph",
          text: "Pueden participar los generadores y comercializadores registrados ante el ASIC que cumplan los requisitos de garantías del pliego. Las preguntas se formulan por escrito dentro del plazo de observaciones y las respuestas se publican para conocimiento de cualquier interesado.",
        },
        {
          kind: "documents",
          items: [
            {
              title: "Resumen del pliego de la convocatoria EMSP-CP-02-2026",
              file: "/docs/convocatorias-sicep-02-2026-pliego.pdf",
              format: "PDF",
              date: "2026-10-13",
            },
            {
              title: "Resultados de las convocatorias de compra de energía 2023-2026",
              file: "/docs/convocatorias-sicep-resultados-2023-2026.csv",
              format: "CSV",
              date: "2026-10-27",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Componente de generación en la tarifa", path: "/energia/ratesRegulatedMarket" },
            { label: "Contratación de la empresa", path: "/contracting" },
          ],
        },
        {
          kind: "contacts",
          items: [{ label: "Correo de contratación", value: "contratacion@emsp.example", href: "mailto:contratacion@emsp.example" }],
        },
      ],
    },
  ],
};

export default content;

import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Consulte en qué fechas se leen los medidores y se entrega la factura en su barrio, según el ciclo de facturación al que pertenece su cuenta, y qué puede hacer si la factura no llega antes de la fecha de pago oportuno.",
  sections: [
    {
      heading: "Cómo funciona el ciclo de facturación",
      blocks: [
        {
          kind: "paragraph",
          text: "{brand} divide su área de servicio en ocho ciclos. Cada ciclo agrupa barrios cercanos que se leen el mismo día y reciben la factura unos días después. El número de ciclo aparece en la parte superior de su factura, junto al número de cuenta.",
        },
        {
          kind: "paragraph",
          text: "La factura de energía, acueducto, alcantarillado y telecomunicaciones llega en un solo documento. Según el contrato de condiciones uniformes, debe recibirla al menos cinco días hábiles antes de la fecha de pago oportuno, para que tenga tiempo de revisarla y pagarla.",
        },
      ],
    },
    {
      heading: "Calendario de noviembre de 2026",
      blocks: [
        {
          kind: "table",
          caption: "Lectura, reparto y pago por ciclo, periodo de facturación de noviembre de 2026",
          columns: ["Ciclo", "Barrios o sectores", "Lectura de medidores", "Entrega de la factura", "Pago oportuno"],
          rows: [
            ["1", "Centro, La Estación", "3 y 4 de noviembre", "9 y 10 de noviembre", "20 de noviembre"],
            ["2", "Obrero, La Floresta, San Vicente", "5 y 6 de noviembre", "11 y 12 de noviembre", "24 de noviembre"],
            ["3", "San José, El Carmen, Los Pinos", "9 y 10 de noviembre", "13 y 17 de noviembre", "26 de noviembre"],
            ["4", "Los Álamos, Villa Nueva", "11 y 12 de noviembre", "18 y 19 de noviembre", "30 de noviembre"],
            ["5", "Las Palmas, Santa Ana, El Recreo", "13 y 17 de noviembre", "20 y 23 de noviembre", "2 de diciembre"],
            ["6", "Zona industrial y corredor comercial", "18 y 19 de noviembre", "24 y 25 de noviembre", "4 de diciembre"],
            ["7", "La Esperanza, Bellavista, Altos del Río", "20 y 23 de noviembre", "26 y 27 de noviembre", "9 de diciembre"],
            ["8", "Corregimiento El Alto y veredas", "24 y 25 de noviembre", "30 de noviembre y 1 de diciembre", "11 de diciembre"],
          ],
          numeric: [0],
          note: "Las fechas posteriores al 21 de noviembre de 2026 son programadas y pueden moverse uno o dos días por lluvias o por dificultades de acceso en la zona rural.",
        },
        {
          kind: "documents",
          items: [
            {
              title: "Calendario de lectura y reparto, noviembre de 2026",
              file: "/docs/reparto-facturas-calendario-noviembre-2026.csv",
              format: "CSV",
              date: "2026-09-14",
            },
            {
              title: "Calendario programado de lectura y reparto, diciembre de 2026",
              file: "/docs/reparto-facturas-calendario-diciembre-2026.csv",
              format: "CSV",
              date: "2026-09-14",
            },
          ],
        },
      ],
    },
    {
      heading: "Si no recibió la factura",
      blocks: [
        {
          kind: "notice",
          tone: "warning",
          title: "No recibir la factura no lo exime del pago",
          text: "Si la fecha de pago se acerca y la factura no ha llegado, pida un duplicado. Pagar después de la fecha límite puede generar intereses de mora y, tras el vencimiento, la suspensión del servicio.",
        },
        {
          kind: "list",
          ordered: true,
          items: [
            "Descargue el duplicado en el portal con su número de cuenta, sin necesidad de registrarse.",
            "También puede pedirlo por WhatsApp al {whatsappLine} o en cualquier oficina de atención, presentando el número de cuenta o la dirección del inmueble.",
            "Informe que la factura no llegó para que el área de reparto revise la ruta; si el problema se repite, radique una queja.",
            "Considere activar la factura digital: la recibirá en su correo el mismo día de la emisión.",
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Descargar un duplicado de factura", path: "/dashboard/duplicados-facturas" },
            { label: "Factura digital", path: "/transformacion-{product}-factura-digital" },
            { label: "Medios de pago", path: "/paymentMethods" },
            { label: "Radicar una queja", path: "/newPQRS" },
          ],
        },
      ],
    },
  ],
};

export default content;

import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Aquí encuentra la tarifa de energía que {brand} aplica en noviembre de 2026 a cada estrato y uso, cómo se obtiene a partir del costo unitario de prestación del servicio (CU) y cuánto representan el subsidio o la contribución en su factura.",
  sections: [
    {
      heading: "Costo unitario de noviembre de 2026",
      blocks: [
        {
          kind: "paragraph",
          text: "El costo unitario es el valor de llevar un kilovatio hora hasta su casa o negocio. Lo calculamos cada mes con la fórmula tarifaria de la Resolución CREG 119 de 2007, que suma seis componentes: compra de energía (G), transmisión nacional (T), distribución local (D), comercialización (Cv), pérdidas reconocidas (PR) y restricciones del sistema (R). Para los usuarios conectados en nivel de tensión 1, que son la gran mayoría de hogares y locales, el CU de noviembre es de $ 825,36 por kWh.",
        },
        {
          kind: "table",
          caption: "Componentes del costo unitario, nivel de tensión 1, noviembre de 2026 ($/kWh)",
          columns: ["Componente", "Qué remunera", "Valor ($/kWh)"],
          rows: [
            ["G – Generación", "Energía comprada en contratos y en bolsa", "352,18"],
            ["T – Transmisión", "Uso del Sistema de Transmisión Nacional", "58,41"],
            ["D – Distribución", "Redes, transformadores y subestaciones locales", "248,77"],
            ["Cv – Comercialización", "Lectura, facturación, recaudo y atención", "91,36"],
            ["PR – Pérdidas reconocidas", "Pérdidas eficientes admitidas por la CREG", "62,10"],
            ["R – Restricciones", "Costos de seguridad y restricciones de la red", "12,54"],
            ["CU – Costo unitario", "Suma de los componentes", "825,36"],
          ],
          numeric: [2],
        },
      ],
    },
    {
      heading: "Tarifa por estrato y uso",
      blocks: [
        {
          kind: "paragraph",
          text: "San Rafael está a 1.450 metros sobre el nivel del mar, por eso el consumo de subsistencia fijado por la UPME es de 130 kWh al mes. Los estratos 1, 2 y 3 reciben subsidio solo sobre esos primeros 130 kWh; lo que consuman por encima se liquida al costo unitario completo. El estrato 4 y los usuarios oficiales pagan exactamente el CU, mientras que los estratos 5 y 6 y los usuarios comerciales e industriales pagan un 20 % adicional como contribución de solidaridad.",
        },
        {
          kind: "table",
          caption: "Tarifa de energía por estrato y uso, nivel de tensión 1, noviembre de 2026",
          columns: ["Estrato o uso", "Subsidio (–) o contribución (+)", "Tarifa hasta 130 kWh ($/kWh)", "Tarifa por encima de 130 kWh ($/kWh)"],
          rows: [
            ["Estrato 1", "–60 %", "330,14", "825,36"],
            ["Estrato 2", "–50 %", "412,68", "825,36"],
            ["Estrato 3", "–15 %", "701,56", "825,36"],
            ["Estrato 4", "0 %", "825,36", "825,36"],
            ["Estrato 5", "+20 %", "990,43", "990,43"],
            ["Estrato 6", "+20 %", "990,43", "990,43"],
            ["Comercial", "+20 %", "990,43", "990,43"],
            ["Industrial", "+20 %", "990,43", "990,43"],
            ["Oficial", "0 %", "825,36", "825,36"],
          ],
          numeric: [1, 2, 3],
          note: "Valores en pesos colombianos por kWh. Los usuarios industriales que tengan reconocida la exención de contribución prevista en el artículo 2 de la Ley 1430 de 2010 pagan el CU.",
        },
        {
          kind: "subsection",
          heading: "Ejemplo de liquidación",
          blocks: [
            {
              kind: "paragraph",
              text: "Un hogar de estrato 2 que consume 170 kWh en el mes paga 130 kWh a $ 412,68, es decir $ 53.648, y los 40 kWh restantes a $ 825,36, o sea $ 33.014. El valor del consumo suma $ 86.663, antes de otros cobros que puedan aparecer en la factura, como el alumbrado público que recauda el municipio.",
            },
          ],
        },
      ],
    },
    {
      heading: "Subsidios y contribuciones",
      blocks: [
        {
          kind: "list",
          items: [
            "Los subsidios los financian la contribución de los usuarios de mayor capacidad de pago y los recursos que transfiere la Nación por el Fondo de Solidaridad para Subsidios y Redistribución de Ingresos (FSSRI), según las Leyes 142 de 1994 y 1117 de 2006.",
            "El estrato de cada predio lo asigna la Alcaldía de San Rafael; si no está de acuerdo con él, el reclamo se presenta ante el Comité Permanente de Estratificación, no ante la empresa.",
            "La contribución del 20 % no es un ingreso de {brand}: se destina por completo a cubrir los subsidios de los estratos 1, 2 y 3.",
          ],
        },
      ],
    },
    {
      heading: "Publicaciones y datos del año",
      blocks: [
        {
          kind: "paragraph",
          text: "La tarifa se publica antes de aplicarse, en un diario de amplia circulación y en este portal. En el archivo CSV encuentra el costo unitario y la tarifa de cada estrato desde enero de 2026; el CU de nivel 1 pasó de $ 796,00 en enero a $ 825,36 en noviembre, un aumento acumulado de 3,7 %, explicado principalmente por el precio de la energía comprada.",
        },
        {
          kind: "documents",
          items: [
            { title: "Publicación de tarifas de energía, noviembre de 2026", file: "/docs/rates-energy-noviembre-2026.pdf", format: "PDF", date: "2026-11-05" },
            { title: "Tarifas mensuales de energía por estrato y uso, enero a noviembre de 2026", file: "/docs/rates-energy-2026.csv", format: "CSV", date: "2026-11-05" },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Componentes del CU por nivel de tensión", path: "/energia/ratesRegulatedMarket" },
            { label: "Valores de reconexión y otros servicios", path: "/energia/ratesServices" },
            { label: "Medios de pago de la factura", path: "/paymentMethods" },
          ],
        },
      ],
    },
  ],
};

export default content;

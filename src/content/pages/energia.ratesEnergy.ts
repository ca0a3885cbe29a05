import { ENERGY_RATE_ROWS, ENERGY_SUBSISTENCE_KWH, energyPricesFor, energyRate, formatNumber, monthName } from "../../shared/tariffs/energy";
import { FALLBACK_CURRENT, monthLabel, type TariffCurrent } from "../../shared/tariffs/published";
import { nextMonthNotice, publicationNotice } from "../tariffNotices";
import type { PageContent } from "../types";

/**
 * The page from the published tariffs (issue 34 §2): the month in force, its version and the next
 * month when published. The browser builds it again from GET /api/tariffs/current; the prerendered
 * page and its fallback are the months published before the tables existed.
 */
export function build(src: TariffCurrent): PageContent {
  // Every figure comes from the published tariffs the bill also reads (issue 21), never retyped here.
  const current = src.current.energy["1"];
  const label = monthLabel(src.current.month);
  const year = src.current.month.slice(0, 4);
  const firstMonth = src.recent.find((p) => p.month === `${year}-01`) ?? src.recent[0] ?? src.current;
  const first = firstMonth.energy["1"];
  const n2 = (v: number) => formatNumber(v, 2);
  const rateText = (rate: number) => (rate < 0 ? `–${Math.round(-rate * 100)} %` : rate > 0 ? `+${Math.round(rate * 100)} %` : "0 %");
  // The page's example: a home of estrato 2 that uses 170 kWh.
  const example = { kwh: 170, prices: energyPricesFor(current.cu, 2, "residencial") };
  const exampleSubsistence = Math.round(ENERGY_SUBSISTENCE_KWH * example.prices.subsistence);
  const exampleRest = Math.round((example.kwh - ENERGY_SUBSISTENCE_KWH) * example.prices.above);
  const exampleTotal = Math.round(ENERGY_SUBSISTENCE_KWH * example.prices.subsistence + (example.kwh - ENERGY_SUBSISTENCE_KWH) * example.prices.above);
  const yearRise = formatNumber(((current.cu - first.cu) / first.cu) * 100, 1);

  return {
    lead: `Aquí encuentra la tarifa de energía que {brand} aplica en ${label} a cada estrato y uso, cómo se obtiene a partir del costo unitario de prestación del servicio (CU) y cuánto representan el subsidio o la contribución en su factura.`,
    sections: [
      {
        heading: `Costo unitario de ${label}`,
        blocks: [
          publicationNotice(src.current, "de energía por estrato y uso"),
          ...nextMonthNotice(src),
          {
            kind: "paragraph",
            text: `El costo unitario es el valor de llevar un kilovatio hora hasta su casa o negocio. Lo calculamos cada mes con la fórmula tarifaria de la Resolución CREG 119 de 2007, que suma seis componentes: compra de energía (G), transmisión nacional (T), distribución local (D), comercialización (Cv), pérdidas reconocidas (PR) y restricciones del sistema (R). Para los usuarios conectados en nivel de tensión 1, que son la gran mayoría de hogares y locales, el CU de ${monthName(src.current.month)} es de $ ${n2(current.cu)} por kWh.`,
          },
          {
            kind: "table",
            caption: `Componentes del costo unitario, nivel de tensión 1, ${label} ($/kWh)`,
            columns: ["Componente", "Qué remunera", "Valor ($/kWh)"],
            rows: [
              ["G – Generación", "Energía comprada en contratos y en bolsa", n2(current.g)],
              ["T – Transmisión", "Uso del Sistema de Transmisión Nacional", n2(current.t)],
              ["D – Distribución", "Redes, transformadores y subestaciones locales", n2(current.d)],
              ["Cv – Comercialización", "Lectura, facturación, recaudo y atención", n2(current.cv)],
              ["PR – Pérdidas reconocidas", "Pérdidas eficientes admitidas por la CREG", n2(current.pr)],
              ["R – Restricciones", "Costos de seguridad y restricciones de la red", n2(current.r)],
              ["CU – Costo unitario", "Suma de los componentes", n2(current.cu)],
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
            caption: `Tarifa de energía por estrato y uso, nivel de tensión 1, ${label}`,
            columns: ["Estrato o uso", "Subsidio (–) o contribución (+)", "Tarifa hasta 130 kWh ($/kWh)", "Tarifa por encima de 130 kWh ($/kWh)"],
            rows: ENERGY_RATE_ROWS.map(({ label, estrato, use }) => {
              const prices = energyPricesFor(current.cu, estrato, use);
              return [label, rateText(energyRate(estrato, use)), n2(prices.subsistence), n2(prices.above)];
            }),
            numeric: [1, 2, 3],
            note: "Valores en pesos colombianos por kWh. Los usuarios industriales que tengan reconocida la exención de contribución prevista en el artículo 2 de la Ley 1430 de 2010 pagan el CU.",
          },
          {
            kind: "subsection",
            heading: "Ejemplo de liquidación",
            blocks: [
              {
                kind: "paragraph",
                text: `Un hogar de estrato 2 que consume ${example.kwh} kWh en el mes paga ${ENERGY_SUBSISTENCE_KWH} kWh a $ ${n2(example.prices.subsistence)}, es decir $ ${formatNumber(exampleSubsistence)}, y los ${example.kwh - ENERGY_SUBSISTENCE_KWH} kWh restantes a $ ${n2(example.prices.above)}, o sea $ ${formatNumber(exampleRest)}. El valor del consumo suma $ ${formatNumber(exampleTotal)}, antes de otros cobros que puedan aparecer en la factura, como el alumbrado público que recauda el municipio.`,
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
            text: `La tarifa se publica antes de aplicarse, en un diario de amplia circulación y en este portal. En el archivo CSV encuentra el costo unitario y la tarifa de cada estrato desde enero de ${year}; el CU de nivel 1 pasó de $ ${n2(first.cu)} en ${monthName(firstMonth.month)} a $ ${n2(current.cu)} en ${monthName(src.current.month)}, un aumento acumulado de ${yearRise} %, explicado principalmente por el precio de la energía comprada.`,
          },
          {
            kind: "documents",
            items: [
              {
                title: "Publicación de tarifas de energía, noviembre de 2026",
                file: "/docs/rates-energy-noviembre-2026.pdf",
                format: "PDF",
                date: "2026-11-05",
              },
              {
                title: "Tarifas mensuales de energía por estrato y uso, enero a noviembre de 2026",
                file: "/docs/rates-energy-2026.csv",
                format: "CSV",
                date: "2026-11-05",
              },
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
}

export default build(FALLBACK_CURRENT);

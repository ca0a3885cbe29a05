import { formatNumber, monthName, VOLTAGE_LEVELS } from "../../shared/tariffs/energy";
import type { EnergyTariff } from "../../shared/billing";
import { COMPONENT_LABELS, ENERGY_COMPONENTS, energyPublicationOf, FALLBACK_CURRENT, monthLabel, type TariffCurrent } from "../../shared/tariffs/published";
import { nextMonthNotice, publicationNotice } from "../tariffNotices";
import type { PageContent } from "../types";

const n2 = (v: number) => formatNumber(v, 2);
const capitalized = (period: string) => monthName(period).charAt(0).toUpperCase() + monthName(period).slice(1);

/** The page from the published tariffs (issue 34 §2; see energia.ratesEnergy.ts). */
export function build(src: TariffCurrent): PageContent {
  // Every figure comes from the published tariffs the bill also reads (issue 21), never retyped here.
  const { levels } = energyPublicationOf(src.current);
  const label = monthLabel(src.current.month);
  const byLevel = (key: keyof EnergyTariff) => VOLTAGE_LEVELS.map((l) => n2(levels[l][key]));
  const series = src.recent.length > 0 ? src.recent.map(energyPublicationOf) : [energyPublicationOf(src.current)];
  const lastSix = series.slice(-6);
  const previousMonth = series.length > 1 ? series[series.length - 2] : series[series.length - 1];
  const previous = previousMonth.levels[1];
  const rise = levels[1].cu - previous.cu;
  // The component that moved the CU most between the two months.
  const biggest = ENERGY_COMPONENTS.map((key) => ({ key, delta: Math.round((levels[1][key] - previous[key]) * 100) / 100 })).reduce((a, b) =>
    Math.abs(b.delta) > Math.abs(a.delta) ? b : a,
  );

  return {
    lead: "Como comercializador del mercado regulado, {brand} publica cada mes el costo unitario de prestación del servicio y el valor de cada uno de sus componentes para los niveles de tensión 1, 2 y 3, tal como lo exige la regulación de la CREG.",
    sections: [
      {
        heading: "¿Qué es el mercado regulado?",
        blocks: [
          {
            kind: "paragraph",
            text: "Pertenecen al mercado regulado los usuarios cuya demanda no supera los límites de potencia o energía fijados por la CREG para negociar libremente su precio: hogares, comercios, entidades públicas y la mayoría de industrias medianas del municipio. Para ellos la tarifa no se pacta, sino que resulta de aplicar la fórmula de la Resolución CREG 119 de 2007 con costos eficientes reconocidos por el regulador.",
          },
          {
            kind: "paragraph",
            text: "El nivel de tensión indica en qué parte de la red se conecta el usuario. El nivel 1 corresponde a la baja tensión (menos de 1 kV), el nivel 2 a la red de 13,2 kV y el nivel 3 a la red de 44 kV. Cuanto más alto es el nivel, menos redes locales utiliza el usuario y menores son sus cargos de distribución y pérdidas.",
          },
        ],
      },
      {
        heading: `Componentes del costo unitario, ${label}`,
        blocks: [
          publicationNotice(src.current, "del costo unitario por nivel de tensión"),
          ...nextMonthNotice(src),
          {
            kind: "table",
            caption: `Costo unitario y componentes por nivel de tensión, ${label} ($/kWh)`,
            columns: ["Componente", "Nivel 1", "Nivel 2", "Nivel 3"],
            rows: [
              ["Generación (G)", ...byLevel("g")],
              ["Transmisión (T)", ...byLevel("t")],
              ["Distribución (D)", ...byLevel("d")],
              ["Comercialización (Cv)", ...byLevel("cv")],
              ["Pérdidas reconocidas (PR)", ...byLevel("pr")],
              ["Restricciones (R)", ...byLevel("r")],
              ["Costo unitario (CU)", ...byLevel("cu")],
            ],
            numeric: [1, 2, 3],
            note: "El valor de nivel 1 corresponde a activos de propiedad del operador de red. Cifras en pesos por kilovatio hora, antes de subsidios y contribuciones.",
          },
          {
            kind: "paragraph",
            text: `Generación, transmisión, comercialización y restricciones son iguales en los tres niveles porque no dependen del punto de conexión. En cambio, el cargo de distribución baja de $ ${n2(levels[1].d)} en nivel 1 a $ ${n2(levels[3].d)} en nivel 3, y las pérdidas reconocidas pasan de $ ${n2(levels[1].pr)} a $ ${n2(levels[3].pr)} por kWh.`,
          },
        ],
      },
      {
        heading: "Evolución reciente",
        blocks: [
          {
            kind: "table",
            caption: `Costo unitario por nivel de tensión, ${monthName(lastSix[0].period)}${lastSix[0].period.slice(0, 4) === src.current.month.slice(0, 4) ? "" : ` de ${lastSix[0].period.slice(0, 4)}`} a ${label} ($/kWh)`,
            columns: ["Mes", "Nivel 1", "Nivel 2", "Nivel 3"],
            rows: lastSix.map((p) => [capitalized(p.period), ...VOLTAGE_LEVELS.map((l) => n2(p.levels[l].cu))]),
            numeric: [1, 2, 3],
          },
          {
            kind: "paragraph",
            text: `Entre ${monthName(previousMonth.period)} y ${monthName(src.current.month)} el CU de nivel 1 ${rise >= 0 ? "subió" : "bajó"} $ ${n2(Math.abs(rise))} por kWh (${n2(Math.abs(rise / previous.cu) * 100)} %). ${biggest.delta === 0 ? "Ningún componente cambió." : `El componente que más cambió fue ${COMPONENT_LABELS[biggest.key]}, que ${biggest.delta > 0 ? "subió" : "bajó"} $ ${n2(Math.abs(biggest.delta))} por kWh; G refleja los precios de los contratos de largo plazo adjudicados por convocatoria pública y la energía comprada en bolsa.`}`,
          },
        ],
      },
      {
        heading: "Descargas",
        blocks: [
          {
            kind: "paragraph",
            text: "El archivo CSV trae, para cada mes de enero a noviembre de 2026, los seis componentes y el CU de los tres niveles, listo para abrir en una hoja de cálculo. El PDF reproduce la publicación oficial de noviembre con la firma de la Subgerencia Comercial de Energía. El historial de tarifas, con cada mes publicado y cada corrección con su motivo, se descarga en CSV y JSON al comienzo de esta página.",
          },
          {
            kind: "documents",
            items: [
              {
                title: "Componentes del costo unitario por nivel de tensión, noviembre de 2026",
                file: "/docs/rates-regulated-market-noviembre-2026.pdf",
                format: "PDF",
                date: "2026-11-05",
              },
              {
                title: "Serie mensual de componentes del CU, enero a noviembre de 2026",
                file: "/docs/rates-regulated-market-2026.csv",
                format: "CSV",
                date: "2026-11-05",
              },
            ],
          },
          {
            kind: "links",
            items: [
              { label: "Tarifa aplicada a cada estrato", path: "/energia/ratesEnergy" },
              { label: "Convocatorias de compra de energía", path: "/energia/convocatorias-sicep" },
            ],
          },
        ],
      },
    ],
  };
}

export default build(FALLBACK_CURRENT);

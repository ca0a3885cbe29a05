import { formatNumber } from "../../shared/tariffs/energy";
import { WATER_BASIC_M3, waterPricesFor, waterRate, type WaterPublication, type WaterService } from "../../shared/tariffs/water";
import type { ContractUse } from "../../shared/billing";
import { FALLBACK_CURRENT, monthLabel, waterPublicationOf, type TariffCurrent } from "../../shared/tariffs/published";
import { nextMonthNotice, publicationNotice } from "../tariffNotices";
import type { PageContent } from "../types";

/** The page from the published tariffs (issue 34 §2; see energia.ratesEnergy.ts). */
export function build(src: TariffCurrent): PageContent {
  // Every figure comes from the published tariffs the bill also reads (issue 21), never retyped here.
  const pub: WaterPublication = waterPublicationOf(src.current);
  const label = monthLabel(src.current.month);
  const money2 = (v: number) => `$ ${formatNumber(v, 2)}`;
  const money0 = (v: number) => `$ ${formatNumber(v)}`;
  const rows: readonly { label: string; estrato: number; use: ContractUse }[] = [
    ...[1, 2, 3, 4, 5, 6].map((estrato) => ({ label: `Estrato ${estrato}`, estrato, use: "residencial" as const })),
    { label: "Comercial", estrato: 4, use: "comercial" },
    { label: "Industrial", estrato: 4, use: "industrial" },
    { label: "Oficial", estrato: 4, use: "oficial" },
  ];
  function rateLabel(estrato: number, use: ContractUse): string {
    const rate = waterRate(estrato, use);
    return rate < 0 ? `Subsidio ${Math.round(-rate * 100)} %` : rate > 0 ? `Contribución ${Math.round(rate * 100)} %` : "Costo de referencia";
  }
  const tableRows = (service: WaterService) =>
    rows.map(({ label, estrato, use }) => {
      const p = waterPricesFor(pub[service], estrato, use);
      return [label, rateLabel(estrato, use), money2(p.cargoFijo), money2(p.basic), money2(p.complementary), money2(p.luxury)];
    });
  /** What a home pays for `m3` in a month (cargo fijo, básico and above), before other charges. */
  function bill(service: WaterService, estrato: number, m3: number): number {
    const p = waterPricesFor(pub[service], estrato, "residencial");
    return p.cargoFijo + Math.min(m3, WATER_BASIC_M3) * p.basic + Math.max(0, m3 - WATER_BASIC_M3) * p.complementary;
  }
  const cents = (v: number) => Math.round(v * 100) / 100;
  // The page's example: a home of estrato 2 that uses 15 m³.
  const ex = { m3: 15, acueducto: waterPricesFor(pub.acueducto, 2, "residencial"), alcantarillado: waterPricesFor(pub.alcantarillado, 2, "residencial") };
  const exExtra = ex.m3 - WATER_BASIC_M3;

  return {
    lead: `Aquí encuentra las tarifas de acueducto y alcantarillado que {brand} aplica en ${label} a cada estrato y uso del inmueble, con el subsidio o la contribución que corresponde y la explicación de cómo se calculan.`,
    sections: [
      {
        heading: "Cómo se calcula su factura de agua",
        blocks: [
          {
            kind: "paragraph",
            text: "La tarifa de cada servicio tiene dos partes. El cargo fijo es un valor mensual que cubre los costos de administración, facturación y atención, y se cobra aunque el inmueble no consuma agua. El cargo por consumo se multiplica por los metros cúbicos registrados en el medidor; en alcantarillado se llama cargo por vertimiento y se liquida sobre el mismo volumen facturado en acueducto.",
          },
          {
            kind: "paragraph",
            text: `Los costos de referencia se obtienen con el marco tarifario de la Comisión de Regulación de Agua Potable y Saneamiento Básico (CRA), Resoluciones CRA 688 de 2014 y 735 de 2015, y corresponden a lo que paga el estrato 4. Para ${label} son: acueducto, cargo fijo ${money0(pub.acueducto.cargoFijo)} al mes y consumo ${money0(pub.acueducto.perM3)} por m³; alcantarillado, cargo fijo ${money0(pub.alcantarillado.cargoFijo)} al mes y vertimiento ${money0(pub.alcantarillado.perM3)} por m³.`,
          },
          {
            kind: "list",
            items: [
              "Estratos 1, 2 y 3 reciben subsidio del 70 %, 40 % y 15 %, solo sobre el cargo fijo y el consumo básico.",
              "El estrato 4 y los usuarios oficiales pagan exactamente el costo de referencia.",
              "Los estratos 5 y 6 aportan una contribución de solidaridad del 50 % y del 60 %; los usuarios comerciales, del 50 %, y los industriales, del 30 %, sobre la totalidad del cargo fijo y del consumo.",
            ],
          },
        ],
      },
      {
        heading: "Consumo básico de 13 m³, complementario y suntuario",
        blocks: [
          {
            kind: "paragraph",
            text: "El consumo básico es el volumen que la regulación considera necesario para cubrir las necesidades esenciales de una familia en un mes. La Resolución CRA 750 de 2016 lo fija según la altitud promedio del municipio: 16 m³ por debajo de 1.000 m s. n. m., 13 m³ entre 1.000 y 2.000 m s. n. m. y 11 m³ por encima de 2.000 m s. n. m., porque en clima frío se usa menos agua. La zona urbana de San Rafael está a 1.450 m s. n. m., de modo que aquí el consumo básico es de 13 m³ por suscriptor al mes.",
          },
          {
            kind: "definitions",
            items: [
              { term: "Consumo básico (0 a 13 m³)", description: "Es el único rango que recibe subsidio en los estratos 1, 2 y 3." },
              {
                term: "Consumo complementario (más de 13 y hasta 26 m³)",
                description: "Se cobra a costo pleno de referencia en los estratos 1 a 4, y con contribución en los estratos 5 y 6.",
              },
              {
                term: "Consumo suntuario (más de 26 m³)",
                description:
                  "Volumen que supera el doble del básico; se factura a costo pleno y, donde aplica, con la contribución. Es una señal para ahorrar agua.",
              },
            ],
          },
        ],
      },
      {
        heading: `Tarifas vigentes, ${label}`,
        blocks: [
          publicationNotice(src.current, "de acueducto y alcantarillado"),
          ...nextMonthNotice(src),
          {
            kind: "table",
            caption: "Acueducto: cargo fijo y cargo por consumo por estrato y uso",
            columns: [
              "Estrato o uso",
              "Subsidio o contribución",
              "Cargo fijo ($/mes)",
              "Consumo básico ($/m³)",
              "Consumo complementario ($/m³)",
              "Consumo suntuario ($/m³)",
            ],
            numeric: [2, 3, 4, 5],
            rows: tableRows("acueducto"),
            note: "Valores en pesos colombianos, antes de otros conceptos de la factura. En los usos no residenciales no hay consumo básico: cada metro cúbico se cobra al mismo valor.",
          },
          {
            kind: "table",
            caption: "Alcantarillado: cargo fijo y cargo por vertimiento por estrato y uso",
            columns: [
              "Estrato o uso",
              "Subsidio o contribución",
              "Cargo fijo ($/mes)",
              "Vertimiento básico ($/m³)",
              "Vertimiento complementario ($/m³)",
              "Vertimiento suntuario ($/m³)",
            ],
            numeric: [2, 3, 4, 5],
            rows: tableRows("alcantarillado"),
            note: "El volumen de vertimiento es el mismo consumo de acueducto medido, salvo que el usuario tenga un aforo o una fuente alterna aprobada.",
          },
        ],
      },
      {
        heading: "Ejemplo: una vivienda que consume 15 m³",
        blocks: [
          {
            kind: "paragraph",
            text: `Suponga un hogar de estrato 2 que registra ${ex.m3} m³ en el mes. En acueducto paga ${money0(ex.acueducto.cargoFijo)} de cargo fijo, ${WATER_BASIC_M3} m³ básicos a ${money0(ex.acueducto.basic)} (${money0(WATER_BASIC_M3 * ex.acueducto.basic)}) y ${exExtra} m³ complementarios a ${money0(ex.acueducto.complementary)} (${money0(exExtra * ex.acueducto.complementary)}), para un total de ${money0(bill("acueducto", 2, ex.m3))}. En alcantarillado paga ${money0(ex.alcantarillado.cargoFijo)} de cargo fijo, ${WATER_BASIC_M3} m³ a ${money2(ex.alcantarillado.basic)} (${money2(cents(WATER_BASIC_M3 * ex.alcantarillado.basic))}) y ${exExtra} m³ a ${money0(ex.alcantarillado.complementary)} (${money0(exExtra * ex.alcantarillado.complementary)}), es decir ${money2(cents(bill("alcantarillado", 2, ex.m3)))}. La suma de los dos servicios es ${money2(cents(bill("acueducto", 2, ex.m3) + bill("alcantarillado", 2, ex.m3)))}.`,
          },
          {
            kind: "table",
            caption: "Valor de los dos servicios con un consumo de 15 m³ al mes",
            columns: ["Estrato", "Acueducto", "Alcantarillado", "Total"],
            numeric: [1, 2, 3],
            rows: [1, 2, 3, 4, 5, 6].map((e) => [
              `Estrato ${e}`,
              money2(cents(bill("acueducto", e, ex.m3))),
              money2(cents(bill("alcantarillado", e, ex.m3))),
              money2(cents(bill("acueducto", e, ex.m3) + bill("alcantarillado", e, ex.m3))),
            ]),
          },
          {
            kind: "notice",
            tone: "info",
            title: "Actualización de tarifas",
            text: "Las tarifas se ajustan cuando el índice de precios al consumidor acumula una variación de 3 % o más, como lo permite el artículo 125 de la Ley 142 de 1994. Cada ajuste se publica en un medio de amplia circulación antes de aplicarse y se informa en la factura.",
          },
        ],
      },
      {
        heading: "Descargas y consultas",
        blocks: [
          {
            kind: "documents",
            items: [
              {
                title: "Tarifas de acueducto y alcantarillado, noviembre de 2026 (datos abiertos)",
                file: "/docs/rates-aqueduct-noviembre-2026.csv",
                format: "CSV",
                date: "2026-11-04",
              },
              {
                title: "Publicación de tarifas de acueducto y alcantarillado, noviembre de 2026",
                file: "/docs/rates-aqueduct-noviembre-2026.pdf",
                format: "PDF",
                date: "2026-11-04",
              },
            ],
          },
          {
            kind: "paragraph",
            text: "Si cree que se le aplicó un estrato o un uso que no corresponde a su inmueble, puede pedir la revisión a la Alcaldía (estratificación) o presentar un reclamo ante la empresa, que tiene 15 días hábiles para responder.",
          },
          {
            kind: "links",
            items: [
              { label: "Presentar una petición, queja o reclamo", path: "/newPQRS" },
              { label: "Revisión de la factura", path: "/revision-factura" },
              { label: "Medios de pago", path: "/paymentMethods" },
            ],
          },
        ],
      },
    ],
  };
}

export default build(FALLBACK_CURRENT);

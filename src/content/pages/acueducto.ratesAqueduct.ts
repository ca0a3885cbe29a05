import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Aquí encuentra las tarifas de acueducto y alcantarillado que {brand} aplica en noviembre de 2026 a cada estrato y uso del inmueble, con el subsidio o la contribución que corresponde y la explicación de cómo se calculan.",
  sections: [
    {
      heading: "Cómo se calcula su factura de agua",
      blocks: [
        { kind: "paragraph", text: "La tarifa de cada servicio tiene dos partes. El cargo fijo es un valor mensual que cubre los costos de administración, facturación y atención, y se cobra aunque el inmueble no consuma agua. El cargo por consumo se multiplica por los metros cúbicos registrados en el medidor; en alcantarillado se llama cargo por vertimiento y se liquida sobre el mismo volumen facturado en acueducto." },
        { kind: "paragraph", text: "Los costos de referencia se obtienen con el marco tarifario de la Comisión de Regulación de Agua Potable y Saneamiento Básico (CRA), Resoluciones CRA 688 de 2014 y 735 de 2015, y corresponden a lo que paga el estrato 4. Para noviembre de 2026 son: acueducto, cargo fijo $ 12.480 al mes y consumo $ 3.215 por m³; alcantarillado, cargo fijo $ 6.930 al mes y vertimiento $ 2.874 por m³." },
        { kind: "list", items: [
          "Estratos 1, 2 y 3 reciben subsidio del 70 %, 40 % y 15 %, solo sobre el cargo fijo y el consumo básico.",
          "El estrato 4 y los usuarios oficiales pagan exactamente el costo de referencia.",
          "Los estratos 5 y 6 aportan una contribución de solidaridad del 50 % y del 60 %; los usuarios comerciales, del 50 %, y los industriales, del 30 %, sobre la totalidad del cargo fijo y del consumo.",
        ] },
      ],
    },
    {
      heading: "Consumo básico de 13 m³, complementario y suntuario",
      blocks: [
        { kind: "paragraph", text: "El consumo básico es el volumen que la regulación considera necesario para cubrir las necesidades esenciales de una familia en un mes. La Resolución CRA 750 de 2016 lo fija según la altitud promedio del municipio: 16 m³ por debajo de 1.000 m s. n. m., 13 m³ entre 1.000 y 2.000 m s. n. m. y 11 m³ por encima de 2.000 m s. n. m., porque en clima frío se usa menos agua. La zona urbana de San Rafael está a 1.450 m s. n. m., de modo que aquí el consumo básico es de 13 m³ por suscriptor al mes." },
        { kind: "definitions", items: [
          { term: "Consumo básico (0 a 13 m³)", description: "Es el único rango que recibe subsidio en los estratos 1, 2 y 3." },
          { term: "Consumo complementario (más de 13 y hasta 26 m³)", description: "Se cobra a costo pleno de referencia en los estratos 1 a 4, y con contribución en los estratos 5 y 6." },
          { term: "Consumo suntuario (más de 26 m³)", description: "Volumen que supera el doble del básico; se factura a costo pleno y, donde aplica, con la contribución. Es una señal para ahorrar agua." },
        ] },
      ],
    },
    {
      heading: "Tarifas vigentes, noviembre de 2026",
      blocks: [
        { kind: "table", caption: "Acueducto: cargo fijo y cargo por consumo por estrato y uso", columns: ["Estrato o uso", "Subsidio o contribución", "Cargo fijo ($/mes)", "Consumo básico ($/m³)", "Consumo complementario ($/m³)", "Consumo suntuario ($/m³)"], numeric: [2, 3, 4, 5], rows: [
          ["Estrato 1", "Subsidio 70 %", "$ 3.744,00", "$ 964,50", "$ 3.215,00", "$ 3.215,00"],
          ["Estrato 2", "Subsidio 40 %", "$ 7.488,00", "$ 1.929,00", "$ 3.215,00", "$ 3.215,00"],
          ["Estrato 3", "Subsidio 15 %", "$ 10.608,00", "$ 2.732,75", "$ 3.215,00", "$ 3.215,00"],
          ["Estrato 4", "Costo de referencia", "$ 12.480,00", "$ 3.215,00", "$ 3.215,00", "$ 3.215,00"],
          ["Estrato 5", "Contribución 50 %", "$ 18.720,00", "$ 4.822,50", "$ 4.822,50", "$ 4.822,50"],
          ["Estrato 6", "Contribución 60 %", "$ 19.968,00", "$ 5.144,00", "$ 5.144,00", "$ 5.144,00"],
          ["Comercial", "Contribución 50 %", "$ 18.720,00", "$ 4.822,50", "$ 4.822,50", "$ 4.822,50"],
          ["Industrial", "Contribución 30 %", "$ 16.224,00", "$ 4.179,50", "$ 4.179,50", "$ 4.179,50"],
          ["Oficial", "Costo de referencia", "$ 12.480,00", "$ 3.215,00", "$ 3.215,00", "$ 3.215,00"],
        ], note: "Valores en pesos colombianos, antes de otros conceptos de la factura. En los usos no residenciales no hay consumo básico: cada metro cúbico se cobra al mismo valor." },
        { kind: "table", caption: "Alcantarillado: cargo fijo y cargo por vertimiento por estrato y uso", columns: ["Estrato o uso", "Subsidio o contribución", "Cargo fijo ($/mes)", "Vertimiento básico ($/m³)", "Vertimiento complementario ($/m³)", "Vertimiento suntuario ($/m³)"], numeric: [2, 3, 4, 5], rows: [
          ["Estrato 1", "Subsidio 70 %", "$ 2.079,00", "$ 862,20", "$ 2.874,00", "$ 2.874,00"],
          ["Estrato 2", "Subsidio 40 %", "$ 4.158,00", "$ 1.724,40", "$ 2.874,00", "$ 2.874,00"],
          ["Estrato 3", "Subsidio 15 %", "$ 5.890,50", "$ 2.442,90", "$ 2.874,00", "$ 2.874,00"],
          ["Estrato 4", "Costo de referencia", "$ 6.930,00", "$ 2.874,00", "$ 2.874,00", "$ 2.874,00"],
          ["Estrato 5", "Contribución 50 %", "$ 10.395,00", "$ 4.311,00", "$ 4.311,00", "$ 4.311,00"],
          ["Estrato 6", "Contribución 60 %", "$ 11.088,00", "$ 4.598,40", "$ 4.598,40", "$ 4.598,40"],
          ["Comercial", "Contribución 50 %", "$ 10.395,00", "$ 4.311,00", "$ 4.311,00", "$ 4.311,00"],
          ["Industrial", "Contribución 30 %", "$ 9.009,00", "$ 3.736,20", "$ 3.736,20", "$ 3.736,20"],
          ["Oficial", "Costo de referencia", "$ 6.930,00", "$ 2.874,00", "$ 2.874,00", "$ 2.874,00"],
        ], note: "El volumen de vertimiento es el mismo consumo de acueducto medido, salvo que el usuario tenga un aforo o una fuente alterna aprobada." },
      ],
    },
    {
      heading: "Ejemplo: una vivienda que consume 15 m³",
      blocks: [
        { kind: "paragraph", text: "Suponga un hogar de estrato 2 que registra 15 m³ en el mes. En acueducto paga $ 7.488 de cargo fijo, 13 m³ básicos a $ 1.929 ($ 25.077) y 2 m³ complementarios a $ 3.215 ($ 6.430), para un total de $ 38.995. En alcantarillado paga $ 4.158 de cargo fijo, 13 m³ a $ 1.724,40 ($ 22.417,20) y 2 m³ a $ 2.874 ($ 5.748), es decir $ 32.323,20. La suma de los dos servicios es $ 71.318,20." },
        { kind: "table", caption: "Valor de los dos servicios con un consumo de 15 m³ al mes", columns: ["Estrato", "Acueducto", "Alcantarillado", "Total"], numeric: [1, 2, 3], rows: [
          ["Estrato 1", "$ 22.712,50", "$ 19.035,60", "$ 41.748,10"],
          ["Estrato 2", "$ 38.995,00", "$ 32.323,20", "$ 71.318,20"],
          ["Estrato 3", "$ 52.563,75", "$ 43.396,20", "$ 95.959,95"],
          ["Estrato 4", "$ 60.705,00", "$ 50.040,00", "$ 110.745,00"],
          ["Estrato 5", "$ 91.057,50", "$ 75.060,00", "$ 166.117,50"],
          ["Estrato 6", "$ 97.128,00", "$ 80.064,00", "$ 177.192,00"],
        ] },
        { kind: "notice", tone: "info", title: "Actualización de tarifas", text: "Las tarifas se ajustan cuando el índice de precios al consumidor acumula una variación de 3 % o más, como lo permite el artículo 125 de la Ley 142 de 1994. Cada ajuste se publica en un medio de amplia circulación antes de aplicarse y se informa en la factura." },
      ],
    },
    {
      heading: "Descargas y consultas",
      blocks: [
        { kind: "documents", items: [
          { title: "Tarifas de acueducto y alcantarillado, noviembre de 2026 (datos abiertos)", file: "/docs/rates-aqueduct-noviembre-2026.csv", format: "CSV", date: "2026-11-04" },
          { title: "Publicación de tarifas de acueducto y alcantarillado, noviembre de 2026", file: "/docs/rates-aqueduct-noviembre-2026.pdf", format: "PDF", date: "2026-11-04" },
        ] },
        { kind: "paragraph", text: "Si cree que se le aplicó un estrato o un uso que no corresponde a su inmueble, puede pedir la revisión a la Alcaldía (estratificación) o presentar un reclamo ante la empresa, que tiene 15 días hábiles para responder." },
        { kind: "links", items: [
          { label: "Presentar una petición, queja o reclamo", path: "/newPQRS" },
          { label: "Revisión de la factura", path: "/revision-factura" },
          { label: "Medios de pago", path: "/paymentMethods" },
        ] },
      ],
    },
  ],
};

export default content;

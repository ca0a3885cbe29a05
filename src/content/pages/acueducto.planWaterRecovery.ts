import type { PageContent } from "../types";

const content: PageContent = {
  lead: "El plan de recuperación de agua busca que cada litro que sale de las plantas llegue a un usuario y se facture. Aquí se explica qué es el agua no contabilizada, qué hace {brand} para reducirla y cuánto ha avanzado.",
  sections: [
    {
      heading: "Por qué importa reducir las pérdidas",
      blocks: [
        {
          kind: "paragraph",
          text: "Parte del agua tratada se pierde por fugas en tuberías antiguas, por medidores que registran menos de lo real o por conexiones no autorizadas. Esa agua cuesta dinero en químicos y energía, y obliga a captar más de los ríos. La Ley 373 de 1997 exige a los prestadores un programa de uso eficiente y ahorro del agua, y el marco tarifario de la CRA (Resolución CRA 688 de 2014) solo reconoce en la tarifa un nivel eficiente de pérdidas: 6 m³ por suscriptor al mes.",
        },
        {
          kind: "definitions",
          items: [
            {
              term: "IPUF",
              description:
                "Índice de pérdidas por usuario facturado: diferencia entre el agua producida y la facturada, dividida por el número de suscriptores, en m³ al mes.",
            },
            { term: "IANC", description: "Índice de agua no contabilizada: porcentaje del agua producida que no se factura." },
          ],
        },
      ],
    },
    {
      heading: "Resultados y metas",
      blocks: [
        {
          kind: "table",
          caption: "Evolución de las pérdidas de agua",
          columns: ["Año", "IPUF (m³/suscriptor/mes)", "IANC", "Fugas reparadas", "Red repuesta (km)"],
          numeric: [1, 2, 3, 4],
          rows: [
            ["2021", "8,9", "36,9 %", "3.310", "8,1"],
            ["2022", "8,2", "35,1 %", "3.560", "10,4"],
            ["2023", "7,7", "33,8 %", "3.720", "12,9"],
            ["2024", "7,2", "32,6 %", "3.890", "15,7"],
            ["2025", "6,8", "31,5 %", "4.020", "17,6"],
            ["2026 (meta)", "6,4", "30,2 %", "4.100", "17,0"],
          ],
          note: "Para 2026, las columnas de fugas y kilómetros muestran la meta anual; a octubre se han reparado 3.410 fugas y repuesto 14,8 km.",
        },
        {
          kind: "paragraph",
          text: "La meta del plan es alcanzar el nivel eficiente de 6,0 m³ por suscriptor al mes en 2027. Cada décima de IPUF que se reduce equivale a unos 8.600 m³ de agua recuperada al mes, suficientes para abastecer cerca de 660 hogares con el consumo básico.",
        },
      ],
    },
    {
      heading: "Líneas de acción",
      blocks: [
        {
          kind: "list",
          items: [
            "Detección activa de fugas no visibles con geófonos y correladores acústicos, recorriendo cada distrito hidrométrico al menos dos veces al año.",
            "Gestión de presiones con válvulas reductoras que bajan la presión en la noche, cuando las fugas pierden más agua.",
            "Reposición de redes de asbesto cemento y de acometidas de hierro galvanizado con más de 40 años.",
            "Cambio de medidores con más de 8 años o con baja precisión, y medición remota de grandes consumidores.",
            "Normalización de conexiones no autorizadas con acompañamiento social y facilidades de pago.",
          ],
        },
      ],
    },
    {
      heading: "Cómo puede ayudar",
      blocks: [
        {
          kind: "paragraph",
          text: "Una fuga visible en la calle puede perder más de 1.000 litros por hora. Repórtela con la dirección exacta; la meta de la empresa es repararla en menos de 24 horas. Si sospecha de una conexión ilegal, puede informarlo de forma reservada.",
        },
        {
          kind: "contacts",
          items: [
            { label: "Reporte de fugas", value: "{emergencyWater}", href: "tel:{emergencyWater}" },
            { label: "Línea gratuita", value: "{freeLine}", href: "tel:{freeLine}" },
          ],
        },
        {
          kind: "documents",
          items: [
            {
              title: "Indicadores del plan de recuperación de agua, 2020 a 2026",
              file: "/docs/plan-water-recovery-ipuf-2020-2026.csv",
              format: "CSV",
              date: "2026-07-22",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Infraestructura y tecnología", path: "/acueducto/technologyInfrastructure" },
            { label: "Reportar una falla", path: "/reporta-una-falla" },
          ],
        },
      ],
    },
  ],
};

export default content;

import type { PageContent } from "../types";

const content: PageContent = {
  lead: "La transformación de {brand} también es ambiental: alumbrado público LED, vehículos eléctricos, paneles solares en sedes y plantas, y trámites sin papel reducen el consumo de energía y las emisiones de la empresa y del municipio.",
  sections: [
    {
      heading: "Marco y metas",
      blocks: [
        {
          kind: "paragraph",
          text: "Las iniciativas responden a la Ley 1715 de 2014 y la Ley 2099 de 2021 sobre fuentes no convencionales y transición energética, a la Ley 1964 de 2019 que promueve la movilidad eléctrica y a la estrategia de cero papel en la administración pública. La empresa se fijó como meta reducir en 30 % sus emisiones directas y las asociadas a la electricidad que consume (alcances 1 y 2) en 2030, frente a las 10.240 toneladas de 2023.",
        },
        {
          kind: "table",
          caption: "Indicadores de transición energética y eficiencia, a octubre de 2026",
          columns: ["Iniciativa", "Línea base", "Avance 2026", "Meta"],
          rows: [
            ["Luminarias LED en alumbrado público", "8.400 de 18.200 (2023)", "14.800 (81 %)", "18.200 en diciembre de 2027"],
            ["Participación eléctrica en la flota liviana", "4 % (2023)", "13 % (18 vehículos)", "50 % en 2030"],
            ["Capacidad solar instalada en sedes y plantas", "60 kWp (2023)", "420 kWp", "1.000 kWp en 2028"],
            ["Consumo de papel, índice 2023 = 100", "100", "54", "30 en 2027"],
            ["Emisiones de alcances 1 y 2", "10.240 t CO2e (2023)", "9.310 t CO2e (cierre de 2025)", "7.170 t CO2e en 2030"],
          ],
        },
        {
          kind: "documents",
          items: [
            {
              title: "Indicadores de la transformación sostenible 2023-2026",
              file: "/docs/sostenibilidad-transformacion-indicadores-2026.csv",
              format: "CSV",
              date: "2026-11-10",
            },
          ],
        },
      ],
    },
    {
      heading: "Alumbrado público LED",
      blocks: [
        {
          kind: "paragraph",
          text: "El cambio de luminarias de sodio por tecnología LED reduce el consumo de cada punto de luz entre 45 % y 60 % y mejora la iluminación de calles y parques. Las 6.400 luminarias cambiadas desde 2023 ahorran 4,4 GWh al año, energía equivalente al consumo de unos 2.800 hogares de estrato 3. Las nuevas luminarias se gestionan a distancia, lo que permite detectar las apagadas sin esperar el reporte de los vecinos.",
        },
      ],
    },
    {
      heading: "Movilidad eléctrica",
      blocks: [
        {
          kind: "paragraph",
          text: "Los 18 vehículos eléctricos de la flota atienden lectura de medidores, cartera y supervisión de obras en el casco urbano. La renovación va más lenta de lo previsto por los plazos de entrega de los fabricantes, y el informe de sostenibilidad de 2025 la reportó con retraso frente a la meta de una flota liviana 50 % eléctrica en 2030. Además, la empresa opera cuatro estaciones públicas de carga en la sede principal, la Oficina La Estación, el parque principal y la terminal de transporte, abiertas las 24 horas con pago desde el celular.",
        },
      ],
    },
    {
      heading: "Energía solar en las instalaciones",
      blocks: [
        {
          kind: "paragraph",
          text: "Seis sistemas solares fotovoltaicos suman 420 kWp y generan unos 590 MWh al año. El mayor, de 180 kWp, está en la cubierta de la sede principal y cubre el 22 % del consumo de ese edificio; los demás están en las plantas La Esperanza y El Salto y en tres bodegas operativas, y sus excedentes se entregan a la red como autogeneración a pequeña escala.",
        },
        {
          kind: "links",
          items: [{ label: "Cómo ser autogenerador en su hogar o negocio", path: "/energia/autogenerators" }],
        },
      ],
    },
    {
      heading: "Menos papel",
      blocks: [
        {
          kind: "paragraph",
          text: "Entre la factura digital, la radicación electrónica y la firma digital de contratos, el consumo de papel de la empresa bajó 46 % frente a 2023. Usted también puede contribuir inscribiendo su factura digital y haciendo sus trámites en línea.",
        },
        {
          kind: "links",
          items: [
            { label: "Factura digital", path: "/transformacion-{product}-factura-digital" },
            { label: "Gestión ambiental de la empresa", path: "/sostenibilidad/gestionAmbiental" },
            { label: "Informes de sostenibilidad", path: "/informes-sostenibilidad" },
            { label: "Hoja de ruta de la transformación digital", path: "/transformacion-{product}" },
          ],
        },
      ],
    },
  ],
};

export default content;

import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Conozca cómo está conformado y cómo funciona el sistema de distribución de energía que opera {brand}: usuarios por tipo, subestaciones, circuitos, redes, energía entregada y pérdidas del mercado de San Rafael.",
  sections: [
    {
      heading: "Usuarios y consumo",
      blocks: [
        {
          kind: "table",
          caption: "Usuarios a octubre de 2026 y energía facturada en 2025 por tipo de usuario",
          columns: ["Tipo de usuario", "Usuarios", "Energía facturada 2025 (GWh)", "Participación en la energía"],
          rows: [
            ["Residencial", "88.920", "182,4", "48,5 %"],
            ["Comercial", "7.640", "86,9", "23,1 %"],
            ["Industrial", "620", "79,3", "21,1 %"],
            ["Oficial", "410", "14,1", "3,8 %"],
            ["Alumbrado público y especiales", "810", "13,2", "3,5 %"],
            ["Total", "98.400", "375,9", "100,0 %"],
          ],
          numeric: [1, 2, 3],
        },
        {
          kind: "paragraph",
          text: "Un hogar promedio del municipio consume 171 kWh al mes. El 71 % de los usuarios residenciales pertenece a los estratos 1, 2 y 3 y recibe subsidio sobre los primeros 130 kWh.",
        },
      ],
    },
    {
      heading: "Infraestructura del sistema",
      blocks: [
        {
          kind: "table",
          caption: "Subestaciones de distribución a diciembre de 2025",
          columns: ["Subestación", "Transformación", "Capacidad (MVA)", "Circuitos de 13,2 kV", "Demanda máxima 2025 (MW)"],
          rows: [
            ["San Rafael Centro", "44/13,2 kV", "50", "8", "27,6"],
            ["Industrial Sur", "44/13,2 kV", "40", "8", "22,4"],
            ["La Estación", "44/13,2 kV", "30", "8", "17,9"],
            ["Las Palmas", "44/13,2 kV", "20", "8", "9,8"],
            ["El Alto", "44/13,2 kV", "10", "6", "4,1"],
          ],
          numeric: [2, 3, 4],
          note: "La demanda máxima coincidente del sistema en 2025 fue de 78,4 MW, registrada el 12 de marzo a las 7:15 p. m.",
        },
        {
          kind: "list",
          items: [
            "86 km de líneas de 44 kV (nivel de tensión 3) que enlazan las subestaciones con el Sistema de Transmisión Regional.",
            "1.240 km de redes de 13,2 kV (nivel 2), de las cuales el 14 % son subterráneas en el centro de la ciudad.",
            "2.310 km de redes de baja tensión (nivel 1) y 7.850 transformadores de distribución.",
            "Un centro de control que supervisa en tiempo real las cinco subestaciones y 212 equipos de maniobra telecontrolados.",
          ],
        },
      ],
    },
    {
      heading: "Energía y pérdidas",
      blocks: [
        {
          kind: "paragraph",
          text: "En 2025 ingresaron al sistema 412,6 GWh y se facturaron 375,9 GWh. La diferencia, 36,7 GWh, equivale a pérdidas del 8,9 %, de las cuales cerca de dos terceras partes son pérdidas técnicas propias del transporte de energía por cables y transformadores, y el resto corresponde a conexiones ilegales, errores de medida y consumos no facturados.",
        },
        {
          kind: "table",
          caption: "Evolución de la energía entregada y las pérdidas",
          columns: ["Año", "Energía entregada (GWh)", "Pérdidas totales"],
          rows: [
            ["2023", "396,2", "10,4 %"],
            ["2024", "404,9", "9,6 %"],
            ["2025", "412,6", "8,9 %"],
          ],
          numeric: [1, 2],
        },
      ],
    },
    {
      heading: "Datos abiertos",
      blocks: [
        {
          kind: "paragraph",
          text: "Los datos de subestaciones se publican en formato abierto para que investigadores, constructores y ciudadanos puedan reutilizarlos. Las cifras de calidad del servicio y los planes de reducción de pérdidas están en la página de estudios e informes.",
        },
        {
          kind: "documents",
          items: [
            {
              title: "Subestaciones y demanda del sistema de distribución 2025",
              file: "/docs/information-energy-subestaciones-2025.csv",
              format: "CSV",
              date: "2026-06-29",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Estudios, informes y planes", path: "/energia/studyReportsPlans" },
            { label: "Datos abiertos de la empresa", path: "/openData" },
          ],
        },
      ],
    },
  ],
};

export default content;

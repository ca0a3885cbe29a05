import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Aquí se presentan los resultados históricos de los indicadores de calidad de internet, televisión y telefonía que {brand} reporta a la CRC, trimestre a trimestre, desde el cuarto trimestre de 2024 hasta el tercero de 2026.",
  sections: [
    {
      heading: "Calidad técnica de la red",
      blocks: [
        {
          kind: "table",
          caption: "Indicadores técnicos por trimestre, 2024 T4 a 2026 T3",
          columns: [
            "Trimestre",
            "Disponibilidad de internet",
            "Velocidad efectiva frente a la contratada",
            "Latencia (ms)",
            "Pérdida de paquetes",
            "Disponibilidad de televisión",
            "Llamadas completadas",
          ],
          rows: [
            ["2024 T4", "99,84 %", "93,2 %", "15,1", "0,12 %", "99,90 %", "97,9 %"],
            ["2025 T1", "99,86 %", "93,8 %", "14,6", "0,11 %", "99,91 %", "98,0 %"],
            ["2025 T2", "99,88 %", "94,3 %", "14,0", "0,10 %", "99,92 %", "98,2 %"],
            ["2025 T3", "99,87 %", "94,7 %", "13,6", "0,10 %", "99,92 %", "98,3 %"],
            ["2025 T4", "99,90 %", "95,2 %", "13,1", "0,09 %", "99,93 %", "98,4 %"],
            ["2026 T1", "99,91 %", "95,5 %", "12,7", "0,08 %", "99,94 %", "98,5 %"],
            ["2026 T2", "99,92 %", "95,8 %", "12,3", "0,08 %", "99,94 %", "98,6 %"],
            ["2026 T3", "99,93 %", "96,1 %", "12,0", "0,07 %", "99,95 %", "98,8 %"],
          ],
          numeric: [1, 2, 3, 4, 5, 6],
        },
      ],
    },
    {
      heading: "Atención de usuarios y crecimiento del servicio",
      blocks: [
        {
          kind: "table",
          caption: "Suscriptores, PQR y resultado a favor del usuario por trimestre",
          columns: ["Trimestre", "Suscriptores", "PQR con CUN", "PQR por cada 1.000 suscriptores", "Resueltas a favor del usuario"],
          rows: [
            ["2024 T4", "17.900", "1.386", "77,4", "36 %"],
            ["2025 T1", "18.600", "1.342", "72,2", "35 %"],
            ["2025 T2", "19.300", "1.298", "67,3", "34 %"],
            ["2025 T3", "20.050", "1.261", "62,9", "34 %"],
            ["2025 T4", "20.800", "1.225", "58,9", "33 %"],
            ["2026 T1", "20.950", "1.188", "56,7", "32 %"],
            ["2026 T2", "21.120", "1.146", "54,3", "32 %"],
            ["2026 T3", "21.300", "1.104", "51,8", "31 %"],
          ],
          numeric: [1, 2, 3, 4],
        },
      ],
    },
    {
      heading: "Tendencia y explicación",
      blocks: [
        {
          kind: "paragraph",
          text: "La velocidad efectiva subió casi tres puntos en dos años tras ampliar la capacidad de salida a internet de 20 a 40 Gbps en junio de 2025 y cambiar los equipos de agregación de los nodos Centro y La Estación. La latencia bajó de 15,1 a 12,0 ms por la conexión directa con un punto de intercambio de tráfico nacional.",
        },
        {
          kind: "paragraph",
          text: "Aunque los suscriptores aumentaron 19 %, las PQR por cada mil suscriptores cayeron un tercio. El porcentaje resuelto a favor del usuario también bajó, lo que indica que hay menos errores de la empresa por corregir, no que se nieguen más solicitudes: la proporción de apelaciones que la SIC revoca se mantiene baja.",
        },
        {
          kind: "documents",
          items: [
            {
              title: "Serie histórica de calidad telco 2024-2026 (datos abiertos)",
              file: "/docs/quality-telco-2024-2026.csv",
              format: "CSV",
              date: "2026-10-14",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Resultados mensuales del último trimestre", path: "/telco-indicadores-calidad-calidad-internet-tv-lineabasica" },
            { label: "Menú de indicadores de calidad telco", path: "/telco-indicadores-calidad" },
            { label: "Indicadores de calidad telco en transparencia", path: "/transparencia/indicadoresCalidadAtencion/indicadoresCalidadTelco" },
          ],
        },
      ],
    },
  ],
};

export default content;

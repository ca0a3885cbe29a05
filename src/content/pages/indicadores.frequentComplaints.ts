import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Este comparativo muestra, trimestre a trimestre, cuáles han sido las causas de queja más frecuentes en energía, acueducto y telecomunicaciones de {brand}, para identificar tendencias y comprobar si las acciones de mejora están dando resultado.",
  sections: [
    {
      heading: "Participación de cada causa por trimestre",
      blocks: [
        {
          kind: "table",
          caption: "Causas de PQR como porcentaje del total, cuarto trimestre de 2024 a tercer trimestre de 2026",
          columns: [
            "Trimestre",
            "PQR recibidas",
            "Alto consumo o facturación",
            "Calidad de la potencia (energía)",
            "Presión o falta de agua",
            "Velocidad de internet",
            "Atención",
            "Otros",
          ],
          rows: [
            ["2024 T4", "4.460", "45 %", "16 %", "15 %", "9 %", "9 %", "6 %"],
            ["2025 T1", "4.380", "44 %", "17 %", "16 %", "9 %", "8 %", "6 %"],
            ["2025 T2", "4.290", "44 %", "16 %", "17 %", "10 %", "8 %", "5 %"],
            ["2025 T3", "4.210", "43 %", "18 %", "15 %", "10 %", "8 %", "6 %"],
            ["2025 T4", "4.150", "43 %", "17 %", "14 %", "11 %", "9 %", "6 %"],
            ["2026 T1", "4.080", "42 %", "19 %", "13 %", "11 %", "9 %", "6 %"],
            ["2026 T2", "3.990", "42 %", "18 %", "15 %", "10 %", "8 %", "7 %"],
            ["2026 T3", "3.912", "41 %", "18 %", "14 %", "11 %", "9 %", "7 %"],
          ],
          numeric: [1, 2, 3, 4, 5, 6, 7],
        },
      ],
    },
    {
      heading: "Tendencias que se observan",
      blocks: [
        {
          kind: "list",
          items: [
            "Las PQR totales bajaron 12 % en dos años, de 4.460 a 3.912 por trimestre, aunque el número de usuarios creció.",
            "Alto consumo y facturación sigue siendo la primera causa, pero perdió cuatro puntos desde finales de 2024, tras la revisión de lecturas con fotografía y el cambio de medidores de agua antiguos.",
            "La calidad de la potencia sube en los trimestres de lluvias, por descargas atmosféricas y caída de árboles sobre las redes.",
            "Presión o falta de agua repunta en los segundos trimestres, cuando se hacen los mantenimientos mayores de las plantas.",
            "La velocidad de internet ganó peso porque el servicio telco pasó de 17.900 a 21.300 suscriptores; por cada mil suscriptores, las quejas de velocidad han disminuido.",
          ],
        },
      ],
    },
    {
      heading: "Cómo se clasifica una queja",
      blocks: [
        {
          kind: "paragraph",
          text: "Cada PQR se clasifica al radicarse según el motivo principal que expresa el usuario. Las categorías son comunes a los tres servicios para poder compararlas, y cada área las desagrega con más detalle en sus reportes a la SSPD y a la CRC. Los porcentajes se redondean al entero más cercano.",
        },
        {
          kind: "documents",
          items: [
            {
              title: "Causas de PQR por trimestre 2024-2026 (datos abiertos)",
              file: "/docs/frequent-complaints-2024-2026.csv",
              format: "CSV",
              date: "2026-10-14",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Quejas más frecuentes del último trimestre", path: "/transparencia/indicadoresCalidadAtencion/quejasMasFrecuentes" },
            { label: "Causas de queja en telecomunicaciones", path: "/telco-indicadores-calidad-quejas" },
            { label: "Presentar una PQR", path: "/newPQRS" },
          ],
        },
      ],
    },
  ],
};

export default content;

import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Consulte los últimos resultados de turbiedad, color aparente, cloro residual libre y pH del agua que sale de las plantas potabilizadoras La Esperanza y El Salto, comparados con los límites que fija la norma sanitaria.",
  sections: [
    {
      heading: "Últimos valores medidos",
      blocks: [
        {
          kind: "table",
          caption: "Agua tratada a la salida de planta, 20 de noviembre de 2026 (promedio del día)",
          columns: ["Parámetro", "Valor admisible", "La Esperanza", "El Salto", "Cumple"],
          numeric: [2, 3],
          rows: [
            ["Turbiedad (UNT)", "Máximo 2", "0,45", "0,48", "Sí"],
            ["Color aparente (UPC)", "Máximo 15", "3", "3", "Sí"],
            ["Cloro residual libre (mg/L)", "0,3 a 2,0", "1,16", "1,12", "Sí"],
            ["pH (unidades)", "6,5 a 9,0", "7,14", "7,10", "Sí"],
          ],
          note: "Valores admisibles de los artículos 2, 7 y 9 de la Resolución 2115 de 2007. Las plantas miden estos parámetros cada hora; la tabla muestra el promedio del día.",
        },
        {
          kind: "paragraph",
          text: "La turbiedad indica cuántas partículas hay en el agua; el color aparente, si hay materia orgánica o metales disueltos; el cloro residual libre demuestra que el agua sigue protegida contra microorganismos hasta su casa, y el pH mide si es ácida o básica. Mientras los cuatro estén dentro de los límites, el proceso de potabilización funciona correctamente.",
        },
      ],
    },
    {
      heading: "Promedios de las dos últimas semanas",
      blocks: [
        {
          kind: "table",
          caption: "Promedio, mínimo y máximo semanal por planta, noviembre de 2026",
          columns: ["Planta y semana", "Turbiedad (UNT)", "Color (UPC)", "Cloro residual (mg/L)", "pH"],
          numeric: [1, 2, 3, 4],
          rows: [
            ["La Esperanza, 7 al 13 de noviembre", "0,48 (0,29–0,65)", "3 (2–5)", "1,18 (1,08–1,26)", "7,21 (7,09–7,28)"],
            ["La Esperanza, 14 al 20 de noviembre", "0,46 (0,33–0,56)", "3 (2–5)", "1,12 (1,06–1,21)", "7,13 (7,10–7,20)"],
            ["El Salto, 7 al 13 de noviembre", "0,64 (0,50–0,78)", "4 (3–6)", "1,09 (0,98–1,18)", "7,04 (6,97–7,18)"],
            ["El Salto, 14 al 20 de noviembre", "0,60 (0,48–0,85)", "4 (3–6)", "1,12 (1,00–1,18)", "7,10 (7,02–7,19)"],
          ],
        },
        {
          kind: "documents",
          items: [
            {
              title: "Mediciones diarias de las plantas, 7 al 20 de noviembre de 2026",
              file: "/docs/calidad-agua-plantas-noviembre-2026.csv",
              format: "CSV",
              date: "2026-11-20",
            },
          ],
        },
      ],
    },
    {
      heading: "Las plantas potabilizadoras",
      blocks: [
        {
          kind: "definitions",
          items: [
            {
              term: "Planta La Esperanza",
              description:
                "Capacidad de 420 l/s. Trata agua del río San Rafael con tratamiento convencional completo y abastece cerca del 70 % de la ciudad, incluido el centro y las comunas del oriente.",
            },
            {
              term: "Planta El Salto",
              description:
                "Capacidad de 180 l/s. Trata agua de la quebrada El Salto con filtración rápida y abastece el norte urbano y el corregimiento El Alto.",
            },
          ],
        },
        {
          kind: "paragraph",
          text: "Ambas plantas operan las 24 horas con operadores certificados en competencias laborales. Los turbidímetros y clorímetros en línea envían los datos al centro de control, que genera una alarma si un valor se acerca al límite para que se ajuste la dosificación de coagulante o de cloro.",
        },
      ],
    },
    {
      heading: "Si nota el agua turbia o con olor",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Deje correr el agua de la llave más cercana al medidor durante dos o tres minutos.",
            "Si la turbiedad o el olor continúan, revise si su tanque de almacenamiento fue lavado en los últimos seis meses.",
            "Si el problema persiste, repórtelo indicando la dirección y la hora; un técnico tomará una muestra en su acometida sin costo.",
          ],
        },
        {
          kind: "contacts",
          items: [
            { label: "Daños y emergencias", value: "{emergencyWater}", href: "tel:{emergencyWater}" },
            { label: "Línea gratuita", value: "{freeLine}", href: "tel:{freeLine}" },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Informes mensuales de IRCA por planta", path: "/acueducto/reportQualityPlants" },
            { label: "Reportar una falla", path: "/reporta-una-falla" },
          ],
        },
      ],
    },
  ],
};

export default content;

import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Cada mes {brand} calcula y publica el índice de riesgo de la calidad del agua para consumo humano (IRCA) de las plantas La Esperanza y El Salto y de la red de distribución. Aquí puede ver los resultados de 2026 y descargar los informes.",
  sections: [
    {
      heading: "Qué es el IRCA y cómo se lee",
      blocks: [
        {
          kind: "paragraph",
          text: "El IRCA es el indicador oficial que usa Colombia para saber si el agua es apta para tomar. Lo define la Resolución 2115 de 2007 de los Ministerios de la Protección Social y de Ambiente, Vivienda y Desarrollo Territorial. Cada característica que se analiza tiene un puntaje de riesgo: por ejemplo, Escherichia coli vale 25 puntos, coliformes totales, turbiedad y cloro residual libre valen 15 cada uno, el color aparente 6 y el pH 1,5. Si una muestra no cumple un valor máximo, suma el puntaje de esa característica.",
        },
        {
          kind: "paragraph",
          text: "El IRCA mensual es la suma de los puntajes de las características no aceptables, dividida por la suma de los puntajes de todas las características analizadas en el mes, multiplicada por 100. Un resultado de 0 % significa que todas las muestras cumplieron la norma.",
        },
        {
          kind: "table",
          caption: "Niveles de riesgo según el IRCA (artículo 15 de la Resolución 2115 de 2007)",
          columns: ["IRCA", "Nivel de riesgo", "Qué significa"],
          rows: [
            ["0 % a 5 %", "Sin riesgo", "Agua apta para consumo humano"],
            ["5,1 % a 14 %", "Bajo", "Agua no apta, susceptible de mejoramiento"],
            ["14,1 % a 35 %", "Medio", "Agua no apta; requiere gestión directa del prestador"],
            ["35,1 % a 80 %", "Alto", "Agua no apta; requiere vigilancia especial de la autoridad sanitaria"],
            ["80,1 % a 100 %", "Inviable sanitariamente", "Agua no apta; se requieren medidas inmediatas"],
          ],
        },
      ],
    },
    {
      heading: "Resultados mensuales de 2026",
      blocks: [
        {
          kind: "table",
          caption: "IRCA de control por punto de muestreo, enero a octubre de 2026",
          columns: [
            "Mes",
            "IRCA La Esperanza",
            "Muestras no aceptables La Esperanza",
            "IRCA El Salto",
            "Muestras no aceptables El Salto",
            "IRCA red de distribución",
            "Nivel de riesgo",
          ],
          numeric: [1, 2, 3, 4, 5],
          rows: [
            ["Enero", "0,0 %", "0 de 124", "0,0 %", "0 de 62", "0,3 %", "Sin riesgo"],
            ["Febrero", "0,0 %", "0 de 124", "0,4 %", "1 de 62", "0,2 %", "Sin riesgo"],
            ["Marzo", "0,6 %", "1 de 124", "1,3 %", "1 de 62", "0,9 %", "Sin riesgo"],
            ["Abril", "1,1 %", "2 de 124", "2,1 %", "2 de 62", "1,4 %", "Sin riesgo"],
            ["Mayo", "0,9 %", "2 de 124", "0,7 %", "1 de 62", "0,8 %", "Sin riesgo"],
            ["Junio", "0,0 %", "0 de 124", "0,0 %", "0 de 62", "0,2 %", "Sin riesgo"],
            ["Julio", "0,0 %", "0 de 124", "0,0 %", "0 de 62", "0,0 %", "Sin riesgo"],
            ["Agosto", "0,3 %", "1 de 124", "0,0 %", "0 de 62", "0,4 %", "Sin riesgo"],
            ["Septiembre", "0,0 %", "0 de 124", "0,5 %", "1 de 62", "0,3 %", "Sin riesgo"],
            ["Octubre", "0,8 %", "2 de 124", "1,6 %", "2 de 62", "1,1 %", "Sin riesgo"],
          ],
          note: "IRCA de control calculado por el laboratorio de la empresa. En la red se toman 256 muestras al mes en 32 puntos concertados con la Secretaría de Salud.",
        },
        {
          kind: "paragraph",
          text: "Los valores más altos de marzo, abril y octubre coinciden con las temporadas de lluvias, cuando aumenta la turbiedad del agua cruda. En esos meses algunas muestras superaron el límite de turbiedad a la salida de El Salto, sin que el agua dejara de clasificarse como apta en ningún momento.",
        },
      ],
    },
    {
      heading: "Evolución anual",
      blocks: [
        {
          kind: "table",
          caption: "IRCA promedio anual del sistema",
          columns: ["Año", "IRCA promedio", "Nivel de riesgo", "Meses con IRCA de 0 %"],
          numeric: [1, 3],
          rows: [
            ["2023", "0,7 %", "Sin riesgo", "4"],
            ["2024", "0,6 %", "Sin riesgo", "5"],
            ["2025", "0,4 %", "Sin riesgo", "6"],
            ["2026 (enero a octubre)", "0,5 %", "Sin riesgo", "1"],
          ],
        },
        {
          kind: "paragraph",
          text: "Además del IRCA de control de la empresa, la autoridad sanitaria calcula un IRCA de vigilancia con sus propias muestras y lo reporta al Sistema de Información para la Vigilancia de la Calidad del Agua para Consumo Humano (SIVICAP) del Instituto Nacional de Salud.",
        },
      ],
    },
    {
      heading: "Informes para descargar",
      blocks: [
        {
          kind: "documents",
          items: [
            {
              title: "IRCA mensual por planta y red, enero a octubre de 2026",
              file: "/docs/report-quality-plants-irca-2026.csv",
              format: "CSV",
              date: "2026-10-28",
            },
            {
              title: "Informe de calidad del agua de octubre de 2026",
              file: "/docs/report-quality-plants-octubre-2026.pdf",
              format: "PDF",
              date: "2026-10-28",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Valores recientes de turbiedad, color, cloro y pH", path: "/acueducto/calidad-agua-plantas" },
            { label: "Laboratorio de calidad del agua", path: "/acueducto/laboratoriesAqueduct" },
            { label: "Datos abiertos", path: "/openData" },
          ],
        },
      ],
    },
  ],
};

export default content;

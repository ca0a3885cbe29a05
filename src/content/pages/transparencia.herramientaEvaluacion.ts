import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Esta página muestra cómo evaluó {brand} su propio cumplimiento de la Ley de Transparencia en la matriz del Índice de Transparencia y Acceso a la Información (ITA) de la Procuraduría General de la Nación, y qué falta por mejorar.",
  sections: [
    {
      heading: "Qué es el ITA",
      blocks: [
        {
          kind: "paragraph",
          text: "El artículo 23 de la Ley 1712 de 2014 asigna a la Procuraduría la vigilancia del cumplimiento de la ley. Para hacerlo, la Procuraduría habilita cada año una matriz de autodiagnóstico en la que cada sujeto obligado declara, ítem por ítem, si publica la información exigida; después verifica por muestreo lo declarado.",
        },
        {
          kind: "paragraph",
          text: "La matriz de 2025 se diligenció el 29 de agosto de 2025 con el apoyo de la Oficina de Control Interno, que revisó cada enlace antes de enviarla.",
        },
      ],
    },
    {
      heading: "Resultados por categoría, 2025",
      blocks: [
        {
          kind: "table",
          caption: "Cumplimiento de la matriz ITA por categoría de la Resolución MinTIC 1519 de 2020",
          columns: ["Categoría", "Ítems evaluados", "Ítems cumplidos", "Cumplimiento"],
          rows: [
            ["1. Información de la entidad", "32", "32", "100,0 %"],
            ["2. Normativa", "14", "14", "100,0 %"],
            ["3. Contratación", "12", "12", "100,0 %"],
            ["4. Planeación, presupuesto e informes", "38", "36", "94,7 %"],
            ["5. Trámites", "8", "8", "100,0 %"],
            ["6. Participa", "15", "13", "86,7 %"],
            ["7. Datos abiertos", "10", "9", "90,0 %"],
            ["8. Información para grupos de interés", "6", "6", "100,0 %"],
            ["9. Reporte de información específica", "5", "5", "100,0 %"],
            ["Total", "140", "135", "96,4 %"],
          ],
          numeric: [1, 2, 3],
        },
      ],
    },
    {
      heading: "Evolución y tareas pendientes",
      blocks: [
        {
          kind: "table",
          caption: "Puntaje ITA de la empresa, escala de 0 a 100",
          columns: ["Año", "Puntaje", "Variación"],
          rows: [
            ["2023", "84", "—"],
            ["2024", "91", "+7"],
            ["2025", "96", "+5"],
          ],
          numeric: [1, 2],
        },
        {
          kind: "list",
          items: [
            "Publicar el informe de seguimiento al plan de acción de participación ciudadana dentro del mes siguiente a cada trimestre.",
            "Incluir en el portal las memorias de los encuentros con vocales de control.",
            "Actualizar el esquema de publicación de información con los conjuntos de datos agregados en 2025.",
            "Mantener visibles los informes de ejecución presupuestal de las vigencias anteriores.",
          ],
        },
        {
          kind: "notice",
          tone: "info",
          text: "El plan de mejora derivado del ITA tiene como responsable a la Secretaría General y su avance se informa en cada sesión del Comité Institucional de Gestión y Desempeño.",
        },
      ],
    },
    {
      heading: "Descargas",
      blocks: [
        {
          kind: "documents",
          items: [
            {
              title: "Matriz de autodiagnóstico ITA 2025, resultados por categoría",
              file: "/docs/herramienta-evaluacion-ita-2025.csv",
              format: "CSV",
              date: "2025-09-15",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Reporte de información a entes de control", path: "/informationReport" },
            { label: "Actas del Comité Institucional de Gestión y Desempeño", path: "/acta-comite-institucional" },
          ],
        },
      ],
    },
  ],
};

export default content;

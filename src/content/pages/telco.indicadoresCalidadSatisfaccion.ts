import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Este indicador refleja qué tan satisfechos quedan los usuarios de internet, televisión y telefonía de {brand} con la atención que reciben, según una encuesta aplicada cada mes con la metodología y la periodicidad que fija la CRC.",
  sections: [
    {
      heading: "Resultados del tercer trimestre de 2026",
      blocks: [
        {
          kind: "table",
          caption: "Satisfacción con la atención de telecomunicaciones, julio a septiembre de 2026",
          columns: ["Indicador", "Julio", "Agosto", "Septiembre", "Trimestre"],
          rows: [
            ["Encuestas válidas", "185", "183", "182", "550"],
            ["Calificación promedio (escala 1 a 5)", "4,17", "4,21", "4,25", "4,21"],
            ["Usuarios satisfechos o muy satisfechos", "82,7 %", "83,6 %", "84,5 %", "83,6 %"],
            ["Usuarios insatisfechos (calificación 1 o 2)", "6,5 %", "6,0 %", "5,4 %", "6,0 %"],
          ],
          numeric: [1, 2, 3, 4],
        },
        {
          kind: "table",
          caption: "Calificación promedio por canal de atención, tercer trimestre de 2026",
          columns: ["Canal", "Encuestas", "Calificación (1 a 5)"],
          rows: [
            ["Línea gratuita", "230", "4,18"],
            ["Oficinas de atención", "110", "4,32"],
            ["WhatsApp, portal y correo", "120", "4,14"],
            ["Visita técnica a domicilio", "90", "4,24"],
          ],
          numeric: [1, 2],
        },
      ],
    },
    {
      heading: "Cómo se mide",
      blocks: [
        {
          kind: "list",
          items: [
            "Al terminar cada atención de internet, televisión o telefonía, el usuario recibe la encuesta en una tableta de la oficina, al final de la llamada o por mensaje de texto, y puede responderla dentro de las 24 horas siguientes.",
            "La pregunta principal es: «En una escala de 1 a 5, ¿qué tan satisfecho quedó con la atención recibida?».",
            "Se cuentan como satisfechos quienes responden 4 o 5.",
            "Con 550 encuestas válidas en el trimestre, el margen de error del resultado telco es de ±4,2 puntos porcentuales con un nivel de confianza del 95 %.",
            "Las respuestas llegan directamente al área de Calidad, no al asesor que atendió, y solo se acepta una encuesta por persona y por atención.",
          ],
        },
      ],
    },
    {
      heading: "Lo que dicen los usuarios",
      blocks: [
        {
          kind: "paragraph",
          text: "Entre quienes calificaron con 1 o 2, los motivos más citados fueron la necesidad de llamar más de una vez por la misma falla y la espera para la visita técnica en los barrios de cobertura parcial. Para el cuarto trimestre se fijó la meta de programar las visitas en un máximo de 48 horas y de subir la calificación a 4,30.",
        },
        {
          kind: "paragraph",
          text: "El resultado de telecomunicaciones es algo menor que el de la empresa en su conjunto, que alcanzó 4,36 puntos y un 87,2 % de usuarios satisfechos en el mismo trimestre.",
        },
        {
          kind: "documents",
          items: [
            {
              title: "Encuesta de satisfacción telco, resultados del tercer trimestre de 2026",
              file: "/docs/indicadores-calidad-satisfaccion-2026-t3.csv",
              format: "CSV",
              date: "2026-10-12",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Evolución de la satisfacción", path: "/satisfactoryIndicator" },
            { label: "Menú de indicadores de calidad", path: "/telco-indicadores-calidad" },
          ],
        },
      ],
    },
  ],
};

export default content;

import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Aquí {brand} deja constancia de la información que entrega periódicamente a la Superintendencia de Servicios Públicos, a la Contraloría y a las demás autoridades que vigilan su gestión, con las fechas de cada reporte.",
  sections: [
    {
      heading: "Obligación de reportar",
      blocks: [
        {
          kind: "paragraph",
          text: "El artículo 53 de la Ley 142 de 1994 creó el Sistema Único de Información (SUI), en el que los prestadores cargan datos comerciales, técnicos, financieros y administrativos. La categoría 9 de la Resolución MinTIC 1519 de 2020 exige publicar en el portal las evidencias de los reportes hechos a los organismos de control.",
        },
      ],
    },
    {
      heading: "Cronograma de reportes 2026",
      blocks: [
        {
          kind: "table",
          caption: "Principales reportes, destinatario, periodicidad y cumplimiento",
          columns: ["Reporte", "Destinatario", "Periodicidad", "Último cargue", "Estado"],
          rows: [
            ["Información comercial de energía (formatos TC)", "SSPD – SUI", "Mensual", "14/10/2026", "Oportuno"],
            ["Información comercial de acueducto y alcantarillado", "SSPD – SUI", "Mensual", "15/10/2026", "Oportuno"],
            ["Estados financieros bajo NIIF (taxonomía XBRL)", "SSPD – SUI", "Anual", "29/04/2026", "Oportuno"],
            ["Calidad del agua y muestras de vigilancia (SIVICAP)", "Secretaría de Salud", "Mensual", "10/10/2026", "Oportuno"],
            ["Rendición de la cuenta fiscal", "Contraloría Municipal", "Anual", "27/02/2026", "Oportuno"],
            ["Informe de gestión contractual", "Contraloría Municipal", "Trimestral", "15/10/2026", "Oportuno"],
            ["Indicadores de calidad y PQR de telecomunicaciones", "CRC – Colombia TIC", "Trimestral", "30/10/2026", "Oportuno"],
            ["FURAG – avance de MIPG", "Función Pública", "Anual", "28/03/2026", "Oportuno"],
          ],
        },
        {
          kind: "paragraph",
          text: "En la vigencia 2025 la empresa efectuó 146 cargues al SUI, de los cuales 143 se hicieron dentro del plazo. Los tres restantes corresponden a formatos técnicos de energía que se cargaron con dos días de retraso por una falla de la plataforma y fueron certificados por la Superintendencia.",
        },
      ],
    },
    {
      heading: "Auditorías y resultados recientes",
      blocks: [
        {
          kind: "table",
          caption: "Resultados de la vigilancia de los entes de control",
          columns: ["Ente", "Actuación", "Resultado"],
          rows: [
            ["Contraloría Municipal", "Auditoría financiera y de gestión vigencia 2025", "Opinión sin salvedades; cuenta fenecida"],
            ["SSPD", "Evaluación integral del prestador 2025", "Nivel de riesgo bajo"],
            ["Auditoría externa de gestión y resultados", "Informe vigencia 2025", "Viabilidad financiera confirmada"],
          ],
        },
        {
          kind: "documents",
          items: [
            {
              title: "Cronograma y constancias de reportes a entes de control 2026",
              file: "/docs/information-report-cronograma-2026.csv",
              format: "CSV",
              date: "2026-10-30",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Planes de mejoramiento", path: "/planes-mejoramiento" },
            { label: "Estados financieros", path: "/estados-financieros" },
            { label: "Herramienta de autoevaluación ITA", path: "/herramienta-evaluacion" },
          ],
        },
      ],
    },
  ],
};

export default content;

import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Aquí puede ver cómo ha cambiado la satisfacción de los usuarios de {brand} con la atención recibida en los últimos ocho trimestres, junto con la ficha técnica de la encuesta: cómo se aplica, a cuántas personas y con qué margen de error.",
  sections: [
    {
      heading: "Evolución del índice de satisfacción",
      blocks: [
        {
          kind: "table",
          caption: "Satisfacción con la atención, cuarto trimestre de 2024 a tercer trimestre de 2026",
          columns: ["Trimestre", "Encuestas válidas", "Calificación promedio (1 a 5)", "Usuarios satisfechos o muy satisfechos"],
          rows: [
            ["2024 T4", "2.180", "4,12", "81,5 %"],
            ["2025 T1", "2.240", "4,15", "82,3 %"],
            ["2025 T2", "2.290", "4,18", "83,0 %"],
            ["2025 T3", "2.310", "4,21", "83,8 %"],
            ["2025 T4", "2.360", "4,24", "84,6 %"],
            ["2026 T1", "2.390", "4,28", "85,4 %"],
            ["2026 T2", "2.420", "4,32", "86,3 %"],
            ["2026 T3", "2.450", "4,36", "87,2 %"],
          ],
          numeric: [1, 2, 3],
        },
        {
          kind: "paragraph",
          text: "La calificación ha subido todos los trimestres desde finales de 2024, en total 0,24 puntos. La proporción de usuarios satisfechos ganó 5,7 puntos porcentuales en el mismo periodo, impulsada sobre todo por la atención en oficinas y por WhatsApp.",
        },
      ],
    },
    {
      heading: "Resultados por servicio en el último trimestre",
      blocks: [
        {
          kind: "table",
          caption: "Satisfacción por servicio, julio a septiembre de 2026",
          columns: ["Servicio", "Encuestas válidas", "Calificación (1 a 5)", "Satisfechos"],
          rows: [
            ["Energía", "1.040", "4,39", "88,0 %"],
            ["Acueducto y alcantarillado", "860", "4,40", "88,3 %"],
            ["Telecomunicaciones", "550", "4,21", "83,6 %"],
            ["Total", "2.450", "4,36", "87,2 %"],
          ],
          numeric: [1, 2, 3],
          note: "Telecomunicaciones es el servicio con la calificación más baja; las acciones de mejora se explican en la página de satisfacción de usuarios telco.",
        },
      ],
    },
    {
      heading: "Ficha técnica de la encuesta",
      blocks: [
        {
          kind: "definitions",
          items: [
            {
              term: "Población",
              description:
                "Personas atendidas por la empresa en oficinas, línea gratuita, WhatsApp, portal, correo electrónico o visita técnica durante el trimestre.",
            },
            {
              term: "Forma de aplicación",
              description:
                "Cuestionario breve al terminar la atención: tableta en oficinas, menú de voz al final de la llamada y enlace por mensaje de texto en los canales digitales.",
            },
            { term: "Pregunta principal", description: "Calificación de 1 a 5 de la experiencia general; se considera satisfecho quien responde 4 o 5." },
            { term: "Tamaño de la muestra", description: "Entre 2.180 y 2.450 encuestas válidas por trimestre; una sola encuesta por persona y por atención." },
            { term: "Margen de error", description: "±2 puntos porcentuales para el total trimestral, con un nivel de confianza del 95 %." },
            { term: "Responsable", description: "Área de Calidad de la Gerencia Comercial, con revisión de la Oficina de Control Interno." },
          ],
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
              title: "Serie trimestral de satisfacción del usuario 2024-2026 (datos abiertos)",
              file: "/docs/satisfactory-indicator-2024-2026.csv",
              format: "CSV",
              date: "2026-10-14",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Satisfacción del último trimestre", path: "/transparencia/indicadoresCalidadAtencion/satisfacciónAtenciónUsuario" },
            { label: "Satisfacción de usuarios de telecomunicaciones", path: "/telco-indicadores-calidad-satisfaccion-atencion-usuario" },
          ],
        },
      ],
    },
  ],
};

export default content;

import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Aquí encuentra el informe de gestión de la vigencia 2025 que {brand} presentó en audiencia pública, los resultados de esa jornada de diálogo y la forma de inscribir sus preguntas para el próximo ejercicio de rendición de cuentas.",
  sections: [
    {
      heading: "Para qué sirve la rendición de cuentas",
      blocks: [
        {
          kind: "paragraph",
          text: "Rendir cuentas es explicar a la ciudadanía qué se hizo con los recursos públicos, qué metas se cumplieron y cuáles no, y escuchar sus observaciones. Como empresa industrial y comercial del Estado del orden municipal, {brandLong} está obligada a hacerlo al menos una vez al año, con información clara y verificable.",
        },
        {
          kind: "definitions",
          items: [
            {
              term: "Ley 1757 de 2015, artículos 48 a 57",
              description:
                "Definen la rendición de cuentas como un proceso permanente de información, diálogo y responsabilidad, y exigen una audiencia pública anual.",
            },
            {
              term: "Ley 1474 de 2011, artículo 78",
              description: "Obliga a las entidades de la administración pública a rendir cuentas de manera permanente a la ciudadanía.",
            },
            {
              term: "Manual Único de Rendición de Cuentas (MURC)",
              description: "Guía del Departamento Administrativo de la Función Pública que orienta la preparación, la ejecución y la evaluación del ejercicio.",
            },
          ],
        },
      ],
    },
    {
      heading: "Informe de la vigencia 2025",
      blocks: [
        {
          kind: "paragraph",
          text: "La audiencia pública sobre la gestión de 2025 se realizó el jueves 26 de marzo de 2026, de 4:00 p. m. a 7:30 p. m., en el auditorio del Centro Administrativo Municipal, con transmisión en directo por los canales digitales de la empresa. Asistieron 412 personas de forma presencial y 1.870 siguieron la transmisión.",
        },
        {
          kind: "table",
          caption: "Resultados principales presentados en la audiencia de marzo de 2026 (vigencia 2025)",
          columns: ["Tema", "Resultado 2025", "Meta 2025"],
          rows: [
            ["Ejecución del presupuesto de gastos", "94,1 %", "95,0 %"],
            ["Recaudo de ingresos frente al presupuesto definitivo", "97,1 %", "96,0 %"],
            ["Índice de riesgo de la calidad del agua (IRCA)", "0,4 %", "Menor a 5,0 %"],
            ["Pérdidas de agua (IPUF, m³/suscriptor/mes)", "6,8", "7,0"],
            ["Usuarios de energía atendidos", "98.400", "97.500"],
            ["Utilidad neta (millones de pesos)", "$ 51.400", "$ 45.000"],
          ],
          numeric: [1, 2],
          note: "Cifras con corte al 31 de diciembre de 2025, tomadas de los estados financieros aprobados por la junta directiva.",
        },
        {
          kind: "documents",
          items: [
            { title: "Informe de rendición de cuentas, vigencia 2025", file: "/docs/informe-rendicion-cuentas-2025.pdf", format: "PDF", date: "2026-03-06" },
            {
              title: "Preguntas ciudadanas recibidas y respuestas de la audiencia 2026",
              file: "/docs/informe-rendicion-cuentas-2025-preguntas.csv",
              format: "CSV",
              date: "2026-03-30",
            },
          ],
        },
      ],
    },
    {
      heading: "Cómo inscribir una pregunta o propuesta",
      blocks: [
        {
          kind: "paragraph",
          text: "Las preguntas se reciben desde la publicación del informe, al menos 30 días calendario antes de la audiencia, y hasta 10 días hábiles antes de la jornada, para que cada dependencia prepare una respuesta completa.",
        },
        {
          kind: "list",
          ordered: true,
          items: [
            "Lea el informe de la vigencia publicado en esta página.",
            "Escriba su pregunta en el formulario de PQRS del portal, eligiendo el tipo «Petición» y el asunto «Rendición de cuentas».",
            "Indique su nombre, barrio o vereda y un correo o teléfono si desea una respuesta escrita; también puede participar de forma anónima.",
            "Si prefiere hacerlo en persona, entregue su pregunta por escrito en la sede principal o en la Oficina La Estación.",
            "Durante la audiencia, la moderación lee las preguntas inscritas por orden de llegada y abre un espacio para intervenciones directas de tres minutos.",
          ],
        },
        {
          kind: "notice",
          tone: "info",
          title: "Audiencia programada",
          text: "La audiencia sobre la gestión de 2026 está programada para la última semana de marzo de 2027. La fecha exacta, el lugar y el enlace de transmisión se publicarán con un mes de anticipación en el calendario de actividades.",
        },
      ],
    },
    {
      heading: "Qué pasó con las preguntas de 2026",
      blocks: [
        {
          kind: "paragraph",
          text: "En la última jornada se recibieron 64 preguntas: 38 inscritas previamente y 26 formuladas en el auditorio o por la transmisión. En la audiencia se respondieron 41; las otras 23 recibieron respuesta escrita antes del 17 de abril de 2026. Los temas más consultados fueron la facturación del agua, las interrupciones de energía en El Alto y la ampliación de la fibra óptica.",
        },
        {
          kind: "paragraph",
          text: "El 91 % de los asistentes que diligenciaron la encuesta de evaluación calificó la información como clara o muy clara. Las actas y evaluaciones de años anteriores se conservan en el archivo histórico.",
        },
        {
          kind: "links",
          items: [
            { label: "Archivo de informes de rendición de cuentas", path: "/informes-rendicion-cuentas" },
            { label: "Radicar una pregunta en el formulario de PQRS", path: "/newPQRS" },
            { label: "Calendario de actividades", path: "/calendario-actividades" },
          ],
        },
      ],
    },
  ],
};

export default content;

import type { PageContent } from "../types";

const content: PageContent = {
  lead: "La Ruta de la gobernanza es un módulo educativo de cuatro sesiones que explica, con ejemplos de {brand}, a quién pertenece una empresa pública de servicios, quién decide en ella, quién la vigila y cómo la ciudadanía puede intervenir en sus decisiones.",
  sections: [
    {
      heading: "Para quién es y cómo se usa",
      blocks: [
        {
          kind: "paragraph",
          text: "El módulo está pensado para estudiantes de los grados 9.º a 11.º, universitarios, vocales de control y líderes comunales. Puede orientarlo un docente con la guía descargable o el equipo pedagógico de la empresa en el aula. Cada sesión dura unos 90 minutos y combina una lectura breve, un caso real y una actividad de discusión.",
        },
      ],
    },
    {
      heading: "Las cuatro estaciones de la ruta",
      blocks: [
        {
          kind: "subsection",
          heading: "Estación 1. ¿De quién es la empresa?",
          blocks: [
            {
              kind: "paragraph",
              text: "Una empresa industrial y comercial del Estado del orden municipal pertenece al conjunto de los habitantes del municipio. La nuestra fue creada por el Acuerdo Municipal 014 de 1964 y se transformó en empresa de servicios públicos por el Acuerdo 022 de 1996, bajo la Ley 142 de 1994. Sus utilidades se reinvierten en los servicios o se transfieren al municipio para inversión social.",
            },
          ],
        },
        {
          kind: "subsection",
          heading: "Estación 2. ¿Quién toma las decisiones?",
          blocks: [
            {
              kind: "paragraph",
              text: "La Junta Directiva, de siete miembros y presidida por el Alcalde, fija la estrategia, aprueba el presupuesto y evalúa a la administración. La Gerencia General, a cargo de la Ing. Martha Lucía Restrepo Gómez desde 2024, ejecuta esas decisiones con un equipo de unos 640 trabajadores.",
            },
          ],
        },
        {
          kind: "subsection",
          heading: "Estación 3. ¿Quién vigila?",
          blocks: [
            {
              kind: "table",
              caption: "Entidades que controlan a la empresa",
              columns: ["Entidad", "Qué vigila"],
              rows: [
                [
                  "Superintendencia de Servicios Públicos Domiciliarios (SSPD)",
                  "La calidad de los servicios, la atención de reclamos y la situación financiera",
                ],
                ["Comisiones de regulación CREG, CRA y CRC", "Las reglas de tarifas, calidad y protección de usuarios"],
                ["Contraloría municipal", "El buen uso de los recursos públicos"],
                ["Personería y Procuraduría", "La conducta de los servidores públicos y los derechos de los ciudadanos"],
                ["Revisoría fiscal y Oficina de Control Interno", "Los estados financieros y el cumplimiento de los procesos internos"],
              ],
            },
          ],
        },
        {
          kind: "subsection",
          heading: "Estación 4. ¿Cómo participa la ciudadanía?",
          blocks: [
            {
              kind: "list",
              items: [
                "Conformando comités de desarrollo y control social y eligiendo a su vocal de control, como lo prevé el artículo 62 de la Ley 142 de 1994.",
                "Asistiendo a la audiencia anual de rendición de cuentas y haciendo preguntas sobre los resultados.",
                "Presentando peticiones, quejas y reclamos, y comentando los proyectos de decisiones que la empresa publica para observaciones.",
                "Consultando los datos abiertos y la información de transparencia para hacer veeduría.",
              ],
            },
          ],
        },
      ],
    },
    {
      heading: "Material para el docente",
      blocks: [
        {
          kind: "paragraph",
          text: "La guía incluye un juego de roles en el que el grupo simula una sesión de Junta Directiva que debe decidir entre ampliar una planta de agua o renovar redes de energía con un presupuesto limitado. Los estudiantes descubren así por qué las decisiones públicas necesitan información, reglas claras y control ciudadano.",
        },
        {
          kind: "documents",
          items: [{ title: "Guía docente de la Ruta de la gobernanza", file: "/docs/ruta-gobernanza-guia-docente.pdf", format: "PDF", date: "2026-09-09" }],
        },
        {
          kind: "links",
          items: [
            { label: "Gobierno corporativo", path: "/corporateGovernment" },
            { label: "Control social", path: "/control-social" },
            { label: "Informes de rendición de cuentas", path: "/informes-rendicion-cuentas" },
            { label: "Recursos educativos", path: "/sostenibilidad/recursosEducativos" },
          ],
        },
      ],
    },
  ],
};

export default content;

import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Responda las consultas abiertas sobre proyectos, cambios en la atención y nuevos servicios de {brand}, y revise qué decidió la empresa con los resultados de las consultas que ya se cerraron.",
  sections: [
    {
      heading: "Consultas abiertas",
      blocks: [
        {
          kind: "table",
          caption: "Consultas ciudadanas vigentes al 21 de noviembre de 2026",
          columns: ["Consulta", "Abierta desde", "Cierra", "Respuestas recibidas"],
          rows: [
            ["Ampliación del horario de los sábados en la sede principal", "2026-11-09", "2026-12-04", "612"],
            ["Nuevo diseño de la factura: legibilidad y orden de los conceptos", "2026-11-02", "2026-12-11", "845"],
          ],
          numeric: [3],
        },
        {
          kind: "paragraph",
          text: "Para responder, ingrese con su número de cuenta y el correo registrado. Cada cuenta puede responder una vez por consulta. Las respuestas son anónimas para efectos del análisis: la empresa solo usa la cuenta para evitar duplicados y conocer el sector del participante.",
        },
        {
          kind: "notice",
          tone: "info",
          title: "¿No tiene internet?",
          text: "Puede responder en papel en los buzones de la sede principal, la Oficina La Estación y el punto de atención de El Alto, o por teléfono en la línea gratuita.",
        },
      ],
    },
    {
      heading: "Resultados de consultas cerradas",
      blocks: [
        {
          kind: "table",
          caption: "Consultas cerradas y decisión tomada por la empresa",
          columns: ["Consulta", "Periodo", "Respuestas", "Resultado principal", "Decisión"],
          rows: [
            [
              "Funciones de la aplicación móvil",
              "2025-10-01 a 2025-10-31",
              "1.015",
              "64 % pidió alertas de cortes programados",
              "Alertas incluidas en la versión de marzo de 2026",
            ],
            [
              "Canales preferidos de atención",
              "2026-02-02 a 2026-02-27",
              "1.204",
              "46 % prefiere WhatsApp",
              "Atención por WhatsApp ampliada hasta las 8:00 p. m.",
            ],
            [
              "Prioridades de inversión en telecomunicaciones",
              "2026-05-04 a 2026-05-29",
              "896",
              "58 % pidió llevar fibra al corregimiento El Alto",
              "Proyecto incluido en el anteproyecto de presupuesto 2027",
            ],
            [
              "Punto de pago en El Alto",
              "2026-08-03 a 2026-08-21",
              "318",
              "72 % a favor de un punto itinerante",
              "Punto de pago itinerante los viernes desde octubre de 2026",
            ],
          ],
          numeric: [2],
        },
        {
          kind: "documents",
          items: [
            {
              title: "Resultados de las consultas ciudadanas 2025-2026",
              file: "/docs/consulta-ciudadana-resultados-2026.csv",
              format: "CSV",
              date: "2026-10-26",
            },
          ],
        },
      ],
    },
    {
      heading: "Reglas de las consultas",
      blocks: [
        {
          kind: "list",
          items: [
            "Las consultas tienen carácter consultivo: orientan las decisiones de la empresa, pero no son obligatorias como sí lo es una consulta popular.",
            "Cada consulta permanece abierta por lo menos 15 días calendario y se anuncia en el portal, en redes sociales y en la factura cuando el tema afecta al conjunto de los usuarios.",
            "Los resultados se publican dentro de los 15 días hábiles siguientes al cierre, con la decisión adoptada o el motivo para no adoptarla.",
            "Los datos personales se tratan según la Ley 1581 de 2012 y la política de protección de datos de la empresa.",
          ],
        },
        {
          kind: "paragraph",
          text: "Si quiere proponer un tema para una próxima consulta, envíe una sugerencia por el formulario de PQRS. Las propuestas que reúnan más de 100 apoyos de usuarios se evalúan en el comité de participación.",
        },
        {
          kind: "links",
          items: [
            { label: "Enviar una sugerencia", path: "/newPQRS" },
            { label: "Participa", path: "/participate" },
            { label: "Política de protección de datos personales", path: "/transparencia/proteccionDatosPersonales" },
          ],
        },
      ],
    },
  ],
};

export default content;

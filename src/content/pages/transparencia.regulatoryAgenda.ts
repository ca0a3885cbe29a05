import type { PageContent } from "../types";

const content: PageContent = {
  lead: "La agenda regulatoria anuncia con anticipación los actos administrativos de carácter general que {brand} proyecta expedir durante 2026, para que usuarios, gremios y autoridades puedan prepararse y participar en su elaboración.",
  sections: [
    {
      heading: "Qué es y por qué se publica",
      blocks: [
        {
          kind: "paragraph",
          text: "El artículo 8 de la Ley 1437 de 2011 exige informar al público los proyectos específicos de regulación antes de expedirlos. Siguiendo el modelo del Decreto 1081 de 2015, la empresa adoptó una agenda anual que se publica en borrador en octubre y en versión definitiva antes del 31 de diciembre.",
        },
        {
          kind: "paragraph",
          text: "La agenda de la vigencia 2026 fue aprobada por el Comité Institucional de Gestión y Desempeño en la sesión del 16 de diciembre de 2025. Cualquier acto que se agregue después debe justificarse por escrito y publicarse en esta misma página.",
        },
      ],
    },
    {
      heading: "Proyectos previstos para 2026",
      blocks: [
        {
          kind: "table",
          caption: "Agenda regulatoria vigencia 2026",
          columns: ["N.º", "Proyecto de acto", "Dependencia responsable", "Trimestre previsto"],
          rows: [
            ["1", "Actualización del contrato de condiciones uniformes de acueducto y alcantarillado", "Gerencia de Agua", "Primero"],
            ["2", "Reglamento de conexión de usuarios autogeneradores a pequeña escala", "Gerencia de Energía", "Segundo"],
            ["3", "Procedimiento interno para la atención de PQR con enfoque diferencial", "Gerencia Comercial", "Segundo"],
            ["4", "Política de financiación de deudas y acuerdos de pago", "Gerencia Financiera", "Tercero"],
            ["5", "Reglamento de uso de infraestructura de postes por terceros", "Gerencia de Telecomunicaciones", "Tercero"],
            ["6", "Actualización de la política de tratamiento de datos personales", "Secretaría General", "Cuarto"],
          ],
          numeric: [0],
        },
      ],
    },
    {
      heading: "Cómo participar",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Revise la ficha de cada proyecto en el archivo descargable.",
            "Cuando el borrador se publique en la sección de proyectos normativos, envíe sus observaciones dentro del plazo indicado, que no será inferior a quince días calendario.",
            "Consulte el informe de observaciones, donde la empresa explica cuáles comentarios acogió y por qué.",
          ],
        },
        {
          kind: "notice",
          tone: "info",
          text: "La publicación en la agenda no obliga a expedir el acto; si un proyecto se aplaza o se retira, la razón quedará registrada en el informe de seguimiento de fin de año.",
        },
      ],
    },
    {
      heading: "Documentos",
      blocks: [
        {
          kind: "documents",
          items: [
            { title: "Agenda regulatoria 2026 (formato abierto)", file: "/docs/regulatory-agenda-2026.csv", format: "CSV", date: "2025-12-18" },
            {
              title: "Acta de aprobación de la agenda regulatoria 2026",
              file: "/docs/regulatory-agenda-2026-aprobacion.pdf",
              format: "PDF",
              date: "2025-12-16",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Proyectos normativos para comentarios", path: "/projectComments" },
            { label: "Normatividad", path: "/normativity" },
          ],
        },
      ],
    },
  ],
};

export default content;

import type { PageContent } from "../types";

const content: PageContent = {
  lead: "El gobierno corporativo de {brand} es el conjunto de reglas que ordena cómo se toman las decisiones en la empresa, cómo se relacionan el Municipio de San Rafael como único propietario, la junta directiva y la gerencia, y cómo se rinden cuentas a la ciudadanía.",
  sections: [
    {
      heading: "Naturaleza y propiedad",
      blocks: [
        {
          kind: "paragraph",
          text: "La empresa es una empresa industrial y comercial del Estado del orden municipal, creada por el Acuerdo Municipal 014 de 1964 y transformada en empresa de servicios públicos por el Acuerdo 022 de 1996, en desarrollo de la Ley 142 de 1994. Su patrimonio pertenece en su totalidad al municipio, que ejerce sus derechos de propietario a través de la junta directiva y no interviene en la operación diaria.",
        },
      ],
    },
    {
      heading: "Órganos de dirección y control",
      blocks: [
        {
          kind: "table",
          caption: "Composición de los órganos de gobierno",
          columns: ["Órgano", "Integración", "Funciones principales"],
          rows: [
            [
              "Junta directiva",
              "7 miembros: el alcalde municipal, que la preside; 3 delegados del alcalde; 2 miembros independientes; 1 vocal de control elegido por los comités de desarrollo y control social",
              "Aprueba la estrategia, el presupuesto, los estatutos internos y las políticas; evalúa a la gerencia",
            ],
            [
              "Gerencia general",
              "Ing. Martha Lucía Restrepo Gómez, desde 2024",
              "Representación legal, dirección de la operación y ejecución de las decisiones de la junta",
            ],
            [
              "Comité de auditoría y riesgos",
              "3 miembros de la junta, presidido por un independiente",
              "Supervisa control interno, estados financieros y gestión de riesgos",
            ],
            [
              "Oficina de control interno",
              "Jefe designado por el alcalde para un periodo fijo de cuatro años",
              "Evaluación independiente y seguimiento a planes de mejoramiento",
            ],
            ["Revisoría fiscal", "Firma contratada por concurso", "Dictamen de los estados financieros"],
          ],
        },
        {
          kind: "paragraph",
          text: "La gestión fiscal es vigilada por la Contraloría Municipal, la prestación de los servicios por la Superintendencia de Servicios Públicos Domiciliarios y la conducta de los servidores por la Procuraduría y la Personería.",
        },
      ],
    },
    {
      heading: "Código de buen gobierno",
      blocks: [
        {
          kind: "paragraph",
          text: "El código vigente fue actualizado por el Acuerdo de Junta Directiva 003 de 2025 y recoge los lineamientos de la OCDE sobre gobierno corporativo de empresas públicas. Sus compromisos más importantes son:",
        },
        {
          kind: "list",
          items: [
            "Separar el papel del municipio como propietario de su papel como autoridad que regula el uso del suelo y los impuestos.",
            "Escoger a los miembros independientes de la junta por perfil técnico y publicar sus hojas de vida.",
            "Declarar y tramitar los conflictos de interés antes de cada decisión; el miembro afectado no vota.",
            "Transferir utilidades al municipio solo después de asegurar las inversiones del plan de obras aprobado.",
            "Evaluar cada año el desempeño de la junta y de la gerencia, y publicar los resultados.",
          ],
        },
      ],
    },
    {
      heading: "Ética e integridad",
      blocks: [
        {
          kind: "paragraph",
          text: "El código de integridad adopta los cinco valores del servicio público (honestidad, respeto, compromiso, diligencia y justicia) y el programa de transparencia y ética empresarial exigido por la Ley 2195 de 2022. Los servidores y contratistas pueden reportar de forma confidencial posibles actos de corrupción en la línea anticorrupción {antiCorruptionLine}.",
        },
        {
          kind: "documents",
          items: [
            {
              title: "Código de buen gobierno corporativo (Acuerdo 003 de 2025)",
              file: "/docs/gobierno-corporativo-codigo-buen-gobierno-2025.pdf",
              format: "PDF",
              date: "2025-03-27",
            },
            {
              title: "Informe anual de gobierno corporativo 2025",
              file: "/docs/gobierno-corporativo-informe-anual-2025.pdf",
              format: "PDF",
              date: "2026-01-12",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Junta directiva y alta dirección", path: "/corporateGovernment" },
            { label: "Estructura organizacional", path: "/levels" },
            { label: "Estados financieros", path: "/estados-financieros" },
          ],
        },
      ],
    },
  ],
};

export default content;

import type { PageContent } from "../types";

const content: PageContent = {
  lead: "En esta página se conservan los reportes y certificaciones que {brand} ha enviado a la Superintendencia de Industria y Comercio (SIC) en años anteriores, tanto sobre la protección de los usuarios de telecomunicaciones como sobre el tratamiento de datos personales.",
  sections: [
    {
      heading: "Por qué la empresa reporta a la SIC",
      blocks: [
        {
          kind: "paragraph",
          text: "La SIC cumple dos papeles frente a la empresa. Como autoridad de protección de los usuarios de servicios de comunicaciones, resuelve en segunda instancia las apelaciones de internet, televisión y telefonía. Como autoridad de protección de datos personales (Ley 1581 de 2012), administra el Registro Nacional de Bases de Datos (RNBD) y recibe los reportes de incidentes de seguridad.",
        },
        {
          kind: "paragraph",
          text: "Las quejas de energía, acueducto y alcantarillado no van a la SIC: su segunda instancia es la Superintendencia de Servicios Públicos Domiciliarios.",
        },
      ],
    },
    {
      heading: "Certificaciones anuales sobre trámite de quejas",
      blocks: [
        {
          kind: "table",
          caption: "Certificaciones firmadas por la representación legal",
          columns: ["Año certificado", "Fecha de firma", "Expedientes revisados", "Hallazgos", "Estado"],
          rows: [
            ["2023", "14/03/2024", "150", "3", "Cerrados"],
            ["2024", "18/03/2025", "170", "2", "Cerrados"],
            ["2025", "16/03/2026", "240", "1", "En seguimiento"],
          ],
          numeric: [2, 3],
        },
      ],
    },
    {
      heading: "Recursos de apelación enviados a la SIC por trimestre",
      blocks: [
        {
          kind: "table",
          caption: "PQR telco y apelaciones, cuarto trimestre de 2024 a tercer trimestre de 2026",
          columns: [
            "Trimestre",
            "PQR telco con CUN",
            "Apelaciones trasladadas a la SIC",
            "Decisiones de la SIC que confirman",
            "Decisiones que revocan o modifican",
          ],
          rows: [
            ["2024 T4", "1.386", "29", "24", "4"],
            ["2025 T1", "1.342", "27", "23", "4"],
            ["2025 T2", "1.298", "26", "22", "3"],
            ["2025 T3", "1.261", "25", "21", "4"],
            ["2025 T4", "1.225", "23", "19", "3"],
            ["2026 T1", "1.188", "22", "19", "2"],
            ["2026 T2", "1.146", "20", "17", "3"],
            ["2026 T3", "1.104", "18", "12", "2"],
          ],
          numeric: [1, 2, 3, 4],
          note: "Las decisiones se cuentan en el trimestre en que la SIC las notifica, que puede ser posterior al del envío; por eso no suman lo mismo que las apelaciones.",
        },
      ],
    },
    {
      heading: "Reportes sobre datos personales",
      blocks: [
        {
          kind: "table",
          caption: "Actualizaciones del RNBD e incidentes reportados",
          columns: ["Año", "Actualización anual del RNBD", "Bases de datos registradas", "Incidentes de seguridad reportados"],
          rows: [
            ["2024", "22/03/2024", "14", "0"],
            ["2025", "18/03/2025", "15", "1"],
            ["2026", "20/03/2026", "15", "0"],
          ],
          numeric: [2, 3],
        },
        {
          kind: "paragraph",
          text: "El incidente de 2025 fue el envío de una factura al correo electrónico de otra persona por un error de digitación; se reportó a la SIC el 19 de agosto de 2025, se informó al titular afectado y se agregó una validación del correo al momento de registrarlo.",
        },
        {
          kind: "documents",
          items: [
            {
              title: "Apelaciones telco y decisiones de la SIC por trimestre 2024-2026",
              file: "/docs/sic-reportes-2024-2026.csv",
              format: "CSV",
              date: "2026-10-15",
            },
            {
              title: "Resumen de certificaciones y reportes a la SIC 2023-2025",
              file: "/docs/sic-certificaciones-2023-2025.pdf",
              format: "PDF",
              date: "2026-03-20",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Certificación SIC vigente de telecomunicaciones", path: "/telco-indicadores-calidad-certificacion-sic" },
            { label: "Certificación de la Circular Única de la SIC", path: "/transparencia/indicadoresCalidadAtencion/certificacionCircularSIC" },
            { label: "Protección de datos personales", path: "/personalData" },
          ],
        },
      ],
    },
  ],
};

export default content;

import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Cada semestre la Oficina de Control Interno de {brand} evalúa el estado del sistema de control interno y publica un informe pormenorizado, como lo ordena el artículo 9 de la Ley 1474 de 2011, modificado por el Decreto 2106 de 2019.",
  sections: [
    {
      heading: "Qué se evalúa",
      blocks: [
        {
          kind: "paragraph",
          text: "El informe sigue el formato de evaluación independiente del Departamento Administrativo de la Función Pública y mide los cinco componentes del Modelo Estándar de Control Interno (MECI), que es la séptima dimensión del Modelo Integrado de Planeación y Gestión (MIPG). Para cada componente se revisa si los controles existen, si están documentados y si funcionan en la práctica.",
        },
        {
          kind: "paragraph",
          text: "La jefa de la Oficina de Control Interno fue designada por el alcalde municipal para el periodo 2024-2027 y reporta directamente a la gerencia y a la junta directiva, lo que garantiza su independencia frente a las áreas evaluadas.",
        },
        {
          kind: "definitions",
          items: [
            { term: "Primer semestre", description: "Corte al 30 de junio; se publica a más tardar el 31 de julio." },
            { term: "Segundo semestre", description: "Corte al 31 de diciembre; se publica a más tardar el 31 de enero del año siguiente." },
          ],
        },
      ],
    },
    {
      heading: "Resultados de las últimas evaluaciones",
      blocks: [
        {
          kind: "table",
          caption: "Nivel de cumplimiento de los componentes del MECI por semestre",
          columns: ["Componente", "I semestre 2025", "II semestre 2025", "I semestre 2026"],
          rows: [
            ["Ambiente de control", "88 %", "89 %", "91 %"],
            ["Evaluación del riesgo", "80 %", "83 %", "86 %"],
            ["Actividades de control", "85 %", "86 %", "88 %"],
            ["Información y comunicación", "81 %", "84 %", "87 %"],
            ["Actividades de monitoreo", "86 %", "88 %", "89 %"],
            ["Estado general del sistema", "84 %", "86 %", "88 %"],
          ],
          numeric: [1, 2, 3],
          note: "Un resultado igual o superior al 85 % indica que el sistema está presente, funciona y opera de manera integrada.",
        },
      ],
    },
    {
      heading: "Principales conclusiones del primer semestre de 2026",
      blocks: [
        {
          kind: "list",
          items: [
            "Fortaleza: el Comité Institucional de Coordinación de Control Interno sesionó cada trimestre y hizo seguimiento a todas las alertas de la auditoría.",
            "Fortaleza: el mapa de riesgos de corrupción se actualizó con participación de los dueños de proceso y se publicó para comentarios.",
            "Debilidad: los controles sobre los usuarios privilegiados del sistema comercial todavía dependen de revisiones manuales.",
            "Debilidad: la información de inventarios de almacén no se concilia con la contabilidad con la frecuencia mensual prevista.",
            "Recomendación: automatizar la revisión de accesos y culminar la conciliación de inventarios antes del 31 de diciembre de 2026.",
          ],
        },
        {
          kind: "documents",
          items: [
            {
              title: "Informe pormenorizado del estado del control interno, primer semestre de 2026",
              file: "/docs/informes-pormenorizados-primer-semestre-2026.pdf",
              format: "PDF",
              date: "2026-07-20",
            },
            {
              title: "Informe pormenorizado del estado del control interno, segundo semestre de 2025",
              file: "/docs/informes-pormenorizados-segundo-semestre-2025.pdf",
              format: "PDF",
              date: "2026-01-27",
            },
            {
              title: "Resultados por componente del MECI, 2025-2026",
              file: "/docs/informes-pormenorizados-meci-2025-2026.csv",
              format: "CSV",
              date: "2026-07-20",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Planes de mejoramiento", path: "/planes-mejoramiento" },
            { label: "Seguimiento al Plan Anticorrupción", path: "/informes-seguimiento-paac" },
            { label: "Otros informes de ley", path: "/otros-informes" },
          ],
        },
      ],
    },
  ],
};

export default content;

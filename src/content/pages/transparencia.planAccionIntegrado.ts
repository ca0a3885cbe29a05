import type { PageContent } from "../types";

const content: PageContent = {
  lead: "El plan de acción integrado de 2026 reúne en un solo documento las metas de los doce planes institucionales que exige el Decreto 612 de 2018, con sus responsables y el avance trimestral que reporta cada dependencia de {brand}.",
  sections: [
    {
      heading: "Fundamento y alcance",
      blocks: [
        {
          kind: "paragraph",
          text: "El Decreto 612 de 2018 ordena integrar los planes institucionales y estratégicos al plan de acción y publicarlo en la página web a más tardar el 31 de enero de cada año, en concordancia con el artículo 74 de la Ley 1474 de 2011. {brand} lo publicó el 30 de enero de 2026 tras su aprobación en el Comité Institucional de Gestión y Desempeño.",
        },
      ],
    },
    {
      heading: "Planes que integra y avance al tercer trimestre",
      blocks: [
        {
          kind: "table",
          caption: "Avance acumulado a 30 de septiembre de 2026 frente a la meta anual",
          columns: ["Plan institucional", "Responsable", "Actividades", "Avance"],
          rows: [
            ["Plan institucional de archivos (PINAR)", "Secretaría General", "8", "71 %"],
            ["Plan anual de adquisiciones", "Dirección de Contratación", "6", "78 %"],
            ["Plan anual de vacantes", "Dirección de Talento Humano", "4", "75 %"],
            ["Plan de previsión de recursos humanos", "Dirección de Talento Humano", "3", "67 %"],
            ["Plan estratégico de talento humano", "Dirección de Talento Humano", "10", "74 %"],
            ["Plan institucional de capacitación", "Dirección de Talento Humano", "12", "69 %"],
            ["Plan de incentivos institucionales", "Dirección de Talento Humano", "5", "60 %"],
            ["Plan de trabajo anual en seguridad y salud en el trabajo", "Dirección de Talento Humano", "18", "77 %"],
            ["Programa de transparencia y ética pública", "Secretaría General", "22", "73 %"],
            ["Plan estratégico de tecnologías de la información (PETI)", "Dirección de Tecnología", "9", "62 %"],
            ["Plan de tratamiento de riesgos de seguridad de la información", "Dirección de Tecnología", "7", "70 %"],
            ["Plan de seguridad y privacidad de la información", "Dirección de Tecnología", "6", "72 %"],
          ],
          numeric: [2, 3],
          note: "Avance esperado al cierre del tercer trimestre: 75 %. El programa de transparencia y ética pública reemplaza al plan anticorrupción desde la Ley 2195 de 2022.",
        },
      ],
    },
    {
      heading: "Cómo se hace el seguimiento",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Cada dependencia registra sus avances y evidencias en los diez días hábiles siguientes al cierre del trimestre.",
            "La Oficina Asesora de Planeación consolida el reporte y señala las actividades con retraso.",
            "El Comité Institucional de Gestión y Desempeño analiza las alertas y aprueba ajustes.",
            "La Oficina de Control Interno verifica una muestra de evidencias y publica su evaluación.",
          ],
        },
        {
          kind: "notice",
          tone: "warning",
          title: "Actividades con rezago",
          text: "El plan de incentivos y el PETI están más de diez puntos por debajo de lo esperado; sus responsables presentaron planes de choque que se revisarán en la sesión del comité de diciembre.",
        },
      ],
    },
    {
      heading: "Documentos",
      blocks: [
        {
          kind: "documents",
          items: [
            { title: "Plan de acción integrado 2026, matriz de actividades", file: "/docs/plan-accion-integrado-2026.csv", format: "CSV", date: "2026-01-30" },
            {
              title: "Informe de seguimiento al tercer trimestre de 2026",
              file: "/docs/plan-accion-integrado-2026-seguimiento-t3.pdf",
              format: "PDF",
              date: "2026-10-20",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Planeación", path: "/planning" },
            { label: "Seguimiento al plan anticorrupción", path: "/informes-seguimiento-paac" },
            { label: "Plan anual de adquisiciones", path: "/annualPlan" },
          ],
        },
      ],
    },
  ],
};

export default content;

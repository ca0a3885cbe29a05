import type { PageContent } from "../types";

const content: PageContent = {
  lead: "En esta sección {brand} publica los instrumentos con los que define hacia dónde va la empresa: el plan estratégico 2024–2027, los planes de acción anuales, el presupuesto y los indicadores con los que mide su avance.",
  sections: [
    {
      heading: "Marco de la planeación institucional",
      blocks: [
        {
          kind: "paragraph",
          text: "El literal d) del artículo 9 de la Ley 1712 de 2014 ordena publicar los planes, metas y objetivos de cada entidad. La Ley 142 de 1994 exige además a los prestadores un plan de gestión y resultados, evaluado por una auditoría externa y reportado a la Superintendencia de Servicios Públicos Domiciliarios.",
        },
        {
          kind: "paragraph",
          text: "El plan estratégico fue aprobado por la Junta Directiva en abril de 2024, poco después de la posesión de la gerente general, Ing. Martha Lucía Restrepo Gómez, y se despliega cada año en el plan de acción integrado.",
        },
      ],
    },
    {
      heading: "Objetivos estratégicos 2024–2027",
      blocks: [
        {
          kind: "table",
          caption: "Objetivos, indicadores y avance a septiembre de 2026",
          columns: ["Objetivo", "Indicador", "Meta 2027", "Resultado a sept. 2026"],
          rows: [
            ["Agua segura y continua", "IRCA promedio anual", "Menor a 5 %", "0,4 %"],
            ["Reducir pérdidas de agua", "IPUF (m³/suscriptor/mes)", "6,0", "6,5"],
            ["Mejorar la calidad de la energía", "SAIDI anual (horas)", "9,5", "11,8"],
            ["Llevar fibra óptica a más hogares", "Suscriptores de telecomunicaciones", "25.000", "21.300"],
            ["Servir bien al usuario", "PQR respondidas dentro del término", "98,0 %", "97,8 %"],
            ["Finanzas sostenibles", "Ejecución del presupuesto de ingresos", "95,0 %", "94,1 % (2025)"],
          ],
          numeric: [2, 3],
        },
      ],
    },
    {
      heading: "Presupuesto que respalda los planes",
      blocks: [
        {
          kind: "paragraph",
          text: "El presupuesto de ingresos aprobado para 2026 asciende a $ 612.400 millones. De ese total, $ 148.600 millones se destinan a nueve proyectos de inversión en redes, plantas, medición y sistemas de información; en 2025 la ejecución presupuestal alcanzó el 94,1 %.",
        },
        {
          kind: "links",
          items: [
            { label: "Plan de acción integrado", path: "/plan-accion-integrado" },
            { label: "Proyectos de inversión", path: "/proyectos-inversion" },
            { label: "Presupuesto general", path: "/presupuesto-general" },
            { label: "Informes de gestión", path: "/informes-gestion" },
            { label: "Planeación y presupuesto participativo", path: "/planeacion-presupuesto-participativo" },
          ],
        },
      ],
    },
    {
      heading: "Documentos de planeación",
      blocks: [
        {
          kind: "documents",
          items: [
            { title: "Plan estratégico 2024–2027", file: "/docs/planning-plan-estrategico-2024-2027.pdf", format: "PDF", date: "2024-04-26" },
            {
              title: "Indicadores estratégicos, seguimiento a septiembre de 2026",
              file: "/docs/planning-indicadores-2026.csv",
              format: "CSV",
              date: "2026-10-15",
            },
          ],
        },
        {
          kind: "notice",
          tone: "info",
          text: "La Oficina Asesora de Planeación actualiza el seguimiento de los indicadores cada trimestre, dentro de los quince días siguientes al cierre.",
        },
      ],
    },
  ],
};

export default content;

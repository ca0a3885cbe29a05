import type { PageContent } from "../types";

const content: PageContent = {
  lead: "El mapa de procesos muestra cómo se organiza el trabajo de {brand} para convertir las necesidades de los usuarios en servicios prestados: qué procesos dirigen la empresa, cuáles entregan los servicios, cuáles los apoyan y cuáles los evalúan.",
  sections: [
    {
      heading: "Cómo leer el mapa",
      blocks: [
        {
          kind: "paragraph",
          text: "El mapa se lee de izquierda a derecha: entra lo que el usuario y la regulación piden, y sale un servicio de energía, agua, alcantarillado o telecomunicaciones que cumple esas exigencias. Arriba están los procesos estratégicos, que fijan el rumbo; en el centro, los misionales, que prestan los servicios; abajo, los de apoyo; y a lo largo del conjunto, los de evaluación, que miden y corrigen.",
        },
        {
          kind: "paragraph",
          text: "Este modelo hace parte del sistema integrado de gestión, certificado bajo las normas ISO 9001:2015 (calidad), ISO 14001:2015 (ambiental) e ISO 45001:2018 (seguridad y salud en el trabajo), y articulado con el Modelo Integrado de Planeación y Gestión (MIPG).",
        },
      ],
    },
    {
      heading: "Procesos de la empresa",
      blocks: [
        {
          kind: "table",
          caption: "Mapa de procesos vigente, versión 6 de febrero de 2026",
          columns: ["Tipo", "Proceso", "Líder", "Procedimientos"],
          rows: [
            ["Estratégico", "Direccionamiento estratégico y planeación", "Oficina de Planeación", "6"],
            ["Estratégico", "Gestión de riesgos y cumplimiento", "Oficina de Planeación", "4"],
            ["Estratégico", "Comunicaciones y relacionamiento con grupos de interés", "Oficina de Comunicaciones", "5"],
            ["Misional", "Gestión comercial y atención al usuario", "Subgerencia Comercial", "14"],
            ["Misional", "Distribución y comercialización de energía", "Subgerencia de Energía", "18"],
            ["Misional", "Producción y distribución de agua potable", "Subgerencia de Acueducto y Alcantarillado", "15"],
            ["Misional", "Recolección y tratamiento de aguas residuales", "Subgerencia de Acueducto y Alcantarillado", "9"],
            ["Misional", "Servicios de telecomunicaciones", "Subgerencia de Telecomunicaciones", "11"],
            ["Apoyo", "Gestión del talento humano", "Subgerencia Administrativa", "10"],
            ["Apoyo", "Gestión financiera", "Subgerencia Financiera", "12"],
            ["Apoyo", "Contratación y abastecimiento", "Secretaría General", "8"],
            ["Apoyo", "Tecnologías de la información y gestión documental", "Subgerencia Administrativa", "9"],
            ["Apoyo", "Gestión jurídica", "Oficina Jurídica", "5"],
            ["Evaluación", "Control interno y auditoría", "Oficina de Control Interno", "4"],
            ["Evaluación", "Mejora continua", "Oficina de Planeación", "3"],
          ],
          numeric: [3],
        },
      ],
    },
    {
      heading: "Caracterización de los procesos",
      blocks: [
        {
          kind: "paragraph",
          text: "Cada proceso tiene una ficha de caracterización que indica su objetivo, sus proveedores y clientes internos, las entradas y salidas, los riesgos asociados, los indicadores con que se mide y los requisitos legales que debe cumplir. Los 133 procedimientos vigentes se revisan al menos cada dos años o cuando cambia la norma que los sustenta.",
        },
        {
          kind: "documents",
          items: [
            { title: "Mapa de procesos, versión 6 (2026)", file: "/docs/process-mapa-procesos-2026.pdf", format: "PDF", date: "2026-02-24" },
            { title: "Listado maestro de procesos y procedimientos", file: "/docs/process-listado-maestro-2026.csv", format: "CSV", date: "2026-02-24" },
          ],
        },
      ],
    },
    {
      heading: "Relacionado",
      blocks: [
        {
          kind: "links",
          items: [
            { label: "Estructura organizacional", path: "/levels" },
            { label: "Actas del Comité Institucional de Gestión y Desempeño", path: "/acta-comite-institucional" },
            { label: "Planes de mejoramiento", path: "/planes-mejoramiento" },
          ],
        },
      ],
    },
  ],
};

export default content;

import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Las normas técnicas de {brand} definen cómo deben diseñarse y construirse las redes de media y baja tensión, las acometidas y los sistemas de medida que se conectarán a nuestro sistema. Son de obligatorio cumplimiento para diseñadores, constructores e instaladores.",
  sections: [
    {
      heading: "Para qué sirven",
      blocks: [
        {
          kind: "paragraph",
          text: "Las normas de la empresa desarrollan el RETIE, la NTC 2050 y el Reglamento de Distribución de la CREG, y los concretan para las condiciones de San Rafael: tipos de postes y crucetas, calibres normalizados, distancias en zonas urbanas y rurales y equipos de medida compatibles con nuestro sistema de lectura. Usar materiales y configuraciones normalizadas permite que las redes que se ceden a la empresa puedan operarse y repararse con los repuestos que tenemos en almacén.",
        },
      ],
    },
    {
      heading: "Normas vigentes",
      blocks: [
        {
          kind: "table",
          caption: "Índice de normas técnicas de energía",
          columns: ["Código", "Título", "Versión", "Fecha de la versión"],
          rows: [
            ["NT-EN-01", "Criterios de diseño de redes de distribución de media tensión", "4", "6 de octubre de 2025"],
            ["NT-EN-02", "Redes de baja tensión aéreas y subterráneas", "4", "6 de octubre de 2025"],
            ["NT-EN-03", "Acometidas y sistemas de medida", "5", "6 de octubre de 2025"],
            ["NT-EN-04", "Centros de transformación y subestaciones particulares", "3", "14 de junio de 2024"],
            ["NT-EN-05", "Canalizaciones y cámaras subterráneas", "3", "14 de junio de 2024"],
            ["NT-EN-06", "Alumbrado público según el RETILAP", "2", "29 de septiembre de 2023"],
            ["NT-EN-07", "Especificaciones de materiales y equipos", "6", "6 de octubre de 2025"],
          ],
          numeric: [2],
        },
      ],
    },
    {
      heading: "Cambios de la actualización de 2025",
      blocks: [
        {
          kind: "list",
          items: [
            "Se adoptaron los requisitos de la nueva versión del RETIE en puesta a tierra, distancias de seguridad y protección contra rayos.",
            "Las celdas de medida de usuarios nuevos de más de 35 kVA deben admitir medidores con comunicación remota.",
            "Se incluyeron configuraciones de red compacta y con cable semiaislado para zonas con mucha vegetación.",
            "Los transformadores de distribución nuevos deben tener pérdidas máximas según la NTC 818 y la NTC 819.",
          ],
        },
        {
          kind: "notice",
          tone: "info",
          title: "Transición",
          text: "Los proyectos con diseño aprobado antes del 6 de octubre de 2025 pueden construirse con la versión anterior de las normas, siempre que la obra empiece dentro de la vigencia de la aprobación.",
        },
      ],
    },
    {
      heading: "Consultas técnicas",
      blocks: [
        {
          kind: "paragraph",
          text: "Si una situación de obra no está prevista en las normas, presente una consulta técnica con planos y fotos antes de construir. El área de normalización responde en diez días hábiles y las respuestas de interés general se incorporan en la siguiente actualización.",
        },
        {
          kind: "documents",
          items: [
            {
              title: "Índice y resumen de las normas técnicas de energía, versión 2025",
              file: "/docs/standards-technical-indice-normas-2025.pdf",
              format: "PDF",
              date: "2025-10-06",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Presentación de proyectos eléctricos", path: "/energia/projectsElectrical" },
            { label: "Reglamento de instalaciones (RETIE)", path: "/energia/regulationsInstallations" },
          ],
        },
      ],
    },
  ],
};

export default content;

import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Cada año {brand} reserva una parte de su presupuesto de inversión para que las comunidades de las comunas y del corregimiento El Alto decidan, en mesas abiertas, qué obras de servicios públicos se ejecutan primero en su sector.",
  sections: [
    {
      heading: "Cómo funciona",
      blocks: [
        {
          kind: "paragraph",
          text: "El ejercicio se apoya en los artículos 90 a 93 de la Ley 1757 de 2015, que reconocen el presupuesto participativo como mecanismo de asignación equitativa de recursos públicos. La junta directiva fija el monto: para la vigencia 2026 son $ 3.000 millones del rubro de inversión, y para 2027 se propusieron $ 3.200 millones.",
        },
        {
          kind: "list",
          ordered: true,
          items: [
            "La empresa publica el monto disponible por sector y la lista de necesidades técnicas ya identificadas.",
            "En cada mesa, los asistentes mayores de 14 años que residan en el sector proponen proyectos adicionales.",
            "El equipo técnico revisa en el mismo día si cada propuesta es viable y estima su costo.",
            "Los asistentes votan; el proyecto con más votos se incluye en el presupuesto siguiente hasta agotar el monto del sector.",
            "Los resultados se publican en esta página y la comunidad elige un comité de seguimiento de tres personas.",
          ],
        },
      ],
    },
    {
      heading: "Resultados de las mesas de 2026",
      blocks: [
        {
          kind: "paragraph",
          text: "Entre el 18 de abril y el 9 de mayo de 2026 se realizaron seis mesas, una por sector, con 734 votantes. Los proyectos elegidos se incluyeron en el anteproyecto de presupuesto de 2027.",
        },
        {
          kind: "table",
          caption: "Proyectos priorizados en las mesas de 2026 para ejecutar en 2027",
          columns: ["Sector", "Proyecto elegido", "Votos", "Valor (millones de pesos)"],
          rows: [
            ["Comuna 1", "Sectorización hidráulica del Centro para reducir fugas", "214", "$ 520"],
            ["Comuna 2", "Reposición del alcantarillado del barrio San Vicente", "188", "$ 610"],
            ["Comuna 3", "Redes eléctricas subterráneas en Los Pinos", "97", "$ 480"],
            ["Comuna 4", "Fibra óptica para tres instituciones educativas de Villa Nueva", "76", "$ 350"],
            ["Comuna 5", "Micromedición y cambio de medidores en El Recreo", "91", "$ 430"],
            ["Corregimiento El Alto", "Optimización del acueducto veredal La Cumbre", "68", "$ 810"],
            ["Total", "", "734", "$ 3.200"],
          ],
          numeric: [2, 3],
        },
      ],
    },
    {
      heading: "Avance de los proyectos de 2026",
      blocks: [
        {
          kind: "paragraph",
          text: "Los seis proyectos elegidos en las mesas de 2025 hacen parte del presupuesto de inversión de 2026. El avance físico se mide con los informes de interventoría.",
        },
        {
          kind: "table",
          caption: "Ejecución de los proyectos de presupuesto participativo, vigencia 2026 (corte: 31 de octubre de 2026)",
          columns: ["Sector", "Proyecto", "Valor (millones de pesos)", "Avance físico"],
          rows: [
            ["Comuna 1", "Reposición de redes de acueducto de la calle 45", "$ 620", "85 %"],
            ["Comuna 2", "Normalización de acometidas eléctricas del barrio Obrero", "$ 410", "100 %"],
            ["Comuna 3", "Separación de aguas lluvias en La Floresta", "$ 780", "60 %"],
            ["Comuna 4", "Conectividad de la sede comunal de Los Álamos", "$ 190", "100 %"],
            ["Comuna 5", "Tanque de almacenamiento de Santa Ana", "$ 540", "45 %"],
            ["Corregimiento El Alto", "Extensión de red eléctrica a la vereda La Cumbre", "$ 460", "70 %"],
          ],
          numeric: [2, 3],
          note: "Valor total: $ 3.000 millones, incluidos en el presupuesto de inversión de 2026.",
        },
        {
          kind: "documents",
          items: [
            {
              title: "Resultados de las votaciones por mesa, 2025 y 2026",
              file: "/docs/presupuesto-participativo-resultados-2026.csv",
              format: "CSV",
              date: "2026-05-11",
            },
            {
              title: "Informe de avance de los proyectos priorizados por la comunidad",
              file: "/docs/presupuesto-participativo-avance-2026.pdf",
              format: "PDF",
              date: "2026-05-11",
            },
          ],
        },
      ],
    },
    {
      heading: "Participe en la próxima jornada",
      blocks: [
        {
          kind: "notice",
          tone: "info",
          text: "Las mesas de 2027 están programadas para abril de 2027. Las fechas por sector se anunciarán en el calendario de actividades y por WhatsApp a quienes se inscriban.",
        },
        {
          kind: "contacts",
          items: [
            { label: "Inscripciones y dudas", value: "transparencia@emsp.example", href: "mailto:transparencia@emsp.example" },
            { label: "WhatsApp", value: "{whatsappLine}", href: "tel:{whatsappLine}" },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Proyectos de inversión", path: "/proyectos-inversion" },
            { label: "Presupuesto general", path: "/presupuesto-general" },
            { label: "Calendario de actividades", path: "/calendario-actividades" },
          ],
        },
      ],
    },
  ],
};

export default content;

import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Conozca en qué invierte {brand} en 2026: nueve proyectos en redes eléctricas, acueducto, alcantarillado, fibra óptica y sistemas de información, con su presupuesto y su avance físico y financiero.",
  sections: [
    {
      heading: "Por qué se publican los proyectos",
      blocks: [
        {
          kind: "paragraph",
          text: "El artículo 77 de la Ley 1474 de 2011 obliga a publicar los proyectos de inversión con su avance, y el literal b) del artículo 9 de la Ley 1712 de 2014 exige divulgar el presupuesto y su ejecución. La inversión de 2026 suma $ 148.600 millones, equivalentes al 24,3 % del presupuesto de ingresos de $ 612.400 millones.",
        },
      ],
    },
    {
      heading: "Portafolio de inversión 2026",
      blocks: [
        {
          kind: "table",
          caption: "Proyectos de inversión con avance al 30 de septiembre de 2026",
          columns: ["Código", "Proyecto", "Servicio", "Presupuesto (millones)", "Avance físico", "Avance financiero"],
          rows: [
            ["PI-2026-01", "Modernización de la subestación Norte 34,5/13,2 kV", "Energía", "$ 28.400", "62 %", "58 %"],
            ["PI-2026-02", "Reposición de 18,5 km de redes en La Estación y El Progreso", "Acueducto", "$ 21.700", "71 %", "66 %"],
            ["PI-2026-03", "Colector sanitario Quebrada La Honda fase II", "Alcantarillado", "$ 26.900", "48 %", "44 %"],
            ["PI-2026-04", "Optimización de filtros de la Planta El Salto", "Acueducto", "$ 12.300", "80 %", "77 %"],
            ["PI-2026-05", "Expansión de la red FTTH a 6.500 hogares", "Telecomunicaciones", "$ 18.600", "55 %", "52 %"],
            ["PI-2026-06", "Medición inteligente AMI (15.000 medidores)", "Energía", "$ 16.200", "39 %", "35 %"],
            ["PI-2026-07", "Reducción de pérdidas por sectorización hidráulica", "Acueducto", "$ 9.800", "67 %", "63 %"],
            ["PI-2026-08", "Electrificación rural El Alto, segunda etapa", "Energía", "$ 8.100", "74 %", "70 %"],
            ["PI-2026-09", "Renovación del sistema comercial y ERP", "Transversal", "$ 6.600", "45 %", "41 %"],
            ["Total", "Nueve proyectos", "—", "$ 148.600", "—", "—"],
          ],
          numeric: [3, 4, 5],
          note: "El avance financiero corresponde a los pagos efectivamente realizados frente al presupuesto asignado a cada proyecto.",
        },
      ],
    },
    {
      heading: "Beneficios esperados",
      blocks: [
        {
          kind: "list",
          items: [
            "La subestación Norte y la segunda etapa de El Alto reducirán las interrupciones de energía para cerca de 21.000 usuarios.",
            "La reposición de redes y la sectorización buscan bajar las pérdidas de agua a 6,0 m³ por suscriptor al mes.",
            "El colector La Honda dejará de verter aguas residuales a la quebrada en un tramo de 3,2 km.",
            "La expansión FTTH permitirá ofrecer planes de 300 a 900 Mbps en barrios de estratos 1 a 3 que hoy no tienen fibra.",
          ],
        },
        {
          kind: "notice",
          tone: "info",
          title: "Obras en su barrio",
          text: "Si una obra le afecta el acceso a su vivienda o le genera daños, repórtelo a la línea gratuita {freeLine}; el contratista debe atender la queja en un máximo de 48 horas.",
        },
      ],
    },
    {
      heading: "Fichas y datos",
      blocks: [
        {
          kind: "documents",
          items: [
            {
              title: "Proyectos de inversión 2026 con avance físico y financiero",
              file: "/docs/proyectos-inversion-2026.csv",
              format: "CSV",
              date: "2026-10-06",
            },
            {
              title: "Ficha del proyecto colector sanitario Quebrada La Honda fase II",
              file: "/docs/proyectos-inversion-ficha-colector-la-honda.pdf",
              format: "PDF",
              date: "2026-10-06",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Proyectos en ejecución", path: "/proyectos-en-ejecucion" },
            { label: "Proyectos estratégicos", path: "/strategicProjects" },
            { label: "Contratos suscritos", path: "/contracts" },
          ],
        },
      ],
    },
  ],
};

export default content;

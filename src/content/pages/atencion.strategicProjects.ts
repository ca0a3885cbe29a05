import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Estos son los grandes proyectos con los que {brand} prepara los servicios de San Rafael para las próximas décadas: más capacidad de potabilización, subestaciones y redes eléctricas modernas, saneamiento de quebradas, medición inteligente y expansión de la fibra óptica.",
  sections: [
    {
      heading: "Por qué son estratégicos",
      blocks: [
        {
          kind: "paragraph",
          text: "Un proyecto es estratégico cuando cambia la capacidad del sistema y beneficia a una gran parte de los usuarios, más allá de la reposición ordinaria de redes. Cada uno de los proyectos de esta página hace parte del Plan de Inversiones 2024-2030 aprobado por la junta directiva y está incluido en los planes de obras e inversiones reportados a la CREG y a la CRA.",
        },
      ],
    },
    {
      heading: "Cartera de proyectos",
      blocks: [
        {
          kind: "table",
          caption: "Proyectos estratégicos: alcance, inversión y horizonte de ejecución",
          columns: ["Proyecto", "Servicio", "Alcance", "Inversión (millones de $)", "Periodo", "Avance físico"],
          rows: [
            [
              "Modernización de la subestación Norte 34,5/13,2 kV",
              "Energía",
              "Nuevos transformadores, celdas y protecciones digitales para los circuitos del norte",
              "28.400",
              "2025-2027",
              "62 %",
            ],
            ["Ampliación de la subestación Las Palmas", "Energía", "Duplicar la capacidad de transformación de 20 a 40 MVA", "14.200", "2025-2027", "62 %"],
            ["Optimización de filtros de la Planta El Salto", "Acueducto", "Llevar la capacidad de 180 a 220 l/s", "12.300", "2025-2027", "80 %"],
            [
              "Colector sanitario Quebrada La Honda, fase II",
              "Alcantarillado",
              "3,2 km de colector que recogen los vertimientos directos a la quebrada",
              "26.900",
              "2025-2027",
              "48 %",
            ],
            [
              "Expansión de la red de fibra óptica (FTTH)",
              "Telecomunicaciones",
              "Llevar la red a 6.500 hogares más, sobre todo de estratos 1 a 3",
              "18.600",
              "2026-2027",
              "55 %",
            ],
            ["Medición inteligente AMI", "Energía", "15.000 medidores con lectura y reconexión remotas", "16.200", "2024-2027", "39 %"],
            [
              "Electrificación rural El Alto, segunda etapa",
              "Energía",
              "Redes nuevas y reposición en las veredas del corregimiento",
              "8.100",
              "2025-2026",
              "74 %",
            ],
          ],
          numeric: [3, 5],
          note: "Avance físico con corte al 30 de septiembre de 2026. La inversión de estos siete proyectos suma $ 124.700 millones; las cifras de cada vigencia se detallan en los proyectos de inversión.",
        },
        {
          kind: "documents",
          items: [
            {
              title: "Ficha de los proyectos estratégicos 2024-2030 (datos abiertos)",
              file: "/docs/strategic-projects-cartera-2026.csv",
              format: "CSV",
              date: "2026-07-08",
            },
          ],
        },
      ],
    },
    {
      heading: "Beneficios esperados",
      blocks: [
        {
          kind: "list",
          items: [
            "Con la subestación Norte y la electrificación de El Alto se espera que unos 21.000 usuarios del norte y de la zona rural sufran menos cortes y más cortos.",
            "La ampliación de Las Palmas deja capacidad para conectar los proyectos de vivienda previstos en el sur del municipio.",
            "Los nuevos filtros de El Salto elevarán a 640 litros por segundo la capacidad conjunta de las dos plantas potabilizadoras.",
            "La fase II del colector La Honda conducirá hacia la planta Los Guaduales aguas residuales que hoy llegan sin tratar a la quebrada.",
            "La expansión de la fibra y la lectura remota de medidores son la base de la transformación digital de la empresa.",
          ],
        },
      ],
    },
    {
      heading: "Financiación y control",
      blocks: [
        {
          kind: "paragraph",
          text: "Los proyectos se financian con recursos propios de la tarifa, un crédito de fomento con banca de desarrollo y aportes del Sistema General de Participaciones para agua potable. Cada obra cuenta con interventoría externa y los informes trimestrales de avance se publican en la sección de planeación y presupuesto.",
        },
        {
          kind: "links",
          items: [
            { label: "Obras que se ejecutan hoy en los barrios", path: "/proyectos-en-ejecucion" },
            { label: "Proyectos de inversión", path: "/proyectos-inversion" },
            { label: "Proyectos del sistema eléctrico", path: "/energia/projectsElectrical" },
            { label: "Transformación digital de la empresa", path: "/transformacion-{product}" },
          ],
        },
      ],
    },
  ],
};

export default content;

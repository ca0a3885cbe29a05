import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Consulte las obras que {brand} adelanta en este momento en barrios y veredas de San Rafael: quién las ejecuta, cuándo terminan, cuánto avanzan y qué afectaciones tendrán en el tránsito y en la prestación de los servicios.",
  sections: [
    {
      heading: "Obras activas en noviembre de 2026",
      blocks: [
        {
          kind: "table",
          caption: "Obras en ejecución con su contratista, plazo y avance físico (corte del 31 de octubre de 2026)",
          columns: ["Obra", "Sector", "Contratista", "Valor (millones de $)", "Fecha de terminación", "Avance"],
          rows: [
            ["Reposición de redes de acueducto (18,5 km)", "La Estación y El Progreso", "Consorcio Redes San Rafael 2026", "19.482", "2027-03-15", "71 %"],
            [
              "Colector sanitario Quebrada La Honda, fase II",
              "Ribera de la quebrada La Honda",
              "Unión Temporal Colector La Honda",
              "24.119",
              "2027-06-30",
              "48 %",
            ],
            [
              "Normalización de 4.200 usuarios sin medición individual",
              "Asentamientos del sur y del oriente",
              "Ejecución directa de la empresa",
              "5.400",
              "2027-01-30",
              "68 %",
            ],
            ["Tendido de red de fibra óptica FTTH, fase 3", "Villa Nueva", "Consorcio Conectividad San Rafael", "3.790", "2026-12-18", "84 %"],
            ["Ampliación de la subestación Las Palmas a 40 MVA", "Las Palmas", "Consorcio Subestación Las Palmas", "14.200", "2027-01-29", "62 %"],
            ["Modernización de alumbrado público a LED", "Comuna 2", "Ejecución directa de la empresa", "1.870", "2026-12-12", "93 %"],
          ],
          numeric: [3, 5],
        },
        {
          kind: "documents",
          items: [
            {
              title: "Seguimiento de obras en ejecución, corte octubre de 2026",
              file: "/docs/proyectos-en-ejecucion-octubre-2026.csv",
              format: "CSV",
              date: "2026-10-23",
            },
          ],
        },
      ],
    },
    {
      heading: "Afectaciones previstas para la comunidad",
      blocks: [
        {
          kind: "notice",
          tone: "warning",
          title: "Cierres viales y suspensiones programadas",
          text: "Por la conexión de las nuevas tuberías en El Progreso, el servicio de agua se suspenderá el martes 1 de diciembre de 2026 entre las 8:00 a. m. y las 6:00 p. m. La carrera 44 entre calles 30 y 33, en La Estación, tendrá cierre parcial hasta el 15 de diciembre; se habilitará un carril con paso alterno.",
        },
        {
          kind: "list",
          items: [
            "Las interrupciones se anuncian con al menos 48 horas de anticipación en la factura, en redes sociales y en la sección de cortes programados.",
            "Durante suspensiones de agua superiores a 12 horas se dispone de carrotanques para hospitales, hogares de personas con discapacidad y establecimientos educativos.",
            "El contratista debe dejar andenes y vías en igual o mejor estado que el encontrado, sin costo para los vecinos.",
          ],
        },
        {
          kind: "links",
          items: [{ label: "Cortes programados y noticias de obras", path: "/noticias-cortes" }],
        },
      ],
    },
    {
      heading: "Cómo hacer seguimiento a una obra",
      blocks: [
        {
          kind: "paragraph",
          text: "Cada frente de obra tiene una valla con el objeto, el valor, el plazo, el contratista y la interventoría, y un punto de atención a la comunidad donde se reciben inquietudes. Las juntas de acción comunal y los vocales de control pueden solicitar recorridos de veeduría con el supervisor del contrato.",
        },
        {
          kind: "list",
          ordered: true,
          items: [
            "Identifique la obra en la tabla o en la valla del frente de trabajo.",
            "Presente su inquietud al gestor social del contratista o radíquela como PQRS.",
            "Si se trata de un daño a su vivienda, adjunte fotografías y la dirección exacta.",
            "La empresa le responderá dentro de los quince días hábiles siguientes.",
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Radicar una inquietud sobre una obra", path: "/newPQRS" },
            { label: "Control social y veedurías", path: "/control-social" },
            { label: "Proyectos estratégicos", path: "/strategicProjects" },
          ],
        },
      ],
    },
  ],
};

export default content;

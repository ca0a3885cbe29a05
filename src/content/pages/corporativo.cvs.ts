import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Antes de nombrar a una persona en un cargo directivo o asesor de libre nombramiento, {brand} publica su hoja de vida para que cualquier ciudadano pueda conocerla y presentar observaciones, como lo dispone el Decreto 1083 de 2015.",
  sections: [
    {
      heading: "Para qué se publican las hojas de vida",
      blocks: [
        {
          kind: "paragraph",
          text: "La publicación permite que la comunidad verifique la formación y la experiencia de quien aspira a dirigir recursos públicos, y que advierta a tiempo sobre inhabilidades, incompatibilidades o información inexacta. Las hojas de vida permanecen publicadas al menos tres días calendario antes de la decisión de nombramiento.",
        },
        {
          kind: "paragraph",
          text: "Solo se publican los datos necesarios para evaluar el perfil: estudios, experiencia laboral y cargo al que se aspira. Los datos de contacto, el documento de identidad y la dirección de residencia se omiten para proteger la privacidad de los aspirantes.",
        },
      ],
    },
    {
      heading: "Aspirantes publicados en noviembre de 2026",
      blocks: [
        {
          kind: "table",
          caption: "Hojas de vida en periodo de observaciones o en revisión",
          columns: ["Cargo", "Dependencia", "Aspirante", "Publicación", "Observaciones hasta", "Estado"],
          rows: [
            ["Asesor de regulación", "Gerencia General", "Laura Cristina Echeverri Mora", "18/11/2026", "20/11/2026", "Cerrado, en revisión de observaciones"],
            ["Asesor de regulación", "Gerencia General", "Mauricio Andrés Buitrago Serna", "18/11/2026", "20/11/2026", "Cerrado, en revisión de observaciones"],
            ["Director de tarifas", "Subgerencia Financiera", "Óscar Iván Peláez Rendón", "20/11/2026", "23/11/2026", "Abierto para observaciones"],
          ],
        },
        {
          kind: "notice",
          tone: "info",
          title: "Plazo abierto",
          text: "Las observaciones sobre la hoja de vida del aspirante a director de tarifas se reciben hasta las 11:59 p. m. del lunes 23 de noviembre de 2026.",
        },
      ],
    },
    {
      heading: "Cómo presentar una observación",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Identifique el cargo y el nombre del aspirante sobre el que quiere opinar.",
            "Escriba su observación de forma respetuosa y, si es posible, adjunte los soportes que la respalden.",
            "Envíela al correo de transparencia dentro del plazo indicado; puede hacerlo de forma anónima.",
            "La Subgerencia Administrativa analiza cada observación y la pone en conocimiento de la gerencia antes del nombramiento.",
          ],
        },
        { kind: "contacts", items: [{ label: "Correo para observaciones", value: "transparencia@emsp.example", href: "mailto:transparencia@emsp.example" }] },
      ],
    },
    {
      heading: "Nombramientos de 2026",
      blocks: [
        {
          kind: "table",
          caption: "Cargos provistos en 2026 después de la publicación",
          columns: ["Cargo", "Fecha de publicación", "Observaciones recibidas", "Fecha de posesión"],
          rows: [
            ["Jefe de la Oficina de Comunicaciones", "03/02/2026", "0", "16/02/2026"],
            ["Director de gestión de pérdidas de energía", "11/05/2026", "2", "01/06/2026"],
            ["Asesor de proyectos de fibra óptica", "19/08/2026", "1", "07/09/2026"],
          ],
          numeric: [2],
        },
        {
          kind: "documents",
          items: [
            {
              title: "Relación de hojas de vida publicadas y observaciones recibidas en 2026",
              file: "/docs/cvs-aspirantes-2026.csv",
              format: "CSV",
              date: "2026-11-20",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Directorio de servidores", path: "/directory" },
            { label: "Concursos 2025", path: "/consursos{product}" },
          ],
        },
      ],
    },
  ],
};

export default content;

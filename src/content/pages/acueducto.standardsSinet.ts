import type { PageContent } from "../types";

const content: PageContent = {
  lead: "El SINET, Sistema de Normas y Especificaciones Técnicas de {brand}, es el compendio oficial de criterios para diseñar, construir, operar y recibir obras de acueducto y alcantarillado en San Rafael. La versión vigente es la 2026, armonizada con el reglamento RAS.",
  sections: [
    {
      heading: "Qué es el SINET",
      blocks: [
        {
          kind: "paragraph",
          text: "El SINET agrupa en un solo cuerpo las normas de diseño, las especificaciones de materiales y las especificaciones de construcción que la empresa exige. Se actualizó por completo en abril de 2026 para armonizarlo con la Resolución 0330 de 2017 del Ministerio de Vivienda, Ciudad y Territorio (RAS) y su modificación por la Resolución 0799 de 2021. Fue adoptado por la Gerencia General mediante resolución interna y reemplaza a la edición de 1999 para cada proyecto radicado desde el 28 de abril de 2026.",
        },
        {
          kind: "paragraph",
          text: "Cada norma tiene un código, una versión y una fecha. Cuando una norma cambia, el cambio se registra en el control de versiones del compendio para que los diseñadores sepan qué criterio aplicar a un proyecto según la fecha en que lo radicaron.",
        },
      ],
    },
    {
      heading: "Contenido del compendio",
      blocks: [
        {
          kind: "table",
          caption: "Capítulos del SINET, versión 2026",
          columns: ["Código", "Capítulo", "Número de normas", "Última actualización"],
          numeric: [2],
          rows: [
            ["NS-100", "Criterios generales de diseño y presentación de proyectos", "8", "28/04/2026"],
            ["NS-200", "Diseño de redes de distribución de acueducto", "12", "28/04/2026"],
            ["NS-300", "Diseño de redes de alcantarillado sanitario y pluvial", "14", "28/04/2026"],
            ["NS-400", "Especificaciones de materiales y tuberías", "19", "28/04/2026"],
            ["NS-500", "Especificaciones de construcción y excavaciones", "16", "28/04/2026"],
            ["NS-600", "Acometidas, medidores y conexiones domiciliarias", "7", "28/04/2026"],
            ["NS-700", "Pruebas, recibo de obras y catastro de redes", "6", "28/04/2026"],
          ],
        },
      ],
    },
    {
      heading: "Cambios principales frente a la edición anterior",
      blocks: [
        {
          kind: "list",
          items: [
            "El periodo de diseño de redes pasa a 25 años, según el artículo 40 de la Resolución 0330 de 2017.",
            "Las dotaciones netas se calculan con la altitud del municipio; para San Rafael, a 1.450 m s. n. m., la dotación neta máxima es de 130 litros por habitante al día.",
            "Los sistemas de alcantarillado nuevos deben ser separados; no se aprueban redes combinadas en urbanizaciones nuevas.",
            "Se exige modelación hidráulica calibrada y entrega del catastro de redes en formato georreferenciado compatible con el sistema de información geográfica de la empresa.",
            "Se incorporan criterios de gestión del riesgo y de adaptación al cambio climático en el dimensionamiento de estructuras pluviales.",
          ],
        },
      ],
    },
    {
      heading: "Consulta y solicitudes de aclaración",
      blocks: [
        {
          kind: "paragraph",
          text: "El compendio es público y se puede consultar sin costo. Si una norma admite más de una interpretación en su proyecto, envíe una consulta escrita; la empresa la responde en 30 días hábiles, como lo dispone la Ley 1755 de 2015 para las consultas, y publica las respuestas de interés general como notas aclaratorias.",
        },
        {
          kind: "documents",
          items: [
            { title: "Compendio SINET, versión 2026", file: "/docs/standards-sinet-compendio-2026.pdf", format: "PDF", date: "2026-04-28" },
            { title: "Índice de normas SINET con código y versión", file: "/docs/standards-sinet-indice-2026.csv", format: "CSV", date: "2026-04-28" },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Normas SINET, edición 1999", path: "/acueducto/standardsSINET1999" },
            { label: "Normas técnicas de acueducto", path: "/acueducto/standardsTechnicalAqueduct" },
            { label: "Normograma de la empresa", path: "/normograma" },
          ],
        },
      ],
    },
  ],
};

export default content;

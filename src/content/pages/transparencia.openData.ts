import type { PageContent } from "../types";

const content: PageContent = {
  lead: "{brand} publica en formatos abiertos los datos de sus usuarios, consumos, tarifas y calidad del servicio para que cualquier persona los descargue, los analice y los reutilice sin pedir permiso.",
  sections: [
    {
      heading: "Qué son los datos abiertos y su base legal",
      blocks: [
        {
          kind: "paragraph",
          text: "Según el numeral 6 del artículo 6 de la Ley 1712 de 2014, son datos abiertos los datos primarios o sin procesar que se ponen a disposición en formatos estándar e interoperables. La empresa los publica también en el portal nacional datos.gov.co, siguiendo la guía de MinTIC y la licencia Creative Commons Atribución 4.0.",
        },
        {
          kind: "paragraph",
          text: "Los conjuntos de datos no contienen información personal: los consumos se agregan por estrato, barrio o mes, de manera que ningún usuario pueda ser identificado.",
        },
      ],
    },
    {
      heading: "Inventario de conjuntos de datos",
      blocks: [
        {
          kind: "paragraph",
          text: "Los conjuntos se generan en el momento de la descarga a partir de los datos vivos del portal, en CSV y JSON, cada uno con su diccionario de datos. La fecha de la última actualización de cada conjunto está en el catálogo de datos abiertos y en el archivo /data.json, que leen los buscadores y el portal datos.gov.co.",
        },
        {
          kind: "table",
          caption: "Conjuntos publicados y frecuencia de actualización",
          columns: ["Conjunto de datos", "Frecuencia", "Formatos"],
          rows: [
            ["Tarifas mensuales de energía, acueducto y alcantarillado", "Mensual", "CSV y JSON"],
            ["Cortes programados del servicio", "Cada vez que se anuncia, cambia o retira un corte", "CSV y JSON"],
            ["Estadísticas de PQRS por mes, tipo y servicio", "Diaria", "CSV y JSON"],
            ["Visitas diarias a las páginas del portal", "Diaria", "CSV y JSON"],
            ["Inventario de documentos publicados", "Cada vez que se publica, reemplaza o retira un documento", "CSV y JSON"],
          ],
        },
      ],
    },
    {
      heading: "Ejemplo: usuarios por estrato",
      blocks: [
        {
          kind: "table",
          caption: "Usuarios de energía y acueducto por estrato y uso, segundo trimestre de 2026",
          columns: ["Estrato o uso", "Energía", "Acueducto"],
          rows: [
            ["Estrato 1", "14.760", "12.930"],
            ["Estrato 2", "29.520", "25.860"],
            ["Estrato 3", "24.600", "21.550"],
            ["Estrato 4", "10.820", "9.480"],
            ["Estrato 5", "4.430", "3.880"],
            ["Estrato 6", "2.160", "1.890"],
            ["Comercial", "9.840", "8.620"],
            ["Industrial", "1.280", "1.120"],
            ["Oficial", "990", "870"],
            ["Total", "98.400", "86.200"],
          ],
          numeric: [1, 2],
        },
        {
          kind: "documents",
          items: [
            {
              title: "Inventario de activos de información y datos abiertos 2026",
              file: "/docs/open-data-inventario-2026.csv",
              format: "CSV",
              date: "2026-08-12",
            },
            {
              title: "Usuarios por servicio, estrato y uso (segundo trimestre de 2026)",
              file: "/docs/open-data-usuarios-estrato-2026.csv",
              format: "CSV",
              date: "2026-08-12",
            },
          ],
        },
      ],
    },
    {
      heading: "Solicite un nuevo conjunto de datos",
      blocks: [
        {
          kind: "paragraph",
          text: "Si necesita datos que no están publicados, envíe su solicitud indicando el tema, el periodo y el nivel de detalle. La petición se responde en diez días hábiles y, si los datos son públicos, se agregan al inventario en la siguiente actualización.",
        },
        { kind: "contacts", items: [{ label: "Correo de datos abiertos", value: "transparencia@emsp.example", href: "mailto:transparencia@emsp.example" }] },
        {
          kind: "links",
          items: [
            { label: "Catálogo de datos abiertos", path: "/datos-abiertos" },
            { label: "Política de derechos de autor", path: "/copyright-policy" },
            { label: "Colaboración e innovación abierta", path: "/colaboracion-innovacion" },
          ],
        },
      ],
    },
  ],
};

export default content;

import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Toda persona tiene derecho a conocer la información que produce, administra o guarda {brandLong}. En este espacio publicamos de forma permanente lo que la Ley 1712 de 2014 nos obliga a divulgar, y le explicamos cómo pedir cualquier otra información que no encuentre aquí.",
  sections: [
    {
      heading: "Su derecho de acceso a la información pública",
      blocks: [
        {
          kind: "paragraph",
          text: "La Ley 1712 de 2014, reglamentada por el Decreto 1081 de 2015, establece que la información en poder de las entidades públicas es pública por regla general. Como empresa industrial y comercial del Estado, {brand} es sujeto obligado de esa ley: debe publicar sin que nadie se lo pida la información mínima, y responder las solicitudes que se le presenten.",
        },
        {
          kind: "list",
          items: [
            "No necesita explicar para qué quiere la información ni demostrar un interés particular.",
            "Puede presentar la solicitud de forma verbal, escrita o electrónica, e incluso de manera anónima.",
            "La consulta es gratuita; solo se cobra el costo de reproducción cuando pide copias en papel, a razón de $ 150 por hoja, o en medio físico.",
            "La información se entrega en el formato que usted elija, siempre que exista, y en lenguaje claro.",
          ],
        },
        {
          kind: "paragraph",
          text: "Las secciones de esta página siguen el orden del Anexo 2 de la Res. MinTIC 1519 de 2020, de modo que encontrará la información en el mismo lugar que en el sitio de cualquier otra entidad pública del país.",
        },
      ],
    },
    {
      heading: "Cómo pedir información",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Diligencie el formulario de solicitud de información en el portal, o escriba al correo de transparencia, o acérquese a la sede principal.",
            "Describa con la mayor precisión posible la información que busca y el medio en que quiere recibirla.",
            "Reciba el número de radicado, con el que puede consultar el avance de su solicitud.",
            "Obtenga la respuesta en un máximo de 10 días hábiles para documentos e información, o de 30 días hábiles si se trata de una consulta que exige un concepto.",
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Formulario de solicitud de información pública", path: "/information-request" },
            { label: "Radicar una PQRS", path: "/newPQRS" },
          ],
        },
        {
          kind: "notice",
          tone: "info",
          title: "Si la información está reservada",
          text: "Cuando la empresa niegue total o parcialmente una solicitud por tratarse de información clasificada o reservada (artículos 18 y 19 de la Ley 1712 de 2014), debe decirle por escrito la norma que lo justifica. Usted puede interponer recurso de reposición dentro de los tres días hábiles siguientes y acudir a la Procuraduría General de la Nación, que vigila el cumplimiento de la ley.",
        },
      ],
    },
    {
      heading: "Responsable de la transparencia",
      blocks: [
        {
          kind: "paragraph",
          text: "La Secretaría General coordina la publicación de la información y la respuesta a las solicitudes. La oficial de transparencia y acceso a la información es la abogada Carolina Duque Arango, secretaria general, quien responde por la actualización de esta sección y por los instrumentos de gestión de la información: el registro de activos, el índice de información clasificada y reservada y el esquema de publicación.",
        },
        {
          kind: "contacts",
          items: [
            { label: "Correo de transparencia", value: "transparencia@emsp.example", href: "mailto:transparencia@emsp.example" },
            { label: "Conmutador", value: "{switchboard}", href: "tel:{switchboard}" },
            { label: "Línea gratuita 24 horas", value: "{freeLine}", href: "tel:{freeLine}" },
            {
              label: "Atención presencial",
              value: "{officeAddress}, San Rafael. {officeHours}.",
            },
          ],
        },
      ],
    },
    {
      heading: "Solicitudes de acceso atendidas en 2026",
      blocks: [
        {
          kind: "table",
          caption: "Informe de solicitudes de acceso a la información, enero a septiembre de 2026",
          columns: ["Concepto", "Cantidad"],
          rows: [
            ["Solicitudes de información recibidas", "412"],
            ["Solicitudes trasladadas a otra entidad por competencia", "17"],
            ["Solicitudes respondidas", "409"],
            ["Solicitudes negadas total o parcialmente por reserva o clasificación", "3"],
            ["Tiempo promedio de respuesta (días hábiles)", "6,2"],
          ],
          numeric: [1],
          note: "Las tres negativas se refirieron a datos personales de terceros y a planos de infraestructura crítica de las plantas de tratamiento.",
        },
        {
          kind: "documents",
          items: [
            {
              title: "Registro de activos de información 2026",
              file: "/docs/home-transparencia-registro-activos-informacion-2026.csv",
              format: "CSV",
              date: "2026-02-27",
            },
            {
              title: "Índice de información clasificada y reservada 2026",
              file: "/docs/home-transparencia-indice-informacion-clasificada-2026.pdf",
              format: "PDF",
              date: "2026-02-27",
            },
          ],
        },
      ],
    },
  ],
};

export default content;

import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Antes de adoptar una resolución o un reglamento de interés general, {brand} publica el borrador en esta página para que usted lo lea y envíe comentarios; cada observación recibe una respuesta motivada.",
  sections: [
    {
      heading: "Base legal del proceso de consulta",
      blocks: [
        {
          kind: "paragraph",
          text: "La publicación previa de proyectos de regulación se fundamenta en el numeral 8 del artículo 8 de la Ley 1437 de 2011 y en la Ley 1712 de 2014. El plazo mínimo para comentar es de quince días calendario, salvo urgencia justificada en el propio borrador.",
        },
      ],
    },
    {
      heading: "Borradores publicados",
      blocks: [
        {
          kind: "table",
          caption: "Proyectos sometidos a comentarios, 2025–2026",
          columns: ["Proyecto", "Publicación", "Cierre de comentarios", "Comentarios recibidos", "Estado"],
          rows: [
            ["Contrato de condiciones uniformes de acueducto y alcantarillado", "23/02/2026", "09/03/2026", "47", "Informe de observaciones publicado"],
            ["Procedimiento de atención de PQR con enfoque diferencial", "04/05/2026", "19/05/2026", "22", "Informe de observaciones publicado"],
            ["Reglamento de conexión de autogeneradores a pequeña escala", "02/06/2026", "17/06/2026", "31", "Acto expedido el 28/07/2026"],
            ["Política de financiación de deudas y acuerdos de pago", "07/09/2025", "22/09/2025", "18", "Acto expedido el 30/10/2025"],
          ],
          numeric: [3],
        },
      ],
    },
    {
      heading: "Cómo enviar sus comentarios",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Descargue el borrador y la memoria justificativa del proyecto.",
            "Escriba sus observaciones citando el artículo al que se refieren y, si es posible, una redacción alternativa.",
            "Envíelas a transparencia@emsp.example o radíquelas en la sede principal antes de las 5:00 p. m. del día de cierre.",
            "Consulte la matriz de respuestas en la fecha anunciada en el borrador.",
          ],
        },
        {
          kind: "notice",
          tone: "warning",
          title: "Comentarios extemporáneos",
          text: "Las observaciones que lleguen después del cierre se reciben como peticiones y se responden en los términos de la Ley 1755 de 2015, pero ya no se incluyen en la matriz del proyecto.",
        },
        {
          kind: "contacts",
          items: [
            { label: "Correo para comentarios", value: "transparencia@emsp.example", href: "mailto:transparencia@emsp.example" },
            { label: "Radicación presencial", value: "{officeAddress}, San Rafael" },
          ],
        },
      ],
    },
    {
      heading: "Documentos",
      blocks: [
        {
          kind: "documents",
          items: [
            {
              title: "Borrador del contrato de condiciones uniformes de acueducto y alcantarillado",
              file: "/docs/project-comments-borrador-ccu-agua-2026.pdf",
              format: "PDF",
              date: "2026-02-23",
            },
            {
              title: "Matriz de observaciones recibidas y respuestas, 2026",
              file: "/docs/project-comments-observaciones-2026.csv",
              format: "CSV",
              date: "2026-03-20",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Agenda regulatoria", path: "/regulatoryAgenda" },
            { label: "Participa", path: "/participate" },
          ],
        },
      ],
    },
  ],
};

export default content;

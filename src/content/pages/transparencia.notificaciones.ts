import type { PageContent } from "../types";

const content: PageContent = {
  lead: "En esta página {brand} publica las citaciones para notificación personal, los avisos y las comunicaciones a terceros cuando no ha sido posible entregar una decisión en la dirección del interesado.",
  sections: [
    {
      heading: "Base legal de las notificaciones",
      blocks: [
        {
          kind: "paragraph",
          text: "Las decisiones que resuelven peticiones, quejas y recursos se notifican según los artículos 67 a 69 de la Ley 1437 de 2011, aplicables por remisión del artículo 159 de la Ley 142 de 1994. Primero se envía una citación para notificación personal; si la persona no comparece en cinco días hábiles, se notifica por aviso.",
        },
        {
          kind: "paragraph",
          text: "Cuando se desconoce la dirección del destinatario, el aviso con copia íntegra del acto se publica en esta página y en un lugar visible de la sede principal durante cinco días hábiles. Al terminar el día siguiente a su retiro, la decisión queda notificada aunque usted no haya venido a recibirla.",
        },
      ],
    },
    {
      heading: "Avisos publicados recientemente",
      blocks: [
        {
          kind: "table",
          caption: "Avisos de notificación, noviembre de 2026",
          columns: ["Radicado del acto", "Tipo de decisión", "Destinatario (iniciales)", "Fijación", "Desfijación"],
          rows: [
            ["DEC-2026-18452", "Respuesta a reclamo por alto consumo de agua", "L. M. G.", "06/11/2026", "13/11/2026"],
            ["DEC-2026-18510", "Recurso de reposición por cobro de energía no facturada", "J. A. R.", "06/11/2026", "13/11/2026"],
            ["DEC-2026-18733", "Decisión sobre cambio de estrato", "C. P. O.", "12/11/2026", "19/11/2026"],
            ["DEC-2026-18904", "Respuesta a queja por calidad del servicio de internet", "E. V. S.", "18/11/2026", "25/11/2026"],
          ],
        },
        {
          kind: "paragraph",
          text: "Para proteger los datos personales (Ley 1581 de 2012), solo se publican las iniciales del destinatario y el número de radicado. Si reconoce un acto dirigido a usted, acuda con su documento de identidad para recibir copia.",
        },
      ],
    },
    {
      heading: "Qué hacer si fue notificado",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Lea la decisión completa y verifique qué se resolvió y qué recursos proceden.",
            "Si no está de acuerdo, presente el recurso de reposición dentro de los cinco días hábiles siguientes a la notificación; puede pedir en subsidio el de apelación ante la Superintendencia de Servicios Públicos.",
            "Radique el recurso en cualquier oficina, por correo o por el formulario de PQRS, citando el número del acto.",
          ],
        },
        {
          kind: "notice",
          tone: "warning",
          title: "Plazos en curso",
          text: "El término para recurrir empieza a contar desde el día siguiente a la notificación, aunque usted no haya leído el aviso; revise esta página si cambió de dirección recientemente.",
        },
        {
          kind: "contacts",
          items: [
            { label: "Notificaciones judiciales", value: "notificacionesjudiciales@emsp.example", href: "mailto:notificacionesjudiciales@emsp.example" },
            { label: "Radicación de recursos", value: "atencion@emsp.example", href: "mailto:atencion@emsp.example" },
          ],
        },
      ],
    },
    {
      heading: "Archivo de avisos",
      blocks: [
        {
          kind: "documents",
          items: [
            { title: "Relación de avisos de notificación publicados en 2026", file: "/docs/notificaciones-avisos-2026.csv", format: "CSV", date: "2026-11-18" },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Notificaciones de actos administrativos", path: "/transparencia/notificacionesActosAdministrativos" },
            { label: "Notificaciones judiciales", path: "/judicialNotices" },
            { label: "Radicar una PQRS", path: "/newPQRS" },
          ],
        },
      ],
    },
  ],
};

export default content;

import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Cuando {brand} no conoce la dirección o los datos de contacto de la persona a quien debe notificar una decisión, publica el aviso en esta página durante cinco días hábiles, como lo ordena el artículo 69 de la Ley 1437 de 2011.",
  sections: [
    {
      heading: "Cuándo se usa la notificación por aviso",
      blocks: [
        {
          kind: "paragraph",
          text: "Las decisiones sobre reclamos, recursos, cortes, cobros o sanciones se notifican primero de forma personal o electrónica. Si la persona no comparece dentro de los cinco días siguientes al envío de la citación, se le remite un aviso a la dirección registrada. Cuando esa dirección no existe o es desconocida, el aviso se publica en la página web y en un lugar visible de la sede principal.",
        },
        {
          kind: "definitions",
          items: [
            {
              term: "Contenido del aviso",
              description: "Fecha y número del acto, autoridad que lo expidió, recursos que proceden, plazo para interponerlos y copia íntegra de la decisión.",
            },
            {
              term: "Término de publicación",
              description: "Cinco días hábiles. La notificación se entiende surtida al finalizar el día siguiente al retiro del aviso.",
            },
            {
              term: "Protección de datos",
              description:
                "Solo se publica el nombre, el número de cuenta o contrato y el radicado; nunca el documento de identidad completo ni información de consumo.",
            },
          ],
        },
      ],
    },
    {
      heading: "Avisos publicados en octubre y noviembre de 2026",
      blocks: [
        {
          kind: "table",
          caption: "Avisos de notificación publicados en la página web",
          columns: ["Radicado", "Acto administrativo", "Destinatario", "Publicado", "Retiro"],
          rows: [
            ["AV-2026-0412", "Decisión de reclamo por facturación, cuenta 4021877", "J. A. Ospina R.", "2026-10-05", "2026-10-09"],
            ["AV-2026-0418", "Resolución de recurso de reposición, contrato 1100563", "Inversiones M. T. S.A.S.", "2026-10-13", "2026-10-19"],
            ["AV-2026-0425", "Decisión sobre fraude de energía y cobro de consumos dejados de facturar", "L. M. Cardona", "2026-10-21", "2026-10-27"],
            ["AV-2026-0433", "Respuesta a petición sobre traslado de medidor", "D. F. Henao G.", "2026-11-03", "2026-11-09"],
            ["AV-2026-0437", "Decisión de reclamo por alto consumo de agua, cuenta 3308914", "M. C. Vélez", "2026-11-10", "2026-11-17"],
            [
              "AV-2026-0441",
              "Decisión de suspensión por incumplimiento del contrato de condiciones uniformes",
              "A. R. Montoya",
              "2026-11-17",
              "2026-11-23 (prevista)",
            ],
          ],
          note: "Fechas en formato año-mes-día. Los festivos no se cuentan dentro de los cinco días hábiles.",
        },
        {
          kind: "documents",
          items: [
            {
              title: "Relación de avisos publicados entre octubre y noviembre de 2026",
              file: "/docs/notificaciones-por-aviso-web-noviembre-2026.csv",
              format: "CSV",
              date: "2026-11-17",
            },
          ],
        },
      ],
    },
    {
      heading: "Qué hacer si su nombre aparece en la lista",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Anote el radicado del aviso y solicite copia del acto en cualquier oficina o al correo de notificaciones.",
            "Revise los recursos que proceden: contra las decisiones sobre servicios públicos cabe el recurso de reposición y, en subsidio, el de apelación ante la Superintendencia de Servicios Públicos Domiciliarios.",
            "Presente el recurso dentro de los cinco días hábiles siguientes a la fecha en que quedó notificado, por escrito y con las pruebas que quiera hacer valer.",
            "Actualice su dirección y su correo para que las próximas decisiones le lleguen directamente.",
          ],
        },
        {
          kind: "notice",
          tone: "warning",
          title: "Los términos corren aunque no haya leído el aviso",
          text: "Una vez vencido el plazo de publicación, la decisión queda notificada y los plazos para recurrir empiezan a contar. Consulte esta página con frecuencia si cambió de domicilio.",
        },
        {
          kind: "contacts",
          items: [
            { label: "Correo de notificaciones", value: "notificacionesjudiciales@emsp.example", href: "mailto:notificacionesjudiciales@emsp.example" },
            { label: "Sede principal", value: "{officeAddress}, San Rafael" },
            { label: "Línea gratuita", value: "{freeLine}", href: "tel:{freeLine}" },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Notificaciones de actos administrativos", path: "/transparencia/notificacionesActosAdministrativos" },
            { label: "Notificaciones", path: "/notificaciones" },
          ],
        },
      ],
    },
  ],
};

export default content;

import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Aquí {brand} publica los avisos de las respuestas a peticiones, quejas, reclamos y recursos que no pudieron entregarse en la dirección registrada, y le explica los plazos que tiene para presentar los recursos de reposición y apelación.",
  sections: [
    {
      heading: "Cuándo se notifica por esta página",
      blocks: [
        {
          kind: "paragraph",
          text: "Las decisiones sobre un reclamo se notifican primero de forma personal o electrónica, si usted lo autorizó. Cuando no es posible, se envía un aviso a su dirección con copia de la decisión, como lo ordena el artículo 69 de la Ley 1437 de 2011. Si la dirección no existe o se desconoce, el aviso con la copia íntegra de la respuesta se publica en esta página y en la cartelera de la sede principal durante cinco días hábiles.",
        },
        {
          kind: "notice",
          tone: "info",
          title: "Cuándo queda notificado",
          text: "La notificación se entiende surtida al finalizar el día siguiente al retiro del aviso de esta página. Desde ese momento empieza a correr el plazo para presentar recursos.",
        },
      ],
    },
    {
      heading: "Avisos publicados",
      blocks: [
        {
          kind: "table",
          caption: "Avisos de notificación de respuestas a PQR, noviembre de 2026",
          columns: ["Radicado de la respuesta", "Tipo de decisión", "Servicio", "Fecha de fijación", "Fecha de retiro"],
          rows: [
            ["ES-2026-041873", "Respuesta a reclamo por facturación", "Acueducto", "2026-11-17", "2026-11-24"],
            ["ES-2026-041655", "Respuesta a recurso de reposición", "Energía", "2026-11-17", "2026-11-24"],
            ["ES-2026-041102", "Respuesta a reclamo por alto consumo", "Energía", "2026-11-10", "2026-11-18"],
            ["ES-2026-040987", "Respuesta a petición de revisión de estrato", "Alcantarillado", "2026-11-10", "2026-11-18"],
            ["ES-2026-040314", "Respuesta a queja por velocidad de internet", "Telecomunicaciones", "2026-11-03", "2026-11-10"],
          ],
          note: "Se identifican solo por radicado para proteger los datos personales. Los avisos retirados permanecen disponibles para consulta en el archivo del año.",
        },
        {
          kind: "documents",
          items: [
            {
              title: "Relación de avisos de notificación publicados en noviembre de 2026",
              file: "/docs/administrative-notification-avisos-noviembre-2026.csv",
              format: "CSV",
              date: "2026-11-17",
            },
          ],
        },
      ],
    },
    {
      heading: "Plazos para recurrir",
      blocks: [
        {
          kind: "table",
          caption: "Recursos contra las decisiones de la empresa sobre servicios públicos domiciliarios",
          columns: ["Recurso", "Ante quién", "Plazo para presentarlo", "Plazo para decidir"],
          rows: [
            ["Reposición", "{brand}", "5 días hábiles desde la notificación", "15 días hábiles"],
            [
              "Apelación (en subsidio de la reposición)",
              "Superintendencia de Servicios Públicos Domiciliarios",
              "Se presenta junto con la reposición",
              "Según el trámite de la Superintendencia",
            ],
            [
              "Queja (si se niega la apelación)",
              "Superintendencia de Servicios Públicos Domiciliarios",
              "5 días hábiles desde la notificación de la negativa",
              "Según el trámite de la Superintendencia",
            ],
          ],
          note: "Artículos 154 y 159 de la Ley 142 de 1994 y artículos 74 a 76 de la Ley 1437 de 2011. En telecomunicaciones el recurso de apelación lo resuelve la Superintendencia de Industria y Comercio.",
        },
      ],
    },
    {
      heading: "Cómo evitar que su respuesta se pierda",
      blocks: [
        {
          kind: "list",
          items: [
            "Al radicar su PQRS autorice la notificación por correo electrónico: es inmediata y queda constancia de la fecha.",
            "Verifique que la dirección y el teléfono de su contrato estén actualizados.",
            "Consulte el estado de su radicado en la oficina virtual o por la línea gratuita.",
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Consultar el estado de una PQR", path: "/pqr" },
            { label: "Presentar un recurso", path: "/newPQRS" },
            { label: "Notificaciones de actos administrativos", path: "/transparencia/notificacionesActosAdministrativos" },
          ],
        },
      ],
    },
  ],
};

export default content;

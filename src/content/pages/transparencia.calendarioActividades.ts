import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Consulte las fechas de las audiencias públicas, jornadas en barrios y veredas, capacitaciones y encuentros que {brand} organiza con la comunidad en 2026, y planee su asistencia con tiempo.",
  sections: [
    {
      heading: "Por qué se publica el calendario",
      blocks: [
        {
          kind: "paragraph",
          text: "El literal i) del artículo 9 de la Ley 1712 de 2014 obliga a divulgar el calendario de actividades de la entidad. La Ley 1757 de 2015 exige además convocar la audiencia pública de rendición de cuentas con al menos un mes de anticipación, por lo que su fecha se anuncia primero aquí.",
        },
      ],
    },
    {
      heading: "Actividades programadas para lo que resta de 2026",
      blocks: [
        {
          kind: "table",
          caption: "Próximos eventos con la comunidad",
          columns: ["Fecha", "Actividad", "Lugar", "Hora", "Estado"],
          rows: [
            ["28/11/2026", "Jornada «La empresa en su barrio»: pagos, acuerdos y revisión de facturas", "Polideportivo Comuna 5", "8:00 a. m.", "Programada"],
            ["03/12/2026", "Taller para vocales de control sobre la fórmula tarifaria de 2027", "Sede principal, auditorio", "2:00 p. m.", "Programada"],
            ["10/12/2026", "Encuentro con proveedores para presentar el plan de adquisiciones 2027", "Sede principal, auditorio", "9:00 a. m.", "Programada"],
            ["15/12/2026", "Reunión de seguimiento con veedurías de obras de acueducto", "Oficina La Estación", "3:00 p. m.", "Programada"],
          ],
        },
        {
          kind: "notice",
          tone: "info",
          text: "Los eventos programados pueden cambiar de fecha por razones de fuerza mayor; cualquier ajuste se anuncia en esta página y en las redes de la empresa con al menos cinco días de anticipación.",
        },
      ],
    },
    {
      heading: "Actividades realizadas en 2026",
      blocks: [
        {
          kind: "table",
          caption: "Eventos cumplidos entre enero y octubre",
          columns: ["Fecha", "Actividad", "Asistentes"],
          rows: [
            ["14/03/2026", "Jornada en el barrio El Progreso, Comuna 2", "640"],
            ["30/04/2026", "Audiencia pública de rendición de cuentas de la vigencia 2025", "1.274"],
            ["22/05/2026", "Mesas de presupuesto participativo en seis comunas", "412"],
            ["05/06/2026", "Siembra de 2.000 árboles en la cuenca que abastece la Planta La Esperanza", "185"],
            ["18/07/2026", "Jornada de atención itinerante en el corregimiento El Alto", "296"],
            ["12/09/2026", "Capacitación a comités de desarrollo y control social", "58"],
            ["24/10/2026", "Feria de servicios y trámites en La Estación", "1.032"],
          ],
          numeric: [2],
        },
      ],
    },
    {
      heading: "Inscripciones y descargas",
      blocks: [
        {
          kind: "paragraph",
          text: "Las jornadas en barrios son de ingreso libre. Para los talleres y encuentros con cupo limitado, inscríbase por correo o por WhatsApp indicando su nombre, barrio y el evento que le interesa.",
        },
        {
          kind: "contacts",
          items: [
            { label: "Inscripciones", value: "atencion@emsp.example", href: "mailto:atencion@emsp.example" },
            { label: "WhatsApp", value: "{whatsappLine}", href: "tel:{whatsappLine}" },
          ],
        },
        {
          kind: "documents",
          items: [
            { title: "Calendario de actividades con la comunidad 2026", file: "/docs/calendario-actividades-2026.csv", format: "CSV", date: "2026-11-05" },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Memorias de cada evento", path: "/memorias-de-cada-evento" },
            { label: "Participa", path: "/participate" },
          ],
        },
      ],
    },
  ],
};

export default content;

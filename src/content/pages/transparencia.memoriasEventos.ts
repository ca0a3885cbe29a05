import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Después de cada espacio de participación o diálogo, {brand} publica su memoria: la presentación usada, la lista de asistencia sin datos sensibles, un registro fotográfico y la respuesta a cada inquietud que planteó la comunidad.",
  sections: [
    {
      heading: "Qué contiene cada memoria",
      blocks: [
        {
          kind: "list",
          items: [
            "Objetivo del evento, fecha, lugar y dependencia responsable.",
            "Presentación completa en formato PDF.",
            "Número de asistentes por género y por sector, sin nombres ni documentos de identidad.",
            "Registro fotográfico, solo de personas que autorizaron el uso de su imagen.",
            "Preguntas, propuestas y quejas recibidas, con la respuesta de la empresa y el responsable de cada compromiso.",
          ],
        },
        {
          kind: "paragraph",
          text: "La memoria se publica dentro de los 15 días hábiles siguientes al evento. Las respuestas que requieren estudio técnico se incluyen después, cuando la dependencia las entregue, y se informa la nueva fecha.",
        },
      ],
    },
    {
      heading: "Eventos realizados en 2026",
      blocks: [
        {
          kind: "table",
          caption: "Espacios de participación y diálogo con su memoria publicada",
          columns: ["Fecha", "Evento", "Lugar", "Asistentes", "Inquietudes", "Respondidas"],
          rows: [
            ["2026-01-22", "Socialización de la estrategia de participación", "Virtual", "58", "12", "12"],
            ["2026-02-19", "Socialización del colector Quebrada Honda", "Salón comunal La Floresta", "134", "27", "27"],
            ["2026-03-26", "Audiencia pública de rendición de cuentas", "Auditorio del Centro Administrativo Municipal", "2.282", "64", "64"],
            ["2026-04-18 a 2026-05-09", "Mesas de presupuesto participativo (seis jornadas)", "Comunas 1 a 5 y El Alto", "734", "52", "52"],
            ["2026-06-11", "Encuentro con vocales de control social", "Sede principal", "14", "19", "19"],
            ["2026-07-23", "Taller sobre la tarifa de acueducto para lideresas", "Oficina La Estación", "48", "31", "31"],
            ["2026-08-27", "Socialización de la electrificación rural", "Escuela de la vereda La Cumbre", "87", "22", "20"],
            ["2026-10-15", "Feria de servicios y acuerdos de pago", "Oficina La Estación", "310", "45", "41"],
          ],
          numeric: [3, 4, 5],
          note: "En la audiencia pública se suman los asistentes presenciales y los que siguieron la transmisión.",
        },
        {
          kind: "documents",
          items: [
            { title: "Consolidado de eventos, asistencia e inquietudes 2026", file: "/docs/memorias-eventos-2026.csv", format: "CSV", date: "2026-08-31" },
            {
              title: "Memoria de la audiencia pública del 26 de marzo de 2026",
              file: "/docs/memorias-eventos-audiencia-2026.pdf",
              format: "PDF",
              date: "2026-04-17",
            },
          ],
        },
      ],
    },
    {
      heading: "Compromisos pendientes",
      blocks: [
        {
          kind: "paragraph",
          text: "De las 272 inquietudes recibidas en el año, 266 tienen respuesta publicada. Las seis pendientes corresponden a dos solicitudes de la vereda La Cumbre sobre la ubicación de nuevos postes, que dependen de un permiso de servidumbre, y a cuatro solicitudes de la feria de octubre sobre revisión de consumos, que están en visita técnica.",
        },
        {
          kind: "notice",
          tone: "info",
          text: "Si usted asistió a un evento y no encuentra la respuesta a su inquietud, escriba al correo de participación indicando la fecha del evento y su pregunta; recibirá respuesta en un máximo de 15 días hábiles.",
        },
        { kind: "contacts", items: [{ label: "Correo de participación", value: "transparencia@emsp.example", href: "mailto:transparencia@emsp.example" }] },
        {
          kind: "links",
          items: [
            { label: "Rendición de cuentas", path: "/informe-rendicion-cuentas" },
            { label: "Participación ciudadana", path: "/ParticipacionCiudadana" },
          ],
        },
      ],
    },
  ],
};

export default content;

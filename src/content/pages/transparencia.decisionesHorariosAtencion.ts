import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Aquí se publican las resoluciones y circulares con las que {brand} fija o modifica los horarios de atención al público, anuncia jornadas especiales y cierra temporalmente una oficina, con la fecha desde la cual rige cada decisión.",
  sections: [
    {
      heading: "Horario vigente en 2026",
      blocks: [
        {
          kind: "paragraph",
          text: "La Resolución de Gerencia 1204 del 15 de diciembre de 2025 adoptó los horarios que rigen durante 2026. Los canales telefónicos de emergencia y la línea gratuita funcionan cada día del año, incluidos domingos y festivos.",
        },
        {
          kind: "table",
          caption: "Horarios de atención presencial y telefónica adoptados para 2026",
          columns: ["Punto o canal", "Dirección", "Días", "Horario"],
          rows: [
            ["Sede principal", "{officeAddress}", "Días hábiles", "{officeHours}"],
            ["Oficina La Estación", "Calle 30 # 45-20", "Lunes a viernes", "8:00 a. m. a 4:00 p. m."],
            ["Oficina La Estación", "Calle 30 # 45-20", "Sábados", "8:00 a. m. a 12:00 m."],
            ["Punto de atención Corregimiento El Alto", "Calle Principal # 3-15", "Martes y jueves", "8:00 a. m. a 3:00 p. m."],
            ["Línea gratuita {freeLine}", "Canal telefónico", "Lunes a domingo, incluidos festivos", "24 horas"],
            ["Daños y emergencias {emergencyEnergy}", "Canal telefónico", "Lunes a domingo, incluidos festivos", "24 horas"],
          ],
          note: "Las oficinas no atienden en días festivos. Los pagos pueden hacerse en los puntos autorizados y por medios electrónicos en cualquier horario.",
        },
      ],
    },
    {
      heading: "Decisiones administrativas sobre horarios",
      blocks: [
        {
          kind: "table",
          caption: "Actos que fijaron o modificaron la atención al público, 2024-2025",
          columns: ["Acto", "Fecha de expedición", "Decisión", "Vigencia"],
          rows: [
            [
              "Resolución de Gerencia 0981",
              "2024-12-02",
              "Adopta la jornada continua en la sede principal y el horario de sábados en La Estación",
              "Desde 2025-01-02",
            ],
            ["Circular 017", "2025-03-25", "Atención hasta las 12:00 m. el miércoles santo", "2025-04-16"],
            [
              "Resolución de Gerencia 0522",
              "2025-06-30",
              "Cierre temporal de la Oficina La Estación por adecuaciones locativas; la atención se traslada a la sede principal",
              "2025-07-14 a 2025-07-26",
            ],
            ["Circular 031", "2025-09-29", "Jornada especial de acuerdos de pago el sábado en la sede principal, de 8:00 a. m. a 1:00 p. m.", "2025-10-25"],
            ["Resolución de Gerencia 1204", "2025-12-15", "Adopta los horarios de atención para la vigencia 2026", "Desde 2026-01-02"],
            ["Circular 044", "2025-12-19", "Atención hasta las 12:00 m. el 24 y el 31 de diciembre", "2025-12-24 y 2025-12-31"],
          ],
        },
        {
          kind: "documents",
          items: [
            {
              title: "Resolución de Gerencia 1204 de 2025, horarios de atención 2026",
              file: "/docs/decisiones-horarios-atencion-resolucion-1204-2025.pdf",
              format: "PDF",
              date: "2025-12-15",
            },
            {
              title: "Relación de actos sobre horarios y jornadas especiales 2024-2025",
              file: "/docs/decisiones-horarios-atencion-2024-2025.csv",
              format: "CSV",
              date: "2025-12-22",
            },
          ],
        },
      ],
    },
    {
      heading: "Cómo se informan los cambios",
      blocks: [
        {
          kind: "paragraph",
          text: "Toda modificación del horario se publica en esta sección con al menos cinco días hábiles de anticipación, salvo los cierres por fuerza mayor, que se informan el mismo día. Además se fija un aviso en la puerta de la oficina afectada y se difunde por redes sociales y WhatsApp.",
        },
        {
          kind: "paragraph",
          text: "Cuando una oficina cierra temporalmente, la empresa indica el punto alterno y amplía la atención telefónica. Los términos para responder peticiones y recursos no se suspenden por los cierres: los documentos pueden radicarse en otra oficina o por el formulario electrónico.",
        },
        {
          kind: "notice",
          tone: "info",
          text: "La consulta ciudadana sobre una posible ampliación del horario de los sábados en la sede principal está abierta hasta el 4 de diciembre de 2026. Si se aprueba un cambio, el acto se publicará aquí.",
        },
        {
          kind: "links",
          items: [
            { label: "Oficinas de atención presencial", path: "/physicalCentersAttention" },
            { label: "Atención virtual", path: "/virtualAttention" },
            { label: "Consulta ciudadana", path: "/consulta-ciudadana" },
          ],
        },
      ],
    },
  ],
};

export default content;

import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Ficha de identificación de {brandLong} – {brand}: su naturaleza jurídica, sus datos de registro, dónde y cuándo atendemos, cómo contactarnos y qué autoridades vigilan nuestra gestión.",
  sections: [
    {
      heading: "Datos de identificación",
      blocks: [
        {
          kind: "definitions",
          items: [
            { term: "Razón social", description: "{brandLong} – {brand}" },
            { term: "NIT", description: "890.900.123-4" },
            {
              term: "Naturaleza jurídica",
              description:
                "Empresa industrial y comercial del Estado del orden municipal, con personería jurídica, autonomía administrativa y patrimonio independiente, vinculada al Municipio de San Rafael.",
            },
            {
              term: "Creación",
              description:
                "Acuerdo Municipal 014 de 1964; transformada en empresa de servicios públicos domiciliarios por el Acuerdo 022 de 1996, conforme a la Ley 142 de 1994.",
            },
            {
              term: "Servicios que presta",
              description:
                "Distribución y comercialización de energía eléctrica, acueducto, alcantarillado y telecomunicaciones (internet por fibra óptica, televisión y telefonía fija).",
            },
            { term: "Representante legal", description: "Ing. Martha Lucía Restrepo Gómez, gerente general." },
            {
              term: "Usuarios atendidos",
              description: "Cerca de 98.400 de energía, 86.200 de acueducto, 84.900 de alcantarillado y 21.300 suscriptores de telecomunicaciones.",
            },
          ],
        },
      ],
    },
    {
      heading: "Sedes y horarios",
      blocks: [
        {
          kind: "table",
          caption: "Puntos de atención presencial",
          columns: ["Sede", "Dirección", "Horario"],
          rows: [
            ["Sede principal", "{officeAddress}", "{officeHours}"],
            ["Oficina La Estación", "Calle 30 # 45-20", "Lunes a viernes, 8:00 a. m. a 4:00 p. m.; sábados, 8:00 a. m. a 12:00 m."],
            ["Punto de atención Corregimiento El Alto", "Calle Principal # 3-15", "Martes y jueves, 8:00 a. m. a 3:00 p. m."],
          ],
        },
      ],
    },
    {
      heading: "Canales de contacto",
      blocks: [
        {
          kind: "contacts",
          items: [
            { label: "Conmutador", value: "{switchboard}", href: "tel:{switchboard}" },
            { label: "Línea gratuita 24 horas", value: "{freeLine}", href: "tel:{freeLine}" },
            { label: "Daños y emergencias", value: "{emergencyEnergy}", href: "tel:{emergencyEnergy}" },
            { label: "Línea anticorrupción", value: "{antiCorruptionLine}", href: "tel:{antiCorruptionLine}" },
            { label: "WhatsApp", value: "{whatsappLine}" },
            { label: "Correo institucional y PQRS", value: "atencion@emsp.example", href: "mailto:atencion@emsp.example" },
            { label: "Notificaciones judiciales", value: "notificacionesjudiciales@emsp.example", href: "mailto:notificacionesjudiciales@emsp.example" },
          ],
        },
        {
          kind: "paragraph",
          text: "Las demandas, tutelas y citaciones judiciales deben enviarse únicamente al buzón de notificaciones judiciales, que se revisa cada día hábil; las PQRS que lleguen a ese buzón se trasladan al área de atención, pero su plazo empieza a correr desde el traslado.",
        },
      ],
    },
    {
      heading: "Entes que vigilan y regulan a la empresa",
      blocks: [
        {
          kind: "table",
          caption: "Autoridades de inspección, vigilancia, control y regulación",
          columns: ["Autoridad", "Qué revisa"],
          rows: [
            [
              "Superintendencia de Servicios Públicos Domiciliarios (SSPD)",
              "Calidad, continuidad y atención de energía, acueducto y alcantarillado; segunda instancia de los reclamos",
            ],
            ["Comisiones de regulación CREG, CRA y CRC", "Fijan las reglas tarifarias y de calidad de cada servicio"],
            ["Superintendencia de Industria y Comercio (SIC)", "Protección de usuarios de telecomunicaciones y de datos personales"],
            ["Contraloría Municipal", "Manejo de los recursos públicos y gestión fiscal"],
            ["Procuraduría General de la Nación y Personería Municipal", "Conducta de los servidores y garantía de los derechos ciudadanos"],
            ["Concejo Municipal", "Control político sobre la gestión de la empresa"],
          ],
        },
        {
          kind: "documents",
          items: [
            { title: "Ficha institucional de la empresa 2026", file: "/docs/entity-info-ficha-institucional-2026.pdf", format: "PDF", date: "2026-06-22" },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Directorio de entidades del sector", path: "/entities" },
            { label: "Oficinas de atención presencial", path: "/physicalCentersAttention" },
          ],
        },
      ],
    },
  ],
};

export default content;

import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Aquí se informa cuántos procesos judiciales tiene {brand} a favor y en contra, su cuantía, su estado y la provisión contable que respalda los riesgos, así como la política con la que el Comité de Conciliación busca prevenir nuevos litigios.",
  sections: [
    {
      heading: "Marco de la defensa jurídica",
      blocks: [
        {
          kind: "paragraph",
          text: "La defensa judicial está a cargo de la Secretaría General y de la Oficina Jurídica, con apoyo de abogados externos en procesos especializados. El Comité de Conciliación funciona según la Ley 2220 de 2022, estatuto de conciliación, y el Decreto 1069 de 2015: decide en qué casos se concilia, estudia la procedencia de la acción de repetición y adopta la política de prevención del daño antijurídico.",
        },
        {
          kind: "paragraph",
          text: "En 2025 el comité sesionó 26 veces, estudió 41 solicitudes de conciliación y aprobó 9 acuerdos por $ 412 millones, evitando procesos que habrían costado más en intereses y costas.",
        },
      ],
    },
    {
      heading: "Procesos judiciales al 31 de marzo de 2026",
      blocks: [
        {
          kind: "table",
          caption: "Procesos en contra de la empresa por tipo de acción (millones de pesos)",
          columns: ["Tipo de proceso", "Procesos activos", "Pretensiones", "Provisión contable"],
          rows: [
            ["Reparación directa (daños por fallas del servicio o accidentes con redes)", "18", "$ 9.840", "$ 2.310"],
            ["Nulidad y restablecimiento del derecho", "11", "$ 1.920", "$ 280"],
            ["Laborales ordinarios", "23", "$ 3.460", "$ 1.120"],
            ["Controversias contractuales", "4", "$ 6.750", "$ 940"],
            ["Acciones populares y de grupo", "6", "Sin cuantía", "No aplica"],
            ["Total", "62", "$ 21.970", "$ 4.650"],
          ],
          numeric: [1, 2, 3],
          note: "La provisión se calcula con los criterios de la Agencia Nacional de Defensa Jurídica del Estado, según la probabilidad de pérdida de cada proceso.",
        },
        {
          kind: "table",
          caption: "Procesos iniciados por la empresa (millones de pesos)",
          columns: ["Tipo de proceso", "Procesos activos", "Cuantía"],
          rows: [
            ["Ejecutivos por cartera de servicios públicos", "37", "$ 2.180"],
            ["Controversias contractuales por incumplimiento de contratistas", "2", "$ 1.350"],
            ["Acción de repetición", "1", "$ 94"],
            ["Total", "40", "$ 3.624"],
          ],
          numeric: [1, 2],
        },
        {
          kind: "paragraph",
          text: "Durante 2025 terminaron 14 procesos en contra de la empresa; 11 concluyeron con fallo favorable, lo que representa una tasa de éxito del 78,6 %.",
        },
      ],
    },
    {
      heading: "Política de prevención del daño antijurídico 2026-2027",
      blocks: [
        {
          kind: "paragraph",
          text: "El comité analizó las demandas de los últimos cinco años y encontró tres causas que explican el 71 % de los litigios. Para cada una se adoptaron medidas con responsables y fechas.",
        },
        {
          kind: "table",
          caption: "Causas de litigio y medidas de prevención adoptadas",
          columns: ["Causa", "Medida de prevención", "Responsable"],
          rows: [
            [
              "Accidentes por contacto con redes eléctricas cercanas a viviendas",
              "Inventario de distancias de seguridad y corrección de 420 puntos críticos",
              "Dirección de Distribución de Energía",
            ],
            [
              "Reclamaciones de contratistas por relación laboral encubierta",
              "Revisión jurídica previa de objetos y obligaciones de los contratos de prestación de servicios",
              "Dirección de Talento Humano",
            ],
            [
              "Nulidad de actos por fallas en la notificación",
              "Capacitación de los notificadores y verificación de direcciones antes de enviar citaciones",
              "Dirección Comercial",
            ],
          ],
        },
        {
          kind: "documents",
          items: [
            {
              title: "Relación de procesos judiciales, cuantías y provisiones a marzo de 2026",
              file: "/docs/defensa-juridica-procesos-marzo-2026.csv",
              format: "CSV",
              date: "2026-05-04",
            },
            {
              title: "Política de prevención del daño antijurídico 2026-2027",
              file: "/docs/defensa-juridica-politica-prevencion-2026.pdf",
              format: "PDF",
              date: "2026-02-25",
            },
          ],
        },
        {
          kind: "contacts",
          items: [
            { label: "Notificaciones judiciales", value: "notificacionesjudiciales@emsp.example", href: "mailto:notificacionesjudiciales@emsp.example" },
            { label: "Dirección para notificaciones", value: "{officeAddress}, San Rafael" },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Notificaciones judiciales", path: "/judicialNotices" },
            { label: "Estados financieros", path: "/estados-financieros" },
          ],
        },
      ],
    },
  ],
};

export default content;

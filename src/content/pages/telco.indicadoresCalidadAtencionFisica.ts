import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Estos indicadores muestran cómo se atendió en las oficinas de {brand} a los usuarios que acudieron por trámites de internet, televisión y telefonía durante el tercer trimestre de 2026: cuántos fueron atendidos, cuánto esperaron y cuántos resolvieron su trámite en la misma visita.",
  sections: [
    {
      heading: "Resultados mes a mes",
      blocks: [
        {
          kind: "table",
          caption: "Atención presencial de telecomunicaciones, julio a septiembre de 2026",
          columns: ["Indicador", "Julio", "Agosto", "Septiembre", "Trimestre"],
          rows: [
            ["Usuarios atendidos por trámites telco", "1.520", "1.460", "1.390", "4.370"],
            ["Tiempo promedio de espera (minutos)", "10", "9", "9", "9,3"],
            ["Usuarios atendidos en menos de 15 minutos", "88,4 %", "90,1 %", "91,2 %", "89,9 %"],
            ["Trámites resueltos en la misma visita", "91,8 %", "92,5 %", "93,0 %", "92,4 %"],
          ],
          numeric: [1, 2, 3, 4],
          note: "Fuente: sistema de turnos de las oficinas. Los usuarios de telecomunicaciones fueron el 15,8 % de las 27.640 visitas que recibieron las oficinas en el trimestre.",
        },
        {
          kind: "table",
          caption: "Usuarios telco atendidos por oficina, tercer trimestre de 2026",
          columns: ["Oficina", "Horario", "Usuarios atendidos"],
          rows: [
            ["Sede principal, {officeAddress}", "{officeHours}", "2.610"],
            ["Oficina La Estación, Calle 30 # 45-20", "Lunes a viernes, 8:00 a. m. a 4:00 p. m.; sábados, 8:00 a. m. a 12:00 m.", "1.480"],
            ["Punto El Alto, Calle Principal # 3-15", "Martes y jueves, 8:00 a. m. a 3:00 p. m.", "280"],
          ],
          numeric: [2],
        },
      ],
    },
    {
      heading: "Qué mide cada indicador",
      blocks: [
        {
          kind: "definitions",
          items: [
            {
              term: "Usuarios atendidos",
              description:
                "Turnos cerrados por un asesor para trámites de internet, televisión o telefonía; no incluye a quienes se retiraron antes de ser llamados.",
            },
            {
              term: "Tiempo promedio de espera",
              description: "Minutos entre la entrega del turno y el llamado del asesor, promediados sobre todos los turnos del mes.",
            },
            {
              term: "Atendidos en menos de 15 minutos",
              description: "Porcentaje de usuarios que esperaron menos de un cuarto de hora, el compromiso de servicio de la empresa.",
            },
            {
              term: "Resolución en la misma visita",
              description: "Porcentaje de trámites que el usuario terminó sin tener que volver, como cambios de plan, devolución de equipos o pagos.",
            },
          ],
        },
      ],
    },
    {
      heading: "Lectura de los resultados",
      blocks: [
        {
          kind: "paragraph",
          text: "La espera bajó de 10 a 9 minutos desde agosto, cuando se habilitó en la Oficina La Estación un módulo exclusivo para devolución de decodificadores y routers, el trámite que más turnos ocupaba. El punto de El Alto sigue atendiendo dos días por semana; quienes viven allí pueden hacer la mayoría de trámites por WhatsApp.",
        },
        {
          kind: "documents",
          items: [
            {
              title: "Atención presencial telco por mes y oficina, tercer trimestre de 2026",
              file: "/docs/indicadores-calidad-atencion-fisica-2026-t3.csv",
              format: "CSV",
              date: "2026-10-09",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Oficinas y horarios de atención", path: "/physicalCentersAttention" },
            { label: "Menú de indicadores de calidad", path: "/telco-indicadores-calidad" },
          ],
        },
      ],
    },
  ],
};

export default content;

import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Estos indicadores muestran cuántas personas atienden cada mes las oficinas de {brand}, cuánto esperan antes de ser llamadas y cuánto dura su atención, para que usted elija el mejor momento y lugar para hacer su trámite.",
  sections: [
    {
      heading: "Qué se mide y cómo",
      blocks: [
        {
          kind: "paragraph",
          text: "Cada turno se registra en el sistema de gestión de filas desde que el usuario toma la ficha hasta que el asesor cierra la atención. La medición responde a la obligación de informar sobre la calidad de la atención al ciudadano (Ley 1712 de 2014 y Decreto 1166 de 2016) y a los indicadores que la CRC pide a los operadores de telecomunicaciones.",
        },
      ],
    },
    {
      heading: "Tercer trimestre de 2026",
      blocks: [
        {
          kind: "table",
          caption: "Turnos atendidos por oficina, julio a septiembre de 2026",
          columns: ["Oficina", "Julio", "Agosto", "Septiembre", "Total", "Espera promedio"],
          rows: [
            ["Sede principal ({officeAddress})", "6.050", "5.950", "5.980", "17.980", "12 min"],
            ["Oficina La Estación (Calle 30 # 45-20)", "2.840", "2.770", "2.810", "8.420", "10 min"],
            ["Punto de atención El Alto", "420", "400", "420", "1.240", "7 min"],
            ["Total", "9.310", "9.120", "9.210", "27.640", "11 min"],
          ],
          numeric: [1, 2, 3, 4, 5],
          note: "La espera promedio total está ponderada por el número de turnos de cada oficina.",
        },
        {
          kind: "table",
          caption: "Otros indicadores del trimestre",
          columns: ["Indicador", "Resultado", "Meta"],
          rows: [
            ["Duración promedio de la atención", "13 min", "15 min o menos"],
            ["Turnos atendidos en menos de 20 minutos de espera", "88,5 %", "85,0 %"],
            ["Ocupación de los puestos de atención", "79,4 %", "Entre 70 % y 85 %"],
            ["Turnos preferenciales (personas mayores, gestantes, con discapacidad)", "4.120", "—"],
          ],
          numeric: [1],
        },
      ],
    },
    {
      heading: "Evolución en 2026",
      blocks: [
        {
          kind: "table",
          caption: "Visitas y espera promedio por trimestre",
          columns: ["Trimestre", "Visitas", "Espera promedio"],
          rows: [
            ["Primero", "28.910", "13 min"],
            ["Segundo", "28.150", "12 min"],
            ["Tercero", "27.640", "11 min"],
          ],
          numeric: [1, 2],
        },
        {
          kind: "paragraph",
          text: "La baja de visitas se explica por el uso creciente de WhatsApp y del pago en línea. La espera se redujo tras abrir dos puestos más en la sede principal los lunes y los días posteriores al vencimiento de la factura, que son las jornadas de mayor afluencia.",
        },
        {
          kind: "notice",
          tone: "info",
          title: "Consejo para evitar filas",
          text: "Los martes, miércoles y jueves entre 1:00 y 4:00 p. m. la espera en la sede principal suele ser inferior a 6 minutos.",
        },
      ],
    },
    {
      heading: "Descargas y enlaces",
      blocks: [
        {
          kind: "documents",
          items: [
            {
              title: "Indicadores de atención presencial 2026, detalle mensual por oficina",
              file: "/docs/indicadores-atencion-fisica-2026.csv",
              format: "CSV",
              date: "2026-10-10",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Centros de atención presencial", path: "/physicalCentersAttention" },
            { label: "Indicadores de calidad de la atención", path: "/transparencia/indicadoresCalidadAtencion" },
            { label: "Atención física en telecomunicaciones", path: "/telco-indicadores-calidad-atencion-fisica" },
          ],
        },
      ],
    },
  ],
};

export default content;

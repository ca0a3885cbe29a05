import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Este reporte muestra cuántas llamadas recibió la línea gratuita {freeLine} durante el tercer trimestre de 2026, cuántas fueron atendidas por un asesor, cuántas se abandonaron y cuánto esperó en promedio cada persona.",
  sections: [
    {
      heading: "Resultados de julio a septiembre de 2026",
      blocks: [
        {
          kind: "paragraph",
          text: "En el trimestre la línea recibió 48.210 llamadas; 46.474 fueron atendidas (96,4 %) y 1.736 se colgaron antes de hablar con un asesor (3,6 %). El tiempo promedio de espera fue de 38 segundos, contados desde que la persona elige la opción de hablar con un asesor hasta que este contesta.",
        },
        {
          kind: "table",
          caption: "Nivel de servicio mensual de la línea gratuita, tercer trimestre de 2026",
          columns: ["Mes", "Llamadas recibidas", "Llamadas atendidas", "Atendidas (%)", "Abandonadas", "Espera promedio (s)"],
          rows: [
            ["Julio", "16.480", "15.838", "96,1 %", "642", "41"],
            ["Agosto", "15.920", "15.363", "96,5 %", "557", "37"],
            ["Septiembre", "15.810", "15.273", "96,6 %", "537", "36"],
            ["Total trimestre", "48.210", "46.474", "96,4 %", "1.736", "38"],
          ],
          numeric: [1, 2, 3, 4, 5],
          note: "Incluye llamadas de energía, agua, alcantarillado y telecomunicaciones. No incluye la línea {emergencyEnergy} de daños y emergencias.",
        },
        {
          kind: "table",
          caption: "Llamadas del trimestre según el servicio consultado",
          columns: ["Servicio", "Recibidas", "Atendidas", "Atendidas (%)", "Abandonadas", "Espera promedio (s)"],
          rows: [
            ["Energía", "21.690", "20.940", "96,5 %", "750", "37"],
            ["Acueducto y alcantarillado", "15.430", "14.890", "96,5 %", "540", "36"],
            ["Telecomunicaciones", "11.090", "10.644", "96,0 %", "446", "42"],
          ],
          numeric: [1, 2, 3, 4, 5],
        },
      ],
    },
    {
      heading: "Cómo se miden estas cifras",
      blocks: [
        {
          kind: "definitions",
          items: [
            { term: "Llamada recibida", description: "Toda llamada que entra a la plataforma y supera el menú de bienvenida solicitando un asesor." },
            { term: "Llamada atendida", description: "La que un asesor contesta, sin importar la duración de la conversación." },
            {
              term: "Llamada abandonada",
              description: "La que el usuario termina mientras espera en cola; las que se cuelgan en los primeros 5 segundos no se cuentan.",
            },
            { term: "Tiempo de espera", description: "Promedio, en segundos, del tiempo en cola de las llamadas atendidas." },
          ],
        },
        {
          kind: "paragraph",
          text: "Para los servicios de internet, televisión y telefonía, la Res. CRC 5050 de 2016 exige a los proveedores mantener una línea gratuita de atención, medir su desempeño y entregar esos datos a la Comisión de Regulación de Comunicaciones en los formatos de reporte periódico. La empresa aplica las mismas reglas de medición a la atención de energía y acueducto para que los resultados sean comparables.",
        },
      ],
    },
    {
      heading: "Horario y uso de la línea",
      blocks: [
        {
          kind: "paragraph",
          text: "La línea funciona las 24 horas, cada día del año, y es gratuita desde teléfonos fijos y celulares de cualquier operador. Por esta vía usted puede radicar peticiones y reclamos, conocer el estado de su solicitud, pedir un duplicado de la factura o reportar un daño.",
        },
        {
          kind: "contacts",
          items: [
            { label: "Línea gratuita 24 horas", value: "{freeLine}", href: "tel:{freeLine}" },
            { label: "Daños y emergencias", value: "{emergencyEnergy}", href: "tel:{emergencyEnergy}" },
            { label: "WhatsApp", value: "{whatsappLine}" },
          ],
        },
        {
          kind: "notice",
          tone: "info",
          title: "Horas de mayor congestión",
          text: "Los lunes entre 8:00 y 10:00 de la mañana y los días siguientes a la entrega de facturas se concentra cerca del 30 % de las llamadas; si su trámite no es urgente, llamar en la tarde reduce la espera.",
        },
      ],
    },
    {
      heading: "Descargas y series históricas",
      blocks: [
        {
          kind: "documents",
          items: [
            {
              title: "Datos mensuales de la línea gratuita, tercer trimestre de 2026",
              file: "/docs/linea-atencion-gratuita-tercer-trimestre-2026.csv",
              format: "CSV",
              date: "2026-10-09",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Histórico de la línea gratuita desde 2023", path: "/indicatorsFreeHelpLine" },
            { label: "Líneas de atención gratuita de telecomunicaciones", path: "/telco-indicadores-calidad-lineas-atencion-gratuita" },
            { label: "Volver a los indicadores de calidad de la atención", path: "/transparencia/indicadoresCalidadAtencion" },
          ],
        },
      ],
    },
  ],
};

export default content;

import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Consulte la evolución de la línea gratuita de atención {freeLine} de {brand} durante los últimos ocho trimestres: llamadas recibidas, atendidas y abandonadas, y el tiempo que esperaron los usuarios para hablar con un asesor.",
  sections: [
    {
      heading: "Serie histórica por trimestre",
      blocks: [
        {
          kind: "table",
          caption: "Línea gratuita de atención, cuarto trimestre de 2024 a tercer trimestre de 2026",
          columns: ["Trimestre", "Llamadas recibidas", "Llamadas atendidas", "Llamadas abandonadas", "Atención", "Abandono", "Espera promedio (s)"],
          rows: [
            ["2024 T4", "51.870", "48.654", "3.216", "93,8 %", "6,2 %", "52"],
            ["2025 T1", "53.140", "50.005", "3.135", "94,1 %", "5,9 %", "49"],
            ["2025 T2", "50.920", "48.170", "2.750", "94,6 %", "5,4 %", "47"],
            ["2025 T3", "49.760", "47.272", "2.488", "95,0 %", "5,0 %", "45"],
            ["2025 T4", "50.310", "47.945", "2.365", "95,3 %", "4,7 %", "44"],
            ["2026 T1", "51.480", "49.266", "2.214", "95,7 %", "4,3 %", "42"],
            ["2026 T2", "49.650", "47.664", "1.986", "96,0 %", "4,0 %", "40"],
            ["2026 T3", "48.210", "46.474", "1.736", "96,4 %", "3,6 %", "38"],
          ],
          numeric: [1, 2, 3, 4, 5, 6],
          note: "Incluye las llamadas de energía, acueducto, alcantarillado y telecomunicaciones. La línea {emergencyEnergy} de daños y emergencias se mide aparte.",
        },
      ],
    },
    {
      heading: "Detalle mensual del último trimestre",
      blocks: [
        {
          kind: "table",
          caption: "Llamadas por mes, julio a septiembre de 2026",
          columns: ["Mes", "Recibidas", "Atendidas", "Atención", "Abandonadas", "Espera promedio (s)"],
          rows: [
            ["Julio", "16.480", "15.838", "96,1 %", "642", "41"],
            ["Agosto", "15.920", "15.363", "96,5 %", "557", "37"],
            ["Septiembre", "15.810", "15.273", "96,6 %", "537", "36"],
          ],
          numeric: [1, 2, 3, 4, 5],
        },
      ],
    },
    {
      heading: "Qué muestran las cifras",
      blocks: [
        {
          kind: "list",
          items: [
            "En dos años, la proporción de llamadas abandonadas bajó de 6,2 % a 3,6 %: hoy se pierden casi la mitad de llamadas que a finales de 2024.",
            "La espera promedio pasó de 52 a 38 segundos después de ampliar los turnos nocturnos y de permitir que el menú de voz informe los cortes programados sin pasar a un asesor.",
            "El primer trimestre de cada año es el de más llamadas, por las consultas de facturación de diciembre y enero.",
            "El volumen total tiende a bajar porque más usuarios resuelven sus trámites por WhatsApp y por el portal.",
          ],
        },
        {
          kind: "paragraph",
          text: "Una llamada cuenta como abandonada cuando el usuario cuelga después de elegir una opción y antes de que conteste un asesor. Las llamadas que terminan en el menú automático, por ejemplo para consultar el saldo, no se incluyen en el cálculo.",
        },
      ],
    },
    {
      heading: "Descargas y páginas relacionadas",
      blocks: [
        {
          kind: "documents",
          items: [
            {
              title: "Serie trimestral de la línea gratuita 2024-2026 (datos abiertos)",
              file: "/docs/indicators-free-help-line-2024-2026.csv",
              format: "CSV",
              date: "2026-10-16",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Resultados del último trimestre en el menú de transparencia", path: "/transparencia/indicadoresCalidadAtencion/lineaAtencionGratuita" },
            { label: "Línea gratuita de soporte telco", path: "/telco-indicadores-calidad-lineas-atencion-gratuita" },
          ],
        },
        { kind: "contacts", items: [{ label: "Línea gratuita 24 horas", value: "{freeLine}", href: "tel:{freeLine}" }] },
      ],
    },
  ],
};

export default content;

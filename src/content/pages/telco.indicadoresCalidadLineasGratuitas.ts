import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Aquí se publica, mes a mes, cuántas llamadas recibió la opción de soporte de internet, televisión y telefonía de la línea gratuita de {brand}, qué porcentaje atendió un asesor y cuánto esperaron los usuarios.",
  sections: [
    {
      heading: "Resultados del tercer trimestre de 2026",
      blocks: [
        {
          kind: "table",
          caption: "Opción de soporte telco de la línea {freeLine}, julio a septiembre de 2026",
          columns: ["Indicador", "Julio", "Agosto", "Septiembre", "Trimestre"],
          rows: [
            ["Llamadas recibidas", "3.790", "3.680", "3.620", "11.090"],
            ["Llamadas atendidas por un asesor", "3.629", "3.533", "3.482", "10.644"],
            ["Porcentaje de atención", "95,8 %", "96,0 %", "96,2 %", "96,0 %"],
            ["Llamadas abandonadas", "161", "147", "138", "446"],
            ["Porcentaje de abandono", "4,2 %", "4,0 %", "3,8 %", "4,0 %"],
            ["Tiempo promedio de espera (segundos)", "44", "42", "40", "42"],
            ["Atendidas en 20 segundos o menos", "76,8 %", "78,9 %", "80,4 %", "78,7 %"],
            ["Casos resueltos en la primera llamada", "72,4 %", "73,8 %", "74,6 %", "73,6 %"],
          ],
          numeric: [1, 2, 3, 4],
          note: "La opción telco recibió el 23,0 % de las 48.210 llamadas que entraron a la línea gratuita en el trimestre, incluidas las de energía y agua.",
        },
      ],
    },
    {
      heading: "Explicación de los indicadores",
      blocks: [
        {
          kind: "definitions",
          items: [
            {
              term: "Llamadas recibidas",
              description: "Todas las llamadas que eligieron la opción de soporte telco en el menú de voz, aunque luego colgaran.",
            },
            {
              term: "Porcentaje de atención",
              description: "Llamadas atendidas por un asesor divididas por las recibidas. Las que se resuelven solo con el menú de voz no se suman aquí.",
            },
            {
              term: "Llamadas abandonadas",
              description: "Usuarios que colgaron mientras esperaban a un asesor, en cantidad y como porcentaje de las recibidas.",
            },
            { term: "Tiempo promedio de espera", description: "Segundos entre la selección de la opción y la respuesta del asesor." },
            {
              term: "Resolución en la primera llamada",
              description: "Casos cerrados sin que el usuario tuviera que volver a llamar por el mismo motivo dentro de los siete días siguientes.",
            },
          ],
        },
      ],
    },
    {
      heading: "Qué se hizo para mejorar",
      blocks: [
        {
          kind: "list",
          items: [
            "Desde julio, el asesor puede reiniciar a distancia el router del usuario y ver el nivel de señal de la fibra durante la llamada.",
            "En agosto se sumaron dos asesores en la franja de 6:00 p. m. a 10:00 p. m., cuando más llaman los usuarios de internet.",
            "El menú de voz ahora informa si hay una falla masiva en el barrio antes de pasar la llamada a un asesor.",
          ],
        },
        {
          kind: "documents",
          items: [
            {
              title: "Indicadores de la línea gratuita telco, tercer trimestre de 2026",
              file: "/docs/indicadores-calidad-lineas-gratuitas-2026-t3.csv",
              format: "CSV",
              date: "2026-10-09",
            },
          ],
        },
        { kind: "contacts", items: [{ label: "Línea gratuita 24 horas", value: "{freeLine}", href: "tel:{freeLine}" }] },
        {
          kind: "links",
          items: [
            { label: "Serie histórica de la línea gratuita", path: "/indicatorsFreeHelpLine" },
            { label: "Menú de indicadores de calidad", path: "/telco-indicadores-calidad" },
          ],
        },
      ],
    },
  ],
};

export default content;

import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Aquí encuentra las mediciones técnicas de la red de {brand} en el tercer trimestre de 2026: disponibilidad, velocidad, latencia y pérdida de paquetes del internet fijo, y la calidad de la televisión y de la telefonía fija o línea básica.",
  sections: [
    {
      heading: "Internet fijo",
      blocks: [
        {
          kind: "table",
          caption: "Calidad del servicio de internet por fibra óptica, julio a septiembre de 2026",
          columns: ["Indicador", "Julio", "Agosto", "Septiembre", "Trimestre"],
          rows: [
            ["Disponibilidad de la red", "99,95 %", "99,91 %", "99,93 %", "99,93 %"],
            ["Velocidad efectiva de descarga frente a la contratada", "95,8 %", "96,2 %", "96,3 %", "96,1 %"],
            ["Velocidad efectiva de carga frente a la contratada", "96,4 %", "96,7 %", "96,9 %", "96,7 %"],
            ["Latencia promedio (ms)", "12,4", "11,9", "11,7", "12,0"],
            ["Variación de la latencia (ms)", "1,8", "1,6", "1,5", "1,6"],
            ["Pérdida de paquetes", "0,08 %", "0,07 %", "0,06 %", "0,07 %"],
          ],
          numeric: [1, 2, 3, 4],
          note: "Mediciones automáticas desde 24 sondas instaladas en nodos y hogares de prueba, con más de 86.000 pruebas al mes hacia servidores ubicados en Colombia.",
        },
        {
          kind: "paragraph",
          text: "La disponibilidad más baja de agosto se debió a un corte de fibra troncal causado por una obra vial en La Estación el 14 de agosto, que dejó sin servicio a 1.900 usuarios durante 2 horas y 40 minutos. A los afectados se les descontó el tiempo sin servicio en la factura de septiembre.",
        },
      ],
    },
    {
      heading: "Televisión y telefonía fija",
      blocks: [
        {
          kind: "table",
          caption: "Calidad de televisión por suscripción, julio a septiembre de 2026",
          columns: ["Indicador", "Julio", "Agosto", "Septiembre"],
          rows: [
            ["Disponibilidad de la señal", "99,96 %", "99,94 %", "99,95 %"],
            ["Reportes de falla por cada 100 suscriptores", "0,31", "0,28", "0,26"],
            ["Tiempo promedio de solución (horas)", "6,2", "5,8", "5,5"],
          ],
          numeric: [1, 2, 3],
        },
        {
          kind: "table",
          caption: "Calidad de la línea básica de telefonía, julio a septiembre de 2026",
          columns: ["Indicador", "Julio", "Agosto", "Septiembre"],
          rows: [
            ["Disponibilidad del servicio", "99,97 %", "99,96 %", "99,98 %"],
            ["Llamadas completadas", "98,6 %", "98,8 %", "98,9 %"],
            ["Reportes de daño por cada 100 líneas", "0,42", "0,38", "0,35"],
            ["Tiempo promedio de reparación (horas)", "7,1", "6,6", "6,2"],
          ],
          numeric: [1, 2, 3],
        },
      ],
    },
    {
      heading: "Qué significa cada indicador",
      blocks: [
        {
          kind: "definitions",
          items: [
            {
              term: "Disponibilidad",
              description: "Porcentaje del tiempo del mes en que la red prestó el servicio sin interrupciones atribuibles a la empresa.",
            },
            { term: "Velocidad efectiva", description: "Velocidad realmente medida, expresada como porcentaje de la velocidad contratada en cada plan." },
            { term: "Latencia", description: "Tiempo de ida y vuelta de un paquete entre el usuario y el servidor de prueba, en milisegundos." },
            {
              term: "Pérdida de paquetes",
              description: "Proporción de datos enviados que no llegan a su destino; por encima del 1 % se notan cortes en video y voz.",
            },
            {
              term: "Llamadas completadas",
              description: "Llamadas que logran comunicarse sobre el total de intentos, sin contar las que no contesta el destino.",
            },
          ],
        },
        {
          kind: "documents",
          items: [
            {
              title: "Mediciones de calidad de internet, televisión y línea básica, tercer trimestre de 2026",
              file: "/docs/indicadores-calidad-internet-tv-linea-basica-2026-t3.csv",
              format: "CSV",
              date: "2026-10-01",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Cómo medir su propia velocidad", path: "/telco-medidor-velocidad" },
            { label: "Serie histórica de calidad telco", path: "/qualityTelco" },
          ],
        },
      ],
    },
  ],
};

export default content;

import type { PageContent } from "../types";

const content: PageContent = {
  lead: "El laboratorio de medidores de {brand} calibra y ensaya medidores de energía y transformadores de medida con acreditación del Organismo Nacional de Acreditación de Colombia (ONAC), lo que da validez oficial a cada certificado que emite.",
  sections: [
    {
      heading: "Acreditación y alcance",
      blocks: [
        {
          kind: "paragraph",
          text: "El laboratorio funciona desde 2011 y obtuvo la acreditación del ONAC en 2019 bajo la norma NTC-ISO/IEC 17025:2017, que exige competencia técnica, imparcialidad y trazabilidad de las mediciones a patrones nacionales. La acreditación se renovó en mayo de 2024 y está vigente hasta mayo de 2029, con auditorías anuales de seguimiento.",
        },
        {
          kind: "table",
          caption: "Alcance acreditado del laboratorio de medidores",
          columns: ["Equipo", "Magnitud", "Clases de exactitud", "Norma de ensayo"],
          rows: [
            ["Medidores estáticos de energía activa", "kWh", "1 y 2", "NTC 4052 (IEC 62053-21)"],
            ["Medidores estáticos de alta exactitud", "kWh", "0,2S y 0,5S", "NTC 4569 (IEC 62053-22)"],
            ["Medidores de energía reactiva", "kvarh", "2 y 3", "IEC 62053-23"],
            ["Transformadores de corriente", "Relación y ángulo", "0,2S y 0,5S", "NTC 2205"],
            ["Transformadores de tensión", "Relación y ángulo", "0,2 y 0,5", "NTC 2207"],
          ],
        },
      ],
    },
    {
      heading: "Instalaciones y capacidad",
      blocks: [
        {
          kind: "paragraph",
          text: "Contamos con dos bancos automáticos de 20 posiciones para medidores monofásicos y trifásicos, un patrón de referencia clase 0,02 calibrado cada año por el Instituto Nacional de Metrología y un puesto para ensayo de transformadores de medida. La capacidad instalada es de 1.800 medidores al mes; en 2025 se calibraron 16.940 equipos, de los cuales el 38 % pertenecía a clientes externos.",
        },
        {
          kind: "paragraph",
          text: "El laboratorio opera en la sede de La Estación, Calle 30 # 45-20, con recepción de equipos de lunes a viernes entre las 7:30 a. m. y las 4:00 p. m. La temperatura y la humedad de las salas se controlan y registran de forma continua, como lo exige la norma.",
        },
      ],
    },
    {
      heading: "Cómo pedir la verificación de su medidor",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Solicite la prueba por la línea gratuita, el correo de atención o en una oficina, indicando el número de cuenta y el motivo.",
            "Un técnico retira el medidor en presencia del usuario, lo sella en una bolsa numerada y deja un equipo provisional para que no se quede sin servicio.",
            "El laboratorio ensaya el medidor en un plazo de tres días hábiles; usted o un técnico de su confianza puede presenciar la prueba si lo pide con anticipación.",
            "Recibe el certificado con los errores encontrados. Si el medidor está fuera de la clase de exactitud, se reemplaza y se revisan los consumos facturados.",
          ],
        },
        {
          kind: "notice",
          tone: "info",
          text: "Usted puede llevar su medidor a cualquier otro laboratorio acreditado por el ONAC; la empresa acepta ese certificado en las mismas condiciones que el propio.",
        },
      ],
    },
    {
      heading: "Documentos y precios",
      blocks: [
        {
          kind: "documents",
          items: [
            {
              title: "Alcance de la acreditación ONAC del laboratorio de medidores",
              file: "/docs/laboratories-energy-alcance-acreditacion.pdf",
              format: "PDF",
              date: "2024-05-20",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Precios de calibración y ensayo", path: "/energia/ratesLaboratory" },
            { label: "Reclamos por alto consumo", path: "/pqr" },
          ],
        },
        {
          kind: "contacts",
          items: [
            { label: "Conmutador, extensión del laboratorio 3120", value: "{switchboard}", href: "tel:{switchboard}" },
            { label: "Correo de atención", value: "atencion@emsp.example", href: "mailto:atencion@emsp.example" },
          ],
        },
      ],
    },
  ],
};

export default content;

import type { PageContent } from "../types";

const content: PageContent = {
  lead: "La guía de canales muestra cómo está organizada la parrilla de Televisión 120 de {brand}: qué grupos de canales incluye, en qué número del decodificador los encuentra y cuáles se emiten en alta definición.",
  sections: [
    {
      heading: "Parrilla por categorías",
      blocks: [
        {
          kind: "table",
          caption: "Distribución de los 120 canales del plan Televisión 120, noviembre de 2026",
          columns: ["Categoría", "Números en el decodificador", "Cantidad de canales", "En alta definición"],
          rows: [
            ["Nacionales y públicos", "2 a 9", "8", "5"],
            ["Regionales", "10 a 19", "10", "3"],
            ["Noticias", "20 a 31", "12", "4"],
            ["Entretenimiento y series", "32 a 59", "28", "9"],
            ["Películas", "60 a 75", "16", "6"],
            ["Deportes", "76 a 89", "14", "6"],
            ["Infantiles", "90 a 103", "14", "3"],
            ["Cultura, documentales y educación", "104 a 113", "10", "2"],
            ["Música, religiosos y canal local", "114 a 121", "8", "0"],
            ["Total", "2 a 121", "120", "38"],
          ],
          numeric: [2, 3],
        },
      ],
    },
    {
      heading: "Canales de interés público",
      blocks: [
        {
          kind: "paragraph",
          text: "Por mandato de la Ley 680 de 2001 y de la regulación de televisión que hoy aplica la CRC, la parrilla incluye sin costo adicional los canales públicos nacionales, como Señal Colombia y el Canal Institucional, y los canales regionales de televisión abierta. Estos canales no pueden retirarse de ningún plan.",
        },
        {
          kind: "paragraph",
          text: "En el número 121 está el canal comunitario local de San Rafael, que transmite las sesiones del Concejo Municipal, la programación cultural de la Casa de la Cultura y los avisos de cortes programados de energía y agua.",
        },
      ],
    },
    {
      heading: "Uso del decodificador",
      blocks: [
        {
          kind: "list",
          items: [
            "Pulse la tecla GUÍA del control remoto para ver la programación de los próximos siete días.",
            "Los canales en alta definición necesitan un televisor HD y la conexión por cable HDMI.",
            "El control parental se activa en el menú Configuración con un código de cuatro dígitos y permite bloquear canales o programas por clasificación de edad.",
            "Si la imagen se congela, apague el decodificador, espere un minuto y vuelva a encenderlo antes de reportar la falla.",
          ],
        },
      ],
    },
    {
      heading: "Cambios en la parrilla",
      blocks: [
        {
          kind: "paragraph",
          text: "Cuando un canal sale de la parrilla por terminación del contrato con su programador, la empresa avisa a los suscriptores con al menos 30 días calendario de anticipación, en la factura y en este portal, e incluye un canal de la misma categoría en su reemplazo. El último cambio se hizo el 1 de mayo de 2026 en la categoría de películas.",
        },
        {
          kind: "documents",
          items: [
            { title: "Parrilla completa de canales, noviembre de 2026", file: "/docs/canales-parrilla-noviembre-2026.pdf", format: "PDF", date: "2026-11-03" },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Contratar televisión o un combo", path: "/telco-marketplace" },
            { label: "Calidad de la señal de televisión", path: "/telco-indicadores-calidad-calidad-internet-tv-lineabasica" },
          ],
        },
      ],
    },
  ],
};

export default content;

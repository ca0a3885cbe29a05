import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Esta guía le explica cómo medir de forma confiable la velocidad de descarga, la de carga y la latencia de su internet de {brand}, cómo interpretar el resultado y qué hacer si la conexión está por debajo de lo contratado.",
  sections: [
    {
      heading: "Qué mide una prueba de velocidad",
      blocks: [
        {
          kind: "definitions",
          items: [
            {
              term: "Velocidad de descarga",
              description: "Cuántos megabits por segundo (Mbps) recibe su equipo desde internet; es la que usa al ver videos o abrir páginas.",
            },
            {
              term: "Velocidad de carga",
              description:
                "Cuántos Mbps envía su equipo hacia internet, por ejemplo al enviar archivos o en una videollamada. En fibra es igual a la de descarga.",
            },
            {
              term: "Latencia o ping",
              description:
                "El tiempo, en milisegundos (ms), que tarda un dato en ir y volver. Menos de 20 ms es un valor muy bueno para una conexión de fibra.",
            },
            {
              term: "Variación o jitter",
              description: "Cuánto cambia la latencia de una medición a otra; si es alta, las llamadas por internet se entrecortan.",
            },
          ],
        },
      ],
    },
    {
      heading: "Cómo hacer una medición confiable",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Conecte un computador al router con un cable de red categoría 5e o superior; un puerto o un cable antiguo de 100 Mbps limita el resultado.",
            "Cierre descargas, actualizaciones, plataformas de video y aplicaciones de respaldo en la nube, y desconecte los demás equipos del wifi.",
            "Use un servidor de prueba ubicado en Colombia y, si puede, el más cercano a San Rafael.",
            "Repita la prueba tres veces en horarios distintos, por ejemplo a las 7:00 a. m., a las 2:00 p. m. y a las 9:00 p. m., y anote cada resultado con fecha y hora.",
            "Compare el promedio con la velocidad mínima garantizada de su plan, que es el 80 % de la contratada.",
          ],
        },
        {
          kind: "notice",
          tone: "info",
          title: "Por wifi el resultado siempre será menor",
          text: "Un celular o un portátil conectado por wifi rara vez supera 300 a 600 Mbps, aunque el plan sea de 900 Mbps. La distancia al router, las paredes y la banda usada (2,4 GHz o 5 GHz) influyen más que la red de fibra.",
        },
      ],
    },
    {
      heading: "Cómo interpretar los resultados",
      blocks: [
        {
          kind: "table",
          caption: "Valores de referencia medidos por cable",
          columns: ["Plan", "Velocidad mínima garantizada", "Resultado esperado habitual", "Latencia esperada"],
          rows: [
            ["300 Mbps", "240 Mbps", "285 a 300 Mbps", "Menos de 20 ms"],
            ["600 Mbps", "480 Mbps", "570 a 600 Mbps", "Menos de 20 ms"],
            ["900 Mbps", "720 Mbps", "850 a 900 Mbps", "Menos de 20 ms"],
          ],
          numeric: [1, 2, 3],
          note: "En el tercer trimestre de 2026 la velocidad efectiva promedio de la red fue del 96,1 % de la contratada.",
        },
      ],
    },
    {
      heading: "Si su velocidad es baja",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Reinicie el router: desconéctelo de la energía durante 30 segundos y espere cinco minutos a que las luces se estabilicen.",
            "Vuelva a medir por cable. Si el valor por cable es bueno y solo falla el wifi, acerque el equipo al router o pida una revisión de la ubicación del router.",
            "Si por cable sigue por debajo del mínimo garantizado, llame a la línea gratuita {freeLine} y tenga a mano los resultados anotados.",
            "El asesor registra una queja con su Código Único Numérico (CUN) y revisa la señal a distancia; si es necesario, agenda una visita técnica sin costo.",
            "Si se confirma una falla de la red que afectó el servicio, puede pedir que se descuente de su factura el tiempo en que no recibió lo contratado.",
          ],
        },
        {
          kind: "paragraph",
          text: "La empresa debe responder su queja en un máximo de 15 días hábiles. Si la respuesta no le satisface, puede interponer recurso de reposición y, en subsidio, de apelación, que resuelve la Superintendencia de Industria y Comercio.",
        },
        {
          kind: "links",
          items: [
            { label: "Presentar una PQR", path: "/newPQRS" },
            { label: "Resultados de calidad de internet", path: "/telco-indicadores-calidad-calidad-internet-tv-lineabasica" },
            { label: "Planes de internet", path: "/telco-internet" },
          ],
        },
      ],
    },
  ],
};

export default content;

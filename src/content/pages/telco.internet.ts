import type { PageContent } from "../types";

const content: PageContent = {
  lead: "El internet hogar de {brand} llega por fibra óptica hasta su vivienda o negocio, con la misma velocidad de subida y de bajada, soporte técnico con personal de San Rafael y sin cláusula de permanencia.",
  sections: [
    {
      heading: "Planes de internet",
      blocks: [
        {
          kind: "table",
          caption: "Planes de internet fijo por fibra óptica (FTTH), vigentes desde noviembre de 2026",
          columns: ["Velocidad contratada", "Velocidad mínima garantizada", "Precio con IVA", "Precio estratos 1 y 2", "Permanencia"],
          rows: [
            ["300 Mbps simétricos", "240 Mbps", "$ 79.900", "$ 67.143", "Sin cláusula"],
            ["600 Mbps simétricos", "480 Mbps", "$ 99.900", "$ 83.950", "Sin cláusula"],
            ["900 Mbps simétricos", "720 Mbps", "$ 129.900", "$ 109.160", "Sin cláusula"],
          ],
          numeric: [0, 1, 2, 3],
          note: "Velocidad mínima garantizada: 80 % de la contratada, medida por cable en el puerto del router. Estratos 1 y 2 residenciales exentos de IVA en internet fijo (Estatuto Tributario, art. 476).",
        },
      ],
    },
    {
      heading: "Qué hace diferente a la fibra óptica",
      blocks: [
        {
          kind: "list",
          items: [
            "Velocidad simétrica: útil para videollamadas, clases virtuales, trabajo en casa y copias de seguridad en la nube.",
            "Latencia baja, alrededor de 12 milisegundos dentro de la red, que mejora los juegos en línea y las llamadas por internet.",
            "La señal no se degrada con la distancia ni con la lluvia, como sí ocurre en redes de cobre.",
            "Router wifi 6 de doble banda incluido en comodato, con la posibilidad de añadir un repetidor en casas de dos pisos.",
            "Navegación ilimitada: no hay topes de datos ni reducción de velocidad por consumo.",
          ],
        },
      ],
    },
    {
      heading: "Planes para negocios",
      blocks: [
        {
          kind: "paragraph",
          text: "Comercios, consultorios y pequeñas empresas pueden contratar los mismos planes con factura electrónica a nombre de la empresa, dirección IP fija por $ 15.000 adicionales al mes y atención prioritaria de daños con un tiempo objetivo de solución de ocho horas en el casco urbano.",
        },
        {
          kind: "paragraph",
          text: "Los planes de negocio causan IVA del 19 % sin importar el estrato del inmueble y pueden incluir varias líneas telefónicas con el mismo número de cabecera.",
        },
      ],
    },
    {
      heading: "Soporte técnico local",
      blocks: [
        {
          kind: "paragraph",
          text: "Si su conexión falla, reinicie primero el router desconectándolo 30 segundos. Si el problema sigue, llame a la línea gratuita: el asesor revisa la señal de su equipo a distancia y, cuando hace falta, agenda una visita sin costo si la falla es de la red.",
        },
        {
          kind: "contacts",
          items: [
            { label: "Soporte 24 horas", value: "{freeLine}", href: "tel:{freeLine}" },
            { label: "Correo de soporte", value: "telco@emsp.example", href: "mailto:telco@emsp.example" },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Cómo medir bien su velocidad", path: "/telco-medidor-velocidad" },
            { label: "Tienda de planes y combos", path: "/telco-marketplace" },
            { label: "Casos en que puede limitarse la velocidad", path: "/telco-limitacion-velocidad" },
          ],
        },
      ],
    },
  ],
};

export default content;

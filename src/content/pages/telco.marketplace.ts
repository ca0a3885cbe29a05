import type { PageContent } from "../types";

const content: PageContent = {
  lead: "En la tienda de planes usted compara, en una sola vista, las velocidades, los precios y las condiciones de internet, televisión y telefonía fija que {brand} ofrece en su dirección, . Hoy el portal no permite contratar un plan en línea: para contratarlo llame a la línea gratuita {freeLine}, escriba al WhatsApp {whatsappLine}, acérquese a una oficina de atención o radique una solicitud en PQRS, y un asesor confirma la cobertura en su dirección y le envía el contrato.",
  sections: [
    {
      heading: "Planes individuales",
      blocks: [
        {
          kind: "table",
          caption: "Planes de internet por fibra óptica, noviembre de 2026",
          columns: ["Plan", "Descarga", "Carga", "Precio estratos 3 a 6 (IVA incluido)", "Precio estratos 1 y 2 (sin IVA)", "Permanencia"],
          rows: [
            ["Fibra 300", "300 Mbps", "300 Mbps", "$ 79.900", "$ 67.143", "Ninguna"],
            ["Fibra 600", "600 Mbps", "600 Mbps", "$ 99.900", "$ 83.950", "Ninguna"],
            ["Fibra 900", "900 Mbps", "900 Mbps", "$ 129.900", "$ 109.160", "Ninguna"],
          ],
          numeric: [1, 2, 3, 4],
          note: "La exclusión de IVA aplica a suscriptores residenciales de estratos 1 y 2 según el artículo 476 del Estatuto Tributario. Los planes para negocios se facturan con IVA del 19 %.",
        },
        {
          kind: "table",
          caption: "Televisión y telefonía fija",
          columns: ["Plan", "Qué incluye", "Precio mensual (IVA incluido)", "Permanencia"],
          rows: [
            ["Televisión 120", "120 canales, 38 en HD, un decodificador", "$ 49.900", "Ninguna"],
            ["Decodificador adicional", "Para un segundo televisor", "$ 6.900", "Ninguna"],
            ["Telefonía local ilimitada", "Minutos locales sin límite, identificador de llamadas", "$ 18.900", "Ninguna"],
          ],
          numeric: [2],
        },
      ],
    },
    {
      heading: "Combos con descuento",
      blocks: [
        {
          kind: "paragraph",
          text: "Al unir servicios en una misma factura el valor mensual baja frente a la suma de los planes por separado. El descuento se mantiene mientras conserve los servicios del combo; si retira uno, los demás pasan al precio individual, sin multa ni penalidad.",
        },
        {
          kind: "table",
          caption: "Combos disponibles en zonas con fibra",
          columns: ["Combo", "Servicios", "Precio mensual (IVA incluido)", "Ahorro frente a planes sueltos"],
          rows: [
            ["Dúo Hogar", "Internet 300 Mbps + Televisión 120", "$ 119.900", "$ 9.900"],
            ["Dúo Conectado", "Internet 600 Mbps + telefonía ilimitada", "$ 109.900", "$ 8.900"],
            ["Trío Familia", "Internet 600 Mbps + Televisión 120 + telefonía", "$ 154.900", "$ 13.800"],
            ["Trío Total", "Internet 900 Mbps + Televisión 120 + telefonía", "$ 179.900", "$ 18.800"],
          ],
          numeric: [2, 3],
        },
      ],
    },
    {
      heading: "Cómo contratar un plan hoy",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Elija en esta página el plan o el combo que le interesa.",
            "Comuníquese con nosotros: línea gratuita {freeLine}, WhatsApp {whatsappLine}, una oficina de atención ({officeAddress}; {officeHours}) o una solicitud en PQRS. Tenga a mano la dirección del inmueble y el documento del titular.",
            "El asesor confirma si hay fibra disponible en su dirección y registra su solicitud con un número.",
            "Reciba el contrato único de servicios en su correo y acéptelo.",
            "Acuerde la fecha de la visita: la instalación se programa dentro de los cinco días hábiles siguientes en el casco urbano.",
          ],
        },
        {
          kind: "notice",
          tone: "info",
          title: "Instalación sin costo",
          text: "La instalación estándar, el router wifi y el decodificador no tienen costo de entrada; los equipos quedan en comodato y debe devolverlos cuando termine el contrato.",
        },
      ],
    },
    {
      heading: "Antes de contratar",
      blocks: [
        {
          kind: "faq",
          items: [
            {
              question: "¿Puedo cancelar cuando quiera?",
              answer:
                "Sí. Ningún plan tiene cláusula de permanencia mínima, de modo que puede terminar el contrato en cualquier momento por cualquier canal de atención, sin pagar multa.",
            },
            {
              question: "¿El precio sube al cabo de unos meses?",
              answer:
                "No hay precios promocionales que cambien a los tres o seis meses. Cualquier ajuste de tarifa se le informa con al menos un mes de anticipación y usted puede terminar el contrato si no lo acepta.",
            },
            {
              question: "¿Qué necesito para contratar un plan de negocio?",
              answer: "El RUT o el certificado de existencia y representación legal de la empresa, además del documento del representante legal.",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Letra pequeña explicada en lenguaje claro", path: "/telco-condiciones-restricciones" },
            { label: "Consulte la cobertura por barrio", path: "/telco-cobertura" },
            { label: "Medios de pago", path: "/paymentMethods" },
          ],
        },
      ],
    },
  ],
};

export default content;

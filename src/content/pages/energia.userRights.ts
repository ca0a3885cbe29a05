import type { PageContent } from "../types";

const content: PageContent = {
  lead: "La relación entre usted y {brand} se rige por el contrato de condiciones uniformes del servicio de energía. Esta página resume, en lenguaje sencillo, los derechos que ese contrato le garantiza y los deberes que usted asume como usuario.",
  sections: [
    {
      heading: "El contrato de condiciones uniformes",
      blocks: [
        {
          kind: "paragraph",
          text: "Es un contrato que la empresa ofrece en iguales condiciones a cada usuario y que se perfecciona desde el momento en que el servicio se presta en su inmueble, aunque usted no haya firmado nada. Lo regulan el artículo 128 de la Ley 142 de 1994 y la Resolución CREG 108 de 1997. La versión vigente del contrato de {brand} fue revisada en 2025 y cualquier usuario puede pedir una copia gratuita.",
        },
      ],
    },
    {
      heading: "Sus derechos",
      blocks: [
        {
          kind: "definitions",
          items: [
            {
              term: "Medición real",
              description:
                "Que su consumo se mida con un medidor calibrado y que la factura se base en la lectura; solo se estima cuando no es posible leer, y la causa debe explicarse en la factura.",
            },
            {
              term: "Factura clara y a tiempo",
              description:
                "Recibir la factura por lo menos cinco días hábiles antes de la fecha de pago oportuno, con el detalle de consumo, tarifa, subsidio o contribución y otros cobros.",
            },
            {
              term: "Calidad del servicio",
              description:
                "Recibir energía con la continuidad y el voltaje que exige la regulación y ser compensado en la factura cuando las interrupciones superan los límites fijados por la CREG.",
            },
            {
              term: "Debido proceso",
              description: "Ser informado y poder defenderse antes de que se le cobre una energía dejada de facturar o se le imponga una sanción.",
            },
            {
              term: "Reclamar y recurrir",
              description: "Presentar peticiones, quejas y recursos sin pagar nada por ello y obtener respuesta dentro de los plazos legales.",
            },
            {
              term: "Libre elección",
              description: "Escoger el comercializador de energía y el proveedor de los medidores y materiales que cumplan las normas técnicas.",
            },
          ],
        },
      ],
    },
    {
      heading: "Sus deberes",
      blocks: [
        {
          kind: "list",
          items: [
            "Pagar la factura a tiempo; la falta de pago de dos períodos de facturación permite a la empresa suspender el servicio.",
            "Permitir la lectura del medidor y las revisiones técnicas, que siempre se hacen por personal identificado con carné.",
            "Mantener la instalación interna en buen estado y conforme al RETIE; su reparación es responsabilidad del usuario.",
            "No manipular el medidor, los sellos ni la acometida, y no conectar cargas sin medición.",
            "Informar cuando cambie el uso del inmueble, por ejemplo de residencial a comercial, o cuando aumente la carga instalada.",
          ],
        },
      ],
    },
    {
      heading: "Desviaciones de consumo y compensaciones",
      blocks: [
        {
          kind: "paragraph",
          text: "Cuando su consumo sube o baja de forma significativa frente al promedio de los últimos seis meses, la empresa debe investigar la causa antes de facturar, como ordena el artículo 149 de la Ley 142 de 1994. En 2025, {brand} pagó compensaciones por calidad a 6.214 usuarios por un total de $ 182,4 millones, que se descontaron directamente de sus facturas.",
        },
        {
          kind: "documents",
          items: [
            {
              title: "Resumen del contrato de condiciones uniformes del servicio de energía",
              file: "/docs/user-rights-contrato-condiciones-uniformes.pdf",
              format: "PDF",
              date: "2025-12-09",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Mecanismos de protección al usuario", path: "/energia/mechanismsProtection" },
            { label: "Carta de trato digno", path: "/cartaDigna" },
            { label: "Preguntas frecuentes", path: "/preguntas-frecuentes" },
          ],
        },
      ],
    },
  ],
};

export default content;

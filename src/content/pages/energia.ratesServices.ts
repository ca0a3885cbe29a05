import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Estos son los valores que {brand} cobra en 2026 por actividades distintas al consumo de energía, como la suspensión y reconexión, el corte y la reinstalación, las revisiones técnicas y el cambio de medidor.",
  sections: [
    {
      heading: "¿Por qué se cobran aparte?",
      blocks: [
        {
          kind: "paragraph",
          text: "La Ley 142 de 1994 permite a las empresas cobrar, por separado de la tarifa, el costo de las actividades que el usuario origina o solicita. Cada valor cubre la mano de obra de la cuadrilla, el transporte y los materiales menores, y se revisa una vez al año con base en la variación del índice de precios al consumidor. Estos cobros aparecen en la factura siguiente con su nombre, para que usted sepa exactamente qué está pagando.",
        },
      ],
    },
    {
      heading: "Valores vigentes en 2026",
      blocks: [
        {
          kind: "table",
          caption: "Tarifas de servicios conexos al servicio de energía, vigencia 2026",
          columns: ["Servicio", "Aplica a", "Valor por evento"],
          rows: [
            ["Suspensión y reconexión", "Usuario monofásico, nivel 1", "$ 48.600"],
            ["Suspensión y reconexión", "Usuario trifásico, nivel 1", "$ 72.300"],
            ["Suspensión y reconexión", "Usuario de nivel 2", "$ 246.800"],
            ["Corte y reinstalación", "Usuario monofásico", "$ 186.400"],
            ["Corte y reinstalación", "Usuario trifásico", "$ 254.900"],
            ["Revisión de la instalación a solicitud del usuario", "Cualquier usuario", "$ 62.500"],
            ["Cambio de medidor (solo mano de obra)", "Monofásico", "$ 84.900"],
            ["Cambio de medidor (solo mano de obra)", "Trifásico", "$ 121.600"],
            ["Suministro de medidor electrónico calibrado", "Monofásico clase 1", "$ 168.000"],
            ["Traslado de acometida hasta 15 metros", "Nivel 1", "$ 215.000"],
            ["Revisión previa a la energización de proyectos", "Nivel 2", "$ 389.700"],
            ["Visita de factibilidad", "Nivel 1", "$ 0"],
          ],
          numeric: [2],
          note: "Valores en pesos colombianos aprobados por la Gerencia General en diciembre de 2025 y aplicados desde el 1 de enero de 2026.",
        },
      ],
    },
    {
      heading: "Reconexión después del pago",
      blocks: [
        {
          kind: "paragraph",
          text: "Si su servicio fue suspendido por falta de pago, la reconexión se programa automáticamente cuando el sistema registra el pago de la deuda y del valor de reconexión. Nuestro compromiso es restablecer la energía dentro de las 24 horas siguientes. Si pagó en un punto externo y pasadas esas horas no tiene servicio, comuníquese con la línea gratuita y tenga a mano el comprobante.",
        },
        {
          kind: "notice",
          tone: "info",
          title: "Diferencia entre suspensión y corte",
          text: "La suspensión interrumpe el servicio de forma temporal y se levanta al pagar. El corte implica la terminación del contrato, procede por incumplimientos repetidos o graves y obliga a pagar la reinstalación, que es más costosa.",
        },
      ],
    },
    {
      heading: "Cómo solicitar un servicio",
      blocks: [
        {
          kind: "paragraph",
          text: "Las revisiones, traslados de acometida y cambios de medidor se piden con el formato de solicitud de servicios. El valor se factura después de ejecutado el trabajo, y usted puede diferirlo hasta en seis cuotas si es usuario residencial de los estratos 1 a 3.",
        },
        {
          kind: "documents",
          items: [{ title: "Tarifario de servicios conexos de energía 2026", file: "/docs/rates-services-2026.pdf", format: "PDF", date: "2026-03-23" }],
        },
        {
          kind: "links",
          items: [
            { label: "Pedir un servicio de energía", path: "/energia/formService" },
            { label: "Formas de pago", path: "/paymentMethods" },
          ],
        },
      ],
    },
  ],
};

export default content;

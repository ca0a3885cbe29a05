import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Condiciones bajo las cuales {brand} le envía la factura de sus servicios al correo electrónico en lugar de entregarla impresa en el predio: cómo inscribirse, qué validez tiene, cuándo la recibe y cómo volver a la factura física.",
  sections: [
    {
      heading: "Validez de la factura digital",
      blocks: [
        {
          kind: "paragraph",
          text: "La factura que recibe por correo es la misma cuenta de cobro de los artículos 147 y 148 de la Ley 142 de 1994, con idéntico contenido y valor legal que la impresa, porque la Ley 527 de 1999 reconoce los mensajes de datos como equivalentes al documento en papel. Presta mérito ejecutivo y con ella puede pagar, reclamar o solicitar una financiación.",
        },
        {
          kind: "paragraph",
          text: "Al inscribirse deja de recibir la copia física, lo que evita cerca de 12 hojas de papel al año por cada contrato y reduce las demoras en el reparto.",
        },
      ],
    },
    {
      heading: "Cómo inscribirse",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Ingrese a su cuenta en el portal o regístrese con su número de documento y el número de contrato que aparece en la factura.",
            "En la opción de factura digital, seleccione el contrato y escriba el correo al que quiere recibirla; puede agregar un segundo correo.",
            "Confirme la inscripción con el enlace que le llega al correo dentro de las 24 horas siguientes.",
            "A partir del siguiente ciclo de facturación recibirá el documento en formato PDF con el enlace de pago en línea.",
          ],
        },
        {
          kind: "paragraph",
          text: "La inscripción debe hacerla el titular del contrato, el propietario del inmueble o quien demuestre ser usuario del servicio; en inmuebles arrendados, el propietario puede pedir que se envíe también una copia a su correo.",
        },
        {
          kind: "links",
          items: [
            { label: "Inscribirse a la factura digital", path: "/dashboard/digital-bill" },
            { label: "Conozca la factura digital", path: "/transformacion-{product}-factura-digital" },
          ],
        },
      ],
    },
    {
      heading: "Fecha de entrega y responsabilidades",
      blocks: [
        {
          kind: "definitions",
          items: [
            {
              term: "Entrega",
              description:
                "El correo se envía el mismo día en que se expide la factura del ciclo y, como mínimo, cinco días antes de la fecha de pago oportuno.",
            },
            {
              term: "Si no le llega",
              description:
                "No recibir el correo no lo libera del pago: puede descargar la factura en el portal, pedirla por WhatsApp o imprimirla en cualquier oficina sin costo.",
            },
            {
              term: "Cambio de correo",
              description: "Usted debe mantener actualizado su correo; el cambio se hace en el portal y aplica desde el ciclo siguiente.",
            },
            {
              term: "Seguridad",
              description:
                "La factura llega siempre desde un remitente del dominio de la empresa y nunca incluye archivos ejecutables ni pide claves bancarias.",
            },
          ],
        },
      ],
    },
    {
      heading: "Cómo volver a la factura física",
      blocks: [
        {
          kind: "paragraph",
          text: "Puede cancelar la factura digital en cualquier momento, sin costo y sin justificar la decisión, desde el portal, en la línea gratuita {freeLine} o en una oficina. La copia impresa se reanuda en el ciclo de facturación siguiente a la solicitud.",
        },
        {
          kind: "notice",
          tone: "info",
          title: "Cambios en estas condiciones",
          text: "La versión vigente fue actualizada el 16 de febrero de 2026. Si cambian, le avisaremos al correo inscrito con un mes de anticipación para que decida si continúa.",
        },
        {
          kind: "documents",
          items: [
            {
              title: "Condiciones del servicio de factura digital, febrero de 2026",
              file: "/docs/terminos-factura-digital-2026.pdf",
              format: "PDF",
              date: "2026-02-16",
            },
          ],
        },
      ],
    },
  ],
};

export default content;

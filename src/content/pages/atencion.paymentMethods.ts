import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Conozca todas las formas de pagar la factura de {brand}: en línea en el portal (PSE, o tarjeta y Nequi por la pasarela Wompi), con el código de barras de la factura en bancos, en corresponsales bancarios de su barrio, en las cajas de nuestras oficinas o mediante débito automático, para que nunca se le pase la fecha.",
  sections: [
    {
      heading: "Pago en línea: PSE o Wompi",
      blocks: [
        {
          kind: "paragraph",
          text: "En el portal puede pagar de dos formas: con PSE, que debita el valor de su cuenta de ahorros o corriente en cualquier banco afiliado, o en la pasarela segura de Wompi, donde paga con tarjeta débito o crédito, con Nequi o con el Botón Bancolombia. El portal no guarda los datos de su tarjeta. Para pagar sin cuenta basta con el número de contrato; el número de referencia impreso en la factura sirve para pagar en bancos y corresponsales con el código de barras, no en el portal.",
        },
        {
          kind: "list",
          ordered: true,
          items: [
            "Ingrese a la página de pago en línea y escriba el número de contrato.",
            "Verifique que el nombre del titular, el periodo y el valor correspondan a su factura.",
            "Elija PSE (y su banco) o Wompi (tarjeta, Nequi o Botón Bancolombia).",
            "Autorice el pago en la página de su banco o de Wompi, con su clave y el segundo factor de autenticación.",
            "Descargue el comprobante; el pago se aplica a la cuenta en un máximo de 24 horas.",
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Pagar la factura ahora", path: "/pago-en-linea" },
            { label: "Consultar si mi pago ya fue aplicado", path: "/paymentStatus" },
            { label: "Consultar mis transacciones en línea", path: "/consultar-transacciones" },
          ],
        },
      ],
    },
    {
      heading: "Pago presencial",
      blocks: [
        {
          kind: "table",
          caption: "Canales de recaudo presencial y sus condiciones",
          columns: ["Canal", "Dónde", "Medios aceptados", "Aplicación del pago"],
          rows: [
            ["Cajas de la empresa", "Sede principal y Oficina La Estación", "Efectivo, tarjeta débito y crédito", "Inmediata"],
            [
              "Bancos con convenio de recaudo",
              "Sucursales de las entidades financieras aliadas en el municipio",
              "Efectivo, cheque de gerencia y débito a cuenta",
              "Hasta 24 horas",
            ],
            ["Corresponsales bancarios", "Más de 140 tiendas, droguerías y supermercados en barrios y veredas", "Efectivo", "Hasta 24 horas"],
            ["Punto de atención El Alto", "Calle Principal # 3-15, martes y jueves", "Tarjeta débito", "Inmediata"],
          ],
        },
        {
          kind: "paragraph",
          text: "En los corresponsales bancarios el pago debe hacerse por el valor total de la factura. Si desea abonar una parte, acérquese a una caja de la empresa o solicite un acuerdo de pago.",
        },
      ],
    },
    {
      heading: "Débito automático",
      blocks: [
        {
          kind: "paragraph",
          text: "Con el débito automático el valor de cada factura se descuenta de su cuenta bancaria en la fecha de pago oportuno, sin filas ni recargos. Usted sigue recibiendo la factura para revisarla y puede cancelar la inscripción en cualquier momento.",
        },
        {
          kind: "list",
          ordered: true,
          items: [
            "Descargue el formato de autorización o pídalo en la oficina virtual.",
            "Diligéncielo con los datos de la cuenta; el titular de la cuenta debe firmarlo.",
            "Envíelo a atencion@emsp.example con copia de la cédula o radíquelo en la ventanilla única.",
            "La inscripción queda activa en el segundo ciclo de facturación; mientras tanto pague por otro medio.",
          ],
        },
        {
          kind: "documents",
          items: [
            {
              title: "Guía de medios de pago y formato de autorización de débito automático",
              file: "/docs/payment-methods-guia-debito-automatico-2026.pdf",
              format: "PDF",
              date: "2026-11-07",
            },
          ],
        },
      ],
    },
    {
      heading: "Si no puede pagar a tiempo",
      blocks: [
        {
          kind: "notice",
          tone: "warning",
          title: "Suspensión por falta de pago",
          text: "El artículo 140 de la Ley 142 de 1994 autoriza suspender el servicio por falta de pago dentro del término que fije el contrato de condiciones uniformes. En {brand} la suspensión puede ejecutarse desde el día siguiente a la fecha de suspensión impresa en la factura; para evitarla, solicite un acuerdo de pago antes de esa fecha.",
        },
        {
          kind: "paragraph",
          text: "Los acuerdos de pago para usuarios residenciales de estratos 1, 2 y 3 se conceden hasta en 24 cuotas, con una cuota inicial desde el 10 % de la deuda. Se tramitan en cualquier oficina o por la línea gratuita {freeLine}.",
        },
        {
          kind: "links",
          items: [{ label: "Ver la factura digital y sus fechas", path: "/dashboard/digital-bill" }],
        },
      ],
    },
  ],
};

export default content;

import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Con la factura digital de {brand} recibe cada mes su cuenta de energía, agua, alcantarillado e internet en el correo electrónico, la consulta cuando quiera en la oficina virtual y la paga desde el celular, mientras ayuda a ahorrar papel.",
  sections: [
    {
      heading: "Ventajas de pasarse a la factura digital",
      blocks: [
        {
          kind: "list",
          items: [
            "Llega el mismo día en que se emite, sin depender del reparto ni de que alguien esté en casa.",
            "Trae un botón de pago que lo lleva directo a PSE con el valor ya diligenciado.",
            "Queda guardada en su correo y en la oficina virtual, con el histórico de los últimos 24 meses.",
            "Le avisamos por mensaje de texto tres días antes de la fecha de pago oportuno.",
            "Tiene el mismo valor legal que la impresa: la Ley 527 de 1999 reconoce a los mensajes de datos la misma fuerza probatoria que a los documentos en papel.",
          ],
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
            "Ingrese a la oficina virtual con su usuario; si no lo tiene, regístrese con su cédula.",
            "Abra la opción Factura digital y seleccione los contratos que desea inscribir.",
            "Confirme el correo electrónico donde quiere recibirla y acepte los términos del servicio.",
            "Haga clic en el enlace de verificación que le llegará a ese correo.",
            "Desde el siguiente ciclo de facturación dejará de recibir la factura en papel.",
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Activar la factura digital", path: "/dashboard/digital-bill" },
            { label: "Términos y condiciones de la factura digital", path: "/transparencia/terminosCondicionesUso/facturaDigital" },
            { label: "Pagar en línea", path: "/pago-en-linea" },
          ],
        },
        {
          kind: "notice",
          tone: "info",
          title: "Puede volver al papel cuando quiera",
          text: "Si prefiere de nuevo la factura impresa, pídalo en la oficina virtual o en la línea gratuita {freeLine} y la recibirá desde el ciclo siguiente, sin costo. La factura digital se envía con la misma antelación a la fecha de pago que la impresa.",
        },
      ],
    },
    {
      heading: "Cómo ha crecido",
      blocks: [
        {
          kind: "paragraph",
          text: "El servicio se lanzó el 24 de marzo de 2025. En octubre de 2026 la empresa emitió 101.760 facturas, de las cuales 39.280 se entregaron solo por correo electrónico, es decir, el 38,6 %. La meta es llegar al 60 % en diciembre de 2027.",
        },
        {
          kind: "table",
          caption: "Contratos inscritos en la factura digital",
          columns: ["Corte", "Contratos inscritos", "Participación sobre el total de facturas"],
          rows: [
            ["Junio de 2025", "8.940", "8,9 %"],
            ["Diciembre de 2025", "21.370", "21,2 %"],
            ["Junio de 2026", "32.610", "32,1 %"],
            ["Octubre de 2026", "39.280", "38,6 %"],
          ],
          numeric: [1, 2],
        },
        {
          kind: "documents",
          items: [
            {
              title: "Serie mensual de adopción de la factura digital, marzo de 2025 a octubre de 2026",
              file: "/docs/factura-digital-adopcion-2025-2026.csv",
              format: "CSV",
              date: "2026-10-16",
            },
          ],
        },
      ],
    },
    {
      heading: "Lo que ahorramos entre usuarios y empresa",
      blocks: [
        {
          kind: "paragraph",
          text: "Cada factura impresa y repartida cuesta $ 1.150. Con las inscripciones actuales se evitan cerca de 471.000 hojas al año, unas 2,4 toneladas de papel, y $ 542 millones anuales en impresión y distribución que se destinan a reponer redes. El ahorro en papel hace parte de la estrategia de cero papel de la empresa.",
        },
        {
          kind: "links",
          items: [
            { label: "Transformación sostenible", path: "/transformacion-{product}-sostenibilidad" },
            { label: "Hoja de ruta de la transformación digital", path: "/transformacion-{product}" },
            { label: "Reparto de facturas impresas", path: "/repartoFacturas" },
          ],
        },
      ],
    },
  ],
};

export default content;

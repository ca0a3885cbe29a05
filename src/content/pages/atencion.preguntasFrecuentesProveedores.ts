import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Resolvemos las dudas más frecuentes de proveedores y contratistas de {brand} sobre la inscripción en el registro, la facturación electrónica, las fechas de pago, las retenciones que se practican y la participación en los procesos de contratación.",
  sections: [
    {
      heading: "Inscripción y participación",
      blocks: [
        {
          kind: "faq",
          items: [
            {
              question: "¿Es obligatorio inscribirme para venderle a la empresa?",
              answer:
                "La inscripción en el registro de proveedores es requisito para recibir invitaciones en los procesos de contratación directa y de menor cuantía. En las convocatorias públicas puede participar cualquier persona que cumpla el pliego, aunque no esté inscrita, pero deberá registrarse antes de firmar el contrato.",
            },
            {
              question: "¿Qué régimen de contratación aplica la empresa?",
              answer:
                "Como empresa de servicios públicos domiciliarios, sus contratos se rigen por el derecho privado según el artículo 31 de la Ley 142 de 1994, con sujeción a los principios de la función administrativa y al Manual de Contratación adoptado por la junta directiva. Los procesos se publican en SECOP II.",
            },
            {
              question: "¿Dónde veo qué piensa comprar la empresa este año?",
              answer:
                "En el plan anual de adquisiciones de 2026, que detalla los bienes, obras y servicios previstos con su valor estimado y el trimestre en que se iniciará cada proceso. Se actualiza cada vez que cambian las necesidades.",
            },
            {
              question: "¿Cuánto tiempo tarda la inscripción?",
              answer:
                "La revisión de documentos toma hasta cinco días hábiles. Si falta algún soporte, recibirá un correo para completarlo; la inscripción tiene vigencia de un año y se renueva actualizando los estados financieros.",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Inscribirse como proveedor", path: "/supplierRegistration" },
            { label: "Plan anual de adquisiciones", path: "/annualPlan" },
            { label: "Manual de contratación", path: "/manualContracting" },
          ],
        },
      ],
    },
    {
      heading: "Facturación electrónica y pagos",
      blocks: [
        {
          kind: "faq",
          items: [
            {
              question: "¿A qué correo envío la factura electrónica?",
              answer:
                "Las facturas electrónicas validadas por la DIAN se envían a proveedores@emsp.example, en formato XML y su representación gráfica en PDF, indicando el número del contrato o de la orden de compra. No se reciben facturas en papel.",
            },
            {
              question: "¿Cuándo me pagan?",
              answer:
                "Las facturas aceptadas se pagan a los 30 días calendario siguientes a la radicación, siempre que el supervisor haya aprobado el recibo a satisfacción. Los pagos se giran por transferencia los martes y viernes a la cuenta bancaria certificada en el registro.",
            },
            {
              question: "¿Por qué me rechazaron una factura?",
              answer:
                "Las causas más frecuentes son datos del comprador incorrectos, falta del número de contrato, valores que no coinciden con el acta de recibo o ausencia del evento de aceptación. El rechazo se comunica dentro de los tres días hábiles siguientes a la recepción, con la razón.",
            },
          ],
        },
        {
          kind: "table",
          caption: "Calendario de cierres para radicación de facturas, diciembre de 2026",
          columns: ["Evento", "Fecha límite"],
          rows: [
            ["Último día para radicar facturas del año", "2026-12-11"],
            ["Aprobación de actas de recibo por supervisores", "2026-12-16"],
            ["Último giro de pagos de la vigencia", "2026-12-22"],
            ["Reapertura de la recepción de facturas", "2027-01-12"],
          ],
          note: "Fechas programadas por la Subgerencia Financiera para el cierre contable de la vigencia 2026.",
        },
        {
          kind: "documents",
          items: [
            {
              title: "Guía para proveedores: facturación electrónica, pagos y retenciones",
              file: "/docs/preguntas-frecuentes-proveedores-guia-pagos-2026.pdf",
              format: "PDF",
              date: "2026-03-19",
            },
          ],
        },
      ],
    },
    {
      heading: "Retenciones y certificados",
      blocks: [
        {
          kind: "faq",
          items: [
            {
              question: "¿Qué retenciones me practican?",
              answer:
                "Según la naturaleza del pago se practican retención en la fuente a título de renta, retención de IVA y retención de industria y comercio del Municipio de San Rafael, con las tarifas vigentes del Estatuto Tributario y del acuerdo municipal. En contratos de obra pública se descuenta además la contribución del 5 % prevista en la Ley 1106 de 2006.",
            },
            {
              question: "¿Cómo obtengo los certificados de retención?",
              answer:
                "Los certificados del año gravable 2025 están disponibles desde marzo de 2026 en el portal de proveedores. También puede pedirlos al correo de proveedores, indicando el NIT y el año.",
            },
          ],
        },
        {
          kind: "contacts",
          items: [
            { label: "Atención a proveedores", value: "proveedores@emsp.example", href: "mailto:proveedores@emsp.example" },
            { label: "Procesos de contratación", value: "contratacion@emsp.example", href: "mailto:contratacion@emsp.example" },
            { label: "Conmutador", value: "{switchboard}", href: "tel:{switchboard}" },
          ],
        },
        {
          kind: "links",
          items: [{ label: "Página de proveedores", path: "/suppliers" }],
        },
      ],
    },
  ],
};

export default content;

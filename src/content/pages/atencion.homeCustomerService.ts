import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Desde esta página usted llega a cada uno de los canales y trámites de {brand} para los servicios de energía, acueducto, alcantarillado y telecomunicaciones: dónde preguntar, cómo pagar, cómo reclamar y cuánto tiempo tenemos para responderle.",
  sections: [
    {
      heading: "¿Qué necesita hacer hoy?",
      blocks: [
        {
          kind: "paragraph",
          text: "Elija la opción que mejor describa su necesidad. Todas las gestiones de esta lista pueden hacerse sin salir de casa, y las que requieren firma o entrega de documentos originales también pueden radicarse en cualquiera de nuestras oficinas.",
        },
        {
          kind: "links",
          items: [
            { label: "Pagar la factura en línea con PSE", path: "/pago-en-linea" },
            { label: "Radicar una petición, queja, reclamo o sugerencia", path: "/newPQRS" },
            { label: "Conocer el procedimiento de las PQRS y consultar su radicado", path: "/pqr" },
            { label: "Reportar un daño, una fuga o un corte del servicio", path: "/reporta-una-falla" },
            { label: "Solicitar información pública", path: "/information-request" },
            { label: "Consultar el catálogo de trámites y sus requisitos", path: "/proceduresServices" },
            { label: "Ver los medios de pago disponibles", path: "/paymentMethods" },
            { label: "Leer las preguntas frecuentes", path: "/preguntas-frecuentes" },
          ],
        },
      ],
    },
    {
      heading: "Canales de atención",
      blocks: [
        {
          kind: "paragraph",
          text: "La línea gratuita funciona las 24 horas, los 365 días del año, y es el canal más rápido para reportar emergencias. Para trámites que exigen revisión de documentos le recomendamos la oficina virtual o la atención presencial, donde un asesor puede orientarle paso a paso.",
        },
        {
          kind: "contacts",
          items: [
            { label: "Línea gratuita nacional (24 horas)", value: "{freeLine}", href: "tel:{freeLine}" },
            { label: "Daños y emergencias", value: "{emergencyEnergy}", href: "tel:{emergencyEnergy}" },
            { label: "Conmutador", value: "{switchboard}", href: "tel:{switchboard}" },
            { label: "WhatsApp", value: "{whatsappLine}", href: "tel:{whatsappLine}" },
            { label: "Correo para PQRS", value: "atencion@emsp.example", href: "mailto:atencion@emsp.example" },
            { label: "Sede principal", value: "{officeAddress}, San Rafael" },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Oficinas y puntos de atención", path: "/centersAttention" },
            { label: "Atención presencial y turnos", path: "/physicalCentersAttention" },
            { label: "Chat, videollamada y oficina virtual", path: "/virtualAttention" },
          ],
        },
      ],
    },
    {
      heading: "Plazos de respuesta que debe conocer",
      blocks: [
        {
          kind: "paragraph",
          text: "Los términos se cuentan en días hábiles a partir del día siguiente a la radicación. Si la empresa no responde un reclamo sobre servicios públicos domiciliarios dentro del plazo, opera el silencio administrativo positivo y se entiende resuelto a su favor (artículo 158 de la Ley 142 de 1994).",
        },
        {
          kind: "table",
          caption: "Términos de respuesta según el tipo de solicitud",
          columns: ["Tipo de solicitud", "Días hábiles para responder", "Norma"],
          rows: [
            ["Petición general", "15", "Ley 1755 de 2015"],
            ["Solicitud de información o copias", "10", "Ley 1755 de 2015"],
            ["Consulta", "30", "Ley 1755 de 2015"],
            ["Reclamo por el servicio o la factura", "15", "Ley 142 de 1994, art. 158"],
            ["Recurso de reposición (plazo para presentarlo)", "5", "Ley 142 de 1994, art. 154"],
            ["Solicitud de habeas data", "15", "Ley 1581 de 2012"],
          ],
          numeric: [1],
        },
      ],
    },
    {
      heading: "Cómo le fue con nuestra atención",
      blocks: [
        {
          kind: "paragraph",
          text: "Entre julio y septiembre de 2026 la línea gratuita recibió 48.210 llamadas y contestó el 96,4 % de ellas, con una espera promedio de 38 segundos. En el mismo trimestre radicamos 3.912 PQR, respondimos el 97,8 % dentro del término legal y la encuesta de satisfacción arrojó una calificación de 4,36 sobre 5.",
        },
        {
          kind: "links",
          items: [
            { label: "Indicadores de calidad de la atención", path: "/transparencia/indicadoresCalidadAtencion" },
            { label: "Sus derechos en la atención", path: "/cartaDigna" },
          ],
        },
      ],
    },
    {
      heading: "Otros servicios para usted",
      blocks: [
        {
          kind: "list",
          items: [
            "Notificaciones de respuestas a PQR que no pudieron entregarse en su dirección.",
            "Ejercicio del derecho de habeas data sobre la información personal que la empresa conserva.",
            "Canal especializado para industrias y grandes consumidores de energía.",
            "Denuncia confidencial de posibles actos de corrupción, incluso de forma anónima.",
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Notificación de respuestas a PQR", path: "/administrativeNotification" },
            { label: "Derecho de habeas data", path: "/personalData" },
            { label: "Atención a grandes clientes de energía", path: "/attentionToLargeEnergyCustomers" },
            { label: "Denuncias por corrupción", path: "/corruptionsAllegations" },
          ],
        },
      ],
    },
  ],
};

export default content;

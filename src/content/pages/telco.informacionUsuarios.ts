import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Esta página resume sus derechos como usuario de los servicios de internet, televisión y telefonía de {brand}, según el régimen de protección de usuarios de servicios de comunicaciones de la CRC (Res. CRC 5050 de 2016, modificada por la Res. CRC 5111 de 2017).",
  sections: [
    {
      heading: "Su contrato",
      blocks: [
        {
          kind: "list",
          items: [
            "Antes de contratar debe recibir la información completa del plan: precio, velocidad, permanencia y condiciones.",
            "El contrato único de servicios se le entrega por escrito o en su correo electrónico, en un máximo de un día hábil después de aceptado.",
            "Puede contratar por teléfono o por internet y tiene derecho a retractarse dentro de los 5 días hábiles siguientes si contrató a distancia.",
            "La empresa no puede cambiar las condiciones del contrato sin su aceptación.",
          ],
        },
      ],
    },
    {
      heading: "Facturación",
      blocks: [
        {
          kind: "paragraph",
          text: "La factura le llega al menos cinco días hábiles antes de la fecha de pago y discrimina cada servicio, los descuentos y los impuestos. Si encuentra un cobro que no reconoce, puede reclamarlo y solo pagar la parte no discutida mientras se resuelve su queja.",
        },
      ],
    },
    {
      heading: "Peticiones, quejas y recursos",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Presente su petición o queja por la línea gratuita, el correo, el WhatsApp, las oficinas o el portal; no necesita abogado ni formato especial.",
            "Reciba el Código Único Numérico (CUN), que identifica su trámite ante la empresa y ante la SIC.",
            "La empresa le responde dentro de los 15 días hábiles siguientes; si no lo hace, opera el silencio administrativo positivo a su favor.",
            "Si la respuesta no le satisface, presente recurso de reposición y, en subsidio, de apelación dentro de los 10 días hábiles siguientes a la notificación.",
            "Si la empresa confirma su decisión, remite el expediente a la Superintendencia de Industria y Comercio, que resuelve la apelación.",
          ],
        },
        {
          kind: "paragraph",
          text: "En el tercer trimestre de 2026 se registraron 1.104 PQR con CUN en los servicios de telecomunicaciones, y el 31 % de ellas se resolvió a favor del usuario.",
        },
      ],
    },
    {
      heading: "Portabilidad, suspensión y terminación",
      blocks: [
        {
          kind: "definitions",
          items: [
            { term: "Portabilidad numérica", description: "En telefonía fija puede conservar su número al cambiar de operador dentro del mismo municipio." },
            {
              term: "Suspensión temporal",
              description:
                "Puede pedir la suspensión del servicio hasta por dos meses al año, por ejemplo por viaje, sin pagar el cargo mensual durante ese tiempo.",
            },
            {
              term: "Terminación",
              description:
                "Puede terminar el contrato en cualquier momento por cualquier canal; la empresa le entrega un número de trámite y deja de facturar desde la fecha de corte siguiente.",
            },
            {
              term: "Protección de datos",
              description: "Sus datos personales se tratan según la Ley 1581 de 2012; puede consultarlos, corregirlos o pedir su supresión.",
            },
          ],
        },
        {
          kind: "documents",
          items: [
            {
              title: "Carta de derechos del usuario de servicios de comunicaciones",
              file: "/docs/informacion-usuarios-carta-derechos-2026.pdf",
              format: "PDF",
              date: "2026-09-16",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Radicar una PQR", path: "/newPQRS" },
            { label: "Indicadores de PQR de telecomunicaciones", path: "/telco-indicadores-calidad-pqr" },
            { label: "Tratamiento de datos personales", path: "/personalData" },
          ],
        },
      ],
    },
  ],
};

export default content;

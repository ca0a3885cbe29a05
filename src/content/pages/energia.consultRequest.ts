import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Con el número de radicado usted puede conocer en qué etapa va su solicitud de factibilidad, conexión, autogeneración o proyecto eléctrico, y leer las observaciones que dejó el área técnica de {brand}.",
  sections: [
    {
      heading: "Dónde encontrar su número de radicado",
      blocks: [
        {
          kind: "paragraph",
          text: "Al radicar cualquier trámite técnico de energía le entregamos un número con tres partes: un prefijo que indica el tipo de trámite, el año y un consecutivo. Lo recibe en el correo de confirmación, en el mensaje de WhatsApp o impreso en el sello de la copia que le entregan en la ventanilla.",
        },
        {
          kind: "table",
          caption: "Prefijos de los radicados técnicos de energía",
          columns: ["Prefijo", "Tipo de trámite", "Ejemplo"],
          rows: [
            ["FA", "Factibilidad de servicio", "FA-2026-001207"],
            ["CN", "Conexión nueva, aumento de carga o cambio de nivel de tensión", "CN-2026-003354"],
            ["AG", "Conexión de autogeneradores y generación distribuida", "AG-2026-000418"],
            ["PE", "Proyecto eléctrico", "PE-2026-000139"],
            ["EN", "Servicios técnicos: revisiones, traslados y cambio de medidor", "EN-2026-004512"],
          ],
        },
      ],
    },
    {
      heading: "Cómo consultar el estado",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Llame a la línea gratuita o escriba al WhatsApp e indique el número de radicado y el documento del solicitante.",
            "También puede escribir al correo atencion@emsp.example con el asunto «Estado de radicado» seguido del número.",
            "En las oficinas, el asesor imprime el historial completo del trámite, con fechas y observaciones.",
            "Cada vez que el trámite cambia de etapa le enviamos un aviso al correo que registró en la solicitud.",
          ],
        },
      ],
    },
    {
      heading: "Qué significa cada estado",
      blocks: [
        {
          kind: "definitions",
          items: [
            { term: "Radicada", description: "La solicitud ingresó y está en la fila de revisión de documentos." },
            {
              term: "En revisión documental",
              description: "Un analista verifica que estén completos los anexos; si falta algo, el estado cambia a «Con observaciones».",
            },
            {
              term: "Con observaciones",
              description:
                "Debe corregir o completar lo indicado. El plazo de respuesta de la empresa se suspende hasta que usted responda, y si no lo hace en un mes la solicitud se archiva por desistimiento.",
            },
            { term: "Visita técnica programada", description: "Se asignó fecha y cuadrilla para revisar el predio o la obra." },
            {
              term: "Aprobada",
              description: "El trámite fue aceptado; la respuesta formal con las condiciones técnicas está disponible para descarga en su correo.",
            },
            { term: "Negada", description: "No fue posible aprobar la solicitud. La respuesta explica los motivos y los recursos que puede interponer." },
            { term: "Cerrada", description: "El servicio quedó conectado o el trabajo se ejecutó, y el expediente se archivó." },
          ],
        },
      ],
    },
    {
      heading: "Si el plazo venció",
      blocks: [
        {
          kind: "paragraph",
          text: "Si el estado no cambia dentro del plazo informado en la confirmación, presente una petición indicando el radicado. Tenemos 15 días hábiles para responderla, pero en la práctica los retrasos de trámites técnicos se revisan en menos de tres días. En el tercer trimestre de 2026 el 93,5 % de las solicitudes técnicas se resolvió dentro del plazo.",
        },
        {
          kind: "documents",
          items: [
            {
              title: "Guía de estados y plazos de los trámites técnicos de energía",
              file: "/docs/consult-request-guia-estados.pdf",
              format: "PDF",
              date: "2026-10-15",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Radicar una petición o queja", path: "/newPQRS" },
            { label: "Formatos de solicitud de energía", path: "/energia/formatsRequest" },
          ],
        },
        {
          kind: "contacts",
          items: [
            { label: "Línea gratuita", value: "{freeLine}", href: "tel:{freeLine}" },
            { label: "WhatsApp", value: "{whatsappLine}" },
          ],
        },
      ],
    },
  ],
};

export default content;

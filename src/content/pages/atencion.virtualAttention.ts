import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Haga sus consultas y trámites con {brand} desde el celular o el computador: chat en línea, WhatsApp, correo electrónico, videollamada con intérprete de lengua de señas y la oficina virtual, disponibles aun cuando las oficinas están cerradas.",
  sections: [
    {
      heading: "Canales virtuales y horarios",
      blocks: [
        {
          kind: "table",
          caption: "Canales de atención virtual disponibles",
          columns: ["Canal", "Cómo acceder", "Horario", "Qué puede hacer"],
          rows: [
            [
              "Chat en línea",
              "Botón de chat en la parte inferior del portal",
              "Lunes a sábado, 7:00 a. m. a 7:00 p. m.",
              "Consultas de factura, cambios de titular, orientación sobre trámites",
            ],
            [
              "WhatsApp",
              "{whatsappLine}",
              "Asistente automático 24 horas; asesor de lunes a sábado, 7:00 a. m. a 7:00 p. m.",
              "Duplicado de factura, turno virtual, estado de radicados, reporte de daños",
            ],
            [
              "Correo electrónico",
              "atencion@emsp.example",
              "Recepción permanente; se radica el siguiente día hábil si llega fuera de horario",
              "PQRS con anexos, solicitudes de información",
            ],
            [
              "Videollamada con intérprete",
              "Enlace de videollamada en el portal",
              "Lunes a viernes, 8:00 a. m. a 4:00 p. m.",
              "Atención completa para personas sordas en lengua de señas colombiana",
            ],
            ["Oficina virtual", "Cuenta de usuario en el portal", "24 horas", "Pagos, facturas, consumos, trámites y seguimiento de solicitudes"],
          ],
        },
      ],
    },
    {
      heading: "La oficina virtual",
      blocks: [
        {
          kind: "paragraph",
          text: "Con una sola cuenta usted administra cada contrato a su nombre: consulta el histórico de consumo de los últimos doce meses, descarga facturas, activa la factura digital, paga con PSE, radica PQRS y revisa el estado de cada trámite. El registro toma menos de cinco minutos y solo pide su cédula, un correo y un número de celular.",
        },
        {
          kind: "links",
          items: [
            { label: "Crear mi cuenta", path: "/registrarse" },
            { label: "Ingresar a la oficina virtual", path: "/sign-in" },
            { label: "Activar la factura digital", path: "/dashboard/digital-bill" },
            { label: "Condiciones de uso de los servicios en línea", path: "/termsAndConditions" },
          ],
        },
      ],
    },
    {
      heading: "Atención incluyente",
      blocks: [
        {
          kind: "paragraph",
          text: "Las personas sordas o con hipoacusia pueden comunicarse por videollamada con un asesor acompañado de intérprete de lengua de señas colombiana, o mediante el Centro de Relevo del Ministerio de Tecnologías de la Información y las Comunicaciones. El portal cumple el nivel AA de las pautas de accesibilidad web, como lo exige la Resolución MinTIC 1519 de 2020, y puede navegarse con lector de pantalla.",
        },
      ],
    },
    {
      heading: "Seguridad al usar los canales virtuales",
      blocks: [
        {
          kind: "notice",
          tone: "warning",
          title: "Nunca le pediremos claves",
          text: "Ningún asesor de la empresa le solicitará por chat, WhatsApp o correo la contraseña de su cuenta ni los datos de su tarjeta. Los pagos se hacen únicamente en el botón de pago del portal; si recibe un mensaje con otro enlace de pago, no lo abra y repórtelo a la línea gratuita.",
        },
        {
          kind: "contacts",
          items: [
            { label: "Línea gratuita", value: "{freeLine}", href: "tel:{freeLine}" },
            { label: "WhatsApp", value: "{whatsappLine}", href: "tel:{whatsappLine}" },
            { label: "Correo de atención", value: "atencion@emsp.example", href: "mailto:atencion@emsp.example" },
          ],
        },
      ],
    },
    {
      heading: "Formularios en línea",
      blocks: [
        {
          kind: "links",
          items: [
            { label: "Radicar una PQRS", path: "/newPQRS" },
            { label: "Reportar una falla del servicio", path: "/reporta-una-falla" },
            { label: "Pedir información pública", path: "/information-request" },
            { label: "Pagar en línea", path: "/pago-en-linea" },
          ],
        },
      ],
    },
  ],
};

export default content;

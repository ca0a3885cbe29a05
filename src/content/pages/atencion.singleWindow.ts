import type { PageContent } from "../types";

const content: PageContent = {
  lead: "La ventanilla única de correspondencia recibe, radica y distribuye la totalidad de los documentos dirigidos a {brand}, sin importar la dependencia destinataria, y le entrega un número de radicado con el que puede seguir su comunicación.",
  sections: [
    {
      heading: "Qué se radica en la ventanilla única",
      blocks: [
        {
          kind: "paragraph",
          text: "Por esta ventanilla ingresan las comunicaciones oficiales externas, como lo establecen la Ley 594 de 2000 General de Archivos y el Acuerdo 060 de 2001 del Archivo General de la Nación. Centralizar la recepción evita que un documento se pierda entre oficinas y permite contar los términos de respuesta desde una fecha cierta.",
        },
        {
          kind: "list",
          items: [
            "Derechos de petición, quejas, reclamos y recursos escritos.",
            "Facturas y cuentas de cobro de proveedores y contratistas.",
            "Propuestas y documentos de procesos de contratación, cuando el pliego permite entrega física.",
            "Oficios de autoridades judiciales, órganos de control y otras entidades públicas.",
            "Estudios, planos y solicitudes de disponibilidad de servicios de constructores.",
          ],
        },
      ],
    },
    {
      heading: "Dónde y cuándo radicar",
      blocks: [
        {
          kind: "definitions",
          items: [
            {
              term: "Ventanilla física",
              description: "Sede principal, {officeAddress}, primer piso, módulo 1. {officeHours}.",
            },
            {
              term: "Ventanilla electrónica",
              description: "Correo atencion@emsp.example. Lo que llegue después de las 5:00 p. m. o en día no hábil se radica el siguiente día hábil.",
            },
            {
              term: "Oficinas de La Estación y El Alto",
              description: "Reciben documentos en sus horarios y los remiten a la ventanilla única el mismo día; el radicado conserva la fecha de entrega.",
            },
          ],
        },
        {
          kind: "notice",
          tone: "info",
          title: "Documentos judiciales",
          text: "Las notificaciones de despachos judiciales y de la Fiscalía deben enviarse al buzón notificacionesjudiciales@emsp.example, que es el único autorizado para ese fin.",
        },
      ],
    },
    {
      heading: "Cómo se radica un documento",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Entregue el original y, si desea constancia, una copia adicional.",
            "El funcionario verifica que estén los anexos anunciados y los cuenta.",
            "El sistema de gestión documental asigna un número consecutivo, la fecha y la hora.",
            "Usted recibe la copia sellada o un correo con el número, en el formato ER-2026-000000.",
            "El documento se escanea y llega a la dependencia competente en un máximo de un día hábil.",
          ],
        },
        {
          kind: "paragraph",
          text: "Ningún funcionario puede negarse a recibir una petición por considerarla incompleta. Si faltan requisitos, la empresa le pedirá completarla dentro de los diez días siguientes, conforme al artículo 17 de la Ley 1755 de 2015, y usted tendrá un mes para hacerlo.",
        },
      ],
    },
    {
      heading: "Volumen de correspondencia",
      blocks: [
        {
          kind: "table",
          caption: "Comunicaciones externas radicadas por canal, enero a octubre de 2026",
          columns: ["Canal", "Documentos radicados", "Participación"],
          rows: [
            ["Ventanilla física de la sede principal", "9.846", "38,2 %"],
            ["Correo electrónico", "12.391", "48,1 %"],
            ["Oficina La Estación", "2.718", "10,6 %"],
            ["Punto de atención El Alto", "806", "3,1 %"],
            ["Total", "25.761", "100,0 %"],
          ],
          numeric: [1, 2],
        },
        {
          kind: "documents",
          items: [
            {
              title: "Guía de radicación y tiempos de distribución de la correspondencia",
              file: "/docs/single-window-guia-radicacion-2025.pdf",
              format: "PDF",
              date: "2025-11-26",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Radicar una PQRS en línea", path: "/newPQRS" },
            { label: "Consultar el estado de una PQRS", path: "/pqr" },
          ],
        },
      ],
    },
  ],
};

export default content;

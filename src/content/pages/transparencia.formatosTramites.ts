import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Descargue los formularios de los trámites más solicitados ante {brand}, como conexiones nuevas, cambio de titular o revisión del medidor, y conozca qué documentos debe adjuntar y cuánto tarda la respuesta.",
  sections: [
    {
      heading: "Trámites inscritos en el SUIT",
      blocks: [
        {
          kind: "paragraph",
          text: "La Ley 962 de 2005 y el Decreto Ley 019 de 2012 prohíben exigir trámites que no estén inscritos en el Sistema Único de Información de Trámites (SUIT) del Departamento Administrativo de la Función Pública. Cada formato de esta página corresponde a un trámite inscrito y es gratuito: nadie puede cobrarle por entregárselos ni por diligenciarlos.",
        },
        {
          kind: "table",
          caption: "Formatos disponibles y tiempo de respuesta",
          columns: ["Código", "Trámite", "Servicio", "Documentos que se adjuntan", "Respuesta (días hábiles)"],
          rows: [
            [
              "FT-01",
              "Solicitud de conexión o matrícula nueva",
              "Energía, acueducto y alcantarillado",
              "Certificado de tradición, licencia de construcción y plano de localización",
              "15",
            ],
            [
              "FT-02",
              "Cambio de titular o de datos del suscriptor",
              "Cualquier servicio",
              "Documento de identidad y prueba de propiedad o contrato de arrendamiento",
              "10",
            ],
            ["FT-03", "Revisión o calibración del medidor", "Energía y acueducto", "Copia de la última factura", "15"],
            ["FT-04", "Independización de cuentas en un mismo predio", "Energía y acueducto", "Licencia o reconocimiento de la edificación", "15"],
            ["FT-05", "Suspensión voluntaria del servicio", "Cualquier servicio", "Autorización de terceros afectados, si los hay", "10"],
            [
              "FT-06",
              "Solicitud de servicio de internet, telefonía o televisión",
              "Telecomunicaciones",
              "Documento de identidad y dirección de instalación",
              "5",
            ],
          ],
          numeric: [4],
        },
      ],
    },
    {
      heading: "Cómo diligenciar y radicar el formato",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Descargue el formato y llénelo con letra clara o en el computador; no deje casillas de datos obligatorios en blanco.",
            "Firme como titular o adjunte el poder si actúa en nombre de otra persona.",
            "Envíelo con sus anexos al correo atencion@emsp.example o entréguelo en una oficina de atención.",
            "Guarde el número de radicado que recibe: con él consulta el estado de la solicitud en la línea gratuita o en el portal.",
          ],
        },
        {
          kind: "notice",
          tone: "info",
          title: "Costos del trámite",
          text: "El formato es gratuito. Algunos trámites, como la conexión nueva o la calibración del medidor en laboratorio, tienen un cargo regulado que se informa antes de ejecutar el trabajo y se cobra en la factura.",
        },
      ],
    },
    {
      heading: "Formularios para descargar",
      blocks: [
        {
          kind: "documents",
          items: [
            { title: "FT-01 Solicitud de conexión o matrícula nueva", file: "/docs/formatos-tramites-ft01-conexion.pdf", format: "PDF", date: "2026-03-09" },
            {
              title: "FT-02 Cambio de titular o de datos del suscriptor",
              file: "/docs/formatos-tramites-ft02-cambio-titular.pdf",
              format: "PDF",
              date: "2026-03-09",
            },
            { title: "FT-03 Revisión o calibración del medidor", file: "/docs/formatos-tramites-ft03-revision-medidor.pdf", format: "PDF", date: "2026-03-09" },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Trámites y servicios", path: "/proceduresServices" },
            { label: "Formatos de solicitud del servicio de energía", path: "/energia/formatsRequest" },
            { label: "Ventanilla única", path: "/singleWindow" },
          ],
        },
      ],
    },
  ],
};

export default content;

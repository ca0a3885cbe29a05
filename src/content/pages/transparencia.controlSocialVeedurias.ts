import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Cualquier grupo de ciudadanos puede vigilar las obras, los contratos y la calidad de los servicios de {brand}. Esta guía explica cómo conformar una veeduría ciudadana, qué información puede pedir y cómo la empresa atiende sus observaciones.",
  sections: [
    {
      heading: "Qué es una veeduría ciudadana",
      blocks: [
        {
          kind: "paragraph",
          text: "Una veeduría es una forma de organización de la sociedad civil que ejerce vigilancia sobre la gestión pública. La Ley 850 de 2003 la regula y la Ley 1757 de 2015 la fortalece como instancia de participación. Pueden conformarla personas naturales, organizaciones comunitarias, juntas de acción comunal, organizaciones no gubernamentales y asociaciones de usuarios.",
        },
        {
          kind: "paragraph",
          text: "La veeduría no reemplaza a los organismos de control, pero sí puede presentar denuncias ante ellos. En el caso de los servicios domiciliarios, sus hallazgos pueden llevarse a la Superintendencia de Servicios Públicos Domiciliarios, a la Contraloría o a la Personería municipal.",
        },
      ],
    },
    {
      heading: "Pasos para conformar una veeduría",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Reúna a los interesados y elijan, en asamblea, a los veedores y el objeto concreto de vigilancia (por ejemplo, la reposición de redes de acueducto en un barrio).",
            "Elaboren un acta de constitución con nombres, documentos de identidad, objeto, nivel territorial, duración y lugar de residencia de los integrantes.",
            "Inscriban el acta ante la Personería municipal de San Rafael o ante la Cámara de Comercio, como lo indica el artículo 3 de la Ley 850 de 2003.",
            "Radiquen en {brand} una comunicación con copia del registro, informando el contrato u obra que vigilarán y un correo de contacto.",
            "La empresa designa un enlace técnico y entrega la información pública del contrato dentro de los plazos del derecho de petición.",
          ],
        },
        {
          kind: "notice",
          tone: "info",
          text: "La inscripción de la veeduría es gratuita. Ninguna persona de la empresa está autorizada para cobrar por entregar información o por facilitar reuniones con veedores.",
        },
      ],
    },
    {
      heading: "Información que la empresa pone a disposición",
      blocks: [
        {
          kind: "paragraph",
          text: "Los veedores pueden consultar estudios previos, contratos, informes de supervisión e interventoría, actas de obra, cronogramas y pagos. La documentación contractual está publicada en SECOP II; lo que no esté allí se solicita mediante petición, que se responde en 10 días hábiles cuando se trata de documentos.",
        },
        {
          kind: "table",
          caption: "Veedurías ciudadanas activas ante la empresa (corte: octubre de 2026)",
          columns: ["Veeduría", "Objeto vigilado", "Registro", "Reuniones 2026"],
          rows: [
            ["Veeduría Comuna 3 Agua Segura", "Reposición de redes de acueducto, barrios Obrero y La Floresta", "Personería, 2025-08-14", "6"],
            ["Veeduría Colector Quebrada Honda", "Construcción del colector de aguas residuales Quebrada Honda", "Personería, 2025-11-03", "8"],
            ["Veeduría Rural El Alto", "Electrificación rural y normalización de redes en el corregimiento El Alto", "Cámara de Comercio, 2026-02-20", "4"],
            ["Veeduría Fibra Incluyente", "Despliegue de fibra óptica FTTH en estratos 1 y 2", "Personería, 2026-04-09", "3"],
          ],
          numeric: [3],
        },
        {
          kind: "documents",
          items: [
            {
              title: "Listado de veedurías activas y contratos vigilados",
              file: "/docs/control-social-veedurias-activas-2026.csv",
              format: "CSV",
              date: "2026-10-27",
            },
            { title: "Guía práctica para veedores de servicios públicos", file: "/docs/control-social-veedurias-guia.pdf", format: "PDF", date: "2025-10-27" },
          ],
        },
      ],
    },
    {
      heading: "Derechos y deberes de los veedores",
      blocks: [
        {
          kind: "definitions",
          items: [
            {
              term: "Derechos",
              description:
                "Conocer los proyectos desde su planeación, recibir respuesta oportuna a sus solicitudes, ser escuchados en comités de obra y presentar observaciones por escrito.",
            },
            {
              term: "Deberes",
              description:
                "Actuar con imparcialidad, no obtener beneficio personal, informar a la comunidad sobre sus hallazgos y respetar la reserva de datos personales.",
            },
            {
              term: "Impedimentos",
              description:
                "No pueden ser veedores los contratistas, interventores o proveedores del proyecto vigilado, ni sus parientes, según el artículo 19 de la Ley 850 de 2003.",
            },
          ],
        },
        {
          kind: "contacts",
          items: [
            { label: "Enlace de participación y control social", value: "transparencia@emsp.example", href: "mailto:transparencia@emsp.example" },
            { label: "Conmutador", value: "{switchboard}", href: "tel:{switchboard}" },
            { label: "Línea anticorrupción", value: "{antiCorruptionLine}", href: "tel:{antiCorruptionLine}" },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Comités de Desarrollo y Control Social", path: "/controlSocial" },
            { label: "Información contractual", path: "/informacion-contractual" },
            { label: "Denuncias por posibles actos de corrupción", path: "/corruptionsAllegations" },
          ],
        },
      ],
    },
  ],
};

export default content;

import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Si no está de acuerdo con una factura, un cobro, una suspensión o cualquier decisión de {brand} sobre su servicio de energía, la ley le da herramientas para reclamar. Aquí le explicamos cuáles son, en qué orden se usan y qué plazos corren.",
  sections: [
    {
      heading: "Primer paso: la petición o el reclamo",
      blocks: [
        {
          kind: "paragraph",
          text: "El primer paso es una reclamación ante la empresa, que puede presentar de forma verbal o escrita en oficinas, por la línea gratuita, por correo o en el portal. Según el artículo 154 de la Ley 142 de 1994, los reclamos sobre facturas deben presentarse dentro de los cinco meses siguientes a su expedición. Respondemos en un máximo de 15 días hábiles; si no lo hacemos, opera el silencio administrativo positivo y se entiende que la decisión le es favorable.",
        },
        {
          kind: "table",
          caption: "Plazos de respuesta de la empresa (días hábiles)",
          columns: ["Tipo de solicitud", "Plazo"],
          rows: [
            ["Reclamo sobre el servicio o la factura", "15"],
            ["Petición general", "15"],
            ["Solicitud de información o documentos", "10"],
            ["Consulta", "30"],
          ],
          numeric: [1],
        },
      ],
    },
    {
      heading: "Recursos contra la decisión",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Recurso de reposición: se presenta ante {brand} dentro de los cinco días hábiles siguientes a la notificación de la respuesta, explicando por qué no está de acuerdo y aportando pruebas.",
            "Recurso de apelación: se interpone en el mismo escrito, de forma subsidiaria, para que, si la empresa confirma su decisión, el expediente pase a la Superintendencia de Servicios Públicos Domiciliarios.",
            "La Superintendencia estudia el caso y expide una decisión que pone fin a la actuación administrativa.",
          ],
        },
        {
          kind: "notice",
          tone: "warning",
          title: "Pague lo que no está en discusión",
          text: "Para tramitar los recursos debe pagar las sumas que no son objeto del reclamo o, en su defecto, el promedio del consumo de los últimos cinco períodos, como lo exige el artículo 155 de la Ley 142 de 1994. Mientras el reclamo esté en trámite no podemos suspender el servicio por las sumas reclamadas.",
        },
      ],
    },
    {
      heading: "Otras vías de protección",
      blocks: [
        {
          kind: "definitions",
          items: [
            {
              term: "Queja ante la Superintendencia",
              description:
                "Si la empresa no responde, no notifica bien o no aplica el silencio administrativo positivo, puede pedir a la Superservicios que investigue y sancione.",
            },
            {
              term: "Vocales de control",
              description: "Los comités de desarrollo y control social elegidos por los usuarios pueden acompañarlo y llevar su caso ante la empresa.",
            },
            { term: "Personería municipal", description: "Orienta gratuitamente a los ciudadanos y puede intervenir en defensa de sus derechos." },
            {
              term: "Acción de tutela",
              description:
                "Procede cuando está en riesgo un derecho fundamental, por ejemplo si se suspende el servicio a un hogar con una persona que depende de un equipo médico eléctrico.",
            },
          ],
        },
      ],
    },
    {
      heading: "Modelo de recurso y canales",
      blocks: [
        {
          kind: "paragraph",
          text: "Ponemos a su disposición un modelo de recurso de reposición y en subsidio de apelación que puede completar a mano. No es obligatorio usarlo, pero le ayuda a no olvidar los datos que necesitamos para estudiar su caso.",
        },
        {
          kind: "documents",
          items: [
            {
              title: "Modelo de recurso de reposición y en subsidio de apelación",
              file: "/docs/mechanisms-protection-modelo-recurso.pdf",
              format: "PDF",
              date: "2026-03-04",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Presentar una PQRS", path: "/newPQRS" },
            { label: "Información sobre PQR", path: "/pqr" },
            { label: "Derechos y deberes de los usuarios de energía", path: "/energia/userRights" },
            { label: "Control social", path: "/control-social" },
          ],
        },
      ],
    },
  ],
};

export default content;

import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Aquí encuentra los trámites y otros procedimientos administrativos que {brand} tiene inscritos en el Sistema Único de Información de Trámites (SUIT), con sus requisitos, su costo, el tiempo de respuesta y el canal por el que puede hacerlos.",
  sections: [
    {
      heading: "Para qué sirve este catálogo",
      blocks: [
        {
          kind: "paragraph",
          text: "La Ley 962 de 2005 y el Decreto Ley 019 de 2012 prohíben exigir requisitos que no estén previamente inscritos en el SUIT, administrado por el Departamento Administrativo de la Función Pública. Por eso, si un funcionario le pide un documento que no figura en la tabla siguiente, usted puede negarse a aportarlo y dejar constancia por medio de una queja.",
        },
        {
          kind: "paragraph",
          text: "Los costos corresponden a la vigencia 2026 e incluyen IVA cuando aplica. Los trámites marcados como gratuitos no tienen ningún valor y nadie puede cobrarle por adelantarlos ni por entregarle formularios.",
        },
      ],
    },
    {
      heading: "Trámites más solicitados",
      blocks: [
        {
          kind: "table",
          caption: "Catálogo de trámites inscritos en el SUIT, vigencia 2026",
          columns: ["Trámite", "Requisitos principales", "Costo", "Días hábiles de respuesta", "Canal"],
          rows: [
            [
              "Conexión del servicio de energía (vivienda)",
              "Cédula, certificado de tradición, plano de localización y certificado RETIE de la instalación interna",
              "$ 486.200",
              "15",
              "Oficina virtual y oficinas",
            ],
            [
              "Conexión de acueducto y alcantarillado",
              "Cédula, certificado de tradición, licencia de construcción y plano de localización",
              "$ 612.900",
              "15",
              "Oficina virtual y oficinas",
            ],
            ["Certificado de disponibilidad de servicios", "Plano de localización y número predial", "Gratuito", "15", "Oficina virtual y ventanilla única"],
            [
              "Cambio de titular o de datos del suscriptor",
              "Cédula más la prueba de propiedad o el contrato de arrendamiento",
              "Gratuito",
              "10",
              "Oficina virtual, chat y oficinas",
            ],
            ["Duplicado de la factura", "Número de contrato o dirección del predio", "Gratuito", "Inmediato", "Oficina virtual, WhatsApp y oficinas"],
            [
              "Revisión de la instalación de energía a solicitud del usuario",
              "Copia de la última factura",
              "$ 62.500",
              "15",
              "Línea gratuita y oficina virtual",
            ],
            [
              "Suspensión voluntaria del servicio",
              "Solicitud del titular y autorización de terceros afectados, si los hay",
              "Gratuito",
              "10",
              "Oficina virtual y oficinas",
            ],
            [
              "Reconexión de energía después de una suspensión (monofásico)",
              "Pago de la deuda y del valor de reconexión",
              "$ 48.600",
              "1",
              "Automático al aplicarse el pago",
            ],
            ["Reconexión del servicio de acueducto", "Pago de la deuda y del valor de reconexión", "$ 64.300", "1", "Oficinas y línea gratuita"],
            [
              "Instalación de internet de fibra óptica",
              "Documento de identidad y dirección de instalación dentro de la zona de cobertura",
              "Gratuito",
              "5",
              "Oficina virtual, línea gratuita y oficinas",
            ],
          ],
          numeric: [2, 3],
          note: "Valores de la vigencia 2026 aprobados por la Subgerencia Comercial. El costo de conexión no incluye el medidor cuando el usuario decide adquirirlo por su cuenta, derecho que le reconoce el artículo 144 de la Ley 142 de 1994.",
        },
        {
          kind: "documents",
          items: [
            {
              title: "Catálogo completo de trámites y procedimientos 2026 (datos abiertos)",
              file: "/docs/procedures-services-catalogo-2026.csv",
              format: "CSV",
              date: "2026-05-27",
            },
          ],
        },
      ],
    },
    {
      heading: "Cómo adelantar un trámite en línea",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Cree su cuenta en la oficina virtual con su cédula y un correo electrónico que consulte con frecuencia.",
            "Asocie el número de contrato que aparece en la parte superior de su factura.",
            "Escoja el trámite, diligencie el formulario y adjunte los documentos en PDF o imagen, de no más de 5 MB cada uno.",
            "Guarde el número de radicado que el sistema le muestra al final; también lo recibirá por correo.",
            "Consulte el avance en la sección de solicitudes o por la línea gratuita indicando ese número.",
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Crear una cuenta en la oficina virtual", path: "/registrarse" },
            { label: "Formatos para trámites", path: "/formatos-tramites" },
            { label: "Actualizar el número predial del contrato", path: "/updatePropertyNumber" },
          ],
        },
      ],
    },
    {
      heading: "Si su trámite es negado",
      blocks: [
        {
          kind: "paragraph",
          text: "Toda negativa debe estar motivada y le indicará los recursos que proceden. Contra la decisión puede presentar recurso de reposición ante la empresa dentro de los cinco días hábiles siguientes a la notificación y, en subsidio, el de apelación, que resuelve la Superintendencia de Servicios Públicos Domiciliarios.",
        },
        {
          kind: "links",
          items: [
            { label: "Radicar un recurso o reclamo", path: "/newPQRS" },
            { label: "Procedimiento de PQRS", path: "/pqr" },
          ],
        },
      ],
    },
  ],
};

export default content;

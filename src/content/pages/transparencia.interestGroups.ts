import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Cada persona busca información distinta: esta página organiza los contenidos del portal según quién es usted, ya sea usuario del hogar, comerciante, industria, proveedor, comunidad organizada o autoridad de control.",
  sections: [
    {
      heading: "Por qué se organiza la información por grupos",
      blocks: [
        {
          kind: "paragraph",
          text: "La categoría 8 del Anexo 2 de la Resolución MinTIC 1519 de 2020 pide a los sujetos obligados ofrecer información específica para sus grupos de interés. {brand} identificó seis grupos en su ejercicio de caracterización de 2025, que combinó encuestas, registros de PQR y datos de facturación.",
        },
      ],
    },
    {
      heading: "Grupos de interés y lo que más consultan",
      blocks: [
        {
          kind: "table",
          caption: "Caracterización de grupos de interés, 2025",
          columns: ["Grupo", "Tamaño aproximado", "Canal preferido", "Trámite o tema más consultado"],
          rows: [
            ["Usuarios residenciales", "86.290 hogares", "WhatsApp y portal web", "Duplicado y pago de la factura"],
            ["Usuarios comerciales", "9.840 cuentas", "Línea gratuita", "Tarifas y contribución"],
            ["Usuarios industriales y grandes clientes", "1.280 cuentas", "Ejecutivo de cuenta", "Calidad de la potencia y contratos de suministro"],
            ["Proveedores y contratistas", "1.930 inscritos", "Correo electrónico", "Invitaciones abiertas y certificados tributarios"],
            ["Comunidades y vocales de control", "14 comités", "Reuniones presenciales", "Obras en su barrio y cortes programados"],
            ["Autoridades y entes de control", "9 entidades", "Oficio y reportes en línea", "Reportes al SUI y estados financieros"],
          ],
          numeric: [1],
        },
      ],
    },
    {
      heading: "Atajos para cada grupo",
      blocks: [
        {
          kind: "subsection",
          heading: "Usuarios del hogar",
          blocks: [
            {
              kind: "links",
              items: [
                { label: "Medios de pago", path: "/paymentMethods" },
                { label: "Radicar una PQRS", path: "/newPQRS" },
                { label: "Información para mujeres", path: "/informacion-mujeres" },
                { label: "Sección para niñas y niños", path: "/info-niños" },
              ],
            },
          ],
        },
        {
          kind: "subsection",
          heading: "Comercio, industria y grandes clientes",
          blocks: [
            {
              kind: "links",
              items: [
                { label: "Atención a grandes clientes de energía", path: "/attentionToLargeEnergyCustomers" },
                { label: "Tarifas de energía", path: "/energia/ratesEnergy" },
                { label: "Autogeneradores", path: "/energia/autogenerators" },
              ],
            },
          ],
        },
        {
          kind: "subsection",
          heading: "Proveedores, comunidades y autoridades",
          blocks: [
            {
              kind: "links",
              items: [
                { label: "Proveedores", path: "/suppliers" },
                { label: "Información tributaria", path: "/taxInformation" },
                { label: "Control social", path: "/control-social" },
                { label: "Reporte a entes de control", path: "/informationReport" },
              ],
            },
          ],
        },
      ],
    },
    {
      heading: "Documento de caracterización",
      blocks: [
        {
          kind: "paragraph",
          text: "El documento completo explica cómo se hizo el estudio, las variables usadas y las acciones de mejora que se derivaron, como la ampliación del horario de WhatsApp y la atención itinerante en el corregimiento El Alto.",
        },
        {
          kind: "documents",
          items: [
            {
              title: "Caracterización de usuarios y grupos de interés 2025",
              file: "/docs/interest-groups-caracterizacion-2025.pdf",
              format: "PDF",
              date: "2025-11-24",
            },
          ],
        },
      ],
    },
  ],
};

export default content;

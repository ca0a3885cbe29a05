import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Cada año el representante legal de {brand} certifica ante la ciudadanía que la empresa cumple las instrucciones de la Circular Única de la Superintendencia de Industria y Comercio (SIC) aplicables a sus servicios de telecomunicaciones y al manejo de datos personales.",
  sections: [
    {
      heading: "Qué se certifica",
      blocks: [
        {
          kind: "paragraph",
          text: "La SIC es la autoridad que protege a los usuarios de internet, televisión y telefonía y a los titulares de datos personales. Su Circular Única reúne las instrucciones que deben seguir los proveedores: cómo informar las condiciones de los planes, cómo tramitar quejas con código único numérico (CUN), cómo conservar las pruebas de la aceptación del contrato y cómo tratar la información de los clientes.",
        },
        {
          kind: "list",
          items: [
            "Entrega de información clara, veraz y oportuna sobre tarifas, permanencias y condiciones de los planes de fibra óptica.",
            "Atención de peticiones, quejas y recursos de telecomunicaciones en los plazos de la Res. CRC 5050 de 2016, con asignación de CUN a cada trámite.",
            "Conservación de la grabación o del documento que prueba la aceptación del contrato y de cada modificación.",
            "Cumplimiento de la política de tratamiento de datos y registro de las bases de datos en el Registro Nacional de Bases de Datos (RNBD).",
            "Respeto del horario y de las reglas para contactar a los usuarios con fines comerciales o de cobranza.",
          ],
        },
      ],
    },
    {
      heading: "Certificación vigente",
      blocks: [
        {
          kind: "paragraph",
          text: "La certificación más reciente cubre el año 2025. Fue firmada el 16 de marzo de 2026 por la gerente general y representante legal, Ing. Martha Lucía Restrepo Gómez, con base en la evaluación independiente de la oficina de control interno, que revisó una muestra de 180 expedientes de quejas y 60 contratos de telecomunicaciones.",
        },
        {
          kind: "table",
          caption: "Certificaciones de cumplimiento publicadas",
          columns: ["Año certificado", "Fecha de firma", "Expedientes revisados", "Hallazgos", "Estado de los hallazgos"],
          rows: [
            ["2023", "14/03/2024", "150", "3", "Cerrados"],
            ["2024", "18/03/2025", "170", "2", "Cerrados"],
            ["2025", "16/03/2026", "240", "1", "En seguimiento, cierre previsto en diciembre de 2026"],
          ],
          numeric: [2, 3],
        },
        {
          kind: "paragraph",
          text: "El único hallazgo de la vigencia 2025 se refiere a 14 contratos de televisión en los que la copia del contrato se envió al correo del usuario después de los cinco días siguientes a la instalación; se corrigió el flujo de envío automático en mayo de 2026.",
        },
      ],
    },
    {
      heading: "Documentos",
      blocks: [
        {
          kind: "documents",
          items: [
            {
              title: "Certificación de cumplimiento de la Circular Única SIC, vigencia 2025",
              file: "/docs/certificacion-circular-sic-2025.pdf",
              format: "PDF",
              date: "2026-03-16",
            },
          ],
        },
        {
          kind: "paragraph",
          text: "Las certificaciones de años anteriores pueden solicitarse al correo de transparencia y se entregan en un plazo máximo de diez días hábiles.",
        },
      ],
    },
    {
      heading: "Si considera que sus derechos no fueron respetados",
      blocks: [
        {
          kind: "paragraph",
          text: "Presente primero su queja ante la empresa y conserve el CUN que se le asigna. Si la respuesta no lo satisface, en telecomunicaciones puede pedir que su recurso de apelación sea resuelto por la SIC; en materia de datos personales puede acudir a esa superintendencia después de agotar el reclamo ante nosotros.",
        },
        {
          kind: "contacts",
          items: [
            { label: "Correo de transparencia", value: "transparencia@emsp.example", href: "mailto:transparencia@emsp.example" },
            { label: "Atención de telecomunicaciones", value: "telco@emsp.example", href: "mailto:telco@emsp.example" },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Reportes a la SIC", path: "/sic" },
            { label: "Certificación SIC de telecomunicaciones", path: "/telco-indicadores-calidad-certificacion-sic" },
          ],
        },
      ],
    },
  ],
};

export default content;

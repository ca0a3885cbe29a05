import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Consulte qué agencias y aliados comerciales están autorizados por {brand} para vender planes de telecomunicaciones, recibir solicitudes y atender a los usuarios en su nombre, con el objeto y la vigencia de cada contrato.",
  sections: [
    {
      heading: "Por qué publicamos esta lista",
      blocks: [
        {
          kind: "paragraph",
          text: "Cuando una empresa vende o atiende a través de terceros, el usuario tiene derecho a saber quién está autorizado para hacerlo y en qué condiciones. La Res. CRC 5050 de 2016 dispone que el proveedor responde por lo que hagan sus canales de venta, y la Ley 1480 de 2011 protege al consumidor frente a información engañosa.",
        },
        {
          kind: "paragraph",
          text: "Cada uno de los contratos se celebraron conforme al manual de contratación de la empresa y pueden consultarse en el SECOP II con el número que aparece en la tabla.",
        },
      ],
    },
    {
      heading: "Agencias vigentes en 2026",
      blocks: [
        {
          kind: "table",
          caption: "Contratos de agencia comercial vigentes al 30 de septiembre de 2026",
          columns: ["Agencia", "Contrato", "Objeto", "Zona", "Inicio", "Terminación"],
          rows: [
            [
              "Conexiones Sanrafaelinas S.A.S.",
              "CA-2025-011",
              "Venta puerta a puerta de planes de internet, televisión y telefonía",
              "Comunas 1 a 4",
              "01/03/2025",
              "28/02/2027",
            ],
            ["Servicios Integrales El Mirador S.A.S.", "CA-2025-014", "Punto de venta y atención en centro comercial", "Centro", "15/04/2025", "14/04/2027"],
            ["Red Comunitaria Vereda Activa", "CA-2025-019", "Venta y acompañamiento a usuarios rurales", "Corregimiento El Alto", "01/07/2025", "30/06/2027"],
            [
              "Contacto Directo Soluciones S.A.S.",
              "CA-2026-003",
              "Televenta a usuarios que autorizaron ser contactados",
              "Área urbana y rural",
              "01/02/2026",
              "31/01/2028",
            ],
            [
              "Instalaciones y Redes del Oriente S.A.S.",
              "CA-2026-007",
              "Venta empresarial a comercios y pequeñas empresas",
              "Zona industrial y centro",
              "02/03/2026",
              "01/03/2028",
            ],
          ],
          note: "Remuneración por comisión sobre ventas efectivas; ninguna agencia está autorizada para recaudar dinero.",
        },
      ],
    },
    {
      heading: "Cómo reconocer a un asesor autorizado",
      blocks: [
        {
          kind: "list",
          items: [
            "Porta un carné con foto, número de documento y el código de la agencia que aparece en esta página.",
            "Le entrega por escrito o por correo el resumen del plan, con precio, velocidad y condiciones de permanencia, antes de que usted acepte.",
            "Nunca le pide pagos en efectivo ni consignaciones a cuentas personales: los pagos se hacen solo por los medios oficiales de la empresa.",
            "Puede confirmar su identidad llamando a la línea gratuita {freeLine} con el número del carné.",
          ],
        },
        {
          kind: "notice",
          tone: "warning",
          title: "Denuncie ventas irregulares",
          text: "Si alguien le ofrece planes a nombre de la empresa sin estar en la lista, o le cobra por la instalación en efectivo, comuníquese con la línea anticorrupción {antiCorruptionLine}.",
        },
      ],
    },
    {
      heading: "Documentos y enlaces",
      blocks: [
        {
          kind: "documents",
          items: [
            {
              title: "Relación de contratos de agencia comercial vigentes, septiembre de 2026",
              file: "/docs/contratos-agencias-comerciales-2026.csv",
              format: "CSV",
              date: "2026-10-01",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Histórico de contratos comerciales", path: "/comercialContracts" },
            { label: "Agencias comerciales de telecomunicaciones", path: "/telco-indicadores-calidad-contrato-agencias-comerciales" },
            { label: "Medios de pago autorizados", path: "/paymentMethods" },
          ],
        },
      ],
    },
  ],
};

export default content;

import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Esta página reúne las especificaciones que deben cumplir urbanizadores, constructores, diseñadores y contratistas al diseñar o construir redes de acueducto, acometidas y conexiones de medidores que después operará {brand}.",
  sections: [
    {
      heading: "A quién aplican y por qué",
      blocks: [
        {
          kind: "paragraph",
          text: "Toda red que se conecte al sistema público, sea de una urbanización, un edificio o una ampliación de la empresa, pasa a ser parte de la infraestructura que atiende a miles de usuarios. Por eso debe construirse con materiales y procedimientos que garanticen presión, calidad del agua y una vida útil de al menos 30 años. Las especificaciones desarrollan el Reglamento Técnico del Sector de Agua Potable y Saneamiento Básico (Resolución 0330 de 2017 del Ministerio de Vivienda, Ciudad y Territorio y sus modificaciones) y el Decreto 1077 de 2015.",
        },
      ],
    },
    {
      heading: "Requisitos técnicos principales",
      blocks: [
        {
          kind: "table",
          caption: "Especificaciones mínimas para redes de distribución y acometidas",
          columns: ["Elemento", "Requisito"],
          rows: [
            ["Diámetro mínimo de red de distribución", "3 pulgadas (75 mm) en zona residencial; 4 pulgadas (100 mm) en zonas comerciales o con hidrantes"],
            ["Materiales aceptados", "PVC presión RDE 21, polietileno de alta densidad PE 100 y hierro dúctil, con certificado de producto"],
            ["Presión de servicio en la red", "Entre 15 y 50 metros de columna de agua"],
            ["Profundidad mínima de instalación", "1,0 m bajo calzada y 0,6 m bajo andén, medida a la cota clave del tubo"],
            ["Acometida domiciliaria", "Tubería de 1/2 pulgada en PE 100 o PEAD, con collar de derivación y registro de corte"],
            ["Medidor", "Clase metrológica R160 o superior según NTC-ISO 4064, con verificación inicial de un laboratorio acreditado"],
            ["Hidrantes", "Separación máxima de 300 m entre hidrantes en zonas residenciales"],
          ],
        },
        {
          kind: "paragraph",
          text: "Las uniones, válvulas y accesorios deben ser del mismo sistema que la tubería. No se aceptan tuberías de asbesto cemento ni reutilizadas, y toda red nueva debe pasar la prueba hidrostática a 1,5 veces la presión de trabajo durante dos horas, seguida de lavado y desinfección con cloro antes de conectarse.",
        },
      ],
    },
    {
      heading: "Procedimiento para urbanizadores",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Solicite la certificación de viabilidad y disponibilidad inmediata de servicios; la empresa responde en un plazo máximo de 15 días hábiles y el certificado tiene vigencia de dos años.",
            "Presente los diseños hidráulicos firmados por un ingeniero con matrícula profesional, con memorias de cálculo y planos en formato digital.",
            "Obtenga la aprobación de los diseños, que se emite con observaciones o sin ellas en un plazo de 30 días hábiles.",
            "Construya las redes con la interventoría técnica que exige la empresa y avise el inicio de obra con cinco días hábiles de anticipación.",
            "Solicite la prueba hidrostática, la desinfección y el recibo de redes; con el acta firmada se autoriza la conexión y la matrícula de las cuentas.",
          ],
        },
        {
          kind: "notice",
          tone: "warning",
          title: "Conexiones sin autorización",
          text: "Conectar una red o una acometida sin aprobación de la empresa es una conexión no autorizada. Además de la suspensión, puede generar el cobro del consumo dejado de facturar, según el contrato de condiciones uniformes.",
        },
      ],
    },
    {
      heading: "Documentos y asesoría",
      blocks: [
        {
          kind: "documents",
          items: [
            {
              title: "Especificaciones técnicas de acometidas y medidores de acueducto",
              file: "/docs/standards-technical-aqueduct-acometidas-2025.pdf",
              format: "PDF",
              date: "2025-09-29",
            },
          ],
        },
        {
          kind: "paragraph",
          text: "La Unidad de Diseño y Normalización atiende consultas de diseñadores los martes y jueves en la sede principal, {officeAddress}, previa cita solicitada al correo de atención.",
        },
        {
          kind: "links",
          items: [
            { label: "Compendio de normas SINET vigente", path: "/acueducto/standardsSINET" },
            { label: "Formatos de trámites", path: "/formatos-tramites" },
          ],
        },
        {
          kind: "contacts",
          items: [
            { label: "Correo de atención", value: "atencion@emsp.example", href: "mailto:atencion@emsp.example" },
            { label: "Conmutador", value: "{switchboard}", href: "tel:{switchboard}" },
          ],
        },
      ],
    },
  ],
};

export default content;

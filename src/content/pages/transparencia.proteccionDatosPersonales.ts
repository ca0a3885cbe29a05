import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Esta es la política con la que {brand} recoge, guarda, usa y protege los datos personales de sus usuarios, proveedores, servidores y visitantes, adoptada por la Resolución de Gerencia 0287 de 2025 en cumplimiento de la Ley 1581 de 2012.",
  sections: [
    {
      heading: "Responsable del tratamiento",
      blocks: [
        {
          kind: "definitions",
          items: [
            { term: "Responsable", description: "{brandLong} – {brand}, NIT 890.900.123-4, {officeAddress}, San Rafael." },
            { term: "Área encargada de atender a los titulares", description: "Oficial de protección de datos personales, adscrito a la Secretaría General." },
            {
              term: "Marco legal",
              description:
                "Artículo 15 de la Constitución Política, Ley 1581 de 2012, Decreto 1074 de 2015 (capítulos que compilan el Decreto 1377 de 2013) y Ley 1266 de 2008 para la información financiera y de pagos.",
            },
          ],
        },
      ],
    },
    {
      heading: "Para qué usamos sus datos",
      blocks: [
        {
          kind: "list",
          items: [
            "Prestar los servicios contratados: conexión, lectura de medidores, facturación, recaudo, reparación de daños y suspensión o reconexión.",
            "Atender peticiones, quejas y reclamos y notificar las decisiones que se tomen sobre ellos.",
            "Aplicar los subsidios y contribuciones según el estrato del inmueble, e informar a las autoridades que lo exijan por ley.",
            "Enviar avisos de cortes programados, vencimientos de pago y campañas de uso eficiente de los servicios.",
            "Reportar el comportamiento de pago a las centrales de información, solo con autorización previa y con aviso de 20 días antes del reporte negativo.",
            "Gestionar la relación con proveedores, contratistas, servidores y aspirantes a empleos.",
          ],
        },
        {
          kind: "paragraph",
          text: "Los datos sensibles, como la condición de discapacidad o la información biométrica de las oficinas, solo se piden cuando son necesarios, y usted no está obligado a entregarlos. Los datos de niñas, niños y adolescentes se tratan únicamente para fines de su interés superior, con autorización de su representante legal.",
        },
      ],
    },
    {
      heading: "Sus derechos como titular",
      blocks: [
        {
          kind: "list",
          items: [
            "Conocer, actualizar y rectificar sus datos.",
            "Solicitar prueba de la autorización que otorgó, salvo los casos en que la ley no la exige.",
            "Saber qué uso se ha dado a su información.",
            "Revocar la autorización o pedir la supresión del dato cuando no exista un deber legal o contractual de conservarlo.",
            "Presentar quejas ante la Superintendencia de Industria y Comercio después de agotar el trámite ante la empresa.",
            "Acceder gratuitamente a sus datos al menos una vez al mes y cada vez que la política cambie de forma sustancial.",
          ],
        },
      ],
    },
    {
      heading: "Cómo presentar una consulta o un reclamo",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Envíe su solicitud al correo de datos personales o radíquela en cualquier oficina, con su nombre, número de documento, dirección de contacto y lo que pide.",
            "Si actúa en nombre de otra persona, adjunte el poder o el documento que acredita la representación.",
            "Las consultas se responden en máximo 10 días hábiles, prorrogables por 5 más con aviso previo.",
            'Los reclamos para corregir, actualizar o suprimir datos se resuelven en máximo 15 días hábiles, prorrogables por 8 más; mientras tanto, el dato se marca como "reclamo en trámite".',
          ],
        },
        {
          kind: "contacts",
          items: [
            { label: "Correo de protección de datos", value: "datospersonales@emsp.example", href: "mailto:datospersonales@emsp.example" },
            { label: "Línea gratuita", value: "{freeLine}", href: "tel:{freeLine}" },
          ],
        },
        {
          kind: "documents",
          items: [
            {
              title: "Política de tratamiento de datos personales (Resolución 0287 de 2025)",
              file: "/docs/proteccion-datos-personales-politica-2025.pdf",
              format: "PDF",
              date: "2025-05-19",
            },
          ],
        },
        { kind: "links", items: [{ label: "Derecho de habeas data", path: "/personalData" }] },
      ],
    },
    {
      heading: "Seguridad y vigencia",
      blocks: [
        {
          kind: "paragraph",
          text: "Las bases de datos de la empresa están inscritas en el Registro Nacional de Bases de Datos que administra la SIC y se protegen con controles de acceso, cifrado de la información en tránsito y copias de respaldo. La política rige desde el 19 de mayo de 2025; los datos se conservan mientras dure la relación y, después, durante el tiempo que exijan las normas de archivo y las tablas de retención documental.",
        },
      ],
    },
  ],
};

export default content;

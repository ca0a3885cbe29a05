import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Usted tiene derecho a conocer, actualizar, rectificar y suprimir los datos personales que {brand} conserva sobre usted, y a revocar la autorización que dio para tratarlos. En esta página le explicamos cómo ejercerlo y en qué plazos le responderemos.",
  sections: [
    {
      heading: "Qué es el habeas data",
      blocks: [
        {
          kind: "paragraph",
          text: "El artículo 15 de la Constitución Política reconoce a toda persona el derecho a conocer y corregir la información que se haya recogido sobre ella. La Ley Estatutaria 1581 de 2012 y su reglamentación, compilada en el Decreto 1074 de 2015, desarrollan ese derecho y fijan las obligaciones de quienes manejan bases de datos, como la empresa.",
        },
        {
          kind: "paragraph",
          text: "La empresa recoge datos como su nombre, cédula, dirección, teléfono, correo, historial de consumo y de pagos, y la información necesaria para aplicar subsidios o atender reclamos. Los usa para prestar y facturar los servicios, atender sus solicitudes, cumplir reportes exigidos por la SSPD, la CREG, la CRA y la CRC, y, solo si usted lo autoriza, para enviarle información comercial.",
        },
      ],
    },
    {
      heading: "Qué puede solicitar",
      blocks: [
        {
          kind: "definitions",
          items: [
            { term: "Consulta", description: "Conocer qué datos suyos tiene la empresa, para qué los usa y con quién los ha compartido." },
            {
              term: "Actualización o rectificación",
              description: "Corregir datos inexactos, incompletos o desactualizados, como un cambio de dirección o de número de celular.",
            },
            {
              term: "Supresión",
              description:
                "Pedir que se eliminen datos que ya no son necesarios, salvo cuando exista un deber legal o contractual de conservarlos, por ejemplo mientras el contrato de servicios esté vigente.",
            },
            {
              term: "Revocatoria de la autorización",
              description: "Retirar el permiso para usos que no sean indispensables, como los mensajes de promociones de internet y televisión.",
            },
            { term: "Prueba de la autorización", description: "Obtener copia del documento o registro en el que usted aceptó el tratamiento de sus datos." },
          ],
        },
      ],
    },
    {
      heading: "Cómo presentar su solicitud",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Identifíquese con su nombre completo y número de cédula; si actúa por otra persona, adjunte el poder o el documento que acredite la representación.",
            "Describa qué desea: consultar, corregir, suprimir o revocar, y señale los datos concretos.",
            "Adjunte los soportes, por ejemplo el certificado que demuestra la nueva dirección.",
            "Envíe la solicitud al correo de datos personales, radíquela en la ventanilla única o use el formulario de PQRS eligiendo la categoría Habeas data.",
            "Guarde el número de radicado para hacer seguimiento.",
          ],
        },
        {
          kind: "contacts",
          items: [
            { label: "Oficial de protección de datos personales", value: "datospersonales@emsp.example", href: "mailto:datospersonales@emsp.example" },
            { label: "Ventanilla única", value: "{officeAddress}, San Rafael" },
            { label: "Línea gratuita", value: "{freeLine}", href: "tel:{freeLine}" },
          ],
        },
        {
          kind: "documents",
          items: [
            {
              title: "Formato de solicitud para ejercer el derecho de habeas data",
              file: "/docs/personal-data-formato-solicitud-2026.pdf",
              format: "PDF",
              date: "2026-01-30",
            },
          ],
        },
      ],
    },
    {
      heading: "Tiempos de respuesta",
      blocks: [
        {
          kind: "table",
          caption: "Plazos legales para responder solicitudes sobre datos personales",
          columns: ["Tipo de solicitud", "Plazo (días hábiles)", "Prórroga máxima (días hábiles)", "Norma"],
          rows: [
            ["Consulta", "10", "5", "Ley 1581 de 2012, art. 14"],
            ["Reclamo: rectificación, actualización, supresión o revocatoria", "15", "8", "Ley 1581 de 2012, art. 15"],
          ],
          numeric: [1, 2],
          note: "Si se requiere prórroga, la empresa le informará los motivos y la nueva fecha antes de que venza el plazo inicial. Si el reclamo está incompleto, se le pedirá completarlo dentro de los cinco días siguientes; si pasan dos meses sin respuesta del titular, se entiende desistido.",
        },
        {
          kind: "notice",
          tone: "info",
          title: "Si no queda satisfecho",
          text: "Después de agotar el trámite ante la empresa, usted puede presentar una queja ante la Delegatura para la Protección de Datos Personales de la Superintendencia de Industria y Comercio.",
        },
        {
          kind: "links",
          items: [
            { label: "Radicar la solicitud en línea", path: "/newPQRS" },
            { label: "Política de tratamiento de datos personales", path: "/transparencia/proteccionDatosPersonales" },
          ],
        },
      ],
    },
  ],
};

export default content;

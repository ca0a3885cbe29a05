import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Si quiere ofrecer bienes, obras o servicios a {brand}, aquí encuentra cómo inscribirse y mantener actualizado su registro de proveedor, qué requisitos se piden para participar en las compras y cómo consultar sus pagos y certificados.",
  sections: [
    {
      heading: "Registro de proveedores",
      blocks: [
        {
          kind: "paragraph",
          text: "El registro es la base de datos que la empresa consulta para invitar a cotizar en los procesos de menor cuantía y de contratación directa. A octubre de 2026 contaba con 1.486 proveedores activos, el 43 % de ellos domiciliados en San Rafael.",
        },
        {
          kind: "list",
          ordered: true,
          items: [
            "Ingrese al formulario de inscripción y registre los datos de la empresa o persona natural.",
            "Seleccione los códigos del Clasificador de Bienes y Servicios de las Naciones Unidas que correspondan a su actividad.",
            "Adjunte los documentos soporte indicados en la tabla siguiente.",
            "Espere la validación, que tarda hasta cinco días hábiles, y reciba la confirmación en su correo.",
            "Actualice el registro cada año, después de aprobar sus estados financieros.",
          ],
        },
        {
          kind: "links",
          items: [{ label: "Formulario de inscripción de proveedores", path: "/supplierRegistration" }],
        },
      ],
    },
    {
      heading: "Documentos requeridos",
      blocks: [
        {
          kind: "table",
          caption: "Soportes para la inscripción según el tipo de proveedor",
          columns: ["Documento", "Persona jurídica", "Persona natural"],
          rows: [
            ["RUT actualizado", "Sí", "Sí"],
            ["Certificado de existencia y representación legal, menor a 30 días", "Sí", "No aplica"],
            ["Cédula del representante legal o de la persona natural", "Sí", "Sí"],
            ["Certificación bancaria, menor a 30 días", "Sí", "Sí"],
            ["Estados financieros del último año", "Sí", "Si está obligado a llevar contabilidad"],
            ["Certificado del sistema de gestión de seguridad y salud en el trabajo", "Sí", "Sí, si tiene trabajadores"],
          ],
        },
        {
          kind: "documents",
          items: [
            {
              title: "Requisitos y procedimiento de inscripción en el registro de proveedores",
              file: "/docs/suppliers-requisitos-inscripcion-2026.pdf",
              format: "PDF",
              date: "2026-02-11",
            },
          ],
        },
      ],
    },
    {
      heading: "Cómo participar en las compras",
      blocks: [
        {
          kind: "paragraph",
          text: "Las compras se planean en el plan anual de adquisiciones y se adelantan según el Manual de Contratación. Los procesos por encima de 500 salarios mínimos se abren por convocatoria pública en SECOP II; los de menor valor se hacen por invitación a los proveedores registrados en el código correspondiente, con un mínimo de tres ofertas.",
        },
        {
          kind: "links",
          items: [
            { label: "Información contractual", path: "/contracting" },
            { label: "Plan anual de adquisiciones", path: "/annualPlan" },
            { label: "Procesos en línea", path: "/contratacion-en-linea" },
            { label: "Pliegos tipo y formatos", path: "/formatos-modelos-contratacion-pliegos-tipo" },
          ],
        },
      ],
    },
    {
      heading: "Pagos y certificados",
      blocks: [
        {
          kind: "paragraph",
          text: "Desde el portal de proveedores puede consultar el estado de cada factura radicada (recibida, aprobada, programada o pagada), descargar los comprobantes de egreso y los certificados de retención del año gravable anterior, y pedir certificaciones de experiencia de contratos ya liquidados, que se expiden en diez días hábiles.",
        },
        {
          kind: "contacts",
          items: [
            { label: "Atención a proveedores", value: "proveedores@emsp.example", href: "mailto:proveedores@emsp.example" },
            { label: "Contratación", value: "contratacion@emsp.example", href: "mailto:contratacion@emsp.example" },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Preguntas frecuentes de proveedores", path: "/preguntas-frecuentes-proveedores" },
            { label: "Denunciar prácticas irregulares en la contratación", path: "/corruptionsAllegations" },
          ],
        },
      ],
    },
  ],
};

export default content;

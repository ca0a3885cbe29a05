import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Estas condiciones regulan el uso del portal web de {brand}. Al navegar por él, consultar su factura o hacer un trámite en línea, usted acepta las reglas que se explican a continuación.",
  sections: [
    {
      heading: "Objeto del portal",
      blocks: [
        {
          kind: "paragraph",
          text: "El portal es un canal oficial de información y atención de la empresa. En él se publican noticias, tarifas, información de transparencia y datos abiertos, y se ofrecen servicios como la consulta y el pago de facturas, la radicación de PQRS y la inscripción a la factura digital. Su uso es gratuito, salvo el costo de la conexión a internet de cada persona.",
        },
      ],
    },
    {
      heading: "Reglas de uso",
      blocks: [
        {
          kind: "list",
          items: [
            "Use el portal solo para fines lícitos y relacionados con los servicios de la empresa.",
            "No intente acceder a áreas restringidas, alterar el funcionamiento del sitio ni introducir programas maliciosos.",
            "Mantenga en reserva su usuario y contraseña; las operaciones hechas con sus credenciales se entienden realizadas por usted.",
            "Entregue información veraz en los formularios; los datos falsos pueden invalidar el trámite.",
            "Si detecta una falla de seguridad, repórtela al correo de atención en lugar de aprovecharla.",
          ],
        },
        {
          kind: "notice",
          tone: "warning",
          title: "Cuidado con sitios falsos",
          text: "La empresa nunca le pedirá por correo o mensaje de texto la clave de su cuenta bancaria. Antes de pagar, verifique que está en el portal oficial y que el navegador muestra una conexión segura.",
        },
      ],
    },
    {
      heading: "Propiedad de los contenidos",
      blocks: [
        {
          kind: "paragraph",
          text: "Los textos, fotografías, logotipos, mapas y documentos del portal son de la empresa o se usan con autorización de sus autores, y están protegidos por la Ley 23 de 1982 y la Decisión Andina 351 de 1993. Los datos abiertos y la información pública pueden reutilizarse citando la fuente, sin alterar su sentido; el uso comercial de las marcas requiere autorización escrita.",
        },
      ],
    },
    {
      heading: "Responsabilidad y enlaces a terceros",
      blocks: [
        {
          kind: "paragraph",
          text: "La empresa procura que la información sea exacta y esté actualizada, pero las cifras publicadas tienen carácter informativo y, ante cualquier diferencia, prevalecen los actos administrativos, la factura y el contrato de condiciones uniformes. El portal puede estar fuera de servicio por mantenimiento; en ese caso, los plazos de sus trámites no se ven afectados y puede usar los demás canales.",
        },
        {
          kind: "paragraph",
          text: "Algunas páginas enlazan a sitios de entidades públicas, como la SSPD o el SECOP II. La empresa no controla esos sitios ni responde por su contenido o por sus políticas de privacidad.",
        },
      ],
    },
    {
      heading: "Datos personales, cambios y ley aplicable",
      blocks: [
        {
          kind: "paragraph",
          text: "La información que usted registra en el portal se trata según la política de protección de datos personales. Estas condiciones pueden modificarse; la versión vigente es la publicada en esta página, actualizada el 4 de agosto de 2025. Se rigen por las leyes de Colombia, en especial la Ley 527 de 1999 sobre mensajes de datos, y cualquier controversia se resolverá ante los jueces competentes de la República.",
        },
        {
          kind: "links",
          items: [
            { label: "Política de protección de datos personales", path: "/transparencia/proteccionDatosPersonales" },
            { label: "Política de derechos de autor", path: "/copyright-policy" },
            { label: "Términos de la factura digital", path: "/transparencia/terminosCondicionesUso/facturaDigital" },
            { label: "Condiciones de los servicios en línea", path: "/termsAndConditions" },
          ],
        },
        {
          kind: "documents",
          items: [
            {
              title: "Términos y condiciones de uso del portal, versión agosto de 2025",
              file: "/docs/terminos-condiciones-uso-2025.pdf",
              format: "PDF",
              date: "2025-08-04",
            },
          ],
        },
      ],
    },
  ],
};

export default content;

import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Estas condiciones regulan el uso de la oficina virtual, el pago en línea y la cuenta de usuario del portal de {brand}. Al registrarse o realizar una transacción, usted declara conocerlas y aceptarlas.",
  sections: [
    {
      heading: "Servicios cubiertos",
      blocks: [
        {
          kind: "paragraph",
          text: "Las condiciones aplican a la consulta y descarga de facturas, al historial de consumo, a la inscripción de la factura digital, al pago de facturas por PSE o tarjeta, a la radicación de solicitudes y al seguimiento de trámites. Los servicios son gratuitos; la empresa no cobra comisiones por pagar en línea, aunque su banco podría aplicar las tarifas de su propio contrato.",
        },
        {
          kind: "links",
          items: [
            { label: "Crear una cuenta", path: "/registrarse" },
            { label: "Pago en línea", path: "/pago-en-linea" },
            { label: "Mi cuenta", path: "/mi-cuenta" },
          ],
        },
      ],
    },
    {
      heading: "Su cuenta y su contraseña",
      blocks: [
        {
          kind: "list",
          items: [
            "La cuenta es personal; el usuario responde por las operaciones hechas con su correo y contraseña.",
            "La contraseña debe tener al menos diez caracteres, con letras, números y un símbolo, y no puede repetir las tres últimas usadas.",
            "Tras cinco intentos fallidos la cuenta se bloquea durante 30 minutos; puede desbloquearla con el enlace de recuperación enviado a su correo.",
            "Las sesiones sin actividad se cierran automáticamente a los 15 minutos.",
            "Si sospecha que alguien conoce su contraseña, cámbiela de inmediato y avise a la línea gratuita.",
          ],
        },
        {
          kind: "links",
          items: [{ label: "Recuperar la contraseña", path: "/forgot-password" }],
        },
      ],
    },
    {
      heading: "Validez de las transacciones",
      blocks: [
        {
          kind: "paragraph",
          text: "Un pago en línea se entiende realizado cuando el banco lo aprueba y el portal muestra el comprobante con el número de transacción. Los pagos aprobados en días hábiles hasta las 6:00 p. m. se aplican el mismo día; los aprobados después de esa hora o en días no hábiles, al siguiente día hábil. Las transacciones en estado pendiente no deben repetirse hasta conocer la respuesta definitiva del banco, que suele llegar en menos de 30 minutos.",
        },
        {
          kind: "paragraph",
          text: "Si el dinero fue debitado de su cuenta pero la factura sigue apareciendo pendiente después de dos días hábiles, presente la reclamación con el número de transacción y el extracto bancario. Los pagos duplicados se devuelven a la misma cuenta o se abonan a la siguiente factura, según usted elija, dentro de los diez días hábiles siguientes.",
        },
        {
          kind: "links",
          items: [
            { label: "Consultar el estado de un pago", path: "/paymentStatus" },
            { label: "Descargar mis transacciones", path: "/descargar-transacciones" },
          ],
        },
      ],
    },
    {
      heading: "Seguridad y datos personales",
      blocks: [
        {
          kind: "paragraph",
          text: "El portal cifra las comunicaciones con TLS 1.2 o superior y no almacena los datos de las tarjetas, que son procesados directamente por la pasarela de pagos certificada. Los datos personales registrados se tratan según la política de protección de datos y la Ley 1581 de 2012.",
        },
        {
          kind: "links",
          items: [
            { label: "Derecho de habeas data", path: "/personalData" },
            { label: "Términos y condiciones de uso del portal", path: "/transparencia/terminosCondicionesUso" },
          ],
        },
      ],
    },
    {
      heading: "Soporte y cambios a estas condiciones",
      blocks: [
        {
          kind: "paragraph",
          text: "El soporte técnico de la oficina virtual funciona de lunes a sábado entre las 7:00 a. m. y las 7:00 p. m. La empresa puede modificar estas condiciones por cambios normativos o tecnológicos y anunciará la nueva versión en el portal con quince días calendario de anticipación. La versión vigente fue aprobada el 17 de diciembre de 2025.",
        },
        {
          kind: "contacts",
          items: [
            { label: "Soporte de la oficina virtual", value: "atencion@emsp.example", href: "mailto:atencion@emsp.example" },
            { label: "Línea gratuita", value: "{freeLine}", href: "tel:{freeLine}" },
          ],
        },
        {
          kind: "documents",
          items: [
            {
              title: "Condiciones de uso de los servicios en línea, versión de diciembre de 2025",
              file: "/docs/terms-and-conditions-servicios-en-linea-2025.pdf",
              format: "PDF",
              date: "2025-12-17",
            },
          ],
        },
      ],
    },
  ],
};

export default content;

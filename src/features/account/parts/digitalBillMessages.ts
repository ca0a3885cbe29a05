import { defineMessages } from "react-intl";

/** The words of the digital-bill screen (/dashboard/digital-bill), shared with its enrolment part. */
export const digitalBillMessages = defineMessages({
  title: { id: "billing.digitalBill.title", defaultMessage: "Factura digital" },
  intro: {
    id: "billing.digitalBill.intro",
    defaultMessage: "Reciba la factura de su contrato en su correo electrónico en lugar de la factura impresa.",
  },
  benefitsTitle: { id: "billing.digitalBill.benefits.title", defaultMessage: "Beneficios de la factura digital" },
  benefitDay: { id: "billing.digitalBill.benefits.day", defaultMessage: "Le llega el mismo día en que se expide, sin esperar al mensajero." },
  benefitPaper: { id: "billing.digitalBill.benefits.paper", defaultMessage: "Sin papel: ayuda a cuidar el medio ambiente y no se pierde." },
  benefitValid: {
    id: "billing.digitalBill.benefits.valid",
    defaultMessage: "Tiene la misma validez legal que la factura impresa: puede pagarla en línea o en cualquier punto de pago.",
  },
  enrolTitle: { id: "billing.digitalBill.enrol.title", defaultMessage: "Inscribir el contrato a la factura digital" },
  changeTitle: { id: "billing.digitalBill.change.title", defaultMessage: "Cambiar el correo de la factura digital" },
  email: { id: "billing.digitalBill.email", defaultMessage: "Correo electrónico donde recibirá la factura" },
  emailHint: { id: "billing.digitalBill.emailHint", defaultMessage: "Por ejemplo nombre@dominio.co. Puede ser distinto al correo de su cuenta." },
  readTerms: { id: "billing.digitalBill.readTerms", defaultMessage: "Lea los términos y condiciones de la factura digital (versión {version})" },
  accept: { id: "billing.digitalBill.accept", defaultMessage: "Acepto los términos y condiciones de la factura digital, versión {version}" },
  acceptMissing: { id: "billing.digitalBill.acceptMissing", defaultMessage: "Para recibir la factura digital debe aceptar los términos y condiciones." },
  submit: { id: "billing.digitalBill.submit", defaultMessage: "Inscribirme a la factura digital" },
  submitChange: { id: "billing.digitalBill.submitChange", defaultMessage: "Guardar el nuevo correo" },
  saving: { id: "billing.digitalBill.saving", defaultMessage: "Guardando…" },
  keep: { id: "billing.digitalBill.keepEmail", defaultMessage: "No cambiar el correo" },
  activeTitle: { id: "billing.digitalBill.active.title", defaultMessage: "Su factura digital está activa" },
  activeEmail: { id: "billing.digitalBill.active.email", defaultMessage: "Correo" },
  activeSince: { id: "billing.digitalBill.active.since", defaultMessage: "Inscrita desde" },
  activeTerms: { id: "billing.digitalBill.active.terms", defaultMessage: "Versión de los términos aceptada" },
  newTerms: {
    id: "billing.digitalBill.active.newTerms",
    defaultMessage: "Hay una versión nueva de los términos ({version}). La aceptará si cambia el correo.",
  },
  change: { id: "billing.digitalBill.change", defaultMessage: "Cambiar el correo" },
  cancel: { id: "billing.digitalBill.cancel", defaultMessage: "Cancelar la factura digital" },
  confirmTitle: { id: "billing.digitalBill.confirm.title", defaultMessage: "¿Cancelar la factura digital?" },
  confirmText: {
    id: "billing.digitalBill.confirm.text",
    defaultMessage: "Dejaremos de enviar la factura a {email} y, desde el próximo periodo, volverá a recibirla impresa en {address}.",
  },
  confirmYes: { id: "billing.digitalBill.confirm.yes", defaultMessage: "Sí, cancelar la factura digital" },
  confirmNo: { id: "billing.digitalBill.confirm.no", defaultMessage: "No, mantenerla" },
  cancelled: {
    id: "billing.digitalBill.cancelled",
    defaultMessage: "Canceló la factura digital del contrato {number}. Desde el próximo periodo recibirá la factura impresa.",
  },
  changed: { id: "billing.digitalBill.changed", defaultMessage: "Guardamos el nuevo correo. Su próxima factura llegará a {email}." },
  cancelFailed: { id: "billing.digitalBill.cancelFailed", defaultMessage: "No fue posible cancelar la factura digital. {reason}" },
  noContract: { id: "billing.digitalBill.noContract", defaultMessage: "Elija primero un contrato." },
});

import { defineMessages } from "react-intl";

/** The words of the notices (issue 34 §4): the digital bill's second recipient, the payment reminder, the unsubscribe page. */
export const noticeMessages = defineMessages({
  secondTitle: { id: "notices.second.title", defaultMessage: "Segundo destinatario" },
  secondIntro: {
    id: "notices.second.intro",
    defaultMessage:
      "Si el inmueble está arrendado, el arrendatario y el propietario pueden recibir los dos el aviso de factura lista. El segundo correo recibe solo el valor, la fecha límite de pago y el enlace a la factura.",
  },
  secondNone: { id: "notices.second.none", defaultMessage: "Este contrato no tiene segundo destinatario." },
  secondEmail: { id: "notices.second.email", defaultMessage: "Correo del segundo destinatario" },
  secondEmailHint: { id: "notices.second.emailHint", defaultMessage: "Distinto del primero. Por ejemplo propietario@dominio.co." },
  secondAccept: {
    id: "notices.second.accept",
    defaultMessage: "Acepto, para este segundo correo, los términos y condiciones de la factura digital (versión {version})",
  },
  secondAcceptMissing: { id: "notices.second.acceptMissing", defaultMessage: "Para agregar el segundo destinatario debe aceptar los términos y condiciones." },
  secondSameAsFirst: {
    id: "notices.second.sameAsFirst",
    defaultMessage: "Escriba una dirección distinta de la del primer destinatario: esa ya recibe la factura.",
  },
  secondAdd: { id: "notices.second.add", defaultMessage: "Agregar el segundo destinatario" },
  secondSave: { id: "notices.second.save", defaultMessage: "Guardar el segundo destinatario" },
  secondChange: { id: "notices.second.change", defaultMessage: "Cambiar el segundo destinatario" },
  secondKeep: { id: "notices.second.keep", defaultMessage: "No cambiar" },
  secondRemove: { id: "notices.second.remove", defaultMessage: "Retirar el segundo destinatario" },
  secondCurrent: { id: "notices.second.current", defaultMessage: "Correo" },
  secondSince: { id: "notices.second.since", defaultMessage: "Agregado el" },
  secondAdded: {
    id: "notices.second.added",
    defaultMessage: "Listo: {email} recibirá también el aviso de factura lista. Le enviamos un correo para que lo sepa.",
  },
  secondRemoved: { id: "notices.second.removed", defaultMessage: "Listo: {email} ya no recibirá el aviso de factura de este contrato." },
  secondRemoveFailed: { id: "notices.second.removeFailed", defaultMessage: "No pudimos retirar el segundo destinatario: {reason}" },
  saving: { id: "notices.saving", defaultMessage: "Guardando…" },
  remindersTitle: { id: "notices.reminders.title", defaultMessage: "Recordatorio de pago" },
  remindersIntro: {
    id: "notices.reminders.intro",
    defaultMessage:
      "Le escribimos a {email} tres días hábiles antes de que venza cada factura sin pagar de sus contratos (contamos los festivos). No lo enviamos si la factura ya está pagada.",
  },
  remindersLabel: { id: "notices.reminders.label", defaultMessage: "Enviarme un recordatorio antes del vencimiento" },
  remindersOn: {
    id: "notices.reminders.on",
    defaultMessage: "Listo: le recordaremos por correo cada factura sin pagar tres días hábiles antes de su vencimiento.",
  },
  remindersOff: { id: "notices.reminders.off", defaultMessage: "Listo: ya no le enviaremos recordatorios de pago." },
  remindersLoading: { id: "notices.reminders.loading", defaultMessage: "Cargando su preferencia…" },
  remindersFailed: { id: "notices.reminders.failed", defaultMessage: "No pudimos guardar su preferencia: {reason}" },
  remindersLoadFailed: { id: "notices.reminders.loadFailed", defaultMessage: "No pudimos leer su preferencia: {reason}" },
  remindersUnverified: {
    id: "notices.reminders.unverified",
    defaultMessage: "Los recordatorios llegan solo a un correo confirmado: confirme el suyo con el enlace que le enviamos al registrarse.",
  },
  unsubscribeTitle: { id: "notices.unsubscribe.title", defaultMessage: "Dejar de recibir un aviso" },
  unsubscribeIntro: {
    id: "notices.unsubscribe.intro",
    defaultMessage:
      "Desde aquí deja de recibir por correo el aviso del enlace que abrió: el recordatorio de pago o la copia de la factura digital. Su factura y sus pagos no cambian.",
  },
  unsubscribeAsk: {
    id: "notices.unsubscribe.ask",
    defaultMessage: "¿Quiere dejar de recibir en su correo el aviso de este enlace? Puede volver a activarlo cuando quiera desde el portal.",
  },
  unsubscribeButton: { id: "notices.unsubscribe.button", defaultMessage: "Sí, no quiero recibirlo más" },
  unsubscribeWorking: { id: "notices.unsubscribe.working", defaultMessage: "Un momento…" },
  unsubscribeNoToken: { id: "notices.unsubscribe.noToken", defaultMessage: "Falta el código del enlace. Ábralo completo desde el correo que le enviamos." },
  unsubscribeHome: { id: "notices.unsubscribe.home", defaultMessage: "Ir al inicio" },
});

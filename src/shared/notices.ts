/**
 * Notices customers expect (issue 34 §4): "Su factura está lista" to the digital bill's recipients,
 * a payment reminder three business days before the due date, and a second recipient of the
 * digital bill. Shapes declared once in ./schemas/notices.ts; types derive with `import type`.
 */
import type { Static } from "@sinclair/typebox";
import type { NoticePreferencesInputSchema, NoticePreferencesSchema, NoticeResultSchema, SecondRecipientInputSchema } from "./schemas/notices";

export type SecondRecipientInput = Static<typeof SecondRecipientInputSchema>;
export type NoticePreferences = Static<typeof NoticePreferencesSchema>;
export type NoticePreferencesInput = Static<typeof NoticePreferencesInputSchema>;
export type NoticeResult = Static<typeof NoticeResultSchema>;

/** The reminder goes this many business days (Colombian holidays counted) before the due date. */
export const REMINDER_BUSINESS_DAYS = 3;

/** The portal's page that a notice's "unsubscribe" link opens (it asks before it posts). */
export const NOTICE_UNSUBSCRIBE_PATH = "/avisos-factura/baja";

export const NOTICE_MESSAGES = {
  secondTerms: "Para agregar el segundo destinatario debe aceptar los términos y condiciones de la factura digital.",
  secondSameAsFirst: "Escriba una dirección distinta de la del primer destinatario: esa ya recibe la factura.",
  secondNotEnrolled: "Inscriba primero el contrato en la factura digital; después puede agregar un segundo destinatario.",
  remindersOn: "Listo: le recordaremos por correo cada factura sin pagar tres días hábiles antes de su vencimiento.",
  remindersOff: "Listo: ya no le enviaremos recordatorios de pago.",
  secondRemoved: "Listo: esta dirección ya no recibirá el aviso de factura de ese contrato.",
  badToken: "El enlace para dejar de recibir estos avisos no es válido o ya se usó. Cópielo completo desde el correo.",
} as const;

import { longDay, render, type MailBrand, type MailContent } from "./templates";

/** The letters about invoices (issue 34 §4): the bill is ready, a payment reminder, a second recipient added. */

/**
 * What a notice about an invoice may say: the period, the amount, the due date and the link, and
 * no other personal data (no name, address, document or consumption): the mail crosses the
 * Internet in the clear and may reach a tenant or an owner who is not the holder.
 */
export interface InvoiceNoticeFacts {
  /** "noviembre de 2026". */
  period: string;
  /** "$ 123.456". */
  amount: string;
  /** YYYY-MM-DD. */
  dueDate: string;
  link: string;
}

/** "Su factura está lista": an invoice arrived for a contract enrolled in the digital bill. */
export function billReadyEmail(brand: MailBrand, facts: InvoiceNoticeFacts, unsubscribe: { label: string; link: string } | null): MailContent {
  return render(brand, {
    subject: `Su factura está lista: ${facts.period}`,
    greetingName: null,
    before: [
      `Su factura de servicios públicos del periodo ${facts.period} ya está disponible en el portal.`,
      `Valor a pagar: ${facts.amount}. Fecha límite de pago: ${longDay(facts.dueDate)}.`,
    ],
    action: { label: "Ver la factura", link: facts.link },
    after: [
      "Recibe este correo porque esta dirección está inscrita en la factura digital de un contrato. Para ver la factura inicie sesión con la cuenta asociada al contrato; también puede pagarla sin iniciar sesión con el número del contrato.",
    ],
    ...(unsubscribe ? { unsubscribe } : {}),
  });
}

/** A reminder three business days before the due date of an unpaid invoice (the account chose it). */
export function paymentReminderEmail(brand: MailBrand, facts: InvoiceNoticeFacts, unsubscribe: string): MailContent {
  return render(brand, {
    subject: `Recordatorio: su factura vence el ${longDay(facts.dueDate)}`,
    greetingName: null,
    before: [
      `Le recordamos que la factura del periodo ${facts.period} vence el ${longDay(facts.dueDate)} y aún no registra pago.`,
      `Valor a pagar: ${facts.amount}. Si ya pagó, no tenga en cuenta este mensaje: los pagos en bancos pueden tardar un día hábil en verse.`,
    ],
    action: { label: "Ver y pagar la factura", link: facts.link },
    after: ["Recibe este recordatorio porque lo activó en su cuenta del portal. Puede desactivarlo allí o con el enlace de abajo."],
    unsubscribe: { label: "No recibir más recordatorios de pago", link: unsubscribe },
  });
}

/**
 * An address was added as the second recipient of a contract's digital bill. The address has not
 * asked for it: the mail says only what it will receive and how to leave (issue 31 §5).
 */
export function digitalBillSecondEmail(brand: MailBrand, removeLink: string): MailContent {
  return render(brand, {
    subject: `Recibirá el aviso de factura de un contrato de ${brand.brandName}`,
    greetingName: null,
    before: [
      "Desde una cuenta del portal inscribieron esta dirección como segundo destinatario de la factura digital de un contrato (por ejemplo, el arrendatario y el propietario). Cada mes le avisaremos aquí cuando la factura esté lista, con su valor y fecha límite de pago.",
    ],
    action: { label: "Conocer la factura digital", link: `${brand.publicUrl}/dashboard/digital-bill` },
    after: ["Si no quiere recibir estos avisos, retire esta dirección con el enlace de abajo: basta un clic."],
    unsubscribe: { label: "Retirar esta dirección", link: removeLink },
  });
}

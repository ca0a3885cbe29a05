import { TIME_ZONE } from "../../src/shared/constants";

/** Brand strings and address of this install (DESIGN §1: every brand string comes from configuration). */
export interface MailBrand {
  brandName: string;
  brandLongName: string;
  publicUrl: string;
}

/** The content of one e-mail, before it has a recipient. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  link: string;
}

/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/**
 * Issue 31 §5: a mail to an address that has not shown it belongs to the person who typed
 * something (a name, a subject, an area) never carries that text, so nobody can use the portal to
 * deliver their words (a phone number, a URL) to a stranger. Such letters greet without a name.
 */
export interface Letter {
  subject: string;
  /** null: "Hola:" with no name (the name was typed by someone the address has not confirmed). */
  greetingName: string | null;
  before: string[];
  action: { label: string; link: string };
  after: string[];
  /** A one-click way out, shown at the foot (cut alerts: RFC 8058 headers carry it too). */
  unsubscribe?: { label: string; link: string };
}

const COLORS = { brand: "#0b5394", text: "#1f2937", muted: "#4b5563", page: "#f3f4f6", rule: "#e5e7eb" };

/** One letter as plain text and as simple inline-styled HTML (mail clients ignore style sheets). */
export function render(brand: MailBrand, letter: Letter): MailContent {
  const greeting = letter.greetingName ? `Hola, ${letter.greetingName}:` : "Hola:";
  const signature = ["Cordialmente,", `${brand.brandLongName} (${brand.brandName})`];
  const footer = "Este es un mensaje automático; por favor no lo responda.";
  const text = [
    greeting,
    "",
    ...letter.before.flatMap((p) => [p, ""]),
    `${letter.action.label}: ${letter.action.link}`,
    "",
    ...letter.after.flatMap((p) => [p, ""]),
    ...signature,
    "",
    footer,
    ...(letter.unsubscribe ? [`${letter.unsubscribe.label}: ${letter.unsubscribe.link}`] : []),
    "",
  ].join("\n");

  const p = (content: string) => `<p style="margin:0 0 16px 0">${content}</p>`;
  const link = escapeHtml(letter.action.link);
  const html = [
    "<!doctype html>",
    `<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(letter.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:${COLORS.page};font-family:Arial,Helvetica,sans-serif;color:${COLORS.text}">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.page};padding:24px 0"><tr><td align="center">`,
    `<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:8px">`,
    `<tr><td style="background:${COLORS.brand};color:#ffffff;padding:16px 24px;border-radius:8px 8px 0 0">`,
    `<div style="font-size:20px;font-weight:bold">${escapeHtml(brand.brandName)}</div>`,
    `<div style="font-size:13px">${escapeHtml(brand.brandLongName)}</div></td></tr>`,
    `<tr><td style="padding:24px;font-size:16px;line-height:1.5">`,
    p(escapeHtml(greeting)),
    ...letter.before.map((t) => p(escapeHtml(t))),
    p(
      `<a href="${link}" style="display:inline-block;background:${COLORS.brand};color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;font-weight:bold">${escapeHtml(letter.action.label)}</a>`,
    ),
    `<p style="margin:0 0 16px 0;font-size:13px;color:${COLORS.muted}">Si el botón no funciona, copie y pegue este enlace en su navegador:<br><a href="${link}" style="color:${COLORS.brand};word-break:break-all">${link}</a></p>`,
    ...letter.after.map((t) => p(escapeHtml(t))),
    p(signature.map(escapeHtml).join("<br>")),
    `</td></tr>`,
    `<tr><td style="padding:16px 24px;font-size:12px;color:${COLORS.muted};border-top:1px solid ${COLORS.rule}">${escapeHtml(footer)}${
      letter.unsubscribe ? `<br><a href="${escapeHtml(letter.unsubscribe.link)}" style="color:${COLORS.brand}">${escapeHtml(letter.unsubscribe.label)}</a>` : ""
    }</td></tr>`,
    "</table></td></tr></table></body></html>",
  ].join("\n");

  return { subject: letter.subject, text, html, link: letter.action.link };
}

/** The link that confirms the address of a new account (valid 24 hours); the address is unconfirmed, so no name. */
export function verificationEmail(brand: MailBrand, rawToken: string): MailContent {
  return render(brand, {
    subject: `Confirme su correo electrónico en el portal de ${brand.brandName}`,
    greetingName: null,
    before: [`Gracias por usar el portal de ${brand.brandName}: para confirmar que este correo es suyo, use el siguiente enlace. Vence en 24 horas.`],
    action: { label: "Confirmar mi correo", link: `${brand.publicUrl}/verify-email?token=${encodeURIComponent(rawToken)}` },
    after: ["Si usted no creó una cuenta en nuestro portal, puede ignorar este mensaje."],
  });
}

/** The link to choose a new password (valid 1 hour, single use); `firstName` only for a verified address. */
export function passwordResetEmail(brand: MailBrand, firstName: string | null, rawToken: string): MailContent {
  return render(brand, {
    subject: `Restablezca su contraseña del portal de ${brand.brandName}`,
    greetingName: firstName,
    before: [
      `Recibimos una solicitud para restablecer la contraseña de su cuenta en el portal de ${brand.brandName}: use el siguiente enlace para elegir una nueva. Vence en 1 hora y sirve una sola vez.`,
    ],
    action: { label: "Elegir una nueva contraseña", link: `${brand.publicUrl}/reset-password?token=${encodeURIComponent(rawToken)}` },
    after: ["Si usted no pidió este cambio, ignore este mensaje: su contraseña actual sigue funcionando."],
  });
}

/** The notice sent after a password change, so an owner who did not make it can react. */
export function passwordChangedEmail(brand: MailBrand, firstName: string, changedAt: Date): MailContent {
  const when = new Intl.DateTimeFormat("es-CO", { dateStyle: "long", timeStyle: "short", timeZone: TIME_ZONE }).format(changedAt);
  return render(brand, {
    subject: `Su contraseña del portal de ${brand.brandName} fue cambiada`,
    greetingName: firstName,
    before: [
      `Le confirmamos que la contraseña de su cuenta en el portal de ${brand.brandName} fue cambiada el ${when} (hora de Colombia). Por seguridad, cerramos todas las sesiones que tenía abiertas.`,
      "Si usted no hizo este cambio, restablezca su contraseña de inmediato con el siguiente enlace y comuníquese con nuestra línea de atención.",
    ],
    action: { label: "Restablecer mi contraseña", link: `${brand.publicUrl}/forgot-password` },
    after: [],
  });
}

/**
 * Issue 20 §4: someone tried to open an account with an address that already has one (sign-up
 * answers that it is taken, so the owner hears of it). Links to the reset page, never a token.
 */
export function registrationAttemptEmail(brand: MailBrand, firstName: string | null): MailContent {
  return render(brand, {
    subject: `Alguien intentó crear una cuenta con su correo en el portal de ${brand.brandName}`,
    greetingName: firstName,
    before: [
      `Alguien intentó crear una cuenta en el portal de ${brand.brandName} con su correo electrónico, que ya tiene una cuenta. No se creó ninguna cuenta nueva y la suya no cambió.`,
      "Si fue usted y no recuerda su contraseña, puede elegir una nueva con el siguiente enlace.",
    ],
    action: { label: "Restablecer mi contraseña", link: `${brand.publicUrl}/forgot-password` },
    after: ["Si no fue usted, puede ignorar este mensaje: nadie puede entrar a su cuenta sin su contraseña."],
  });
}

/** Confirms the digital-bill enrolment of a contract (issue 7) to the address that will receive it. */
export function digitalBillEmail(brand: MailBrand, contract: { number: string; address: string; barrio: string }, termsVersion: string): MailContent {
  return render(brand, {
    subject: `Inscripción a la factura digital del contrato ${contract.number}`,
    greetingName: "cliente",
    before: [
      `Desde ahora recibirá en este correo la factura del contrato ${contract.number} (${contract.address}, ${contract.barrio}) el mismo día en que se expida. Tiene la misma validez que la impresa y deja de llegar en papel desde el próximo periodo.`,
      `Aceptó los términos y condiciones de la factura digital, versión ${termsVersion}.`,
    ],
    action: { label: "Ver mi inscripción", link: `${brand.publicUrl}/dashboard/digital-bill` },
    after: ["Si usted no hizo esta inscripción, cancélela desde ese enlace o comuníquese con nuestra línea de atención."],
  });
}

/** The receipt of an approved payment, to the payer's address. */
export function paymentReceiptEmail(
  brand: MailBrand,
  payment: { reference: string; amount: string; contractNumber: string; invoices: string; bank: string; gatewayCode: string; when: Date },
): MailContent {
  const when = new Intl.DateTimeFormat("es-CO", { dateStyle: "long", timeStyle: "short", timeZone: TIME_ZONE }).format(payment.when);
  return render(brand, {
    subject: `Pago aprobado del contrato ${payment.contractNumber}: referencia ${payment.reference}`,
    greetingName: "cliente",
    before: [
      `Su pago de ${payment.amount} por PSE (${payment.bank}) fue aprobado el ${when} (hora de Colombia).`,
      `Contrato: ${payment.contractNumber}. Facturas pagadas: ${payment.invoices}. Referencia: ${payment.reference}. Código único de seguimiento (CUS): ${payment.gatewayCode}.`,
    ],
    action: { label: "Ver el comprobante", link: `${brand.publicUrl}/paymentStatus?reference=${encodeURIComponent(payment.reference)}` },
    after: ["Conserve este correo como comprobante. El pago se refleja en su cuenta de inmediato."],
  });
}

/** What a case's e-mails say about it (issue 8). */
export interface CaseMailFacts {
  radicado: string;
  kindLabel: string;
  /** The subject as typed, or null when the address may not be sent it (issue 31 §5). */
  subject: string | null;
  /** The applicant's name as typed, or null likewise. */
  name: string | null;
  filedAt: Date;
  /** Long Spanish date of the due day, or null without a legal term. */
  dueDate: string | null;
  termDays: number | null;
  cun: string | null;
  trackUrl: string;
}

/** ` «subject»` when it may be quoted, else nothing. */
const quoted = (subject: string | null) => (subject ? ` «${subject}»` : "");

export const longDay = (day: string) => new Intl.DateTimeFormat("es-CO", { dateStyle: "full", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));

/** The acknowledgment of a filed request: radicado, filing time and due date (Ley 1755 de 2015 art. 15). */
export function caseAcknowledgmentEmail(brand: MailBrand, facts: CaseMailFacts): MailContent {
  const when = new Intl.DateTimeFormat("es-CO", { dateStyle: "long", timeStyle: "short", timeZone: TIME_ZONE }).format(facts.filedAt);
  const due = facts.dueDate
    ? `Le responderemos a más tardar el ${longDay(facts.dueDate)}: ${facts.termDays} días hábiles contados desde el día siguiente a la radicación, sin sábados, domingos ni festivos.`
    : "Esta solicitud no tiene un plazo legal de respuesta: la atendemos por prioridad y le avisamos cuando cambie su estado.";
  return render(brand, {
    subject: `Radicado ${facts.radicado}: recibimos su ${facts.kindLabel.toLowerCase()}`,
    greetingName: facts.name,
    before: [
      `Recibimos su ${facts.kindLabel.toLowerCase()}${quoted(facts.subject)} el ${when} (hora de Colombia) con el número de radicado ${facts.radicado}.`,
      ...(facts.cun
        ? [
            `Código único numérico (CUN) de su PQR de telecomunicaciones: ${facts.cun}. Mientras esté en trámite no le suspenderemos el servicio por el valor reclamado.`,
          ]
        : []),
      due,
    ],
    action: { label: "Consultar el estado", link: facts.trackUrl },
    after: ["Para consultar el estado necesita el número de radicado y el número de documento con el que radicó."],
  });
}

/**
 * The copy for the agents' mailbox (the PQRS notification mailbox of /admin/settings): what came
 * in and by when it must be answered, with the link to the inbox. No personal data of the applicant.
 */
export function caseNoticeEmail(brand: MailBrand, facts: CaseMailFacts, serviceLabel: string, inboxUrl: string): MailContent {
  const when = new Intl.DateTimeFormat("es-CO", { dateStyle: "long", timeStyle: "short", timeZone: TIME_ZONE }).format(facts.filedAt);
  return render(brand, {
    subject: `Nueva solicitud en la bandeja: ${facts.kindLabel} (${serviceLabel})`,
    greetingName: "equipo de atención",
    before: [
      `Se radicó ${facts.radicado} el ${when} (hora de Colombia): ${facts.kindLabel.toLowerCase()} sobre ${serviceLabel.toLowerCase()}${facts.subject ? `, asunto «${facts.subject}»` : ""}.`,
      facts.dueDate
        ? `Debe responderse a más tardar el ${longDay(facts.dueDate)} (${facts.termDays} días hábiles).`
        : "No tiene plazo legal de respuesta: atiéndala por prioridad.",
    ],
    action: { label: "Abrir en la bandeja de PQRS", link: inboxUrl },
    after: ["Los datos del solicitante están en el portal; este correo no los incluye."],
  });
}

/** The answer to a request, as the agent wrote it. */
export function caseResponseEmail(brand: MailBrand, facts: CaseMailFacts, response: string): MailContent {
  return render(brand, {
    subject: `Respuesta a su solicitud ${facts.radicado}`,
    greetingName: facts.name,
    before: [
      `Esta es la respuesta a su ${facts.kindLabel.toLowerCase()}${quoted(facts.subject)}${facts.subject ? "," : ""} radicada con el número ${facts.radicado}:`,
      ...response
        .split(/\n+/)
        .map((line) => line.trim())
        .filter((line) => line !== ""),
    ],
    action: { label: "Ver la respuesta en el portal", link: facts.trackUrl },
    after: [
      "Si no está de acuerdo con una decisión sobre su servicio o su factura, puede presentar recurso de reposición y, en subsidio, de apelación ante la Superintendencia de Servicios Públicos Domiciliarios, dentro de los cinco días hábiles siguientes a esta notificación (Ley 142 de 1994, art. 154).",
    ],
  });
}

/** Notice, before the deadline, that the answer will take longer (Ley 1755 de 2015 art. 14, parágrafo). */
export function caseExtensionEmail(brand: MailBrand, facts: CaseMailFacts, newDueDate: string, reason: string): MailContent {
  return render(brand, {
    subject: `Su solicitud ${facts.radicado} tendrá respuesta a más tardar el ${longDay(newDueDate)}`,
    greetingName: facts.name,
    before: [
      `No podremos responder su ${facts.kindLabel.toLowerCase()}${quoted(facts.subject)} (radicado ${facts.radicado}) dentro del plazo inicial${facts.dueDate ? ` (${longDay(facts.dueDate)})` : ""}.`,
      `Motivo: ${reason}`,
      `Le responderemos a más tardar el ${longDay(newDueDate)}.`,
    ],
    action: { label: "Consultar el estado", link: facts.trackUrl },
    after: [],
  });
}

/** What the holder and the other linked accounts are told when an account links a contract (issue 20 §2). */
export interface ContractLinkedFacts {
  greetingName: string;
  contractNumber: string;
  maskedAddress: string;
  accountName: string;
  accountEmail: string;
  linkedAt: Date;
  undoLink: string;
  undoDays: number;
}

/** The notice of a new link, with the one-time link that undoes it. */
export function contractLinkedEmail(brand: MailBrand, facts: ContractLinkedFacts): MailContent {
  const when = new Intl.DateTimeFormat("es-CO", { dateStyle: "long", timeStyle: "short", timeZone: TIME_ZONE }).format(facts.linkedAt);
  return render(brand, {
    subject: `El contrato ${facts.contractNumber} fue asociado a una cuenta del portal de ${brand.brandName}`,
    greetingName: facts.greetingName,
    before: [
      `El ${when} (hora de Colombia) la cuenta de ${facts.accountName} (${facts.accountEmail}) asoció el contrato ${facts.contractNumber} (${facts.maskedAddress}) en el portal de ${brand.brandName}. Desde esa cuenta se pueden ver las facturas, la dirección y el consumo del contrato.`,
      "Si usted hizo o autorizó esta asociación, no tiene que hacer nada. Si no la reconoce, use el siguiente enlace: esa cuenta dejará de ver el contrato de inmediato.",
    ],
    action: { label: "No reconozco esta asociación: desvincular el contrato", link: facts.undoLink },
    after: [
      `El enlace vence en ${facts.undoDays} días y sirve una sola vez. Si cree que alguien conoce el código de verificación de sus facturas, comuníquese con nuestra línea de atención.`,
    ],
  });
}

// ----- cut alerts (issue 24 §2) -----

/**
 * The double opt-in of a cut alert subscription, or of a change to an active one (the link is
 * valid 48 hours). The area was typed by whoever asked: it is not in the mail (issue 31 §5); the
 * page the link opens shows it.
 */
export function cutAlertConfirmEmail(brand: MailBrand, link: string): MailContent {
  return render(brand, {
    subject: `Confirme los avisos de cortes programados del portal de ${brand.brandName}`,
    greetingName: "vecino(a)",
    before: [
      "Pidieron avisos por correo de los cortes programados del servicio en un barrio o comuna para esta dirección, o un cambio de los servicios de unos avisos que ya recibe. Para aceptarlo, confirme con el siguiente enlace: la página le muestra la zona y los servicios. Vence en 48 horas.",
    ],
    action: { label: "Confirmar mis avisos", link },
    after: ["Si usted no lo pidió, ignore este mensaje: no recibirá ningún aviso y los que ya recibe no cambian."],
  });
}

/** A cut that touches the subscriber's area was published or changed (or starts tomorrow). */
export function cutAlertEmail(
  brand: MailBrand,
  facts: {
    area: string;
    title: string;
    service: string;
    window: string;
    zones: string;
    link: string;
    unsubscribe: string;
    kind: "new" | "changed" | "reminder";
  },
): MailContent {
  const lead =
    facts.kind === "reminder"
      ? `Le recordamos que mañana empieza un corte de ${facts.service} que afecta a ${facts.area}.`
      : facts.kind === "changed"
        ? `Cambió un corte programado de ${facts.service} que afecta a ${facts.area}.`
        : `Se programó un corte de ${facts.service} que afecta a ${facts.area}.`;
  return render(brand, {
    subject: `${facts.kind === "reminder" ? "Mañana" : facts.kind === "changed" ? "Cambio en corte" : "Corte programado"}: ${facts.title}`,
    greetingName: "vecino(a)",
    before: [lead, `Cuándo: ${facts.window}`, `Zonas: ${facts.zones}.`],
    action: { label: "Ver el corte", link: facts.link },
    after: [`Recibe este aviso porque se suscribió a los cortes de ${facts.area}.`],
    unsubscribe: { label: "Dejar de recibir estos avisos", link: facts.unsubscribe },
  });
}

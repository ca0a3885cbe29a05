import type { Queryable } from "../../db/db";
import { installSecret } from "../../db/installSecret";
import type { Enqueued, MailMessage } from "../../mail";
import { billReadyEmail, paymentReminderEmail, type InvoiceNoticeFacts } from "../../mail/invoiceNoticeTemplates";
import type { MailBrand } from "../../mail/templates";
import { formatCop, periodLabel } from "../../../src/shared/billing";
import { NOTICE_UNSUBSCRIBE_PATH } from "../../../src/shared/notices";
import * as repo from "./repository";
import { reminderToken, secondRecipientToken } from "./tokens";

/** What writing a notice needs: the install's brand and address, and the outbox of the transaction. */
export interface NoticeWriter {
  brand: MailBrand;
  enqueue(tx: Queryable, message: MailMessage): Promise<Enqueued>;
}

/** The install's secret for the notices' one-click tokens (shared by every instance through app_meta). */
export function noticeSecret(q: Queryable): Promise<string> {
  return installSecret(q, "invoice_notice_secret");
}

/** The one-click address (RFC 8058 POST) and the portal's page for a token. */
export function unsubscribeLinks(brand: MailBrand, token: string): { api: string; page: string } {
  const t = encodeURIComponent(token);
  return { api: `${brand.publicUrl}/api/notices/unsubscribe?token=${t}`, page: `${brand.publicUrl}${NOTICE_UNSUBSCRIBE_PATH}?token=${t}` };
}

const oneClick = (api: string) => ({ "List-Unsubscribe": `<${api}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });

/** The amount, the due date, the period and the link: nothing else about the customer (issue 34 §4). */
export function invoiceFacts(brand: MailBrand, invoice: { id: string; period: string; total: string | number; due_date: string }): InvoiceNoticeFacts {
  return {
    period: periodLabel(invoice.period),
    amount: formatCop(Number(invoice.total)),
    dueDate: invoice.due_date,
    link: `${brand.publicUrl}/dashboard/check-bill?factura=${encodeURIComponent(invoice.id)}`,
  };
}

/**
 * "Su factura está lista" (issue 34 §4), inside the transaction that created the invoice: when its
 * contract is enrolled in the digital bill, one mail to each recipient (the first address and the
 * second, if any), each claimed in invoice_notices first, so an invoice never mails the same
 * address twice whatever is re-imported or retried. Returns how many were written.
 */
export async function writeBillReady(tx: Queryable, writer: NoticeWriter, invoiceId: string): Promise<number> {
  const invoice = await repo.noticeInvoice(tx, invoiceId);
  return invoice ? billReadyOf(tx, writer, invoice) : 0;
}

/**
 * writeBillReady for several invoices created in `tx` (an import's batch): one query finds those
 * whose contract is enrolled in the digital bill, and only they are claimed and written. Returns
 * how many mails were written.
 */
export async function writeBillsReady(tx: Queryable, writer: NoticeWriter, invoiceIds: readonly string[]): Promise<number> {
  let written = 0;
  for (const invoice of await repo.enrolledNoticeInvoices(tx, invoiceIds)) written += await billReadyOf(tx, writer, invoice);
  return written;
}

async function billReadyOf(tx: Queryable, writer: NoticeWriter, invoice: repo.NoticeInvoiceRow): Promise<number> {
  if (!invoice.digital_bill_email) return 0;
  const facts = invoiceFacts(writer.brand, invoice);
  const recipients = [invoice.digital_bill_email, invoice.digital_bill_second_email].filter((e): e is string => e !== null);
  let written = 0;
  for (const [index, address] of recipients.entries()) {
    const recipient = address.toLowerCase();
    if (!(await repo.claimNotice(tx, { invoiceId: invoice.id, kind: "bill_ready", recipient, userId: null }))) continue;
    // The second recipient did not enrol: its mail carries its own one-click way out.
    const links = index === 1 ? unsubscribeLinks(writer.brand, secondRecipientToken(await noticeSecret(tx), invoice.contract_id, address)) : null;
    const content = billReadyEmail(writer.brand, facts, links ? { label: "Dejar de recibir el aviso de factura de este contrato", link: links.page } : null);
    await writer.enqueue(tx, { to: address, ...content, kind: "bill_ready", ...(links ? { headers: oneClick(links.api) } : {}) });
    written++;
  }
  return written;
}

/**
 * One payment reminder, claimed and written in `tx`; false when it was claimed already, or the
 * invoice got paid, or the account stopped wanting reminders since the candidates were read.
 */
export async function writeReminder(tx: Queryable, writer: NoticeWriter, candidate: repo.ReminderCandidateRow): Promise<boolean> {
  if (!(await repo.stillUnpaid(tx, candidate.invoice_id)) || !(await repo.wantsReminders(tx, candidate.user_id))) return false;
  if (!(await repo.claimNotice(tx, { invoiceId: candidate.invoice_id, kind: "payment_reminder", recipient: candidate.email, userId: candidate.user_id }))) {
    return false;
  }
  const links = unsubscribeLinks(writer.brand, reminderToken(await noticeSecret(tx), candidate.user_id));
  const content = paymentReminderEmail(writer.brand, invoiceFacts(writer.brand, { ...candidate, id: candidate.invoice_id }), links.page);
  await writer.enqueue(tx, { to: candidate.email, ...content, kind: "payment_reminder", headers: oneClick(links.api) });
  return true;
}

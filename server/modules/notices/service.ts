import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import type { Db, Queryable } from "../../db/db";
import { HttpError } from "../../http/errors";
import type { Mailer } from "../../mail";
import { digitalBillSecondEmail } from "../../mail/invoiceNoticeTemplates";
import { invalidFields } from "../auth/errors";
import type { RequestContext } from "../auth/repository";
import { brandOf } from "../billing/context";
import type { ArrivedInvoice } from "../billing/invoiceEvents";
import type { CustomerBilling } from "../billing/service";
import { addCalendarDays } from "../../../src/shared/businessDays";
import { DIGITAL_BILL_TERMS_VERSION, type Contract } from "../../../src/shared/billing";
import { NOTICE_MESSAGES, type NoticePreferences, type NoticeResult, type SecondRecipientInput } from "../../../src/shared/notices";
import { bogotaDay } from "../../../src/shared/time";
import { normalizeEmail, validateEmail } from "../../../src/shared/validation";
import { noticeSecret, unsubscribeLinks, writeBillReady, writeBillsReady, writeReminder, type NoticeWriter } from "./invoiceNotices";
import * as repo from "./repository";
import { REMINDER_HORIZON_DAYS, reminderDueOn } from "./schedule";
import { parseToken, reminderToken, sameToken, secondRecipientToken } from "./tokens";

/** The reminders' sweep runs this often (and once at start, so a reminder missed while down goes out late, if still before its due date). */
const SWEEP_EVERY_MS = 30 * 60 * 1000;

/**
 * Notices customers expect (issue 34 §4): the bill-ready mail of a new invoice, the payment
 * reminders and their periodic job, the account's choice of reminders, the digital bill's second
 * recipient, and the one-click ways out of them.
 */
export class NoticeService {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private readonly writer: NoticeWriter;
  /** The clock (Bogotá days are read from it); tests set it. */
  now: () => Date = () => new Date();

  constructor(
    private readonly db: Db,
    config: Config,
    private readonly mailer: Mailer,
    private readonly log: Pick<FastifyBaseLogger, "info" | "warn" | "error">,
    private readonly billing: Pick<CustomerBilling, "ownContract" | "contract">,
  ) {
    this.writer = { brand: brandOf(config), enqueue: (tx, message) => mailer.enqueue(tx, message) };
  }

  /** A new invoice from the billing system's feed, inside its transaction (./billing/invoiceEvents.ts). */
  async invoiceArrived(tx: Queryable, invoice: ArrivedInvoice): Promise<void> {
    const written = await writeBillReady(tx, this.writer, invoice.id);
    if (written > 0) this.log.info({ invoice: invoice.id, written }, "bill-ready notices written");
  }

  /** New invoices of one transaction (an import's batch): the same notices as invoiceArrived, found with one query. */
  async invoicesArrived(tx: Queryable, invoices: readonly ArrivedInvoice[]): Promise<void> {
    const written = await writeBillsReady(
      tx,
      this.writer,
      invoices.map((i) => i.id),
    );
    if (written > 0) this.log.info({ invoices: invoices.length, written }, "bill-ready notices written");
  }

  /**
   * The periodic job: every unpaid invoice whose reminder day (three business days before its due
   * date, Bogotá days, holidays counted) has come and whose due date has not, to each account
   * that chose reminders, once per invoice and address. Each reminder is claimed and written in a
   * transaction of its own (two instances never send one twice; a failure is retried by the next
   * run). Returns how many were written.
   */
  sweepReminders(): Promise<number> {
    // One run at a time in this instance; other instances are kept apart by the claims.
    this.running ??= this.runSweep().finally(() => (this.running = null));
    return this.running;
  }

  private async runSweep(): Promise<number> {
    const today = bogotaDay(this.now().getTime());
    const candidates = await repo.reminderCandidates(this.db, today, addCalendarDays(today, REMINDER_HORIZON_DAYS));
    let written = 0;
    for (const candidate of candidates) {
      if (!reminderDueOn(candidate.due_date, today)) continue;
      try {
        if (await this.mailer.transaction((tx) => writeReminder(tx, this.writer, candidate))) written++;
      } catch (err) {
        this.log.error({ err, invoice: candidate.invoice_id, user: candidate.user_id }, "payment reminder could not be written; the next run tries again");
      }
    }
    if (written > 0) this.log.info({ written, today }, "payment reminders written");
    return written;
  }

  start(): void {
    if (this.timer) return;
    const run = () => void this.sweepReminders().catch((err: unknown) => this.log.warn({ err }, "payment reminders sweep failed"));
    run();
    this.timer = setInterval(run, SWEEP_EVERY_MS);
    this.timer.unref();
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  async preferences(userId: string): Promise<NoticePreferences> {
    const row = await repo.preferences(this.db, userId);
    return { paymentReminders: row?.payment_reminders ?? false, changedAt: row ? new Date(row.changed_at).toISOString() : null };
  }

  async setPreferences(userId: string, paymentReminders: boolean): Promise<NoticePreferences> {
    const row = await repo.setPreferences(this.db, userId, paymentReminders, "web");
    return { paymentReminders: row.payment_reminders, changedAt: new Date(row.changed_at).toISOString() };
  }

  /**
   * Adds (or replaces) the second recipient of a contract's digital bill: a valid address other
   * than the first, with the terms accepted for it. The address did not ask for it, so its
   * notice is unsolicited mail (capped) and says only what it will get and how to leave in one click.
   */
  async setSecondRecipient(userId: string, contractId: string, input: SecondRecipientInput, ctx: RequestContext): Promise<Contract> {
    const contract = await this.billing.ownContract(userId, contractId);
    if (!contract.digital_bill_email) throw new HttpError(409, "DIGITAL_BILL_NOT_ENROLLED", NOTICE_MESSAGES.secondNotEnrolled);
    const fields: Record<string, string> = {};
    const emailProblem = validateEmail(input.email ?? "");
    const email = normalizeEmail(input.email ?? "");
    if (emailProblem) fields.email = emailProblem;
    else if (email === normalizeEmail(contract.digital_bill_email)) fields.email = NOTICE_MESSAGES.secondSameAsFirst;
    if (input.acceptTerms !== true) fields.acceptTerms = NOTICE_MESSAGES.secondTerms;
    if (Object.keys(fields).length > 0) throw invalidFields(fields);
    const unchanged = email === contract.digital_bill_second_email;
    await this.mailer.transaction(async (tx) => {
      await repo.setSecondRecipient(tx, contract.id, { email, termsVersion: DIGITAL_BILL_TERMS_VERSION, userId });
      if (unchanged) return;
      const links = unsubscribeLinks(this.writer.brand, secondRecipientToken(await noticeSecret(tx), contract.id, email));
      await this.mailer.enqueue(tx, {
        to: email,
        ...digitalBillSecondEmail(this.writer.brand, links.page),
        kind: "digital_bill_second",
        unsolicited: true,
        headers: { "List-Unsubscribe": `<${links.api}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      });
    });
    this.log.info({ contract: contract.id, ip: ctx.ip }, "digital bill second recipient set");
    return this.billing.contract(userId, contract.id);
  }

  async removeSecondRecipient(userId: string, contractId: string): Promise<Contract> {
    const contract = await this.billing.ownContract(userId, contractId);
    await repo.setSecondRecipient(this.db, contract.id, null);
    return this.billing.contract(userId, contract.id);
  }

  /**
   * The one-click way out of a notice (RFC 8058 POST, or the page's button): a reminder's token
   * turns the account's reminders off (again and again: the same answer); a second recipient's
   * removes that address from the contract while it is still the one the mail was sent to.
   */
  async unsubscribe(token: string): Promise<NoticeResult> {
    const parsed = parseToken(token);
    if (!parsed) throw invalidFields({ token: NOTICE_MESSAGES.badToken });
    const secret = await noticeSecret(this.db);
    if (parsed.kind === "r") {
      if (!sameToken(reminderToken(secret, parsed.userId), token) || !(await repo.userExists(this.db, parsed.userId))) {
        throw invalidFields({ token: NOTICE_MESSAGES.badToken });
      }
      await repo.setPreferences(this.db, parsed.userId, false, "mail");
      this.log.info({ user: parsed.userId }, "payment reminders turned off from a mail");
      return { message: NOTICE_MESSAGES.remindersOff, kind: "payment_reminders" };
    }
    const current = await repo.secondRecipient(this.db, parsed.contractId);
    if (
      !current ||
      !sameToken(secondRecipientToken(secret, parsed.contractId, current), token) ||
      !(await repo.removeSecondIf(this.db, parsed.contractId, current))
    ) {
      throw invalidFields({ token: NOTICE_MESSAGES.badToken });
    }
    this.log.info({ contract: parsed.contractId }, "digital bill second recipient removed from a mail");
    return { message: NOTICE_MESSAGES.secondRemoved, kind: "second_recipient" };
  }
}

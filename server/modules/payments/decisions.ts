import { formatCop } from "../../../src/shared/billing";
import type { Queryable } from "../../db/db";
import { HttpError } from "../../http/errors";
import { paymentReceiptEmail } from "../../mail/templates";
import * as billing from "../billing/repository";
import { brandOf } from "../billing/service";
import { conflict, liveGateway, PAYMENT_MESSAGES, PENDING_TTL_MIN, type DecisionOutcome, type PaymentsContext } from "./context";
import { GatewayRefusedError, GatewayUnavailableError, NOTIFICATION_STATUS, type GatewayDecision, type GatewayNotification } from "./gateway";
import { presentPayment } from "./presenter";
import * as repo from "./repository";
import { WompiGateway } from "./wompi";

/** How a trusted decision reached the portal (for the log). */
type DecisionSource = "callback" | "event" | "status-query";

/** Issue 32 §1: a reader has the gateway asked about one payment at most this often. */
export const READ_CHECK_INTERVAL_S = 5;
/** How many undecided payments one sweep asks about, and how many questions are in flight at once. */
const SWEEP_BATCH = 50;
const SWEEP_CONCURRENCY = 4;

/** What a verified Wompi event answers (always 200 once verified: Wompi stops retrying). */
export interface EventAck extends Omit<DecisionOutcome, "status"> {
  received: true;
  outcome: "applied" | "repeated" | "pending" | "unknown" | "refused";
  status: DecisionOutcome["status"] | null;
}

/**
 * How a payment gets its final state (issue 7, issue 20, issue 32): pendiente → aprobada |
 * rechazada | fallida only on the gateway's own word (its signed callback or event, or its answer to
 * a status query). A payment the gateway has not answered about for PENDING_TTL_MIN becomes
 * `sin_confirmar`: it stops holding its invoices and the gateway keeps being asked, on a schedule,
 * for CHECK_FOR_DAYS. An approval is applied whenever it comes: it pays its invoices if they are
 * still unpaid, else it is a double payment due for refund; never lost.
 */
export class PaymentDecisions {
  constructor(private readonly ctx: PaymentsContext) {}

  /** The gateway, when it can be asked about this payment. */
  private askable(row: { gateway: string }) {
    const gateway = this.ctx.gateway;
    return gateway?.status && row.gateway === gateway.name ? gateway : null;
  }

  /** Asks the gateway how an undecided payment stands and applies a final answer; errors leave it as it is. */
  private async ask(row: repo.PendingAtGateway): Promise<boolean> {
    const gateway = this.askable(row);
    if (!gateway) return false;
    let decision: GatewayDecision | null;
    try {
      decision = await gateway.status!(row.gateway_transaction_id, row.reference);
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError) && !(error instanceof GatewayRefusedError)) throw error;
      // Asked again on its schedule; the payment stays undecided meanwhile.
      return false;
    }
    if (!decision || decision.reference !== row.reference) return false;
    try {
      if (!row.gateway_transaction_id) await repo.rememberTransaction(this.ctx.db, row.id, gateway.name, decision.gatewayCode);
      await this.apply(decision, "status-query");
      return true;
    } catch (error) {
      this.ctx.log.error({ err: error, reference: row.reference }, "status query answer not applied");
      return false;
    }
  }

  /**
   * A reader (the return page, a receipt) may have the gateway asked about an undecided payment:
   * at most once every READ_CHECK_INTERVAL_S per payment, however many read it (issue 32 §1).
   */
  async checkOnRead(row: repo.PendingAtGateway): Promise<boolean> {
    if (!this.askable(row)) return false;
    if (!(await repo.claimReadCheck(this.ctx.db, row.id, this.ctx.now(), READ_CHECK_INTERVAL_S))) return false;
    return this.ask(row);
  }

  /** Asks right away, whatever the schedule (a start that got no clear answer). */
  askNow(row: repo.PendingAtGateway): Promise<boolean> {
    return this.ask(row);
  }

  /**
   * The sweep: asks the gateway about the undecided payments whose time has come (claimed with
   * their next time, so instances share the work), a few at once. Answers how many were decided.
   */
  async sweep(): Promise<number> {
    const gateway = this.ctx.gateway;
    if (!gateway?.status) return 0;
    const due = await repo.claimDueChecks(this.ctx.db, gateway.name, this.ctx.now(), SWEEP_BATCH);
    let decided = 0;
    for (let i = 0; i < due.length; i += SWEEP_CONCURRENCY) {
      const answers = await Promise.all(due.slice(i, i + SWEEP_CONCURRENCY).map((row) => this.ask(row)));
      decided += answers.filter(Boolean).length;
    }
    if (due.length > 0) this.ctx.log.info({ asked: due.length, decided }, "undecided payments asked about");
    return decided;
  }

  /**
   * Payments left at the bank page stop blocking their invoices: after PENDING_TTL_MIN without the
   * gateway's answer they are `sin_confirmar` (never failed by the clock, issue 32 §1).
   */
  async releaseStale(q: Queryable): Promise<void> {
    const cutoff = new Date(this.ctx.now().getTime() - PENDING_TTL_MIN * 60_000);
    const released = await repo.markUnconfirmedBefore(q, cutoff);
    if (released > 0) this.ctx.log.info({ payments: released }, "pending payments without an answer: sin confirmar");
  }

  /** A sandbox-style notification: its signature checked, then applied once. */
  async notify(n: GatewayNotification): Promise<DecisionOutcome> {
    if (!(await liveGateway(this.ctx).verify(n))) throw new HttpError(401, "INVALID_SIGNATURE", PAYMENT_MESSAGES.badSignature);
    return this.apply(n, "callback");
  }

  /**
   * A Wompi event (POST /api/payments/wompi/events). Its checksum is checked strictly (401
   * otherwise); once verified it is answered 200 whatever it says, because Wompi retries anything
   * else (after 30 min, 3 h and 24 h): the same event again, an event for a reference the portal
   * never made, or one it cannot apply are kept for an operator instead (issue 32 §1).
   */
  async wompiEvent(body: unknown, headerChecksum: string | undefined): Promise<EventAck> {
    const gateway = this.ctx.gateway;
    if (!(gateway instanceof WompiGateway)) throw new HttpError(404, "NOT_FOUND", PAYMENT_MESSAGES.notFound);
    const event = gateway.verifyEvent(body, headerChecksum, this.ctx.now());
    const { db, log } = this.ctx;
    const ack = (outcome: EventAck["outcome"], status: EventAck["status"]): EventAck => ({
      received: true,
      outcome,
      reference: event.reference,
      status,
      repeated: outcome === "repeated",
    });
    const fresh = await repo.recordEvent(db, {
      gateway: gateway.name,
      key: event.key,
      reference: event.reference,
      transactionId: event.transactionId,
      status: event.status,
      amountInCents: event.amountInCents,
      sentAt: event.sentAt,
    });
    const payment = await repo.gatewayStateOf(db, event.reference);
    if (!fresh) return ack("repeated", payment?.status ?? null);
    // A PSE transaction is the one the portal opened; a checkout's may be any attempt of that reference.
    const ours =
      payment !== null &&
      payment.gateway === gateway.name &&
      (payment.method === "checkout" || payment.gateway_transaction_id === null || payment.gateway_transaction_id === event.transactionId);
    if (!ours) {
      await repo.setEventOutcome(db, gateway.name, event.key, "unknown");
      log.warn(
        { reference: event.reference, transaction: event.transactionId, status: event.status },
        "wompi event for a payment the portal does not know: kept for review",
      );
      return ack("unknown", null);
    }
    if (payment.gateway_transaction_id === null || (event.decision?.status === "approved" && payment.gateway_transaction_id !== event.transactionId)) {
      await repo.rememberTransaction(db, payment.id, gateway.name, event.transactionId);
    }
    if (!event.decision) {
      await repo.setEventOutcome(db, gateway.name, event.key, "pending");
      return ack("pending", payment.status);
    }
    try {
      const result = await this.apply(event.decision, "event");
      await repo.setEventOutcome(db, gateway.name, event.key, result.repeated ? "repeated" : "applied");
      return ack(result.repeated ? "repeated" : "applied", result.status);
    } catch (error) {
      if (!(error instanceof HttpError)) {
        // The database failed: forgotten, so Wompi's retry is taken afresh (the 503 makes it retry).
        await repo.releaseEvent(db, gateway.name, event.key).catch(() => undefined);
        throw error;
      }
      // A wrong amount or an answer contrary to an approval: kept, and an operator must look.
      await repo.setEventOutcome(db, gateway.name, event.key, `refused: ${error.code}`);
      log.error(
        { reference: event.reference, transaction: event.transactionId, status: event.status, code: error.code },
        "wompi event refused: kept for review",
      );
      return ack("refused", payment.status);
    }
  }

  /**
   * Applies a trusted decision once. The same answer again changes nothing; a contrary answer for a
   * decided payment is refused; an approval of a payment that no longer holds its invoices
   * (superseded or expired) is recorded: it pays them if they are still free, else it is marked
   * for refund, logged and audited, never lost.
   */
  private async apply(n: GatewayDecision, source: DecisionSource): Promise<DecisionOutcome> {
    const target = NOTIFICATION_STATUS[n.status];
    // Issue 31 §3: an approval and its receipt commit together (a receipt that cannot be written fails
    // the decision, which the gateway's retry or the status query applies again).
    const result = await this.ctx.mailer.transaction(async (tx) => {
      const payment = await repo.lockPayment(tx, n.reference);
      if (!payment) throw new HttpError(404, "NOT_FOUND", PAYMENT_MESSAGES.notFound);
      if (Number(payment.amount) !== n.amount) throw new HttpError(400, "AMOUNT_MISMATCH", PAYMENT_MESSAGES.amountMismatch);
      if (n.methodType) await repo.setMethodType(tx, payment.id, n.methodType);
      if (payment.status === "pendiente") {
        await repo.decide(tx, payment.id, target, n.gatewayCode);
        if (target === "aprobada") {
          await billing.markInvoicesPaid(tx, payment.id);
          await this.receipt(tx, n.reference);
        } else await repo.releaseInvoicesOf(tx, payment.id);
        return { status: target, repeated: false, refund: false };
      }
      // The same answer again (an event after the status query, a retried callback): nothing changes.
      if (payment.status === target) return { status: target, repeated: true, refund: payment.refund_due };
      if (payment.status === "sin_confirmar" && target !== "aprobada") {
        // The gateway's final word on a payment that had stopped holding its invoices.
        await repo.decide(tx, payment.id, target, n.gatewayCode);
        return { status: target, repeated: false, refund: false };
      }
      if (payment.status !== "aprobada" && target !== "aprobada") {
        // Superseded, or declined, and the bank did not take the money either: nothing changes.
        return { status: payment.status, repeated: true, refund: false };
      }
      if (payment.status !== "aprobada" && target === "aprobada") {
        // Issue 32 §1: an approval is applied whenever it comes (unconfirmed, superseded, declined
        // before): it pays its invoices if they are still unpaid, else it is due for refund.
        const free = await repo.reclaimForLateApproval(tx, payment.id);
        await repo.approveLate(tx, payment.id, n.gatewayCode, !free);
        if (free) {
          await repo.holdInvoicesAgain(tx, payment.id);
          await billing.markInvoicesPaid(tx, payment.id);
          await this.receipt(tx, n.reference);
        } else {
          await repo.auditGatewayAction(
            tx,
            liveGateway(this.ctx).name,
            "payment.late_approval_refund_due",
            n.reference,
            { status: payment.status },
            {
              status: "aprobada",
              refundDue: true,
              amount: n.amount,
              gatewayCode: n.gatewayCode,
            },
          );
        }
        return { status: target, repeated: false, refund: !free };
      }
      throw conflict("ALREADY_DECIDED", PAYMENT_MESSAGES.alreadyDecided);
    });
    const log = this.ctx.log;
    if (result.refund && !result.repeated) {
      log.error({ reference: n.reference, amount: n.amount, source }, "payment approved after it stopped holding its invoices: refund or credit due");
    } else {
      log.info({ reference: n.reference, status: result.status, repeated: result.repeated, source }, "payment decision");
    }
    return { reference: n.reference, status: result.status, repeated: result.repeated };
  }

  /** The receipt of an approved payment, to the payer's address, in the transaction that approves it. */
  private async receipt(tx: Queryable, reference: string): Promise<void> {
    const row = await repo.paymentByReference(tx, reference);
    const to = row?.payer_email;
    if (!row || !to) return;
    const p = presentPayment(row);
    const mail = paymentReceiptEmail(brandOf(this.ctx.config), {
      reference: p.reference,
      amount: formatCop(p.amount),
      contractNumber: p.contractNumber,
      invoices: p.invoiceNumbers.join(", "),
      bank: p.bank ?? "",
      gatewayCode: p.gatewayCode ?? "",
      when: new Date(p.decidedAt ?? Date.now()),
    });
    await this.ctx.mailer.enqueue(tx, { ...mail, to, kind: "payment_receipt" });
  }
}

import { formatCop } from "../../../src/shared/billing";
import type { Queryable } from "../../db/db";
import { HttpError } from "../../http/errors";
import { paymentReceiptEmail } from "../../mail/templates";
import * as billing from "../billing/repository";
import { brandOf } from "../billing/service";
import { conflict, liveGateway, PAYMENT_MESSAGES, PENDING_TTL_MIN, type DecisionOutcome, type PaymentsContext } from "./context";
import { GatewayUnavailableError, NOTIFICATION_STATUS, type GatewayDecision, type GatewayNotification } from "./gateway";
import { presentPayment } from "./presenter";
import * as repo from "./repository";
import { WompiGateway, WOMPI_MESSAGES } from "./wompi";

/** How a trusted decision reached the portal (for the log). */
type DecisionSource = "callback" | "event" | "status-query";

/**
 * How a payment gets its final state (issue 7, issue 20): pendiente → aprobada | rechazada |
 * fallida, driven only by the gateway's signed word (callback or event) or its own answer to a
 * status query; the clock fails a payment left at the bank page, after the gateway was asked.
 */
export class PaymentDecisions {
  /** After the gateway failed to answer a status query, none is tried until then (requests stay quick). */
  private statusPausedUntil = 0;

  constructor(private readonly ctx: PaymentsContext) {}

  /** Asks the gateway how a pending payment stands and applies a final answer; errors leave it pending. */
  async askGateway(row: repo.PendingAtGateway): Promise<boolean> {
    const gateway = this.ctx.gateway;
    if (!gateway?.status || row.gateway !== gateway.name || !row.gateway_transaction_id) return false;
    if (Date.now() < this.statusPausedUntil) return false;
    let decision: GatewayDecision | null;
    try {
      decision = await gateway.status(row.gateway_transaction_id, row.reference);
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      this.statusPausedUntil = Date.now() + 60_000;
      return false;
    }
    if (!decision || decision.reference !== row.reference) return false;
    try {
      await this.apply(decision, "status-query");
      return true;
    } catch (error) {
      this.ctx.log.error({ err: error, reference: row.reference }, "status query answer not applied");
      return false;
    }
  }

  /**
   * Payments abandoned at the bank page stop blocking their invoices. A real gateway is asked
   * first, so a payment the bank approved while its event was late is never failed by the clock.
   */
  async expireStale(q: Queryable): Promise<void> {
    const cutoff = new Date(this.ctx.now().getTime() - PENDING_TTL_MIN * 60_000);
    if (this.ctx.gateway?.status) {
      const old = await repo.stalePendingAt(q, cutoff, this.ctx.gateway.name);
      for (const row of old) await this.askGateway(row);
    }
    const expired = await repo.expirePendingBefore(q, cutoff);
    if (expired > 0) this.ctx.log.info({ payments: expired }, "pending payments expired");
  }

  /** A sandbox-style notification: its signature checked, then applied once. */
  async notify(n: GatewayNotification): Promise<DecisionOutcome> {
    if (!(await liveGateway(this.ctx).verify(n))) throw new HttpError(401, "INVALID_SIGNATURE", PAYMENT_MESSAGES.badSignature);
    return this.apply(n, "callback");
  }

  /**
   * A Wompi event (POST /api/payments/wompi/events): signature, age and replay checked, then the
   * same state machine. An event is applied once; the same event again is refused.
   */
  async wompiEvent(body: unknown, headerChecksum: string | undefined): Promise<DecisionOutcome> {
    const gateway = this.ctx.gateway;
    if (!(gateway instanceof WompiGateway)) throw new HttpError(404, "NOT_FOUND", PAYMENT_MESSAGES.notFound);
    const event = gateway.verifyEvent(body, headerChecksum, this.ctx.now());
    const payment = await repo.gatewayStateOf(this.ctx.db, event.reference);
    if (!payment || payment.gateway !== gateway.name || (payment.gateway_transaction_id !== null && payment.gateway_transaction_id !== event.transactionId)) {
      throw new HttpError(404, "NOT_FOUND", PAYMENT_MESSAGES.notFound);
    }
    if (!(await repo.claimEvent(this.ctx.db, gateway.name, event.key, event.reference))) throw conflict("EVENT_REPLAYED", WOMPI_MESSAGES.replayed);
    if (!event.decision) return { reference: event.reference, status: payment.status, repeated: false };
    try {
      return await this.apply(event.decision, "event");
    } catch (error) {
      // Refused (wrong amount, contrary answer): the event may be checked again once corrected.
      await repo.releaseEvent(this.ctx.db, gateway.name, event.key);
      throw error;
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
      if (payment.status === "fallida" && target !== "aprobada") {
        // Expired or superseded, and the bank did not take the money either: nothing changes.
        return { status: payment.status, repeated: true, refund: false };
      }
      if (payment.status === "fallida" && target === "aprobada") {
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
            { status: "fallida" },
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

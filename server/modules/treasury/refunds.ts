import { formatCop } from "../../../src/shared/billing";
import { TREASURY_LIMITS, type RefundItem, type RefundList, type RefundStatus } from "../../../src/shared/treasury";
import { TIME_ZONE } from "../../../src/shared/constants";
import type { Db } from "../../db/db";
import { HttpError } from "../../http/errors";
import { recordAudit, type Actor } from "../admin/repository";
import type { TreasuryRange } from "./report";
import * as repo from "./repository";

export const REFUND_MESSAGES = {
  notFound: "No encontramos un pago con esa referencia.",
  notDouble: "Este pago no es un pago doble: pagó sus facturas y no hay nada que devolver.",
  notApproved: "Este pago no fue aprobado: no entró dinero que devolver.",
  noteRequired: "Escriba cómo se devolvió el dinero: la transferencia (banco y número) o la factura en la que se abonó.",
} as const;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function presentRefund(r: repo.RefundRow): RefundItem {
  return {
    reference: r.reference,
    channel: r.method,
    status: r.status,
    amount: Number(r.amount),
    contractNumber: r.contract_number,
    holderName: r.holder_name,
    invoiceNumbers: r.invoice_numbers,
    bank: r.bank_name,
    payerEmail: r.payer_email,
    holderEmail: r.holder_email,
    decidedAt: iso(r.decided_at),
    refundedAt: iso(r.refunded_at),
    refundedBy: r.refunded_by_email,
    refundNote: r.refund_note,
  };
}

function when(at: Date): string {
  return new Intl.DateTimeFormat("es-CO", { dateStyle: "long", timeStyle: "short", timeZone: TIME_ZONE }).format(at);
}

/**
 * Double payments and their refunds (issue 32 §4): a double payment (approved, refund_due) is
 * refunded by an administrator outside the portal (a transfer, or a credit on the next bill) and
 * recorded here once: who, when, and how (the note), with its line in the audit log, in one
 * transaction. The same refund sent again (same administrator, same note) answers the same; any
 * other second refund is a 409 that says who recorded the first and when.
 */
export class Refunds {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Every double payment awaiting refund (`pending`), or the refunds recorded in `range` (`done`). */
  async list(status: RefundStatus, range: TreasuryRange): Promise<RefundList> {
    const done = status === "done" ? { from: range.start, to: range.end } : null;
    const { rows, n, amount } = await repo.refunds(this.db, done, TREASURY_LIMITS.refundsListed);
    return { status, from: done ? range.from : null, to: done ? range.to : null, items: rows.map(presentRefund), total: n, amount };
  }

  async refund(reference: string, rawNote: string, actor: Actor): Promise<RefundItem> {
    const note = rawNote.trim().replace(/\s+/g, " ");
    if (note === "") throw new HttpError(400, "VALIDATION_ERROR", REFUND_MESSAGES.noteRequired, { note: REFUND_MESSAGES.noteRequired });
    return this.db.transaction(async (tx) => {
      const row = await repo.lockForRefund(tx, reference);
      if (!row) throw new HttpError(404, "NOT_FOUND", REFUND_MESSAGES.notFound);
      if (!row.refund_due) throw new HttpError(409, "NOT_A_DOUBLE_PAYMENT", REFUND_MESSAGES.notDouble);
      if (row.status !== "aprobada") throw new HttpError(409, "NOT_A_DOUBLE_PAYMENT", REFUND_MESSAGES.notApproved);
      if (row.refunded_at) {
        // A retry of the same refund (the answer was lost on the way): the same answer, nothing written.
        if (row.refunded_by === actor.id && row.refund_note === note) return presentRefund(row);
        throw new HttpError(
          409,
          "ALREADY_REFUNDED",
          `Este pago doble ya figura como devuelto: lo registró ${row.refunded_by_email ?? "otra persona"} el ${when(row.refunded_at)} (hora de Colombia), con la nota «${row.refund_note ?? ""}».`,
        );
      }
      const at = this.now();
      await repo.markRefunded(tx, row.id, actor.id, note, at);
      await recordAudit(tx, actor, {
        action: "payment.refund",
        entityType: "payment",
        entityId: row.reference,
        before: { refundDue: true, refundedAt: null },
        after: { refundDue: true, refundedAt: at.toISOString(), amount: Number(row.amount), amountText: formatCop(Number(row.amount)), note },
      });
      return presentRefund({ ...row, refunded_at: at, refunded_by_email: actor.email, refund_note: note });
    });
  }
}

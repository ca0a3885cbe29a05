import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { toCsv } from "../http/csv";
import {
  bankName,
  formatCop,
  normalizeContractNumber,
  paymentInputProblems,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  type Payment,
  type PaymentInput,
  type PaymentStart,
  type PaymentStatus,
} from "../../src/shared/billing";
import { BOGOTA_OFFSET_MS } from "../../src/shared/time";
import type { SessionUser } from "../../src/shared/types";
import { canonicalDocumentNumber, isDocumentType, normalizeEmail } from "../../src/shared/validation";
import type { Config } from "../config";
import type { Db, Queryable } from "../db/db";
import { HttpError } from "../http/errors";
import type { Mailer } from "../mail";
import { paymentReceiptEmail } from "../mail/templates";
import * as repo from "../modules/billing/repository";
import { brandOf, isUuid, BILLING_MESSAGES } from "../modules/billing/service";
import { NOTIFICATION_STATUS, type GatewayNotification, type PaymentGateway } from "./gateway";

export const PAYMENT_MESSAGES = {
  notFound: "No encontramos una transacción con esa referencia.",
  invoicePaid: "Esa factura ya está pagada. Consulte el comprobante en sus transacciones.",
  inProgress:
    "Ya hay un pago en proceso para esta factura. Espere la respuesta de su banco (puede tardar unos minutos) antes de intentar de nuevo.",
  nothingDue: "Este contrato no tiene facturas pendientes de pago.",
  oneContract: "Pague las facturas de un contrato a la vez.",
  signInForInvoices: "Inicie sesión para pagar facturas escogidas, o pague por número de contrato.",
  badSignature: "La notificación del pago no tiene una firma válida.",
  amountMismatch: "El valor notificado no coincide con el del pago.",
  alreadyDecided: "El pago ya tiene una respuesta distinta del banco.",
} as const;

/** A payment the payer left at the bank page this long ago no longer blocks the invoice. */
export const PENDING_TTL_MIN = 30;

/** Where the payer's browser lands after the bank: the dashboard receipt or the public one. */
export const RETURN_PATHS = { account: "/dashboard/paymentSuccess", visitor: "/paymentStatus" } as const;

/** PSE-20261121-7K3M9Q2XWD: the day, then 50 random bits in Crockford's base 32 (no I, L, O, U). */
export function newReference(now: Date): string {
  const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  const bytes = randomBytes(10);
  const random = Array.from(bytes, (b) => alphabet[b % 32]).join("");
  const day = new Date(now.getTime() - BOGOTA_OFFSET_MS).toISOString().slice(0, 10).replace(/-/g, "");
  return `PSE-${day}-${random}`;
}

function conflict(code: string, message: string, field?: string): HttpError {
  return new HttpError(409, code, message, field ? { [field]: message } : undefined);
}

function bogotaStamp(iso: string | null): string {
  if (!iso) return "";
  return new Date(Date.parse(iso) - BOGOTA_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ");
}

export const CSV_HEADER = ["Fecha (hora de Colombia)", "Referencia", "Contrato", "Facturas", "Valor (COP)", "Medio de pago", "Banco", "Estado", "CUS", "Fecha de respuesta"];

/** The transactions as CSV (RFC 4180, UTF-8 with BOM so spreadsheets read the accents). */
export function paymentsCsv(payments: readonly Payment[]): string {
  const rows = payments.map((p) => [
    bogotaStamp(p.createdAt),
    p.reference,
    p.contractNumber,
    p.invoiceNumbers.join(" "),
    p.amount,
    PAYMENT_METHOD_LABELS[p.method],
    p.bank ?? "",
    PAYMENT_STATUS_LABELS[p.status],
    p.gatewayCode ?? "",
    bogotaStamp(p.decidedAt),
  ]);
  return toCsv([CSV_HEADER, ...rows]);
}

/**
 * Payments (issue 7): the state machine pendiente → aprobada | rechazada | fallida, driven only by
 * notifications that carry the gateway's signature. An invoice is in at most one pending or
 * approved payment (a unique index), so it cannot be paid twice, and a pending payment blocks a
 * second one until the bank answers or it expires.
 */
export class PaymentsService {
  now: () => Date = () => new Date();

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
    readonly gateway: PaymentGateway,
  ) {}

  /** Payments abandoned at the bank page stop blocking their invoices. */
  private async expireStale(q: Queryable): Promise<void> {
    const cutoff = new Date(this.now().getTime() - PENDING_TTL_MIN * 60_000);
    const { rows } = await q.query<{ id: string }>(
      `UPDATE payments SET status = 'fallida', decided_at = now() WHERE status = 'pendiente' AND created_at < $1 RETURNING id::text AS id`,
      [cutoff],
    );
    if (rows.length > 0) {
      await q.query("UPDATE payment_invoices SET active = false WHERE payment_id = ANY ($1::uuid[])", [rows.map((r) => r.id)]);
      this.log.info({ payments: rows.length }, "pending payments expired");
    }
  }

  async start(input: PaymentInput, user: SessionUser | null): Promise<PaymentStart> {
    const fields = paymentInputProblems(input);
    if (Object.keys(fields).length > 0) throw new HttpError(400, "VALIDATION_ERROR", Object.values(fields)[0], fields);
    await this.expireStale(this.db);

    let contract: repo.ContractRow | null;
    let invoices: repo.InvoiceRow[];
    let payerId: string | null;
    if (input.contractNumber === undefined) {
      if (!user) throw new HttpError(401, "UNAUTHENTICATED", PAYMENT_MESSAGES.signInForInvoices);
      const ids = [...new Set(input.invoiceIds ?? [])];
      if (!ids.every(isUuid)) throw new HttpError(404, "NOT_FOUND", BILLING_MESSAGES.invoiceNotFound);
      invoices = await repo.invoicesByIds(this.db, ids);
      const contracts = new Set(invoices.map((i) => i.contract_id));
      const linked = await Promise.all([...contracts].map((c) => repo.isLinked(this.db, user.id, c)));
      if (invoices.length !== ids.length || linked.includes(false)) throw new HttpError(404, "NOT_FOUND", BILLING_MESSAGES.invoiceNotFound);
      if (contracts.size !== 1) throw new HttpError(400, "VALIDATION_ERROR", PAYMENT_MESSAGES.oneContract, { invoiceIds: PAYMENT_MESSAGES.oneContract });
      contract = await repo.contractByNumber(this.db, invoices[0].contract_number);
      payerId = user.id;
    } else {
      contract = await repo.contractByNumber(this.db, normalizeContractNumber(input.contractNumber));
      if (!contract) throw new HttpError(404, "NOT_FOUND", BILLING_MESSAGES.lookupNotFound, { contractNumber: BILLING_MESSAGES.lookupNotFound });
      invoices = await repo.unpaidInvoices(this.db, contract.id);
      payerId = user && (await repo.isLinked(this.db, user.id, contract.id)) ? user.id : null;
    }
    if (!contract) throw new HttpError(404, "NOT_FOUND", BILLING_MESSAGES.contractNotFound);
    if (invoices.some((i) => i.paid_at)) throw conflict("INVOICE_PAID", PAYMENT_MESSAGES.invoicePaid, "invoiceIds");
    if (invoices.some((i) => i.pending_reference)) throw conflict("PAYMENT_IN_PROGRESS", PAYMENT_MESSAGES.inProgress);
    if (invoices.length === 0) throw conflict("NOTHING_DUE", PAYMENT_MESSAGES.nothingDue, input.contractNumber === undefined ? undefined : "contractNumber");

    const amount = invoices.reduce((sum, i) => sum + Number(i.total), 0);
    const reference = newReference(this.now());
    const documentType = isDocumentType(input.documentType) ? input.documentType : "CC";
    const bank = bankName(input.bank);
    const payer = {
      documentNumber: canonicalDocumentNumber(documentType, input.documentNumber),
      email: normalizeEmail(input.email),
    };
    const c = contract;
    try {
      await this.db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          `INSERT INTO payments (reference, contract_id, user_id, amount, method, gateway, bank_code, bank_name, person_type,
             payer_document_type, payer_document_number, payer_email, status, return_path, created_at)
           VALUES ($1, $2, $3, $4, 'pse', $5, $6, $7, $8, $9, $10, $11, 'pendiente', $12, $13) RETURNING id::text AS id`,
          [
            reference,
            c.id,
            payerId,
            amount,
            this.gateway.name,
            input.bank,
            bank,
            input.personType,
            documentType,
            payer.documentNumber,
            payer.email,
            payerId ? RETURN_PATHS.account : RETURN_PATHS.visitor,
            this.now(),
          ],
        );
        for (const i of invoices) {
          await tx.query("INSERT INTO payment_invoices (payment_id, invoice_id, amount) VALUES ($1, $2, $3)", [rows[0].id, i.id, Number(i.total)]);
        }
      });
    } catch (error) {
      // Another payment of one of these invoices got in first (the unique index decided).
      if ((error as { code?: string }).code === "23505") throw conflict("PAYMENT_IN_PROGRESS", PAYMENT_MESSAGES.inProgress);
      throw error;
    }
    const { redirectUrl } = await this.gateway.start({
      reference,
      amount,
      description: `Facturas ${invoices.map((i) => i.number).join(", ")} del contrato ${c.number}`,
      bankCode: input.bank,
      personType: input.personType,
      payerDocumentType: documentType,
      payerDocumentNumber: payer.documentNumber,
      payerEmail: payer.email,
    });
    this.log.info({ reference, contract: c.number, amount, invoices: invoices.length }, "payment started");
    return { reference, redirectUrl };
  }

  /** The payment row for the gateway's pages and the return redirect (no access check: by reference). */
  async row(reference: string): Promise<repo.PaymentRow | null> {
    await this.expireStale(this.db);
    return repo.paymentByReference(this.db, reference);
  }

  /**
   * A payment by reference. A visitor's payment is a receipt anyone with its unguessable reference
   * may read; an account's payment only that account or another linked to the contract reads.
   */
  async get(reference: string, user: SessionUser | null): Promise<Payment> {
    const row = await this.row(reference);
    if (!row) throw new HttpError(404, "NOT_FOUND", PAYMENT_MESSAGES.notFound);
    if (row.user_id !== null) {
      const allowed = user !== null && (row.user_id === user.id || (await repo.isLinked(this.db, user.id, row.contract_id)));
      if (!allowed) throw new HttpError(404, "NOT_FOUND", PAYMENT_MESSAGES.notFound);
    }
    return repo.toPayment(row);
  }

  async list(userId: string, contractId?: string): Promise<Payment[]> {
    if (contractId !== undefined && !isUuid(contractId)) throw new HttpError(404, "NOT_FOUND", BILLING_MESSAGES.contractNotFound);
    if (contractId !== undefined && !(await repo.isLinked(this.db, userId, contractId))) {
      throw new HttpError(404, "NOT_FOUND", BILLING_MESSAGES.contractNotFound);
    }
    await this.expireStale(this.db);
    return (await repo.paymentsOfUser(this.db, userId, contractId)).map(repo.toPayment);
  }

  /**
   * Applies a gateway notification once. A repeat of the same answer changes nothing and answers
   * the same; a different answer for a decided payment is refused; an unsigned one is refused.
   */
  async notify(n: GatewayNotification): Promise<{ reference: string; status: PaymentStatus; repeated: boolean }> {
    if (!(await this.gateway.verify(n))) throw new HttpError(401, "INVALID_SIGNATURE", PAYMENT_MESSAGES.badSignature);
    const target = NOTIFICATION_STATUS[n.status];
    const result = await this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string; status: PaymentStatus; amount: string | number; gateway_code: string | null }>(
        "SELECT id::text AS id, status, amount, gateway_code FROM payments WHERE reference = $1 FOR UPDATE",
        [n.reference],
      );
      const payment = rows[0];
      if (!payment) throw new HttpError(404, "NOT_FOUND", PAYMENT_MESSAGES.notFound);
      if (Number(payment.amount) !== n.amount) throw new HttpError(400, "AMOUNT_MISMATCH", PAYMENT_MESSAGES.amountMismatch);
      if (payment.status !== "pendiente") {
        if (payment.status === target && payment.gateway_code === n.gatewayCode) return { status: target, repeated: true, id: payment.id };
        throw conflict("ALREADY_DECIDED", PAYMENT_MESSAGES.alreadyDecided);
      }
      await tx.query("UPDATE payments SET status = $2, gateway_code = $3, decided_at = now() WHERE id = $1", [payment.id, target, n.gatewayCode]);
      if (target === "aprobada") {
        await tx.query(
          `UPDATE invoices SET paid_at = now(), paid_by = $1
            WHERE id IN (SELECT invoice_id FROM payment_invoices WHERE payment_id = $1) AND paid_at IS NULL`,
          [payment.id],
        );
      } else {
        await tx.query("UPDATE payment_invoices SET active = false WHERE payment_id = $1", [payment.id]);
      }
      return { status: target, repeated: false, id: payment.id };
    });
    this.log.info({ reference: n.reference, status: result.status, repeated: result.repeated }, "payment notification");
    if (result.status === "aprobada" && !result.repeated) await this.sendReceipt(n.reference);
    return { reference: n.reference, status: result.status, repeated: result.repeated };
  }

  private async sendReceipt(reference: string): Promise<void> {
    const row = await repo.paymentByReference(this.db, reference);
    const to = row?.payer_email;
    if (!row || !to) return;
    const p = repo.toPayment(row);
    const mail = paymentReceiptEmail(brandOf(this.config), {
      reference: p.reference,
      amount: formatCop(p.amount),
      contractNumber: p.contractNumber,
      invoices: p.invoiceNumbers.join(", "),
      bank: p.bank ?? "",
      gatewayCode: p.gatewayCode ?? "",
      when: new Date(p.decidedAt ?? Date.now()),
    });
    try {
      await this.mailer.send({ ...mail, to, kind: "payment_receipt" });
    } catch (error) {
      // The payment stands; only the e-mailed copy of the receipt is missing.
      this.log.error({ err: error, reference }, "payment receipt e-mail failed");
    }
  }
}

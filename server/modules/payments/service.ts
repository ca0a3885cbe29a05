import { createHash, randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { toCsv } from "../../http/csv";
import {
  formatCop,
  normalizeContractNumber,
  paymentInputProblems,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  type Payment,
  type PaymentInput,
  type PaymentOptions,
  type PaymentStart,
  type PaymentStatus,
} from "../../../src/shared/billing";
import { BOGOTA_OFFSET_MS } from "../../../src/shared/time";
import type { SessionUser } from "../../../src/shared/types";
import { canonicalDocumentNumber, isDocumentType, normalizeEmail } from "../../../src/shared/validation";
import type { Config } from "../../config";
import type { Db, Queryable } from "../../db/db";
import { HttpError, tooManyRequests } from "../../http/errors";
import type { Mailer } from "../../mail";
import { paymentReceiptEmail } from "../../mail/templates";
import { RateLimiter } from "../../db/rateLimiter";
import * as repo from "../billing/repository";
import { brandOf, isUuid, BILLING_MESSAGES } from "../billing/service";
import { GatewayUnavailableError, NOTIFICATION_STATUS, type GatewayDecision, type GatewayNotification, type PaymentGateway } from "./gateway";
import { WompiGateway, WOMPI_MESSAGES } from "./wompi";

export const PAYMENT_MESSAGES = {
  notFound: "No encontramos una transacción con esa referencia.",
  invoicePaid: "Esa factura ya está pagada. Consulte el comprobante en sus transacciones.",
  inProgress: "Ya hay un pago en proceso para esta factura. Espere la respuesta de su banco (puede tardar unos minutos) antes de intentar de nuevo.",
  nothingDue: "Este contrato no tiene facturas pendientes de pago.",
  oneContract: "Pague las facturas de un contrato a la vez.",
  signInForInvoices: "Inicie sesión para pagar facturas escogidas, o pague por número de contrato.",
  badSignature: "La notificación del pago no tiene una firma válida.",
  amountMismatch: "El valor notificado no coincide con el del pago.",
  alreadyDecided: "El pago ya tiene una respuesta distinta del banco.",
  unavailable:
    "El pago en línea no está disponible en este momento. Puede pagar en los puntos de pago autorizados o en las oficinas bancarias con el código de barras de su factura.",
  tooManyPending:
    "Ya tiene varios pagos esperando la respuesta del banco desde esta conexión. Termine alguno en la página de su banco o espere unos minutos antes de iniciar otro.",
  tooManyStarts: "Inició demasiados pagos seguidos desde esta conexión. Espere unos minutos e intente de nuevo.",
} as const;

/** Pending payments one client address may hold at once (issue 20: a visitor cannot block many contracts). */
export const MAX_PENDING_PER_ADDRESS = 3;
/** Payments one client address may start per hour, pending or not (counted in the database). */
export const START_RATE = { max: 30, windowS: 60 * 60 } as const;

/** A client address as stored: only its hash, enough to count its pending payments. */
export function clientKey(ip: string): string {
  return createHash("sha256").update(`payments|${ip}`).digest("hex");
}

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

export const CSV_HEADER = [
  "Fecha (hora de Colombia)",
  "Referencia",
  "Contrato",
  "Facturas",
  "Valor (COP)",
  "Medio de pago",
  "Banco",
  "Estado",
  "CUS",
  "Fecha de respuesta",
];

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

/** How a trusted decision reached the portal (for the log). */
type DecisionSource = "callback" | "event" | "status-query";

/**
 * Payments (issue 7, issue 20): the state machine pendiente → aprobada | rechazada | fallida, driven
 * only by the gateway's signed word (callback or event) or its own answer to a status query. An
 * invoice is in at most one pending or approved payment (a unique index), so it cannot be paid
 * twice. A pending payment blocks a second one until the bank answers or it expires, except that a
 * signed-in holder's attempt supersedes a visitor's pending payment: someone else never blocks them.
 */
export class PaymentsService {
  now: () => Date = () => new Date();
  private readonly limiter: RateLimiter;
  /** After the gateway failed to answer a status query, none is tried until then (requests stay quick). */
  private statusPausedUntil = 0;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
    /** Null when online payment is off (PAYMENT_GATEWAY=none, or no SEED_DEMO and none named). */
    readonly gateway: PaymentGateway | null,
  ) {
    this.limiter = new RateLimiter(db);
  }

  private live(): PaymentGateway {
    if (!this.gateway) throw new HttpError(503, "PAYMENTS_UNAVAILABLE", PAYMENT_MESSAGES.unavailable);
    return this.gateway;
  }

  /** Whether online payment is offered, and the banks to list (GET /api/payments/options). */
  async options(): Promise<PaymentOptions> {
    if (!this.gateway) return { available: false, banks: [] };
    try {
      return { available: true, banks: [...(await this.gateway.banks())] };
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      return { available: false, banks: [] };
    }
  }

  /** Asks the gateway how a pending payment stands and applies a final answer; errors leave it pending. */
  private async askGateway(row: { reference: string; gateway: string; gateway_transaction_id: string | null }): Promise<boolean> {
    const gateway = this.gateway;
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
      this.log.error({ err: error, reference: row.reference }, "status query answer not applied");
      return false;
    }
  }

  /**
   * Payments abandoned at the bank page stop blocking their invoices. A real gateway is asked
   * first, so a payment the bank approved while its event was late is never failed by the clock.
   */
  private async expireStale(q: Queryable): Promise<void> {
    const cutoff = new Date(this.now().getTime() - PENDING_TTL_MIN * 60_000);
    if (this.gateway?.status) {
      const { rows: old } = await q.query<{ reference: string; gateway: string; gateway_transaction_id: string | null }>(
        `SELECT reference, gateway, gateway_transaction_id FROM payments
          WHERE status = 'pendiente' AND created_at < $1 AND gateway = $2 AND gateway_transaction_id IS NOT NULL LIMIT 20`,
        [cutoff, this.gateway.name],
      );
      for (const row of old) await this.askGateway(row);
    }
    const { rows } = await q.query<{ id: string }>(
      `UPDATE payments SET status = 'fallida', decided_at = now() WHERE status = 'pendiente' AND created_at < $1 RETURNING id::text AS id`,
      [cutoff],
    );
    if (rows.length > 0) {
      await q.query("UPDATE payment_invoices SET active = false WHERE payment_id = ANY ($1::uuid[])", [rows.map((r) => r.id)]);
      this.log.info({ payments: rows.length }, "pending payments expired");
    }
  }

  /** Issue 20: a few pending payments per address at once, and a start rate, else 429 with Retry-After. */
  private async limitAddress(key: string): Promise<void> {
    const { rows } = await this.db.query<{ n: string | number; oldest: Date | null }>(
      "SELECT count(*) AS n, min(created_at) AS oldest FROM payments WHERE client_key = $1 AND status = 'pendiente'",
      [key],
    );
    if (Number(rows[0].n) >= MAX_PENDING_PER_ADDRESS) {
      const expires = new Date(rows[0].oldest!).getTime() + PENDING_TTL_MIN * 60_000;
      const wait = Math.max(1, Math.ceil((expires - this.now().getTime()) / 1000));
      throw tooManyRequests(PAYMENT_MESSAGES.tooManyPending, wait);
    }
    const decision = await this.limiter.consume([{ bucket: "payment-start", key, ...START_RATE }]);
    if (!decision.allowed) throw tooManyRequests(PAYMENT_MESSAGES.tooManyStarts, decision.retryAfterS);
  }

  async start(input: PaymentInput, user: SessionUser | null, ip = "unknown"): Promise<PaymentStart> {
    const gateway = this.live();
    let banks: readonly { code: string; name: string }[];
    try {
      banks = await gateway.banks();
    } catch (error) {
      if (error instanceof GatewayUnavailableError) throw new HttpError(503, "GATEWAY_UNAVAILABLE", WOMPI_MESSAGES.unavailable);
      throw error;
    }
    const fields = paymentInputProblems(input, banks);
    if (Object.keys(fields).length > 0) throw new HttpError(400, "VALIDATION_ERROR", Object.values(fields)[0], fields);
    await this.expireStale(this.db);
    const client = clientKey(ip);
    await this.limitAddress(client);

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
    // Issue 20: a holder is blocked only by a payment an account of the contract started; a visitor by any.
    const blocked = payerId ? invoices.some((i) => i.pending_account_reference) : invoices.some((i) => i.pending_reference);
    if (blocked) throw conflict("PAYMENT_IN_PROGRESS", PAYMENT_MESSAGES.inProgress);
    if (invoices.length === 0) throw conflict("NOTHING_DUE", PAYMENT_MESSAGES.nothingDue, input.contractNumber === undefined ? undefined : "contractNumber");

    const amount = invoices.reduce((sum, i) => sum + Number(i.total), 0);
    const reference = newReference(this.now());
    const documentType = isDocumentType(input.documentType) ? input.documentType : "CC";
    const bank = banks.find((b) => b.code === input.bank)?.name ?? null;
    const payer = {
      documentNumber: canonicalDocumentNumber(documentType, input.documentNumber),
      email: normalizeEmail(input.email),
    };
    const c = contract;
    const returnPath = payerId ? RETURN_PATHS.account : RETURN_PATHS.visitor;
    let paymentId: string;
    try {
      paymentId = await this.db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          `INSERT INTO payments (reference, contract_id, user_id, amount, method, gateway, bank_code, bank_name, person_type,
             payer_document_type, payer_document_number, payer_email, status, return_path, created_at, client_key)
           VALUES ($1, $2, $3, $4, 'pse', $5, $6, $7, $8, $9, $10, $11, 'pendiente', $12, $13, $14) RETURNING id::text AS id`,
          [
            reference,
            c.id,
            payerId,
            amount,
            gateway.name,
            input.bank,
            bank,
            input.personType,
            documentType,
            payer.documentNumber,
            payer.email,
            returnPath,
            this.now(),
            client,
          ],
        );
        const id = rows[0].id;
        if (payerId) {
          // The holder's attempt supersedes visitors' pending payments of these invoices (issue 20).
          const superseded = await repo.supersedeVisitorPayments(
            tx,
            invoices.map((i) => i.id),
            id,
          );
          if (superseded.length > 0) this.log.info({ reference, superseded }, "visitor payments superseded by the holder");
        }
        for (const i of invoices) {
          await tx.query("INSERT INTO payment_invoices (payment_id, invoice_id, amount) VALUES ($1, $2, $3)", [id, i.id, Number(i.total)]);
        }
        return id;
      });
    } catch (error) {
      // Another payment of one of these invoices got in first (the unique index decided).
      if ((error as { code?: string }).code === "23505") throw conflict("PAYMENT_IN_PROGRESS", PAYMENT_MESSAGES.inProgress);
      throw error;
    }
    let started: { redirectUrl: string; transactionId: string | null };
    try {
      started = await gateway.start({
        reference,
        amount,
        description: `Facturas ${invoices.map((i) => i.number).join(", ")} del contrato ${c.number}`,
        bankCode: input.bank,
        personType: input.personType,
        payerDocumentType: documentType,
        payerDocumentNumber: payer.documentNumber,
        payerEmail: payer.email,
        returnUrl: `${this.config.publicUrl}${returnPath}?reference=${encodeURIComponent(reference)}`,
      });
    } catch (error) {
      // The gateway never opened it: it must not block the invoices.
      await this.db.transaction(async (tx) => {
        await tx.query("UPDATE payments SET status = 'fallida', decided_at = now() WHERE id = $1 AND status = 'pendiente'", [paymentId]);
        await tx.query("UPDATE payment_invoices SET active = false WHERE payment_id = $1", [paymentId]);
      });
      if (error instanceof GatewayUnavailableError) throw new HttpError(503, "GATEWAY_UNAVAILABLE", WOMPI_MESSAGES.unavailable);
      throw error;
    }
    if (started.transactionId) {
      await this.db.query("UPDATE payments SET gateway_transaction_id = $2 WHERE id = $1", [paymentId, started.transactionId]);
    }
    this.log.info({ reference, contract: c.number, amount, invoices: invoices.length }, "payment started");
    return { reference, redirectUrl: started.redirectUrl };
  }

  /**
   * The payment row for the gateway's pages and the return redirect (no access check: by
   * reference). A pending payment of a real gateway is checked with it first (late events).
   */
  async row(reference: string): Promise<repo.PaymentRow | null> {
    await this.expireStale(this.db);
    const row = await repo.paymentByReference(this.db, reference);
    if (row?.status === "pendiente" && (await this.askGateway(row))) return repo.paymentByReference(this.db, reference);
    return row;
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

  /** A sandbox-style notification: its signature checked, then applied once. */
  async notify(n: GatewayNotification): Promise<{ reference: string; status: PaymentStatus; repeated: boolean }> {
    if (!(await this.live().verify(n))) throw new HttpError(401, "INVALID_SIGNATURE", PAYMENT_MESSAGES.badSignature);
    return this.apply(n, "callback");
  }

  /**
   * A Wompi event (POST /api/payments/wompi/events): signature, age and replay checked, then the
   * same state machine. An event is applied once; the same event again is refused.
   */
  async wompiEvent(body: unknown, headerChecksum: string | undefined): Promise<{ reference: string; status: PaymentStatus; repeated: boolean }> {
    const gateway = this.gateway;
    if (!(gateway instanceof WompiGateway)) throw new HttpError(404, "NOT_FOUND", PAYMENT_MESSAGES.notFound);
    const event = gateway.verifyEvent(body, headerChecksum, this.now());
    const { rows } = await this.db.query<{ status: PaymentStatus; gateway: string; gateway_transaction_id: string | null }>(
      "SELECT status, gateway, gateway_transaction_id FROM payments WHERE reference = $1",
      [event.reference],
    );
    const payment = rows[0];
    if (!payment || payment.gateway !== gateway.name || (payment.gateway_transaction_id !== null && payment.gateway_transaction_id !== event.transactionId)) {
      throw new HttpError(404, "NOT_FOUND", PAYMENT_MESSAGES.notFound);
    }
    const claimed = await this.db.query("INSERT INTO payment_events (gateway, event_key, reference) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1", [
      gateway.name,
      event.key,
      event.reference,
    ]);
    if (claimed.rows.length === 0) throw conflict("EVENT_REPLAYED", WOMPI_MESSAGES.replayed);
    if (!event.decision) return { reference: event.reference, status: payment.status, repeated: false };
    try {
      return await this.apply(event.decision, "event");
    } catch (error) {
      // Refused (wrong amount, contrary answer): the event may be checked again once corrected.
      await this.db.query("DELETE FROM payment_events WHERE gateway = $1 AND event_key = $2", [gateway.name, event.key]);
      throw error;
    }
  }

  /**
   * Applies a trusted decision once. The same answer again changes nothing; a contrary answer for a
   * decided payment is refused; an approval of a payment that no longer holds its invoices
   * (superseded or expired) is recorded: it pays them if they are still free, else it is marked
   * for refund, logged and audited, never lost.
   */
  private async apply(n: GatewayDecision, source: DecisionSource): Promise<{ reference: string; status: PaymentStatus; repeated: boolean }> {
    const target = NOTIFICATION_STATUS[n.status];
    const result = await this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string; status: PaymentStatus; amount: string | number; gateway_code: string | null; refund_due: boolean }>(
        "SELECT id::text AS id, status, amount, gateway_code, refund_due FROM payments WHERE reference = $1 FOR UPDATE",
        [n.reference],
      );
      const payment = rows[0];
      if (!payment) throw new HttpError(404, "NOT_FOUND", PAYMENT_MESSAGES.notFound);
      if (Number(payment.amount) !== n.amount) throw new HttpError(400, "AMOUNT_MISMATCH", PAYMENT_MESSAGES.amountMismatch);
      if (payment.status === "pendiente") {
        await tx.query("UPDATE payments SET status = $2, gateway_code = $3, decided_at = now() WHERE id = $1", [payment.id, target, n.gatewayCode]);
        if (target === "aprobada") await repo.markInvoicesPaid(tx, payment.id);
        else await tx.query("UPDATE payment_invoices SET active = false WHERE payment_id = $1", [payment.id]);
        return { status: target, repeated: false, refund: false };
      }
      // The same answer again (an event after the status query, a retried callback): nothing changes.
      if (payment.status === target) return { status: target, repeated: true, refund: payment.refund_due };
      if (payment.status === "fallida" && target !== "aprobada") {
        // Expired or superseded, and the bank did not take the money either: nothing changes.
        return { status: payment.status, repeated: true, refund: false };
      }
      if (payment.status === "fallida" && target === "aprobada") {
        const free = await repo.invoicesFreeFor(tx, payment.id);
        await tx.query("UPDATE payments SET status = 'aprobada', gateway_code = $2, decided_at = now(), refund_due = $3 WHERE id = $1", [
          payment.id,
          n.gatewayCode,
          !free,
        ]);
        if (free) {
          await tx.query("UPDATE payment_invoices SET active = true WHERE payment_id = $1", [payment.id]);
          await repo.markInvoicesPaid(tx, payment.id);
        } else {
          await repo.auditGatewayAction(
            tx,
            this.live().name,
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
    if (result.refund && !result.repeated) {
      this.log.error({ reference: n.reference, amount: n.amount, source }, "payment approved after it stopped holding its invoices: refund or credit due");
    } else {
      this.log.info({ reference: n.reference, status: result.status, repeated: result.repeated, source }, "payment decision");
    }
    if (result.status === "aprobada" && !result.repeated && !result.refund) await this.sendReceipt(n.reference);
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

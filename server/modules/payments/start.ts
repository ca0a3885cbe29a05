import { createHash, randomBytes } from "node:crypto";
import { normalizeContractNumber, paymentInputProblems, type PaymentInput, type PaymentStart } from "../../../src/shared/billing";
import { BOGOTA_OFFSET_MS } from "../../../src/shared/time";
import type { SessionUser } from "../../../src/shared/types";
import type { DocumentType } from "../../../src/shared/constants";
import { canonicalDocumentNumber, isDocumentType, normalizeEmail } from "../../../src/shared/validation";
import { RateLimiter } from "../../db/rateLimiter";
import { HttpError, tooManyRequests } from "../../http/errors";
import * as billing from "../billing/repository";
import { BILLING_MESSAGES, isUuid } from "../billing/service";
import { conflict, liveGateway, PAYMENT_MESSAGES, PENDING_TTL_MIN, type PaymentsContext } from "./context";
import type { PaymentDecisions } from "./decisions";
import { GatewayRefusedError, GatewayUnavailableError, type GatewayRules } from "./gateway";
import * as repo from "./repository";
import { CHECK_BACKOFF_S } from "./repository";
import { WOMPI_MESSAGES } from "./wompi";

/** Pending payments one client address may hold at once (issue 20: a visitor cannot block many contracts). */
export const MAX_PENDING_PER_ADDRESS = 3;
/** Payments one client address may start per hour, pending or not (counted in the database). */
const START_RATE = { max: 30, windowS: 60 * 60 } as const;

/** A client address as stored: only its hash, enough to count its pending payments. */
function clientKey(ip: string): string {
  return createHash("sha256").update(`payments|${ip}`).digest("hex");
}

/** Where the payer's browser lands after the bank: the dashboard receipt or the public one. */
const RETURN_PATHS = { account: "/dashboard/paymentSuccess", visitor: "/paymentStatus" } as const;

/**
 * PSE-20261121-7K3M9Q2XWD: the channel (PSE, or WEB for Wompi's checkout), the day, then 50 random
 * bits in Crockford's base 32 (no I, L, O, U).
 */
export function newReference(now: Date, prefix: "PSE" | "WEB" = "PSE"): string {
  const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  const bytes = randomBytes(10);
  const random = Array.from(bytes, (b) => alphabet[b % 32]).join("");
  const day = new Date(now.getTime() - BOGOTA_OFFSET_MS).toISOString().slice(0, 10).replace(/-/g, "");
  return `${prefix}-${day}-${random}`;
}

/**
 * Starting a payment (issue 7, issue 20): the invoices a signed-in holder chose, or everything a
 * contract owes for a visitor. An invoice is in at most one pending or approved payment (a unique
 * index), so it cannot be paid twice. A pending payment an account of the contract started blocks a
 * second one until the bank answers or it expires; a visitor's is superseded by the next attempt,
 * so a stranger never blocks anyone (issue 31 §5). If the bank approves a superseded payment after
 * all, the money that arrived first pays (decisions.ts); the other is flagged for refund.
 */
export class PaymentStarts {
  private readonly limiter: RateLimiter;

  constructor(
    private readonly ctx: PaymentsContext,
    private readonly decisions: PaymentDecisions,
  ) {
    this.limiter = new RateLimiter(ctx.db);
  }

  /** Issue 20: a few pending payments per address at once, and a start rate, else 429 with Retry-After. */
  private async limitAddress(key: string): Promise<void> {
    const pending = await repo.pendingOfClient(this.ctx.db, key);
    if (Number(pending.n) >= MAX_PENDING_PER_ADDRESS) {
      const expires = new Date(pending.oldest!).getTime() + PENDING_TTL_MIN * 60_000;
      const wait = Math.max(1, Math.ceil((expires - this.ctx.now().getTime()) / 1000));
      throw tooManyRequests(PAYMENT_MESSAGES.tooManyPending, wait);
    }
    const decision = await this.limiter.consume([{ bucket: "payment-start", key, ...START_RATE }]);
    if (!decision.allowed) throw tooManyRequests(PAYMENT_MESSAGES.tooManyStarts, decision.retryAfterS);
  }

  async start(input: PaymentInput, user: SessionUser | null, ip = "unknown", idempotencyKey?: string): Promise<PaymentStart> {
    const { db, log } = this.ctx;
    const gateway = liveGateway(this.ctx);
    const method = input.method ?? "pse";
    let banks: readonly { code: string; name: string }[];
    let rules: GatewayRules;
    try {
      [banks, rules] = await Promise.all([gateway.banks(), gateway.rules()]);
    } catch (error) {
      if (error instanceof GatewayUnavailableError || error instanceof GatewayRefusedError) {
        throw new HttpError(503, "GATEWAY_UNAVAILABLE", WOMPI_MESSAGES.unavailable);
      }
      throw error;
    }
    if (!rules.methods.includes(method))
      throw new HttpError(400, "VALIDATION_ERROR", PAYMENT_MESSAGES.methodUnavailable, { method: PAYMENT_MESSAGES.methodUnavailable });
    const fields = paymentInputProblems(input, banks, { documentTypes: rules.documentTypes, acceptance: method === "pse" && rules.acceptance !== null });
    if (Object.keys(fields).length > 0) throw new HttpError(400, "VALIDATION_ERROR", Object.values(fields)[0], fields);
    const client = clientKey(ip);
    // Issue 32 §1: a retry of the same start (its Idempotency-Key) answers what the first one did.
    if (idempotencyKey) {
      const earlier = await repo.paymentByIdempotency(db, client, idempotencyKey);
      if (earlier) return this.again(earlier);
    }
    await this.decisions.releaseStale(db);
    await this.limitAddress(client);

    let contract: billing.ContractRow | null;
    let invoices: billing.InvoiceRow[];
    let payerId: string | null;
    if (input.contractNumber === undefined) {
      if (!user) throw new HttpError(401, "UNAUTHENTICATED", PAYMENT_MESSAGES.signInForInvoices);
      const ids = [...new Set(input.invoiceIds ?? [])];
      if (!ids.every(isUuid)) throw new HttpError(404, "NOT_FOUND", BILLING_MESSAGES.invoiceNotFound);
      invoices = await billing.invoicesByIds(db, ids);
      const contracts = new Set(invoices.map((i) => i.contract_id));
      const linked = await Promise.all([...contracts].map((c) => billing.isLinked(db, user.id, c)));
      if (invoices.length !== ids.length || linked.includes(false)) throw new HttpError(404, "NOT_FOUND", BILLING_MESSAGES.invoiceNotFound);
      if (contracts.size !== 1) throw new HttpError(400, "VALIDATION_ERROR", PAYMENT_MESSAGES.oneContract, { invoiceIds: PAYMENT_MESSAGES.oneContract });
      contract = await billing.contractByNumber(db, invoices[0].contract_number);
      payerId = user.id;
    } else {
      contract = await billing.contractByNumber(db, normalizeContractNumber(input.contractNumber));
      if (!contract) throw new HttpError(404, "NOT_FOUND", BILLING_MESSAGES.lookupNotFound, { contractNumber: BILLING_MESSAGES.lookupNotFound });
      invoices = await billing.unpaidInvoices(db, contract.id);
      payerId = user && (await billing.isLinked(db, user.id, contract.id)) ? user.id : null;
    }
    if (!contract) throw new HttpError(404, "NOT_FOUND", BILLING_MESSAGES.contractNotFound);
    if (invoices.some((i) => i.paid_at)) throw conflict("INVOICE_PAID", PAYMENT_MESSAGES.invoicePaid, "invoiceIds");
    // Only a payment an account of the contract started blocks (issue 20); a visitor's is superseded
    // by the next attempt, whoever makes it, so a stranger never blocks anyone (issue 31 §5).
    if (invoices.some((i) => i.pending_account_reference)) throw conflict("PAYMENT_IN_PROGRESS", PAYMENT_MESSAGES.inProgress);
    if (invoices.length === 0) throw conflict("NOTHING_DUE", PAYMENT_MESSAGES.nothingDue, input.contractNumber === undefined ? undefined : "contractNumber");

    const amount = invoices.reduce((sum, i) => sum + Number(i.total), 0);
    const reference = newReference(this.ctx.now(), method === "checkout" ? "WEB" : "PSE");
    const pse = method === "pse";
    const documentType = pse && isDocumentType(input.documentType ?? "") ? (input.documentType as DocumentType) : null;
    const bank = pse ? (banks.find((b) => b.code === input.bank)?.name ?? null) : null;
    const payer = {
      documentNumber: documentType ? canonicalDocumentNumber(documentType, input.documentNumber ?? "") : null,
      email: normalizeEmail(input.email),
    };
    const c = contract;
    const returnPath = payerId ? RETURN_PATHS.account : RETURN_PATHS.visitor;
    let paymentId: string;
    try {
      paymentId = await db.transaction(async (tx) => {
        const createdAt = this.ctx.now();
        const id = await repo.insertPayment(tx, {
          reference,
          method,
          contractId: c.id,
          userId: payerId,
          amount,
          gateway: gateway.name,
          bankCode: pse ? (input.bank ?? null) : null,
          bankName: bank,
          personType: pse ? (input.personType ?? null) : null,
          payerDocumentType: documentType,
          payerDocumentNumber: payer.documentNumber,
          payerEmail: payer.email,
          returnPath,
          createdAt,
          clientKey: client,
          idempotencyKey: idempotencyKey ?? null,
          // A gateway that can be asked is asked a minute after the start, then on its schedule.
          nextCheckAt: gateway.status ? new Date(createdAt.getTime() + CHECK_BACKOFF_S[0] * 1000) : null,
        });
        // Every attempt supersedes visitors' pending payments of these invoices (issue 20, issue 31 §5).
        const superseded = await repo.supersedeVisitorPayments(
          tx,
          invoices.map((i) => i.id),
          id,
        );
        if (superseded.length > 0) log.info({ reference, superseded }, "visitor payments superseded");
        await repo.holdInvoices(
          tx,
          id,
          invoices.map((i) => ({ id: i.id, amount: Number(i.total) })),
        );
        return id;
      });
    } catch (error) {
      if ((error as { code?: string; constraint?: string }).code === "23505") {
        // The same Idempotency-Key twice at once: the first one answers.
        if (idempotencyKey && (await repo.paymentByIdempotency(db, client, idempotencyKey))) throw startInProgress();
        // Another payment of one of these invoices got in first (the unique index decided).
        throw conflict("PAYMENT_IN_PROGRESS", PAYMENT_MESSAGES.inProgress);
      }
      throw error;
    }
    let transactionId: string | null = null;
    let started: { redirectUrl: string; transactionId: string | null };
    try {
      started = await gateway.start({
        method,
        reference,
        amount,
        description: `Facturas ${invoices.map((i) => i.number).join(", ")} del contrato ${c.number}`,
        bankCode: input.bank ?? "",
        personType: input.personType ?? "",
        payerDocumentType: documentType ?? "",
        payerDocumentNumber: payer.documentNumber ?? "",
        payerEmail: payer.email,
        returnUrl: `${this.ctx.config.publicUrl}${returnPath}?reference=${encodeURIComponent(reference)}`,
        // Issue 32 §1: the gateway's id is kept the moment its transaction exists.
        onCreated: async (id) => {
          transactionId = id;
          await repo.setGatewayTransaction(db, paymentId, id);
        },
      });
    } catch (error) {
      await this.notStarted(error, { id: paymentId, reference, gateway: gateway.name, gateway_transaction_id: transactionId });
      throw error;
    }
    if (started.transactionId && started.transactionId !== transactionId) await repo.setGatewayTransaction(db, paymentId, started.transactionId);
    await repo.setRedirect(db, paymentId, started.redirectUrl);
    log.info({ reference, contract: c.number, amount, invoices: invoices.length, method }, "payment started");
    return { reference, redirectUrl: started.redirectUrl };
  }

  /**
   * A start the gateway did not complete. Refused outright (its 422: nothing was created): the
   * payment fails and the payer is told which field. No clear answer after the transaction may
   * exist: `sin_confirmar`, asked about at once and then on its schedule, so an approval that
   * happened all the same is applied (issue 32 §1). Throws what the payer is answered.
   */
  private async notStarted(error: unknown, row: repo.PendingAtGateway): Promise<never> {
    const { db, log } = this.ctx;
    if (error instanceof GatewayRefusedError) {
      await db.transaction((tx) => repo.failUnopened(tx, row.id));
      throw new HttpError(400, "VALIDATION_ERROR", error.message, Object.keys(error.fields).length > 0 ? error.fields : undefined);
    }
    if (error instanceof GatewayUnavailableError && (error.maybeCreated || row.gateway_transaction_id !== null)) {
      await db.transaction((tx) => repo.markStartUnconfirmed(tx, row.id, this.ctx.now()));
      log.warn({ reference: row.reference, transaction: row.gateway_transaction_id }, "payment start without a clear answer: sin confirmar");
      await this.decisions.askNow(row);
      throw new HttpError(503, "GATEWAY_UNAVAILABLE", WOMPI_MESSAGES.unavailable);
    }
    // The gateway never opened it: it must not block the invoices.
    await db.transaction((tx) => repo.failUnopened(tx, row.id));
    if (error instanceof GatewayUnavailableError) throw new HttpError(503, "GATEWAY_UNAVAILABLE", WOMPI_MESSAGES.unavailable);
    throw error;
  }

  /** What a repeated Idempotency-Key answers: the first start's outcome. */
  private again(earlier: { reference: string; status: string; redirect_url: string | null }): PaymentStart {
    if (earlier.redirect_url) return { reference: earlier.reference, redirectUrl: earlier.redirect_url };
    if (earlier.status === "pendiente") throw startInProgress();
    throw new HttpError(503, "GATEWAY_UNAVAILABLE", WOMPI_MESSAGES.unavailable);
  }
}

function startInProgress(): HttpError {
  return new HttpError(409, "START_IN_PROGRESS", PAYMENT_MESSAGES.startInProgress, undefined, { "Retry-After": "2" });
}

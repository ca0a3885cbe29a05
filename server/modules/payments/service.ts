import type { FastifyBaseLogger } from "fastify";
import type { Payment, PaymentInput, PaymentOptions, PaymentStart } from "../../../src/shared/billing";
import type { SessionUser } from "../../../src/shared/types";
import type { Config } from "../../config";
import type { Db } from "../../db/db";
import { HttpError } from "../../http/errors";
import type { Mailer } from "../../mail";
import * as billing from "../billing/repository";
import { BILLING_MESSAGES, isUuid } from "../billing/service";
import { PAYMENT_MESSAGES, type DecisionOutcome, type PaymentsContext } from "./context";
import { PaymentDecisions } from "./decisions";
import { GatewayUnavailableError, type GatewayNotification, type PaymentGateway } from "./gateway";
import { presentPayment } from "./presenter";
import * as repo from "./repository";
import { PaymentStarts } from "./start";

// The tests read these from the service, as they did before it was split.
export { CSV_HEADER } from "./presenter";
export { MAX_PENDING_PER_ADDRESS } from "./start";

/**
 * Payments (issue 7, issue 20): starting one (./start.ts), the gateway's decisions and the expiry of
 * abandoned ones (./decisions.ts), and reading them here. A visitor's payment is a receipt anyone
 * with its reference may read; an account's payment only the accounts linked to its contract.
 */
export class PaymentsService {
  now: () => Date = () => new Date();
  private readonly ctx: PaymentsContext;
  private readonly decisions: PaymentDecisions;
  private readonly starts: PaymentStarts;

  constructor(
    db: Db,
    config: Config,
    mailer: Mailer,
    log: FastifyBaseLogger,
    /** Null when online payment is off (PAYMENT_GATEWAY=none, or no SEED_DEMO and none named). */
    readonly gateway: PaymentGateway | null,
  ) {
    this.ctx = { db, config, mailer, log, gateway, now: () => this.now() };
    this.decisions = new PaymentDecisions(this.ctx);
    this.starts = new PaymentStarts(this.ctx, this.decisions);
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

  start(input: PaymentInput, user: SessionUser | null, ip?: string): Promise<PaymentStart> {
    return this.starts.start(input, user, ip);
  }

  /**
   * The payment row for the gateway's pages and the return redirect (no access check: by
   * reference). A pending payment of a real gateway is checked with it first (late events).
   */
  async row(reference: string): Promise<repo.PaymentRow | null> {
    await this.decisions.expireStale(this.ctx.db);
    const row = await repo.paymentByReference(this.ctx.db, reference);
    if (row?.status === "pendiente" && (await this.decisions.askGateway(row))) return repo.paymentByReference(this.ctx.db, reference);
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
      const allowed = user !== null && (row.user_id === user.id || (await billing.isLinked(this.ctx.db, user.id, row.contract_id)));
      if (!allowed) throw new HttpError(404, "NOT_FOUND", PAYMENT_MESSAGES.notFound);
    }
    return presentPayment(row);
  }

  async list(userId: string, contractId?: string): Promise<Payment[]> {
    if (contractId !== undefined && !isUuid(contractId)) throw new HttpError(404, "NOT_FOUND", BILLING_MESSAGES.contractNotFound);
    if (contractId !== undefined && !(await billing.isLinked(this.ctx.db, userId, contractId))) {
      throw new HttpError(404, "NOT_FOUND", BILLING_MESSAGES.contractNotFound);
    }
    await this.decisions.expireStale(this.ctx.db);
    return (await repo.paymentsOfUser(this.ctx.db, userId, contractId)).map(presentPayment);
  }

  /** A sandbox-style notification: its signature checked, then applied once. */
  notify(n: GatewayNotification): Promise<DecisionOutcome> {
    return this.decisions.notify(n);
  }

  /** A Wompi event: signature, age and replay checked, then applied once. */
  wompiEvent(body: unknown, headerChecksum: string | undefined): Promise<DecisionOutcome> {
    return this.decisions.wompiEvent(body, headerChecksum);
  }
}

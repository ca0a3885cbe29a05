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
import { PaymentDecisions, type EventAck } from "./decisions";
import { GatewayRefusedError, GatewayUnavailableError, type GatewayNotification, type PaymentGateway } from "./gateway";
import { presentPayment } from "./presenter";
import * as repo from "./repository";
import { PaymentStarts } from "./start";

// The tests read these from the service, as they did before it was split.
export { CSV_HEADER } from "./presenter";
export { MAX_PENDING_PER_ADDRESS } from "./start";

/** How often an instance looks for undecided payments whose time to be asked about has come. */
export const SWEEP_INTERVAL_MS = 30_000;

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
  private sweepTimer: NodeJS.Timeout | null = null;

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

  /** Whether online payment is offered, the banks to list, the methods and what the payer accepts (GET /api/payments/options). */
  async options(): Promise<PaymentOptions> {
    const off: PaymentOptions = { available: false, banks: [], methods: [], documentTypes: [], acceptance: null };
    if (!this.gateway) return off;
    try {
      const [banks, rules] = await Promise.all([this.gateway.banks(), this.gateway.rules()]);
      return { available: true, banks: [...banks], methods: rules.methods, documentTypes: [...rules.documentTypes], acceptance: rules.acceptance };
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError) && !(error instanceof GatewayRefusedError)) throw error;
      return off;
    }
  }

  start(input: PaymentInput, user: SessionUser | null, ip?: string, idempotencyKey?: string): Promise<PaymentStart> {
    return this.starts.start(input, user, ip, idempotencyKey);
  }

  /**
   * Issue 32 §1: the background sweep that asks the gateway about undecided payments on their
   * schedule (every SWEEP_INTERVAL_MS; one at a time per instance, shared between instances).
   */
  startSweeps(): void {
    if (this.sweepTimer || !this.gateway?.status) return;
    let running = false;
    this.sweepTimer = setInterval(() => {
      if (running) return;
      running = true;
      this.decisions
        .releaseStale(this.ctx.db)
        .then(() => this.decisions.sweep())
        .catch((error: unknown) => this.ctx.log.warn({ err: error }, "payment sweep failed; it runs again shortly"))
        .finally(() => (running = false));
    }, SWEEP_INTERVAL_MS);
    this.sweepTimer.unref();
  }

  stopSweeps(): void {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.sweepTimer = null;
  }

  /** One sweep now (the tests move the clock and ask). */
  sweep(): Promise<number> {
    return this.decisions.releaseStale(this.ctx.db).then(() => this.decisions.sweep());
  }

  /**
   * The payment row for the gateway's pages and the return redirect (no access check: by
   * reference). A pending payment of a real gateway is checked with it first (late events).
   */
  async row(reference: string): Promise<repo.PaymentRow | null> {
    await this.decisions.releaseStale(this.ctx.db);
    const row = await repo.paymentByReference(this.ctx.db, reference);
    if ((row?.status === "pendiente" || row?.status === "sin_confirmar") && (await this.decisions.checkOnRead(row))) {
      return repo.paymentByReference(this.ctx.db, reference);
    }
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
    await this.decisions.releaseStale(this.ctx.db);
    return (await repo.paymentsOfUser(this.ctx.db, userId, contractId)).map(presentPayment);
  }

  /** A sandbox-style notification: its signature checked, then applied once. */
  notify(n: GatewayNotification): Promise<DecisionOutcome> {
    return this.decisions.notify(n);
  }

  /** A Wompi event: its checksum checked, then applied once; any verified event is answered 200. */
  wompiEvent(body: unknown, headerChecksum: string | undefined): Promise<EventAck> {
    return this.decisions.wompiEvent(body, headerChecksum);
  }
}

import { action, computed, observable, observableRef, reaction, runInAction } from "mobx";
import type { Payment } from "../../shared/billing";
import { LoadableStore } from "../../stores/base/LoadableStore";
import { defineFeatureStore } from "../../stores/base/featureStore";
import { callFailure, isNotFound, type CallFailure } from "./calls";
import { createPaymentsApi, type PaymentsApi } from "./paymentsApi";

/** How often and how long a pending payment is asked about again. */
export const POLL_EVERY_MS = 3_000;
export const POLL_FOR_MS = 120_000;

/**
 * One payment by its reference, and while the bank has not answered, the asking again: every 3 s
 * for 2 minutes, then it gives up until the person asks to check again.
 */
export class TrackedPayment extends LoadableStore {
  @observable accessor reference: string | null = null;
  @observableRef accessor payment: Payment | null = null;
  /** Two minutes passed and the bank still has not answered. */
  @observable accessor gaveUp = false;
  /** Bumped to end the polling under way (a newer round, or the receipt left the page). */
  private round = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly ask: (reference: string) => Promise<Payment>) {
    super();
  }

  /** The bank has answered (approved, rejected or failed). */
  @computed get decided(): boolean {
    return this.payment !== null && this.payment.status !== "pendiente";
  }

  /** The load answered 404: no payment has that reference. */
  @computed get notFound(): boolean {
    return this.status === "failed" && isNotFound(this.error);
  }

  /** Asks for a reference's payment afresh; the last one is dropped first (the page shows its spinner). */
  @action open(reference: string): Promise<void> {
    this.stop();
    this.reference = reference;
    this.payment = null;
    this.gaveUp = false;
    return this.reload();
  }

  /** Forgets the payment (its page or form closed); an answer still on its way is ignored. */
  @action close(): void {
    this.stop();
    this.reference = null;
    this.payment = null;
    this.gaveUp = false;
    this.status = "idle";
    this.error = null;
  }

  protected async fetch(): Promise<void> {
    const attempt = this.currentAttempt;
    const reference = this.reference;
    if (reference === null) return;
    const payment = await this.ask(reference);
    if (this.isCurrent(attempt) && this.reference === reference) runInAction(() => (this.payment = payment));
  }

  /**
   * While the payment is pending, asks again every 3 s for 2 minutes; the receipt follows while it
   * is shown. Returns what stops it.
   */
  follow(): () => void {
    this.poll();
    return () => this.stop();
  }

  /** "Consultar de nuevo": two more minutes of asking. */
  @action checkAgain(): void {
    this.gaveUp = false;
    this.poll();
  }

  private poll(): void {
    this.stop();
    const pending = this.payment;
    if (!pending || pending.status !== "pendiente") return;
    const round = this.round;
    const until = Date.now() + POLL_FOR_MS;
    const tick = async () => {
      try {
        const next = await this.ask(pending.reference);
        if (round !== this.round) return;
        if (next.status !== "pendiente") {
          runInAction(() => (this.payment = next));
          return;
        }
      } catch {
        // A failed check is tried again on the next tick.
      }
      if (round !== this.round) return;
      if (Date.now() >= until) runInAction(() => (this.gaveUp = true));
      else this.timer = setTimeout(() => void tick(), POLL_EVERY_MS);
    };
    this.timer = setTimeout(() => void tick(), POLL_EVERY_MS);
  }

  private stop(): void {
    this.round++;
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}

/** What the status pages need besides the payment calls. */
export interface PaymentStatusServices {
  /** Asks for the signed-in customer's contracts again (balances and "payment in progress" flags). */
  refreshAccount: () => Promise<void>;
}

/**
 * A payment's status and receipt (issue 7): the one the bank sends the payer back with
 * (/paymentStatus, /dashboard/paymentSuccess) and the one found with the reference form
 * (/consultar-transacciones), each asked again while the bank has not answered.
 */
export class PaymentStatusStore {
  /** The payment the address names (`?reference=`). */
  readonly result: TrackedPayment;
  /** The payment found with "Consulte el estado de un pago". */
  readonly lookup: TrackedPayment;
  /** Ends the wait for the bank's answer that refreshes the account (see openSignedInResult). */
  private stopWatch: (() => void) | null = null;

  constructor(
    api: Pick<PaymentsApi, "payment">,
    private readonly services: PaymentStatusServices,
  ) {
    const ask = (reference: string) => api.payment(reference);
    this.result = new TrackedPayment(ask);
    this.lookup = new TrackedPayment(ask);
  }

  /** A visitor back from the bank (/paymentStatus?reference=R): the payment, asked afresh. */
  openResult(reference: string): Promise<void> {
    this.stopWatch?.();
    this.stopWatch = null;
    return this.result.open(reference);
  }

  /**
   * A customer back from the bank (/dashboard/paymentSuccess?reference=R). Once the bank has
   * answered, balances and the "payment in progress" flags change: the account is asked again,
   * once (an approved payment settles invoices; a rejected one frees the contract).
   */
  openSignedInResult(reference: string): Promise<void> {
    const opened = this.openResult(reference);
    // Once, as mobx's when() would do: a reaction, which the first download already has (when()
    // and the autorun under it would be in every page's vendor chunk for this one call).
    this.stopWatch = reaction(
      () => this.result.decided,
      (decided, _before, r) => {
        if (!decided) return;
        r.dispose();
        void this.services.refreshAccount();
      },
      { fireImmediately: true },
    );
    return opened;
  }

  /** The result page closes: its payment is dropped and nothing more is asked. */
  closeResult(): void {
    this.stopWatch?.();
    this.stopWatch = null;
    this.result.close();
  }

  /** "Consultar": the payment of a reference in place of the last one found; null when found, else why not. */
  async find(reference: string): Promise<CallFailure | null> {
    await this.lookup.open(reference);
    return this.lookup.status === "failed" ? callFailure(this.lookup.error) : null;
  }
}

/** The payment status store, made with the first status, result or transactions page. */
export const paymentStatusStoreKey = defineFeatureStore(
  "paymentStatus",
  (root) =>
    new PaymentStatusStore(createPaymentsApi(root.api), {
      refreshAccount: () => root.loadAccount().then((a) => a.load(true)),
    }),
);

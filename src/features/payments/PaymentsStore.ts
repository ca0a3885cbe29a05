import { computed, observable, runInAction } from "mobx";
import type { BillingLookup, InvoiceSummary, PaymentInput, PaymentOptions, PaymentStart } from "../../shared/billing";
import type { SessionUser } from "../../shared/types";
import { Resource, Task } from "../../stores/base/LoadableStore";
import { defineFeatureStore } from "../../stores/base/featureStore";
import type { MetricsStore } from "../../stores/MetricsStore";
import type { BillingApi } from "../account/billingApi";
import { askAfresh, callFailure, forget, loadFailure, valueOf, type CallFailure } from "./calls";
import { newIdempotencyKey } from "../../services/idempotencyKey";
import { createPaymentsApi, type PaymentsApi } from "./paymentsApi";

/** What the checkout needs besides the payment calls. */
export interface CheckoutServices {
  /** The account's calls for a contract's invoices and the public lookup by number (loaded on demand). */
  billing: () => Promise<Pick<BillingApi, "invoices" | "lookup">>;
  metrics: Pick<MetricsStore, "trackCustom">;
  /** Who is signed in: their document and e-mail fill the payer form. */
  user: () => SessionUser | null;
  /** Sends the browser to the bank's page. */
  leave: (url: string) => void;
}

/** The payer's data the PSE form starts with. */
export interface PayerDefaults {
  personType: string;
  documentType: string;
  documentNumber: string;
  email: string;
}

/** The invoices of a list not paid yet (null stays null). */
export function unpaidIn(invoices: readonly InvoiceSummary[] | null): InvoiceSummary[] | null {
  return invoices?.filter((i) => i.status !== "pagada") ?? null;
}

/**
 * Paying with PSE (issue 7, 20): whether online payment is offered and its banks, the contract a
 * visitor pays by number (/pago-en-linea, /resumen-pago), the unpaid invoices of a customer's
 * contract (/dashboard/onlinePayment), and the checkout that sends the browser to the bank.
 */
export class PaymentsStore {
  /** GET /api/payments/options: whether online payment is offered now, and the banks to list. */
  readonly options = new Resource<void, PaymentOptions>(() => this.api.options());
  /** What a contract number tells anyone (/resumen-pago?contrato=N): masked address, amount, due date. */
  readonly summary = new Resource<string, BillingLookup>(async (number) => (await this.services.billing()).lookup(number));
  /** A signed-in customer's invoices of one contract, by the contract's id. */
  readonly invoices = new Resource<string, InvoiceSummary[]>(async (contractId) => (await this.services.billing()).invoices(contractId));
  /** /pago-en-linea's "Continuar": whether the contract exists before its summary opens. */
  readonly contractSearch = new Task((number: string) => this.services.billing().then((b) => b.lookup(number)));
  /** The PSE form's submit: starts the payment and leaves for the bank's page. */
  readonly checkout = new Task((input: PaymentInput, amount: number, pagePath: string) => this.startPse(input, amount, pagePath));
  /** Where the browser was sent to authorise the last payment started. */
  @observable accessor redirectUrl: string | null = null;

  constructor(
    private readonly api: PaymentsApi,
    private readonly services: CheckoutServices,
  ) {}

  /** Issue 20: no gateway is configured, so the pages say so instead of offering a form that cannot pay. */
  @computed get unavailable(): boolean {
    return this.options.value?.available === false;
  }

  /** The payer form's first values: a natural person, with the signed-in customer's document and e-mail. */
  @computed get payer(): PayerDefaults {
    const user = this.services.user();
    return { personType: "natural", documentType: user?.documentType ?? "", documentNumber: user?.documentNumber ?? "", email: user?.email ?? "" };
  }

  /** Loads the payment options once (a failed load is asked again). */
  loadOptions(): Promise<void> {
    return this.options.load();
  }

  /** /resumen-pago opens with a contract number: its summary, asked afresh. */
  openSummary(number: string): Promise<void> {
    return askAfresh(this.summary, number);
  }

  /** /resumen-pago closes: its summary is dropped. */
  closeSummary(): void {
    forget(this.summary);
  }

  /** The summary of `number`, once it has arrived. */
  summaryOf(number: string): BillingLookup | null {
    return valueOf(this.summary, number) ?? null;
  }

  /** Why the summary of `number` could not be loaded (notFound: no contract has that number), or null. */
  summaryFailure(number: string) {
    return loadFailure(this.summary, number);
  }

  /** The payment page opens for a contract: its invoices, asked afresh. */
  openInvoices(contractId: string): Promise<void> {
    return askAfresh(this.invoices, contractId);
  }

  /** The payment page closes: the invoices are dropped. */
  closeInvoices(): void {
    forget(this.invoices);
  }

  /** The contract's invoices as they arrived (null before): the same array until they change. */
  invoicesOf(contractId: string): InvoiceSummary[] | null {
    return valueOf(this.invoices, contractId) ?? null;
  }

  /** Why the invoices of the contract could not be loaded, or null. */
  invoicesFailure(contractId: string) {
    return loadFailure(this.invoices, contractId);
  }

  /** Looks a contract up by its number: null when it exists, else why not. */
  async findContract(number: string): Promise<CallFailure | null> {
    const found = await this.contractSearch.run(number);
    return found ? null : callFailure(this.contractSearch.error);
  }

  /**
   * Starts a PSE payment and sends the browser to the bank's page: null then, else why it was
   * refused (409 when an invoice is already paid or waiting for the bank).
   */
  async pay(input: PaymentInput, amount: number, pagePath: string): Promise<CallFailure | null> {
    const start = await this.checkout.run(input, amount, pagePath);
    return start ? null : callFailure(this.checkout.error);
  }

  /**
   * Issue 32 §1: one Idempotency-Key per payment the payer means to make: a second click on the same
   * values (after a lost answer, say) is the same payment; changed values are a new one.
   */
  private startKey: { input: string; key: string } | null = null;

  private keyFor(input: PaymentInput): string {
    const text = JSON.stringify(input);
    if (this.startKey?.input !== text) this.startKey = { input: text, key: newIdempotencyKey() };
    return this.startKey.key;
  }

  private async startPse(input: PaymentInput, amount: number, pagePath: string): Promise<PaymentStart> {
    const start = await this.api.pay(input, this.keyFor(input));
    const checkout = input.method === "checkout";
    this.services.metrics.trackCustom(checkout ? "pago_checkout_iniciado" : "pago_pse_iniciado", pagePath, {
      category: "pagos",
      label: checkout ? "checkout" : input.bank,
      value: amount,
    });
    runInAction(() => (this.redirectUrl = start.redirectUrl));
    this.services.leave(start.redirectUrl);
    return start;
  }
}

/** The payments checkout store, made with the first payment page that needs it. */
export const paymentsStoreKey = defineFeatureStore(
  "payments",
  (root) =>
    new PaymentsStore(createPaymentsApi(root.api), {
      // The account store's calls work without a session; visitors never load their contracts.
      billing: () => root.loadAccount().then((a) => a.api),
      metrics: root.metrics,
      user: () => root.session.user,
      leave: (url) => window.location.assign(url),
    }),
);

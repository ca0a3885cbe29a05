import { DEFAULT_SETTINGS } from "../../../src/shared/siteSettings";
import { paymentPoints, type OfficeContacts } from "./tariffs";
import type { FastifyBaseLogger } from "fastify";
import {
  BILLING_LIMITS,
  normalizeContractNumber,
  requiredContractNumberProblem,
  type BillingLookup,
  type ConnectionRequestInput,
  type ConnectionRequestReceipt,
  type ConsumptionSeries,
  type Contract,
  type DigitalBillInput,
  type InvoiceDetail,
  type InvoiceSummary,
  type LinkContractInput,
} from "../../../src/shared/billing";
import type { Config } from "../../config";
import type { Db } from "../../db/db";
import { RateLimiter } from "../../db/rateLimiter";
import { HttpError } from "../../http/errors";
import type { Mailer } from "../../mail";
import * as payments from "../payments/repository";
import { barcodeSvg, paymentBarcode } from "./barcode";
import { BILLING_MESSAGES, invalid, isUuid, notFound, type BillingContext } from "./context";
import { qrSvg } from "./dian";
import { ContractLinking } from "./linking";
import { invoicePdf } from "./pdf";
import { presentConsumption, presentContract, presentInvoiceDetail, presentInvoiceSummary, presentLookup } from "./presenter";
import * as repo from "./repository";
import { AccountRequests } from "./requests";
import { DEMO_VERIFICATION_CODES, InvoiceCodes } from "./verificationCodes";

// Other modules (payments) use these with the service, as before it was split.
export { BILLING_MESSAGES, brandOf, isUuid } from "./context";

/**
 * Requests per client address on the endpoints that take a contract number (issue 20 §2: numbers
 * must not be enumerable). Far above what a customer does: a lookup before each payment, a few
 * tries at linking, a payment or two.
 */
export const CONTRACT_NUMBER_LIMITS = {
  lookup: { bucket: "contract-lookup", max: 30, windowS: 10 * 60 },
  link: { bucket: "contract-link-address", max: 10, windowS: 10 * 60 },
  payment: { bucket: "contract-payment-address", max: 10, windowS: 10 * 60 },
} as const;

/**
 * The customer account (issue 7): a customer reaches only the contracts linked to their account;
 * "not linked" and "does not exist" answer the same 404, so nobody learns which contracts exist.
 * Contracts, invoices and consumption are read here; linking is in ./linking.ts, the digital bill
 * and connection requests in ./requests.ts.
 */
export class CustomerBilling {
  /** The clock, overridable in tests (invoice status depends on it). */
  now: () => Date = () => new Date();
  /** The site settings the invoice prints (issue 33 §3: one source); app.ts gives the admin module's. */
  contacts: () => Promise<OfficeContacts> = () => Promise.resolve(DEFAULT_SETTINGS);
  private readonly ctx: BillingContext;
  private readonly linking: ContractLinking;
  private readonly requests: AccountRequests;
  private codesReady: Promise<void> | null = null;

  constructor(db: Db, config: Config, mailer: Mailer, log: FastifyBaseLogger) {
    this.ctx = {
      db,
      config,
      mailer,
      log,
      limiter: new RateLimiter(db),
      codes: new InvoiceCodes(db),
      now: () => this.now(),
      ensureCodes: () => this.ensureCodes(),
    };
    this.linking = new ContractLinking(this.ctx, this);
    this.requests = new AccountRequests(this.ctx, this);
  }

  /**
   * Gives a verification code to the invoices issued before codes existed, once per instance before
   * codes are first used (the demo's documented codes when this install runs the demo).
   */
  private ensureCodes(): Promise<void> {
    const { config, codes, log } = this.ctx;
    this.codesReady ??= codes.backfill(config.seedDemo ? DEMO_VERIFICATION_CODES : {}).then(
      (n) => {
        if (n > 0) log.info({ invoices: n }, "verification codes given to earlier invoices");
      },
      (err: unknown) => {
        this.codesReady = null;
        throw err;
      },
    );
    return this.codesReady;
  }

  /** The contract as its account sees it: what it owes now and its last payment. */
  async contractView(row: repo.ContractRow): Promise<Contract> {
    const now = this.now();
    const unpaid = await repo.unpaidInvoices(this.ctx.db, row.id);
    const last = await payments.lastApprovedPayment(this.ctx.db, row.id);
    return presentContract(row, unpaid, last, now);
  }

  async contracts(userId: string): Promise<Contract[]> {
    const rows = await repo.contractsOfUser(this.ctx.db, userId);
    return Promise.all(rows.map((r) => this.contractView(r)));
  }

  /** The contract of this account, or 404. */
  async ownContract(userId: string, contractId: string): Promise<repo.ContractRow> {
    if (!isUuid(contractId)) throw notFound(BILLING_MESSAGES.contractNotFound);
    const row = await repo.contractOfUser(this.ctx.db, userId, contractId);
    if (!row) throw notFound(BILLING_MESSAGES.contractNotFound);
    return row;
  }

  async contract(userId: string, contractId: string): Promise<Contract> {
    return this.contractView(await this.ownContract(userId, contractId));
  }

  link(user: { id: string; email: string; firstName: string; lastName: string }, input: LinkContractInput): Promise<Contract> {
    return this.linking.link(user, input);
  }

  undoPreview(rawToken: string): Promise<{ contractNumber: string; accountEmail: string }> {
    return this.linking.undoPreview(rawToken);
  }

  undoLink(rawToken: string): Promise<{ contractNumber: string; accountEmail: string }> {
    return this.linking.undoLink(rawToken);
  }

  async invoices(userId: string, contractId: string): Promise<InvoiceSummary[]> {
    const contract = await this.ownContract(userId, contractId);
    const now = this.now();
    return (await repo.invoicesOfContracts(this.ctx.db, [contract.id], BILLING_LIMITS.historyMonths)).map((r) => presentInvoiceSummary(r, now));
  }

  /** The invoice row if it belongs to one of the account's contracts, else 404. */
  async ownInvoice(userId: string, invoiceId: string): Promise<repo.InvoiceRow> {
    if (!isUuid(invoiceId)) throw notFound(BILLING_MESSAGES.invoiceNotFound);
    const row = await repo.invoiceById(this.ctx.db, invoiceId);
    if (!row || !(await repo.isLinked(this.ctx.db, userId, row.contract_id))) throw notFound(BILLING_MESSAGES.invoiceNotFound);
    return row;
  }

  async invoice(userId: string, invoiceId: string): Promise<InvoiceDetail> {
    return (await this.detail(await this.ownInvoice(userId, invoiceId))).invoice;
  }

  /** The duplicate of one of the account's invoices as a PDF (with its verification code). */
  async invoicePdf(userId: string, invoiceId: string): Promise<{ number: string; pdf: Buffer }> {
    const { invoice, contract } = await this.detail(await this.ownInvoice(userId, invoiceId));
    return { number: invoice.number, pdf: await invoicePdf(invoice, contract.meters, this.ctx.config) };
  }

  /**
   * The bars of one of the account's invoices as SVG (issue 32 §3). A bill with nothing to pay has
   * none: 404 NO_BARCODE, after the owner check, so it tells a stranger nothing.
   */
  async invoiceBarcodeSvg(userId: string, invoiceId: string): Promise<string> {
    const row = await this.ownInvoice(userId, invoiceId);
    const barcode = paymentBarcode(
      this.ctx.config.billGln,
      { number: row.number, total: Number(row.total), dueDate: row.due_date },
      this.ctx.config.billAmountDigits,
    );
    if (!barcode) throw new HttpError(404, "NO_BARCODE", Number(row.total) <= 0 ? BILLING_MESSAGES.nothingToPay : BILLING_MESSAGES.noBarcode);
    return barcodeSvg(barcode);
  }

  /**
   * The XML (AttachedDocument) of one of the account's electronic bills, when the billing system
   * sent it here (issue 34 §3); 404 NO_DIAN_XML otherwise (after the owner check: a stranger learns
   * nothing). When only its address was sent, the invoice's `electronicInvoice.xmlUrl` is that address.
   */
  async invoiceDianXml(userId: string, invoiceId: string): Promise<{ number: string; xml: string }> {
    const row = await this.ownInvoice(userId, invoiceId);
    const xml = row.dian_has_xml ? await repo.dianXmlOf(this.ctx.db, row.id) : null;
    if (xml === null) throw new HttpError(404, "NO_DIAN_XML", row.dian_cude ? BILLING_MESSAGES.noDianXml : BILLING_MESSAGES.notElectronic);
    return { number: row.number, xml };
  }

  /** The DIAN QR of one of the account's electronic bills as SVG; 404 NOT_ELECTRONIC for a bill without one. */
  async invoiceDianQrSvg(userId: string, invoiceId: string): Promise<string> {
    const row = await this.ownInvoice(userId, invoiceId);
    if (!row.dian_cude || !row.dian_qr) throw new HttpError(404, "NOT_ELECTRONIC", BILLING_MESSAGES.notElectronic);
    return qrSvg(row.dian_qr);
  }

  private async detail(row: repo.InvoiceRow): Promise<{ invoice: InvoiceDetail; contract: repo.ContractRow }> {
    const { db, codes } = this.ctx;
    const contract = (await repo.contractByNumber(db, row.contract_number))!;
    await this.ensureCodes();
    const sealed = await repo.sealedCodeOf(db, row.id);
    const history = await repo.consumptionOf(db, row.contract_id, BILLING_LIMITS.comparisonPeriods, row.period);
    const now = this.now();
    const verificationCode = sealed ? await codes.open(row.number, sealed) : "";
    const barcode = paymentBarcode(
      this.ctx.config.billGln,
      { number: row.number, total: Number(row.total), dueDate: row.due_date },
      this.ctx.config.billAmountDigits,
    );
    const points = paymentPoints(await this.contacts());
    return { invoice: presentInvoiceDetail(row, contract, history, verificationCode, now, barcode, points), contract };
  }

  async consumption(userId: string, contractId: string, months: number): Promise<ConsumptionSeries> {
    const contract = await this.ownContract(userId, contractId);
    return presentConsumption(contract, await repo.consumptionOf(this.ctx.db, contract.id, months));
  }

  setDigitalBill(userId: string, contractId: string, input: DigitalBillInput): Promise<Contract> {
    return this.requests.setDigitalBill(userId, contractId, input);
  }

  /** What anyone may learn from a contract number: enough to pay it, nothing about the holder. */
  async lookup(rawNumber: string): Promise<BillingLookup> {
    const problem = requiredContractNumberProblem(rawNumber);
    if (problem) throw invalid({ contract: problem });
    const contract = await repo.contractByNumber(this.ctx.db, normalizeContractNumber(rawNumber));
    if (!contract) throw new HttpError(404, "NOT_FOUND", BILLING_MESSAGES.lookupNotFound, { contract: BILLING_MESSAGES.lookupNotFound });
    const view = await this.contractView(contract);
    // Only an account's pending payment blocks; a visitor's is superseded by the next attempt (issue 31 §5).
    return presentLookup(contract, view, await payments.hasPendingPayment(this.ctx.db, contract.id));
  }

  requestConnection(userId: string, input: ConnectionRequestInput): Promise<ConnectionRequestReceipt> {
    return this.requests.requestConnection(userId, input);
  }
}

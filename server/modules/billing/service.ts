import type { FastifyBaseLogger } from "fastify";
import {
  BILLING_LIMITS,
  BILLING_SERVICES,
  CONTRACT_USES,
  DIGITAL_BILL_TERMS_VERSION,
  SERVICE_UNITS,
  maskAddress,
  normalizeContractNumber,
  normalizeVerificationCode,
  requiredContractNumberProblem,
  type BillingLookup,
  type ConnectionRequestInput,
  type ConnectionRequestReceipt,
  type ConsumptionPoint,
  type ConsumptionSeries,
  type Contract,
  type DigitalBillInput,
  type InvoiceDetail,
  type InvoiceStatus,
  type InvoiceSummary,
  type LinkContractInput,
} from "../../../src/shared/billing";
import { bogotaDay } from "../../../src/shared/time";
import { canonicalPhone, normalizeEmail, validateEmail, validatePhone } from "../../../src/shared/validation";
import type { Config } from "../../config";
import type { Db, Queryable } from "../../db/db";
import { recordAudit } from "../admin/repository";
import { HttpError, tooManyRequests } from "../../http/errors";
import type { Mailer } from "../../mail";
import { contractLinkedEmail, digitalBillEmail, type MailBrand } from "../../mail/templates";
import { RateLimiter } from "../../db/rateLimiter";
import { hashToken, issueToken, looksLikeToken } from "../auth/tokens";
import * as repo from "./repository";
import { invoicePdf } from "./pdf";
import { PAYMENT_POINTS } from "./tariffs";
import { DEMO_VERIFICATION_CODES, InvoiceCodes } from "./verificationCodes";

export const BILLING_MESSAGES = {
  contractNotFound: "No encontramos ese contrato entre los asociados a su cuenta.",
  invoiceNotFound: "No encontramos esa factura entre las de sus contratos.",
  lookupNotFound: "No encontramos un contrato con ese número. Revíselo en la parte superior de su factura.",
  linkNotVerified:
    "No pudimos verificar el contrato con esos datos. Revise el número de contrato, el documento del titular y el código de verificación de una factura de los últimos seis meses.",
  verificationCodeInvalid:
    "Escriba el código de verificación de una factura de los últimos seis meses: 10 letras y números, como aparece en la factura (por ejemplo 7K3M-9Q2X-WD).",
  undoInvalid: "Este enlace no es válido: ya se usó, venció o no está completo.",
  linkRateLimited: "Hizo demasiados intentos de asociar un contrato. Espere unos minutos e intente de nuevo.",
  termsRequired: "Para inscribirse debe aceptar los términos y condiciones de la factura digital.",
} as const;

const LINK_LIMIT = { max: 5, windowS: 15 * 60 } as const;
/** How long the undo link of a link notice works (issue 20 §2). */
export const LINK_UNDO_DAYS = 7;

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

/** Invoice status from the clock (DESIGN: derived, never stored): paid, else overdue after its due day. */
export function invoiceStatus(row: Pick<repo.InvoiceRow, "paid_at" | "due_date">, now: Date): InvoiceStatus {
  if (row.paid_at) return "pagada";
  return bogotaDay(now.getTime()) > row.due_date ? "vencida" : "pendiente";
}

export function toSummary(row: repo.InvoiceRow, now: Date): InvoiceSummary {
  return {
    id: row.id,
    number: row.number,
    contractId: row.contract_id,
    contractNumber: row.contract_number,
    period: row.period,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    issueDate: row.issue_date,
    dueDate: row.due_date,
    suspensionDate: row.suspension_date,
    total: Number(row.total),
    status: invoiceStatus(row, now),
    paidAt: row.paid_at ? new Date(row.paid_at).toISOString() : null,
    paymentReference: row.payment_reference,
    // Issue 20: a visitor's pending payment does not block the account's own attempt.
    paymentInProgress: row.pending_account_reference !== null,
  };
}

function pointOf(row: repo.ConsumptionRow): ConsumptionPoint {
  const values: ConsumptionPoint["values"] = {};
  for (const r of row.readings) values[r.service] = r.consumption;
  return { period: row.period, values };
}

function notFound(message: string): HttpError {
  return new HttpError(404, "NOT_FOUND", message);
}

function invalid(fields: Record<string, string>): HttpError {
  return new HttpError(400, "VALIDATION_ERROR", Object.values(fields)[0], fields);
}

/** Compares document numbers as people type them: without dots, spaces, dashes or case. */
function sameDocument(a: string, b: string): boolean {
  const clean = (v: string) => v.toUpperCase().replace(/[^0-9A-Z]/g, "");
  return clean(a) !== "" && clean(a) === clean(b);
}

/**
 * The customer account (issue 7): a customer reaches only the contracts linked to their account;
 * "not linked" and "does not exist" answer the same 404, so nobody learns which contracts exist.
 */
export class CustomerBilling {
  /** The clock, overridable in tests (invoice status depends on it). */
  now: () => Date = () => new Date();
  private readonly limiter: RateLimiter;
  private readonly codes: InvoiceCodes;
  private codesReady: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
  ) {
    this.limiter = new RateLimiter(db);
    this.codes = new InvoiceCodes(db);
  }

  /**
   * Gives a verification code to the invoices issued before codes existed, once per instance before
   * codes are first used (the demo's documented codes when this install runs the demo).
   */
  private ensureCodes(): Promise<void> {
    this.codesReady ??= this.codes.backfill(this.config.seedDemo ? DEMO_VERIFICATION_CODES : {}).then(
      (n) => {
        if (n > 0) this.log.info({ invoices: n }, "verification codes given to earlier invoices");
      },
      (err: unknown) => {
        this.codesReady = null;
        throw err;
      },
    );
    return this.codesReady;
  }

  private async toContract(q: Queryable, row: repo.ContractRow, invoices?: repo.InvoiceRow[]): Promise<Contract> {
    const now = this.now();
    const unpaid = (invoices ?? (await repo.unpaidInvoices(q, row.id))).filter((i) => !i.paid_at);
    const last = await repo.lastApprovedPayment(q, row.id);
    const due = unpaid.map((i) => i.due_date).sort();
    return {
      id: row.id,
      number: row.number,
      holderName: row.holder_name,
      address: row.address,
      barrio: row.barrio,
      comuna: row.comuna,
      municipality: row.municipality,
      estrato: Number(row.estrato),
      use: row.use,
      services: row.services,
      meters: row.meters,
      digitalBill:
        row.digital_bill_email && row.digital_bill_enrolled_at && row.digital_bill_terms_version
          ? { email: row.digital_bill_email, termsVersion: row.digital_bill_terms_version, enrolledAt: new Date(row.digital_bill_enrolled_at).toISOString() }
          : null,
      amountDue: unpaid.reduce((sum, i) => sum + Number(i.total), 0),
      unpaidInvoices: unpaid.length,
      nextDueDate: due[0] ?? null,
      overdue: unpaid.some((i) => invoiceStatus(i, now) === "vencida"),
      paymentInProgress: unpaid.some((i) => i.pending_account_reference !== null),
      lastPayment: last && last.decided_at ? { reference: last.reference, amount: Number(last.amount), paidAt: new Date(last.decided_at).toISOString() } : null,
    };
  }

  async contracts(userId: string): Promise<Contract[]> {
    const rows = await repo.contractsOfUser(this.db, userId);
    return Promise.all(rows.map((r) => this.toContract(this.db, r)));
  }

  /** The contract of this account, or 404. */
  async ownContract(userId: string, contractId: string): Promise<repo.ContractRow> {
    if (!isUuid(contractId)) throw notFound(BILLING_MESSAGES.contractNotFound);
    const row = await repo.contractOfUser(this.db, userId, contractId);
    if (!row) throw notFound(BILLING_MESSAGES.contractNotFound);
    return row;
  }

  async contract(userId: string, contractId: string): Promise<Contract> {
    return this.toContract(this.db, await this.ownContract(userId, contractId));
  }

  /**
   * Links a contract to the account when the holder's document and the verification code of an
   * invoice of the last six months match (issue 20 §2: something only the holder has). Failed
   * attempts count against a limit per account, so codes cannot be tried one by one. The holder's
   * e-mail on file and the other linked accounts are told, each with a one-time undo link.
   */
  async link(user: { id: string; email: string; firstName: string; lastName: string }, input: LinkContractInput): Promise<Contract> {
    const fields: Record<string, string> = {};
    const c = requiredContractNumberProblem(input.contractNumber);
    if (c) fields.contractNumber = c;
    if (input.documentNumber.trim() === "") fields.documentNumber = "Escriba el número de documento del titular del contrato.";
    const code = normalizeVerificationCode(input.verificationCode);
    if (code === null) fields.verificationCode = BILLING_MESSAGES.verificationCodeInvalid;
    if (Object.keys(fields).length > 0 || code === null) throw invalid(fields);
    const rule = { bucket: "contract-link", key: user.id, ...LINK_LIMIT };
    const wait = await this.limiter.retryAfter(rule);
    if (wait > 0) throw tooManyRequests(BILLING_MESSAGES.linkRateLimited, wait);

    await this.ensureCodes();
    const contract = await repo.contractByNumber(this.db, normalizeContractNumber(input.contractNumber));
    const since = bogotaDay(this.now().getTime() - BILLING_LIMITS.linkInvoiceMaxAgeDays * 86_400_000);
    const proved =
      contract !== null &&
      sameDocument(contract.holder_document_number, input.documentNumber) &&
      (await repo.hasRecentInvoiceWithCode(this.db, contract.id, await this.codes.hash(code), since));
    if (!contract || !proved) {
      await this.limiter.consume([rule]);
      throw new HttpError(400, "LINK_NOT_VERIFIED", BILLING_MESSAGES.linkNotVerified);
    }
    const linkedAt = this.now();
    const notices = await this.db.transaction(async (tx) => {
      if (!(await repo.insertLink(tx, user.id, contract.id))) return [];
      const holderEmail = await repo.holderEmailOf(tx, contract.id);
      const others = (await repo.linkedAccounts(tx, contract.id)).filter((a) => a.id !== user.id);
      // One notice per address: the holder's on file (even when the holder linked it: a stranger may
      // have), and every other account that sees the contract.
      const recipients = new Map<string, string>();
      if (holderEmail) recipients.set(holderEmail.toLowerCase(), contract.holder_name);
      for (const a of others) if (!recipients.has(a.email.toLowerCase())) recipients.set(a.email.toLowerCase(), a.first_name);
      const out: { to: string; name: string; token: string }[] = [];
      for (const [to, name] of recipients) {
        const token = issueToken();
        await repo.insertUndoToken(tx, token.hash, contract.id, user.id, to, LINK_UNDO_DAYS * 86_400);
        out.push({ to, name, token: token.raw });
      }
      await recordAudit(
        tx,
        { id: user.id, email: user.email },
        {
          action: CONTRACT_AUDIT_ACTIONS.link,
          entityType: "contract",
          entityId: contract.number,
          after: { account: user.email, notified: out.map((n) => n.to) },
        },
      );
      return out;
    });
    await this.limiter.clear(rule.bucket, rule.key);
    this.log.info({ contract: contract.number, notices: notices.length }, "contract linked to an account");
    const brand = brandOf(this.config);
    for (const n of notices) {
      const mail = contractLinkedEmail(brand, {
        greetingName: n.name,
        contractNumber: contract.number,
        maskedAddress: `${maskAddress(contract.address)} · ${contract.municipality}`,
        accountName: `${user.firstName} ${user.lastName}`.trim(),
        accountEmail: user.email,
        linkedAt,
        undoLink: `${this.config.publicUrl}/api/contracts/link-undo?token=${encodeURIComponent(n.token)}`,
        undoDays: LINK_UNDO_DAYS,
      });
      try {
        await this.mailer.send({ ...mail, to: n.to, kind: "contract_linked" });
      } catch (err) {
        // The link stands; the others were told (or will be) and the audit log names the link.
        this.log.error({ err, contract: contract.number, kind: "contract_linked" }, "mail could not be queued");
      }
    }
    return this.toContract(this.db, contract);
  }

  /** The link an undo link would end (contract number and the account), or 404 when the link is spent, expired or unknown. */
  async undoPreview(rawToken: string): Promise<{ contractNumber: string; accountEmail: string }> {
    const row = looksLikeToken(rawToken) ? await repo.validUndo(this.db, hashToken(rawToken)) : null;
    if (!row) throw new HttpError(404, "NOT_FOUND", BILLING_MESSAGES.undoInvalid);
    return { contractNumber: row.contract_number, accountEmail: row.account_email };
  }

  /**
   * Ends an account's access to a contract with the one-time link mailed when it was linked
   * (public: the token is the proof). Every undo link of that link is spent with it; audited.
   */
  async undoLink(rawToken: string): Promise<{ contractNumber: string; accountEmail: string }> {
    if (!looksLikeToken(rawToken)) throw new HttpError(404, "NOT_FOUND", BILLING_MESSAGES.undoInvalid);
    const done = await this.db.transaction(async (tx) => {
      const row = await repo.validUndo(tx, hashToken(rawToken), true);
      if (!row) return null;
      await repo.undoLink(tx, row.user_id, row.contract_id);
      await repo.auditByLink(tx, row.sent_to, {
        action: CONTRACT_AUDIT_ACTIONS.unlink,
        entityId: row.contract_number,
        before: { account: row.account_email },
      });
      return row;
    });
    if (!done) throw new HttpError(404, "NOT_FOUND", BILLING_MESSAGES.undoInvalid);
    this.log.info({ contract: done.contract_number }, "contract link undone from the e-mailed link");
    await repo.sweepUndoTokens(this.db);
    return { contractNumber: done.contract_number, accountEmail: done.account_email };
  }

  async invoices(userId: string, contractId: string): Promise<InvoiceSummary[]> {
    const contract = await this.ownContract(userId, contractId);
    const now = this.now();
    return (await repo.invoicesOfContracts(this.db, [contract.id], BILLING_LIMITS.historyMonths)).map((r) => toSummary(r, now));
  }

  /** The invoice row if it belongs to one of the account's contracts, else 404. */
  async ownInvoice(userId: string, invoiceId: string): Promise<repo.InvoiceRow> {
    if (!isUuid(invoiceId)) throw notFound(BILLING_MESSAGES.invoiceNotFound);
    const row = await repo.invoiceById(this.db, invoiceId);
    if (!row || !(await repo.isLinked(this.db, userId, row.contract_id))) throw notFound(BILLING_MESSAGES.invoiceNotFound);
    return row;
  }

  async invoice(userId: string, invoiceId: string): Promise<InvoiceDetail> {
    return (await this.detail(await this.ownInvoice(userId, invoiceId))).invoice;
  }

  /** The duplicate of one of the account's invoices as a PDF (with its verification code). */
  async invoicePdf(userId: string, invoiceId: string): Promise<{ number: string; pdf: Buffer }> {
    const { invoice, contract } = await this.detail(await this.ownInvoice(userId, invoiceId));
    return { number: invoice.number, pdf: await invoicePdf(invoice, contract.meters, this.config) };
  }

  private async detail(row: repo.InvoiceRow): Promise<{ invoice: InvoiceDetail; contract: repo.ContractRow }> {
    const contract = (await repo.contractByNumber(this.db, row.contract_number))!;
    await this.ensureCodes();
    const sealed = await repo.sealedCodeOf(this.db, row.id);
    const history = await repo.consumptionOf(this.db, row.contract_id, BILLING_LIMITS.comparisonPeriods, row.period);
    const invoice: InvoiceDetail = {
      ...toSummary(row, this.now()),
      address: contract.address,
      barrio: contract.barrio,
      municipality: contract.municipality,
      estrato: Number(contract.estrato),
      use: contract.use,
      holderName: contract.holder_name,
      readings: row.readings,
      lines: row.lines,
      energyTariff: row.energy_tariff,
      subsidyRate: Number(row.subsidy_rate),
      history: history.map(pointOf),
      reconnectionCharge: Number(row.reconnection_charge),
      paymentPoints: [...PAYMENT_POINTS],
      // Shown only to accounts linked to the contract: the holder's proof for linking it elsewhere.
      verificationCode: sealed ? await this.codes.open(row.number, sealed) : "",
    };
    return { invoice, contract };
  }

  async consumption(userId: string, contractId: string, months: number): Promise<ConsumptionSeries> {
    const contract = await this.ownContract(userId, contractId);
    const rows = await repo.consumptionOf(this.db, contract.id, months);
    return {
      contractId: contract.id,
      services: contract.services.filter((s) => SERVICE_UNITS[s] !== null),
      points: rows.map(pointOf),
    };
  }

  /** Enrols or cancels the digital bill; the confirmation goes to the address given. */
  async setDigitalBill(userId: string, contractId: string, input: DigitalBillInput): Promise<Contract> {
    const contract = await this.ownContract(userId, contractId);
    if (!input.enrolled) {
      await repo.setDigitalBill(this.db, contract.id, null);
      return this.contract(userId, contract.id);
    }
    const fields: Record<string, string> = {};
    const emailProblem = validateEmail(input.email ?? "");
    if (emailProblem) fields.email = emailProblem;
    if (input.acceptTerms !== true) fields.acceptTerms = BILLING_MESSAGES.termsRequired;
    if (Object.keys(fields).length > 0) throw invalid(fields);
    const email = normalizeEmail(input.email!);
    await repo.setDigitalBill(this.db, contract.id, { email, termsVersion: DIGITAL_BILL_TERMS_VERSION });
    const mail = digitalBillEmail(brandOf(this.config), contract, DIGITAL_BILL_TERMS_VERSION);
    await this.mailer.send({ ...mail, to: email, kind: "digital_bill_enrolled" });
    return this.contract(userId, contract.id);
  }

  /** What anyone may learn from a contract number: enough to pay it, nothing about the holder. */
  async lookup(rawNumber: string): Promise<BillingLookup> {
    const problem = requiredContractNumberProblem(rawNumber);
    if (problem) throw invalid({ contract: problem });
    const contract = await repo.contractByNumber(this.db, normalizeContractNumber(rawNumber));
    if (!contract) throw new HttpError(404, "NOT_FOUND", BILLING_MESSAGES.lookupNotFound, { contract: BILLING_MESSAGES.lookupNotFound });
    const view = await this.toContract(this.db, contract);
    return {
      contractNumber: contract.number,
      maskedAddress: `${maskAddress(contract.address)} · ${contract.municipality}`,
      amountDue: view.amountDue,
      dueDate: view.nextDueDate,
      unpaidInvoices: view.unpaidInvoices,
      overdue: view.overdue,
      // A visitor is blocked by any pending payment, a visitor's too (issue 20 changes only the holder's).
      paymentInProgress: await repo.hasPendingPayment(this.db, contract.id),
    };
  }

  /** A request for a new connection, numbered SOL-YYYY-NNNNNN in order within the year. */
  async requestConnection(userId: string, input: ConnectionRequestInput): Promise<ConnectionRequestReceipt> {
    const fields: Record<string, string> = {};
    if (input.address.trim().length < 5) fields.address = "Escriba la dirección del predio, por ejemplo Cl. 30A # 76-45.";
    if (input.barrio.trim() === "") fields.barrio = "Escriba el barrio o la vereda.";
    if (input.municipality.trim() === "") fields.municipality = "Escriba el municipio.";
    if (!(CONTRACT_USES as readonly string[]).includes(input.use)) fields.use = "Elija el uso del predio.";
    if (input.services.length === 0 || input.services.some((s) => !(BILLING_SERVICES as readonly string[]).includes(s))) {
      fields.services = "Elija al menos un servicio.";
    }
    const phone = validatePhone(input.phone);
    if (phone) fields.phone = phone;
    if (Object.keys(fields).length > 0) throw invalid(fields);
    const year = bogotaDay(this.now().getTime()).slice(0, 4);
    const stored = await this.db.transaction((tx) =>
      repo.insertConnectionRequest(tx, year, {
        userId,
        address: input.address.trim(),
        barrio: input.barrio.trim(),
        municipality: input.municipality.trim(),
        use: input.use,
        services: [...new Set(input.services)],
        phone: canonicalPhone(input.phone),
        notes: (input.notes ?? "").trim(),
      }),
    );
    return { requestNumber: stored.requestNumber, createdAt: new Date(stored.createdAt).toISOString() };
  }
}

/** Audit actions of contract links (issue 20 §2). */
export const CONTRACT_AUDIT_ACTIONS = { link: "contract.link", unlink: "contract.unlink" } as const;

export function brandOf(config: Config): MailBrand {
  return { brandName: config.brandName, brandLongName: config.brandLongName, publicUrl: config.publicUrl };
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

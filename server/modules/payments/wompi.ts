import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { WompiConfig } from "../../config";
import { HttpError } from "../../http/errors";
import {
  GatewayRefusedError,
  GatewayUnavailableError,
  type GatewayBank,
  type GatewayRules,
  type GatewayDecision,
  type GatewayNotification,
  type GatewayTransaction,
  type PaymentGateway,
} from "./gateway";

/**
 * Issue 32 §1: Wompi retries an event after 30 min, 3 h and 24 h with its original timestamp, and
 * only a 200 counts as delivered, so a signed event of any age is taken (it is idempotent: the same
 * answer again changes nothing). Only a timestamp from the future beyond this skew is refused.
 */
export const EVENT_MAX_FUTURE_S = 60 * 60;

/** The properties an event's signature must cover: otherwise its status or amount could be swapped. */
const REQUIRED_PROPERTIES = ["transaction.id", "transaction.status", "transaction.amount_in_cents"];

/** How long the list of PSE banks is kept (it changes rarely; Wompi asks to show its current list). */
const BANKS_TTL_MS = 60 * 60_000;
/** The links of the merchant's terms change rarely; the tokens themselves are asked fresh per payment. */
const TERMS_TTL_MS = 10 * 60_000;
/** PSE needs a moment to open the bank session: the bank URL is polled every so often. */
const BANK_URL_WAIT_MS = 500;
const REQUEST_TIMEOUT_MS = 15_000;
/** Issue 32 §1: starting a payment (acceptance, transaction, bank URL) takes at most this long in all. */
export const START_DEADLINE_MS = 20_000;

export const WOMPI_MESSAGES = {
  badEvent: "El evento de la pasarela no tiene el formato esperado.",
  badChecksum: "El evento de la pasarela no tiene una firma válida.",
  future: "El evento de la pasarela tiene una fecha futura.",
  unavailable: "La pasarela de pagos no responde. Intente de nuevo en unos minutos.",
  refused: "La pasarela rechazó los datos del pago. Revise los campos marcados e intente de nuevo.",
  documentRefused: "El documento no es válido para el banco. Revise el tipo y el número.",
  bankRefused: "Ese banco no está disponible por PSE en este momento. Elija otro.",
  emailRefused: "La pasarela no acepta ese correo electrónico. Escriba otro.",
  personTypeRefused: "La pasarela no acepta ese tipo de persona para este pago.",
} as const;

/** Which of the portal's fields a Wompi validation message is about (its keys name Wompi's fields). */
const REFUSED_FIELDS: readonly [RegExp, string, string][] = [
  [/legal_id_type/, "documentType", WOMPI_MESSAGES.documentRefused],
  [/legal_id(?!_type)/, "documentNumber", WOMPI_MESSAGES.documentRefused],
  [/financial_institution/, "bank", WOMPI_MESSAGES.bankRefused],
  [/customer_email|email/, "email", WOMPI_MESSAGES.emailRefused],
  [/user_type/, "personType", WOMPI_MESSAGES.personTypeRefused],
];

/** Every key of Wompi's nested `messages` object ("payment_method.user_legal_id", …). */
function messageKeys(messages: unknown, prefix = ""): string[] {
  if (!messages || typeof messages !== "object" || Array.isArray(messages)) return prefix ? [prefix] : [];
  return Object.entries(messages as Record<string, unknown>).flatMap(([k, v]) => messageKeys(v, prefix ? `${prefix}.${k}` : k));
}

/** Wompi's transaction as GET /transactions/{id} and the events show it (the fields used here). */
interface WompiTransaction {
  id: string;
  status: "PENDING" | "APPROVED" | "DECLINED" | "VOIDED" | "ERROR";
  amount_in_cents: number;
  reference: string;
  currency?: string;
  payment_method_type?: string;
  payment_method?: { extra?: { async_payment_url?: string } };
}

/** What a verified event says. */
export interface WompiEvent {
  /** Unique per event (it covers transaction, status, amount and timestamp): the replay key. */
  key: string;
  transactionId: string;
  reference: string;
  status: string;
  amountInCents: number;
  /** When Wompi first sent it (a retry keeps the original timestamp). */
  sentAt: Date;
  /** The bank's answer; null while still pending. */
  decision: GatewayDecision | null;
}

/** Wompi's integrity signature: SHA-256 of reference, amount in cents, currency and the integrity secret. */
export function integritySignature(reference: string, amountInCents: number, currency: string, secret: string): string {
  return createHash("sha256").update(`${reference}${amountInCents}${currency}${secret}`).digest("hex");
}

/** An event's checksum: SHA-256 of the listed properties' values, the timestamp and the events secret. */
export function eventChecksum(data: unknown, properties: readonly string[], timestamp: number, secret: string): string {
  const values = properties.map((p) => {
    let v: unknown = data;
    for (const part of p.split(".")) v = v !== null && typeof v === "object" ? (v as Record<string, unknown>)[part] : undefined;
    // Signed properties are strings and numbers (JSON.stringify writes a number as String does).
    return v === undefined || v === null ? "" : typeof v === "string" ? v : JSON.stringify(v);
  });
  return createHash("sha256")
    .update(`${values.join("")}${timestamp}${secret}`)
    .digest("hex");
}

const DECISION: Record<Exclude<WompiTransaction["status"], "PENDING">, GatewayNotification["status"]> = {
  APPROVED: "approved",
  DECLINED: "rejected",
  VOIDED: "failed",
  ERROR: "failed",
};

function decisionOf(t: WompiTransaction): GatewayDecision | null {
  if (t.status === "PENDING" || !(t.status in DECISION)) return null;
  return {
    reference: t.reference,
    status: DECISION[t.status],
    amount: t.amount_in_cents / 100,
    // Wompi's transaction id: the same in events and status answers, and what Wompi's support asks for.
    gatewayCode: t.id,
    ...(typeof t.payment_method_type === "string" && /^[A-Z_]{1,30}$/.test(t.payment_method_type) ? { methodType: t.payment_method_type } : {}),
  };
}

/** What one call to Wompi needs besides its path. */
interface CallOptions {
  body?: unknown;
  /** The private key authenticates it (transactions searched by reference); else the public key. */
  privateKey?: boolean;
  /** The time by which the whole operation must end (Date.now() scale). */
  deadline?: number;
  /** The call creates a transaction: without an answer, one may exist all the same. */
  creates?: boolean;
}

/**
 * The Wompi adapter (issue 20 §1, issue 32), from Wompi's public documentation: the merchant's
 * acceptance tokens, POST /transactions with payment_method PSE and the integrity signature, the
 * bank's URL from the transaction (async_payment_url), the hosted Web Checkout for cards, Nequi and
 * Botón Bancolombia, signed `transaction.updated` events, and GET /transactions (by id, or by
 * reference with the private key) when an event is late.
 */
export class WompiGateway implements PaymentGateway {
  readonly name = "wompi";
  private bankList: { at: number; banks: readonly GatewayBank[] } | null = null;
  private terms: { at: number; urls: { termsUrl: string; personalDataUrl: string } } | null = null;
  /** Tests shorten the wait between polls for the bank URL, and the start's deadline. */
  bankUrlWaitMs = BANK_URL_WAIT_MS;
  startDeadlineMs = START_DEADLINE_MS;

  constructor(
    private readonly config: WompiConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  private async call<T>(method: "GET" | "POST", path: string, opts: CallOptions = {}): Promise<T> {
    const where = path.split("?")[0].split("/").slice(0, 2).join("/");
    const left = opts.deadline === undefined ? REQUEST_TIMEOUT_MS : Math.min(REQUEST_TIMEOUT_MS, opts.deadline - Date.now());
    if (left <= 0) throw new GatewayUnavailableError(WOMPI_MESSAGES.unavailable);
    let res: Response;
    try {
      res = await fetch(`${this.config.apiUrl}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${opts.privateKey ? this.config.privateKey : this.config.publicKey}`,
          Accept: "application/json",
          ...(opts.body ? { "Content-Type": "application/json" } : {}),
        },
        body: opts.body ? JSON.stringify(opts.body) : undefined,
        signal: AbortSignal.timeout(left),
      });
    } catch (error) {
      this.log.error({ err: error, path: where }, "wompi unreachable");
      throw new GatewayUnavailableError(WOMPI_MESSAGES.unavailable, opts.creates === true);
    }
    let text: string;
    try {
      text = await res.text();
    } catch (error) {
      this.log.error({ err: error, path: where }, "wompi answer cut off");
      throw new GatewayUnavailableError(WOMPI_MESSAGES.unavailable, opts.creates === true);
    }
    if (!res.ok) {
      // Only Wompi's error type and the fields it names: the body may echo the payer's data.
      let error: { type?: unknown; messages?: unknown } = {};
      try {
        error = (JSON.parse(text) as { error?: typeof error }).error ?? {};
      } catch {
        // Not JSON (a proxy's page): the status says enough.
      }
      const keys = messageKeys(error.messages);
      if (res.status === 401 || res.status === 403) {
        // Keys of the other environment, or revoked: an operator must act, so at error level.
        this.log.error(
          { status: res.status, type: error.type, path: where, env: this.config.env },
          "wompi refused the portal's keys: check WOMPI_ENV and that the keys are of that environment",
        );
        throw new GatewayUnavailableError(WOMPI_MESSAGES.unavailable);
      }
      if (res.status === 422 || res.status === 400) {
        const fields: Record<string, string> = {};
        for (const key of keys) {
          const hit = REFUSED_FIELDS.find(([re]) => re.test(key));
          if (hit && !fields[hit[1]]) fields[hit[1]] = hit[2];
        }
        this.log.warn({ status: res.status, type: error.type, fields: keys, path: where }, "wompi refused a request");
        throw new GatewayRefusedError(Object.values(fields)[0] ?? WOMPI_MESSAGES.refused, fields);
      }
      this.log.error({ status: res.status, type: error.type, fields: keys, path: where }, "wompi failed a request");
      throw new GatewayUnavailableError(WOMPI_MESSAGES.unavailable, opts.creates === true && res.status >= 500);
    }
    try {
      return (JSON.parse(text) as { data: T }).data;
    } catch {
      this.log.error({ status: res.status, path: where }, "wompi answered something that is not JSON");
      throw new GatewayUnavailableError(WOMPI_MESSAGES.unavailable, opts.creates === true);
    }
  }

  async banks(): Promise<readonly GatewayBank[]> {
    if (this.bankList && Date.now() - this.bankList.at < BANKS_TTL_MS) return this.bankList.banks;
    const data = await this.call<{ financial_institution_code: string; financial_institution_name: string }[]>("GET", "/pse/financial_institutions");
    // Wompi lists a "select a bank" row with code 0: it is not a bank.
    const banks = data
      .filter((b) => String(b.financial_institution_code) !== "0")
      .map((b) => ({ code: String(b.financial_institution_code), name: b.financial_institution_name }));
    this.bankList = { at: Date.now(), banks };
    return banks;
  }

  private async merchant(deadline?: number) {
    return this.call<{
      presigned_acceptance?: { acceptance_token?: string; permalink?: string };
      presigned_personal_data_auth?: { acceptance_token?: string; permalink?: string };
    }>("GET", `/merchants/${encodeURIComponent(this.config.publicKey)}`, { deadline });
  }

  /** Issue 32 §1: what the payer accepts, with links to Wompi's two documents. */
  async rules(): Promise<GatewayRules> {
    if (!this.terms || Date.now() - this.terms.at >= TERMS_TTL_MS) {
      const m = await this.merchant();
      const termsUrl = m.presigned_acceptance?.permalink;
      const personalDataUrl = m.presigned_personal_data_auth?.permalink;
      if (!termsUrl || !personalDataUrl) {
        this.log.error("wompi's merchant answer has no terms or personal-data links");
        throw new GatewayUnavailableError(WOMPI_MESSAGES.unavailable);
      }
      this.terms = { at: Date.now(), urls: { termsUrl, personalDataUrl } };
    }
    return {
      methods: this.config.checkoutUrl ? ["pse", "checkout"] : ["pse"],
      documentTypes: this.config.legalIdTypes,
      acceptance: this.terms.urls,
    };
  }

  /** Fresh tokens of the two documents the payer accepted (they expire: asked per payment). */
  private async acceptance(deadline: number): Promise<{ acceptance_token: string; accept_personal_auth: string }> {
    const m = await this.merchant(deadline);
    const terms = m.presigned_acceptance?.acceptance_token;
    const personal = m.presigned_personal_data_auth?.acceptance_token;
    if (!terms || !personal) throw new GatewayUnavailableError(WOMPI_MESSAGES.unavailable);
    return { acceptance_token: terms, accept_personal_auth: personal };
  }

  /** Wompi's hosted Web Checkout for this payment: the payer picks card, Nequi or Botón Bancolombia there. */
  private checkoutUrl(tx: GatewayTransaction): string {
    const amountInCents = tx.amount * 100;
    const url = new URL(this.config.checkoutUrl!);
    url.searchParams.set("public-key", this.config.publicKey);
    url.searchParams.set("currency", "COP");
    url.searchParams.set("amount-in-cents", String(amountInCents));
    url.searchParams.set("reference", tx.reference);
    url.searchParams.set("signature:integrity", integritySignature(tx.reference, amountInCents, "COP", this.config.integritySecret));
    url.searchParams.set("redirect-url", tx.returnUrl);
    url.searchParams.set("customer-data:email", tx.payerEmail);
    return url.toString();
  }

  async start(tx: GatewayTransaction): Promise<{ redirectUrl: string; transactionId: string | null }> {
    if (tx.method === "checkout") {
      if (!this.config.checkoutUrl) throw new GatewayRefusedError(WOMPI_MESSAGES.refused, {});
      // The transaction is created at Wompi when the payer pays: its id arrives with the event or the return.
      return { redirectUrl: this.checkoutUrl(tx), transactionId: null };
    }
    const deadline = Date.now() + this.startDeadlineMs;
    const amountInCents = tx.amount * 100;
    const created = await this.call<WompiTransaction>("POST", "/transactions", {
      deadline,
      creates: true,
      body: {
        ...(await this.acceptance(deadline)),
        amount_in_cents: amountInCents,
        currency: "COP",
        signature: integritySignature(tx.reference, amountInCents, "COP", this.config.integritySecret),
        customer_email: tx.payerEmail,
        reference: tx.reference,
        redirect_url: tx.returnUrl,
        payment_method: {
          type: "PSE",
          user_type: tx.personType === "juridica" ? 1 : 0,
          user_legal_id_type: tx.payerDocumentType,
          user_legal_id: tx.payerDocumentNumber.replace(/[^0-9A-Za-z]/g, ""),
          financial_institution_code: tx.bankCode,
          // Wompi shows it at the bank; it allows 30 characters.
          payment_description: tx.description.slice(0, 30),
        },
      },
    });
    // Stored before anything else is asked: whatever happens next, the payment can be asked about.
    await tx.onCreated?.(created.id);
    for (;;) {
      const t = await this.call<WompiTransaction>("GET", `/transactions/${encodeURIComponent(created.id)}`, { deadline });
      const url = t.payment_method?.extra?.async_payment_url;
      if (url) return { redirectUrl: url, transactionId: created.id };
      if (t.status !== "PENDING" || Date.now() + this.bankUrlWaitMs >= deadline) break;
      await new Promise((resolve) => setTimeout(resolve, this.bankUrlWaitMs));
    }
    this.log.error({ reference: tx.reference, transaction: created.id }, "wompi gave no bank URL in time");
    throw new GatewayUnavailableError(WOMPI_MESSAGES.unavailable, true);
  }

  /** Sandbox-style callbacks do not exist for Wompi: its events come to their own route. */
  async verify(): Promise<boolean> {
    return false;
  }

  async status(transactionId: string | null, reference: string): Promise<GatewayDecision | null> {
    if (transactionId) return decisionOf(await this.call<WompiTransaction>("GET", `/transactions/${encodeURIComponent(transactionId)}`));
    // A checkout (or a start that got no answer) has no id yet: Wompi finds it by reference, with the private key.
    const found = await this.call<WompiTransaction[]>("GET", `/transactions?reference=${encodeURIComponent(reference)}`, { privateKey: true });
    const mine = (Array.isArray(found) ? found : []).filter((t) => t.reference === reference);
    // An approval among several attempts wins (the money came in); else any final answer.
    const decided = mine.find((t) => t.status === "APPROVED") ?? mine.find((t) => t.status !== "PENDING");
    return decided ? decisionOf(decided) : null;
  }

  /**
   * Checks an event: its shape, a checksum over properties that include id, status and amount, and
   * the X-Event-Checksum header when sent. Any age is taken (Wompi's retries keep the original
   * timestamp); only a timestamp from the future is refused. Throws the HttpError to answer otherwise.
   */
  verifyEvent(body: unknown, headerChecksum: string | undefined, now: Date): WompiEvent {
    const e = body as {
      event?: unknown;
      data?: { transaction?: Partial<WompiTransaction> };
      signature?: { properties?: unknown; checksum?: unknown };
      timestamp?: unknown;
    };
    const t = e?.data?.transaction;
    const properties = e?.signature?.properties;
    const checksum = e?.signature?.checksum;
    if (
      e?.event !== "transaction.updated" ||
      !t ||
      typeof t.id !== "string" ||
      typeof t.reference !== "string" ||
      typeof t.status !== "string" ||
      !Number.isInteger(t.amount_in_cents) ||
      !Array.isArray(properties) ||
      !properties.every((p) => typeof p === "string") ||
      typeof checksum !== "string" ||
      !Number.isInteger(e.timestamp)
    ) {
      throw new HttpError(400, "INVALID_EVENT", WOMPI_MESSAGES.badEvent);
    }
    const timestamp = e.timestamp as number;
    if (!/^[0-9a-fA-F]{64}$/.test(checksum) || !REQUIRED_PROPERTIES.every((p) => properties.includes(p))) {
      throw new HttpError(401, "INVALID_SIGNATURE", WOMPI_MESSAGES.badChecksum);
    }
    const expected = Buffer.from(eventChecksum(e.data, properties, timestamp, this.config.eventsSecret), "hex");
    if (!timingSafeEqual(expected, Buffer.from(checksum, "hex"))) throw new HttpError(401, "INVALID_SIGNATURE", WOMPI_MESSAGES.badChecksum);
    if (headerChecksum !== undefined && headerChecksum.toLowerCase() !== checksum.toLowerCase()) {
      throw new HttpError(401, "INVALID_SIGNATURE", WOMPI_MESSAGES.badChecksum);
    }
    if (timestamp - now.getTime() / 1000 > EVENT_MAX_FUTURE_S) throw new HttpError(400, "FUTURE_EVENT", WOMPI_MESSAGES.future);
    if (t.currency !== undefined && t.currency !== "COP") throw new HttpError(400, "INVALID_EVENT", WOMPI_MESSAGES.badEvent);
    return {
      key: checksum.toLowerCase(),
      transactionId: t.id,
      reference: t.reference,
      status: t.status,
      amountInCents: t.amount_in_cents as number,
      sentAt: new Date(timestamp * 1000),
      decision: decisionOf(t as WompiTransaction),
    };
  }
}

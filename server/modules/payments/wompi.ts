import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { WompiConfig } from "../../config";
import { HttpError } from "../../http/errors";
import {
  GatewayUnavailableError,
  type GatewayBank,
  type GatewayDecision,
  type GatewayNotification,
  type GatewayTransaction,
  type PaymentGateway,
} from "./gateway";

/**
 * How old a signed event may be. Wompi sends an event seconds after the bank answers; ten minutes
 * tolerate clock skew and a slow delivery while keeping a captured event from being useful later.
 * A legitimate event that arrives later (Wompi retries after 30 min, 3 h and 24 h) is refused, and
 * the status query (GET /transactions/{id}, authenticated by TLS, not by a replayable message)
 * settles the payment instead.
 */
export const EVENT_MAX_AGE_S = 10 * 60;

/** The properties an event's signature must cover: otherwise its status or amount could be swapped. */
const REQUIRED_PROPERTIES = ["transaction.id", "transaction.status", "transaction.amount_in_cents"];

/** How long the list of PSE banks is kept (it changes rarely; Wompi asks to show its current list). */
const BANKS_TTL_MS = 60 * 60_000;
/** PSE needs a moment to open the bank session: the bank URL is polled this many times. */
const BANK_URL_ATTEMPTS = 20;
const BANK_URL_WAIT_MS = 500;
const REQUEST_TIMEOUT_MS = 15_000;

export const WOMPI_MESSAGES = {
  badEvent: "El evento de la pasarela no tiene el formato esperado.",
  badChecksum: "El evento de la pasarela no tiene una firma válida.",
  stale: "El evento de la pasarela es demasiado antiguo o tiene una fecha futura.",
  replayed: "Ese evento de la pasarela ya fue recibido.",
  unavailable: "La pasarela de pagos no responde. Intente de nuevo en unos minutos.",
} as const;

/** Wompi's transaction as GET /transactions/{id} and the events show it (the fields used here). */
interface WompiTransaction {
  id: string;
  status: "PENDING" | "APPROVED" | "DECLINED" | "VOIDED" | "ERROR";
  amount_in_cents: number;
  reference: string;
  currency?: string;
  payment_method?: { extra?: { async_payment_url?: string } };
}

/** What a verified event says. */
export interface WompiEvent {
  /** Unique per event (it covers transaction, status, amount and timestamp): the replay key. */
  key: string;
  transactionId: string;
  reference: string;
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
  };
}

/** Wompi's document types for PSE (user_legal_id_type). */
const LEGAL_ID_TYPES: Record<string, string> = { CC: "CC", CE: "CE", NIT: "NIT", TI: "TI", PP: "PP", PEP: "OTHER" };

/**
 * The Wompi adapter (issue 20 §1), from Wompi's public documentation: the merchant's acceptance
 * token, POST /transactions with payment_method PSE and the integrity signature, the bank's URL
 * from the transaction (async_payment_url), signed `transaction.updated` events, and
 * GET /transactions/{id} as the fallback when an event is late.
 */
export class WompiGateway implements PaymentGateway {
  readonly name = "wompi";
  private bankList: { at: number; banks: readonly GatewayBank[] } | null = null;
  /** Tests shorten the wait between polls for the bank URL. */
  bankUrlWaitMs = BANK_URL_WAIT_MS;

  constructor(
    private readonly config: WompiConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  private async call<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${this.config.apiUrl}${path}`, {
        method,
        headers: { Authorization: `Bearer ${this.config.publicKey}`, Accept: "application/json", ...(body ? { "Content-Type": "application/json" } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      this.log.error({ err: error, path: path.split("/").slice(0, 2).join("/") }, "wompi unreachable");
      throw new GatewayUnavailableError(WOMPI_MESSAGES.unavailable);
    }
    const text = await res.text();
    if (!res.ok) {
      // Only Wompi's error type and the fields it names: the body may echo the payer's data.
      let error: { type?: unknown; messages?: unknown } = {};
      try {
        error = (JSON.parse(text) as { error?: typeof error }).error ?? {};
      } catch {
        // Not JSON (a proxy's page): the status says enough.
      }
      const fields = error.messages && typeof error.messages === "object" ? Object.keys(error.messages) : [];
      this.log.error({ status: res.status, type: error.type, fields }, "wompi refused a request");
      throw new GatewayUnavailableError(WOMPI_MESSAGES.unavailable);
    }
    return (JSON.parse(text) as { data: T }).data;
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

  private async acceptance(): Promise<{ acceptance_token: string; accept_personal_auth?: string }> {
    const merchant = await this.call<{
      presigned_acceptance?: { acceptance_token: string };
      presigned_personal_data_auth?: { acceptance_token: string };
    }>("GET", `/merchants/${encodeURIComponent(this.config.publicKey)}`);
    if (!merchant.presigned_acceptance?.acceptance_token) throw new GatewayUnavailableError(WOMPI_MESSAGES.unavailable);
    return {
      acceptance_token: merchant.presigned_acceptance.acceptance_token,
      ...(merchant.presigned_personal_data_auth ? { accept_personal_auth: merchant.presigned_personal_data_auth.acceptance_token } : {}),
    };
  }

  async start(tx: GatewayTransaction): Promise<{ redirectUrl: string; transactionId: string }> {
    const amountInCents = tx.amount * 100;
    const created = await this.call<WompiTransaction>("POST", "/transactions", {
      ...(await this.acceptance()),
      amount_in_cents: amountInCents,
      currency: "COP",
      signature: integritySignature(tx.reference, amountInCents, "COP", this.config.integritySecret),
      customer_email: tx.payerEmail,
      reference: tx.reference,
      redirect_url: tx.returnUrl,
      payment_method: {
        type: "PSE",
        user_type: tx.personType === "juridica" ? 1 : 0,
        user_legal_id_type: LEGAL_ID_TYPES[tx.payerDocumentType] ?? "OTHER",
        user_legal_id: tx.payerDocumentNumber.replace(/[^0-9A-Za-z]/g, ""),
        financial_institution_code: tx.bankCode,
        // Wompi shows it at the bank; it allows 30 characters.
        payment_description: tx.description.slice(0, 30),
      },
    });
    for (let attempt = 0; attempt < BANK_URL_ATTEMPTS; attempt++) {
      const t = await this.call<WompiTransaction>("GET", `/transactions/${encodeURIComponent(created.id)}`);
      const url = t.payment_method?.extra?.async_payment_url;
      if (url) return { redirectUrl: url, transactionId: created.id };
      if (t.status !== "PENDING") break;
      await new Promise((resolve) => setTimeout(resolve, this.bankUrlWaitMs));
    }
    this.log.error({ reference: tx.reference, transaction: created.id }, "wompi gave no bank URL");
    throw new GatewayUnavailableError(WOMPI_MESSAGES.unavailable);
  }

  /** Sandbox-style callbacks do not exist for Wompi: its events come to their own route. */
  async verify(): Promise<boolean> {
    return false;
  }

  async status(transactionId: string): Promise<GatewayDecision | null> {
    return decisionOf(await this.call<WompiTransaction>("GET", `/transactions/${encodeURIComponent(transactionId)}`));
  }

  /**
   * Checks an event: its shape, a checksum over properties that include id, status and amount,
   * the X-Event-Checksum header when sent, and its age. Throws the HttpError to answer otherwise.
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
    if (Math.abs(now.getTime() / 1000 - timestamp) > EVENT_MAX_AGE_S) throw new HttpError(400, "STALE_EVENT", WOMPI_MESSAGES.stale);
    if (t.currency !== undefined && t.currency !== "COP") throw new HttpError(400, "INVALID_EVENT", WOMPI_MESSAGES.badEvent);
    return { key: checksum.toLowerCase(), transactionId: t.id, reference: t.reference, decision: decisionOf(t as WompiTransaction) };
  }
}

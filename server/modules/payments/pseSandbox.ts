import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Db } from "../../db/db";
import { installSecret } from "../../db/installSecret";
import { PSE_BANKS } from "../../../src/shared/billing";
import { DEFAULT_WOMPI_LEGAL_ID_TYPES } from "../../config";
import type { GatewayBank, GatewayNotification, GatewayRules, GatewayTransaction, PaymentGateway } from "./gateway";

/** The sandbox's pages live under the API, so the portal needs no second server. */
export const SANDBOX_PATH = "/api/payments/pse-sandbox";

/** The text that is signed: every field the portal acts on, in a fixed order. */
export function signedText(n: Omit<GatewayNotification, "signature">): string {
  return [n.reference, n.status, String(n.amount), n.gatewayCode, ...(n.methodType ? [n.methodType] : [])].join("|");
}

export function sign(secret: string, n: Omit<GatewayNotification, "signature">): string {
  return createHmac("sha256", secret).update(signedText(n)).digest("hex");
}

/**
 * The PSE sandbox (DESIGN §2: the embedded default): a bank page served by our own server where
 * the payer approves or rejects, then a notification signed with HMAC-SHA256 under a secret that
 * is generated once per install and kept in the database (so every instance shares it).
 */
export class PseSandboxGateway implements PaymentGateway {
  readonly name = "pse-sandbox";
  private secretValue: Promise<string> | null = null;

  constructor(private readonly db: Db) {}

  secret(): Promise<string> {
    return (this.secretValue ??= installSecret(this.db, "pse_sandbox_secret"));
  }

  async banks(): Promise<readonly GatewayBank[]> {
    return PSE_BANKS;
  }

  /**
   * Issue 32: the demo offers what Wompi offers, PSE and the checkout (its simulator asks card, Nequi
   * or Botón Bancolombia), and takes the document types Wompi takes. It has no terms of its own.
   */
  async rules(): Promise<GatewayRules> {
    return { methods: ["pse", "checkout"], documentTypes: DEFAULT_WOMPI_LEGAL_ID_TYPES, acceptance: null };
  }

  async start(tx: GatewayTransaction): Promise<{ redirectUrl: string; transactionId: null }> {
    return { redirectUrl: `${SANDBOX_PATH}/${encodeURIComponent(tx.reference)}`, transactionId: null };
  }

  async verify(n: GatewayNotification): Promise<boolean> {
    if (typeof n.signature !== "string" || !/^[0-9a-f]{64}$/.test(n.signature)) return false;
    const expected = Buffer.from(sign(await this.secret(), n), "hex");
    return timingSafeEqual(expected, Buffer.from(n.signature, "hex"));
  }

  /** What the sandbox bank decides, signed as the real gateway would sign it. */
  async notification(reference: string, amount: number, status: GatewayNotification["status"], methodType?: string): Promise<GatewayNotification> {
    // PSE's CUS (código único de seguimiento) is a number the bank gives each transaction.
    const gatewayCode = String(100_000_000 + (randomBytes(4).readUInt32BE() % 900_000_000));
    const unsigned = { reference, status, amount, gatewayCode, ...(methodType ? { methodType } : {}) };
    return { ...unsigned, signature: sign(await this.secret(), unsigned) };
  }
}

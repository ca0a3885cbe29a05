import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
import { formatVerificationCode, verificationCodeFrom } from "../../../src/shared/billing";
import type { Queryable } from "../../db/db";
import { installSecret } from "../../db/installSecret";
import * as codes from "./repository/codes";

/**
 * The verification code of an invoice (issue 20 §2): the proof that links a contract, so it must be
 * something only the holder has. Each invoice gets ten random Crockford characters (50 bits) when
 * it is issued. The database keeps an HMAC of the code (what linking compares) and the code sealed
 * with AES-256-GCM (what the invoice detail and the duplicate PDF reprint), both under keys derived
 * from one per-install secret in app_meta; the code itself is never stored in clear.
 */

const SECRET_KEY = "invoice_code_secret";
const SEAL_VERSION = "v1";

/**
 * The documented verification codes of the newest invoices of the two demo contracts nobody has
 * linked, so a tester can link them (issue 20 §2); every other invoice gets a random one.
 */
export const DEMO_VERIFICATION_CODES: Readonly<Record<string, string>> = { "1002003003": "JC7Q4M2X8R", "1002003004": "PN4K7W3D9T" };

/** A fresh random code (normalized: no dashes). */
export function newVerificationCode(): string {
  return verificationCodeFrom(randomBytes(10));
}

/** What one invoice stores for its code. */
export interface SealedCode {
  hash: string;
  sealed: string;
}

interface Keys {
  hash: Buffer;
  seal: Buffer;
}

/** Hashing, sealing and opening of codes with this install's keys (read once per instance). */
export class InvoiceCodes {
  private keys: Promise<Keys> | null = null;

  constructor(private readonly q: Queryable) {}

  private key(): Promise<Keys> {
    this.keys ??= installSecret(this.q, SECRET_KEY).then((secret) => {
      // Two keys from one secret, so the hash key never doubles as the encryption key.
      const derive = (label: string) => createHmac("sha256", Buffer.from(secret, "hex")).update(label).digest();
      return { hash: derive("invoice-code-hash"), seal: derive("invoice-code-seal") };
    });
    this.keys.catch(() => (this.keys = null));
    return this.keys;
  }

  /** The keyed hash a normalized code is compared by. */
  async hash(code: string): Promise<string> {
    return createHmac("sha256", (await this.key()).hash)
      .update(code, "utf8")
      .digest("hex");
  }

  /** Hash and sealed copy of `code` for the invoice numbered `invoiceNumber` (bound to it, so a copy cannot move to another invoice). */
  async seal(invoiceNumber: string, code: string): Promise<SealedCode> {
    const keys = await this.key();
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", keys.seal, iv);
    cipher.setAAD(Buffer.from(invoiceNumber, "utf8"));
    const body = Buffer.concat([cipher.update(code, "utf8"), cipher.final()]);
    const sealed = `${SEAL_VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
    return { hash: await this.hash(code), sealed };
  }

  /** The code of an invoice, grouped for reading (XXXX-XXXX-XX). */
  async open(invoiceNumber: string, sealed: string): Promise<string> {
    const [version, data] = sealed.split(".");
    if (version !== SEAL_VERSION || !data) throw new Error("unknown sealed code format");
    const raw = Buffer.from(data, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", (await this.key()).seal, raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(invoiceNumber, "utf8"));
    decipher.setAuthTag(raw.subarray(12, 28));
    return formatVerificationCode(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8"));
  }

  /**
   * Gives a code to every invoice that has none (issued before migration 009), in batches; the
   * newest invoice of each contract in `known` gets that code instead (the demo's documented ones).
   * Idempotent and safe to run on several instances at once: a row that got a code meanwhile is
   * left as it is. Returns how many invoices got a code.
   */
  async backfill(known: Readonly<Record<string, string>> = {}): Promise<number> {
    let written = 0;
    for (const [contractNumber, code] of Object.entries(known)) {
      const newest = await codes.newestInvoiceOf(this.q, contractNumber);
      if (newest) written += await this.write([newest], () => code);
    }
    for (;;) {
      const rows = await codes.invoicesWithoutCode(this.q, 200);
      if (rows.length === 0) return written;
      written += await this.write(rows, newVerificationCode);
    }
  }

  private async write(rows: { id: string; number: string }[], code: () => string): Promise<number> {
    const sealed = await Promise.all(rows.map((r) => this.seal(r.number, code())));
    return codes.writeCodes(this.q, rows, sealed);
  }
}

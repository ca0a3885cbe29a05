import { createHash, createHmac } from "node:crypto";
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import type { Db } from "../../db/db";
import { installSecret } from "../../db/installSecret";
import { HttpError } from "../../http/errors";
import * as repo from "./repository";

/** The field (and header `X-Altcha`) that carries a solved challenge, as the widget names it. */
export const CAPTCHA_FIELD = "altcha";

/** The Spanish texts of the bot check (issue 20 §4). */
export const CAPTCHA_MESSAGES = {
  required: "Confirme que no es un robot: marque la casilla «No soy un robot» y espere a que se verifique.",
  invalid: "La verificación «No soy un robot» no es válida, ya venció o ya se usó. Márquela de nuevo.",
} as const;

/** The widget's default algorithm, native in every browser (SubtleCrypto), cheap to check here. */
const ALGORITHM = "PBKDF2/SHA-256";
/** Long enough to fill in a PQRS after the widget solved on the first focus; the client re-solves on expiry. */
const EXPIRES_S = 30 * 60;
/** A payload is a few hundred characters of base64; anything much longer is not one. */
const MAX_PAYLOAD_CHARS = 4096;
/** Housekeeping runs at most this often per instance. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

/** What a route needs to check a request: its payload (header or field) and, for filings, the Idempotency-Key. */
export interface CaptchaProof {
  payload: string | undefined;
  /** A retry of the same filing (same Idempotency-Key) may present the same solve again. */
  scope?: string;
}

interface Parsed {
  challenge: Challenge;
  solution: Solution;
}

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

function parse(payload: string): Parsed | null {
  if (payload.length > MAX_PAYLOAD_CHARS) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
    if (typeof value !== "object" || value === null) return null;
    const { challenge, solution } = value as Partial<Parsed>;
    if (typeof challenge !== "object" || challenge === null || typeof challenge.parameters !== "object" || challenge.parameters === null) return null;
    if (typeof challenge.parameters.nonce !== "string" || typeof solution !== "object" || solution === null) return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

/** 400 CAPTCHA_REQUIRED (nothing sent) or CAPTCHA_INVALID (forged, expired or spent), naming the field. */
export function captchaError(kind: "required" | "invalid"): HttpError {
  const message = CAPTCHA_MESSAGES[kind];
  return new HttpError(400, kind === "required" ? "CAPTCHA_REQUIRED" : "CAPTCHA_INVALID", message, { [CAPTCHA_FIELD]: message });
}

/**
 * Self-hosted bot check (issue 20 §4): ALTCHA proof-of-work challenges signed with a per-install
 * secret (every instance on the database shares it), each solve accepted once.
 */
export class CaptchaService {
  private secrets: Promise<{ signature: string; key: string }> | null = null;
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, "altchaCost" | "altchaMaxNumber">,
    private readonly log: Pick<FastifyBaseLogger, "warn">,
  ) {}

  /** The HMAC secret of the challenges, and one derived from it for the fast check of the solved key. */
  private keys(): Promise<{ signature: string; key: string }> {
    return (this.secrets ??= installSecret(this.db, "altcha_hmac_key").then((signature) => ({
      signature,
      key: createHmac("sha256", signature).update("altcha-key-signature").digest("hex"),
    })));
  }

  /** A fresh challenge whose answer is a counter drawn from the upper half of ALTCHA_MAX_NUMBER. */
  async challenge(): Promise<Challenge> {
    const { signature, key } = await this.keys();
    const max = this.config.altchaMaxNumber;
    return createChallenge({
      algorithm: ALGORITHM,
      cost: this.config.altchaCost,
      counter: randomInt(max, Math.ceil(max / 2)),
      deriveKey,
      expiresAt: new Date(Date.now() + EXPIRES_S * 1000),
      hmacSignatureSecret: signature,
      hmacKeySignatureSecret: key,
    });
  }

  /**
   * Accepts a solved challenge once (or again for the same filing scope); otherwise throws 400
   * CAPTCHA_REQUIRED or CAPTCHA_INVALID.
   */
  async verify(proof: CaptchaProof): Promise<void> {
    const raw = proof.payload?.trim();
    if (!raw) throw captchaError("required");
    const parsed = parse(raw);
    if (!parsed) throw captchaError("invalid");
    const { signature, key } = await this.keys();
    let verified = false;
    try {
      const result = await verifySolution({
        challenge: parsed.challenge,
        solution: parsed.solution,
        deriveKey,
        hmacSignatureSecret: signature,
        hmacKeySignatureSecret: key,
      });
      // Only challenges this server signed carry our algorithm and an expiry; both are signed.
      verified = result.verified && parsed.challenge.parameters.expiresAt !== undefined;
    } catch {
      verified = false;
    }
    if (!verified) throw captchaError("invalid");
    await this.sweepNowAndThen();
    if (!(await this.spend(parsed.challenge, proof.scope))) throw captchaError("invalid");
  }

  /** Records the nonce as spent; true when it was new, or spent before on the same scope. */
  private async spend(challenge: Challenge, scope: string | undefined): Promise<boolean> {
    const nonceHash = sha256(challenge.parameters.nonce);
    const scopeHash = scope ? sha256(scope) : null;
    const expiresAt = new Date((challenge.parameters.expiresAt ?? 0) * 1000);
    if (await repo.spendNonce(this.db, nonceHash, scopeHash, expiresAt)) return true;
    if (scopeHash === null) return false;
    return (await repo.scopeOfSpentNonce(this.db, nonceHash)) === scopeHash;
  }

  /** Forgets spent nonces whose challenges have expired (they can no longer verify anyway). */
  private async sweepNowAndThen(): Promise<void> {
    const now = Date.now();
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    try {
      await repo.forgetExpiredNonces(this.db);
    } catch (err) {
      this.log.warn({ err }, "captcha housekeeping failed");
    }
  }
}

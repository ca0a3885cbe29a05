import type { FastifyBaseLogger } from "fastify";
import { TOKEN_COOKIE_MAX_AGE_S, type DocumentType } from "../../../src/shared/constants";
import type { AuthResponse, SessionUser } from "../../../src/shared/types";
import {
  DATA_POLICY_VERSION,
  canonicalDocumentNumber,
  canonicalPhone,
  normalizeEmail,
  validateEmail,
  validatePassword,
  validateRegistration,
  type RegistrationInput,
} from "../../../src/shared/validation";
import type { Config } from "../../config";
import type { Db, Queryable } from "../../db/db";
import { HttpError } from "../../http/errors";
import type { MailKind, Mailer } from "../../mail/mailer";
import { passwordChangedEmail, passwordResetEmail, registrationAttemptEmail, verificationEmail, type MailBrand, type MailContent } from "../../mail/templates";
import { captchaError, type CaptchaService } from "../captcha/service";
import { invalidFields, rateLimited } from "./errors";
import { dummyPasswordHash, hashPassword, verifyPassword } from "./passwords";
import { presentUser, userTypeFor, type UserRow } from "./presenter";
import { RateLimiter, type RateRule, type RuleState } from "../../db/rateLimiter";
import { LIMITS, loginGate, pairKey } from "./limits";
import * as repo from "./repository";
import type { RequestContext } from "./repository";
import { hashToken, issueToken, looksLikeToken } from "./tokens";

/** The Spanish texts of the accounts API (issue 3), in one place. */
export const AUTH_MESSAGES = {
  emailTaken: "Ya existe una cuenta con este correo. Ingrese o recupere su contraseña.",
  invalidCredentials: "El correo o la contraseña no son correctos.",
  accountInactive: "Su cuenta está desactivada. Comuníquese con nuestra línea de atención para reactivarla.",
  forgotPassword: "Si hay una cuenta con ese correo, le enviamos un enlace para restablecer la contraseña. Revise también la carpeta de correo no deseado.",
  passwordChanged: "Su contraseña fue cambiada. Ya puede ingresar con la nueva contraseña.",
  invalidResetToken: "El enlace para restablecer la contraseña no es válido o ya venció. Solicite uno nuevo.",
  emailVerified: "Su correo quedó verificado.",
  invalidVerifyToken: "El enlace de verificación no es válido o ya venció. Pida uno nuevo desde su cuenta.",
  alreadyVerified: "Su correo ya está verificado.",
  verificationSentTo: (email: string) => `Le enviamos un nuevo enlace de verificación a ${email}. Revise también la carpeta de correo no deseado.`,
  verificationSentIfAny:
    "Si hay una cuenta sin verificar con ese correo, le enviamos un nuevo enlace de verificación. Revise también la carpeta de correo no deseado.",
  missingEmail: "Escriba su correo electrónico.",
  missingPassword: "Escriba su contraseña.",
} as const;

/** Lifetimes of the single-use links (issue 3). */
const VERIFY_TTL_S = 24 * 60 * 60;
const RESET_TTL_S = 60 * 60;

/** Issue 31 §5: an account's name goes only to an address it has verified (else someone else may have typed it). */
function nameIfVerified(user: UserRow): string | null {
  return user.is_email_verified ? user.first_name : null;
}

/** Housekeeping runs at most this often per instance; any instance may do it. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;
const KEEP_ENDED_DAYS = 30;

/** 400 INVALID_TOKEN: the link is unknown, used or expired (the message also sits under fields.token). */
function invalidTokenError(message: string): HttpError {
  return new HttpError(400, "INVALID_TOKEN", message, { token: message });
}

function isUniqueViolation(err: unknown): boolean {
  return typeof err === "object" && err !== null && (err as { code?: unknown }).code === "23505";
}

/** The e-mail of a request, normalized; a 400 naming the field when it is not an address. */
function requireEmail(input: string): string {
  const invalid = validateEmail(input);
  if (invalid) throw invalidFields({ email: invalid });
  return normalizeEmail(input);
}

/** Accounts and sessions (issue 3): the one place that decides who is signed in. */
export class AuthService {
  private readonly limiter: RateLimiter;
  private readonly brand: MailBrand;
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    config: Pick<Config, "publicUrl" | "brandName" | "brandLongName">,
    private readonly log: Pick<FastifyBaseLogger, "info" | "warn" | "error">,
    /** The bot check of sign-up and of sign-in after failures (issue 20 §4); none in unit set-ups. */
    private readonly captcha: Pick<CaptchaService, "verify"> | null = null,
  ) {
    this.limiter = new RateLimiter(db);
    this.brand = { publicUrl: config.publicUrl, brandName: config.brandName, brandLongName: config.brandLongName };
    // Ready before the first sign-in, so an unknown e-mail never pays for computing it.
    void dummyPasswordHash();
  }

  /**
   * Opens an account, records the data-policy consent, mails the verification link and signs in.
   * Needs a solved bot check (`captcha`, issue 20 §4). The answer tells that an e-mail is taken
   * (spec §7), so its owner gets a notice, at most one an hour.
   */
  async register(input: RegistrationInput, ctx: RequestContext, captcha?: string): Promise<AuthResponse> {
    const errors = validateRegistration(input);
    if (Object.keys(errors).length > 0) throw invalidFields(errors);
    if (this.captcha) await this.captcha.verify({ payload: captcha });
    await this.consume([LIMITS.registerIp(ctx.ip)], "other");
    await this.sweepNowAndThen();

    const email = normalizeEmail(input.email);
    const taken = () => new HttpError(409, "EMAIL_TAKEN", AUTH_MESSAGES.emailTaken, { email: AUTH_MESSAGES.emailTaken });
    const existing = await repo.findUserByEmail(this.db, email);
    if (existing) {
      await this.noticeRegistrationAttempt(existing);
      throw taken();
    }

    const documentType = input.documentType as DocumentType; // validateRegistration checked it
    const passwordHash = await hashPassword(input.password);
    let created: { user: UserRow; sessionToken: string };
    try {
      created = await this.mailer.transaction(async (tx) => {
        const user = await repo.insertUser(tx, {
          email,
          passwordHash,
          firstName: input.firstName.trim(),
          lastName: input.lastName.trim(),
          documentType,
          documentNumber: canonicalDocumentNumber(documentType, input.documentNumber),
          phoneNumber: canonicalPhone(input.phoneNumber),
          contractNumber: (input.contractNumber ?? "").replace(/\D/g, "") || null,
          userType: userTypeFor(documentType),
          roles: ["USER"],
          isEmailVerified: false,
        });
        await repo.recordConsent(tx, user.id, DATA_POLICY_VERSION, ctx);
        const verifyToken = await this.issueVerification(tx, user.id);
        const sessionToken = await this.openSession(tx, user.id, ctx);
        // Issue 31 §3: the verification mail commits with the account.
        await this.enqueue(tx, user.email, "verify_email", verificationEmail(this.brand, verifyToken));
        return { user, sessionToken };
      });
    } catch (err) {
      // Two sign-ups with one e-mail at the same moment: the unique index decides.
      if (isUniqueViolation(err)) throw taken();
      throw err;
    }
    return { token: created.sessionToken, user: presentUser(created.user) };
  }

  /**
   * Signs in. Within 15 minutes, five failures on one account from one address block that pair;
   * from the third failure of an address on, the bot check (`captcha`) is needed; twenty from one
   * address, or a hundred on one account, make it needed for every attempt there, so neither a
   * guess spread over many addresses nor an abuser behind a shared address keeps the owner out
   * (issue 20 §4, issue 31 §5). Each attempt is counted and its bot check decided in one locked step.
   */
  async login(emailInput: string, password: string, ctx: RequestContext, captcha?: string): Promise<AuthResponse> {
    const fields: Record<string, string> = {};
    if (emailInput.trim() === "") fields.email = AUTH_MESSAGES.missingEmail;
    if (password === "") fields.password = AUTH_MESSAGES.missingPassword;
    if (Object.keys(fields).length > 0) throw invalidFields(fields);
    await this.sweepNowAndThen();

    const email = normalizeEmail(emailInput);
    const offered = (captcha ?? "").trim() !== "";
    const decide = (seen: readonly RuleState[]) => loginGate(seen, this.captcha !== null, offered);
    // Counted as a failure up front, so parallel guesses cannot slip past the limit; taken back below.
    const rules = [LIMITS.loginPair(email, ctx.ip), LIMITS.loginIp(ctx.ip), LIMITS.loginAccount(email)];
    const attempt = await this.limiter.consumeIf(rules, (seen) => decide(seen).kind === "try");
    const gate = decide(attempt.seen);
    if (gate.kind === "blocked") throw rateLimited(gate.retryAfterS, "login");
    if (gate.kind === "captcha") throw captchaError("required");
    const hits = attempt.hits ?? [];
    if (gate.check && this.captcha) {
      try {
        await this.captcha.verify({ payload: captcha });
      } catch (err) {
        // No password was tried: the attempt does not count.
        await this.limiter.release(hits);
        throw err;
      }
    }

    const user = await repo.findUserByEmail(this.db, email);
    const matches = await verifyPassword(password, user ? user.password_hash : await dummyPasswordHash());
    if (!user || !matches) throw new HttpError(401, "INVALID_CREDENTIALS", AUTH_MESSAGES.invalidCredentials);

    await this.limiter.release(hits);
    if (!user.is_active) throw new HttpError(403, "ACCOUNT_INACTIVE", AUTH_MESSAGES.accountInactive);
    // The owner got in from here: this pair's failures no longer count. The account-wide count stays,
    // so a distributed guess is not reset by each of the owner's sign-ins.
    await this.limiter.clear(LIMITS.loginPair(email, ctx.ip).bucket, pairKey(email, ctx.ip));
    const token = await this.openSession(this.db, user.id, ctx);
    const updated = await repo.touchLastLogin(this.db, user.id);
    return { token, user: presentUser(updated) };
  }

  /** Ends the session of this token, if it is one; anything else is ignored (logout is idempotent). */
  async logout(rawToken: string | null): Promise<void> {
    if (rawToken && looksLikeToken(rawToken)) await repo.revokeSession(this.db, hashToken(rawToken));
  }

  /** The user of a live session of an active account, or null. */
  async authenticate(rawToken: string | null): Promise<SessionUser | null> {
    if (!rawToken || !looksLikeToken(rawToken)) return null;
    const row = await repo.findSessionUser(this.db, hashToken(rawToken));
    return row ? presentUser(row) : null;
  }

  /** The account with this id, as presented, or null. */
  async findUser(userId: string): Promise<SessionUser | null> {
    const row = await repo.findUserById(this.db, userId);
    return row ? presentUser(row) : null;
  }

  /**
   * Mails a reset link to an active account with this e-mail. The caller answers the same way
   * whether or not there is one (no user enumeration, DESIGN §8), and whether or not a cap of the
   * e-mail held the mail back; only the address's own cap answers 429.
   */
  async forgotPassword(emailInput: string, ctx: RequestContext): Promise<void> {
    const email = requireEmail(emailInput);
    await this.consume([LIMITS.forgotIp(ctx.ip)], "other");
    // Past the caps of the e-mail, the same answer and no mail: the owner's own request never fails
    // because of a stranger's, and the links already mailed (as long-lived as the window) still work.
    if (!(await this.limiter.consume([LIMITS.forgotPair(email, ctx.ip), LIMITS.forgotEmail(email)])).allowed) return;
    const user = await repo.findUserByEmail(this.db, email);
    if (!user || !user.is_active) return;
    const token = issueToken();
    await this.mailer.transaction(async (tx) => {
      await repo.insertToken(tx, token.hash, user.id, "reset_password", RESET_TTL_S);
      await this.enqueue(tx, user.email, "reset_password", passwordResetEmail(this.brand, nameIfVerified(user), token.raw));
    });
  }

  /**
   * Sets a new password with a reset link: single use; every session of the account ends, other
   * reset links stop working, the e-mail counts as verified, and a notice goes to the mailbox.
   */
  async resetPassword(rawToken: string, password: string, ctx: RequestContext): Promise<void> {
    await this.consume([LIMITS.resetIp(ctx.ip)], "other");
    const invalidToken = () => invalidTokenError(AUTH_MESSAGES.invalidResetToken);
    const tokenHash = looksLikeToken(rawToken) ? hashToken(rawToken) : null;
    const owner = tokenHash ? await repo.findTokenUser(this.db, tokenHash, "reset_password") : null;
    if (!tokenHash || !owner) throw invalidToken();
    const weak = validatePassword(password, owner.email);
    if (weak) throw invalidFields({ password: weak });

    const passwordHash = await hashPassword(password);
    const user = await this.mailer.transaction(async (tx) => {
      const userId = await repo.consumeToken(tx, tokenHash, "reset_password");
      if (userId !== owner.id) return null; // used by a parallel request in the meantime
      const updated = await repo.setPasswordHash(tx, userId, passwordHash);
      await repo.revokeAllSessions(tx, userId);
      await repo.invalidateTokens(tx, userId, "reset_password");
      await this.enqueue(tx, updated.email, "password_changed", passwordChangedEmail(this.brand, updated.first_name, new Date()));
      return updated;
    });
    if (!user) throw invalidToken();
    // The owner proved the mailbox: earlier failed guesses on the account no longer block them.
    await this.limiter.clear(LIMITS.loginAccount(user.email).bucket, user.email);
    await this.limiter.clearPrefix(LIMITS.loginPair(user.email, "").bucket, pairKey(user.email, ""));
  }

  /** Confirms an e-mail address with its single-use link. */
  async verifyEmail(rawToken: string): Promise<SessionUser> {
    const user = looksLikeToken(rawToken)
      ? await this.db.transaction(async (tx) => {
          const userId = await repo.consumeToken(tx, hashToken(rawToken), "verify_email");
          if (!userId) return null;
          await repo.invalidateTokens(tx, userId, "verify_email");
          return repo.markEmailVerified(tx, userId);
        })
      : null;
    if (!user) throw invalidTokenError(AUTH_MESSAGES.invalidVerifyToken);
    return presentUser(user);
  }

  /** Sends a new verification link to a signed-in account; the message says what happened. */
  async resendVerificationTo(user: SessionUser): Promise<string> {
    if (user.isEmailVerified) return AUTH_MESSAGES.alreadyVerified;
    await this.consume([LIMITS.resendAccount(user.id)], "other");
    await this.resendVerification(user.id, user.email);
    return AUTH_MESSAGES.verificationSentTo(user.email);
  }

  /** Sends a new verification link to an active, unverified account with this e-mail, if any. */
  async resendVerificationByEmail(emailInput: string, ctx: RequestContext): Promise<void> {
    const email = requireEmail(emailInput);
    await this.consume([LIMITS.resendIp(ctx.ip)], "other");
    // Past the e-mail's caps, the same answer and no mail: a stranger's requests never spend the
    // owner's own resends (issue 31 §5), and the link already mailed still works for 24 hours.
    if (!(await this.limiter.consume([LIMITS.resendPair(email, ctx.ip), LIMITS.resendEmail(email)])).allowed) return;
    const user = await repo.findUserByEmail(this.db, email);
    if (!user || !user.is_active || user.is_email_verified) return;
    await this.resendVerification(user.id, user.email);
  }

  /** Activates or deactivates an account; deactivating ends all its sessions. Null if no such account. */
  async setActive(userId: string, active: boolean): Promise<SessionUser | null> {
    if (!repo.isUuid(userId)) return null;
    const row = await this.db.transaction(async (tx) => {
      const updated = await repo.updateActive(tx, userId, active);
      if (updated && !active) await repo.revokeAllSessions(tx, userId);
      return updated;
    });
    return row ? presentUser(row) : null;
  }

  /** Ends every session of an account (for example after its roles change). */
  async revokeAllSessions(userId: string): Promise<number> {
    if (!repo.isUuid(userId)) return 0;
    return repo.revokeAllSessions(this.db, userId);
  }

  private async openSession(q: Queryable, userId: string, ctx: RequestContext): Promise<string> {
    const token = issueToken();
    await repo.insertSession(q, token.hash, userId, TOKEN_COOKIE_MAX_AGE_S, ctx);
    return token.raw;
  }

  /** A fresh verification link; earlier unused ones stop working. */
  private async issueVerification(q: Queryable, userId: string): Promise<string> {
    const token = issueToken();
    await repo.invalidateTokens(q, userId, "verify_email");
    await repo.insertToken(q, token.hash, userId, "verify_email", VERIFY_TTL_S);
    return token.raw;
  }

  /** Mails a fresh verification link (earlier ones stop working), in one transaction with it. */
  private async resendVerification(userId: string, email: string): Promise<void> {
    await this.mailer.transaction(async (tx) => {
      const raw = await this.issueVerification(tx, userId);
      await this.enqueue(tx, email, "verify_email", verificationEmail(this.brand, raw));
    });
  }

  /** Tells the owner of a taken e-mail that someone tried to sign up with it; at most once an hour. */
  private async noticeRegistrationAttempt(user: UserRow): Promise<void> {
    const decision = await this.limiter.consume([LIMITS.registerNotice(user.email)]);
    if (!decision.allowed) return;
    await this.mailer.transaction((tx) => this.enqueue(tx, user.email, "registration_attempt", registrationAttemptEmail(this.brand, nameIfVerified(user))));
  }

  private async consume(rules: RateRule[], what: "login" | "other"): Promise<void> {
    const decision = await this.limiter.consume(rules);
    if (!decision.allowed) throw rateLimited(decision.retryAfterS, what);
  }

  /**
   * Writes a mail in the transaction of the change that causes it (issue 31 §3): a failed insert
   * fails the change, so no link is issued that was never mailed. Every account mail but the
   * password-changed notice goes to an address that has not shown it asked for it: capped (§5).
   */
  private async enqueue(tx: Queryable, to: string, kind: MailKind, content: MailContent): Promise<void> {
    // A reset link is not counted against the recipient's shared cap of unsolicited mail: it carries
    // nothing typed and has its own caps (limits.ts: per e-mail and address, per e-mail), and a
    // stranger who filled the shared cap with other forms must not keep an owner from resetting.
    const unsolicited = kind !== "password_changed" && kind !== "reset_password";
    await this.mailer.enqueue(tx, { to, kind, subject: content.subject, text: content.text, html: content.html, link: content.link, unsolicited });
  }

  /** Deletes expired rate-limit rows, sessions and links now and then (indexed, so cheap). */
  private async sweepNowAndThen(): Promise<void> {
    const now = Date.now();
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    try {
      await this.limiter.sweep();
      await repo.deleteStale(this.db, KEEP_ENDED_DAYS);
    } catch (err) {
      this.log.warn({ err }, "auth housekeeping failed");
    }
  }
}

import {
  BILLING_LIMITS,
  maskAddress,
  normalizeContractNumber,
  normalizeVerificationCode,
  requiredContractNumberProblem,
  type Contract,
  type LinkContractInput,
} from "../../../src/shared/billing";
import { bogotaDay } from "../../../src/shared/time";
import { HttpError, tooManyRequests } from "../../http/errors";
import { contractLinkedEmail } from "../../mail/templates";
import { recordAudit } from "../admin/repository";
import { hashToken, issueToken, looksLikeToken } from "../auth/tokens";
import { BILLING_MESSAGES, brandOf, invalid, type BillingContext } from "./context";
import * as repo from "./repository";
import type { CustomerBilling } from "./service";

const LINK_LIMIT = { max: 5, windowS: 15 * 60 } as const;
/** How long the undo link of a link notice works (issue 20 §2). */
export const LINK_UNDO_DAYS = 7;

/** Audit actions of contract links (issue 20 §2). */
const CONTRACT_AUDIT_ACTIONS = { link: "contract.link", unlink: "contract.unlink" } as const;

/** Compares document numbers as people type them: without dots, spaces, dashes or case. */
function sameDocument(a: string, b: string): boolean {
  const clean = (v: string) => v.toUpperCase().replace(/[^0-9A-Z]/g, "");
  return clean(a) !== "" && clean(a) === clean(b);
}

/**
 * Linking a contract to an account (issue 20 §2), and undoing a link with the one-time link mailed
 * to the holder and the other linked accounts.
 */
export class ContractLinking {
  constructor(
    private readonly ctx: BillingContext,
    private readonly contracts: Pick<CustomerBilling, "contractView">,
  ) {}

  /**
   * Links a contract to the account when the holder's document and the verification code of an
   * invoice of the last six months match (issue 20 §2: something only the holder has). Failed
   * attempts count against a limit per account, so codes cannot be tried one by one. The holder's
   * e-mail on file and the other linked accounts are told, each with a one-time undo link.
   */
  async link(user: { id: string; email: string; firstName: string; lastName: string }, input: LinkContractInput): Promise<Contract> {
    const { db, limiter, log } = this.ctx;
    const fields: Record<string, string> = {};
    const c = requiredContractNumberProblem(input.contractNumber);
    if (c) fields.contractNumber = c;
    if (input.documentNumber.trim() === "") fields.documentNumber = "Escriba el número de documento del titular del contrato.";
    const code = normalizeVerificationCode(input.verificationCode);
    if (code === null) fields.verificationCode = BILLING_MESSAGES.verificationCodeInvalid;
    if (Object.keys(fields).length > 0 || code === null) throw invalid(fields);
    const rule = { bucket: "contract-link", key: user.id, ...LINK_LIMIT };
    const wait = await limiter.retryAfter(rule);
    if (wait > 0) throw tooManyRequests(BILLING_MESSAGES.linkRateLimited, wait);

    await this.ctx.ensureCodes();
    const contract = await repo.contractByNumber(db, normalizeContractNumber(input.contractNumber));
    const since = bogotaDay(this.ctx.now().getTime() - BILLING_LIMITS.linkInvoiceMaxAgeDays * 86_400_000);
    const proved =
      contract !== null &&
      sameDocument(contract.holder_document_number, input.documentNumber) &&
      (await repo.hasRecentInvoiceWithCode(db, contract.id, await this.ctx.codes.hash(code), since));
    if (!contract || !proved) {
      await limiter.consume([rule]);
      throw new HttpError(400, "LINK_NOT_VERIFIED", BILLING_MESSAGES.linkNotVerified);
    }
    const linkedAt = this.ctx.now();
    const brand = brandOf(this.ctx.config);
    // Issue 31 §3: the link, its undo tokens and the notices that carry them commit together.
    const notices = await this.ctx.mailer.transaction(async (tx) => {
      if (!(await repo.insertLink(tx, user.id, contract.id))) return [];
      const holderEmail = await repo.holderEmailOf(tx, contract.id);
      const others = (await repo.linkedAccounts(tx, contract.id)).filter((a) => a.id !== user.id);
      // One notice per address: the holder's on file (even when the holder linked it: a stranger may
      // have), and every other account that sees the contract.
      const recipients = new Map<string, string>();
      if (holderEmail) recipients.set(holderEmail.toLowerCase(), contract.holder_name);
      for (const a of others) if (!recipients.has(a.email.toLowerCase())) recipients.set(a.email.toLowerCase(), a.first_name);
      const out: { to: string }[] = [];
      for (const [to, name] of recipients) {
        const token = issueToken();
        await repo.insertUndoToken(tx, token.hash, contract.id, user.id, to, LINK_UNDO_DAYS * 86_400);
        const mail = contractLinkedEmail(brand, {
          greetingName: name,
          contractNumber: contract.number,
          maskedAddress: `${maskAddress(contract.address)} · ${contract.municipality}`,
          accountName: `${user.firstName} ${user.lastName}`.trim(),
          accountEmail: user.email,
          linkedAt,
          undoLink: `${this.ctx.config.publicUrl}/api/contracts/link-undo?token=${encodeURIComponent(token.raw)}`,
          undoDays: LINK_UNDO_DAYS,
        });
        await this.ctx.mailer.enqueue(tx, { ...mail, to, kind: "contract_linked" });
        out.push({ to });
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
    await limiter.clear(rule.bucket, rule.key);
    log.info({ contract: contract.number, notices: notices.length }, "contract linked to an account");
    return this.contracts.contractView(contract);
  }

  /** The link an undo link would end (contract number and the account), or 404 when the link is spent, expired or unknown. */
  async undoPreview(rawToken: string): Promise<{ contractNumber: string; accountEmail: string }> {
    const row = looksLikeToken(rawToken) ? await repo.validUndo(this.ctx.db, hashToken(rawToken)) : null;
    if (!row) throw new HttpError(404, "NOT_FOUND", BILLING_MESSAGES.undoInvalid);
    return { contractNumber: row.contract_number, accountEmail: row.account_email };
  }

  /**
   * Ends an account's access to a contract with the one-time link mailed when it was linked
   * (public: the token is the proof). Every undo link of that link is spent with it; audited.
   */
  async undoLink(rawToken: string): Promise<{ contractNumber: string; accountEmail: string }> {
    if (!looksLikeToken(rawToken)) throw new HttpError(404, "NOT_FOUND", BILLING_MESSAGES.undoInvalid);
    const done = await this.ctx.db.transaction(async (tx) => {
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
    this.ctx.log.info({ contract: done.contract_number }, "contract link undone from the e-mailed link");
    await repo.sweepUndoTokens(this.ctx.db);
    return { contractNumber: done.contract_number, accountEmail: done.account_email };
  }
}

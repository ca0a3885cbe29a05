import { PQRS_SERVICE_LABELS, PQRS_TYPE_LABELS, REQUEST_KIND_LABELS, type PqrsService, type PqrsType, type RequestKind } from "../../../src/shared/pqrs";
import { normalizeEmail } from "../../../src/shared/validation";
import type { Config } from "../../config";
import type { Queryable } from "../../db/db";
import type { MailKind } from "../../mail";
import { caseNoticeEmail, type CaseMailFacts, type MailBrand, type MailContent } from "../../mail/templates";
import * as auth from "../auth/repository";
import type { PqrsContext } from "./context";
import type { CaseRow } from "./repository";

/** The e-mails of a request: to the applicant (acknowledgment, answer, extension) and to the agents' mailbox. */

export function brandOf(config: Config): MailBrand {
  return { brandName: config.brandName, brandLongName: config.brandLongName, publicUrl: config.publicUrl };
}

/**
 * Issue 31 §5: the case's address is the signed-in filer's own verified e-mail. Only then may its
 * mails quote what was typed (subject, name): any other address has not shown it belongs to the
 * person who typed them, and must not receive their words.
 */
async function addressConfirmed(tx: Queryable, row: CaseRow): Promise<boolean> {
  if (!row.email || !row.user_id) return false;
  const user = await auth.findUserById(tx, row.user_id);
  return user !== null && user.is_email_verified && user.email === normalizeEmail(row.email);
}

/** What the case e-mails say about a request; what was typed only when `typed`. */
function factsOf(row: CaseRow, publicUrl: string, typed: boolean): CaseMailFacts {
  const kindLabel = row.pqrs_type ? PQRS_TYPE_LABELS[row.pqrs_type as PqrsType] : REQUEST_KIND_LABELS[row.kind as RequestKind];
  return {
    radicado: row.radicado,
    kindLabel,
    subject: typed ? row.subject : null,
    name: typed ? row.applicant_name : null,
    filedAt: new Date(row.filed_at),
    dueDate: row.due_date,
    termDays: row.term_days,
    cun: row.cun,
    trackUrl: `${publicUrl}/pqr?radicado=${encodeURIComponent(row.radicado)}`,
  };
}

/**
 * A copy of what came in for the agents' mailbox (`mailbox`, from the settings; null sends none),
 * written in the filing's transaction (issue 31 §3). The mailbox is the portal's own: it sees the subject.
 */
export async function noticeToAgents(ctx: PqrsContext, tx: Queryable, row: CaseRow, mailbox: string | null): Promise<void> {
  if (!mailbox) return;
  const inboxUrl = `${ctx.config.publicUrl}/admin/pqrs?caso=${encodeURIComponent(row.id)}`;
  const content = caseNoticeEmail(brandOf(ctx.config), factsOf(row, ctx.config.publicUrl, true), PQRS_SERVICE_LABELS[row.service as PqrsService], inboxUrl);
  await ctx.mailer.enqueue(tx, { ...content, to: mailbox, kind: "case_notice" });
}

/**
 * A mail to the applicant, written in the transaction of the change that causes it (issue 31 §3):
 * the change and its mail commit together, and a failed insert fails the change. An
 * acknowledgment to an address that is not the filer's verified own is unsolicited (capped, §5).
 */
export async function mailApplicant(
  ctx: PqrsContext,
  tx: Queryable,
  row: CaseRow,
  kind: MailKind,
  build: (facts: CaseMailFacts) => MailContent,
): Promise<void> {
  if (!row.email) return;
  const confirmed = await addressConfirmed(tx, row);
  const content = build(factsOf(row, ctx.config.publicUrl, confirmed));
  await ctx.mailer.enqueue(tx, { ...content, to: row.email, kind, unsolicited: kind === "case_acknowledgment" && !confirmed });
}

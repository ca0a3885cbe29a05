import { PQRS_SERVICE_LABELS, PQRS_TYPE_LABELS, REQUEST_KIND_LABELS, type PqrsService, type PqrsType, type RequestKind } from "../../../src/shared/pqrs";
import type { Config } from "../../config";
import type { MailKind } from "../../mail";
import { caseNoticeEmail, type CaseMailFacts, type MailBrand, type MailContent } from "../../mail/templates";
import type { PqrsContext } from "./context";
import type { CaseRow } from "./repository";

/** The e-mails of a request: to the applicant (acknowledgment, answer, extension) and to the agents' mailbox. */

export function brandOf(config: Config): MailBrand {
  return { brandName: config.brandName, brandLongName: config.brandLongName, publicUrl: config.publicUrl };
}

/** What the case e-mails say about a request. */
function factsOf(row: CaseRow, publicUrl: string): CaseMailFacts {
  const kindLabel = row.pqrs_type ? PQRS_TYPE_LABELS[row.pqrs_type as PqrsType] : REQUEST_KIND_LABELS[row.kind as RequestKind];
  return {
    radicado: row.radicado,
    kindLabel,
    subject: row.subject,
    name: row.applicant_name ?? "ciudadano",
    filedAt: new Date(row.filed_at),
    dueDate: row.due_date,
    termDays: row.term_days,
    cun: row.cun,
    trackUrl: `${publicUrl}/pqr?radicado=${encodeURIComponent(row.radicado)}`,
  };
}

/** A copy of what came in for the agents' mailbox, when the settings name one. */
export async function noticeToAgents(ctx: PqrsContext, row: CaseRow): Promise<void> {
  try {
    const to = await ctx.agentMailbox();
    if (!to) return;
    const inboxUrl = `${ctx.config.publicUrl}/admin/pqrs?caso=${encodeURIComponent(row.id)}`;
    const content = caseNoticeEmail(brandOf(ctx.config), factsOf(row, ctx.config.publicUrl), PQRS_SERVICE_LABELS[row.service as PqrsService], inboxUrl);
    await ctx.mailer.send({ ...content, to, kind: "case_notice" });
  } catch (error) {
    ctx.log.error({ err: error, radicado: row.radicado }, "agents' notice could not be sent");
  }
}

/** Mail is sent after the change is saved; a failure to send is logged, never undoes the change. */
export async function mailApplicant(ctx: PqrsContext, row: CaseRow, kind: MailKind, build: (facts: CaseMailFacts) => MailContent): Promise<void> {
  if (!row.email) return;
  try {
    const content = build(factsOf(row, ctx.config.publicUrl));
    await ctx.mailer.send({ ...content, to: row.email, kind });
  } catch (error) {
    ctx.log.error({ err: error, radicado: row.radicado, kind }, "case e-mail could not be sent");
  }
}

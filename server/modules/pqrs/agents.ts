import { addBusinessDays, isBusinessDay } from "../../../src/shared/businessDays";
import { CASE_LIMITS, type Agent, type AgentCaseDetail, type AgentCaseFilter, type AgentCaseList } from "../../../src/shared/pqrs";
import { bogotaDay } from "../../../src/shared/time";
import type { Queryable } from "../../db/db";
import { HttpError } from "../../http/errors";
import { caseExtensionEmail, caseResponseEmail } from "../../mail/templates";
import { recordAudit, type Actor } from "../admin/repository";
import type { PqrsContext } from "./context";
import { extensionCeiling } from "./deadlines";
import { conflict, invalid, PQRS_MESSAGES } from "./messages";
import { brandOf, mailApplicant } from "./notifications";
import { presentAgent, presentDetail, presentSummary } from "./presenter";
import * as repo from "./repository";

/** The agents' work: the inbox, one request, its files, and the actions (assign, answer, extend, close), every one audited. */

/** The agents' list; `agentId` is who asks (for "assigned to me"). */
export async function list(ctx: PqrsContext, filter: AgentCaseFilter & { agentId?: string }): Promise<AgentCaseList> {
  const today = bogotaDay(ctx.now().getTime());
  const dueSoonUntil = addBusinessDays(today, CASE_LIMITS.dueSoonDays);
  const page = Math.max(1, filter.page ?? 1);
  const pageSize = Math.min(100, Math.max(1, filter.pageSize ?? 20));
  const { rows, total, totalBounded } = await repo.listCases(ctx.db, {
    status: filter.status,
    kind: filter.kind,
    type: filter.type,
    service: filter.service,
    q: filter.q,
    due: filter.due,
    assigned: filter.assigned,
    agentId: filter.agentId,
    today,
    dueSoonUntil,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const counts = await repo.openCounts(ctx.db, today, dueSoonUntil);
  return {
    items: rows.map((r) => presentSummary(r, today)),
    total,
    ...(totalBounded ? { totalBounded: true } : {}),
    page,
    pageSize,
    counts: { open: counts.open, overdue: counts.overdue, dueSoon: counts.due_soon },
  };
}

async function detailOf(ctx: PqrsContext, row: repo.CaseRow): Promise<AgentCaseDetail> {
  const today = bogotaDay(ctx.now().getTime());
  const events = (await repo.eventsOf(ctx.db, [row.id])).get(row.id) ?? [];
  const files = await repo.attachmentsOf(ctx.db, row.id);
  return presentDetail(row, events, files, today);
}

export async function detail(ctx: PqrsContext, id: string): Promise<AgentCaseDetail> {
  const row = await repo.caseBy(ctx.db, "id", id);
  if (!row) throw new HttpError(404, "NOT_FOUND", PQRS_MESSAGES.caseNotFound);
  return detailOf(ctx, row);
}

export async function agents(ctx: PqrsContext): Promise<Agent[]> {
  return (await repo.agents(ctx.db)).map(presentAgent);
}

/** One attachment of a request, to download. */
export async function attachment(
  ctx: PqrsContext,
  caseId: string,
  attachmentId: string,
): Promise<{ fileName: string; mediaType: string; content: Uint8Array }> {
  const row = await repo.caseBy(ctx.db, "id", caseId);
  const file = row ? await repo.attachmentContent(ctx.db, row.id, attachmentId) : null;
  if (!file) throw new HttpError(404, "NOT_FOUND", "No encontramos ese anexo.");
  return { fileName: file.file_name, mediaType: file.media_type, content: file.content };
}

/**
 * One agent action: locks the row, checks the state, applies the change, writes the history, the
 * audit line and the applicant's e-mail (`mail`, if any) in the same transaction (issue 31 §3).
 */
async function act(
  ctx: PqrsContext,
  id: string,
  actor: Actor,
  action: string,
  change: (tx: Queryable, row: repo.CaseRow, now: Date, today: string) => Promise<void>,
  mail?: (tx: Queryable, after: repo.CaseRow) => Promise<void>,
): Promise<{ before: repo.CaseRow; after: repo.CaseRow }> {
  const now = ctx.now();
  const today = bogotaDay(now.getTime());
  return ctx.mailer.transaction(async (tx) => {
    const before = await repo.caseBy(tx, "id", id, true);
    if (!before) throw new HttpError(404, "NOT_FOUND", PQRS_MESSAGES.caseNotFound);
    await change(tx, before, now, today);
    const after = (await repo.caseBy(tx, "id", id)) as repo.CaseRow;
    const snapshot = (r: repo.CaseRow) => ({
      status: r.status,
      assigneeId: r.assignee_id,
      dueDate: r.due_date,
      extensionReason: r.extension_reason,
      response: r.response,
      closingNote: r.closing_note,
    });
    await recordAudit(tx, actor, { action, entityType: "case", entityId: before.radicado, before: snapshot(before), after: snapshot(after) });
    if (mail) await mail(tx, after);
    return { before, after };
  });
}

export async function assign(ctx: PqrsContext, id: string, assigneeId: string, actor: Actor): Promise<AgentCaseDetail> {
  const agent = (await repo.agents(ctx.db)).find((a) => a.id === assigneeId);
  if (!agent) throw invalid({ assigneeId: PQRS_MESSAGES.agentUnknown });
  const { after } = await act(ctx, id, actor, "case.assign", async (tx, row, now) => {
    if (row.status === "cerrada") throw conflict("CASE_CLOSED", PQRS_MESSAGES.closed);
    const status = row.status === "radicada" ? "en_tramite" : row.status;
    await repo.setAssignee(tx, row.id, agent.id, status);
    if (row.assignee_id === null) await repo.addEvent(tx, row.id, "asignada", "Su solicitud está en trámite con un agente de atención.", now);
  });
  return detailOf(ctx, after);
}

export async function respond(ctx: PqrsContext, id: string, messageRaw: string, actor: Actor): Promise<AgentCaseDetail> {
  const message = messageRaw.trim();
  if (message.length < CASE_LIMITS.responseMin || message.length > CASE_LIMITS.responseMax) {
    throw invalid({ message: `La respuesta debe tener entre ${CASE_LIMITS.responseMin} y ${CASE_LIMITS.responseMax} caracteres.` });
  }
  const { after } = await act(
    ctx,
    id,
    actor,
    "case.respond",
    async (tx, row, now) => {
      if (row.status === "cerrada") throw conflict("CASE_CLOSED", PQRS_MESSAGES.closed);
      if (row.status === "respondida") throw conflict("CASE_ANSWERED", PQRS_MESSAGES.alreadyAnswered);
      await repo.setResponse(tx, row.id, message, now, actor.id);
      const sent = row.email ? " y se envió al correo registrado" : row.notification_channel === "correspondencia" ? " y se envía por correspondencia" : "";
      await repo.addEvent(tx, row.id, "respondida", `La empresa respondió la solicitud${sent}.`, now);
    },
    (tx, answered) => mailApplicant(ctx, tx, answered, "case_response", (facts) => caseResponseEmail(brandOf(ctx.config), facts, message)),
  );
  return detailOf(ctx, after);
}

export async function extend(ctx: PqrsContext, id: string, newDueDate: string, reasonRaw: string, actor: Actor): Promise<AgentCaseDetail> {
  const reason = reasonRaw.trim();
  if (reason.length < CASE_LIMITS.reasonMin || reason.length > CASE_LIMITS.reasonMax) {
    throw invalid({ reason: `Explique el motivo en ${CASE_LIMITS.reasonMin} a ${CASE_LIMITS.reasonMax} caracteres: el solicitante lo recibe.` });
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(newDueDate) || Number.isNaN(Date.parse(`${newDueDate}T12:00:00Z`))) {
    throw invalid({ newDueDate: PQRS_MESSAGES.extensionDate });
  }
  let previousDue: string | null = null;
  const mail = (tx: Queryable, extended: repo.CaseRow) =>
    mailApplicant(ctx, tx, extended, "case_extension", (facts) =>
      caseExtensionEmail(brandOf(ctx.config), { ...facts, dueDate: previousDue }, newDueDate, reason),
    );
  const { after } = await act(
    ctx,
    id,
    actor,
    "case.extend",
    async (tx, row, now, today) => {
      if (row.status === "cerrada") throw conflict("CASE_CLOSED", PQRS_MESSAGES.closed);
      if (row.status === "respondida") throw conflict("CASE_ANSWERED", PQRS_MESSAGES.alreadyAnswered);
      if (!row.term_days || !row.due_date) throw conflict("NO_TERM", PQRS_MESSAGES.noTerm);
      if (row.extended_at) throw conflict("ALREADY_EXTENDED", PQRS_MESSAGES.alreadyExtended);
      if (today > row.due_date) throw conflict("EXTENSION_LATE", PQRS_MESSAGES.extensionLate);
      const max = extensionCeiling(row.filed_at, row.term_days);
      if (newDueDate <= row.due_date || newDueDate > max || !isBusinessDay(newDueDate)) throw invalid({ newDueDate: PQRS_MESSAGES.extensionDate });
      previousDue = row.due_date;
      await repo.setExtension(tx, row.id, newDueDate, reason, now);
      await repo.addEvent(tx, row.id, "prorroga", `Se amplió el plazo de respuesta hasta el ${newDueDate}. Motivo: ${reason}`, now);
    },
    mail,
  );
  return detailOf(ctx, after);
}

export async function close(ctx: PqrsContext, id: string, noteRaw: string, actor: Actor): Promise<AgentCaseDetail> {
  const note = noteRaw.trim();
  if (note.length > CASE_LIMITS.reasonMax) throw invalid({ note: `La nota debe tener como máximo ${CASE_LIMITS.reasonMax} caracteres.` });
  const { after } = await act(ctx, id, actor, "case.close", async (tx, row, now) => {
    if (row.status === "cerrada") throw conflict("CASE_CLOSED", PQRS_MESSAGES.closed);
    if (row.status !== "respondida") throw conflict("CASE_NOT_ANSWERED", PQRS_MESSAGES.notAnswered);
    await repo.setClosed(tx, row.id, now, note === "" ? null : note);
    await repo.addEvent(tx, row.id, "cerrada", "La solicitud quedó cerrada.", now);
  });
  return detailOf(ctx, after);
}

import { createHash } from "node:crypto";
import { DATA_POLICY_VERSION, type FiledCase } from "../../../src/shared/pqrs";
import { bogotaDay } from "../../../src/shared/time";
import type { SessionUser } from "../../../src/shared/types";
import { HttpError } from "../../http/errors";
import { caseAcknowledgmentEmail } from "../../mail/templates";
import type { PqrsContext } from "./context";
import { dueDateOf } from "./deadlines";
import type { Prepared } from "./intake";
import { conflict, PQRS_MESSAGES } from "./messages";
import { brandOf, mailApplicant, noticeToAgents } from "./notifications";
import { presentReceipt } from "./presenter";
import * as repo from "./repository";
import type { Upload } from "./submission";
import { trackingCode } from "./tracking";

/** Filing a request: its radicado (and CUN), due day, attachments and first event, once per Idempotency-Key. */

/** Code of the operator in the CUN of telecom PQR (CRC Res. 5050 de 2016): assigned by the CRC. */
export const CUN_OPERATOR_CODE = "4455";

/** `<prefix>-YYYY-NNNNNN`: the year's `n`th number of that prefix. */
function radicadoOf(prefix: string, year: number, n: number): string {
  return `${prefix}-${year}-${String(n).padStart(6, "0")}`;
}

/** The código único numérico of a telecom PQR (CRC Res. 5050 de 2016): operator, year and number. */
function cunOf(year: number, n: number): string {
  return `${CUN_OPERATOR_CODE}-${String(year).slice(2)}-${String(n).padStart(10, "0")}`;
}

async function receipt(ctx: PqrsContext, row: repo.CaseRow, replayed: boolean): Promise<FiledCase> {
  return presentReceipt(row, replayed, row.anonymous ? trackingCode(await ctx.secret(), row.radicado) : null);
}

/** The first receipt of a repeated Idempotency-Key; a conflict when what was sent differs. */
async function replayOf(ctx: PqrsContext, key: string, hash: string): Promise<FiledCase | null> {
  const row = await repo.caseBy(ctx.db, "idempotency_key", key);
  if (!row) return null;
  if (row.request_hash !== hash) throw conflict("IDEMPOTENCY_CONFLICT", PQRS_MESSAGES.idempotencyConflict);
  return receipt(ctx, row, true);
}

/**
 * Stores a request with its radicado, due date, attachments, first event, the applicant's
 * acknowledgment and the agents' notice in one transaction (issue 31 §3: a crash or a failed mail
 * insert never leaves a request without its mails, and a retry that finds it finds them). A repeated Idempotency-Key with the same content returns the
 * first receipt (`replayed`); with other content it is a conflict.
 */
export async function file(
  ctx: PqrsContext,
  prepare: () => Promise<Prepared>,
  files: Upload[],
  key: string | undefined,
  user: SessionUser | null,
): Promise<FiledCase> {
  if (key !== undefined && !/^[A-Za-z0-9_-]{8,100}$/.test(key)) {
    throw new HttpError(400, "VALIDATION_ERROR", PQRS_MESSAGES.idempotencyKey, { "Idempotency-Key": PQRS_MESSAGES.idempotencyKey });
  }
  const p = await prepare();
  const hash = createHash("sha256")
    .update(JSON.stringify({ kind: p.kind, input: p.fingerprint, files: files.map((f) => f.sha256), user: user?.id ?? null }))
    .digest("hex");
  if (key) {
    const replay = await replayOf(ctx, key, hash);
    if (replay) return replay;
  }
  // Read before the transaction: inside it, only the transaction may query (PGlite has one connection).
  const mailbox = await ctx.agentMailbox();
  const now = ctx.now();
  const filingDay = bogotaDay(now.getTime());
  const year = Number(filingDay.slice(0, 4));
  let row: repo.CaseRow;
  try {
    row = await ctx.mailer.transaction(async (tx) => {
      const n = await repo.nextNumber(tx, p.prefix, year);
      const radicado = radicadoOf(p.prefix, year, n);
      const cun = p.kind === "pqrs" && p.service === "telecomunicaciones" ? cunOf(year, n) : null;
      const dueDate = dueDateOf(filingDay, p.termDays);
      const a = p.applicant;
      const id = await repo.insertCase(tx, {
        radicado,
        kind: p.kind,
        pqrsType: p.pqrsType,
        service: p.service,
        subject: p.subject,
        description: p.description,
        details: p.details,
        anonymous: p.anonymous,
        docType: a && a.documentNumber !== "" ? a.documentType : null,
        docNumber: a && a.documentNumber !== "" ? a.documentNumber : null,
        name: a?.name || null,
        email: a?.email || null,
        phone: a?.phone || null,
        address: a?.address || null,
        contractNumber: p.contractNumber,
        invoiceNumber: p.invoiceNumber,
        concept: p.concept,
        channel: p.channel,
        consentAt: p.anonymous ? null : now,
        consentPolicyVersion: p.anonymous ? null : DATA_POLICY_VERSION,
        // Nothing that identifies the sender of an anonymous request is kept, not even the account.
        userId: p.anonymous ? null : (user?.id ?? null),
        cun,
        filedAt: now,
        termDays: p.termDays,
        dueDate,
        idempotencyKey: key ?? null,
        requestHash: key ? hash : null,
      });
      await repo.insertAttachments(tx, id, files);
      await repo.addEvent(
        tx,
        id,
        "radicada",
        `Solicitud radicada${files.length > 0 ? ` con ${files.length} ${files.length === 1 ? "anexo" : "anexos"}` : ""}.`,
        now,
      );
      const filed = await repo.caseBy(tx, "id", id);
      if (!filed) throw new Error("The case just stored is gone");
      await mailApplicant(ctx, tx, filed, "case_acknowledgment", (facts) => caseAcknowledgmentEmail(brandOf(ctx.config), facts));
      await noticeToAgents(ctx, tx, filed, mailbox);
      return filed;
    });
  } catch (error) {
    if (key && (error as { code?: string }).code === "23505") {
      const replay = await replayOf(ctx, key, hash);
      if (replay) return replay;
    }
    throw error;
  }
  return receipt(ctx, row, false);
}

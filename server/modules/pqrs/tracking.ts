import { createHmac, timingSafeEqual } from "node:crypto";
import { CASE_FORMS, normalizeRadicado, validateRadicado, type CaseKind, type TrackedCase } from "../../../src/shared/pqrs";
import { canonicalDocumentNumber, isDocumentType } from "../../../src/shared/validation";
import { HttpError } from "../../http/errors";
import type { PqrsContext } from "./context";
import { invalid, PQRS_MESSAGES } from "./messages";
import { presentTracked } from "./presenter";
import * as repo from "./repository";

/** Tracking a request: by radicado and document, by the code given to an anonymous applicant, or the account's own. */

const TRACKING_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** The code an anonymous applicant tracks with: derived from the radicado and the install's secret, never stored. */
export function trackingCode(secret: string, radicado: string): string {
  const mac = createHmac("sha256", secret).update(radicado).digest();
  let code = "";
  for (let i = 0; i < 8; i++) code += TRACKING_ALPHABET[mac[i] % TRACKING_ALPHABET.length];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

async function holds(ctx: PqrsContext, row: repo.CaseRow, documentRaw: string): Promise<boolean> {
  const given = documentRaw.trim();
  // README: a failure report's status is public by its number alone; a document typed along
  // with it (right or wrong) protects nothing, so it must not turn the answer into "not found".
  if (row.kind !== "pqrs" && CASE_FORMS[row.kind as CaseKind].publicStatus) return true;
  if (given === "") return false;
  if (row.anonymous) {
    const expected = Buffer.from(trackingCode(await ctx.secret(), row.radicado).replace(/-/g, ""));
    const offered = Buffer.from(given.toUpperCase().replace(/[\s-]/g, ""));
    return expected.length === offered.length && timingSafeEqual(expected, offered);
  }
  if (!row.doc_number || !row.doc_type || !isDocumentType(row.doc_type)) return false;
  return canonicalDocumentNumber(row.doc_type, given) === row.doc_number;
}

/**
 * Public tracking: the radicado and the applicant's document number, or the code given to an
 * anonymous applicant. Failure reports have a public status and need only their number. A wrong
 * pair answers exactly like a radicado that does not exist.
 */
export async function track(ctx: PqrsContext, radicadoRaw: string, documentRaw: string, ip: string): Promise<TrackedCase> {
  const problem = validateRadicado(radicadoRaw);
  if (problem) throw invalid({ radicado: problem });
  await ctx.limit("tracking", ip);
  const row = await repo.caseBy(ctx.db, "radicado", normalizeRadicado(radicadoRaw));
  if (!row || !(await holds(ctx, row, documentRaw))) throw new HttpError(404, "NOT_FOUND", PQRS_MESSAGES.notFound);
  return presentTracked(row, (await repo.eventsOf(ctx.db, [row.id])).get(row.id) ?? []);
}

/** The signed-in person's own requests, newest first. */
export async function mine(ctx: PqrsContext, userId: string): Promise<TrackedCase[]> {
  const rows = await repo.casesOfUser(ctx.db, userId);
  const events = await repo.eventsOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => presentTracked(r, events.get(r.id) ?? []));
}

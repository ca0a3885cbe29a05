import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import {
  COLLECTION_LIMITS,
  COLLECTION_OUTCOMES,
  REVIEW_OUTCOMES,
  collectionBankName,
  unpaddedReference,
  type CollectionFileDetail,
  type CollectionFilePage,
  type CollectionItem,
  type CollectionOutcome,
  type CollectionProblem,
  type CollectionSummary,
} from "../../../src/shared/collections";
import { bogotaDayStart } from "../../../src/shared/time";
import type { Db, Queryable } from "../../db/db";
import { HttpError } from "../../http/errors";
import { recordAudit, type Actor } from "../admin/repository";
import { parseCollectionFile, type CollectionDetail, type ParsedCollectionFile } from "./parser";
import { presentDetail, presentFileEntry, presentItem, presentSummary } from "./presenter";
import * as repo from "./repository";

export const COLLECTION_MESSAGES = {
  notFound: "No encontramos ese archivo de recaudo.",
  itemNotFound: "No encontramos ese registro del archivo de recaudo.",
  fileMissing: "Elija el archivo de recaudo del banco (campo «file»).",
  empty: "El archivo está vacío.",
  tooLarge: `El archivo pesa más de ${COLLECTION_LIMITS.maxBytes / (1024 * 1024)} MB. Divídalo en varios archivos del banco o consulte con el equipo técnico.`,
  unknownPart: "El formulario trae una parte que no esperábamos: envíe solo el archivo en el campo «file».",
  conflict: "Otro pago de una de las facturas del archivo se registró en este mismo momento. No se aplicó nada del archivo: impórtelo de nuevo.",
} as const;

/** 400 for a file that does not add up: each bad line named, nothing applied. */
export class CollectionRefusedError extends HttpError {
  constructor(
    readonly problems: CollectionProblem[],
    readonly problemCount: number,
  ) {
    const fields: Record<string, string> = {};
    for (const p of problems) {
      const key = `línea ${p.line}`;
      const text = p.message.replace(/^Línea \d+: /, "");
      const sentence = text.charAt(0).toUpperCase() + text.slice(1);
      fields[key] = fields[key] ? `${fields[key]} ${sentence}` : sentence;
    }
    const lines = new Set(problems.map((p) => p.line)).size;
    const listed = problemCount > problems.length ? ` Se muestran los primeros ${problems.length} de ${problemCount} problemas.` : "";
    const message =
      problemCount === 1
        ? `El archivo no se importó. ${problems[0].message} No se aplicó ningún pago.`
        : `El archivo no se importó: tiene ${problemCount} problemas en ${lines === 1 ? "1 línea" : `${lines} líneas`}. No se aplicó ningún pago; corrija el archivo o pida al banco uno nuevo.${listed}`;
    super(400, "INVALID_COLLECTION_FILE", message, fields);
  }

  body(): { message: string; code: string; fields: Record<string, string>; problems: CollectionProblem[]; problemCount: number } {
    return { message: this.message, code: this.code, fields: this.fields ?? {}, problems: this.problems, problemCount: this.problemCount };
  }
}

/** A file name safe to store and to send back in Content-Disposition. */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? "";
  const clean = base
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}"<>|:*?]/gu, "")
    .trim()
    .slice(-120);
  return clean === "" || clean.startsWith(".") ? "recaudo.txt" : clean;
}

/** BAN-20261130-7K3M9Q2XWD: the collection day, then 50 random bits in Crockford's base 32 (as PSE references). */
function bankReference(collectionDate: string): string {
  const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  return `BAN-${collectionDate.replace(/-/g, "")}-${Array.from(randomBytes(10), (b) => alphabet[b % 32]).join("")}`;
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

export interface ImportAnswer {
  /** 201: applied now; 200: the same file again (nothing applied). */
  status: 200 | 201;
  summary: CollectionSummary;
}

/** What each record of a valid file becomes, decided against the invoices before anything is written. */
interface Plan {
  items: repo.NewItem[];
  payments: repo.BankPayment[];
  counts: Record<CollectionOutcome, number>;
  appliedCents: bigint;
}

function plan(file: ParsedCollectionFile, invoices: Map<string, repo.InvoiceMatch>, state: Map<string, { paid: boolean; total: string | number }>): Plan {
  const counts = Object.fromEntries(COLLECTION_OUTCOMES.map((o) => [o, 0])) as Record<CollectionOutcome, number>;
  const items: repo.NewItem[] = [];
  const payments: repo.BankPayment[] = [];
  const paidNow = new Set<string>();
  let appliedCents = 0n;
  for (const d of file.details) {
    const invoice = invoices.get(unpaddedReference(d.reference)) ?? null;
    const now = invoice ? state.get(invoice.id) : undefined;
    let outcome: CollectionOutcome;
    let paymentId: string | null = null;
    if (d.returnCause !== null) outcome = "devuelta";
    else if (!invoice || !now) outcome = "desconocida";
    else if (d.amountCents === 0n || d.amountCents % 100n !== 0n || d.amountCents / 100n !== BigInt(now.total)) outcome = "valor_distinto";
    else {
      const double = now.paid || paidNow.has(invoice.id);
      outcome = double ? "doble" : "aplicada";
      paymentId = randomUUID();
      payments.push({
        id: paymentId,
        reference: bankReference(file.header.collectionDate),
        contractId: invoice.contract_id,
        invoiceId: invoice.id,
        amount: Number(d.amountCents / 100n),
        refundDue: double,
      });
      if (!double) {
        paidNow.add(invoice.id);
        appliedCents += d.amountCents;
      }
    }
    counts[outcome]++;
    items.push({ ...itemOf(d), outcome, invoiceId: invoice?.id ?? null, paymentId });
  }
  return { items, payments, counts, appliedCents };
}

function itemOf(d: CollectionDetail): Omit<repo.NewItem, "outcome" | "invoiceId" | "paymentId"> {
  return {
    line: d.line,
    lot: d.lot,
    serviceCode: d.serviceCode,
    reference: d.reference,
    amountCents: d.amountCents,
    procedencia: d.procedencia,
    medioPago: d.medioPago,
    operationNumber: d.operationNumber,
    authorizationNumber: d.authorizationNumber,
    debitedBank: d.debitedBank,
    branch: d.branch,
    sequence: d.sequence,
    returnCause: d.returnCause,
  };
}

const isUuid = (s: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);
const pageOf = (page: number | undefined, size: number | undefined, def: number, max: number) => ({
  page: Math.max(1, page ?? 1),
  pageSize: Math.min(max, Math.max(1, size ?? def)),
});

/**
 * Bank collection files (issue 32 §3): an administrator imports a bank's Asobancaria file; a file
 * that does not add up is refused whole (400, each bad line named); a valid one is applied in one
 * transaction: every record paid its invoice, double-paid it, or is kept for review. The same
 * file again (the same bytes, or the same delivery with other line endings) applies nothing and
 * answers the first result; another file claiming the same delivery is refused (409).
 */
export class CollectionsService {
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  async importFile(bytes: Uint8Array, rawName: string, actor: Actor): Promise<ImportAnswer> {
    const fileName = cleanFileName(rawName);
    const hash = sha256(bytes);
    const same = await repo.fileBySha(this.db, hash);
    if (same) return this.duplicate(same, fileName, actor);

    const parsed = parseCollectionFile(bytes);
    if (!parsed.ok) {
      await recordAudit(this.db, actor, {
        action: "collections.refused",
        entityType: "collection_file",
        entityId: hash,
        after: { fileName, problemCount: parsed.problemCount, problems: parsed.problems.slice(0, 10).map((p) => p.message) },
      });
      this.log.info({ fileName, sha256: hash, problems: parsed.problemCount }, "collection file refused");
      throw new CollectionRefusedError(parsed.problems, parsed.problemCount);
    }
    const file = parsed.file;
    const h = file.header;
    const delivery = { nit: h.nit, bankCode: h.bankCode, fileDate: h.fileDate, modifier: h.modifier };
    const earlier = await repo.fileByDelivery(this.db, delivery);
    if (earlier) return this.sameDelivery(earlier, file, fileName, actor);

    const fileId = randomUUID();
    const bankName = collectionBankName(h.bankCode);
    let applied: { counts: Record<CollectionOutcome, number>; superseded: number };
    try {
      applied = await this.db.transaction(async (tx) => {
        const keys = [...new Set(file.details.map((d) => unpaddedReference(d.reference)))];
        // Two numbers equal without their zeros ("0123" and "123"): the one printed without zeros, else neither.
        const byKey = new Map<string, repo.InvoiceMatch[]>();
        for (const i of await repo.invoicesByKeys(tx, keys)) byKey.set(i.key, [...(byKey.get(i.key) ?? []), i]);
        const invoices = new Map<string, repo.InvoiceMatch>();
        for (const [key, list] of byKey) {
          const pick = list.length === 1 ? list[0] : list.find((i) => i.number === key);
          if (pick) invoices.set(key, pick);
        }
        const state = await repo.lockInvoices(
          tx,
          [...invoices.values()].map((i) => i.id),
        );
        const p = plan(file, invoices, state);
        const result = {
          fileName,
          bankCode: h.bankCode,
          records: file.details.length,
          totalCents: file.totalCents.toString(),
          ...p.counts,
        };
        await repo.insertFile(tx, {
          id: fileId,
          fileName,
          sha256: hash,
          recordsSha256: file.recordsSha256,
          format: file.format.id,
          nit: h.nit,
          bankCode: h.bankCode,
          bankName,
          collectionDate: h.collectionDate,
          fileDate: h.fileDate,
          fileTime: h.fileTime,
          modifier: h.modifier,
          accountNumber: h.accountNumber,
          accountType: h.accountType,
          sizeBytes: bytes.byteLength,
          lots: file.lots,
          records: file.details.length,
          totalCents: file.totalCents,
          applied: p.counts.aplicada,
          appliedCents: p.appliedCents,
          doubles: p.counts.doble,
          unknown: p.counts.desconocida,
          mismatched: p.counts.valor_distinto,
          returned: p.counts.devuelta,
          importedBy: actor,
          content: bytes,
          result,
        });
        const superseded = await repo.applyPayments(tx, p.payments, {
          gateway: file.format.id,
          code: h.bankCode,
          name: bankName,
          decidedAt: bogotaDayStart(h.collectionDate),
        });
        await repo.insertItems(tx, fileId, p.items);
        await repo.setResult(tx, fileId, await this.summaryOf(tx, fileId, false));
        await recordAudit(tx, actor, {
          action: "collections.import",
          entityType: "collection_file",
          entityId: fileId,
          after: { ...result, sha256: hash, collectionDate: h.collectionDate, fileDate: h.fileDate, modifier: h.modifier, superseded },
        });
        return { counts: p.counts, superseded: superseded.length };
      });
    } catch (error) {
      if ((error as { code?: string }).code !== "23505") throw error;
      // Another import of the same file (or delivery) committed first, or a payment took an invoice meanwhile.
      const first = (await repo.fileBySha(this.db, hash)) ?? (await repo.fileByDelivery(this.db, delivery));
      if (first) return first.sha256 === hash ? this.duplicate(first, fileName, actor) : this.sameDelivery(first, file, fileName, actor);
      throw new HttpError(409, "COLLECTION_CONFLICT", COLLECTION_MESSAGES.conflict);
    }
    this.log.info({ fileId, fileName, bank: h.bankCode, ...applied.counts, superseded: applied.superseded }, "collection file imported");
    return { status: 201, summary: await this.summaryOf(this.db, fileId, false) };
  }

  /** The same bytes again: nothing applied; the first import's result, with duplicate: true. */
  private async duplicate(first: repo.FileRow, fileName: string, actor: Actor): Promise<ImportAnswer> {
    await recordAudit(this.db, actor, {
      action: "collections.duplicate",
      entityType: "collection_file",
      entityId: first.id,
      after: { fileName, firstFileName: first.file_name, importedAt: new Date(first.imported_at).toISOString() },
    });
    return { status: 200, summary: await this.summaryOf(this.db, first.id, true) };
  }

  /**
   * A file naming a delivery already imported (NIT, bank, file date, modifier): the same records
   * with other bytes (CRLF for LF, blank lines at the end) is the same file; other records are a
   * different file claiming the same delivery, refused: the bank numbers a new delivery of the day
   * with the next modifier, and applying both could pay twice.
   */
  private async sameDelivery(earlier: repo.FileRow, file: ParsedCollectionFile, fileName: string, actor: Actor): Promise<ImportAnswer> {
    if (earlier.records_sha256 === file.recordsSha256) return this.duplicate(earlier, fileName, actor);
    const h = file.header;
    const when = new Date(earlier.imported_at).toLocaleString("es-CO", { timeZone: "America/Bogota", dateStyle: "long", timeStyle: "short" });
    const message =
      `Ya se importó un archivo del banco ${h.bankCode} con fecha ${h.fileDate} y modificador ${h.modifier} («${earlier.file_name}», el ${when}), ` +
      "pero este trae otros registros. No se aplicó nada: un archivo nuevo del mismo día lleva otro modificador; confirme con el banco cuál es el correcto.";
    throw new HttpError(409, "COLLECTION_DELIVERY_IMPORTED", message, { file: message });
  }

  /** The summary of an imported file: its figures and the first records needing review. */
  private async summaryOf(q: Queryable, fileId: string, duplicate: boolean): Promise<CollectionSummary> {
    const row = await repo.fileById(q, fileId);
    if (!row) throw new HttpError(404, "NOT_FOUND", COLLECTION_MESSAGES.notFound);
    const { rows } = await repo.itemsOf(q, fileId, REVIEW_OUTCOMES, 1, COLLECTION_LIMITS.summaryReviewItems);
    return presentSummary(row, rows, duplicate);
  }

  async list(page?: number, pageSize?: number): Promise<CollectionFilePage> {
    const p = pageOf(page, pageSize, COLLECTION_LIMITS.pageSizeDefault, COLLECTION_LIMITS.pageSizeMax);
    const { rows, total } = await repo.listFiles(this.db, p.page, p.pageSize);
    return { items: rows.map(presentFileEntry), total, ...p };
  }

  async detail(id: string, outcome: CollectionOutcome | "revisar" | "todas" = "revisar", page?: number, pageSize?: number): Promise<CollectionFileDetail> {
    const row = isUuid(id) ? await repo.fileById(this.db, id) : null;
    if (!row) throw new HttpError(404, "NOT_FOUND", COLLECTION_MESSAGES.notFound);
    const outcomes = outcome === "revisar" ? REVIEW_OUTCOMES : outcome === "todas" ? COLLECTION_OUTCOMES : [outcome];
    const p = pageOf(page, pageSize, COLLECTION_LIMITS.itemsPageSizeDefault, COLLECTION_LIMITS.itemsPageSizeMax);
    const { rows, total } = await repo.itemsOf(this.db, id, outcomes, p.page, p.pageSize);
    return presentDetail(row, rows, total, p.page, p.pageSize);
  }

  /** The file as the bank sent it. */
  async content(id: string): Promise<{ fileName: string; bytes: Buffer }> {
    const row = isUuid(id) ? await repo.fileContent(this.db, id) : null;
    if (!row) throw new HttpError(404, "NOT_FOUND", COLLECTION_MESSAGES.notFound);
    return { fileName: row.file_name, bytes: row.content };
  }

  /** An operator notes what was done about a record (a refund made, the customer called…); audited. */
  async review(itemId: string, rawNote: string, actor: Actor): Promise<CollectionItem> {
    const note = rawNote.trim();
    if (note === "") {
      const message = "Escriba qué se hizo con este registro.";
      throw new HttpError(400, "VALIDATION_ERROR", `Revise el campo «nota»: ${message.charAt(0).toLowerCase()}${message.slice(1)}`, { note: message });
    }
    if (!isUuid(itemId)) throw new HttpError(404, "NOT_FOUND", COLLECTION_MESSAGES.itemNotFound);
    return this.db.transaction(async (tx) => {
      const before = await repo.itemById(tx, itemId);
      if (!before) throw new HttpError(404, "NOT_FOUND", COLLECTION_MESSAGES.itemNotFound);
      await repo.reviewItem(tx, itemId, actor, note);
      await recordAudit(tx, actor, {
        action: "collections.review",
        entityType: "collection_item",
        entityId: itemId,
        before: { outcome: before.outcome, reviewNote: before.review_note },
        after: { fileId: before.file_id, line: before.line, outcome: before.outcome, reviewNote: note },
      });
      const after = await repo.itemById(tx, itemId);
      return presentItem(after ?? before);
    });
  }
}

import type { FastifyBaseLogger } from "fastify";
import { IMPORT_LIMITS, type ImportSource } from "../../../src/shared/integration";
import type { ImportRejection, ImportResult, ImportRunList } from "../../../src/shared/schemas/integration";
import type { Db, Queryable } from "../../db/db";
import { HttpError } from "../../http/errors";
import { InvoiceCodes } from "../billing/verificationCodes";
import { applyRecord, type ApplyContext, type LineContext, type LineOutcome } from "./apply";
import { BatchLookup, DirectLookup, type Lookup } from "./lookup";
import { presentRun } from "./presenter";
import { readLines, type FileLine } from "./reader";
import * as repo from "./repository";
import { isJsonObjectLine, validateLine, type LineProblem, type ValidRecord } from "./validate";

export const IMPORT_MESSAGES = {
  empty: "El archivo está vacío: no tiene ninguna línea con un registro.",
  notJsonLines: (line: number) =>
    `El archivo no es JSON Lines: su primera línea con contenido (línea ${line}) no es un objeto JSON. ` +
    'Cada línea debe ser un registro completo como {"kind": "invoice", …}; un arreglo JSON, un CSV o un archivo binario no se importan.',
  failed:
    "La importación se interrumpió: los lotes anteriores quedaron aplicados y el resto no. Vuelva a enviar el archivo: lo ya importado quedará sin cambios.",
  lineFailed: "No fue posible aplicar esta línea; las demás siguieron.",
} as const;

/** A file refused whole (nothing applied); the run is stored as `refused`. */
export class ImportRefusedError extends HttpError {
  constructor(
    message: string,
    readonly run: ImportResult,
  ) {
    super(400, "NOT_JSON_LINES", message, { file: message });
  }
}

/** Who started an import and how. */
export interface ImportOptions {
  source: ImportSource;
  fileName: string | null;
  actor: { id: string; email: string } | null;
  dryRun: boolean;
  now?: Date;
}

type Kind = string;
type Counts = { created: number; updated: number; unchanged: number; rejected: number };

class Tally {
  lines = 0;
  created = 0;
  updated = 0;
  unchanged = 0;
  rejected = 0;
  byKind: Record<Kind, Counts> = {};
  rejections: ImportRejection[] = [];
  omitted = 0;
  codes: { line: number; number: string; verificationCode: string }[] = [];

  add(kind: Kind, line: number, o: LineOutcome): void {
    const k = (this.byKind[kind] ??= { created: 0, updated: 0, unchanged: 0, rejected: 0 });
    k[o.outcome]++;
    this[o.outcome]++;
    if (o.outcome === "rejected") {
      if (this.rejections.length < IMPORT_LIMITS.storedRejections) this.rejections.push({ line, field: o.field, message: o.message });
      else this.omitted++;
    } else if (o.verificationCode) this.codes.push({ line, number: o.verificationCode.number, verificationCode: o.verificationCode.code });
  }

  /** Adds a committed batch's counts. */
  merge(b: Tally): void {
    this.created += b.created;
    this.updated += b.updated;
    this.unchanged += b.unchanged;
    this.rejected += b.rejected;
    for (const [kind, c] of Object.entries(b.byKind)) {
      const k = (this.byKind[kind] ??= { created: 0, updated: 0, unchanged: 0, rejected: 0 });
      k.created += c.created;
      k.updated += c.updated;
      k.unchanged += c.unchanged;
      k.rejected += c.rejected;
    }
    for (const r of b.rejections) {
      if (this.rejections.length < IMPORT_LIMITS.storedRejections) this.rejections.push(r);
      else this.omitted++;
    }
    this.omitted += b.omitted;
    this.codes.push(...b.codes);
  }

  snapshot(status: string, message: string | null) {
    return {
      status,
      message,
      lines: this.lines,
      created: this.created,
      updated: this.updated,
      unchanged: this.unchanged,
      rejected: this.rejected,
      by_kind: this.byKind,
      rejections: this.rejections,
      rejections_omitted: this.omitted,
    };
  }
}

/**
 * The billing system's feed (issue 34 §1): one code path for the API, the command line, the
 * administrators' screen and the demo seed. The file is read as a stream, line by line; lines are
 * applied in batches of IMPORT_LIMITS.batchLines, one transaction each: first as a whole (a few
 * set-based reads, one INSERT of its new invoices), and when the database refuses that, again with
 * every line under its own savepoint, so a line the database refuses never takes the others with it. A dry run runs the same
 * code in one transaction that is rolled back at the end (so a line may refer to a contract created
 * earlier in the same file), and changes nothing but the history, where it is marked as such.
 */
export class IntegrationService {
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger | null = null,
  ) {}

  async import(source: AsyncIterable<Uint8Array | string>, options: ImportOptions): Promise<ImportResult> {
    return runImport(this.db, null, source, options, this.log);
  }

  async list(page: number): Promise<ImportRunList> {
    const size = IMPORT_LIMITS.historyPageSize;
    const { rows, total } = await repo.listRuns(this.db, size, (Math.max(1, page) - 1) * size);
    return { runs: rows.map(presentRun), total };
  }

  async get(id: string): Promise<ImportResult | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const row = await repo.findRun(this.db, id);
    return row ? presentRun(row) : null;
  }
}

/**
 * The same import inside a transaction the caller holds (the demo seed, issue 34 §1: it commits or
 * rolls back with the seed's own marker). Never a dry run.
 */
export async function importWithin(tx: Queryable, lines: Iterable<string> | AsyncIterable<string>, options: ImportOptions): Promise<ImportResult> {
  async function* source(): AsyncGenerator<string> {
    for await (const line of lines) yield `${line}\n`;
  }
  return runImport(tx, tx, source(), { ...options, dryRun: false }, null);
}

/** A line of an unguarded batch met a database error: the batch is undone and run again, guarded. */
class LineFailed extends Error {
  constructor(cause: unknown) {
    super("import line failed", { cause });
  }
}

/** Thrown inside a dry run's transaction to undo it. */
class DryRunRollback extends Error {}

/**
 * One import, whatever the way in. `meta` writes the history; `within`, when given, is the caller's
 * transaction and every batch is applied in it; otherwise each batch has a transaction of its own
 * from `meta` (a Db), and a dry run one for the whole file, rolled back.
 */
async function runImport(
  meta: Queryable,
  within: Queryable | null,
  source: AsyncIterable<Uint8Array | string>,
  options: ImportOptions,
  log: FastifyBaseLogger | null,
): Promise<ImportResult> {
  {
    const db = meta as Db;
    const now = options.now ?? new Date();
    const codes = new InvoiceCodes(meta);
    // Reads (or creates) the install's key once, outside the import's transactions.
    await codes.hash("0000000000");
    const run = await repo.insertRun(meta, {
      source: options.source,
      fileName: options.fileName,
      userId: options.actor?.id ?? null,
      userEmail: options.actor?.email ?? null,
      dryRun: options.dryRun,
    });
    const ctx: ApplyContext = { runId: run.id, dryRun: options.dryRun, now, codes };
    const total = new Tally();
    const lines = readLines(source)[Symbol.asyncIterator]();

    // The first line with content decides whether this is JSON Lines at all.
    let first: IteratorResult<FileLine>;
    try {
      first = await lines.next();
    } catch (error) {
      return finish(meta, log, run.id, total, "failed", IMPORT_MESSAGES.failed, error);
    }
    if (first.done || !("text" in first.value) || !isJsonObjectLine(first.value.text)) {
      const message = first.done ? IMPORT_MESSAGES.empty : IMPORT_MESSAGES.notJsonLines(first.value.line);
      if (!first.done) total.lines = 1;
      const stored = await repo.saveRun(db, run.id, total.snapshot("refused", message), true);
      throw new ImportRefusedError(message, presentRun(stored));
    }

    async function* batches(): AsyncGenerator<FileLine[]> {
      let batch: FileLine[] = [first.value as FileLine];
      for (let next = await lines.next(); !next.done; next = await lines.next()) {
        batch.push(next.value);
        if (batch.length >= IMPORT_LIMITS.batchLines) {
          yield batch;
          batch = [];
        }
      }
      if (batch.length > 0) yield batch;
    }

    /**
     * Applies a batch. `guarded`: every line under its own savepoint, reading and writing line by
     * line, so a line the database refuses is rejected alone. Unguarded (the first try of a batch
     * that has its own transaction), what the lines need is read first with a few set-based queries
     * and the new invoices are inserted together (./lookup.ts); a database error aborts the batch
     * with LineFailed and the batch is run again guarded. A line the checks reject has written
     * nothing; a tariff line always has its savepoint (its module may write before it refuses).
     */
    const applyBatch = async (tx: Queryable, batch: FileLine[], guarded: boolean): Promise<Tally> => {
      const part = new Tally();
      const lines: { line: number; valid: ValidRecord | LineProblem | { unreadable: string } }[] = batch.map((item) =>
        "unreadable" in item ? { line: item.line, valid: { unreadable: item.unreadable } } : { line: item.line, valid: validateLine(item.text) },
      );
      const records = lines.flatMap((l) => ("kind" in l.valid ? [l.valid] : []));
      let lookup: Lookup;
      try {
        lookup = guarded ? new DirectLookup(tx) : await BatchLookup.prefetch(tx, records);
      } catch (error) {
        if (guarded) throw error;
        throw new LineFailed(error);
      }
      const lineCtx: LineContext = { ...ctx, lookup, energyTariffs: new Map() };
      for (const { line, valid } of lines) {
        if ("unreadable" in valid) {
          part.add("línea", line, { outcome: "rejected", field: "línea", message: valid.unreadable });
          continue;
        }
        if (!("kind" in valid)) {
          part.add("línea", line, { outcome: "rejected", ...valid });
          continue;
        }
        let outcome: LineOutcome;
        if (!guarded && valid.kind !== "tariff") {
          try {
            outcome = await applyRecord(tx, valid, lineCtx);
          } catch (error) {
            throw new LineFailed(error);
          }
        } else {
          // The batch's pending new invoices are written before the savepoint, never undone with a tariff line.
          if (!guarded) await lookup.flush().catch((error: unknown) => Promise.reject(new LineFailed(error)));
          await tx.query("SAVEPOINT import_line");
          try {
            outcome = await applyRecord(tx, valid, lineCtx);
            await tx.query(outcome.outcome === "rejected" ? "ROLLBACK TO SAVEPOINT import_line" : "RELEASE SAVEPOINT import_line");
          } catch (error) {
            await tx.query("ROLLBACK TO SAVEPOINT import_line");
            log?.warn({ err: error, line, run: run.id }, "import line failed");
            outcome = { outcome: "rejected", field: "línea", message: IMPORT_MESSAGES.lineFailed };
          }
        }
        part.add(valid.kind, line, outcome);
      }
      try {
        await lookup.flush();
      } catch (error) {
        if (guarded) throw error;
        throw new LineFailed(error);
      }
      return part;
    };
    const applyOwnTransaction = async (batch: FileLine[]): Promise<Tally> => {
      try {
        return await db.transaction((tx) => applyBatch(tx, batch, false));
      } catch (error) {
        if (!(error instanceof LineFailed)) throw error;
        return db.transaction((tx) => applyBatch(tx, batch, true));
      }
    };

    try {
      if (within) {
        for await (const batch of batches()) {
          total.lines += batch.length;
          total.merge(await applyBatch(within, batch, true));
        }
      } else if (options.dryRun) {
        await db
          .transaction(async (tx) => {
            for await (const batch of batches()) {
              total.lines += batch.length;
              total.merge(await applyBatch(tx, batch, true));
            }
            throw new DryRunRollback();
          })
          .catch((error: unknown) => {
            if (!(error instanceof DryRunRollback)) throw error;
          });
        total.codes = [];
      } else {
        for await (const batch of batches()) {
          const part = await applyOwnTransaction(batch);
          total.lines += batch.length;
          total.merge(part);
          // Progress for the screen and the history: what is committed so far.
          await repo.saveRun(db, run.id, total.snapshot("running", null), false);
        }
      }
    } catch (error) {
      return finish(meta, log, run.id, total, "failed", IMPORT_MESSAGES.failed, error);
    }
    return finish(meta, log, run.id, total, "done", null);
  }
}

async function finish(
  meta: Queryable,
  log: FastifyBaseLogger | null,
  runId: string,
  total: Tally,
  status: string,
  message: string | null,
  error?: unknown,
): Promise<ImportResult> {
  if (error) log?.error({ err: error, run: runId }, "import failed");
  const stored = await repo.saveRun(meta, runId, total.snapshot(status, message), true);
  const result = presentRun(stored);
  // The codes the portal generated are told once, in the answer; the history never keeps them.
  return total.codes.length > 0 ? { ...result, verificationCodes: total.codes } : result;
}

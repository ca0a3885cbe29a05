import type { Queryable } from "../../db/db";
import { invoiceArrived, invoicesArrived } from "../billing/invoiceEvents";
import * as repo from "./repository";
import type { ValidRecord } from "./validate";

/**
 * What the lines of an import read and the new invoices they write, by natural key. Two ways:
 * `DirectLookup` asks the database at each line and inserts each new invoice at once (the guarded
 * path: every line under its own savepoint); `BatchLookup` reads what a whole batch needs with a
 * few set-based queries first, answers from memory, and inserts the batch's new invoices in one
 * multi-row INSERT (the batch's first try, in its own transaction; a database error there runs the
 * batch again guarded). Profiled on the bench (issue 34 §1): per line, the lookups of the contract,
 * the invoice, the period's invoice, the INSERT and the notice's read were five round trips, and
 * they were the import's cost.
 */
export interface Lookup {
  contract(number: string): Promise<repo.StoredContract | null>;
  /** The id of a contract (what an invoice or payment line needs of it). */
  contractId(number: string): Promise<string | null>;
  /** A contract line wrote the contract (`createdId`: it is new). */
  contractWritten(number: string, createdId?: string): void;
  invoice(number: string): Promise<repo.StoredInvoice | null>;
  /** The number of another invoice of the contract for the period (one invoice per contract and period), or null. */
  invoiceOfPeriod(contractId: string, period: string, exceptId: string | null): Promise<string | null>;
  /** A new invoice: inserted (now or with the batch), and what it causes (invoiceArrived) unless `dryRun`. */
  createInvoice(number: string, fields: repo.InvoiceFields, dryRun: boolean): Promise<void>;
  /** An existing invoice was changed (its earlier period given). */
  invoiceWritten(number: string, id: string, contractId: string, beforePeriod: string, afterPeriod: string): void;
  payment(reference: string): Promise<repo.StoredPayment | null>;
  /** A payment line recorded the payment. */
  paymentWritten(reference: string): void;
  /** A statement of its own changed these invoices (a payment paid them). */
  forgetInvoices(numbers: readonly string[]): void;
  /** Before a statement that reads invoices by itself (a payment line, a tariff line): the pending ones are written. */
  flush(): Promise<void>;
}

export class DirectLookup implements Lookup {
  constructor(private readonly tx: Queryable) {}
  contract(number: string) {
    return repo.findContract(this.tx, number);
  }
  async contractId(number: string): Promise<string | null> {
    return (await repo.findContract(this.tx, number))?.id ?? null;
  }
  contractWritten(): void {}
  invoice(number: string) {
    return repo.findInvoice(this.tx, number);
  }
  invoiceOfPeriod(contractId: string, period: string, exceptId: string | null) {
    return repo.invoiceOfPeriod(this.tx, contractId, period, exceptId);
  }
  async createInvoice(number: string, fields: repo.InvoiceFields, dryRun: boolean): Promise<void> {
    const id = await repo.insertInvoice(this.tx, number, fields);
    if (!dryRun) await invoiceArrived(this.tx, { id, contractId: fields.contract_id });
  }
  invoiceWritten(): void {}
  payment(reference: string) {
    return repo.findPayment(this.tx, reference);
  }
  paymentWritten(): void {}
  forgetInvoices(): void {}
  async flush(): Promise<void> {}
}

const periodKey = (contractId: string, period: string) => `${contractId}|${period}`;

/** The invoice of a (contract, period): its id is null while it waits for the batch's INSERT. */
interface PeriodInvoice {
  id: string | null;
  number: string;
}

export class BatchLookup implements Lookup {
  private readonly contracts = new Map<string, repo.StoredContract | null>();
  /** The ids of the contracts invoice and payment lines refer to (not those of contract lines). */
  private readonly contractIds = new Map<string, string | null>();
  private readonly invoices = new Map<string, repo.StoredInvoice | null>();
  private readonly payments = new Map<string, repo.StoredPayment | null>();
  /** Every (contract, period) key read or written in this batch, with its invoice if it has one. */
  private readonly periods = new Map<string, PeriodInvoice | null>();
  /** Contracts created in this batch: every invoice they have is one of the batch's, known to `periods`. */
  private readonly newContracts = new Set<string>();
  private pending: { number: string; fields: repo.InvoiceFields; dryRun: boolean }[] = [];
  private readonly pendingNumbers = new Set<string>();

  private constructor(private readonly tx: Queryable) {}

  /**
   * Reads what the batch's lines need in three queries (four with payments): the contracts of its contract lines (whole,
   * to compare), the ids of the other lines' contracts, and in one statement the invoices of its
   * invoice lines with those of their (contract, period) pairs; and its payments by reference.
   */
  static async prefetch(tx: Queryable, records: readonly ValidRecord[]): Promise<BatchLookup> {
    const lookup = new BatchLookup(tx);
    const contractNumbers = new Set<string>();
    const referred = new Set<string>();
    const invoiceNumbers = new Set<string>();
    for (const v of records) {
      if (v.kind === "contract") contractNumbers.add(v.record.number);
      else if (v.kind === "invoice") {
        referred.add(v.record.contractNumber);
        invoiceNumbers.add(v.record.number);
      } else if (v.kind === "payment") {
        referred.add(v.record.contractNumber);
        lookup.payments.set(v.record.reference, null);
      }
    }
    if (lookup.payments.size > 0) for (const p of await repo.findPayments(tx, [...lookup.payments.keys()])) lookup.payments.set(p.reference, p);
    for (const n of contractNumbers) referred.delete(n);
    for (const n of contractNumbers) lookup.contracts.set(n, null);
    for (const c of await repo.findContracts(tx, [...contractNumbers])) lookup.contracts.set(c.number, c);
    for (const n of referred) lookup.contractIds.set(n, null);
    for (const c of await repo.findContractIds(tx, [...referred])) lookup.contractIds.set(c.number, c.id);

    const pairs: { contractId: string; period: string }[] = [];
    for (const v of records) {
      if (v.kind !== "invoice") continue;
      const contractId = lookup.contracts.get(v.record.contractNumber)?.id ?? lookup.contractIds.get(v.record.contractNumber);
      if (!contractId) continue;
      const key = periodKey(contractId, v.record.period);
      if (lookup.periods.has(key)) continue;
      lookup.periods.set(key, null);
      pairs.push({ contractId, period: v.record.period });
    }
    for (const n of invoiceNumbers) lookup.invoices.set(n, null);
    for (const i of await repo.findInvoicesOrPeriods(tx, [...invoiceNumbers], pairs)) {
      if (invoiceNumbers.has(i.number)) lookup.invoices.set(i.number, i);
      lookup.periods.set(periodKey(i.contract_id, i.period), { id: i.id, number: i.number });
    }
    return lookup;
  }

  async contractId(number: string): Promise<string | null> {
    if (this.contracts.has(number)) return this.contracts.get(number)?.id ?? null;
    const known = this.contractIds.get(number);
    if (known !== undefined) return known;
    return (await this.contract(number))?.id ?? null;
  }

  async contract(number: string): Promise<repo.StoredContract | null> {
    const known = this.contracts.get(number);
    if (known !== undefined) return known;
    const found = await repo.findContract(this.tx, number);
    this.contracts.set(number, found);
    return found;
  }

  contractWritten(number: string, createdId?: string): void {
    this.contracts.delete(number);
    this.contractIds.delete(number);
    if (createdId) this.newContracts.add(createdId);
  }

  async invoice(number: string): Promise<repo.StoredInvoice | null> {
    if (this.pendingNumbers.has(number)) await this.flush();
    const known = this.invoices.get(number);
    if (known !== undefined) return known;
    const found = await repo.findInvoice(this.tx, number);
    this.invoices.set(number, found);
    return found;
  }

  async invoiceOfPeriod(contractId: string, period: string, exceptId: string | null): Promise<string | null> {
    const key = periodKey(contractId, period);
    const known = this.periods.get(key);
    if (known === undefined) {
      if (this.newContracts.has(contractId)) return null;
      await this.flush();
      return repo.invoiceOfPeriod(this.tx, contractId, period, exceptId);
    }
    return known && known.id !== exceptId ? known.number : null;
  }

  async createInvoice(number: string, fields: repo.InvoiceFields, dryRun: boolean): Promise<void> {
    this.pending.push({ number, fields, dryRun });
    this.pendingNumbers.add(number);
    this.periods.set(periodKey(fields.contract_id, fields.period), { id: null, number });
  }

  invoiceWritten(number: string, id: string, contractId: string, beforePeriod: string, afterPeriod: string): void {
    this.invoices.delete(number);
    const before = periodKey(contractId, beforePeriod);
    if (this.periods.get(before)?.id === id) this.periods.set(before, null);
    // Its new period was checked free just before (invoiceOfPeriod), so the key is known here.
    this.periods.set(periodKey(contractId, afterPeriod), { id, number });
  }

  async payment(reference: string): Promise<repo.StoredPayment | null> {
    const known = this.payments.get(reference);
    if (known !== undefined) return known;
    const found = await repo.findPayment(this.tx, reference);
    this.payments.set(reference, found);
    return found;
  }

  paymentWritten(reference: string): void {
    this.payments.delete(reference);
  }

  forgetInvoices(numbers: readonly string[]): void {
    for (const n of numbers) this.invoices.delete(n);
  }

  /** Inserts the pending new invoices in one statement, then tells what they cause in one call. */
  async flush(): Promise<void> {
    if (this.pending.length === 0) return;
    const pending = this.pending;
    this.pending = [];
    this.pendingNumbers.clear();
    const ids = await repo.insertInvoices(this.tx, pending);
    const arrived: { id: string; contractId: string }[] = [];
    for (const p of pending) {
      const id = ids.get(p.number);
      if (!id) throw new Error(`invoice ${p.number} was not inserted`);
      this.invoices.delete(p.number);
      this.periods.set(periodKey(p.fields.contract_id, p.fields.period), { id, number: p.number });
      if (!p.dryRun) arrived.push({ id, contractId: p.fields.contract_id });
    }
    await invoicesArrived(this.tx, arrived);
  }
}

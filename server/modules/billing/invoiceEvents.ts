import { loadConfig } from "../../config";
import type { Queryable } from "../../db/db";
import { RECIPIENT_CAP } from "../../mail/mailer";
import { storeMessage } from "../../mail/repository";
import { writeBillReady, writeBillsReady, type NoticeWriter } from "../notices/invoiceNotices";
import { brandOf } from "./context";

/** An invoice that has just been written by the billing system's feed (issue 34 §1). */
export interface ArrivedInvoice {
  id: string;
  contractId: string;
}

/** What a new invoice causes, bound by the app that runs (server/app.ts binds its NoticeService). */
export type InvoiceListener = (tx: Queryable, invoice: ArrivedInvoice) => Promise<void>;

/** The same for several invoices created in one transaction (an import's batch): a few set-based queries, not some per invoice. */
export type InvoicesListener = (tx: Queryable, invoices: readonly ArrivedInvoice[]) => Promise<void>;

let bound: InvoiceListener | null = null;
let boundMany: InvoicesListener | null = null;

/**
 * Binds what a new invoice causes in this process, and optionally its batch form (without it, a
 * batch calls `listener` once per invoice); the returned function unbinds them (on app close).
 */
export function onInvoiceArrived(listener: InvoiceListener, many?: InvoicesListener): () => void {
  bound = listener;
  boundMany = many ?? null;
  return () => {
    if (bound === listener) {
      bound = null;
      boundMany = null;
    }
  };
}

/**
 * Without an app in the process (a command that imports on its own): the same notices, written
 * straight into the outbox as the configured adapter would ('pending' with SMTP_URL, else 'kept'),
 * for the server's delivery worker to find.
 */
function standalone(): { one: InvoiceListener; many: InvoicesListener } {
  const config = loadConfig();
  const writer: NoticeWriter = {
    brand: brandOf(config),
    enqueue: async (tx, message) => {
      const stored = await storeMessage(tx, message, config.smtpUrl ? "pending" : "kept", RECIPIENT_CAP);
      return stored.state === "suppressed" ? "suppressed" : "queued";
    },
  };
  return {
    one: async (tx, invoice) => void (await writeBillReady(tx, writer, invoice.id)),
    many: async (tx, invoices) =>
      void (await writeBillsReady(
        tx,
        writer,
        invoices.map((i) => i.id),
      )),
  };
}

function bindStandalone(): void {
  const { one, many } = standalone();
  bound = one;
  boundMany = many;
}

/**
 * Called inside the transaction that creates an invoice from the billing system's feed, so what it
 * causes (the "Su factura está lista" mail, issue 34 §4) commits or rolls back with the invoice.
 * Not called again when an import repeats or updates an invoice that already existed; and were it
 * called again, the notice's claim (invoice, kind, recipient) would still write nothing twice.
 */
export async function invoiceArrived(tx: Queryable, invoice: ArrivedInvoice): Promise<void> {
  if (!bound) bindStandalone();
  await bound!(tx, invoice);
}

/** invoiceArrived for every invoice of `invoices`, created in `tx` (an import's batch), with the same effects. */
export async function invoicesArrived(tx: Queryable, invoices: readonly ArrivedInvoice[]): Promise<void> {
  if (invoices.length === 0) return;
  if (!bound) bindStandalone();
  if (boundMany) return boundMany(tx, invoices);
  for (const invoice of invoices) await bound!(tx, invoice);
}

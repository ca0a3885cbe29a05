import type { FastifyBaseLogger } from "fastify";
import type { OutboxState } from "../../src/shared/mail";
import type { Db, Queryable } from "../db/db";
import { RECIPIENT_CAP, type Enqueued, type Mailer, type MailMessage, type RecipientCap } from "./mailer";
import { storeMessage } from "./repository";

/** A message written in a transaction, told in the log once that transaction has committed. */
export interface Written {
  id: string;
  to: string;
  kind: string;
  state: OutboxState;
}

/** A message enqueued in a transaction this mailer did not open is looked for after this long (it has committed by then, or rolled back). */
const LATE_WAKE_MS = 1_000;

/**
 * What both adapters share (issue 31 §3, the transactional outbox): a message is a row written in
 * the transaction of the change that causes it, so the change and its mail commit together or not
 * at all; a crash between them cannot lose the mail, and a retry that finds the change finds its
 * mail too. A failed insert fails the change: the caller answers an error and the person (or the
 * gateway, or the sweep) tries again, rather than a change standing without its mail. After the
 * commit, the messages are logged and the delivery worker woken; a rollback leaves nothing.
 */
export abstract class TransactionalMailer implements Mailer {
  abstract readonly kind: "outbox" | "smtp";
  recipientCap: RecipientCap = { ...RECIPIENT_CAP };
  /** The messages written so far in each transaction that transaction() opened. */
  private readonly open = new WeakMap<Queryable, Written[]>();

  protected constructor(
    protected readonly db: Db,
    protected readonly log: Pick<FastifyBaseLogger, "info" | "warn" | "error">,
    private readonly storedAs: "kept" | "pending",
  ) {}

  async enqueue(tx: Queryable, message: MailMessage): Promise<Enqueued> {
    const stored = await storeMessage(tx, message, this.storedAs, this.recipientCap);
    const written: Written = { id: stored.id, to: message.to, kind: message.kind, state: stored.state };
    const batch = this.open.get(tx);
    if (batch) {
      batch.push(written);
    } else {
      // A transaction opened elsewhere: its commit is not ours to see, so look a little later.
      this.told(written);
      setTimeout(() => this.wake(), LATE_WAKE_MS).unref();
    }
    return stored.state === "suppressed" ? "suppressed" : "queued";
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const batch: Written[] = [];
    const result = await this.db.transaction(async (tx) => {
      this.open.set(tx, batch);
      try {
        return await fn(tx);
      } finally {
        this.open.delete(tx);
      }
    });
    // Committed: the messages exist now, for the worker of any instance.
    for (const written of batch) this.told(written);
    if (batch.some((w) => w.state === "pending")) this.wake();
    return result;
  }

  async send(message: MailMessage): Promise<void> {
    await this.transaction((tx) => this.enqueue(tx, message));
  }

  private told(written: Written): void {
    const { id, to, kind } = written;
    // The log names recipient and kind, never the link: links carry secrets (issue 20 §4).
    if (written.state === "suppressed") this.log.warn({ id, to, kind }, "mail suppressed: its recipient is over the cap of unsolicited mail");
    else this.stored(written);
  }

  /** A message stored for delivery (or for the operator) has committed. */
  protected abstract stored(written: Written): void;

  /** Looks at the queue now. */
  abstract wake(): void;
  abstract start(): void;
  abstract idle(): Promise<void>;
  abstract close(): Promise<void>;
}

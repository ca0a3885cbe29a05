import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import type { Db } from "../db/db";
import type { Mailer } from "./mailer";
import { OutboxMailer } from "./outbox";
import { SmtpMailer, type TransportFactory } from "./smtp";

/** The port's types, for modules that send mail. */
export type { Enqueued, Mailer, MailKind, MailMessage } from "./mailer";

declare module "fastify" {
  interface FastifyInstance {
    /** The Mailer port: outbox table by default, SMTP when SMTP_URL is set (DESIGN §2). */
    mailer: Mailer;
  }
}

/** SMTP (through the outbox queue) when config.smtpUrl is set, else the outbox table alone. */
export function createMailer(
  config: Pick<Config, "smtpUrl" | "mailFrom"> & Partial<Pick<Config, "publicUrl">>,
  db: Db,
  log: Pick<FastifyBaseLogger, "info" | "warn" | "error">,
  transportFactory?: TransportFactory,
): Mailer {
  return config.smtpUrl
    ? new SmtpMailer(db, config.smtpUrl, config.mailFrom, log, transportFactory, { publicUrl: config.publicUrl })
    : new OutboxMailer(db, log);
}

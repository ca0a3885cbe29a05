import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import type { Db } from "../../db/db";
import type { Mailer } from "../../mail";

/**
 * What the parts of the PQRS service share (CustomerService in service.ts builds it): the ports, the
 * clock and the rate limits, read when used so the tests can move them.
 */
export interface PqrsContext {
  readonly db: Db;
  readonly config: Config;
  readonly mailer: Mailer;
  readonly log: FastifyBaseLogger;
  /** The clock. */
  now(): Date;
  /** The agents' mailbox from the site settings (issue 9); null sends no copy. */
  agentMailbox(): Promise<string | null>;
  /** Counts one tracking attempt from a client address and answers 429 with Retry-After when it is over its limit. */
  limit(rule: "tracking", ip: string): Promise<void>;
  /** The install's secret for anonymous tracking codes. */
  secret(): Promise<string>;
}

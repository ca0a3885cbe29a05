import { createHash } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Agent, AgentCaseDetail, AgentCaseFilter, AgentCaseList, FiledCase, PqrsStats, TrackedCase } from "../../../src/shared/pqrs";
import type { SessionUser } from "../../../src/shared/types";
import type { Actor } from "../admin/repository";
import type { Config } from "../../config";
import type { Db } from "../../db/db";
import { installSecret } from "../../db/installSecret";
import { RateLimiter } from "../../db/rateLimiter";
import { tooManyRequests } from "../../http/errors";
import type { Mailer } from "../../mail";
import * as agentDesk from "./agents";
import type { PqrsContext } from "./context";
import * as filing from "./filing";
import * as intake from "./intake";
import { PQRS_MESSAGES } from "./messages";
import * as presenter from "./presenter";
import * as repo from "./repository";
import * as statistics from "./stats";
import type { Upload } from "./submission";
import * as tracking from "./tracking";

export { PQRS_MESSAGES } from "./messages";
export { CUN_OPERATOR_CODE } from "./filing";
export { STATS_CSV_HEADER } from "./presenter";

/** A filing counted against its address's limit before its body was read (CustomerService.admitFiling). */
export interface FilingAdmission {
  /** Takes the count back: nothing was filed. */
  giveBack(): Promise<void>;
}

/**
 * Customer service (issue 8): PQRS and the other citizen forms, their radicados and legal deadlines,
 * tracking, the agents' work and the statistics of /informes-pqr. This class holds what they share
 * (the ports, the clock, the rate limits, the tracking secret); the work is in filing.ts, intake.ts,
 * tracking.ts, agents.ts and stats.ts, the SQL in repository.ts, the answers' shapes in presenter.ts.
 */
export class CustomerService {
  /** The clock; tests move it to known dates. */
  now: () => Date = () => new Date();
  /** Filings per client address and hour; tracking attempts per address and 10 minutes. */
  filingLimit = { max: 60, windowS: 3600 };
  trackingLimit = { max: 30, windowS: 600 };
  private readonly limiter: RateLimiter;
  private secretValue: Promise<string> | null = null;
  private readonly ctx: PqrsContext;

  constructor(
    db: Db,
    config: Config,
    mailer: Mailer,
    log: FastifyBaseLogger,
    /** The agents' mailbox from the site settings (issue 9); null sends no copy. */
    agentMailbox: () => Promise<string | null> = async () => null,
  ) {
    this.limiter = new RateLimiter(db);
    this.ctx = {
      db,
      config,
      mailer,
      log,
      agentMailbox,
      now: () => this.now(),
      limit: async (_rule, ip) => {
        await this.limit("case-tracking", ip, this.trackingLimit, PQRS_MESSAGES.trackingRateLimited);
      },
      // The install's secret for anonymous tracking codes, created once and kept in app_meta.
      secret: () => (this.secretValue ??= installSecret(db, "case_tracking_secret")),
    };
  }

  /**
   * Counts one attempt from a client address (kept only as a hash, and only for the window) and
   * answers 429 with Retry-After when the address is over its limit.
   */
  private async limit(bucket: string, ip: string, rule: { max: number; windowS: number }, message: string): Promise<string[]> {
    const decision = await this.limiter.consume([{ bucket, key: createHash("sha256").update(ip).digest("hex"), ...rule }]);
    if (!decision.allowed) throw tooManyRequests(message, decision.retryAfterS);
    return decision.hits;
  }

  /**
   * Issue 31 §5: counts a filing against its address's hourly limit before its body is read, so an
   * address over the limit gets its 429 without sending a byte of its files. A retry of a filing
   * already stored (its Idempotency-Key is known) is answered from it and not counted again. The
   * admission's `giveBack` takes the count back when nothing was filed (refused, cut, a replay).
   */
  async admitFiling(ip: string, key: string | undefined): Promise<FilingAdmission> {
    if (key && (await repo.caseBy(this.ctx.db, "idempotency_key", key))) return { giveBack: async () => undefined };
    let hits = await this.limit("case-filing", ip, this.filingLimit, PQRS_MESSAGES.filingRateLimited);
    return {
      giveBack: async () => {
        const taken = hits;
        hits = [];
        await this.limiter.release(taken).catch((err: unknown) => this.ctx.log.warn({ err }, "filing count not given back"));
      },
    };
  }

  filePqrs(raw: unknown, files: Upload[], key: string | undefined, user: SessionUser | null): Promise<FiledCase> {
    return filing.file(this.ctx, () => intake.preparePqrs(this.ctx, raw), files, key, user);
  }

  fileCase(raw: unknown, files: Upload[], key: string | undefined, user: SessionUser | null): Promise<FiledCase> {
    return filing.file(this.ctx, () => intake.prepareCase(this.ctx, raw, files), files, key, user);
  }

  /** Public tracking by radicado and document (or the anonymous applicant's code). */
  track(radicadoRaw: string, documentRaw: string, ip: string): Promise<TrackedCase> {
    return tracking.track(this.ctx, radicadoRaw, documentRaw, ip);
  }

  /** The signed-in person's own requests, newest first. */
  mine(userId: string): Promise<TrackedCase[]> {
    return tracking.mine(this.ctx, userId);
  }

  /** The agents' list; `agentId` is who asks (for "assigned to me"). */
  list(filter: AgentCaseFilter & { agentId?: string }): Promise<AgentCaseList> {
    return agentDesk.list(this.ctx, filter);
  }

  detail(id: string): Promise<AgentCaseDetail> {
    return agentDesk.detail(this.ctx, id);
  }

  agents(): Promise<Agent[]> {
    return agentDesk.agents(this.ctx);
  }

  attachment(caseId: string, attachmentId: string): Promise<{ fileName: string; mediaType: string; content: Uint8Array }> {
    return agentDesk.attachment(this.ctx, caseId, attachmentId);
  }

  assign(id: string, assigneeId: string, actor: Actor): Promise<AgentCaseDetail> {
    return agentDesk.assign(this.ctx, id, assigneeId, actor);
  }

  respond(id: string, message: string, actor: Actor): Promise<AgentCaseDetail> {
    return agentDesk.respond(this.ctx, id, message, actor);
  }

  extend(id: string, newDueDate: string, reason: string, actor: Actor): Promise<AgentCaseDetail> {
    return agentDesk.extend(this.ctx, id, newDueDate, reason, actor);
  }

  close(id: string, note: string, actor: Actor): Promise<AgentCaseDetail> {
    return agentDesk.close(this.ctx, id, note, actor);
  }

  /** PQRS filed between two months (inclusive). */
  stats(from?: string, to?: string): Promise<PqrsStats> {
    return statistics.stats(this.ctx, from, to);
  }

  statsCsv(stats: PqrsStats): string {
    return presenter.statsCsv(stats);
  }
}

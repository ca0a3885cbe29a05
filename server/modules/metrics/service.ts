import { readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import type { Db } from "../../db/db";
import { PAGE_FACTS_FILE, readingTimeMinutes, type PageFacts } from "../../../src/shared/pageFacts";
import {
  ASSISTANT_REPORT_LIMIT,
  EVENT_TYPES,
  canonicalEventType,
  type AcquisitionChannelsReport,
  type AggregatedMetrics,
  type AssistantQuestionsQuery,
  type AssistantQuestionsReport,
  type DateRange,
  type EventPayload,
  type MetricsStatus,
  type PageMetrics,
  type PageTimePayload,
  type PageViewPayload,
  type SearchTermsReport,
  type WebVitalsPayload,
} from "../../../src/shared/metrics";
import { installSecret } from "../../db/installSecret";
import { HttpError } from "../../http/errors";
import { cleanText } from "../../http/inputGuard";
import { ClientLimiter } from "../../http/clientLimiter";
import { assistantKindOf } from "./assistantAggregates";
import { clientKeyOf } from "./network";
import { maskTypedText } from "./terms";
import { assistantQuestions } from "./repository/assistant";
import { MetricsRepository } from "./repository/reports";
import { MetricsUpkeepRepository } from "./repository/upkeep";
import { resolveRange } from "./range";
import { readCheckpoints, type RowOf } from "./repository/writes";
import { MetricsSpool } from "./spool";
import { MetricsWriter, type EventRow, type MetricKind } from "./writer";

/** How often old rows are swept (METRICS_RETENTION_DAYS). */
const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;
/**
 * The first sweep waits this long after start: a sweep that deletes weeks of session state, and
 * PGlite's VACUUM after it, hold the embedded database for seconds, which a restart under traffic
 * should not add to its own work.
 */
const FIRST_SWEEP_AFTER_MS = 10 * 60 * 1000;

/**
 * Distinct tab sessions (issue 20 §4), and distinct networks they searched from (issue 31 §5:
 * made-up session ids from one connection count once), before a visitor sees a term.
 */
export const PUBLIC_TERM_MIN_SESSIONS = 3;
export const PUBLIC_TERM_MIN_NETWORKS = 3;
/** Longest pause between two tries to read the spool's checkpoints while the database is away. */
const START_RETRY_MAX_MS = 30_000;
/** Seconds a dead letter keeps the status "degraded". */
const DEAD_LETTER_ALERT_S = 24 * 60 * 60;

/**
 * Text as stored (issue 20 §3, defence in depth behind server/http/inputGuard.ts): no NUL, no lone
 * surrogate, so no accepted row can fail its batch; null and "" stay null.
 */
const text = (v: string | null | undefined): string | null => (v ? cleanText(v) : null);
const required = (v: string): string => cleanText(v);

/** A referrer is kept as origin and path: its query string may carry personal data. */
export function cleanReferrer(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return `${url.origin}${url.pathname}`;
  } catch {
    return null;
  }
}

/**
 * The metrics module (issue 5): accepts tracking payloads into the batch writer and answers the
 * reports. The page facts (dates, reading time, viewport, lazy loading) come from the build's
 * dist/page-facts.json; without a build they are unknown (null / false).
 */
export class MetricsService {
  readonly writer: MetricsWriter;
  readonly spool: MetricsSpool;
  readonly limiter: ClientLimiter;
  private readonly repo: MetricsRepository;
  private readonly upkeep: MetricsUpkeepRepository;
  private facts: Promise<Readonly<Record<string, PageFacts>>> | null = null;
  /** The key of the searches' network hashes (network.ts), read at start. */
  private networkSecret: string | null = null;
  private startup: Promise<void> | null = null;
  private started = false;
  private closing = false;
  /** A spool that did not open is tried again (notOpened); until it opens the status says "degraded". */
  private reopenTimer: NodeJS.Timeout | null = null;
  private reopening: Promise<void> | null = null;
  private openFailed = false;
  private sweepTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly log: FastifyBaseLogger,
  ) {
    this.repo = new MetricsRepository(db);
    this.upkeep = new MetricsUpkeepRepository(db);
    this.spool = new MetricsSpool(config.metricsSpoolDir, log);
    this.writer = new MetricsWriter(db, log, { flushMs: config.metricsFlushMs, spool: this.spool });
    this.limiter = new ClientLimiter(config.metricsRateLimit);
  }

  get enabled(): boolean {
    return this.config.metricsApiEnabled;
  }

  /**
   * Opens the spool and hands the rows a crash left in it to the writer (issue 31 §2), then starts
   * the heartbeat and the retention sweep. Once only; the intake waits for it. While the database
   * does not answer, it asks again with a growing pause (each try logged). Never rejects: should the
   * spool not open (a folder it may not write, a full disk), that is logged, the intake answers 503,
   * and it is tried again with a growing pause until it opens.
   */
  start(): Promise<void> {
    this.startup ??= this.open().catch((err: unknown) => this.notOpened(err, 500));
    return this.startup;
  }

  private notOpened(err: unknown, pause: number): void {
    if (this.closing) return;
    this.openFailed = true;
    this.log.error({ err, spool: this.config.metricsSpoolDir, retryInMs: pause }, "metrics spool not opened: the tracking endpoints answer 503 until it opens");
    this.reopenTimer = setTimeout(() => {
      this.reopening = this.open().catch((e: unknown) => this.notOpened(e, Math.min(pause * 2, START_RETRY_MAX_MS)));
    }, pause);
    this.reopenTimer.unref();
  }

  /** Resolves once start() has finished (at once when it was never called). */
  whenStarted(): Promise<void> {
    return this.startup ?? Promise.resolve();
  }

  private async open(): Promise<void> {
    let pause = 500;
    const untilAnswered = async <T>(read: () => Promise<T>): Promise<T> => {
      for (;;) {
        try {
          return await read();
        } catch (err) {
          if (this.closing) throw err;
          this.log.error({ err, retryInMs: pause }, "metrics spool: the database did not answer; retrying");
          await new Promise((r) => setTimeout(r, pause));
          pause = Math.min(pause * 2, START_RETRY_MAX_MS);
        }
      }
    };
    const databaseId = await untilAnswered(() => installSecret(this.db, "metrics_spool_database"));
    this.networkSecret = await untilAnswered(() => installSecret(this.db, "metrics_network_secret"));
    const replayed = await this.spool.open({ databaseId, checkpoints: (spoolId) => untilAnswered(() => readCheckpoints(this.db, spoolId)) });
    for (const r of replayed) this.writer.admit(r.kind, r.rows as RowOf<MetricKind>[], r.seqs, false);
    this.started = true;
    this.openFailed = false;
    this.writer.start();
    const sweep = () => this.sweep().catch((err: unknown) => this.log.warn({ err }, "metrics retention sweep failed"));
    this.sweepTimer = setTimeout(() => {
      void sweep();
      this.sweepTimer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
      this.sweepTimer.unref();
    }, FIRST_SWEEP_AFTER_MS);
    this.sweepTimer.unref();
  }

  /** Takes no more rows, waits for the spool lines being written, writes every buffered row, closes the spool. */
  async close(): Promise<void> {
    this.closing = true;
    if (this.reopenTimer) clearTimeout(this.reopenTimer);
    await this.startup;
    await this.reopening;
    if (this.sweepTimer) clearTimeout(this.sweepTimer); // clears an interval as well
    this.writer.refuse();
    await this.spool.idle();
    await this.writer.close();
    await this.spool.close();
  }

  /**
   * Deletes raw rows and aggregates older than their retention settings; on PGlite, which has no
   * autovacuum, then vacuums the metrics tables so their dead rows' space is used again.
   */
  async sweep(now = new Date()): Promise<number> {
    const deleted = await this.upkeep.sweep({ rawDays: this.config.metricsRetentionDays, aggregateDays: this.config.metricsAggregateRetentionDays }, now);
    if (this.db.kind === "pglite") await this.upkeep.vacuum();
    return deleted;
  }

  /**
   * Issue 31 §2: takes rows only once they are on disk. True when spooled (the 202); false when
   * the buffer is full or the process is stopping (nothing taken, the client sends them again);
   * 503 METRICS_UNAVAILABLE when the spool could not be written.
   */
  private async intake<K extends MetricKind>(kind: K, rows: RowOf<K>[]): Promise<boolean> {
    // The replay's rows go to the writer before any new ones (they carry lower numbers).
    if (!this.started && this.startup) await this.startup;
    if (!this.writer.reserve(rows.length)) return false;
    return new Promise((resolve, reject) => {
      this.spool.append(kind, rows, (err, first) => {
        if (err) {
          this.writer.release(rows.length);
          reject(
            new HttpError(503, "METRICS_UNAVAILABLE", "No fue posible guardar las métricas en este momento. Intente de nuevo en unos segundos.", undefined, {
              "Retry-After": "5",
            }),
          );
          return;
        }
        // Here, in the order of the lines on disk: the writer's checkpoints count on it.
        const seqs = new Array<number>(rows.length);
        for (let i = 0; i < rows.length; i++) seqs[i] = first + i;
        this.writer.admit(kind, rows, seqs);
        resolve(true);
      });
    });
  }

  acceptPageView(p: PageViewPayload, at: string): Promise<boolean> {
    const referrer = text(cleanReferrer(p.referrer));
    return this.intake("pageview", [
      {
        occurredAt: at,
        pagePath: required(p.pagePath),
        sessionId: required(p.sessionId),
        userId: text(p.userId),
        referrer,
        // A client that did not say: direct without a referrer, else a referral.
        acquisitionChannel: p.acquisitionChannel ?? (referrer ? "referral" : "direct"),
        deviceType: p.deviceType ?? null,
        browserInfo: text(p.browserInfo),
      },
    ]);
  }

  /**
   * Events whose metadata is already serialized (routes.ts). What visitors typed (a search's
   * term, a question to the assistant) is stored masked (maskTypedText), and a search carries the
   * keyed hash of the network of `client`, the request's address (issue 31 §5).
   */
  acceptEvents(events: readonly (Omit<EventPayload, "metadata"> & { metadata?: string })[], at: string, client?: string): Promise<boolean> {
    const rows: EventRow[] = events.map((e) => {
      // Issue 33 §5: "download", "descarga"… are counted as the download they are.
      const eventType = canonicalEventType(required(e.eventType));
      const search = eventType === EVENT_TYPES.search;
      const typed = search || assistantKindOf(e) !== null;
      const label = e.label === null || e.label === undefined ? null : cleanText(e.label);
      return {
        occurredAt: at,
        eventType,
        category: required(e.category),
        action: required(e.action),
        label: typed && label !== null ? maskTypedText(label) : label,
        value: e.value ?? null,
        pagePath: required(e.pagePath),
        sessionId: required(e.sessionId),
        userId: text(e.userId),
        // Serialized from cleaned keys and values (routes.ts: normalizeEvents).
        metadata: e.metadata ?? null,
        clientKey: search && client !== undefined && this.networkSecret !== null ? clientKeyOf(this.networkSecret, client) : null,
      };
    });
    return this.intake("event", rows);
  }

  acceptWebVitals(p: WebVitalsPayload, at: string): Promise<boolean> {
    return this.intake("webvitals", [
      {
        occurredAt: at,
        pagePath: required(p.pagePath),
        sessionId: text(p.sessionId),
        lcp: p.lcp ?? null,
        fid: p.fid ?? null,
        cls: p.cls ?? null,
        ttfb: p.ttfb ?? null,
        fcp: p.fcp ?? null,
        inp: p.inp ?? null,
        pageWeight: p.pageWeight ?? null,
        speedIndex: p.speedIndex ?? null,
      },
    ]);
  }

  acceptPageTime(p: PageTimePayload, at: string): Promise<boolean> {
    return this.intake("pagetime", [{ occurredAt: at, pagePath: required(p.pagePath), sessionId: required(p.sessionId), timeSpent: p.timeSpent }]);
  }

  async pageMetrics(pagePath: string, query: DateRange): Promise<PageMetrics> {
    const range = resolveRange(query);
    const [figures, uptime, facts] = await Promise.all([this.repo.page(pagePath, range), this.repo.uptime(range), this.pageFacts()]);
    const fact = facts[pagePath];
    const { vitals, ...rest } = figures;
    return {
      pagePath,
      ...rest,
      ...vitals,
      mobileOptimized: fact?.mobileOptimized ?? false,
      lazyLoadingEnabled: fact?.lazyLoadingEnabled ?? false,
      uptime,
      publicationDate: fact?.publicationDate ?? null,
      lastModified: fact?.lastModified ?? null,
      readingTime: fact && fact.characters > 0 ? readingTimeMinutes(fact.characters) : null,
    };
  }

  async aggregated(query: DateRange): Promise<AggregatedMetrics> {
    const range = resolveRange(query);
    const [report, uptime] = await Promise.all([this.repo.aggregated(range), this.repo.uptime(range)]);
    return { ...report, uptime };
  }

  async channels(query: DateRange): Promise<AcquisitionChannelsReport> {
    const range = resolveRange(query);
    return { startDate: range.startDate, endDate: range.endDate, channels: await this.repo.channels(range) };
  }

  /**
   * Issue 20 §4 and 31 §5: visitors see a term only once PUBLIC_TERM_MIN_SESSIONS sessions from
   * PUBLIC_TERM_MIN_NETWORKS networks searched it; administrators see every term. Numbers and
   * e-mail addresses are masked for everyone.
   */
  async searchTerms(query: DateRange, administrator = false): Promise<SearchTermsReport> {
    const range = resolveRange(query);
    const minSessions = administrator ? 1 : PUBLIC_TERM_MIN_SESSIONS;
    const minNetworks = administrator ? 0 : PUBLIC_TERM_MIN_NETWORKS;
    return { startDate: range.startDate, endDate: range.endDate, minSessions, ...(await this.repo.searchTerms(range, minSessions, minNetworks)) };
  }

  /**
   * The help assistant's unanswered and unhelpful questions (migration 017), `limit` of each
   * (ASSISTANT_REPORT_LIMIT when not given). Free text visitors typed: administrators only (access.ts),
   * long digit runs masked as in the search terms.
   */
  async assistantQuestions(query: AssistantQuestionsQuery): Promise<AssistantQuestionsReport> {
    const range = resolveRange(query);
    return { startDate: range.startDate, endDate: range.endDate, ...(await assistantQuestions(this.db, range, Number(query.limit ?? ASSISTANT_REPORT_LIMIT))) };
  }

  session(sessionId: string) {
    return this.upkeep.session(sessionId);
  }

  /**
   * The health of /test-connection. Issue 20 §3: "degraded" while the writer fails its writes (rows
   * wait in memory) or after a row was set aside in metric_dead_letters in the last day; "error"
   * when the database does not answer.
   */
  async status(): Promise<MetricsStatus> {
    let database: MetricsStatus["database"] = "ok";
    let deadLetters = 0;
    let lastDeadLetterAt: string | null = null;
    try {
      ({ count: deadLetters, lastAt: lastDeadLetterAt } = await this.upkeep.deadLetters());
    } catch (err) {
      this.log.error({ err }, "metrics status: database unreachable");
      database = "error";
    }
    // The writer's figures and `ready` are read together, after the database's answer: read on
    // either side of that wait, a restart's status could say "ready, nothing buffered" before the
    // replayed rows were handed to the writer.
    const s = this.writer.status();
    const writer: MetricsStatus["writer"] = s.consecutiveFailures > 0 ? "stuck" : "ok";
    const recentDeadLetter = lastDeadLetterAt !== null && Date.now() - new Date(lastDeadLetterAt).getTime() < DEAD_LETTER_ALERT_S * 1000;
    return {
      status: database === "error" ? "error" : writer === "stuck" || recentDeadLetter || this.openFailed ? "degraded" : "ok",
      enabled: this.enabled,
      buffered: s.buffered,
      lastWriteAt: s.lastWriteAt,
      written: s.written,
      database,
      writer,
      consecutiveFailures: s.consecutiveFailures,
      oldestBufferedSeconds: s.oldestBufferedSeconds,
      deadLetters,
      lastDeadLetterAt,
      spool: { ...this.spool.status(), ready: this.started, spooled: s.spooled },
    };
  }

  /** The build's measurements of each page, read once (a missing file means no build: no facts). */
  private pageFacts(): Promise<Readonly<Record<string, PageFacts>>> {
    return (this.facts ??= readFile(path.join(this.config.staticDir, PAGE_FACTS_FILE), "utf8").then(
      (text) => JSON.parse(text) as Record<string, PageFacts>,
      (err: unknown) => {
        this.log.warn({ err }, "page facts not found; publication dates and reading times are unknown");
        return {};
      },
    ));
  }
}

export type { MetricKind };

import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import type { Db } from "../../db/db";
import { installSecret } from "../../db/installSecret";
import { RateLimiter } from "../../db/rateLimiter";
import { tooManyRequests } from "../../http/errors";
import type { Mailer } from "../../mail";
import { cutAlertConfirmEmail } from "../../mail/templates";
import { invalidFields } from "../auth/errors";
import type { RequestContext } from "../auth/repository";
import * as billing from "../billing/repository";
import * as news from "../news/repository";
import {
  areaKey,
  cleanArea,
  CUT_ALERT_LIMITS,
  type CutAlertCounts,
  type CutAlertMineResult,
  type CutAlertResult,
  type CutAlertSubscribeInput,
} from "../../../src/shared/cutAlerts";
import { CUT_SERVICES, type CutService } from "../../../src/shared/news";
import { DATA_POLICY_VERSION, normalizeEmail, validateEmail } from "../../../src/shared/validation";
import { sendAlerts, tomorrowInBogota, type AlertContext } from "./alerts";
import { renderCalendar } from "./calendar";
import { presentSubscription } from "./presenter";
import * as repo from "./repository";
import { hashToken, newConfirmToken, readUnsubscribeToken, unsubscribeToken } from "./tokens";

export const CUT_ALERT_MESSAGES = {
  // Issue 31 §5: one answer whatever the address's state, so it tells nobody whether it gets alerts.
  pending:
    "Le enviamos a ese correo un enlace para confirmar; vence en 48 horas. Si esa dirección ya recibe avisos de la zona, el enlace confirma el cambio de servicios.",
  confirmed: "Listo: le avisaremos por correo de los cortes programados en su zona.",
  badConfirm: "El enlace de confirmación no es válido o ya venció. Suscríbase de nuevo para recibir otro.",
  unsubscribed: "Listo: ya no le enviaremos avisos de cortes para esta zona.",
  badUnsubscribe: "El enlace para cancelar los avisos no es válido. Cópielo completo desde el correo.",
  consent: "Para enviarle avisos debe aceptar la política de tratamiento de datos personales.",
  area: `Escriba el barrio o la comuna (entre ${CUT_ALERT_LIMITS.areaMin} y ${CUT_ALERT_LIMITS.areaMax} caracteres).`,
  services: "Elija al menos un servicio: energía, acueducto, alcantarillado o telecomunicaciones.",
  rateLimited: "Ya pidió varias suscripciones en poco tiempo. Espere un momento e intente de nuevo.",
  noContracts: "Sus contratos no tienen barrio registrado: suscríbase escribiendo el barrio en el formulario.",
  mine: (n: number) =>
    n === 1 ? "Listo: le avisaremos de los cortes en el barrio de su contrato." : `Listo: le avisaremos de los cortes en los ${n} barrios de sus contratos.`,
} as const;

/** How long a confirmation link lasts. */
const CONFIRM_HOURS = 48;
/** Retention (README): pending ones go 7 days after their link expired, unsubscribed ones after 30 days. */
const PENDING_KEEP_DAYS = 7;
const UNSUBSCRIBED_KEEP_DAYS = 30;
/** Scheduled cuts published within this look-back are alerted by the sweep. */
const SCHEDULED_LOOKBACK_MS = 2 * 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 10 * 60 * 1000;
const SUBSCRIBE_LIMIT = { max: 10, windowS: 60 * 60 };

/** Cut alerts by e-mail (double opt-in), their sweeps and the cuts' calendar (issue 24 §2). */
export class CutAlertService {
  private readonly limiter: RateLimiter;
  private secret: Promise<string> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly alertCtx: AlertContext;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
    /** The clock; tests move it to see reminders fall due. */
    readonly now: () => Date = () => new Date(),
  ) {
    this.limiter = new RateLimiter(db);
    this.alertCtx = { db, config, mailer, log, unsubscribeLinks: (id) => this.unsubscribeLinks(id) };
  }

  private async unsubscribeLinks(id: string): Promise<{ api: string; page: string }> {
    const token = encodeURIComponent(unsubscribeToken(await this.installSecret(), id));
    return {
      api: `${this.config.publicUrl}/api/cut-alerts/unsubscribe?token=${token}`,
      page: `${this.config.publicUrl}/noticias-cortes/avisos/baja?token=${token}`,
    };
  }

  private installSecret(): Promise<string> {
    return (this.secret ??= installSecret(this.db, "cut_alert_secret"));
  }

  /** Checks the form and words a Spanish message for each bad field. */
  private validate(input: CutAlertSubscribeInput): { email: string; area: string; services: CutService[] } {
    const problems: Record<string, string> = {};
    const emailProblem = validateEmail(input.email);
    if (emailProblem) problems.email = emailProblem;
    const area = cleanArea(input.area);
    if (area.length < CUT_ALERT_LIMITS.areaMin || area.length > CUT_ALERT_LIMITS.areaMax) problems.area = CUT_ALERT_MESSAGES.area;
    const services = CUT_SERVICES.filter((s) => input.services.includes(s));
    if (services.length === 0 || input.services.some((s) => !(CUT_SERVICES as readonly string[]).includes(s))) problems.services = CUT_ALERT_MESSAGES.services;
    if (input.consent !== true) problems.consent = CUT_ALERT_MESSAGES.consent;
    if (Object.keys(problems).length > 0) throw invalidFields(problems);
    return { email: normalizeEmail(input.email), area, services };
  }

  /**
   * Asks for alerts of an area for an e-mail: a link is mailed to that address, and nothing takes
   * effect until it is followed. A new or pending subscription waits for it (a pending one gets the
   * new link); an active one keeps its services until its owner confirms the change (issue 31 §5).
   * The answer is the same in every case, built from the request alone, so it tells nobody whether
   * the address gets alerts. The request and its mail commit together (issue 31 §3); a mail over
   * the recipient's cap is suppressed and then the request changes nothing either.
   */
  async subscribe(input: CutAlertSubscribeInput, ctx: RequestContext): Promise<CutAlertResult> {
    const { email, area, services } = this.validate(input);
    const key = areaKey(area);
    const ipDecision = await this.limiter.consume([{ bucket: "cut-alert-subscribe", key: hashToken(ctx.ip), ...SUBSCRIBE_LIMIT }]);
    if (!ipDecision.allowed) throw tooManyRequests(CUT_ALERT_MESSAGES.rateLimited, ipDecision.retryAfterS);
    const token = newConfirmToken();
    const confirm = { hash: token.hash, expiresAt: new Date(this.now().getTime() + CONFIRM_HOURS * 60 * 60 * 1000) };
    const link = `${this.config.publicUrl}/noticias-cortes/avisos/confirmar?token=${encodeURIComponent(token.raw)}`;
    const consent = { policyVersion: DATA_POLICY_VERSION, ip: ctx.ip, userAgent: ctx.userAgent };
    const logged = await this.mailer.transaction(async (tx) => {
      const mailed = await this.mailer.enqueue(tx, { to: email, ...cutAlertConfirmEmail(this.config, link), kind: "cut_alert_confirm", unsolicited: true });
      // A suppressed mail carries a link nobody will see: the request must not replace a link already mailed.
      if (mailed === "suppressed") return null;
      const row = await repo.upsertSubscription(tx, { email, area, areaKey: key, services, userId: null, consent }, "pending", confirm);
      if (!row) await repo.requestChange(tx, email, key, services, confirm);
      return row ? { subscription: row.id } : { changeOfActive: true };
    });
    // The link carries the token: the log names neither it nor the address.
    if (logged) this.log.info(logged, "cut alert subscription requested; confirmation mailed");
    return { message: CUT_ALERT_MESSAGES.pending, subscription: { area, services, status: "pending" } };
  }

  async confirm(token: string): Promise<CutAlertResult> {
    const row = await repo.confirmByTokenHash(this.db, hashToken(token), this.now());
    if (!row) throw invalidFields({ token: CUT_ALERT_MESSAGES.badConfirm });
    this.log.info({ subscription: row.id }, "cut alert subscription confirmed");
    return { message: CUT_ALERT_MESSAGES.confirmed, subscription: presentSubscription(row) };
  }

  async unsubscribe(token: string): Promise<CutAlertResult> {
    const id = readUnsubscribeToken(await this.installSecret(), token);
    const row = id ? await repo.unsubscribe(this.db, id) : null;
    if (!row) throw invalidFields({ token: CUT_ALERT_MESSAGES.badUnsubscribe });
    this.log.info({ subscription: row.id }, "cut alert subscription cancelled");
    return { message: CUT_ALERT_MESSAGES.unsubscribed, subscription: presentSubscription(row) };
  }

  /** A signed-in customer: the barrios of their contracts, active at once (their e-mail is verified). */
  async subscribeMine(
    user: { id: string; email: string; isEmailVerified: boolean },
    services: readonly string[],
    ctx: RequestContext,
  ): Promise<CutAlertMineResult> {
    const chosen = CUT_SERVICES.filter((s) => services.includes(s));
    if (chosen.length === 0) throw invalidFields({ services: CUT_ALERT_MESSAGES.services });
    if (!user.isEmailVerified) throw invalidFields({ email: "Confirme primero su correo electrónico desde el enlace que le enviamos al registrarse." });
    const contracts = await billing.contractsOfUser(this.db, user.id);
    const areas = new Map<string, string>();
    for (const c of contracts) {
      const area = cleanArea(c.barrio);
      if (area.length >= CUT_ALERT_LIMITS.areaMin) areas.set(areaKey(area), area);
    }
    if (areas.size === 0) throw invalidFields({ contracts: CUT_ALERT_MESSAGES.noContracts });
    const email = normalizeEmail(user.email);
    const consent = { policyVersion: DATA_POLICY_VERSION, ip: ctx.ip, userAgent: ctx.userAgent };
    const rows = [];
    for (const [key, area] of areas) {
      const row = await repo.upsertSubscription(this.db, { email, area, areaKey: key, services: chosen, userId: user.id, consent }, "active", null);
      if (row) rows.push(row); // an active upsert always writes
    }
    return { message: CUT_ALERT_MESSAGES.mine(rows.length), subscriptions: rows.map(presentSubscription) };
  }

  /** The cut editor: active subscribers of each zone as typed. */
  async counts(zonesText: string): Promise<CutAlertCounts> {
    const zones = [...new Set(zonesText.split(/[,\n]/).map(cleanArea).filter(Boolean))].slice(0, 50);
    const counts = await repo.activeCounts(this.db, zones.map(areaKey));
    return { zones: zones.map((zone) => ({ zone, subscribers: counts.get(areaKey(zone)) ?? 0 })) };
  }

  /** A cut was published or changed: alert its subscribers, once per change (the news module calls this). */
  async cutChanged(newsId: string): Promise<number> {
    const now = this.now();
    const cut = await news.findById(this.db, newsId);
    if (!cut || cut.category !== "cortes" || cut.status === "draft" || !cut.publish_at || cut.publish_at > now) return 0;
    if (cut.cut_ends_at && cut.cut_ends_at <= now) return 0;
    return sendAlerts(this.alertCtx, cut, "change");
  }

  /**
   * The periodic job: cuts whose scheduled publication came (alerted like a publication), the
   * reminders of cuts that start tomorrow in Bogotá, and the retention of old subscriptions.
   * Every send is deduplicated, so running it twice sends nothing more.
   */
  async sweep(): Promise<{ published: number; reminders: number; deleted: number }> {
    const now = this.now();
    let published = 0;
    for (const cut of await news.visibleCutsForAlerts(this.db, now, { publishedAfter: new Date(now.getTime() - SCHEDULED_LOOKBACK_MS) })) {
      if (cut.cut_ends_at && cut.cut_ends_at > now) published += await sendAlerts(this.alertCtx, cut, "change");
    }
    const tomorrow = tomorrowInBogota(now);
    let reminders = 0;
    for (const cut of await news.visibleCutsForAlerts(this.db, now, { startsFrom: tomorrow.from, startsTo: tomorrow.to })) {
      reminders += await sendAlerts(this.alertCtx, cut, "reminder");
    }
    const deleted = await repo.sweepSubscriptions(this.db, now, PENDING_KEEP_DAYS, UNSUBSCRIBED_KEEP_DAYS);
    return { published, reminders, deleted };
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.sweep().catch((err: unknown) => this.log.warn({ err }, "cut alerts sweep failed")), SWEEP_EVERY_MS);
    this.timer.unref();
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** The iCalendar feed of the cuts of one barrio or comuna. */
  async calendar(area: string): Promise<string> {
    const clean = cleanArea(area);
    if (clean.length < CUT_ALERT_LIMITS.areaMin || clean.length > CUT_ALERT_LIMITS.areaMax) throw invalidFields({ area: CUT_ALERT_MESSAGES.area });
    const now = this.now();
    const { rows } = await news.listPublic(this.db, { now, category: "cortes", zone: `|${areaKey(clean)}|`, limit: 200, offset: 0 });
    return renderCalendar(this.config, clean, rows, now);
  }
}

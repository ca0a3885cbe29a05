import { readFileSync } from "node:fs";
import path from "node:path";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import swagger from "@fastify/swagger";
import type { Config } from "./config";
import type { Db } from "./db/db";
import { ErrorBodySchema, registerErrorHandling, registerStartingGate } from "./http/errors";
import { registerReportGate } from "./http/reportGate";
import { registerAccessControl } from "./http/access";
import { registerApiKey } from "./http/apiKey";
import { registerBodyTimeout } from "./http/bodyTimeout";
import { registerInputGuard } from "./http/inputGuard";
import { loggerOptions, type LogDestination } from "./http/logging";
import { registerSecurityHeaders } from "./http/security";
import { registerSpa } from "./http/spa";
import { createMailer } from "./mail";
import { mailOutboxRoutes } from "./mail/routes";
import { ADMIN_ROUTES } from "./modules/admin/access";
import { adminRoutes } from "./modules/admin/routes";
import { SPEED_TEST_ROUTES } from "./modules/speedtest/access";
import { speedTestRoutes } from "./modules/speedtest/routes";
import { SiteSettingsService } from "./modules/admin/settings";
import { UserAdministration } from "./modules/admin/users";
import { AUTH_ROUTES } from "./modules/auth/access";
import { CAPTCHA_ROUTES } from "./modules/captcha/access";
import { COLLECTIONS_ROUTES } from "./modules/collections/access";
import { collectionRoutes } from "./modules/collections/routes";
import { CollectionsService } from "./modules/collections/service";
import { captchaRoutes } from "./modules/captcha/routes";
import { CaptchaService } from "./modules/captcha/service";
import { BILLING_ROUTES } from "./modules/billing/access";
import { CERTIFICATE_ROUTES } from "./modules/certificates/access";
import { certificateRoutes } from "./modules/certificates/routes";
import { HEALTH_ROUTES } from "./modules/health/access";
import { METRICS_ROUTES } from "./modules/metrics/access";
import { NEWS_ROUTES } from "./modules/news/access";
import { CONTENT_ROUTES } from "./modules/content/access";
import { contentFileRoutes, contentRoutes } from "./modules/content/routes";
import { RenderedPages } from "./modules/content/rendered";
import { siteFileRoutes } from "./modules/content/siteFiles";
import { ContentService } from "./modules/content/service";
import { PQRS_ROUTES } from "./modules/pqrs/access";
import { registerAuth } from "./modules/auth/plugin";
import { authRoutes } from "./modules/auth/routes";
import { AuthService } from "./modules/auth/service";
import { healthRoutes } from "./modules/health/routes";
import { metricsRoutes } from "./modules/metrics/routes";
import { MetricsService } from "./modules/metrics/service";
import { billingRoutes } from "./modules/billing/routes";
import { CustomerBilling } from "./modules/billing/service";
import { CUT_ALERT_ROUTES } from "./modules/cutAlerts/access";
import { cutAlertRoutes } from "./modules/cutAlerts/routes";
import { CutAlertService } from "./modules/cutAlerts/service";
import { newsRoutes } from "./modules/news/routes";
import { onInvoiceArrived } from "./modules/billing/invoiceEvents";
import { NOTICE_ROUTES } from "./modules/notices/access";
import { noticeRoutes } from "./modules/notices/routes";
import { NoticeService } from "./modules/notices/service";
import { NewsService } from "./modules/news/service";
import { OUTAGE_ROUTES } from "./modules/outages/access";
import { CONTINUITY_ROUTES, continuityRoutes } from "./modules/continuity/routes";
import { outageRoutes } from "./modules/outages/routes";
import { OutageService } from "./modules/outages/service";
import { pqrsRoutes } from "./modules/pqrs/routes";
import { CustomerService } from "./modules/pqrs/service";
import { projectRoot } from "./paths";
import { PseSandboxGateway } from "./modules/payments/pseSandbox";
import { paymentRoutes } from "./modules/payments/routes";
import { PaymentsService } from "./modules/payments/service";
import { WompiGateway } from "./modules/payments/wompi";
import { TREASURY_ROUTES } from "./modules/treasury/access";
import { INTEGRATION_ROUTES } from "./modules/integration/access";
import { integrationRoutes } from "./modules/integration/routes";
import { IntegrationService } from "./modules/integration/service";
import { treasuryRoutes } from "./modules/treasury/routes";
import { TARIFF_ROUTES } from "./modules/tariffs/access";
import { tariffRoutes } from "./modules/tariffs/routes";
import { openDataRoutes } from "./modules/opendata/routes";
import { DOCUMENT_ROUTES } from "./modules/documents/access";
import { documentFileRoutes, documentRoutes } from "./modules/documents/routes";
import { DocumentService } from "./modules/documents/service";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    config: Config;
    appVersion: string;
    /**
     * Issue 31 §1: false while server/main.ts waits for the database and its migrations; /api
     * (but health) answers 503 DATABASE_STARTING meanwhile. True from the start when built by tests.
     */
    dbReady: boolean;
    /** Starts the background work (mail delivery, metrics writer, cut-alert sweeps) when built with startWorkers: false. */
    startWorkers(): void;
  }
}

export const VERSION: string = (JSON.parse(readFileSync(path.join(projectRoot(), "package.json"), "utf8")) as { version: string }).version;

export interface BuildOptions {
  config: Config;
  db: Db;
  logger?: FastifyServerOptions["logger"];
  /** Where the standard logger writes (stdout when not given); ignored when `logger` is given. */
  logStream?: LogDestination;
  /**
   * Whether the background work starts with the app (onReady; the default, for tests). main.ts
   * passes false and calls app.startWorkers() once the database answers (issue 31 §1).
   */
  startWorkers?: boolean;
}

/** Builds the Fastify instance: external plugins, our plugins, then routes (no listening). */
export async function buildApp({ config, db, logger, logStream, startWorkers = true }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Issue 20 §4: no token, code, key or credential header reaches a log line.
    logger: logger ?? loggerOptions(config.logLevel, logStream),
    bodyLimit: 1024 * 1024,
    // Only listed proxies may set the client address (X-Forwarded-For): rate limits count by it.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    // Unknown fields are dropped before a handler sees them (DESIGN §5); values keep their types.
    ajv: { customOptions: { removeAdditional: "all", coerceTypes: false, allErrors: true } },
    forceCloseConnections: "idle",
  });
  app.decorate("db", db);
  app.decorate("config", config);
  app.decorate("appVersion", VERSION);
  app.decorate("dbReady", startWorkers);
  app.addSchema(ErrorBodySchema);
  // Issue 31 §1: background work starts with the app, or once main.ts has the database.
  const workers: (() => void)[] = [];
  let started = false;
  app.decorate("startWorkers", () => {
    if (started) return;
    started = true;
    for (const start of workers) start();
  });
  if (startWorkers) app.addHook("onReady", async () => app.startWorkers());
  const mailer = createMailer(config, db, app.log);
  app.decorate("mailer", mailer);
  // Issue 20 §4: delivery starts once the app is ready (messages left by an earlier run too).
  workers.push(() => mailer.start());
  app.addHook("onClose", () => mailer.close());
  const captcha = new CaptchaService(db, config, app.log);
  app.decorate("captcha", captcha);
  const auth = new AuthService(db, mailer, config, app.log, captcha);
  registerAuth(app, auth);
  const metrics = new MetricsService(db, config, app.log);
  app.decorate("metrics", metrics);
  // Issue 22: reports run one at a time and yield to the public site while it is busy; issue 31 §5:
  // administrators have a lane of their own, and the public's reports a limit per address.
  registerReportGate(app, { publicPerMinute: config.reportRateLimit });
  // Issue 31 §2: opens the metrics spool and replays it (the intake waits for it).
  workers.push(() => void metrics.start());
  // After the server stopped taking requests: what was accepted is written before the database closes.
  app.addHook("onClose", () => metrics.close());

  const news = new NewsService(db, config, app.log);
  app.decorate("news", news);
  // Issue 24 §2: a published or changed cut alerts its subscribers; a sweep handles scheduled ones and reminders.
  const cutAlerts = new CutAlertService(db, config, mailer, app.log, () => news.now());
  app.decorate("cutAlerts", cutAlerts);
  news.onCutChange = (id) => cutAlerts.cutChanged(id);
  workers.push(() => cutAlerts.start());
  app.addHook("onClose", async () => cutAlerts.close());
  // Issue 36: unplanned outages; their alerts go to the cut alerts' subscribers, in the transaction of each change.
  app.decorate("outages", new OutageService(db, config, mailer, app.log));
  app.decorate("billing", new CustomerBilling(db, config, mailer, app.log));
  // Issue 34 §4: a new invoice mails its digital bill's recipients (in the import's transaction); a sweep sends payment reminders.
  const notices = new NoticeService(db, config, mailer, app.log, app.billing);
  app.decorate("notices", notices);
  const unbindNotices = onInvoiceArrived(
    (tx, invoice) => notices.invoiceArrived(tx, invoice),
    (tx, invoices) => notices.invoicesArrived(tx, invoices),
  );
  workers.push(() => notices.start());
  app.addHook("onClose", async () => {
    unbindNotices();
    await notices.close();
  });
  // Issue 20: the sandbox only when named or on a demo install, Wompi when configured, else none.
  const gateway =
    config.paymentGateway === "wompi" && config.wompi
      ? new WompiGateway(config.wompi, app.log)
      : config.paymentGateway === "sandbox"
        ? new PseSandboxGateway(db)
        : null;
  const payments = new PaymentsService(db, config, mailer, app.log, gateway);
  app.decorate("payments", payments);
  // Issue 32 §1: undecided payments are asked about on a schedule, not failed by the clock.
  workers.push(() => payments.startSweeps());
  app.addHook("onClose", async () => payments.stopSweeps());
  app.decorate("collections", new CollectionsService(db, app.log));
  // Issue 34 §1: the billing system's feed (API, command line, administrators' screen, demo seed).
  app.decorate("integration", new IntegrationService(db, app.log));
  // Issue 35 §2: the document library; the former public/docs are seeded on the first start.
  const documents = new DocumentService(db);
  app.decorate("documents", documents);
  // A real start (main.ts) seeds as soon as the database answers; an app built with its workers
  // started at once (tests, tools) seeds on the first request to the library instead.
  if (!startWorkers) {
    workers.push(
      () => void documents.ensureSeeded().catch((error: unknown) => app.log.warn({ err: error }, "document library seed failed; retried on the next request")),
    );
  }
  const settings = new SiteSettingsService(db);
  app.decorate("siteSettings", settings);
  // Issue 33 §3: the invoices' payment points print the office hours and address of /admin/settings.
  app.billing.contacts = async () => (await settings.get()).settings;
  app.decorate("userAdmin", new UserAdministration(db, auth));
  app.decorate("pqrs", new CustomerService(db, config, mailer, app.log, () => settings.pqrsMailbox()));
  // Issue 35 §1: content pages held in the database; scheduled publications go out from every instance.
  const content = new ContentService(db, app.log, config, async () => (await settings.fresh()).settings.contentRequiresApproval);
  app.decorate("content", content);
  workers.push(() => content.start());
  app.addHook("onClose", async () => content.close());
  // Issue 35 §1: a publication is rendered again and shared through the database with every instance.
  const rendered = new RenderedPages(db, app.log, config);
  app.decorate("renderedPages", rendered);
  content.onPublished = (key) => rendered.render(key);
  workers.push(() => void rendered.renderStale().catch((err: unknown) => app.log.error({ err }, "content pages could not be rendered again")));

  registerErrorHandling(app);
  // Issue 31 §1: while the database is not there yet, the API says so (pages and files are served).
  registerStartingGate(app);
  await registerSecurityHeaders(app, config);
  // Issue 20 §4: NUL, lone surrogates and boundary-less multipart refused once, for every route.
  registerInputGuard(app);
  // Issue 31 §4: a body that stops arriving is cut with 408 (mod_reqtimeout's body=20,MinRate=500).
  registerBodyTimeout(app, { idleS: config.requestBodyTimeoutS, minRate: config.requestBodyMinRate });
  await app.register(swagger, {
    openapi: {
      info: {
        title: `API del portal ${config.brandName}`,
        description: "API JSON del portal web (autenticación, métricas, noticias, facturación, PQRS y administración).",
        version: VERSION,
      },
      servers: [{ url: config.publicUrl }],
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
    },
    // Shared schemas keep their $id as their name among the components (the feed's records, issue 34 §1).
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === "string" ? json.$id : `def-${i}`) },
  });

  // Issue 9: every /api route takes its rule from its module's table; one without a rule fails start-up.
  registerAccessControl(app, [
    HEALTH_ROUTES,
    AUTH_ROUTES,
    CAPTCHA_ROUTES,
    METRICS_ROUTES,
    NEWS_ROUTES,
    CONTENT_ROUTES,
    BILLING_ROUTES,
    PQRS_ROUTES,
    ADMIN_ROUTES,
    SPEED_TEST_ROUTES,
    CUT_ALERT_ROUTES,
    COLLECTIONS_ROUTES,
    TREASURY_ROUTES,
    CERTIFICATE_ROUTES,
    NOTICE_ROUTES,
    INTEGRATION_ROUTES,
    TARIFF_ROUTES,
    DOCUMENT_ROUTES,
    OUTAGE_ROUTES,
    CONTINUITY_ROUTES,
  ]);
  // Issue 24 §3: with API_KEY set, /api answers only our apps (after the access rule's hook: runs before it).
  registerApiKey(app, config.apiKey);
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(captchaRoutes);
      await api.register(metricsRoutes);
      await api.register(speedTestRoutes);
      await api.register(newsRoutes);
      await api.register(contentRoutes);
      await api.register(cutAlertRoutes);
      await api.register(outageRoutes);
      // Issue 36 §5: SAIDI, SAIFI and hours without service from the incidents.
      await api.register(continuityRoutes);
      await api.register(billingRoutes);
      await api.register(paymentRoutes);
      await api.register(collectionRoutes);
      await api.register(pqrsRoutes);
      await api.register(adminRoutes);
      // Issue 32 §4: the treasury's figures and refunds, and the paz y salvo.
      await api.register(treasuryRoutes);
      await api.register(certificateRoutes);
      await api.register(integrationRoutes);
      // Issue 34 §2: tariffs are published data (the rate pages, the bill explanation, the open data).
      await api.register(tariffRoutes);
      await api.register(documentRoutes);
      await api.register(mailOutboxRoutes);
      await api.register(noticeRoutes);
      api.get("/docs", { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: "/api" },
  );

  // Issue 35 §2: /documentos/<id>/<slug>.<ext> and the former /docs/<file> (before the SPA's files).
  await app.register(documentFileRoutes);
  // Issue 35 §3: the open data catalogue /data.json and its datasets under /datos-abiertos/ (outside /api: open to anyone, no key).
  await app.register(openDataRoutes);
  // Issue 35 §1: /content/<key>.json from the database; sitemap.xml and the search indexes as last published (before the SPA's files).
  await app.register(contentFileRoutes);
  await app.register(siteFileRoutes(config.staticDir, (file, serve) => rendered.page(file, serve)));
  await registerSpa(app, config, VERSION);
  return app;
}

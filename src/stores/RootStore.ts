import { computed, reaction } from "mobx";
import type { Theme } from "../theme";
import type { ClientConfig } from "../shared/config";
import { createApiClient, type ApiClient } from "../services/apiClient";
import { createAuthApi } from "../services/authApi";
import { createNewsApi, type NewsApi } from "../services/newsApi";
import { createOutagesApi, type OutagesApi } from "../services/outagesApi";
import type { MetricsReportsApi } from "../features/metrics/metricsReportsApi";
import type { KeyValueStorage } from "../services/storage";
import type { SessionPersistence } from "../services/sessionPersistence";
import type { TranslationLoader } from "../services/loader";
import { IframeBridge, type BridgeWindow } from "./IframeBridge";
import { LocaleStore } from "./LocaleStore";
import { MetricsStore, type MetricsSink } from "./MetricsStore";
import type { MetricsReportsStore } from "../features/metrics/MetricsReportsStore";
import type { AccountStore } from "../features/account/AccountStore";
import type { RouteRegistry } from "./RouteRegistry";
import { SessionStore, type AuthApi } from "./SessionStore";
import { ThemeStore, type ThemeFactory, type ThemeTarget } from "./ThemeStore";
import { ToastService, type ToastDriver } from "./ToastService";
import { UiStore } from "./UiStore";
import { SiteSettingsStore } from "./SiteSettingsStore";
import type { FeatureStoreKey } from "./base/featureStore";
import type { PublicSiteSettings } from "../shared/siteSettings";

/** The account store and the billing calls: one chunk, which a signed-in page may fetch before the stores exist. */
export function loadAccountCode() {
  return Promise.all([
    import(/* webpackChunkName: "account-store" */ "../features/account/AccountStore"),
    import(/* webpackChunkName: "account-store" */ "../features/account/billingApi"),
  ]);
}

/** The outside world, given to the RootStore (browser adapters in main.tsx, fakes in tests). */
export interface Services {
  config: ClientConfig;
  storage: KeyValueStorage;
  sessionPersistence: SessionPersistence;
  translations: TranslationLoader;
  toastDriver: ToastDriver;
  metricsSink: MetricsSink;
  bridgeWindow: BridgeWindow;
  documentRoot: (ThemeTarget & { setAttribute(n: string, v: string): void }) | null;
  browserLanguages: readonly string[];
  sessionId: string;
  /**
   * Every route (spec §2), built by whoever starts the app: the browser reads the landing route from
   * it before the stores exist, to fetch a signed-in page's code at once (issue 37).
   */
  routes: RouteRegistry;
  /** Loads the Fluent theme builder (a lazy chunk in the browser). */
  themeFactory: ThemeFactory;
  /**
   * The Fluent theme of the default schema, light, medium size (the prerendered pages' theme). The
   * browser reads it from the prerendered page's FluentProvider style (readProviderTheme), so the
   * 4 KB table is not in the first bundle; prerendering passes the precomputed one.
   */
  defaultTheme: Theme;
  /** The main backend's calls; defaults to one built on apiClient. */
  authApi?: AuthApi;
  newsApi?: NewsApi;
  /** Unplanned outages and "¿me afecta?" (issue 36); defaults to one built on apiClient. */
  outagesApi?: OutagesApi;
  /** The metrics backend's reports (dashboard, /metrics); defaults to one on the metrics axios instance. */
  metricsReportsApi?: MetricsReportsApi;
  apiBaseUrl?: string;
  /** The public site settings (issue 9); a plain fetch of /api/settings/public by default. */
  siteSettingsFetch?: (fresh: boolean) => Promise<Partial<PublicSiteSettings>>;
  /** Renders as the prerendered HTML until hydration (server rendering, and the browser's first pass). */
  prerendered?: boolean;
}

const NO_MESSAGES: Record<string, string> = {};

/** Creates every store once, in dependency order. */
export class RootStore {
  readonly config: ClientConfig;
  readonly routes: RouteRegistry;
  readonly session: SessionStore;
  readonly api: ApiClient;
  /** The account calls (sign-in, reset, verification…), for the pages that need more than the session. */
  readonly auth: AuthApi;
  /** Public news and service cuts. */
  readonly news: NewsApi;
  /** Unplanned outages (issue 36): incidents, "¿me afecta?". */
  readonly outages: OutagesApi;
  readonly bridge: IframeBridge;
  readonly theme: ThemeStore;
  readonly locale: LocaleStore;
  readonly toasts: ToastService;
  readonly metrics: MetricsStore;
  private reports: Promise<MetricsReportsStore> | null = null;
  private account: Promise<AccountStore> | null = null;
  private accountLoaded: AccountStore | null = null;
  private readonly storage: KeyValueStorage;
  private readonly reportsApi: MetricsReportsApi | undefined;
  readonly ui: UiStore;
  /** Attention lines, emergency numbers, hours, maintenance banner and chat switch (issue 9). */
  readonly siteSettings: SiteSettingsStore;

  private readonly defaultTheme: Theme;
  /** The feature stores made so far (see feature()). */
  private readonly features = new Map<FeatureStoreKey<unknown>, unknown>();

  constructor(s: Services) {
    this.config = s.config;
    this.defaultTheme = s.defaultTheme;
    this.storage = s.storage;
    // Routes first: guards, search and the chat read them.
    this.routes = s.routes;
    // The API client needs the session's token and its 401/419/440 rule, and the session needs the
    // API: the client reads the session through closures, so it is built first.
    let session: SessionStore | null = null;
    this.api = createApiClient({
      baseURL: s.apiBaseUrl ?? "/api",
      getToken: () => session?.token ?? "",
      onSessionEnded: () => session?.handleSessionEnded(),
      // Spec §7 (issue 24 §3): the deployment's API key, when it has one.
      apiKey: s.config.apiKey || undefined,
    });
    this.auth = s.authApi ?? createAuthApi(this.api);
    this.news = s.newsApi ?? createNewsApi(this.api);
    this.outages = s.outagesApi ?? createOutagesApi(this.api);
    session = this.session = new SessionStore(this.auth, s.sessionPersistence);
    this.bridge = new IframeBridge(s.bridgeWindow, s.config.allowedParentOrigins, () => this.session.token);
    this.theme = new ThemeStore(s.storage, s.documentRoot, s.themeFactory, s.defaultTheme);
    this.locale = new LocaleStore(s.storage, s.translations, s.config.defaultLocale, s.browserLanguages, s.documentRoot);
    this.toasts = new ToastService(s.toastDriver);
    this.metrics = new MetricsStore(
      s.metricsSink,
      s.sessionId,
      s.config.metricsApiEnabled,
      (msg, err) => console.debug(`[metrics] ${msg}`, err),
      () => this.session.user?.id,
    );
    this.reportsApi = s.metricsReportsApi;
    this.ui = new UiStore(s.prerendered ?? false);
    // A plain fetch: a public read needs no token, and pages that call nothing else skip the axios chunk.
    const settingsUrl = `${s.apiBaseUrl ?? "/api"}/settings/public`;
    this.siteSettings = new SiteSettingsStore(
      s.siteSettingsFetch ??
        ((fresh) =>
          fetch(settingsUrl, {
            ...(fresh ? { cache: "no-cache" } : {}),
            ...(s.config.apiKey ? { headers: { "X-Api-Key": s.config.apiKey } } : {}),
          }).then((r) => (r.ok ? (r.json() as Promise<Partial<PublicSiteSettings>>) : Promise.reject(new Error(`HTTP ${r.status}`))))),
      (msg, err) => console.debug(`[settings] ${msg}`, err),
    );
  }

  /**
   * Metrics reports with the 5-minute cache and the zeroed fallback (spec §8, §9). Only the metrics
   * pages read them, so the store and its API load with the first of those pages, outside the
   * initial JavaScript of every other page (DESIGN §8 budget).
   */
  loadMetricsReports(): Promise<MetricsReportsStore> {
    return (this.reports ??= Promise.all([
      import(/* webpackChunkName: "metrics-reports" */ "../features/metrics/MetricsReportsStore"),
      this.reportsApi ??
        import(/* webpackChunkName: "metrics-reports" */ "../features/metrics/metricsReportsApi").then((m) =>
          m.createMetricsReportsApi(() => this.session.token, this.config.apiKey),
        ),
    ]).then(([m, api]) => new m.MetricsReportsStore(api, { log: (msg, err) => console.debug(`[metrics] ${msg}`, err) })));
  }

  /**
   * The customer's contracts and the active one (issue 7). Only the account pages need them, so the
   * store and the billing calls load with the first of those pages.
   */
  loadAccount(): Promise<AccountStore> {
    return (this.account ??= loadAccountCode().then(
      ([m, b]) => (this.accountLoaded = new m.AccountStore(b.createBillingApi(this.api), this.storage, () => this.session.user?.id)),
    ));
  }

  /** The account's store once its code has come (a screen's first render uses it at once), else null. */
  get loadedAccount(): AccountStore | null {
    return this.accountLoaded;
  }

  /**
   * A feature's store (issue 23), made on first use and kept for the life of the page: every view
   * of the feature observes the same one. The key comes with the feature's code (featureStore.ts).
   */
  feature<T>(key: FeatureStoreKey<T>): T {
    if (!this.features.has(key)) this.features.set(key, key.create(this));
    return this.features.get(key) as T;
  }

  /**
   * What the providers get: the prerendered settings (Spanish defaults, default light theme, left
   * to right) until hydration, then the visitor's. Computed, so ending hydration re-renders nothing
   * when they are the same. Spanish needs no messages: the defaults in the code are the Spanish text.
   */
  @computed get intlLocale(): string {
    return this.ui.prerendered ? "es-CO" : this.locale.intlLocale;
  }

  @computed get intlMessages(): Record<string, string> {
    return this.ui.prerendered || this.locale.locale === "es" ? NO_MESSAGES : this.locale.messages;
  }

  @computed get fluentTheme(): Theme {
    return this.ui.prerendered ? this.defaultTheme : this.theme.fluentTheme;
  }

  @computed get direction(): "ltr" | "rtl" {
    return this.ui.prerendered ? "ltr" : this.theme.direction;
  }

  /**
   * Starts what talks to the outside at run time: the iframe token bridge (spec §4) and a check of
   * a saved session with the server, so a revoked or expired token ends the session at once.
   */
  start(): () => void {
    const disposers: (() => void)[] = [];
    if (this.bridge.isEmbedded) {
      disposers.push(
        this.bridge.onToken((token) => {
          if (token === this.session.token && (token === "" || this.session.signedIn)) return;
          this.session.applySharedToken(token);
          // The parent sends only the token: the account (name, roles) comes from the server.
          if (token !== "") void this.session.refreshUser();
        }),
      );
      disposers.push(
        reaction(
          () => this.session.token,
          (token) => this.bridge.tokenChanged(token),
        ),
      );
    }
    if (this.session.isAuthenticated) void this.session.refreshUser();
    this.bridge.start();
    disposers.push(() => this.bridge.stop());
    void this.locale.load();
    return () => disposers.forEach((d) => d());
  }
}

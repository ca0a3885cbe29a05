import path from "node:path";
import { DEFAULT_CLIENT_CONFIG } from "../src/shared/config";
import { DOCUMENT_TYPES } from "../src/shared/constants";
import { DEMO_BILL_GLN, isValidGln } from "./modules/billing/gs1";

/** The server's configuration (DESIGN §7), read once from the environment. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** PostgreSQL cancels a statement after this long (DB_STATEMENT_TIMEOUT_MS, 15000; 0: never). */
  dbStatementTimeoutMs: number;
  /** Longest wait for a PostgreSQL connection, new or pooled (DB_CONNECT_TIMEOUT_MS, 5000): then 503 (issue 31 §1). */
  dbConnectTimeoutMs: number;
  /** PostgreSQL ends a transaction left idle this long (DB_IDLE_IN_TRANSACTION_TIMEOUT_MS, 30000; 0: never). */
  dbIdleInTransactionTimeoutMs: number;
  smtpUrl: string | null;
  mailFrom: string;
  publicUrl: string;
  allowedParentOrigins: string[];
  /** Proxies whose X-Forwarded-For is believed (addresses, CIDRs or loopback/linklocal/uniquelocal); none by default. */
  trustProxy: string[];
  appInsightsConnectionString: string;
  metricsApiEnabled: boolean;
  /** Days page metrics are kept (METRICS_RETENTION_DAYS, 400; 0 keeps them forever). */
  metricsRetentionDays: number;
  /** Days the report aggregates are kept (METRICS_AGGREGATE_RETENTION_DAYS, 0 = forever, the default). */
  metricsAggregateRetentionDays: number;
  /** Tracking calls a client may make per minute (METRICS_RATE_LIMIT, 600; 0 turns the limit off). */
  metricsRateLimit: number;
  /** Longest wait before accepted metrics are written (METRICS_FLUSH_MS, 200). */
  metricsFlushMs: number;
  /** Reports (metrics, admin figures) one address may ask for per minute, administrators apart (REPORT_RATE_LIMIT, 300; 0: none). */
  reportRateLimit: number;
  /** Where accepted metrics are spooled before the 202 (METRICS_SPOOL_DIR, DATA_DIR/metrics-spool; issue 31 §2). */
  metricsSpoolDir: string;
  /** Issue 31 §4: seconds a request body may wait for its first bytes and between bytes (REQUEST_BODY_TIMEOUT_S, 20). */
  requestBodyTimeoutS: number;
  /** Issue 31 §4: bytes per second a body must average; each such many received add a second (REQUEST_BODY_MIN_RATE, 500; 0: no overall limit). */
  requestBodyMinRate: number;
  captchaSiteKey: string;
  /** Spec §7 (issue 24 §3): the key our apps send in X-Api-Key (API_KEY); null: not required. An identifier, not a secret. */
  apiKey: string | null;
  /** ALTCHA proof of work (issue 20): PBKDF2 iterations per attempt (ALTCHA_COST, 200). */
  altchaCost: number;
  /** ALTCHA proof of work: the largest counter a challenge hides (ALTCHA_MAX_NUMBER, 2,000; drawn from its upper half). */
  altchaMaxNumber: number;
  brandName: string;
  brandLongName: string;
  /** Spec §2 (issue 33 §5): the company's customer portal, linked from the customer area (CUSTOMER_PORTAL_URL); null: no link. */
  customerPortalUrl: string | null;
  /** Issue 36 §4: a tile server under the outage map (MAP_TILE_URL, MAP_TILE_ATTRIBUTION); null: no external service. */
  mapTiles: { url: string; attribution: string } | null;
  /**
   * Spec §7 (issue 33 §5): the fixed `user:password` of the integration client that reads
   * GET /metrics/page/* with Basic auth, out of REPORT_RATE_LIMIT (METRICS_READ_BASIC_AUTH); null: none. A secret.
   */
  metricsReadBasicAuth: string | null;
  /** The company's GLN in the bill's GS1-128 barcode, AI (415) (BILL_GLN; a GS1 demo number by default). */
  billGln: string;
  /** Issue 32 §3: digits the barcode's amount (AI 3900) is zero-padded to; each bank's convenio decides (BILL_AMOUNT_DIGITS). */
  billAmountDigits: number;
  productSlug: string;
  defaultLocale: "es" | "en";
  seedDemo: boolean;
  demoPassword: string | null;
  /** ALLOW_DEMO_ACCOUNTS: with SEED_DEMO=false, demo accounts left from a demo start stay active (else they are deactivated at start). */
  allowDemoAccounts: boolean;
  /** ALLOW_SANDBOX_PAYMENTS: payments that move no money (the sandbox without SEED_DEMO, Wompi's sandbox) may start. */
  allowSandboxPayments: boolean;
  logLevel: string;
  staticDir: string;
  /** The payment gateway (PAYMENT_GATEWAY sandbox | wompi | none): the sandbox by default only with SEED_DEMO, else none. */
  paymentGateway: "sandbox" | "wompi" | null;
  /** Wompi's keys and API address when PAYMENT_GATEWAY=wompi (issue 20 §1), else null. */
  wompi: WompiConfig | null;
}

/** Wompi (Bancolombia's PSE aggregator): one environment's keys and where its API answers. */
export interface WompiConfig {
  env: "sandbox" | "production";
  /** https://sandbox.wompi.co/v1 or https://production.wompi.co/v1 (WOMPI_API_URL overrides, tests and staging only). */
  apiUrl: string;
  publicKey: string;
  privateKey: string;
  eventsSecret: string;
  integritySecret: string;
  /**
   * Issue 32 §2: Wompi's hosted Web Checkout (card, Nequi, Botón Bancolombia), or null when
   * WOMPI_CHECKOUT=false. https://checkout.wompi.co/p/ unless WOMPI_CHECKOUT_URL says otherwise.
   */
  checkoutUrl: string | null;
  /**
   * Issue 32 §1: the document types Wompi takes for PSE (user_legal_id_type). The formats sheet
   * could not verify the whole list, so it is a setting (WOMPI_LEGAL_ID_TYPES).
   */
  legalIdTypes: readonly string[];
}

/** A bad environment value: its message is the one line printed before exiting. */
export class ConfigError extends Error {
  constructor(variable: string, problem: string, value: string) {
    super(`Configuración inválida: ${variable} ${problem} (valor recibido: "${value}")`);
    this.name = "ConfigError";
  }
}

type Env = Record<string, string | undefined>;

function text(env: Env, name: string, fallback: string): string {
  const v = env[name];
  return v === undefined || v.trim() === "" ? fallback : v.trim();
}

function optional(env: Env, name: string): string | null {
  const v = env[name];
  return v === undefined || v.trim() === "" ? null : v.trim();
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const v = optional(env, name);
  if (v === null) return fallback;
  if (/^(true|1|yes|on)$/i.test(v)) return true;
  if (/^(false|0|no|off)$/i.test(v)) return false;
  throw new ConfigError(name, "debe ser true o false", v);
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const v = optional(env, name);
  if (v === null) return fallback;
  const n = Number(v);
  if (!/^\d+$/.test(v) || n < min || n > max) {
    throw new ConfigError(name, `debe ser un número entero entre ${min} y ${max}`, v);
  }
  return n;
}

function url(env: Env, name: string, protocols: readonly string[]): string | null {
  const v = optional(env, name);
  if (v === null) return null;
  let parsed: URL;
  try {
    parsed = new URL(v);
  } catch {
    throw new ConfigError(name, "no es una URL válida", redactUrl(v));
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `debe usar ${protocols.join(" o ")}`, redactUrl(v));
  }
  return v;
}

/** Hides the password of a URL before it reaches a log line. */
export function redactUrl(v: string): string {
  return v.replace(/\/\/([^:/@]+):([^@]+)@/, "//$1:***@");
}

/** Wompi's key prefixes per environment (docs.wompi.co "Ambientes y llaves"). */
/**
 * The document types Wompi's PSE takes (formats sheet §3.3: CC and NIT documented, CE, PP and TI
 * sent by public clients; PPT per the issue). PEP is not among them: Wompi answers OTHER with 422.
 */
export const DEFAULT_WOMPI_LEGAL_ID_TYPES = ["CC", "CE", "NIT", "PP", "TI", "PPT"] as const;

const WOMPI_KEYS = [
  ["WOMPI_PUBLIC_KEY", "publicKey", { sandbox: "pub_test_", production: "pub_prod_" }],
  ["WOMPI_PRIVATE_KEY", "privateKey", { sandbox: "prv_test_", production: "prv_prod_" }],
  ["WOMPI_EVENTS_SECRET", "eventsSecret", { sandbox: "test_events_", production: "prod_events_" }],
  ["WOMPI_INTEGRITY_SECRET", "integritySecret", { sandbox: "test_integrity_", production: "prod_integrity_" }],
] as const;

/** Why a start that would take no real money stops (issue 31 §5). */
const NO_REAL_MONEY = "que no mueve dinero real (aprueba pagos sin cobrarlos)";

/**
 * PAYMENT_GATEWAY and, for Wompi, its keys: a missing or mismatched key names its variable, never
 * its value. Payments that move no money start only on a demo install's default sandbox or with
 * ALLOW_SANDBOX_PAYMENTS=true (issue 31 §5).
 */
function paymentSettings(env: Env): Pick<Config, "paymentGateway" | "wompi" | "allowSandboxPayments"> {
  const named = optional(env, "PAYMENT_GATEWAY");
  if (named !== null && !["sandbox", "wompi", "none"].includes(named)) {
    throw new ConfigError("PAYMENT_GATEWAY", "debe ser sandbox, wompi o none", named);
  }
  const seedDemo = bool(env, "SEED_DEMO", true);
  const allowSandboxPayments = bool(env, "ALLOW_SANDBOX_PAYMENTS", false);
  // Issue 20: the sandbox approves anything, so it never runs unless named or on a demo install.
  const paymentGateway = named === null ? (seedDemo ? "sandbox" : null) : named === "none" ? null : (named as "sandbox" | "wompi");
  if (paymentGateway === "sandbox" && !seedDemo && !allowSandboxPayments) {
    throw new ConfigError(
      "PAYMENT_GATEWAY",
      `es el simulador de PSE, ${NO_REAL_MONEY}; sin SEED_DEMO solo arranca con ALLOW_SANDBOX_PAYMENTS=true, para pruebas`,
      "sandbox",
    );
  }
  if (paymentGateway !== "wompi") return { paymentGateway, wompi: null, allowSandboxPayments };
  const wompiEnv = text(env, "WOMPI_ENV", "sandbox");
  if (wompiEnv !== "sandbox" && wompiEnv !== "production") throw new ConfigError("WOMPI_ENV", "debe ser sandbox o production", wompiEnv);
  const keys = {} as Record<(typeof WOMPI_KEYS)[number][1], string>;
  for (const [variable, field, prefixes] of WOMPI_KEYS) {
    const value = optional(env, variable);
    const prefix = prefixes[wompiEnv];
    if (value === null) throw new ConfigError(variable, `es obligatoria con PAYMENT_GATEWAY=wompi (empieza por ${prefix})`, "");
    if (!value.startsWith(prefix) || value.length <= prefix.length || /\s/.test(value)) {
      // Only the part before the key proper is shown: the value is a secret.
      throw new ConfigError(
        variable,
        `debe empezar por ${prefix} (WOMPI_ENV=${wompiEnv})`,
        `${value.slice(0, Math.min(value.length, value.indexOf("_", 4) + 1 || 4))}…`,
      );
    }
    keys[field] = value;
  }
  if (wompiEnv === "sandbox" && !allowSandboxPayments) {
    throw new ConfigError(
      "WOMPI_ENV",
      `es el ambiente de pruebas de Wompi, ${NO_REAL_MONEY}; use production con sus llaves, o ALLOW_SANDBOX_PAYMENTS=true para pruebas`,
      wompiEnv,
    );
  }
  const apiUrl = url(env, "WOMPI_API_URL", ["http:", "https:"]) ?? `https://${wompiEnv}.wompi.co/v1`;
  const checkout = text(env, "WOMPI_CHECKOUT", "true");
  if (checkout !== "true" && checkout !== "false") throw new ConfigError("WOMPI_CHECKOUT", "debe ser true o false", checkout);
  const checkoutUrl = checkout === "true" ? (url(env, "WOMPI_CHECKOUT_URL", ["http:", "https:"]) ?? "https://checkout.wompi.co/p/") : null;
  const legalIdText = text(env, "WOMPI_LEGAL_ID_TYPES", DEFAULT_WOMPI_LEGAL_ID_TYPES.join(","));
  const legalIdTypes = legalIdText
    .split(",")
    .map((t) => t.trim().toUpperCase())
    .filter(Boolean);
  const unknown = legalIdTypes.find((t) => !(DOCUMENT_TYPES as readonly string[]).includes(t));
  if (legalIdTypes.length === 0 || unknown) {
    throw new ConfigError("WOMPI_LEGAL_ID_TYPES", `debe listar tipos de documento del portal (${DOCUMENT_TYPES.join(", ")}) separados por comas`, legalIdText);
  }
  return {
    paymentGateway,
    wompi: { env: wompiEnv, apiUrl: apiUrl.replace(/\/$/, ""), ...keys, checkoutUrl, legalIdTypes },
    allowSandboxPayments,
  };
}

/** CUSTOMER_PORTAL_URL: an absolute https address (http only on this machine, for tests), without credentials. */
function customerPortal(env: Env): string | null {
  const v = url(env, "CUSTOMER_PORTAL_URL", ["http:", "https:"]);
  if (v === null) return null;
  const parsed = new URL(v);
  if (parsed.protocol === "http:" && !["127.0.0.1", "localhost", "[::1]"].includes(parsed.hostname)) {
    throw new ConfigError("CUSTOMER_PORTAL_URL", "debe usar https (http solo para 127.0.0.1 o localhost)", v);
  }
  if (parsed.username || parsed.password) {
    throw new ConfigError("CUSTOMER_PORTAL_URL", "no debe llevar usuario ni contraseña", redactUrl(v));
  }
  return v;
}

/** MAP_TILE_URL and MAP_TILE_ATTRIBUTION: an https template of a tile server with its attribution, or neither. */
function mapTiles(env: Env): { url: string; attribution: string } | null {
  const template = optional(env, "MAP_TILE_URL");
  const attribution = optional(env, "MAP_TILE_ATTRIBUTION");
  if (template === null && attribution !== null) throw new ConfigError("MAP_TILE_ATTRIBUTION", "solo tiene sentido con MAP_TILE_URL", attribution);
  if (template === null) return null;
  if (!/^https:\/\/[^/\s@]+\/\S*$/.test(template) || !["{z}", "{x}", "{y}"].every((p) => template.includes(p))) {
    throw new ConfigError("MAP_TILE_URL", "debe ser una plantilla https con {z}, {x} y {y}, como https://tiles.example/{z}/{x}/{y}.png", redactUrl(template));
  }
  if (attribution === null) throw new ConfigError("MAP_TILE_ATTRIBUTION", "es obligatoria con MAP_TILE_URL (el proveedor de los mapas exige citarlo)", "");
  return { url: template, attribution };
}

/** Reads and validates the environment; throws ConfigError naming the first bad variable. */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const portText = text(env, "PORT", "8080");
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 1 || port > 65535) {
    throw new ConfigError("PORT", "debe ser un número entero entre 1 y 65535", portText);
  }
  const host = text(env, "HOST", "127.0.0.1");
  const publicUrl = url(env, "PUBLIC_URL", ["http:", "https:"]) ?? `http://${host}:${port}`;

  const allowedParentOrigins = (optional(env, "ALLOWED_PARENT_ORIGINS") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map((origin) => {
      let parsed: URL;
      try {
        parsed = new URL(origin);
      } catch {
        throw new ConfigError("ALLOWED_PARENT_ORIGINS", "debe ser una lista de orígenes separados por comas", origin);
      }
      if (!["http:", "https:"].includes(parsed.protocol) || parsed.origin !== origin.replace(/\/$/, "")) {
        throw new ConfigError("ALLOWED_PARENT_ORIGINS", "debe contener solo orígenes (esquema://host[:puerto])", origin);
      }
      return parsed.origin;
    });

  // Per-IP rate limits rest on the client address: only a listed proxy may say who the client is.
  const trustProxy = (optional(env, "TRUST_PROXY") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of trustProxy) {
    if (!/^(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?)$/.test(entry)) {
      throw new ConfigError("TRUST_PROXY", "debe ser una lista de direcciones IP o rangos CIDR (o loopback)", entry);
    }
  }

  const mailFrom = text(env, "MAIL_FROM", "EMSP E.S.P. <no-responder@emsp.example>");
  if (!/^([^<>]*<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/.test(mailFrom)) {
    throw new ConfigError("MAIL_FROM", "debe ser un correo electrónico, por ejemplo Nombre <correo@dominio.co>", mailFrom);
  }
  const productSlug = text(env, "PRODUCT_SLUG", DEFAULT_CLIENT_CONFIG.productSlug);
  if (!/^[a-z0-9][a-z0-9-]{0,39}$/.test(productSlug)) {
    throw new ConfigError("PRODUCT_SLUG", "solo admite minúsculas, números y guiones (máx. 40)", productSlug);
  }
  const defaultLocale = text(env, "DEFAULT_LOCALE", DEFAULT_CLIENT_CONFIG.defaultLocale);
  if (defaultLocale !== "es" && defaultLocale !== "en") {
    throw new ConfigError("DEFAULT_LOCALE", "debe ser es o en", defaultLocale);
  }
  const appInsights = text(env, "APPINSIGHTS_CONNECTION_STRING", "");
  if (appInsights && !/InstrumentationKey=/i.test(appInsights)) {
    throw new ConfigError("APPINSIGHTS_CONNECTION_STRING", "debe contener InstrumentationKey=…", appInsights);
  }
  const logLevel = text(env, "LOG_LEVEL", "info");
  if (!["fatal", "error", "warn", "info", "debug", "trace", "silent"].includes(logLevel)) {
    throw new ConfigError("LOG_LEVEL", "debe ser fatal, error, warn, info, debug, trace o silent", logLevel);
  }
  const apiKey = optional(env, "API_KEY");
  if (apiKey !== null && !/^[\x21-\x7e]{8,200}$/.test(apiKey)) {
    throw new ConfigError("API_KEY", "debe tener entre 8 y 200 caracteres visibles, sin espacios ni tildes", apiKey);
  }
  const billGln = text(env, "BILL_GLN", DEMO_BILL_GLN);
  if (!isValidGln(billGln)) throw new ConfigError("BILL_GLN", "debe ser un GLN de 13 dígitos con su dígito de control GS1", billGln);
  const billAmountDigitsText = text(env, "BILL_AMOUNT_DIGITS", "10");
  const billAmountDigits = Number(billAmountDigitsText);
  if (!/^\d{1,2}$/.test(billAmountDigitsText) || billAmountDigits < 1 || billAmountDigits > 15) {
    throw new ConfigError("BILL_AMOUNT_DIGITS", "debe ser un número entero entre 1 y 15 (la AI 3900 admite hasta 15 dígitos)", billAmountDigitsText);
  }
  const demoPassword = optional(env, "DEMO_PASSWORD");
  if (demoPassword !== null && demoPassword.length < 10) {
    throw new ConfigError("DEMO_PASSWORD", "debe tener al menos 10 caracteres", "***");
  }

  const customerPortalUrl = customerPortal(env);
  const metricsReadBasicAuth = optional(env, "METRICS_READ_BASIC_AUTH");
  if (metricsReadBasicAuth !== null && !/^[\x21-\x39\x3b-\x7e]+:[\x20-\x7e]*[\x21-\x7e][\x20-\x7e]*$/.test(metricsReadBasicAuth)) {
    // The value is a secret: only its shape is described, never shown.
    throw new ConfigError(
      "METRICS_READ_BASIC_AUTH",
      "debe ser usuario:contraseña, ambos no vacíos, con caracteres visibles sin tildes y un usuario sin espacios ni dos puntos",
      "***",
    );
  }

  const dataDir = path.resolve(cwd, text(env, "DATA_DIR", "./data"));
  return {
    port,
    host,
    dataDir,
    databaseUrl: url(env, "DATABASE_URL", ["postgres:", "postgresql:"]),
    dbStatementTimeoutMs: integer(env, "DB_STATEMENT_TIMEOUT_MS", 15_000, 0, 3_600_000),
    dbConnectTimeoutMs: integer(env, "DB_CONNECT_TIMEOUT_MS", 5_000, 100, 120_000),
    dbIdleInTransactionTimeoutMs: integer(env, "DB_IDLE_IN_TRANSACTION_TIMEOUT_MS", 30_000, 0, 3_600_000),
    smtpUrl: url(env, "SMTP_URL", ["smtp:", "smtps:"]),
    mailFrom,
    publicUrl: publicUrl.replace(/\/$/, ""),
    allowedParentOrigins,
    trustProxy,
    appInsightsConnectionString: appInsights,
    metricsApiEnabled: bool(env, "METRICS_API_ENABLED", true),
    metricsRetentionDays: integer(env, "METRICS_RETENTION_DAYS", 400, 0, 36_500),
    metricsAggregateRetentionDays: integer(env, "METRICS_AGGREGATE_RETENTION_DAYS", 0, 0, 36_500),
    metricsRateLimit: integer(env, "METRICS_RATE_LIMIT", 600, 0, 1_000_000_000),
    metricsFlushMs: integer(env, "METRICS_FLUSH_MS", 200, 10, 600_000),
    reportRateLimit: integer(env, "REPORT_RATE_LIMIT", 300, 0, 1_000_000_000),
    metricsSpoolDir: path.resolve(cwd, text(env, "METRICS_SPOOL_DIR", path.join(dataDir, "metrics-spool"))),
    requestBodyTimeoutS: integer(env, "REQUEST_BODY_TIMEOUT_S", 20, 1, 3_600),
    requestBodyMinRate: integer(env, "REQUEST_BODY_MIN_RATE", 500, 0, 1_000_000_000),
    captchaSiteKey: text(env, "CAPTCHA_SITE_KEY", ""),
    apiKey,
    altchaCost: integer(env, "ALTCHA_COST", 200, 1, 1_000_000),
    altchaMaxNumber: integer(env, "ALTCHA_MAX_NUMBER", 2_000, 2, 10_000_000),
    brandName: text(env, "BRAND_NAME", DEFAULT_CLIENT_CONFIG.brandName),
    brandLongName: text(env, "BRAND_LONG_NAME", DEFAULT_CLIENT_CONFIG.brandLongName),
    customerPortalUrl,
    mapTiles: mapTiles(env),
    metricsReadBasicAuth,
    billGln,
    billAmountDigits,
    productSlug,
    defaultLocale,
    seedDemo: bool(env, "SEED_DEMO", true),
    demoPassword,
    allowDemoAccounts: bool(env, "ALLOW_DEMO_ACCOUNTS", false),
    logLevel,
    staticDir: path.resolve(cwd, text(env, "STATIC_DIR", "./dist")),
    ...paymentSettings(env),
  };
}

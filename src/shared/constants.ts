/**
 * Constants of the product specification (spec §7, §9), shared by the SPA and the server.
 * No DOM and no Node imports here.
 */

/** Spec §2: entry paths and the redirect parameter. */
export const AUTHENTICATED_ENTRY_PATH = "/dashboard/dashboardGeneral";
export const UNAUTHENTICATED_ENTRY_PATH = "/homePage";
export const SIGN_IN_ENTRY_PATH = "/sign-in";
export const ACCESS_DENIED_PATH = "/access-denied";
export const REDIRECT_URL_KEY = "redirectUrl";

/** Spec §9: a response with one of these statuses ends the session. */
export const LOGOUT_STATUSES: readonly number[] = [401, 419, 440];

/** Spec §9: names under which the client persists its state. */
export const STORAGE_KEYS = {
  token: "token",
  sessionUser: "sessionUser",
  locale: "locale",
  theme: "theme",
} as const;

/** Spec §7, §9: time-outs and the token cookie's life. */
export const API_TIMEOUT_MS = 60_000;
/**
 * Issue 31 §1: a read answered 503 with a Retry-After of at most this many seconds (a database
 * restarting or failing over) is asked again once, after that wait, before the person sees an error.
 */
export const READ_RETRY_AFTER_MAX_S = 10;
export const METRICS_TIMEOUT_MS = 30_000;
/**
 * Issue 37: how long an answer asked for before the view needs it (a route's prefetch, or what
 * #portal-boot asked for from the HTML) stays good for the view's first request.
 */
export const PREFETCH_FRESH_MS = 30_000;
export const TOKEN_COOKIE_MAX_AGE_S = 24 * 60 * 60;
export const IFRAME_TOKEN_REQUEST_TIMEOUT_MS = 5_000;

/** Spec §9: translation loader. */
export const LOCALE_LOAD_RETRIES = 5;
export const LOCALE_LOAD_FIRST_DELAY_MS = 350;
export const LOCALE_LOAD_MAX_PARALLEL = 10;

/** Spec §4, §9: toasts. */
export const TOAST_DURATIONS_MS = { blank: 4_000, custom: 4_000, success: 2_000, error: 4_000, loading: null } as const;
export const TOAST_LIMIT = 20;
export const TOAST_POSITION = "top-right";

/** Spec §4, §9: event batching. */
export const EVENT_BATCH_QUIET_MS = 2_000;
export const EVENT_BATCH_SIZE = 10;

/** Spec §9: device type breakpoints (px). */
export const MOBILE_MAX_WIDTH = 768;
export const TABLET_MAX_WIDTH = 1024;

/** Spec §9: scroll depth marks, web vitals delay, thresholds, reading time. */
export const SCROLL_DEPTH_MARKS: readonly number[] = [25, 50, 75, 100];
export const WEB_VITALS_DELAY_MS = 5_000;
export const PERFORMANCE_THRESHOLDS = { lcp: 2500, fid: 100, cls: 0.1, ttfb: 200, fcp: 1800 } as const;
export const READING_WORDS_PER_MINUTE = 225;
export const READING_CHARS_PER_WORD = 5;
export const METRICS_CACHE_MS = 5 * 60 * 1000;
export const DEFAULT_UPTIME = 99.9;

export const ACQUISITION_CHANNELS = ["direct", "social", "organic", "referral", "paid"] as const;
export type AcquisitionChannel = (typeof ACQUISITION_CHANNELS)[number];

/**
 * Ley 1581 de 2012: the analytics-cookie choice is kept in localStorage under this name as
 * `{ accepted, at, policyVersion }`. Raise the version when the personal-data policy changes what
 * it says about analytics: every visitor is then asked again.
 */
export const ANALYTICS_CONSENT_KEY = "analyticsConsent";
export const ANALYTICS_POLICY_VERSION = "2025-1";

/** Spec §9: dates use the Spanish locale in Colombia; weeks start on Monday. */
export const TIME_ZONE = "America/Bogota";
export const SUPPORTED_LOCALES = ["es", "en"] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const WEEK_STARTS_ON = 1; // Monday

/** DESIGN §3: roles as the database stores them (compared case-insensitively). */
/** Issue 35: EDITOR drafts and publishes content pages and documents, and nothing else. */
/** Issue 36: OPERATOR opens and updates unplanned outages (incidents), and nothing else. */
export const ROLES = {
  user: "USER",
  editor: "EDITOR",
  operator: "OPERATOR",
  admin: "ADMIN",
  superAdmin: "SUPER_ADMIN",
  integration: "INTEGRATION",
} as const;

/** Spec §3: document types a person or company may hold in Colombia. */
/** Issue 32: PPT (permiso por protección temporal, which replaces the PEP of Venezuelan migrants) joins the list. */
export const DOCUMENT_TYPES = ["CC", "CE", "NIT", "TI", "PP", "PEP", "PPT"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

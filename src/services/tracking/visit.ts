import { ACQUISITION_CHANNELS, type AcquisitionChannel } from "../../shared/constants";
import { METRICS_LIMITS } from "../../shared/metrics";
import { deviceType, type VisitContext } from "../../stores/MetricsStore";

/** Hosts whose visitors come from a social network (any subdomain: m., l., lm., web.…). */
export const SOCIAL_HOSTS: readonly string[] = [
  "facebook.com",
  "fb.com",
  "fb.me",
  "messenger.com",
  "instagram.com",
  "threads.net",
  "x.com",
  "twitter.com",
  "t.co",
  "linkedin.com",
  "lnkd.in",
  "youtube.com",
  "youtu.be",
  "tiktok.com",
  "whatsapp.com",
  "wa.me",
  "telegram.org",
  "t.me",
  "pinterest.com",
  "reddit.com",
  "snapchat.com",
  "bsky.app",
];

/** Search engines (any subdomain; Google and Yahoo under any country domain: google.com.co, co.search.yahoo.com). */
export const SEARCH_HOSTS: readonly string[] = [
  "bing.com",
  "duckduckgo.com",
  "ecosia.org",
  "yahoo.com",
  "search.brave.com",
  "baidu.com",
  "ask.com",
  "aol.com",
  "startpage.com",
  "qwant.com",
  "yandex.com",
  "yandex.ru",
  "naver.com",
  "seznam.cz",
];

/** Google under its country domains: google.com, google.com.co, google.co.uk, google.de… */
const GOOGLE = /(^|\.)google\.(com|[a-z]{2})(\.[a-z]{2})?$/;

function hostIn(host: string, list: readonly string[]): boolean {
  return list.some((d) => host === d || host.endsWith(`.${d}`));
}

const bare = (host: string) => host.toLowerCase().replace(/^www\./, "");

/**
 * Spec §9 acquisition channel of a landing: paid whenever the address carries a utm_source;
 * otherwise from the referrer: none or this site → direct, a social network → social, a search
 * engine → organic, anything else → referral. Pure: `landing` is the landing's full URL.
 */
export function acquisitionChannel(landing: string, referrer: string): AcquisitionChannel {
  let site: URL;
  try {
    site = new URL(landing);
  } catch {
    return "direct";
  }
  if (site.searchParams.get("utm_source")?.trim()) return "paid";
  let from: string;
  try {
    from = bare(new URL(referrer).host);
  } catch {
    return "direct"; // no referrer (typed address, bookmark, app) or an unreadable one
  }
  if (!from || from === bare(site.host)) return "direct";
  if (hostIn(from, SOCIAL_HOSTS)) return "social";
  if (GOOGLE.test(from) || hostIn(from, SEARCH_HOSTS)) return "organic";
  return "referral";
}

/** Where the landing's channel is kept, so later navigations of the same visit keep it. */
export const CHANNEL_SESSION_KEY = "metricsAcquisitionChannel";

/**
 * The browser's answers to what a page view needs beyond its path (MetricsStore.setVisitContext):
 * the channel of the session's landing (kept in sessionStorage for the visit), the device by the
 * viewport's width at each page view, and the user agent. `landing` is the address the app booted at.
 */
export function browserVisitContext(win: Window, landing: string): VisitContext {
  let channel: AcquisitionChannel | undefined;
  try {
    const kept = win.sessionStorage.getItem(CHANNEL_SESSION_KEY);
    channel = ACQUISITION_CHANNELS.find((c) => c === kept);
    if (!channel) win.sessionStorage.setItem(CHANNEL_SESSION_KEY, (channel = acquisitionChannel(landing, win.document.referrer)));
  } catch {
    // Storage refused (private mode): the channel holds for this document only.
    channel ??= acquisitionChannel(landing, win.document.referrer);
  }
  const acquisition = channel;
  const browserInfo = win.navigator.userAgent.slice(0, METRICS_LIMITS.browserInfoLength);
  return () => ({ acquisitionChannel: acquisition, deviceType: deviceType(win.innerWidth), browserInfo });
}

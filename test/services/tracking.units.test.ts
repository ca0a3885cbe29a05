import { PageTimeTracker } from "../../src/services/tracking/pageTime";
import { ScrollDepthTracker, type ScrollMeasure } from "../../src/services/tracking/scrollDepth";
import { acquisitionChannel, browserVisitContext, CHANNEL_SESSION_KEY } from "../../src/services/tracking/visit";
import { WebVitalsReporter, type VitalsReport, type VitalsSource } from "../../src/services/tracking/webVitals";
import type { VitalName } from "../../src/shared/metrics";

const SITE = "https://www.emsp.example/homePage";

describe("acquisitionChannel (spec §9)", () => {
  it("is direct without a referrer, or with one from this same site", () => {
    expect(acquisitionChannel(SITE, "")).toBe("direct");
    expect(acquisitionChannel(SITE, "https://www.emsp.example/energia/home")).toBe("direct");
    expect(acquisitionChannel(SITE, "https://emsp.example/")).toBe("direct");
    expect(acquisitionChannel(SITE, "not a url")).toBe("direct");
  });

  it("is social for the social networks, on any of their subdomains", () => {
    for (const ref of [
      "https://www.facebook.com/",
      "https://l.facebook.com/l.php?u=x",
      "https://m.facebook.com/",
      "https://www.instagram.com/",
      "https://t.co/abc",
      "https://x.com/emsp",
      "https://twitter.com/",
      "https://www.linkedin.com/feed/",
      "https://www.youtube.com/watch?v=1",
      "https://www.tiktok.com/@emsp",
      "https://web.whatsapp.com/",
    ]) {
      expect([ref, acquisitionChannel(SITE, ref)]).toEqual([ref, "social"]);
    }
  });

  it("is organic for search engines, Google under any country domain", () => {
    for (const ref of [
      "https://www.google.com/",
      "https://www.google.com.co/",
      "https://www.bing.com/search?q=emsp",
      "https://search.yahoo.com/",
      "https://co.search.yahoo.com/",
      "https://duckduckgo.com/",
      "https://www.ecosia.org/search?q=x",
    ]) {
      expect([ref, acquisitionChannel(SITE, ref)]).toEqual([ref, "organic"]);
    }
  });

  it("is referral for any other site (including look-alikes of known hosts)", () => {
    expect(acquisitionChannel(SITE, "https://www.alcaldia.gov.co/tramites")).toBe("referral");
    expect(acquisitionChannel(SITE, "https://notfacebook.com/")).toBe("referral");
    expect(acquisitionChannel(SITE, "https://google.evil.example/")).toBe("referral");
  });

  it("is paid whenever the landing carries a utm_source, over any referrer", () => {
    expect(acquisitionChannel(`${SITE}?utm_source=facebook&utm_medium=cpc`, "https://www.facebook.com/")).toBe("paid");
    expect(acquisitionChannel(`${SITE}?utm_source=boletin`, "")).toBe("paid");
    expect(acquisitionChannel(`${SITE}?utm_source=google`, "https://www.google.com/")).toBe("paid");
    expect(acquisitionChannel(`${SITE}?utm_medium=email`, "https://www.facebook.com/")).toBe("social");
  });
});

describe("browserVisitContext", () => {
  afterEach(() => window.sessionStorage.clear());

  it("keeps the landing's channel for the whole visit, and measures the device at each page view", () => {
    const ctx = browserVisitContext(window, `${window.location.origin}/homePage?utm_source=radio`);
    expect(window.sessionStorage.getItem(CHANNEL_SESSION_KEY)).toBe("paid");
    // A later document of the same visit (a reload, without utm_source) keeps it.
    const later = browserVisitContext(window, `${window.location.origin}/contacto`);
    expect(later().acquisitionChannel).toBe("paid");
    Object.defineProperty(window, "innerWidth", { configurable: true, value: 500 });
    expect(ctx().deviceType).toBe("mobile");
    Object.defineProperty(window, "innerWidth", { configurable: true, value: 1280 });
    expect(ctx().deviceType).toBe("desktop");
    expect(ctx().browserInfo).toBe(window.navigator.userAgent);
  });

  it("ignores a tampered stored channel", () => {
    window.sessionStorage.setItem(CHANNEL_SESSION_KEY, "<script>");
    expect(browserVisitContext(window, `${window.location.origin}/homePage`)().acquisitionChannel).toBe("direct");
  });
});

describe("ScrollDepthTracker (spec §9: 25, 50, 75, 100 %)", () => {
  function setup(page: ScrollMeasure) {
    const sent: [number, string][] = [];
    const tracker = new ScrollDepthTracker(
      () => page,
      (mark, path) => sent.push([mark, path]),
    );
    return { sent, tracker, page };
  }

  it("sends each mark once per page view, as the visitor scrolls down", () => {
    const { sent, tracker, page } = setup({ top: 0, viewport: 500, height: 4000 });
    tracker.reset("/noticias");
    tracker.check();
    expect(sent).toEqual([]); // not scrolled yet
    page.top = 600; // 1100 of 4000 seen: 27.5 %
    tracker.check();
    page.top = 400; // back up: nothing new
    tracker.check();
    page.top = 2600; // 3100: 77.5 %
    tracker.check();
    page.top = 3500; // the bottom
    tracker.check();
    tracker.check();
    expect(sent).toEqual([
      [25, "/noticias"],
      [50, "/noticias"],
      [75, "/noticias"],
      [100, "/noticias"],
    ]);
  });

  it("starts again on navigation", () => {
    const { sent, tracker, page } = setup({ top: 3500, viewport: 500, height: 4000 });
    tracker.reset("/a");
    tracker.check();
    tracker.reset("/b");
    page.top = 700;
    tracker.check();
    expect(sent).toEqual([
      [25, "/a"],
      [50, "/a"],
      [75, "/a"],
      [100, "/a"],
      [25, "/b"],
    ]);
  });

  it("sends nothing on a page that does not scroll", () => {
    const { sent, tracker, page } = setup({ top: 0, viewport: 900, height: 901 });
    tracker.reset("/corta");
    page.top = 1;
    tracker.check();
    expect(sent).toEqual([]);
  });
});

describe("PageTimeTracker (seconds, to a tenth)", () => {
  function setup() {
    let now = 0;
    const sent: [string, number, boolean][] = [];
    const tracker = new PageTimeTracker(
      () => now,
      (path, s, beacon) => sent.push([path, s, beacon]),
    );
    return { sent, tracker, at: (ms: number) => (now = ms) };
  }

  it("sends the previous page's time by request on navigation", () => {
    const { sent, tracker, at } = setup();
    tracker.navigate("/homePage", true, 0);
    at(12_340);
    tracker.navigate("/contacto", true);
    at(15_000);
    tracker.navigate("/contacto", true); // same path: not a new page
    at(20_000);
    tracker.navigate("/noticias", true);
    expect(sent).toEqual([
      ["/homePage", 12.3, false],
      ["/contacto", 7.7, false],
    ]);
  });

  it("sends by beacon on hide, and counts only the visible time after the page is shown again", () => {
    const { sent, tracker, at } = setup();
    tracker.navigate("/homePage", true, 0);
    at(5_000);
    tracker.hide();
    at(65_000); // a minute in another tab
    tracker.hide(); // pagehide after visibilitychange: nothing more
    tracker.show();
    at(68_000);
    tracker.navigate("/contacto", true);
    expect(sent).toEqual([
      ["/homePage", 5, true],
      ["/homePage", 3, false],
    ]);
  });

  it("does not start the clock for a page opened in a background tab until it is shown", () => {
    const { sent, tracker, at } = setup();
    tracker.navigate("/homePage", false, 0);
    at(30_000);
    tracker.show();
    at(32_000);
    tracker.hide();
    expect(sent).toEqual([["/homePage", 2, true]]);
  });
});

describe("WebVitalsReporter (spec §9: 5 s after load)", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function fakeSource(weight?: number) {
    let report: (name: VitalName, value: number) => void = () => undefined;
    let loaded: (since: number) => void = () => undefined;
    const source: VitalsSource = {
      observe: (r) => void (report = r),
      onLoad: (l) => void (loaded = l),
      pageWeight: () => weight,
    };
    return { source, vital: (name: VitalName, value: number) => report(name, value), load: (since = 0) => loaded(since) };
  }

  function setup(weight?: number) {
    const sent: [VitalsReport, boolean][] = [];
    const src = fakeSource(weight);
    const reporter = new WebVitalsReporter("/homePage", src.source, (r, beacon) => sent.push([r, beacon]));
    return { sent, reporter, ...src };
  }

  it("sends one payload 5 s after the load event, with the latest values and fid from first-input", () => {
    const { sent, vital, load } = setup(123_456.7);
    vital("ttfb", 180.4);
    vital("fcp", 900);
    vital("lcp", 1500);
    load();
    vital("lcp", 2100.6); // a later, larger candidate replaces the first
    vital("cls", 0.012345);
    vital("fid", 16.2);
    jest.advanceTimersByTime(4999);
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(sent).toEqual([[{ pagePath: "/homePage", ttfb: 180, fcp: 900, lcp: 2101, cls: 0.0123, fid: 16, pageWeight: 123_457 }, false]]);
    vital("cls", 0.3);
    jest.advanceTimersByTime(60_000);
    expect(sent).toHaveLength(1);
  });

  it("counts the 5 s from the load event when the chunk arrived after it", () => {
    const { sent, vital, load } = setup();
    vital("lcp", 1000);
    load(3000);
    jest.advanceTimersByTime(1999);
    expect(sent).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(sent).toHaveLength(1);
  });

  it("sends an INP known only later in a second payload on page hide, once", () => {
    const { sent, reporter, vital, load } = setup();
    vital("lcp", 1000);
    load();
    jest.advanceTimersByTime(5000);
    vital("inp", 120);
    vital("inp", 180);
    reporter.hide();
    reporter.hide();
    expect(sent).toEqual([
      [{ pagePath: "/homePage", lcp: 1000 }, false],
      [{ pagePath: "/homePage", inp: 180 }, true],
    ]);
  });

  it("does not send INP again when the first payload had it", () => {
    const { sent, reporter, vital, load } = setup();
    vital("inp", 90);
    load();
    jest.advanceTimersByTime(5000);
    vital("inp", 300);
    reporter.hide();
    expect(sent).toEqual([[{ pagePath: "/homePage", inp: 90 }, false]]);
  });

  it("sends at once by beacon when the page is hidden before the 5 s", () => {
    const { sent, reporter, vital, load } = setup();
    vital("fcp", 700);
    load();
    jest.advanceTimersByTime(2000);
    reporter.hide();
    jest.advanceTimersByTime(10_000);
    expect(sent).toEqual([[{ pagePath: "/homePage", fcp: 700 }, true]]);
  });

  it("sends nothing while nothing was measured", () => {
    const { sent, load } = setup();
    load();
    jest.advanceTimersByTime(5000);
    expect(sent).toEqual([]);
  });
});

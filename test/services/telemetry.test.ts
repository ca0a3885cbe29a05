import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { appInsightsMirror, loadAppInsightsMirror, type AppInsightsLike } from "../../src/services/telemetry";

function fakeSdk() {
  const calls: [string, ...unknown[]][] = [];
  const sdk: AppInsightsLike = {
    trackPageView: (v) => void calls.push(["trackPageView", v]),
    trackEvent: (e) => void calls.push(["trackEvent", e]),
    trackMetric: (m, p) => void calls.push(["trackMetric", m, p]),
    getCookieMgr: () => ({
      setEnabled: (v) => void calls.push(["cookies.setEnabled", v]),
      del: (name) => (calls.push(["cookies.del", name]), true),
    }),
    unload: (isAsync) => void calls.push(["unload", isAsync]),
  };
  return { sdk, calls };
}

describe("appInsightsMirror", () => {
  it("turns page views, events and web vitals into trackPageView, trackEvent and trackMetric", () => {
    const { sdk, calls } = fakeSdk();
    const mirror = appInsightsMirror(
      sdk,
      "https://portal.emsp.example",
      () => "Tarifas | EMSP",
      () => 1234.5,
    );
    mirror.pageView({ pagePath: "/energia/tarifas", sessionId: "s", referrer: "https://www.google.com/", acquisitionChannel: "organic", deviceType: "mobile" });
    mirror.event({ eventType: "search", category: "busqueda", action: "buscar", label: "tarifas", value: 0, pagePath: "/buscar", sessionId: "s" });
    mirror.webVitals({ pagePath: "/homePage", lcp: 2100, fid: 12, cls: 0.02, pageWeight: 345_000 });
    expect(calls).toEqual([
      [
        "trackPageView",
        {
          name: "Tarifas | EMSP",
          uri: "https://portal.emsp.example/energia/tarifas",
          refUri: "https://www.google.com/",
          // The landing view carries the document's load time, so the SDK sends it at once.
          properties: { pagePath: "/energia/tarifas", acquisitionChannel: "organic", deviceType: "mobile", duration: 1234.5 },
        },
      ],
      [
        "trackEvent",
        { name: "search", properties: { category: "busqueda", action: "buscar", label: "tarifas", pagePath: "/buscar" }, measurements: { value: 0 } },
      ],
      ["trackMetric", { name: "LCP", average: 2100 }, { pagePath: "/homePage" }],
      ["trackMetric", { name: "FID", average: 12 }, { pagePath: "/homePage" }],
      ["trackMetric", { name: "CLS", average: 0.02 }, { pagePath: "/homePage" }],
      ["trackMetric", { name: "PageWeight", average: 345_000 }, { pagePath: "/homePage" }],
    ]);
  });

  it("deletes its cookies and unloads when stopped", () => {
    const { sdk, calls } = fakeSdk();
    appInsightsMirror(sdk, "https://x", () => "").stop();
    expect(calls).toEqual([
      ["cookies.del", "ai_user"],
      ["cookies.del", "ai_session"],
      ["cookies.setEnabled", false],
      ["unload", true],
    ]);
  });
});

describe("loadAppInsightsMirror against a stand-in ingestion endpoint", () => {
  let server: Server;
  const received: { name: string; eventName?: string }[] = [];
  let endpoint = "";
  const beacons: Promise<void>[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      // The SDK posts across origins: answer the preflight as the real endpoint does.
      res.setHeader("Access-Control-Allow-Origin", "*");
      res.setHeader("Access-Control-Allow-Headers", "*");
      res.setHeader("Access-Control-Allow-Methods", "POST, OPTIONS");
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        if (req.method === "POST") {
          const items = JSON.parse(body) as { name: string; data?: { baseData?: { name?: string } } }[];
          for (const item of items) received.push({ name: item.name, eventName: item.data?.baseData?.name });
        }
        res.setHeader("Content-Type", "application/json");
        res.end(JSON.stringify({ itemsReceived: 1, itemsAccepted: 1, errors: [] }));
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    // jsdom has no sendBeacon; this one posts like a browser's, without blocking (a synchronous
    // XHR to a server in this same process would never get its answer).
    Object.defineProperty(window.navigator, "sendBeacon", {
      configurable: true,
      value: (url: string, data: Blob | string) => {
        const text =
          typeof data === "string"
            ? Promise.resolve(data)
            : new Promise<string>((resolve) => {
                const reader = new FileReader();
                reader.onload = () => resolve(reader.result as string); // readAsText: always a string
                reader.readAsText(data);
              });
        beacons.push(
          text.then(
            (body) =>
              new Promise<void>((done) => {
                const req = request(url, { method: "POST", headers: { "Content-Type": "application/json" } }, (res) => res.resume().on("end", done));
                req.on("error", () => done());
                req.end(body);
              }),
          ),
        );
        return true;
      },
    });
  });

  afterAll(async () => {
    await Promise.all(beacons);
    delete (window.navigator as { sendBeacon?: unknown }).sendBeacon;
    await new Promise<void>((r) => server.close(() => r()));
  });

  it("sends the mirrored page view and event to the connection string's http://127.0.0.1 endpoint when the tab closes", async () => {
    const mirror = await loadAppInsightsMirror(`InstrumentationKey=00000000-0000-0000-0000-000000000000;IngestionEndpoint=${endpoint}`, window);
    mirror.pageView({ pagePath: "/homePage", sessionId: "s" });
    mirror.event({ eventType: "file_download", category: "documento", action: "descarga", label: "/a.pdf", pagePath: "/homePage", sessionId: "s" });
    expect(document.cookie).toContain("ai_user=");
    window.dispatchEvent(new Event("pagehide")); // the SDK flushes by beacon, as on a closing tab
    for (let i = 0; i < 50 && received.length < 2; i++) await new Promise((r) => setTimeout(r, 100));
    expect(received.some((r) => r.name.endsWith(".Pageview"))).toBe(true);
    expect(received.filter((r) => r.name.endsWith(".Event")).map((r) => r.eventName)).toEqual(["file_download"]);
    mirror.stop();
    expect(document.cookie).not.toContain("ai_user=");
  });
});

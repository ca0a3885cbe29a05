import { appInsightsOrigins } from "../../server/http/security";
import { backends, startApp } from "./support";

/** The connect-src directive of a response's CSP, as a list of sources. */
function connectSrc(csp: unknown): string[] {
  const directive = String(csp)
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("connect-src "));
  return directive ? directive.split(/\s+/).slice(1) : [];
}

describe("appInsightsOrigins", () => {
  it("adds nothing when Application Insights is off", () => {
    expect(appInsightsOrigins("")).toEqual([]);
    expect(appInsightsOrigins("   ")).toEqual([]);
  });

  it("takes the IngestionEndpoint's and LiveEndpoint's origins, and the SDK's settings host", () => {
    expect(
      appInsightsOrigins(
        "InstrumentationKey=abc;IngestionEndpoint=https://westeurope-5.in.applicationinsights.azure.com/;LiveEndpoint=https://westeurope.livediagnostics.monitor.azure.com/;ApplicationId=x",
      ),
    ).toEqual([
      "https://westeurope-5.in.applicationinsights.azure.com",
      "https://westeurope.livediagnostics.monitor.azure.com",
      "https://js.monitor.azure.com",
    ]);
  });

  it("defaults to the global ingestion host without an endpoint", () => {
    expect(appInsightsOrigins("InstrumentationKey=abc")).toEqual(["https://dc.services.visualstudio.com", "https://js.monitor.azure.com"]);
  });

  it("builds the host from EndpointSuffix and Location, as the SDK does", () => {
    expect(appInsightsOrigins("InstrumentationKey=abc;EndpointSuffix=applicationinsights.azure.cn;Location=chinaeast2")).toEqual([
      "https://chinaeast2.dc.applicationinsights.azure.cn",
      "https://js.monitor.azure.com",
    ]);
  });

  it("keeps a local http endpoint with its port, and reads keys in any case", () => {
    expect(appInsightsOrigins("instrumentationkey=0;ingestionendpoint=http://127.0.0.1:4197/")).toEqual([
      "http://127.0.0.1:4197",
      "https://js.monitor.azure.com",
    ]);
  });

  it("never lets a value inject another directive or scheme", () => {
    expect(appInsightsOrigins("InstrumentationKey=abc;IngestionEndpoint=javascript:alert(1)")).toEqual([
      "https://dc.services.visualstudio.com",
      "https://js.monitor.azure.com",
    ]);
    // Only the origin of the URL is kept: the rest cannot reach the header.
    expect(appInsightsOrigins("InstrumentationKey=abc;IngestionEndpoint=https://a.example/ script-src *")).toEqual([
      "https://a.example",
      "https://js.monitor.azure.com",
    ]);
  });
});

describe.each(backends)("CSP connect-src for Application Insights on $name", (backend) => {
  it("allows only 'self' when no connection string is configured", async () => {
    const s = await startApp(backend);
    const res = await s.app.inject({ method: "GET", url: "/api/health" });
    expect(connectSrc(res.headers["content-security-policy"])).toEqual(["'self'"]);
    await s.close();
  });

  it("allows the configured ingestion endpoint, a local http one included", async () => {
    const s = await startApp(backend, {
      APPINSIGHTS_CONNECTION_STRING: "InstrumentationKey=00000000-0000-0000-0000-000000000000;IngestionEndpoint=http://127.0.0.1:4197/",
    });
    const res = await s.app.inject({ method: "GET", url: "/api/health" });
    expect(connectSrc(res.headers["content-security-policy"])).toEqual(["'self'", "http://127.0.0.1:4197", "https://js.monitor.azure.com"]);
    await s.close();
  });
});

describe.each(backends)("CSP img-src for the outage map's tiles (issue 36 §4) on $name", (backend) => {
  const imgSrc = (csp: unknown) =>
    String(csp)
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith("img-src "))!
      .split(/\s+/)
      .slice(1);

  it("allows no other host by default, and the tile server's origin once one is set", async () => {
    const plain = await startApp(backend);
    expect(imgSrc((await plain.app.inject({ method: "GET", url: "/api/health" })).headers["content-security-policy"])).toEqual(["'self'", "data:", "blob:"]);
    await plain.close();
    const tiled = await startApp(backend, { MAP_TILE_URL: "https://tiles.emsp.example/{z}/{x}/{y}.png", MAP_TILE_ATTRIBUTION: "© OSM" });
    expect(imgSrc((await tiled.app.inject({ method: "GET", url: "/api/health" })).headers["content-security-policy"])).toEqual([
      "'self'",
      "data:",
      "blob:",
      "https://tiles.emsp.example",
    ]);
    await tiled.close();
  });
});

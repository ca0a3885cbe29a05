import { SPEED_TEST_LIMITS } from "../../src/shared/speedTest";
import { backends, startApp } from "./support";

type Started = Awaited<ReturnType<typeof startApp>>;

/** Issue 33 §3: the speed test of /telco-medidor-velocidad measures against our own server. */
describe.each(backends)("speed test routes on $name", (backend) => {
  let s: Started;
  beforeAll(async () => {
    s = await startApp(backend);
  });
  afterAll(() => s.close());

  it("answers a ping with an empty, uncached answer", async () => {
    const res = await s.app.inject({ method: "GET", url: "/api/speedtest/ping", remoteAddress: "10.33.0.1" });
    expect(res.statusCode).toBe(204);
    expect(res.headers["cache-control"]).toContain("no-store");
  });

  it("serves the bytes asked for, uncompressed and uncached, and refuses more than the limit", async () => {
    const res = await s.app.inject({
      method: "GET",
      url: "/api/speedtest/download?bytes=100000",
      remoteAddress: "10.33.0.2",
      headers: { "accept-encoding": "gzip, br" },
    });
    expect([res.statusCode, res.statusCode === 200 ? "" : res.body]).toEqual([200, ""]);
    expect(res.rawPayload.length).toBe(100_000);
    expect(res.headers["content-type"]).toBe("application/octet-stream");
    expect(res.headers["content-encoding"] ?? "identity").toBe("identity");
    expect(res.headers["cache-control"]).toContain("no-store");
    const big = await s.app.inject({ method: "GET", url: `/api/speedtest/download?bytes=${SPEED_TEST_LIMITS.maxBytes + 1}`, remoteAddress: "10.33.0.2" });
    expect(big.statusCode).toBe(400);
    expect(big.json().fields).toHaveProperty("bytes");
  });

  it("takes an upload, says how many bytes arrived and refuses one over the limit", async () => {
    const ok = await s.app.inject({
      method: "POST",
      url: "/api/speedtest/upload",
      remoteAddress: "10.33.0.3",
      headers: { "content-type": "application/octet-stream" },
      payload: Buffer.alloc(250_000, 7),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ bytes: 250_000 });
    const tooBig = await s.app.inject({
      method: "POST",
      url: "/api/speedtest/upload",
      remoteAddress: "10.33.0.3",
      headers: { "content-type": "application/octet-stream" },
      payload: Buffer.alloc(SPEED_TEST_LIMITS.maxBytes + 1, 7),
    });
    expect(tooBig.statusCode).toBe(413);
  });

  it("limits the transfers of one address (no flood from a tiny request)", async () => {
    const codes: number[] = [];
    for (let i = 0; i < SPEED_TEST_LIMITS.runsPerWindow * 2 + 1; i++) {
      const res = await s.app.inject({ method: "GET", url: "/api/speedtest/download?bytes=1000", remoteAddress: "10.33.0.4" });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, -1).every((c) => c === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    // Another address is not affected.
    expect((await s.app.inject({ method: "GET", url: "/api/speedtest/download?bytes=1000", remoteAddress: "10.33.0.5" })).statusCode).toBe(200);
  });
});

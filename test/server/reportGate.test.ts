/**
 * Issue 22: reports run one at a time per instance and, while the server is busy with other
 * requests, yield to them: a report waits until reports have taken at most their share of the time.
 */
import type { AuthResponse } from "../../src/shared/types";
import { HttpError } from "../../server/http/errors";
import { ReportGate } from "../../server/http/reportGate";
import { backends, captchaHeaders, startApp } from "./support";

/** A promise and the functions that settle it. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** Keeps the thread busy for `ms`: a report's own work. */
function spin(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy on purpose
  }
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("ReportGate", () => {
  const gates: ReportGate[] = [];
  const gate = (options: ConstructorParameters<typeof ReportGate>[0] = {}) => {
    const g = new ReportGate({ sampleMs: 60_000, ...options });
    gates.push(g);
    return g;
  };
  afterEach(() => gates.splice(0).forEach((g) => g.close()));

  it("runs reports one at a time, in the order they came", async () => {
    const g = gate();
    const log: string[] = [];
    const first = deferred();
    const second = deferred();
    const a = g.run(async () => {
      log.push("a starts");
      await first.promise;
      log.push("a ends");
      return "a";
    });
    const b = g.run(async () => {
      log.push("b starts");
      await second.promise;
      return "b";
    });
    const c = g.run(async () => {
      log.push("c starts");
      return "c";
    });
    for (let i = 0; i < 5; i++) await tick();
    expect(log).toEqual(["a starts"]);
    first.resolve();
    for (let i = 0; i < 5; i++) await tick();
    expect(log).toEqual(["a starts", "a ends", "b starts"]);
    second.resolve();
    expect(await Promise.all([a, b, c])).toEqual(["a", "b", "c"]);
  });

  it("a failed report gives its error to its caller and the next one still runs", async () => {
    const g = gate();
    const failed = g.run(async () => {
      throw new Error("la base de datos no respondió");
    });
    const next = g.run(async () => "siguiente");
    await expect(failed).rejects.toThrow("la base de datos no respondió");
    expect(await next).toBe("siguiente");
  });

  it("counts as busy when the last sample saw at least busyRequests other requests", () => {
    const g = gate({ busyRequests: 3 });
    g.sample(); // starts a fresh window
    expect(g.isBusy).toBe(false);
    for (let i = 0; i < 2; i++) g.noteRequest();
    g.sample();
    expect(g.isBusy).toBe(false);
    for (let i = 0; i < 3; i++) g.noteRequest();
    g.sample();
    expect(g.isBusy).toBe(true);
    g.sample(); // a window with none
    expect(g.isBusy).toBe(false);
  });

  it("on a busy server, waits after each report so that reports take at most their share of the time", async () => {
    const waits: number[] = [];
    const g = gate({ share: 0.1, maxWaitMs: 10_000, busyRequests: 1, sleep: async (ms) => void waits.push(ms) });
    await g.run(async () => "primero"); // not busy yet: nothing to wait for
    expect(waits).toEqual([]);
    g.noteRequest();
    g.sample();
    expect(g.isBusy).toBe(true);
    await g.run(async () => spin(20));
    await g.run(async () => "tercero");
    // The second report started at once (the first took next to nothing); the third waited nine
    // times what the second took (20 ms of work: 10 % of the time).
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThanOrEqual(9 * 20 - 1);
  });

  it("never waits longer than maxWaitMs for a turn", async () => {
    const waits: number[] = [];
    const g = gate({ share: 0.01, maxWaitMs: 50, busyRequests: 1, sleep: async (ms) => void waits.push(ms) });
    g.noteRequest();
    g.sample();
    await g.run(async () => spin(10));
    await g.run(async () => "después");
    expect(waits.at(-1)).toBe(50);
  });

  it("answers 503 REPORTS_BUSY with Retry-After when too many reports are waiting", async () => {
    const g = gate({ maxQueued: 2 });
    const hold = deferred();
    const running = g.run(() => hold.promise);
    const waiting = g.run(async () => "en cola");
    const refused = g.run(async () => "nunca");
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(refused).rejects.toMatchObject({ statusCode: 503, code: "REPORTS_BUSY", headers: { "Retry-After": "5" } });
    hold.resolve();
    await running;
    expect(await waiting).toBe("en cola");
  });
});

describe.each(backends)("report routes on $name", (backend) => {
  let s: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    s = await startApp(backend);
  });
  afterAll(() => s.close());

  it("go through the gate; public routes count as the public's load and reports do not", async () => {
    const noteRequest = jest.spyOn(s.app.reports, "noteRequest");
    const run = jest.spyOn(s.app.reports, "run");
    for (const url of ["/api/metrics/aggregated", "/api/metrics/page/%2FhomePage", "/api/metrics/acquisition-channels", "/api/metrics/search-terms"]) {
      const res = await s.app.inject({ method: "GET", url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
    }
    expect(run).toHaveBeenCalledTimes(4);
    expect(noteRequest).not.toHaveBeenCalled();
    expect((await s.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    expect((await s.app.inject({ method: "GET", url: "/api/news" })).statusCode).toBe(200);
    expect(noteRequest).toHaveBeenCalledTimes(2);
  });
});

/**
 * Issue 31 §5: anonymous report traffic once made the administrators' dashboard 40 times slower:
 * every report waited in one line. Administrators now have a lane of their own, and the public's
 * reports a limit per address.
 */
describe.each(backends)("report lanes on $name (issue 31 §5)", (backend) => {
  let s: Awaited<ReturnType<typeof startApp>>;
  let adminToken: string;
  beforeAll(async () => {
    s = await startApp(backend, { REPORT_RATE_LIMIT: "20" });
    const res = await s.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: await captchaHeaders(s.app),
      payload: {
        email: "informes@correo.co",
        password: "Clave segura de prueba 2026",
        firstName: "Eva",
        lastName: "Gil",
        documentType: "CC",
        documentNumber: "1020304077",
        phoneNumber: "300 111 2233",
        acceptDataPolicy: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const { token, user } = res.json<AuthResponse>();
    await s.db.query("UPDATE users SET roles = $1 WHERE id = $2", [["USER", "ADMIN"], user.id]);
    adminToken = token;
  });
  afterAll(() => s.close());

  it("an administrator's report is answered while the public's reports wait in their own line", async () => {
    // A public report that does not end until the test says so (an anonymous report run by the gate
    // without a request is the public's), and anonymous reports queued behind it.
    const hold = deferred();
    const held = s.app.reports.run(() => hold.promise);
    const order: string[] = [];
    const anonymous = Array.from({ length: 8 }, (_, i) =>
      s.app
        .inject({ method: "GET", url: "/api/metrics/aggregated", remoteAddress: `198.51.100.${i + 1}` })
        .then((res) => (order.push(`public ${res.statusCode}`), res)),
    );
    let adminAnswered = false;
    const admin = s.app
      .inject({ method: "GET", url: "/api/metrics/aggregated", headers: { authorization: `Bearer ${adminToken}` } })
      .then((res) => ((adminAnswered = true), order.push(`admin ${res.statusCode}`), res));
    try {
      // Polled, not timed: the administrator's answer, or (on a gate with one line) a generous limit.
      for (let i = 0; i < 600 && !adminAnswered; i++) await new Promise((r) => setTimeout(r, 50));
      expect(order).toEqual(["admin 200"]);
      expect(s.app.reports.state()).toMatchObject({ public: { running: 1, queued: 8 }, admin: { running: 0, queued: 0 } });
    } finally {
      hold.resolve();
    }
    await held;
    await admin;
    expect((await Promise.all(anonymous)).map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(order).toEqual(["admin 200", ...Array(8).fill("public 200")]);
  });

  it("limits the public's reports per address: 429 with Retry-After and a Spanish message", async () => {
    const get = (remoteAddress: string, token?: string) =>
      s.app.inject({
        method: "GET",
        url: "/api/metrics/acquisition-channels",
        remoteAddress,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    // REPORT_RATE_LIMIT=20 a minute (300 by default), in fixed windows of a clock minute: the 21
    // calls start early in one, so they cannot straddle two (a CI run crossed a minute and got 200).
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 20_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await get("203.0.113.9")).statusCode);
    expect(statuses).toEqual(Array(20).fill(200));
    const limited = await get("203.0.113.9");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: "RATE_LIMITED", message: expect.stringMatching(/Demasiadas consultas de informes/) });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    // Another address, and an administrator at the same one, are not limited.
    expect((await get("203.0.113.10")).statusCode).toBe(200);
    expect((await get("203.0.113.9", adminToken)).statusCode).toBe(200);
  });
});

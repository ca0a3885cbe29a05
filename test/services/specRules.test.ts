/**
 * @jest-environment node
 *
 * Spec §7, §8, §9 rules that no other test held (issue 24 §3): the clients' time-outs, the
 * 401/419/440 rule through the real axios interceptor against a real HTTP server, and the
 * translation loader's retries and parallelism, all read against the spec's constants.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import axios from "axios";
import { configure } from "mobx";
import { createAxiosInstance } from "../../src/services/apiClient";
import { createMetricsAxios } from "../../src/services/metricsClient";
import { TranslationLoader } from "../../src/services/loader";
import {
  API_TIMEOUT_MS,
  LOCALE_LOAD_FIRST_DELAY_MS,
  LOCALE_LOAD_MAX_PARALLEL,
  LOCALE_LOAD_RETRIES,
  LOGOUT_STATUSES,
  METRICS_TIMEOUT_MS,
} from "../../src/shared/constants";
import { demoSessionUser } from "../fixtures/sessionUser";
import { testStores } from "../helpers";

configure({ enforceActions: "observed" });

/** A real HTTP server on an ephemeral port; `handle` answers each request. */
async function listen(handle: (req: IncomingMessage, res: ServerResponse) => void): Promise<{ base: string; server: Server }> {
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** Answers /status/NNN with that status and a JSON body; /auth/me with the status in `me.status`. */
function statusServer(me: { status: number }) {
  return listen((req, res) => {
    const code = /^\/api\/status\/(\d{3})$/.exec(req.url ?? "")?.[1];
    const status = code ? Number(code) : req.url === "/api/auth/me" ? me.status : 404;
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(status === 200 ? { user: demoSessionUser } : { message: `Respuesta ${status}`, code: "TEST" }));
  });
}

describe("spec §7, §9: the clients' time-outs", () => {
  it("the main client waits 60 s and the metrics client 30 s, as the constants say", () => {
    expect(API_TIMEOUT_MS).toBe(60_000);
    expect(METRICS_TIMEOUT_MS).toBe(30_000);
    const main = createAxiosInstance(axios, { baseURL: "/api", getToken: () => "", onSessionEnded: () => undefined });
    expect(main.defaults.timeout).toBe(API_TIMEOUT_MS);
    expect(createMetricsAxios(axios).defaults.timeout).toBe(METRICS_TIMEOUT_MS);
  });
});

describe("spec §8: 401, 419 and 440 end the session through the real interceptor", () => {
  let server: Server;
  let base: string;
  const me = { status: 200 };
  beforeAll(async () => ({ server, base } = await statusServer(me)));
  afterAll(() => close(server));

  it("calls onSessionEnded for each logout status and for no other, and still rejects to the caller", async () => {
    expect(LOGOUT_STATUSES).toEqual([401, 419, 440]);
    const ended: number[] = [];
    let current = 0;
    const client = createAxiosInstance(axios, { baseURL: `${base}/api`, getToken: () => "tok", onSessionEnded: () => void ended.push(current) });
    for (const status of [400, 401, 403, 404, 419, 429, 440, 500, 503]) {
      current = status;
      await expect(client.get(`/status/${status}`)).rejects.toMatchObject({ response: { status, data: { message: `Respuesta ${status}` } } });
    }
    expect(ended).toEqual([401, 419, 440]);
  });

  it.each([401, 419, 440])("a %i from GET /auth/me signs the RootStore's session out", async (status) => {
    const { stores, storage } = testStores({ apiBaseUrl: `${base}/api` });
    me.status = 200;
    stores.session.establish("tok-1", demoSessionUser);
    expect(await stores.session.refreshUser()).toMatchObject({ email: demoSessionUser.email });
    expect(stores.session.isAuthenticated).toBe(true);
    me.status = status;
    await stores.session.refreshUser();
    expect(stores.session.isAuthenticated).toBe(false);
    expect(stores.session.user).toBeNull();
    expect(storage.get("token")).toBeNull();
  });

  it("a 403 or 500 keeps the session", async () => {
    const { stores } = testStores({ apiBaseUrl: `${base}/api` });
    stores.session.establish("tok-1", demoSessionUser);
    for (const status of [403, 500]) {
      me.status = status;
      await stores.session.refreshUser();
      expect(stores.session.isAuthenticated).toBe(true);
    }
  });
});

describe("issue 31 §1: a read answered 503 with Retry-After is asked once more", () => {
  let server: Server;
  let base: string;
  const asked: string[] = [];
  beforeAll(async () => {
    ({ server, base } = await listen((req, res) => {
      asked.push(`${req.method} ${req.url}`);
      const n = asked.filter((a) => a === `${req.method} ${req.url}`).length;
      const busy = req.url === "/api/always" || n === 1;
      res.writeHead(busy ? 503 : 200, { "content-type": "application/json", ...(busy && req.url !== "/api/no-hint" ? { "retry-after": "1" } : {}) });
      res.end(JSON.stringify(busy ? { message: "Base de datos reiniciándose", code: "DATABASE_UNAVAILABLE" } : { ok: true }));
    }));
  });
  afterAll(() => close(server));
  const client = () => createAxiosInstance(axios, { baseURL: `${base}/api`, getToken: () => "", onSessionEnded: () => undefined });

  it("a GET gets the answer of its second try; a second 503 reaches the caller; no hint, no retry", async () => {
    expect((await client().get("/once")).data).toEqual({ ok: true });
    await expect(client().get("/always")).rejects.toMatchObject({ response: { status: 503 } });
    await expect(client().get("/no-hint")).rejects.toMatchObject({ response: { status: 503 } });
    expect(asked.filter((a) => a === "GET /api/once")).toHaveLength(2);
    expect(asked.filter((a) => a === "GET /api/always")).toHaveLength(2);
    expect(asked.filter((a) => a === "GET /api/no-hint")).toHaveLength(1);
  });

  it("a POST is never repeated by the client", async () => {
    await expect(client().post("/write", { a: 1 })).rejects.toMatchObject({ response: { status: 503 } });
    expect(asked.filter((a) => a === "POST /api/write")).toHaveLength(1);
  });
});

describe("spec §9: the translation loader", () => {
  it("retries 5 times, waiting 350 ms and doubling, then gives up (6 requests reach the server)", async () => {
    let hits = 0;
    const { base, server } = await listen((_req, res) => {
      hits++;
      res.writeHead(503).end();
    });
    const waits: number[] = [];
    const loader = new TranslationLoader(
      (url) => fetch(url),
      `${base}/locales`,
      async (ms) => void waits.push(ms),
    );
    await expect(loader.load("es")).rejects.toThrow(/503/);
    await close(server);
    expect(LOCALE_LOAD_RETRIES).toBe(5);
    expect(LOCALE_LOAD_FIRST_DELAY_MS).toBe(350);
    expect(hits).toBe(1 + LOCALE_LOAD_RETRIES);
    expect(waits).toEqual(Array.from({ length: LOCALE_LOAD_RETRIES }, (_, i) => LOCALE_LOAD_FIRST_DELAY_MS * 2 ** i));
    expect(waits).toEqual([350, 700, 1400, 2800, 5600]);
  });

  it("succeeds on the last retry, with the real timers driven by Jest's fake clock", async () => {
    jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate", "queueMicrotask"] });
    try {
      let hits = 0;
      const fetchFn = async () => {
        hits++;
        return hits <= LOCALE_LOAD_RETRIES
          ? { ok: false, status: 500, json: async () => ({}) }
          : { ok: true, status: 200, json: async () => ({ hola: "Hola" }) };
      };
      const loader = new TranslationLoader(fetchFn);
      const result = loader.load("es");
      let elapsed = 0;
      for (let i = 0; i < LOCALE_LOAD_RETRIES; i++) {
        // Just before the wait ends nothing new is asked; at its end the next attempt goes.
        const before = hits;
        await jest.advanceTimersByTimeAsync(LOCALE_LOAD_FIRST_DELAY_MS * 2 ** i - 1);
        expect(hits).toBe(before);
        await jest.advanceTimersByTimeAsync(1);
        expect(hits).toBe(before + 1);
        elapsed += LOCALE_LOAD_FIRST_DELAY_MS * 2 ** i;
      }
      await expect(result).resolves.toEqual({ hola: "Hola" });
      expect(hits).toBe(LOCALE_LOAD_RETRIES + 1);
      expect(elapsed).toBe(350 + 700 + 1400 + 2800 + 5600);
    } finally {
      jest.useRealTimers();
    }
  });

  it("has at most 10 reads in flight at the server, and uses all 10", async () => {
    let inFlight = 0;
    let peak = 0;
    const held: (() => void)[] = [];
    const { base, server } = await listen((req, res) => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      held.push(() => {
        inFlight--;
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ url: req.url }));
      });
    });
    const loader = new TranslationLoader((url) => fetch(url), `${base}/locales`);
    const all = Promise.all(Array.from({ length: 25 }, (_, i) => loader.load("es", `ns${i}`)));
    // Each time the server holds as many reads as the limit lets out, one is answered.
    let answered = 0;
    while (answered < 25) {
      while (inFlight < Math.min(LOCALE_LOAD_MAX_PARALLEL, 25 - answered)) await new Promise((resolve) => setTimeout(resolve, 2));
      // A moment more: a loader letting out an eleventh read would be seen here.
      await new Promise((resolve) => setTimeout(resolve, 2));
      held.shift()!();
      answered++;
    }
    const results = await all;
    await close(server);
    expect(LOCALE_LOAD_MAX_PARALLEL).toBe(10);
    expect(peak).toBe(LOCALE_LOAD_MAX_PARALLEL);
    expect(results[24]).toEqual({ url: "/locales/es/ns24.json" });
  });
});

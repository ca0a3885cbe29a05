import type { AxiosRequestConfig, AxiosResponse } from "axios";
import { ConnectionTestStore, connectionTestStoreKey } from "../../../src/features/metrics/ConnectionTestStore";
import type { MetricsReportsStore } from "../../../src/features/metrics/MetricsReportsStore";
import type { MetricsStatus } from "../../../src/shared/metrics";
import { testStores } from "../../helpers";

/** A promise and the functions that settle it. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const STATUS: MetricsStatus = { enabled: true, buffered: 3, lastWriteAt: "2025-06-30T17:00:00Z", written: 1200, database: "ok" };

/** The main API's health answer, as axios gives it. */
const health = (status: number, data: unknown) => ({ status, data }) as AxiosResponse;

/** A fake main API client, reports store and tracker; each call is recorded. */
function fakes() {
  const requests: AxiosRequestConfig[] = [];
  const client = {
    answer: (): Promise<AxiosResponse> => Promise.resolve(health(200, { status: "ok", db: "ok", version: "1.4.2" })),
    request<T>(config: AxiosRequestConfig): Promise<AxiosResponse<T>> {
      requests.push(config);
      return client.answer() as Promise<AxiosResponse<T>>;
    },
  };
  const reports = { status: jest.fn<Promise<MetricsStatus>, []>().mockResolvedValue(STATUS) };
  const tracker = {
    queued: 0,
    tracked: [] as { action: string; pagePath: string; details: unknown }[],
    flushes: 0,
    trackCustom(action: string, pagePath: string, details: unknown) {
      tracker.tracked.push({ action, pagePath, details });
      tracker.queued++;
    },
    flush: jest.fn(async () => {
      tracker.flushes++;
      tracker.queued = 0;
    }),
  };
  const loadReports = jest.fn(() => Promise.resolve(reports as unknown as MetricsReportsStore));
  const store = (enabled = true) => new ConnectionTestStore(client, loadReports, tracker, enabled);
  return { client, requests, reports, loadReports, tracker, store };
}

describe("ConnectionTestStore", () => {
  it("checks the API's health and the metrics service's status together, and keeps what each said", async () => {
    const f = fakes();
    const store = f.store();
    const open = store.open();
    expect(store.isLoading).toBe(true);
    expect(store.apiCheck).toBeNull();
    expect(store.metricsCheck).toBeNull();
    await open;
    expect(f.requests).toEqual([expect.objectContaining({ url: "/health", method: "GET" })]);
    // A 503 carries the same body: every status is an answer.
    expect(f.requests[0].validateStatus?.(503)).toBe(true);
    expect(store.status).toBe("ready");
    expect(store.apiCheck).toEqual({ state: "ok", latencyMs: expect.any(Number), body: { status: "ok", db: "ok", version: "1.4.2" } });
    expect(store.metricsCheck).toEqual({ state: "ok", latencyMs: expect.any(Number), body: STATUS });
  });

  it("tells an API that answers with a fault from one that does not answer", async () => {
    const f = fakes();
    const store = f.store();
    f.client.answer = () => Promise.resolve(health(503, { status: "degraded", db: "error", version: "1.4.2" }));
    await store.open();
    expect(store.apiCheck).toMatchObject({ state: "failing", error: "HTTP 503", body: { db: "error" } });
    f.client.answer = () => Promise.reject(new Error("No fue posible comunicarse con el servidor."));
    await store.check();
    expect(store.apiCheck).toMatchObject({ state: "down", error: "No fue posible comunicarse con el servidor." });
    expect(store.apiCheck?.body).toBeUndefined();
  });

  it("rates the metrics service: an HTTP error is a fault, no answer is down, and so is a writer that is stuck (issue 20 §3)", async () => {
    const f = fakes();
    const store = f.store();
    f.reports.status.mockRejectedValueOnce(Object.assign(new Error("Request failed"), { response: { status: 500 } }));
    await store.open();
    expect(store.metricsCheck).toMatchObject({ state: "failing", error: "Request failed" });
    f.reports.status.mockRejectedValueOnce(Object.assign(new Error("Network Error"), { code: "ERR_NETWORK" }));
    await store.check();
    expect(store.metricsCheck).toMatchObject({ state: "down", error: "Network Error" });
    f.reports.status.mockResolvedValueOnce({ ...STATUS, status: "degraded", writer: "stuck", consecutiveFailures: 3 });
    await store.check();
    expect(store.metricsCheck).toMatchObject({ state: "failing", body: { writer: "stuck" } });
    f.reports.status.mockResolvedValueOnce({ ...STATUS, database: "error" });
    await store.check();
    expect(store.metricsCheck?.state).toBe("failing");
  });

  it("says the metrics service is down when the reports' code cannot load", async () => {
    const f = fakes();
    f.loadReports.mockRejectedValueOnce(new Error("Loading chunk metrics-reports failed."));
    const store = f.store();
    await store.open();
    expect(store.metricsCheck).toEqual({ state: "down", latencyMs: 0, error: "Loading chunk metrics-reports failed." });
    expect(store.apiCheck?.state).toBe("ok");
  });

  it("does nothing on «Probar de nuevo» while a check runs, and checks again once it has ended", async () => {
    const f = fakes();
    const answer = deferred<AxiosResponse>();
    f.client.answer = () => answer.promise;
    const store = f.store();
    const open = store.open();
    await new Promise((resolve) => setTimeout(resolve, 0));
    void store.check();
    void store.check();
    answer.resolve(health(200, { status: "ok", db: "ok" }));
    await open;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(f.requests).toHaveLength(1);
    expect(f.reports.status).toHaveBeenCalledTimes(1);
    f.client.answer = () => Promise.resolve(health(200, { status: "ok", db: "ok" }));
    const again = store.check();
    expect(store.apiCheck).toBeNull(); // "Comprobando…" again
    await again;
    expect(f.requests).toHaveLength(2);
    expect(f.reports.status).toHaveBeenCalledTimes(2);
  });

  it("drops the checks still under way when the page is left, and the next visit checks afresh", async () => {
    const f = fakes();
    const answer = deferred<AxiosResponse>();
    f.client.answer = () => answer.promise;
    const store = f.store();
    const open = store.open();
    store.close();
    answer.resolve(health(200, { status: "ok", db: "ok" }));
    await open;
    expect(store.apiCheck).toBeNull();
    expect(store.metricsCheck).toBeNull();
    f.client.answer = () => Promise.resolve(health(200, { status: "ok", db: "ok" }));
    await store.open();
    expect(store.apiCheck?.state).toBe("ok");
  });

  it("sends the test event at once and says whether it arrived (spec §9)", async () => {
    const f = fakes();
    const store = f.store();
    const sending = store.sendTestEvent();
    expect(store.testEvent).toBe("sending");
    await sending;
    expect(f.tracker.tracked).toEqual([
      { action: "evento_de_prueba", pagePath: "/test-connection", details: { category: "prueba_conexion", label: "Prueba de conexión" } },
    ]);
    expect(f.tracker.flushes).toBe(1);
    expect(store.testEvent).toBe("sent");

    f.tracker.flush.mockImplementationOnce(async () => undefined); // the send failed: the event stays queued
    await store.sendTestEvent();
    expect(store.testEvent).toBe("queued");
    store.close();
    expect(store.testEvent).toBeNull();
  });

  it("sends nothing when the portal's metrics are off", async () => {
    const f = fakes();
    const store = f.store(false);
    await store.sendTestEvent();
    expect(store.testEvent).toBe("disabled");
    expect(f.tracker.tracked).toEqual([]);
    expect(f.tracker.flush).not.toHaveBeenCalled();
  });

  it("is made by the RootStore over its API client, metrics reports and tracker", async () => {
    const { stores } = testStores({}, { metricsApiEnabled: false });
    const request = jest.spyOn(stores.api, "request").mockResolvedValue(health(200, { status: "ok", db: "ok", version: "2" }));
    const status = jest.fn().mockResolvedValue(STATUS);
    jest.spyOn(stores, "loadMetricsReports").mockResolvedValue({ status } as unknown as MetricsReportsStore);
    const store = stores.feature(connectionTestStoreKey);
    expect(stores.feature(connectionTestStoreKey)).toBe(store);
    await store.open();
    expect(request).toHaveBeenCalledTimes(1);
    expect(status).toHaveBeenCalledTimes(1);
    expect(store.apiCheck?.body?.version).toBe("2");
    await store.sendTestEvent();
    expect(store.testEvent).toBe("disabled");
  });
});

afterEach(() => jest.restoreAllMocks());

import type { AxiosError, AxiosInstance } from "axios";
import { METRICS_TIMEOUT_MS } from "../shared/constants";
import type { MetricsSink } from "../stores/MetricsStore";

/** Spec §7: the metrics backend client: base /api, 30 s, JSON, no credentials; the API key when configured. */
export function createMetricsAxios(axios: typeof import("axios").default, apiKey = ""): AxiosInstance {
  return axios.create({
    baseURL: "/api",
    timeout: METRICS_TIMEOUT_MS,
    withCredentials: false,
    headers: { "Content-Type": "application/json", ...(apiKey ? { "X-Api-Key": apiKey } : {}) },
  });
}

/**
 * The metrics API as a MetricsSink; axios loads with the first call, after the page. A 4xx other
 * than 408 and 429 is the server refusing the data itself: marked permanent, so the store drops it
 * instead of sending it again forever.
 */
export function createMetricsSink(apiKey = ""): MetricsSink {
  let instance: Promise<AxiosInstance> | null = null;
  const http = () => (instance ??= import(/* webpackChunkName: "axios" */ "axios").then((m) => createMetricsAxios(m.default, apiKey)));
  const post = async (path: string, body: unknown) => {
    try {
      await (await http()).post(path, body);
    } catch (err) {
      // An AxiosError, or the Error of a failed download of axios's chunk (no response, so not permanent).
      const error = err as AxiosError;
      const status = error.response?.status ?? 0;
      throw Object.assign(error, { permanent: status >= 400 && status < 500 && status !== 408 && status !== 429 });
    }
  };
  return {
    pageView: (payload) => post("/metrics/track/pageview", payload),
    events: (batch) => post("/metrics/track/event", { events: batch }),
  };
}

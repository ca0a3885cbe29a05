import type { AxiosInstance } from "axios";
import { METRICS_TIMEOUT_MS } from "../shared/constants";
import type { MetricsSink } from "../stores/MetricsStore";

/** Spec §7: the metrics backend client: base /api, 30 s, JSON, no credentials. */
export function createMetricsAxios(axios: typeof import("axios").default): AxiosInstance {
  return axios.create({
    baseURL: "/api",
    timeout: METRICS_TIMEOUT_MS,
    withCredentials: false,
    headers: { "Content-Type": "application/json" },
  });
}

/** The metrics API as a MetricsSink; axios loads with the first call, after the page. */
export function createMetricsSink(): MetricsSink {
  let instance: Promise<AxiosInstance> | null = null;
  const http = () => (instance ??= import(/* webpackChunkName: "axios" */ "axios").then((m) => createMetricsAxios(m.default)));
  return {
    async pageView(payload) {
      await (await http()).post("/metrics/track/pageview", payload);
    },
    async events(batch) {
      await (await http()).post("/metrics/track/event", { events: batch });
    },
  };
}

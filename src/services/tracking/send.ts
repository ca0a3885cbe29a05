import type { AxiosInstance } from "axios";
import { createMetricsAxios } from "../metricsClient";

/**
 * How the tracking chunk reaches the metrics API: a request (the spec's metrics axios instance) or,
 * when the page is being hidden, navigator.sendBeacon, which the browser delivers even as the tab
 * closes. Web vitals and time on page go this way; page views and events go through MetricsStore.
 */
export interface TrackSender {
  post(path: string, body: unknown): Promise<void>;
  /** False when the browser refused the body (or has no sendBeacon): the caller keeps it. */
  beacon(path: string, body: unknown): boolean;
}

export function browserSender(win: Window): TrackSender {
  let instance: Promise<AxiosInstance> | null = null;
  // Same chunk name as MetricsStore's sink: axios is downloaded once.
  const http = () => (instance ??= import(/* webpackChunkName: "axios" */ "axios").then((m) => createMetricsAxios(m.default)));
  return {
    async post(path, body) {
      await (await http()).post(path, body);
    },
    beacon(path, body) {
      try {
        // A JSON Blob: the server reads it like any POST (it also takes text/plain JSON).
        return win.navigator.sendBeacon?.(`/api${path}`, new Blob([JSON.stringify(body)], { type: "application/json" })) ?? false;
      } catch {
        return false; // a body over the browser's limit throws in some versions
      }
    },
  };
}

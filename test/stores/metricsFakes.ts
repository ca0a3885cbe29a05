import type { MetricsSink } from "../../src/stores/MetricsStore";
import type { EventPayload, PageViewPayload } from "../../src/shared/metrics";
import type { TelemetryMirror } from "../../src/services/telemetry";
import type { TrackSender } from "../../src/services/tracking/send";

/** A sink that records every call; `state.fail` makes event sends fail (with that error). */
export function recordingSink() {
  const calls = { pageViews: [] as PageViewPayload[], batches: [] as EventPayload[][] };
  const state = { fail: null as Error | null };
  const sink: MetricsSink = {
    pageView: async (p) => void calls.pageViews.push(p),
    events: async (batch) => {
      if (state.fail) throw state.fail;
      calls.batches.push(batch);
    },
  };
  return { sink, calls, state };
}

/** A beacon that takes up to `state.limit` bodies (none when `state.refuse`), recording them. */
export function recordingBeacon() {
  const sent: { events: EventPayload[] }[] = [];
  const state = { refuse: false, limit: Infinity };
  const beacon = (body: { events: EventPayload[] }) => {
    if (state.refuse || sent.length >= state.limit) return false;
    sent.push(body);
    return true;
  };
  return { beacon, sent, state };
}

/** The tracking chunk's way out (requests and beacons), recorded. */
export function recordingSender() {
  const posts: { path: string; body: unknown }[] = [];
  const beacons: { path: string; body: unknown }[] = [];
  const state = { refuseBeacon: false };
  const sender: TrackSender = {
    post: async (path, body) => void posts.push({ path, body }),
    beacon: (path, body) => {
      if (state.refuseBeacon) return false;
      beacons.push({ path, body });
      return true;
    },
  };
  return { sender, posts, beacons, state };
}

export function recordingMirror() {
  const seen: { kind: string; payload: unknown }[] = [];
  const mirror: TelemetryMirror & { stopped: boolean } = {
    stopped: false,
    pageView: (p) => void seen.push({ kind: "pageView", payload: p }),
    event: (e) => void seen.push({ kind: "event", payload: e }),
    webVitals: (v) => void seen.push({ kind: "webVitals", payload: v }),
    stop() {
      this.stopped = true;
    },
  };
  return { mirror, seen };
}

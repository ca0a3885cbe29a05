import { observable, runInAction } from "mobx";
import { Task } from "../../stores/base/LoadableStore";
import { defineFeatureStore } from "../../stores/base/featureStore";
import type { MetricsStore } from "../../stores/MetricsStore";
import { BENCH_DOCUMENT } from "./benchPages";

/** What «Enviar ahora» did: nothing (metrics off here), emptied the queue, or left events in it. */
export type FlushOutcome = "disabled" | "flushed" | "queued";

/** How often the bench reads the queue, which is not observable (MetricsStore keeps a plain array). */
const QUEUE_POLL_MS = 500;

/**
 * The metrics test bench (/test-metrics and its pages): fires each kind of event through the
 * MetricsStore (spec §9), shows how many wait in its queue, and sends them on demand.
 */
export class BenchStore {
  /** Events still queued, as last read (at once after each action, and every 500 ms). */
  @observable accessor queued = 0;
  /** «Enviar ahora»: the send of the queue a person asked for. */
  readonly flushTask = new Task(() => this.tracker.flush());

  constructor(
    private readonly tracker: Pick<MetricsStore, "queued" | "trackDownload" | "trackShare" | "trackCustom" | "flush">,
    private readonly metricsEnabled: boolean,
  ) {}

  /** Reads the queue's length again. */
  refresh(): void {
    runInAction(() => (this.queued = this.tracker.queued));
  }

  /** Reads the queue now and every 500 ms while a bench is shown; returns the stop. */
  watch(): () => void {
    this.refresh();
    const id = setInterval(() => this.refresh(), QUEUE_POLL_MS);
    return () => clearInterval(id);
  }

  /** The bench's document was downloaded from `pagePath`. */
  download(pagePath: string): void {
    this.tracker.trackDownload(BENCH_DOCUMENT, pagePath);
    this.refresh();
  }

  /** The page was shared on `network` (or its link copied: "copiar_enlace"). */
  share(network: string, pagePath: string): void {
    this.tracker.trackShare(network, pagePath);
    this.refresh();
  }

  /** The bench's custom event, the `n`th click on its button during this visit. */
  custom(pagePath: string, n: number): void {
    this.tracker.trackCustom("boton_de_prueba", pagePath, { category: "prueba_metricas", label: `Clic ${n}`, value: n });
    this.refresh();
  }

  /** Sends the queue now (spec §9: otherwise after 2 s of quiet or 10 events). */
  async flush(): Promise<FlushOutcome> {
    if (!this.metricsEnabled) return "disabled";
    await this.flushTask.run();
    this.refresh();
    return this.queued === 0 ? "flushed" : "queued";
  }
}

/** The bench's store, over the RootStore's MetricsStore (the tracker every page uses). */
export const benchStoreKey = defineFeatureStore("metricsBench", (root) => new BenchStore(root.metrics, root.config.metricsApiEnabled));

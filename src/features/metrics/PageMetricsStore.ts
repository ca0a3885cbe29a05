import type { PageMetrics } from "../../shared/metrics";
import { defineFeatureStore } from "../../stores/base/featureStore";
import type { RouteRegistry } from "../../stores/RouteRegistry";
import type { MetricsReportsStore, MetricsResult } from "./MetricsReportsStore";
import { ReportStore } from "./ReportStore";

/** /metrics: one page's metrics over the server's default range (the last 30 days), by its path. */
export class PageMetricsStore extends ReportStore<string, PageMetrics> {
  constructor(
    private readonly reports: () => Promise<MetricsReportsStore>,
    routes: Pick<RouteRegistry, "byPath">,
  ) {
    super(routes);
  }

  protected idOf(pagePath: string): string {
    return pagePath;
  }

  protected async read(pagePath: string): Promise<MetricsResult<PageMetrics>> {
    return (await this.reports()).page(pagePath);
  }
}

/** The /metrics page's store; the reports store and its API load with the page (RootStore.loadMetricsReports). */
export const pageMetricsStoreKey = defineFeatureStore("pageMetrics", (root) => new PageMetricsStore(() => root.loadMetricsReports(), root.routes));

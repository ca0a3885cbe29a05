import type { AcquisitionChannelsReport, AggregatedMetrics, DateRange, SearchTermsReport } from "../../shared/metrics";
import { defineFeatureStore } from "../../stores/base/featureStore";
import type { RouteRegistry } from "../../stores/RouteRegistry";
import type { MetricsReportsStore, MetricsResult } from "./MetricsReportsStore";
import { ReportStore } from "./ReportStore";

/** The three reports the dashboard shows, read together. */
export interface DashboardData {
  aggregated: AggregatedMetrics;
  channels: AcquisitionChannelsReport;
  terms: SearchTermsReport;
}

/**
 * /metrics-dashboard: the portal's aggregated report, its acquisition channels and its search terms
 * over one range (spec §7), read together. The page is a fallback as soon as one of the three is.
 */
export class MetricsDashboardStore extends ReportStore<Required<DateRange>, DashboardData> {
  constructor(
    private readonly reports: () => Promise<MetricsReportsStore>,
    routes: Pick<RouteRegistry, "byPath">,
  ) {
    super(routes);
  }

  protected idOf(range: Required<DateRange>): string {
    return `${range.startDate}/${range.endDate}`;
  }

  protected async read(range: Required<DateRange>): Promise<MetricsResult<DashboardData>> {
    const reports = await this.reports();
    const [aggregated, channels, terms] = await Promise.all([reports.aggregated(range), reports.acquisitionChannels(range), reports.searchTerms(range)]);
    return {
      data: { aggregated: aggregated.data, channels: channels.data, terms: terms.data },
      fallback: aggregated.fallback || channels.fallback || terms.fallback,
    };
  }
}

/** The dashboard's store; the reports store and its API load with the page (RootStore.loadMetricsReports). */
export const metricsDashboardStoreKey = defineFeatureStore(
  "metricsDashboard",
  (root) => new MetricsDashboardStore(() => root.loadMetricsReports(), root.routes),
);

import { ROLES } from "../../shared/constants";
import type { DateRange } from "../../shared/metrics";
import { defineFeatureStore } from "../../stores/base/featureStore";
import type { RouteRegistry } from "../../stores/RouteRegistry";
import type { SessionStore } from "../../stores/SessionStore";
import type { AssistantQuestionsAnswer, MetricsReportsStore, MetricsResult } from "./MetricsReportsStore";
import { ReportStore } from "./ReportStore";

/** Who may read the assistant's questions (server/modules/metrics/access.ts). */
const READERS: readonly string[] = [ROLES.admin, ROLES.superAdmin];

/**
 * The dashboard's panel of the help assistant's questions: those it found no answer to and those
 * whose answer did not help, over the dashboard's range. Read apart from the dashboard's reports,
 * so a refusal or a failure here leaves the rest of the page as it is. The report is for
 * administrators: a visitor or an account without the role is told so without asking the server,
 * and the answer belongs to who was signed in when it was read (a sign-out hides it at once).
 */
export class AssistantQuestionsStore extends ReportStore<Required<DateRange>, AssistantQuestionsAnswer> {
  constructor(
    private readonly reports: () => Promise<MetricsReportsStore>,
    private readonly session: Pick<SessionStore, "isAuthenticated" | "roles">,
    routes: Pick<RouteRegistry, "byPath">,
  ) {
    super(routes);
  }

  /** "admin", "account" or "visitor": the reader's standing, part of every answer's key. */
  get reader(): "admin" | "account" | "visitor" {
    if (!this.session.isAuthenticated) return "visitor";
    // Not hasAuthority: it lets an account without roles through, and this report needs the role.
    return this.session.roles.some((r) => READERS.includes(r.toUpperCase())) ? "admin" : "account";
  }

  protected idOf(range: Required<DateRange>): string {
    return `${range.startDate}/${range.endDate}/${this.reader}`;
  }

  protected async read(range: Required<DateRange>): Promise<MetricsResult<AssistantQuestionsAnswer>> {
    const reader = this.reader;
    if (reader === "visitor") return { data: { report: null, problem: "signIn" }, fallback: false };
    if (reader === "account") return { data: { report: null, problem: "forbidden" }, fallback: false };
    return (await this.reports()).assistantQuestions(range);
  }
}

/** The panel's store; the reports store and its API load with the dashboard (RootStore.loadMetricsReports). */
export const assistantQuestionsStoreKey = defineFeatureStore(
  "metricsAssistantQuestions",
  (root) => new AssistantQuestionsStore(() => root.loadMetricsReports(), root.session, root.routes),
);

import { useDeferredValue, useEffect, type MouseEvent } from "react";
import { Body1, Button, Spinner } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { useFeatureStore } from "../../../app/StoresContext";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { RouteLink } from "../../../components/RouteLink";
import { fm } from "../../../components/useLoad";
import { useFormat } from "../../../format";
import { adminDashboardStoreKey } from "../AdminDashboardStore";
import { dashboardMessages as t } from "../parts/dashboard/dashboardMessages";
import { GlanceCards } from "../parts/dashboard/GlanceCards";
import { MoreFigures } from "../parts/dashboard/MoreFigures";
import { SummaryProblem } from "../parts/dashboard/SummaryProblem";
import { PAYMENTS_ID, TodayPayments } from "../parts/dashboard/TodayPayments";
import { useDashboardStyles } from "../parts/dashboard/useDashboardStyles";
import { useNextTask } from "../../../components/useNextTask";

/** Jumps to the payments table, moving focus there too (the router does not scroll to anchors). */
function toPayments(e: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(PAYMENTS_ID);
  if (!target) return;
  e.preventDefault();
  target.focus();
  target.scrollIntoView?.({ block: "start" }); // absent in some embedded browsers
}

/**
 * /admin/dashboard: the portal at a glance for ADMIN and SUPER_ADMIN (users, PQRS, news, visits
 * and today's payments). Every figure links to the screen that lists it.
 */
export default observer(function AdminDashboardView() {
  const intl = useIntl();
  const f = useFormat();
  const styles = useDashboardStyles();
  const store = useFeatureStore(adminDashboardStoreKey);

  useEffect(() => {
    void store.open();
    return () => store.leave();
  }, [store]);

  // The figures are drawn in a deferred render, which React splits into slices that give the main
  // thread back between them: drawn when the answer came, as an observer's update is, they were one
  // task of 60 ms on a laptop's core, 174 ms in Lighthouse's phone (4× CPU) (issue 37, TBT).
  const summary = useDeferredValue(store.data);
  // The headline cards first, the other figures in a task of their own: all at once were one long
  // task on a phone (issue 37, TBT). Meanwhile they keep a screen's height, as the spinner did.
  const rest = useNextTask(summary !== undefined);
  const news = store.news;
  const statusText = news === "refreshing" ? intl.formatMessage(t.refreshing) : news === "refreshed" ? intl.formatMessage(t.refreshed) : "";

  const links: { route: string; label: string }[] = [
    { route: "admin.users", label: intl.formatMessage(t.linkUsers) },
    { route: "admin.settings", label: intl.formatMessage(t.linkSettings) },
    { route: "admin.pqrs", label: intl.formatMessage(t.linkPqrs) },
    { route: "admin.news", label: intl.formatMessage(t.linkNews) },
    ...(store.canReadAudit ? [{ route: "admin.audit", label: intl.formatMessage(t.linkAudit) }] : []),
  ];

  return (
    <article className={styles.page}>
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <Body1 as="p" block className={styles.intro}>
        {intl.formatMessage(t.intro)}
      </Body1>

      {summary ? (
        <div className={styles.meta}>
          <Body1 as="p" className={styles.metaText}>
            {fm(intl, t.generatedAt, { date: f.instant(summary.generatedAt) })}
          </Body1>
          <Button onClick={() => void store.refresh()}>{intl.formatMessage(t.refresh)}</Button>
        </div>
      ) : null}
      <p role="status" aria-live="polite" className={styles.status}>
        {statusText}
      </p>

      {/* Until the figures come (also before the first request, in the view's first render), the
          spinner keeps a screen's height: the quick links below start out of sight and do not move
          when the figures, taller than a screen, take the place (issue 37: CLS 0.056 on a phone). */}
      {!summary && !store.failed ? (
        <div className={styles.waiting}>
          <Spinner labelPosition="after" label={intl.formatMessage(t.loading)} />
        </div>
      ) : null}

      {store.failed ? <SummaryProblem error={store.error} onRetry={() => void store.retry()} /> : null}

      {summary ? (
        <>
          <GlanceCards summary={summary} onPayments={toPayments} />
          {rest ? (
            <>
              <MoreFigures summary={summary} />
              <TodayPayments payments={summary.payments.today} />
            </>
          ) : (
            <div className={styles.waiting} />
          )}
        </>
      ) : null}

      <nav aria-labelledby="admin-dashboard-links-title">
        <h2 id="admin-dashboard-links-title" className={styles.h2}>
          {intl.formatMessage(t.linksTitle)}
        </h2>
        <ul className={styles.quickLinks}>
          {links.map((l) => (
            <li key={l.route}>
              <RouteLink route={l.route}>{l.label}</RouteLink>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
});

import { Body1 } from "@fluentui/react-components";
import { useIntl } from "react-intl";
import { DataTable } from "../../../../components/charts/DataTable";
import { RouteLink } from "../../../../components/RouteLink";
import { fm } from "../../../../components/useLoad";
import { useFormat } from "../../../../format";
import type { AdminSummary } from "../../../../shared/admin";
import { dashboardMessages as t } from "./dashboardMessages";
import { DashboardBox } from "./DashboardBox";
import { useDashboardStyles } from "./useDashboardStyles";

/** The figures under the headline cards: accounts, news and the most visited pages. */
export function MoreFigures({ summary }: { summary: AdminSummary }) {
  const intl = useIntl();
  const f = useFormat();
  const styles = useDashboardStyles();
  const { users, news, visits } = summary;
  const share = f.percent(Math.min(100, Math.max(0, users.verifiedShare)));

  return (
    <section aria-labelledby="admin-dashboard-more-title">
      <h2 id="admin-dashboard-more-title" className={styles.h2}>
        {intl.formatMessage(t.moreTitle)}
      </h2>
      <div className={styles.grid}>
        <DashboardBox id="admin-dashboard-users" title={intl.formatMessage(t.usersTitle)}>
          <ul className={styles.figures}>
            <li className={styles.figure}>
              {fm(intl, t.usersVerified, { share, count: users.verified })}
              <span className={styles.figureNote}>
                <RouteLink route="admin.users" query={{ status: "sin_verificar" }}>
                  {intl.formatMessage(t.usersUnverified)}
                </RouteLink>
              </span>
            </li>
            <li className={styles.figure}>
              <RouteLink route="admin.users" query={{ status: "activos" }}>
                {fm(intl, t.usersActive, { count: users.active })}
              </RouteLink>
            </li>
          </ul>
        </DashboardBox>

        <DashboardBox id="admin-dashboard-news" title={intl.formatMessage(t.newsTitle)}>
          <ul className={styles.figures}>
            <li className={styles.figure}>
              <RouteLink route="admin.news">{fm(intl, t.newsPublished, { count: news.publishedThisMonth })}</RouteLink>
            </li>
            <li className={styles.figure}>
              <RouteLink route="admin.news">{fm(intl, t.newsScheduled, { count: news.scheduled })}</RouteLink>
            </li>
            <li className={styles.figure}>
              <RouteLink route="admin.news">{fm(intl, t.newsDrafts, { count: news.drafts })}</RouteLink>
            </li>
          </ul>
        </DashboardBox>

        <DashboardBox id="admin-dashboard-visits" title={intl.formatMessage(t.visitsTitle)} wide>
          {visits ? (
            <>
              {visits.topPages.length > 0 ? (
                <DataTable<{ pagePath: string; pageViews: number }>
                  id="admin-dashboard-top-pages"
                  caption={intl.formatMessage(t.topPagesCaption)}
                  rows={visits.topPages}
                  rowKey={(p) => p.pagePath}
                  columns={[
                    {
                      header: intl.formatMessage(t.colPage),
                      cell: (p) => (
                        <RouteLink route="metricas.overview" query={{ path: p.pagePath }}>
                          {p.pagePath}
                        </RouteLink>
                      ),
                    },
                    { header: intl.formatMessage(t.colViews), numeric: true, cell: (p) => intl.formatNumber(p.pageViews) },
                  ]}
                />
              ) : (
                <Body1 as="p" block>
                  {intl.formatMessage(t.topPagesEmpty)}
                </Body1>
              )}
            </>
          ) : (
            <Body1 as="p" block>
              {intl.formatMessage(t.visitsUnavailable)}
            </Body1>
          )}
        </DashboardBox>
      </div>
    </section>
  );
}

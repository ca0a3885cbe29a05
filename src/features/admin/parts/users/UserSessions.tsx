import { Body1 } from "@fluentui/react-components";
import { useIntl } from "react-intl";
import { DataTable } from "../../../../components/charts/DataTable";
import { fm } from "../../../../components/useLoad";
import { useFormat } from "../../../../format";
import type { AdminSession } from "../../../../shared/admin";
import { clip, sessionState } from "./adminUsersLabels";
import { usersMessages as t } from "./adminUsersMessages";
import { useAdminUsersStyles } from "./useAdminUsersStyles";

/** The account's sessions: when each began, expires or ended, its state, address and browser. */
export function UserSessions({ sessions, name }: { sessions: AdminSession[]; name: string }) {
  const intl = useIntl();
  const f = useFormat();
  const styles = useAdminUsersStyles();
  const none = intl.formatMessage(t.none);
  return (
    <>
      <h3 className={styles.h3}>{intl.formatMessage(t.sessionsTitle)}</h3>
      {sessions.length === 0 ? (
        <Body1 as="p" block>
          {intl.formatMessage(t.noSessions)}
        </Body1>
      ) : (
        <DataTable<AdminSession>
          id="admin-user-sessions"
          caption={fm(intl, t.sessionsCaption, { name, count: sessions.length })}
          rows={sessions}
          rowKey={(s, i) => `${s.createdAt}-${i}`}
          columns={[
            { header: intl.formatMessage(t.colStarted), cell: (s) => <span className={styles.nowrap}>{f.instant(s.createdAt)}</span> },
            { header: intl.formatMessage(t.colExpires), cell: (s) => <span className={styles.nowrap}>{f.instant(s.expiresAt)}</span> },
            {
              header: intl.formatMessage(t.colEnded),
              cell: (s) => <span className={styles.nowrap}>{s.revokedAt ? f.instant(s.revokedAt) : intl.formatMessage(t.notEnded)}</span>,
            },
            { header: intl.formatMessage(t.colSessionState), cell: (s) => sessionState(intl, s) },
            { header: intl.formatMessage(t.colIp), cell: (s) => s.ip || none },
            {
              header: intl.formatMessage(t.colBrowser),
              cell: (s) => (s.userAgent ? <span title={s.userAgent}>{clip(s.userAgent, 60)}</span> : none),
            },
          ]}
        />
      )}
    </>
  );
}

import { Body1 } from "@fluentui/react-components";
import { useIntl } from "react-intl";
import { DataTable } from "../../../../components/charts/DataTable";
import { fm } from "../../../../components/useLoad";
import { useFormat } from "../../../../format";
import { AUDIT_ACTION_LABELS, type AuditEntry } from "../../../../shared/admin";
import { usersMessages as t } from "./adminUsersMessages";
import { UserChanges } from "./UserChanges";
import { useAdminUsersStyles } from "./useAdminUsersStyles";

/** The account's history of changes, newest first: when, who, what and the fields it changed. */
export function UserHistory({ audit, name }: { audit: AuditEntry[]; name: string }) {
  const intl = useIntl();
  const f = useFormat();
  const styles = useAdminUsersStyles();
  return (
    <>
      <h3 className={styles.h3}>{intl.formatMessage(t.auditTitle)}</h3>
      {audit.length === 0 ? (
        <Body1 as="p" block>
          {intl.formatMessage(t.noAudit)}
        </Body1>
      ) : (
        <DataTable<AuditEntry>
          id="admin-user-audit"
          caption={fm(intl, t.auditCaption, { name, count: audit.length })}
          rows={audit}
          rowKey={(a) => a.id}
          columns={[
            { header: intl.formatMessage(t.colAt), cell: (a) => <span className={styles.nowrap}>{f.instant(a.at)}</span> },
            { header: intl.formatMessage(t.colActor), cell: (a) => <span className={styles.anywhere}>{a.actorEmail || intl.formatMessage(t.system)}</span> },
            { header: intl.formatMessage(t.colAction), cell: (a) => AUDIT_ACTION_LABELS[a.action] ?? a.action },
            { header: intl.formatMessage(t.colChanges), cell: (a) => <UserChanges entry={a} /> },
          ]}
        />
      )}
    </>
  );
}

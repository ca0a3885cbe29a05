import { useIntl } from "react-intl";
import { DataTable } from "../../../../components/charts/DataTable";
import { fm } from "../../../../components/useLoad";
import { useFormat } from "../../../../format";
import { AUDIT_ACTION_LABELS, type AuditEntry } from "../../../../shared/admin";
import { auditMessages as t } from "./adminAuditMessages";
import { AuditChanges } from "./AuditChanges";
import { useAuditStyles } from "./useAuditStyles";

/** An entity type as the table names one of them. */
const ENTITY_LABELS: Partial<Record<string, (typeof t)[keyof typeof t]>> = {
  user: t.entityUser,
  settings: t.entitySettings,
  news: t.entityNews,
  news_image: t.entityNewsImage,
  case: t.entityCase,
};

/** A page of the audit log: when, who, what, on which object, and what changed. */
export function AuditTable({ entries, page, pages }: { entries: AuditEntry[]; page: number; pages: number }) {
  const intl = useIntl();
  const f = useFormat();
  const styles = useAuditStyles();
  const entityLabel = (type: string) => {
    const label = ENTITY_LABELS[type];
    return label ? intl.formatMessage(label) : type;
  };
  return (
    <DataTable<AuditEntry>
      id="audit-entries"
      caption={fm(intl, t.caption, { page, pages })}
      rows={entries}
      rowKey={(r) => r.id}
      columns={[
        { header: intl.formatMessage(t.colAt), cell: (r) => <span className={styles.nowrap}>{f.instant(r.at)}</span> },
        { header: intl.formatMessage(t.colActor), cell: (r) => <span className={styles.wrap}>{r.actorEmail}</span> },
        { header: intl.formatMessage(t.colAction), cell: (r) => AUDIT_ACTION_LABELS[r.action] ?? r.action },
        {
          header: intl.formatMessage(t.colEntity),
          cell: (r) => <span className={styles.wrap}>{fm(intl, t.entity, { type: entityLabel(r.entityType), id: r.entityId })}</span>,
        },
        { header: intl.formatMessage(t.colChanges), cell: (r) => <AuditChanges entry={r} /> },
      ]}
    />
  );
}

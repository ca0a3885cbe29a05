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
  payment: t.entityPayment,
  contract: t.entityContract,
  collection_file: t.entityCollectionFile,
  collection_item: t.entityCollectionItem,
  outage: t.entityOutage,
};

/** Ids a person cannot read (UUIDs, hashes): shown on demand, not in the line. */
const OPAQUE_ID = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{40,})$/i;

/** The object's name, and its id: in the line when it is readable (a radicado, a contract), else behind "Ver identificador". */
function EntityCell({ entry, type }: { entry: AuditEntry; type: string }) {
  const intl = useIntl();
  const styles = useAuditStyles();
  const opaque = OPAQUE_ID.test(entry.entityId);
  const name = entry.entityLabel
    ? fm(intl, t.entityNamed, { type, name: entry.entityLabel })
    : opaque || entry.entityType === "settings"
      ? type
      : fm(intl, t.entity, { type, id: entry.entityId });
  return (
    <div className={styles.wrap}>
      {name}
      {entry.entityLabel || opaque ? (
        <details className={styles.rawId}>
          <summary>{intl.formatMessage(t.showId)}</summary>
          <code>{entry.entityId}</code>
        </details>
      ) : null}
    </div>
  );
}

/** A page of the audit log: when, who (name and e-mail), what, on which object, and what changed; codes keep a tooltip. */
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
        {
          header: intl.formatMessage(t.colActor),
          cell: (r) =>
            r.actorName ? (
              <div className={styles.wrap}>
                <div>{r.actorName}</div>
                <div className={styles.secondary}>{r.actorEmail}</div>
              </div>
            ) : (
              <span className={styles.wrap}>{r.actorEmail || intl.formatMessage(t.system)}</span>
            ),
        },
        {
          header: intl.formatMessage(t.colAction),
          cell: (r) => <span title={r.action}>{AUDIT_ACTION_LABELS[r.action] ?? r.action}</span>,
        },
        { header: intl.formatMessage(t.colEntity), cell: (r) => <EntityCell entry={r} type={entityLabel(r.entityType)} /> },
        { header: intl.formatMessage(t.colChanges), cell: (r) => <AuditChanges entry={r} /> },
      ]}
    />
  );
}

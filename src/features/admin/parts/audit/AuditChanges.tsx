import { useIntl } from "react-intl";
import type { AuditEntry } from "../../../../shared/admin";
import { auditMessages as t } from "./adminAuditMessages";
import { summarizeChanges } from "./auditChanges";
import { useAuditStyles } from "./useAuditStyles";

/** What an entry changed, a line per field. */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const intl = useIntl();
  const styles = useAuditStyles();
  const lines = summarizeChanges(intl, entry.before, entry.after);
  if (lines.length === 0) return <>{intl.formatMessage(t.noChanges)}</>;
  return (
    <ul className={styles.changes}>
      {lines.map((line, i) => (
        <li key={i} className={styles.change}>
          {line}
        </li>
      ))}
    </ul>
  );
}

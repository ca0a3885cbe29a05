import { useIntl } from "react-intl";
import { useFormat } from "../../../../format";
import type { AuditEntry } from "../../../../shared/admin";
import { auditMessages as t } from "./adminAuditMessages";
import { summarizeChanges } from "./auditChanges";
import { useAuditStyles } from "./useAuditStyles";

/** What an entry changed, a line per field named in Spanish; the stored key is the line's tooltip. */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const intl = useIntl();
  const f = useFormat();
  const styles = useAuditStyles();
  const lines = summarizeChanges(intl, entry.before, entry.after, (iso) => f.instant(iso));
  if (lines.length === 0) return <>{intl.formatMessage(t.noChanges)}</>;
  return (
    <ul className={styles.changes}>
      {lines.map((line, i) => (
        <li key={i} className={styles.change} title={line.field ?? undefined}>
          {line.text}
        </li>
      ))}
    </ul>
  );
}

import { useIntl } from "react-intl";
import { fm } from "../../../../components/useLoad";
import type { AuditEntry } from "../../../../shared/admin";
import { mergeClasses } from "../../../../theme";
import { changeLines } from "./adminUsersLabels";
import { usersMessages as t } from "./adminUsersMessages";
import { useAdminUsersStyles } from "./useAdminUsersStyles";

const MAX_CHANGE_LINES = 6;

/** What one entry of an account's history changed: a line per field, at most six and "y N más". */
export function UserChanges({ entry }: { entry: AuditEntry }) {
  const intl = useIntl();
  const styles = useAdminUsersStyles();
  const lines = changeLines(entry.before, entry.after);
  if (lines.length === 0) return <span className={styles.muted}>{intl.formatMessage(t.noChanges)}</span>;
  if (lines.length === 1) return <span className={styles.anywhere}>{lines[0]}</span>;
  const shown = lines.slice(0, MAX_CHANGE_LINES);
  return (
    <ul className={mergeClasses(styles.changes, styles.anywhere)}>
      {shown.map((l, i) => (
        <li key={i}>{l}</li>
      ))}
      {lines.length > shown.length ? <li>{fm(intl, t.moreChanges, { count: lines.length - shown.length })}</li> : null}
    </ul>
  );
}

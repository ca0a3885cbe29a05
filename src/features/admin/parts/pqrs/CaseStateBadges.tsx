import { Badge } from "@fluentui/react-components";
import { CASE_STATUS_LABELS, DUE_STATE_LABELS, type CaseStatus, type DueState } from "../../../../shared/pqrs";
import { makeStyles, tokens } from "../../../../theme";

const useStyles = makeStyles({
  badges: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalXS },
  // A badge has a fixed height: its text stays on one line so the badge grows to fit it (issue 21).
  badge: { whiteSpace: "nowrap", flexShrink: 0 },
});

/** Status, and the due state when it matters, as text badges (never colour alone). */
export function CaseStateBadges({ status, dueState }: { status: CaseStatus; dueState: DueState }) {
  const styles = useStyles();
  return (
    <span className={styles.badges}>
      <Badge
        size="medium"
        className={styles.badge}
        appearance="outline"
        color={status === "cerrada" ? "subtle" : status === "respondida" ? "success" : "brand"}
      >
        {CASE_STATUS_LABELS[status]}
      </Badge>
      {dueState === "vencida" ? (
        <Badge size="medium" className={styles.badge} appearance="filled" color="danger">
          {DUE_STATE_LABELS.vencida}
        </Badge>
      ) : dueState === "por_vencer" ? (
        <Badge size="medium" className={styles.badge} appearance="tint" color="warning">
          {DUE_STATE_LABELS.por_vencer}
        </Badge>
      ) : null}
    </span>
  );
}

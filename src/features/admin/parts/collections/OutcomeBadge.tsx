import { Badge } from "@fluentui/react-components";
import { COLLECTION_OUTCOME_LABELS, type CollectionOutcome } from "../../../../shared/collections";
import { useCollectionsStyles } from "./useCollectionsStyles";

const OUTCOME_COLORS = { aplicada: "success", doble: "danger", desconocida: "warning", valor_distinto: "warning", devuelta: "informative" } as const;

/** What became of a record, as a badge. */
export function OutcomeBadge({ outcome }: { outcome: CollectionOutcome }) {
  const styles = useCollectionsStyles();
  return (
    <Badge size="medium" appearance="outline" color={OUTCOME_COLORS[outcome]} className={styles.badge}>
      {COLLECTION_OUTCOME_LABELS[outcome]}
    </Badge>
  );
}

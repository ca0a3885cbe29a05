import { Button } from "@fluentui/react-components";
import { ArrowDown16Regular, ArrowUp16Regular, Delete16Regular } from "@fluentui/react-icons";
import { useIntl, type MessageDescriptor } from "react-intl";
import { fm } from "../../../components/useLoad";
import { useEditorStyles } from "./editorStyles";

/**
 * Up, down and remove for the element `index` of a list of `count` (items, blocks, sections, rows).
 * Each button is named for what it does to which element; a move that cannot happen is not offered.
 */
export function ItemControls({
  index,
  count,
  onMove,
  onRemove,
  up,
  down,
  remove,
  minimum = 0,
}: {
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  up: MessageDescriptor;
  down: MessageDescriptor;
  remove: MessageDescriptor;
  /** How many must stay (a table keeps one column). */
  minimum?: number;
}) {
  const intl = useIntl();
  const styles = useEditorStyles();
  const n = index + 1;
  return (
    <div className={styles.actions}>
      {index > 0 ? (
        <Button size="small" icon={<ArrowUp16Regular />} onClick={() => onMove(index, index - 1)}>
          {fm(intl, up, { n })}
        </Button>
      ) : null}
      {index < count - 1 ? (
        <Button size="small" icon={<ArrowDown16Regular />} onClick={() => onMove(index, index + 1)}>
          {fm(intl, down, { n })}
        </Button>
      ) : null}
      {count > minimum ? (
        <Button size="small" icon={<Delete16Regular />} onClick={() => onRemove(index)}>
          {fm(intl, remove, { n })}
        </Button>
      ) : null}
    </div>
  );
}

import { Button, Checkbox, Field, Input } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { fm } from "../../../components/useLoad";
import type { ContentEditorStore } from "../ContentEditorStore";
import { move, type ListEdit } from "../pageDraft";
import { useEditorStyles } from "./editorStyles";
import { ItemControls } from "./ItemControls";
import { m } from "./messages";

/** A list edited item by item: each its own labelled field, moved up or down, removed; and numbered or not. */
export const ListEditor = observer(function ListEditor({ store, block, path, id }: { store: ContentEditorStore; block: ListEdit; path: string; id: string }) {
  const intl = useIntl();
  const styles = useEditorStyles();
  const edit = (fn: () => void) => store.update(path, fn);
  return (
    <div className={styles.column}>
      <Checkbox
        id={`${id}-ordered`}
        checked={Boolean(block.ordered)}
        label={intl.formatMessage(m.ordered)}
        onChange={(_, d) => edit(() => (block.ordered = d.checked === true))}
      />
      <ol className={styles.ol}>
        {block.items.map((item, i) => {
          const error = store.errors[`${path}.items[${i}]`];
          return (
            <li key={i} className={styles.item}>
              <Field label={fm(intl, m.listItem, { n: i + 1 })} validationState={error ? "error" : "none"} validationMessage={error}>
                <Input id={`${id}-item-${i}`} className={styles.input} value={item} onChange={(_, d) => edit(() => (block.items[i] = d.value))} />
              </Field>
              <ItemControls
                index={i}
                count={block.items.length}
                minimum={1}
                up={m.moveItemUp}
                down={m.moveItemDown}
                remove={m.removeItem}
                onMove={(from, to) => edit(() => move(block.items, from, to))}
                onRemove={(at) => edit(() => block.items.splice(at, 1))}
              />
            </li>
          );
        })}
      </ol>
      <div>
        <Button onClick={() => edit(() => block.items.push(""))}>{intl.formatMessage(m.addItem)}</Button>
      </div>
    </div>
  );
});

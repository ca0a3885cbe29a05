import type { ReactElement } from "react";
import { Button, Checkbox, Input } from "@fluentui/react-components";
import { ArrowDown16Regular, ArrowLeft16Regular, ArrowRight16Regular, ArrowUp16Regular, Delete16Regular } from "@fluentui/react-icons";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { TextField } from "../../../components/forms/fields";
import { TableRegion } from "../../../components/TableRegion";
import { fm } from "../../../components/useLoad";
import type { ContentEditorStore } from "../ContentEditorStore";
import { within } from "../fieldPaths";
import { addColumn, addRow, move, moveColumn, removeColumn, removeRow, setCell, setNumeric, type TableEdit } from "../pageDraft";
import { mergeClasses } from "../../../theme";
import { useEditorStyles } from "./editorStyles";
import { m } from "./messages";

/**
 * A table as a grid: its caption, a header cell per column (with "Cifras" for the columns of
 * figures, moved or removed), a text box per cell, rows added, moved and removed. Each control is
 * named by its row and column; the grid scrolls inside its own region on a phone.
 */
export const TableEditor = observer(function TableEditor({
  store,
  block,
  path,
  id,
}: {
  store: ContentEditorStore;
  block: TableEdit;
  path: string;
  id: string;
}) {
  const intl = useIntl();
  const styles = useEditorStyles();
  const edit = (fn: () => void) => store.update(path, fn);
  const numeric = new Set(block.numeric ?? []);
  const columnName = (c: number) => block.columns[c]?.trim() || fm(intl, m.column, { n: c + 1 });
  const rowInvalid = (r: number) => Object.keys(store.errors).some((p) => within(p, `${path}.rows[${r}]`));
  const icon = (label: string, glyph: ReactElement, onClick: () => void) => (
    <Button size="small" appearance="subtle" icon={glyph} aria-label={label} title={label} onClick={onClick} />
  );
  return (
    <div className={styles.column}>
      <TextField
        id={`${id}-caption`}
        label={intl.formatMessage(m.tableCaption)}
        required
        error={store.errors[`${path}.caption`]}
        value={block.caption}
        onChange={(v) => edit(() => (block.caption = v))}
      />
      <TableRegion
        captionId={`${id}-grid-caption`}
        caption={intl.formatMessage(m.tableGrid)}
        classes={{ table: styles.grid, caption: styles.legend, head: styles.gridHead }}
        columns={[
          ...block.columns.map((name, c) => ({
            header: (
              <>
                <Input
                  id={`${id}-col-${c}`}
                  className={styles.cellInput}
                  aria-label={fm(intl, m.columnHeader, { n: c + 1 })}
                  value={name}
                  onChange={(_, d) => edit(() => (block.columns[c] = d.value))}
                />
                <div className={styles.actions}>
                  <Checkbox
                    checked={numeric.has(c)}
                    label={intl.formatMessage(m.numeric)}
                    aria-label={fm(intl, m.numericLabel, { n: c + 1 })}
                    onChange={(_, d) => edit(() => setNumeric(block, c, d.checked === true))}
                  />
                  {c > 0 ? icon(fm(intl, m.moveColumnLeft, { n: c + 1 }), <ArrowLeft16Regular />, () => edit(() => moveColumn(block, c, -1))) : null}
                  {c < block.columns.length - 1
                    ? icon(fm(intl, m.moveColumnRight, { n: c + 1 }), <ArrowRight16Regular />, () => edit(() => moveColumn(block, c, 1)))
                    : null}
                  {block.columns.length > 1
                    ? icon(fm(intl, m.removeColumn, { n: c + 1 }), <Delete16Regular />, () => edit(() => removeColumn(block, c)))
                    : null}
                </div>
              </>
            ),
          })),
          { header: intl.formatMessage(m.actions) },
        ]}
      >
        {block.rows.map((cells, r) => (
          <tr key={r}>
            {block.columns.map((_, c) => (
              <td key={c} className={styles.gridCell}>
                <Input
                  id={`${id}-cell-${r}-${c}`}
                  className={mergeClasses(styles.cellInput, rowInvalid(r) && styles.invalidCell)}
                  aria-label={fm(intl, m.cell, { row: r + 1, column: columnName(c) })}
                  aria-invalid={rowInvalid(r) || undefined}
                  value={cells[c] ?? ""}
                  onChange={(_, d) => edit(() => setCell(block, r, c, d.value))}
                />
              </td>
            ))}
            <td className={styles.gridCell}>
              <div className={styles.actions}>
                {r > 0 ? icon(fm(intl, m.moveRowUp, { n: r + 1 }), <ArrowUp16Regular />, () => edit(() => move(block.rows, r, r - 1))) : null}
                {r < block.rows.length - 1
                  ? icon(fm(intl, m.moveRowDown, { n: r + 1 }), <ArrowDown16Regular />, () => edit(() => move(block.rows, r, r + 1)))
                  : null}
                {icon(fm(intl, m.removeRow, { n: r + 1 }), <Delete16Regular />, () => edit(() => removeRow(block, r)))}
              </div>
            </td>
          </tr>
        ))}
      </TableRegion>
      <div className={styles.actions}>
        <Button onClick={() => edit(() => addRow(block))}>{intl.formatMessage(m.addRow)}</Button>
        <Button onClick={() => edit(() => addColumn(block))}>{intl.formatMessage(m.addColumn)}</Button>
      </div>
      <TextField
        id={`${id}-note`}
        label={intl.formatMessage(m.tableNote)}
        error={store.errors[`${path}.note`]}
        value={block.note ?? ""}
        onChange={(v) => edit(() => (block.note = v))}
      />
    </div>
  );
});

import { useId, type ReactNode } from "react";
import { makeStyles, mergeClasses, tokens } from "../../theme";

const useStyles = makeStyles({
  wrap: {
    overflowX: "auto",
    marginBlock: `${tokens.spacingVerticalS} ${tokens.spacingVerticalL}`,
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "2px" },
  },
  table: { borderCollapse: "collapse", minWidth: "100%", fontSize: tokens.fontSizeBase300, backgroundColor: tokens.colorNeutralBackground1 },
  caption: { textAlign: "start", fontWeight: tokens.fontWeightSemibold, paddingBlock: tokens.spacingVerticalS },
  th: {
    textAlign: "start",
    verticalAlign: "bottom",
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderBottom: `2px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  td: { padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`, borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, verticalAlign: "top" },
  // A long page path or search term breaks anywhere rather than widen the table, but the column keeps
  // room for a word ("renderizado"): on a phone it was squeezed to a few letters a line.
  rowHeader: { textAlign: "start", fontWeight: tokens.fontWeightRegular, overflowWrap: "anywhere", minWidth: "8rem" },
  numeric: { textAlign: "end", fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" },
});

/** One column of a data table: its header and how a row fills the cell. */
export interface Column<T> {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Right-aligned tabular figures. */
  numeric?: boolean;
}

export interface DataTableProps<T> {
  /** The table's name for assistive technology (its caption). */
  caption: ReactNode;
  /** The first column heads each row (`<th scope="row">`). */
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string;
  /** Extra class for a row (e.g. a highlighted search term). */
  rowClassName?: (row: T) => string | undefined;
  id?: string;
}

/**
 * A real table with a caption: the data behind every chart, for screen readers, keyboard users
 * and anyone who wants the exact figures. A wide table scrolls on a phone, so its region can take
 * focus and be scrolled with the keyboard.
 */
export function DataTable<T>({ caption, columns, rows, rowKey, rowClassName, id }: DataTableProps<T>) {
  const styles = useStyles();
  const autoId = useId();
  const captionId = `${id ?? autoId}-caption`;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable so keyboard users can scroll it (WCAG 2.1.1)
    <div className={styles.wrap} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table} id={id}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={i} scope="col" className={mergeClasses(styles.th, c.numeric && styles.numeric)}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={rowKey(row, r)} className={rowClassName?.(row)}>
              {columns.map((c, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className={mergeClasses(styles.td, styles.rowHeader, c.numeric && styles.numeric)}>
                    {c.cell(row)}
                  </th>
                ) : (
                  <td key={i} className={mergeClasses(styles.td, c.numeric && styles.numeric)}>
                    {c.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

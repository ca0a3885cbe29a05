import { useId, type ReactNode } from "react";
import { makeStyles, mergeClasses, tokens } from "../../theme";

/** Narrower than this (a phone), a stacked table shows each row as a block of labelled lines. */
const PHONE = "@media (max-width: 479.98px)";

const useStyles = makeStyles({
  wrap: {
    overflowX: "auto",
    // The containing block of what a cell positions absolutely (a visually hidden label): otherwise it
    // escapes this scrolling box and widens the page (seen at 768 px on the treasury screen).
    position: "relative",
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
  // `stackOnPhone`: the rules below apply on a phone only.
  stackedBlock: { [PHONE]: { display: "block" } },
  stackedTable: { [PHONE]: { display: "block", minWidth: 0 } },
  // The header row leaves the layout but not the accessibility tree (the explicit roles keep the table's).
  stackedHead: {
    [PHONE]: { position: "absolute", width: "1px", height: "1px", overflow: "hidden", clipPath: "inset(50%)", whiteSpace: "nowrap" },
  },
  stackedRow: { [PHONE]: { display: "block", paddingBlock: tokens.spacingVerticalS, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` } },
  stackedCell: {
    [PHONE]: {
      display: "flex",
      justifyContent: "space-between",
      gap: tokens.spacingHorizontalM,
      padding: `${tokens.spacingVerticalXXS} 0`,
      border: "none",
      textAlign: "end",
      "::before": { content: "attr(data-label)", color: tokens.colorNeutralForeground2, textAlign: "start", fontWeight: tokens.fontWeightRegular },
    },
  },
  stackedRowHeader: {
    [PHONE]: {
      display: "block",
      padding: `0 0 ${tokens.spacingVerticalXS}`,
      border: "none",
      fontWeight: tokens.fontWeightSemibold,
      textAlign: "start",
    },
  },
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
  /**
   * On a phone, each row becomes its row header with the other cells below it, each labelled by
   * its column's header (a string header), instead of a table that scrolls sideways.
   */
  stackOnPhone?: boolean;
}

/**
 * A real table with a caption: the data behind every chart, for screen readers, keyboard users
 * and anyone who wants the exact figures. A wide table scrolls on a phone, so its region can take
 * focus and be scrolled with the keyboard.
 */
export function DataTable<T>({ caption, columns, rows, rowKey, rowClassName, id, stackOnPhone = false }: DataTableProps<T>) {
  const styles = useStyles();
  const autoId = useId();
  const captionId = `${id ?? autoId}-caption`;
  const stacked = (className: string) => (stackOnPhone ? className : undefined);
  // A table whose rows CSS turns into blocks loses its table semantics in Chromium and WebKit
  // unless its roles are stated, so a stacked table states them (not redundant then).
  const role = (name: string) => (stackOnPhone ? name : undefined);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable so keyboard users can scroll it (WCAG 2.1.1)
    <div className={styles.wrap} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={mergeClasses(styles.table, stacked(styles.stackedTable))} id={id} role={role("table")}>
        <caption id={captionId} className={mergeClasses(styles.caption, stacked(styles.stackedBlock))}>
          {caption}
        </caption>
        <thead className={stacked(styles.stackedHead)} role={role("rowgroup")}>
          <tr role={role("row")}>
            {columns.map((c, i) => (
              <th key={i} scope="col" role={role("columnheader")} className={mergeClasses(styles.th, c.numeric && styles.numeric)}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={stacked(styles.stackedBlock)} role={role("rowgroup")}>
          {rows.map((row, r) => (
            <tr key={rowKey(row, r)} className={mergeClasses(rowClassName?.(row), stacked(styles.stackedRow))} role={role("row")}>
              {columns.map((c, i) =>
                i === 0 ? (
                  <th
                    key={i}
                    scope="row"
                    role={role("rowheader")}
                    className={mergeClasses(styles.td, styles.rowHeader, c.numeric && styles.numeric, stacked(styles.stackedRowHeader))}
                  >
                    {c.cell(row)}
                  </th>
                ) : (
                  <td
                    key={i}
                    role={role("cell")}
                    data-label={stackOnPhone && typeof c.header === "string" ? c.header : undefined}
                    className={mergeClasses(styles.td, c.numeric && styles.numeric, stacked(styles.stackedCell))}
                  >
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

import type { ReactNode } from "react";
import { makeStyles, mergeClasses, tokens } from "../../../theme";

/** Narrower than this (a phone), each row is a block of labelled lines instead of a table row. */
const PHONE = "@media (max-width: 479.98px)";

const useStyles = makeStyles({
  table: {
    width: "100%",
    borderCollapse: "collapse",
    marginBlock: `${tokens.spacingVerticalS} ${tokens.spacingVerticalL}`,
    fontSize: tokens.fontSizeBase300,
    backgroundColor: tokens.colorNeutralBackground1,
    [PHONE]: { display: "block" },
  },
  // Under its list's h3, which names it in short: the caption says the order, in secondary text.
  caption: {
    textAlign: "start",
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
    paddingBlock: tokens.spacingVerticalXS,
    [PHONE]: { display: "block" },
  },
  // On a phone the header row leaves the layout but not the accessibility tree (the roles below keep the table's).
  head: {
    [PHONE]: {
      position: "absolute",
      width: "1px",
      height: "1px",
      overflow: "hidden",
      clipPath: "inset(50%)",
      whiteSpace: "nowrap",
    },
  },
  body: { [PHONE]: { display: "block" } },
  row: {
    [PHONE]: {
      display: "block",
      paddingBlock: tokens.spacingVerticalS,
      borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    },
  },
  th: {
    textAlign: "start",
    verticalAlign: "bottom",
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderBottom: `2px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  cell: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    verticalAlign: "top",
    [PHONE]: {
      display: "flex",
      justifyContent: "space-between",
      gap: tokens.spacingHorizontalM,
      padding: `${tokens.spacingVerticalXXS} 0`,
      border: "none",
      textAlign: "end",
      "::before": {
        content: "attr(data-label)",
        color: tokens.colorNeutralForeground2,
        textAlign: "start",
        fontWeight: tokens.fontWeightRegular,
      },
    },
  },
  question: {
    textAlign: "start",
    fontWeight: tokens.fontWeightRegular,
    overflowWrap: "anywhere",
    [PHONE]: {
      display: "block",
      fontWeight: tokens.fontWeightSemibold,
      textAlign: "start",
      paddingBlockEnd: tokens.spacingVerticalXS,
      "::before": { content: "none" },
    },
  },
  numeric: { textAlign: "end", fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" },
});

/** One column after the question: its header and how a row fills the cell. */
export interface QuestionColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  numeric?: boolean;
}

/**
 * The questions of one list: a table with a caption, the question heading each row, on a wide
 * screen; on a phone each question with its figures below it, each figure labelled, so nothing
 * scrolls sideways. The explicit roles keep it a table for screen readers when CSS makes its rows blocks.
 */
export function QuestionTable<T>({
  caption,
  questionHeader,
  question,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  questionHeader: string;
  question: (row: T) => string;
  columns: readonly QuestionColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
}) {
  const styles = useStyles();
  /* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- not redundant here: a table whose rows CSS turns into blocks loses its table semantics in Chromium and WebKit unless its roles are stated */
  return (
    <table className={styles.table} role="table">
      <caption className={styles.caption}>{caption}</caption>
      <thead className={styles.head} role="rowgroup">
        <tr role="row">
          <th scope="col" role="columnheader" className={styles.th}>
            {questionHeader}
          </th>
          {columns.map((c) => (
            <th key={c.header} scope="col" role="columnheader" className={mergeClasses(styles.th, c.numeric && styles.numeric)}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={styles.body} role="rowgroup">
        {rows.map((row) => (
          <tr key={rowKey(row)} className={styles.row} role="row">
            <th scope="row" role="rowheader" className={mergeClasses(styles.cell, styles.question)}>
              {question(row)}
            </th>
            {columns.map((c) => (
              <td key={c.header} role="cell" data-label={c.header} className={mergeClasses(styles.cell, c.numeric && styles.numeric)}>
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  /* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- the table ends here */
}

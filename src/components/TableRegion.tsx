import type { ReactNode } from "react";
import { makeStyles, mergeClasses, tokens } from "../theme";

const useStyles = makeStyles({
  // A wide table scrolls inside its own region, never the page (WCAG 1.4.10, issue 21).
  region: {
    overflowX: "auto",
    maxWidth: "100%",
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "2px" },
  },
});

/** One column of a TableRegion: what its header cell holds, and the cell's extra class. */
export interface TableRegionColumn {
  header: ReactNode;
  className?: string;
}

/**
 * A table with its caption inside a region named by that caption: a table wider than the screen
 * scrolls sideways inside the region, which takes focus so it can be scrolled with the keyboard
 * (WCAG 2.1.1). The columns' headers make the head row; `children` are the body's rows.
 */
export function TableRegion({
  captionId,
  caption,
  columns,
  children,
  classes,
}: {
  captionId: string;
  caption: ReactNode;
  columns: readonly TableRegionColumn[];
  children: ReactNode;
  /** The table's, the caption's and every header cell's class. */
  classes: { table: string; caption: string; head: string };
}) {
  const styles = useStyles();
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a wide table scrolls inside its region, which takes focus so it can be scrolled with the keyboard
    <div className={styles.region} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={classes.table}>
        <caption id={captionId} className={classes.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column, i) => (
              <th key={i} scope="col" className={mergeClasses(classes.head, column.className)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

import { withBrand, type BrandValues } from "../../../content/text";
import type { TableBlock } from "../../../content/types";
import { mergeClasses } from "../../../theme";
import type { ContentBlockStyles } from "./contentBlockStyles";

/** A table of a content page, with its caption and note; numeric columns align to the end. */
export function DataTable({ block, brand, styles, id }: { block: TableBlock; brand: BrandValues; styles: ContentBlockStyles; id: string }) {
  const t = (s: string) => withBrand(s, brand);
  const numeric = new Set(block.numeric ?? []);
  const captionId = `${id}-caption`;
  return (
    // A wide table scrolls on a phone; the region can take focus so keyboard users can scroll it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    <div className={styles.tableWrap} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {t(block.caption)}
        </caption>
        <thead>
          <tr>
            {block.columns.map((c, i) => (
              <th key={i} scope="col" className={mergeClasses(styles.th, numeric.has(i) && styles.numeric)}>
                {t(c)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, i) =>
                // A row whose first cell is blank (a "Total" row) has no header of its own.
                i === 0 && cell !== "" ? (
                  <th key={i} scope="row" className={mergeClasses(styles.td, styles.rowHeader, numeric.has(i) && styles.numeric)}>
                    {t(cell)}
                  </th>
                ) : (
                  <td key={i} className={mergeClasses(styles.td, numeric.has(i) && styles.numeric)}>
                    {t(cell)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {block.note ? <p className={styles.note}>{t(block.note)}</p> : null}
    </div>
  );
}

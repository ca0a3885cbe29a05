import { useId, useRef, type ReactNode } from "react";
import { makeStyles, mergeClasses, tokens } from "../../theme";
import { useContainerWidth } from "./useContainerWidth";

/** One field of a record: a column of the table, a labelled value of the card. */
export interface RecordField<T> {
  /** The column's header, and the value's label in a card. */
  label: string;
  /** What the table's header shows instead of the label (e.g. a header that may wrap). */
  header?: ReactNode;
  value: (row: T) => ReactNode;
  /** Right-aligned tabular figures in the table. */
  numeric?: boolean;
  /**
   * Its place in a card: "key" values (the amount, the state) right under the card's heading, in
   * larger type; "action" at the card's foot, without a label. Any other is a labelled line.
   */
  card?: "key" | "action";
  /** Left out of the compact table (see `compactBelow`); the wide table and the cards keep it. */
  minor?: boolean;
}

export interface RecordListProps<T> {
  /** What the records are: the table's caption, the cards' list name. */
  caption: string;
  /** The first field heads each record: the row header of the table, the heading of its card. */
  fields: readonly RecordField<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Extra class for a record (a tinted overdue case); its text says the same. */
  rowClassName?: (row: T) => string | undefined;
  /** The id of the table, or of the cards' list. */
  id?: string;
  /** The level of each card's heading (the page's h1 and the section's h2 come before). */
  headingLevel?: 2 | 3 | 4;
  /** Narrower than this (CSS px, the list's own width), the records are stacked cards. */
  cardsBelow?: number;
  /** Narrower than this, the table leaves out its `minor` fields (a list beside a detail panel). */
  compactBelow?: number;
}

/** The width under which a list becomes cards when the page does not say: a phone, or a narrow iframe. */
export const CARDS_BELOW = 640;

const useStyles = makeStyles({
  root: { minWidth: 0, marginBlock: `${tokens.spacingVerticalS} ${tokens.spacingVerticalL}` },
  // The containing block of what is absolutely positioned inside (visually hidden text), so it scrolls with the table.
  region: {
    overflowX: "auto",
    position: "relative",
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "2px" },
  },
  table: { borderCollapse: "collapse", width: "100%", fontSize: tokens.fontSizeBase300, backgroundColor: tokens.colorNeutralBackground1 },
  caption: { textAlign: "start", fontWeight: tokens.fontWeightSemibold, paddingBlock: tokens.spacingVerticalS },
  th: {
    textAlign: "start",
    verticalAlign: "bottom",
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderBottom: `2px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  td: {
    textAlign: "start",
    fontWeight: tokens.fontWeightRegular,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    verticalAlign: "middle",
    overflowWrap: "break-word",
  },
  numeric: { textAlign: "end", fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" },
  listName: { margin: `0 0 ${tokens.spacingVerticalS}`, fontWeight: tokens.fontWeightSemibold },
  cards: { listStyleType: "none", padding: 0, margin: 0, display: "grid", gap: tokens.spacingVerticalM },
  card: {
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    minWidth: 0,
  },
  cardTitle: {
    margin: `0 0 ${tokens.spacingVerticalS}`,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
    overflowWrap: "anywhere",
  },
  keys: {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "flex-end",
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalS,
    margin: `0 0 ${tokens.spacingVerticalS}`,
  },
  key: { display: "grid", gap: tokens.spacingVerticalXXS, minWidth: 0 },
  keyValue: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, overflowWrap: "anywhere" },
  label: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200, fontWeight: tokens.fontWeightRegular },
  details: {
    display: "grid",
    gridTemplateColumns: "fit-content(45%) minmax(0, 1fr)",
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
    fontSize: tokens.fontSizeBase300,
  },
  detail: { display: "contents" },
  detailValue: { margin: 0, overflowWrap: "anywhere" },
  actions: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalS, alignItems: "center", marginBlockStart: tokens.spacingVerticalM },
});

/**
 * Records (invoices, requests, readings, cases) as a real table with headers where there is room,
 * and as stacked cards where there is not: each card a heading (the first field), its key values
 * (amount, state) under it, the other values labelled, and its actions at the foot, so nothing
 * that matters hides behind a sideways swipe. The layout follows the list's own width (measured),
 * not the viewport's: the same list beside a detail panel, or in a host page's iframe, fits.
 */
export function RecordList<T>({
  caption,
  fields,
  rows,
  rowKey,
  rowClassName,
  id,
  headingLevel = 3,
  cardsBelow = CARDS_BELOW,
  compactBelow,
}: RecordListProps<T>) {
  const styles = useStyles();
  const autoId = useId();
  const base = id ?? autoId;
  const captionId = `${base}-caption`;
  const ref = useRef<HTMLDivElement>(null);
  const width = useContainerWidth(ref);
  // Until it is measured (the prerender, a test without layout) it is a table, as before.
  const layout = width === null || width >= cardsBelow ? (compactBelow !== undefined && width !== null && width < compactBelow ? "compact" : "table") : "cards";
  const Heading: "h2" | "h3" | "h4" = `h${headingLevel}`;
  const [title, ...rest] = fields;

  let body: ReactNode;
  if (layout === "cards") {
    const keys = rest.filter((f) => f.card === "key");
    const details = rest.filter((f) => f.card === undefined);
    const actions = rest.filter((f) => f.card === "action");
    body = (
      <>
        <p id={captionId} className={styles.listName}>
          {caption}
        </p>
        <ul id={id} className={styles.cards} aria-labelledby={captionId}>
          {rows.map((row, i) => {
            const titleId = `${base}-${i}-title`;
            return (
              <li key={rowKey(row)} className={mergeClasses(styles.card, rowClassName?.(row))}>
                <article aria-labelledby={titleId}>
                  <Heading id={titleId} className={styles.cardTitle}>
                    {title.value(row)}
                  </Heading>
                  <LabelledValues row={row} fields={keys} list={styles.keys} item={styles.key} label={styles.label} value={styles.keyValue} />
                  <LabelledValues row={row} fields={details} list={styles.details} item={styles.detail} label={styles.label} value={styles.detailValue} />
                  {actions.length > 0 ? (
                    <div className={styles.actions}>
                      {actions.map((f) => (
                        <span key={f.label}>{f.value(row)}</span>
                      ))}
                    </div>
                  ) : null}
                </article>
              </li>
            );
          })}
        </ul>
      </>
    );
  } else {
    const shown = layout === "compact" ? fields.filter((f, i) => i === 0 || !f.minor) : fields;
    body = (
      <>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a table wider than its region scrolls inside it, so the region takes focus to be scrolled with the keyboard (WCAG 2.1.1) */}
        <div className={styles.region} role="region" aria-labelledby={captionId} tabIndex={0}>
          <table id={id} className={styles.table}>
            <caption id={captionId} className={styles.caption}>
              {caption}
            </caption>
            <thead>
              <tr>
                {shown.map((f) => (
                  <th key={f.label} scope="col" className={mergeClasses(styles.th, f.numeric && styles.numeric)}>
                    {f.header ?? f.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)} className={rowClassName?.(row)}>
                  {shown.map((f, i) =>
                    i === 0 ? (
                      <th key={f.label} scope="row" className={mergeClasses(styles.td, f.numeric && styles.numeric)}>
                        {f.value(row)}
                      </th>
                    ) : (
                      <td key={f.label} className={mergeClasses(styles.td, f.numeric && styles.numeric)}>
                        {f.value(row)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </>
    );
  }
  // One element whatever the layout: its width is what is measured.
  return (
    <div ref={ref} className={styles.root} data-layout={layout}>
      {body}
    </div>
  );
}

/** A card's labelled values (its key figures, or the rest), as a description list; nothing when there are none. */
function LabelledValues<T>({
  row,
  fields,
  list,
  item,
  label,
  value,
}: {
  row: T;
  fields: readonly RecordField<T>[];
  list: string;
  item: string;
  label: string;
  value: string;
}) {
  if (fields.length === 0) return null;
  return (
    <dl className={list}>
      {fields.map((f) => (
        <div key={f.label} className={item}>
          <dt className={label}>{f.label}</dt>
          <dd className={value}>{f.value(row)}</dd>
        </div>
      ))}
    </dl>
  );
}

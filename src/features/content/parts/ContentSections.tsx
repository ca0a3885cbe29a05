import { Fragment } from "react";
import { FormattedDate, useIntl } from "react-intl";
import { useLocation } from "react-router-dom";
import { useStores } from "../../app/StoresContext";
import { RouterLink } from "../../components/RouterLink";
import { withBrand, type BrandValues } from "../../content/text";
import type { ContentBlock, ContentSection, DocumentLink, TableBlock } from "../../content/types";
import { TIME_ZONE } from "../../shared/constants";
import { makeStyles, mergeClasses, tokens } from "../../theme";

const useStyles = makeStyles({
  section: { marginBlockStart: tokens.spacingVerticalXXL, maxWidth: "60rem" },
  h2: {
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    marginBlock: `0 ${tokens.spacingVerticalM}`,
  },
  h3: {
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
    marginBlock: `${tokens.spacingVerticalL} ${tokens.spacingVerticalS}`,
  },
  p: { fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase400, marginBlock: `0 ${tokens.spacingVerticalM}`, maxWidth: "48rem" },
  list: {
    lineHeight: tokens.lineHeightBase400,
    marginBlock: `0 ${tokens.spacingVerticalM}`,
    paddingInlineStart: tokens.spacingHorizontalXXL,
    maxWidth: "48rem",
  },
  item: { marginBlockEnd: tokens.spacingVerticalS },
  tableWrap: {
    overflowX: "auto",
    marginBlock: `0 ${tokens.spacingVerticalL}`,
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
  rowHeader: { textAlign: "start", fontWeight: tokens.fontWeightRegular },
  numeric: { textAlign: "end", fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" },
  note: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2, marginBlock: `${tokens.spacingVerticalXS} 0` },
  docs: { listStyleType: "none", padding: 0, margin: `0 0 ${tokens.spacingVerticalL}`, display: "grid", gap: tokens.spacingVerticalS },
  doc: {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "baseline",
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  docLink: {
    color: tokens.colorBrandForegroundLink,
    fontWeight: tokens.fontWeightSemibold,
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "2px" },
  },
  docMeta: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  // Term and value side by side; on a narrow phone the value goes under its term (no sideways scroll).
  dl: {
    display: "grid",
    gridTemplateColumns: "minmax(0, 1fr)",
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    marginBlock: `0 ${tokens.spacingVerticalL}`,
    maxWidth: "48rem",
    "@media (min-width: 480px)": { gridTemplateColumns: "minmax(10rem, max-content) minmax(0, 1fr)", rowGap: tokens.spacingVerticalS },
  },
  dt: { fontWeight: tokens.fontWeightSemibold },
  dd: { margin: 0, overflowWrap: "anywhere", "@media (max-width: 479.98px)": { marginBlockEnd: tokens.spacingVerticalS } },
  contactLink: { color: tokens.colorBrandForegroundLink },
  notice: {
    borderInlineStartWidth: "4px",
    borderInlineStartStyle: "solid",
    borderInlineStartColor: tokens.colorBrandStroke1,
    backgroundColor: tokens.colorNeutralBackground1,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    marginBlock: `0 ${tokens.spacingVerticalL}`,
    maxWidth: "48rem",
  },
  warning: { borderInlineStartColor: tokens.colorPaletteDarkOrangeBorder2 },
  noticeTitle: { display: "block", fontWeight: tokens.fontWeightSemibold, marginBlockEnd: tokens.spacingVerticalXS },
  faq: { marginBlock: `0 ${tokens.spacingVerticalL}`, maxWidth: "48rem" },
  details: { borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, paddingBlock: tokens.spacingVerticalS },
  summary: {
    cursor: "pointer",
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightBase400,
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "2px" },
  },
  answer: { lineHeight: tokens.lineHeightBase400, marginBlock: `${tokens.spacingVerticalS} 0` },
});

type Styles = ReturnType<typeof useStyles>;

interface BlockProps {
  block: ContentBlock;
  brand: BrandValues;
  styles: Styles;
  id: string;
}

function DataTable({ block, brand, styles, id }: { block: TableBlock; brand: BrandValues; styles: Styles; id: string }) {
  const t = (s: string) => withBrand(s, brand);
  const numeric = new Set(block.numeric ?? []);
  const captionId = `${id}-caption`;
  return (
    // A wide table scrolls on a phone; the region can take focus so keyboard users can scroll it.
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

function DocumentItem({ doc, brand, styles }: { doc: DocumentLink; brand: BrandValues; styles: Styles }) {
  const { metrics } = useStores();
  const { pathname } = useLocation();
  const intl = useIntl();
  const title = withBrand(doc.title, brand);
  return (
    <li className={styles.doc}>
      <a
        className={styles.docLink}
        href={doc.file}
        type={doc.format === "PDF" ? "application/pdf" : "text/csv"}
        aria-label={intl.formatMessage({ id: "content.document.label", defaultMessage: "{title} (documento {format})" }, { title, format: doc.format })}
        onClick={() => metrics.trackDownload(doc.file, pathname)}
      >
        {title}
      </a>
      <span className={styles.docMeta}>
        {doc.format} · <FormattedDate value={`${doc.date}T12:00:00Z`} dateStyle="medium" timeZone={TIME_ZONE} />
      </span>
    </li>
  );
}

function Block({ block, brand, styles, id }: BlockProps) {
  const t = (s: string) => withBrand(s, brand);
  switch (block.kind) {
    case "paragraph":
      return <p className={styles.p}>{t(block.text)}</p>;
    case "list": {
      const items = block.items.map((item, i) => (
        <li key={i} className={styles.item}>
          {t(item)}
        </li>
      ));
      return block.ordered ? <ol className={styles.list}>{items}</ol> : <ul className={styles.list}>{items}</ul>;
    }
    case "table":
      return <DataTable block={block} brand={brand} styles={styles} id={id} />;
    case "documents":
      return (
        <ul className={styles.docs}>
          {block.items.map((doc) => (
            <DocumentItem key={doc.file} doc={doc} brand={brand} styles={styles} />
          ))}
        </ul>
      );
    case "contacts":
      return (
        <dl className={styles.dl}>
          {block.items.map((c, i) => (
            <Fragment key={i}>
              <dt className={styles.dt}>{t(c.label)}</dt>
              <dd className={styles.dd}>
                {c.href ? (
                  <a className={styles.contactLink} href={c.href}>
                    {t(c.value)}
                  </a>
                ) : (
                  t(c.value)
                )}
              </dd>
            </Fragment>
          ))}
        </dl>
      );
    case "links":
      return <LinksList items={block.items} brand={brand} styles={styles} />;
    case "notice":
      return (
        <div role="note" className={mergeClasses(styles.notice, block.tone === "warning" && styles.warning)}>
          {block.title ? <strong className={styles.noticeTitle}>{t(block.title)}</strong> : null}
          {t(block.text)}
        </div>
      );
    case "faq":
      return (
        <div className={styles.faq}>
          {block.items.map((item, i) => (
            <details key={i} className={styles.details}>
              <summary className={styles.summary}>{t(item.question)}</summary>
              <p className={styles.answer}>{t(item.answer)}</p>
            </details>
          ))}
        </div>
      );
    case "definitions":
      return (
        <dl className={styles.dl}>
          {block.items.map((d, i) => (
            <Fragment key={i}>
              <dt className={styles.dt}>{t(d.term)}</dt>
              <dd className={styles.dd}>{t(d.description)}</dd>
            </Fragment>
          ))}
        </dl>
      );
    case "subsection":
      return (
        <>
          <h3 className={styles.h3}>{t(block.heading)}</h3>
          {block.blocks.map((b, i) => (
            <Block key={i} block={b} brand={brand} styles={styles} id={`${id}-${i}`} />
          ))}
        </>
      );
  }
}

function LinksList({ items, brand, styles }: { items: readonly { label: string; path: string }[]; brand: BrandValues; styles: Styles }) {
  const { routes } = useStores();
  return (
    <ul className={styles.list}>
      {items.map((l) => (
        <li key={l.path} className={styles.item}>
          <RouterLink to={routes.resolve(l.path)}>{withBrand(l.label, brand)}</RouterLink>
        </li>
      ))}
    </ul>
  );
}

/** The sections of a content page, each under its h2. */
export function ContentSections({ sections, brand }: { sections: readonly ContentSection[]; brand: BrandValues }) {
  const styles = useStyles();
  return (
    <>
      {sections.map((section, s) => (
        <section key={s} className={styles.section} aria-labelledby={`section-${s}`}>
          <h2 id={`section-${s}`} className={styles.h2}>
            {withBrand(section.heading, brand)}
          </h2>
          {section.blocks.map((block, b) => (
            <Block key={b} block={block} brand={brand} styles={styles} id={`block-${s}-${b}`} />
          ))}
        </section>
      ))}
    </>
  );
}

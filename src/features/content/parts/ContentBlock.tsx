import { Fragment } from "react";
import { contactHref, withBrand, type BrandValues } from "../../../content/text";
import type { ContentBlock as Block } from "../../../content/types";
import { mergeClasses } from "../../../theme";
import type { ContentBlockStyles } from "./contentBlockStyles";
import { DataTable } from "./DataTable";
import { DocumentItem } from "./DocumentItem";
import { LinksList } from "./LinksList";
import { RichText } from "./RichText";

interface ContentBlockProps {
  block: Block;
  brand: BrandValues;
  styles: ContentBlockStyles;
  /** Unique in the page: ids of captions and nested blocks derive from it. */
  id: string;
}

/** One block of a content page's section (paragraph, list, table, documents, FAQ…), by its kind. */
export function ContentBlock({ block, brand, styles, id }: ContentBlockProps) {
  const t = (s: string) => withBrand(s, brand);
  switch (block.kind) {
    case "paragraph":
      return (
        <p className={styles.p}>
          <RichText text={t(block.text)} />
        </p>
      );
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
                  <a className={styles.contactLink} href={contactHref(c.href, brand)}>
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
          <RichText text={t(block.text)} />
        </div>
      );
    case "faq":
      return (
        <div className={styles.faq}>
          {block.items.map((item, i) => (
            <details key={i} className={styles.details}>
              <summary className={styles.summary}>{t(item.question)}</summary>
              <p className={styles.answer}>
                <RichText text={t(item.answer)} />
              </p>
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
              <dd className={styles.dd}>
                <RichText text={t(d.description)} />
              </dd>
            </Fragment>
          ))}
        </dl>
      );
    case "subsection":
      return (
        <>
          <h3 className={styles.h3}>{t(block.heading)}</h3>
          {block.blocks.map((b, i) => (
            <ContentBlock key={i} block={b} brand={brand} styles={styles} id={`${id}-${i}`} />
          ))}
        </>
      );
  }
}

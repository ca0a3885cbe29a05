import { Body1, Caption1 } from "@fluentui/react-components";
import { useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { fm } from "../../../components/useLoad";
import { useFormat } from "../../../format";
import { newsPath, type NewsSummary } from "../../../shared/news";
import { mergeClasses } from "../../../theme";
import { CATEGORY_MESSAGES, nm } from "../newsLabels";
import { CutFacts } from "./CutFacts";
import { NEWS_IMAGE_SIZE, useNewsStyles } from "./newsStyles";

/** One item of a list: its title links to the detail; cuts show their facts; its picture, if any. */
export function NewsCard({ item, headingLevel = 2, eager = false }: { item: NewsSummary; headingLevel?: 2 | 3; eager?: boolean }) {
  const intl = useIntl();
  const styles = useNewsStyles();
  const f = useFormat();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const text = (
    <>
      <Heading className={styles.cardTitle}>
        <Link className={styles.titleLink} to={newsPath(item)}>
          {item.title}
        </Link>
      </Heading>
      <Caption1 className={styles.meta}>
        <span>{f.day(item.publishedAt, "long")}</span>
        <span>{intl.formatMessage(CATEGORY_MESSAGES[item.category])}</span>
        {item.readingMinutes > 0 ? <span>{fm(intl, nm.readingTime, { minutes: item.readingMinutes })}</span> : null}
      </Caption1>
      {item.cut ? <CutFacts cut={item.cut} /> : null}
      <Body1 as="p" className={styles.summary}>
        {item.summary}
      </Body1>
    </>
  );
  if (!item.imageUrl) return <li className={styles.card}>{text}</li>;
  return (
    <li className={mergeClasses(styles.card, styles.withImage)}>
      <div className={styles.cardText}>{text}</div>
      {/* After the text in reading order; shown first. Width and height give the box before it loads. */}
      <img
        className={styles.thumb}
        src={item.imageUrl}
        alt={item.imageAlt}
        width={NEWS_IMAGE_SIZE.width}
        height={NEWS_IMAGE_SIZE.height}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
      />
    </li>
  );
}

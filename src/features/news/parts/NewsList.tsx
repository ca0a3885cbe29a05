import type { NewsSummary } from "../../../shared/news";
import { NewsCard } from "./NewsCard";
import { useNewsStyles } from "./newsStyles";

/** The items of a list page as cards; the first two pictures load at once, the rest as they come into view. */
export function NewsList({ items, headingLevel }: { items: readonly NewsSummary[]; headingLevel?: 2 | 3 }) {
  const styles = useNewsStyles();
  return (
    <ul className={styles.list}>
      {items.map((n, i) => (
        <NewsCard key={n.id} item={n} headingLevel={headingLevel} eager={i < 2} />
      ))}
    </ul>
  );
}

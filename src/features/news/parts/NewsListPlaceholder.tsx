import { mergeClasses } from "../../../theme";
import { useNewsStyles } from "./newsStyles";

/** What the list shows while its first page loads (also in the prerendered page): grey cards in its place. */
export function NewsListPlaceholder() {
  const styles = useNewsStyles();
  return (
    <ul className={mergeClasses(styles.list, styles.placeholder)} aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <li key={i} className={mergeClasses(styles.card, styles.withImage)}>
          <span className={styles.cardText}>
            <span className={mergeClasses(styles.bar, styles.barTitle)} />
            <span className={mergeClasses(styles.bar, styles.barShort)} />
            <span className={styles.bar} />
          </span>
          <span className={styles.thumb} />
        </li>
      ))}
    </ul>
  );
}

import { mergeClasses } from "@fluentui/react-components";
import { useCollectionsStyles } from "./useCollectionsStyles";

/** Figures as labelled boxes that wrap (two columns on a phone); `alert` draws a figure needing attention, `wide` a long one. */
export function Figures({ items }: { items: readonly { term: string; value: string; alert?: boolean; wide?: boolean }[] }) {
  const styles = useCollectionsStyles();
  return (
    <dl className={styles.figures}>
      {items.map((i) => (
        <div key={i.term} className={mergeClasses(styles.figure, i.wide && styles.figureWide)}>
          <dt className={styles.figureTerm}>{i.term}</dt>
          <dd className={mergeClasses(styles.figureValue, i.alert && styles.figureAlert)}>{i.value}</dd>
        </div>
      ))}
    </dl>
  );
}

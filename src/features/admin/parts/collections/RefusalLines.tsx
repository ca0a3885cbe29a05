import { useIntl } from "react-intl";
import { DataTable } from "../../../../components/charts/DataTable";
import { fm } from "../../../../components/useLoad";
import type { CollectionProblem } from "../../../../shared/collections";
import type { Refusal } from "../../AdminCollectionsStore";
import { collectionsMessages as t } from "./collectionsMessages";
import { useCollectionsStyles } from "./useCollectionsStyles";

export const PROBLEMS_ID = "collection-problems";

/** "Línea 4: el valor…" → "El valor…" (the line has a column of its own). */
const sentence = (message: string) => {
  const text = message.replace(/^Línea \d+: /, "");
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** Every bad line of a refused file (as many as the server listed), line by line. */
export function RefusalLines({ refusal }: { refusal: Refusal }) {
  const intl = useIntl();
  const styles = useCollectionsStyles();
  const listed = refusal.problems.length;
  return (
    <section className={styles.section} aria-labelledby={PROBLEMS_ID}>
      <h2 id={PROBLEMS_ID} tabIndex={-1} className={styles.h2}>
        {fm(intl, t.problemsTitle, { count: refusal.problemCount })}
      </h2>
      {refusal.problemCount > listed ? <p>{fm(intl, t.problemsListed, { listed })}</p> : null}
      <DataTable<CollectionProblem & { index: number }>
        id="collection-problems-table"
        caption={intl.formatMessage(t.problemsCaption)}
        rows={refusal.problems.map((p, index) => ({ ...p, index }))}
        rowKey={(p) => String(p.index)}
        stackOnPhone
        columns={[
          { header: intl.formatMessage(t.colLine), cell: (p) => fm(intl, t.lineNumber, { line: p.line }) },
          { header: intl.formatMessage(t.colProblem), cell: (p) => <span className={styles.wrap}>{sentence(p.message)}</span> },
        ]}
      />
    </section>
  );
}

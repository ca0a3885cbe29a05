import { useEffect, useRef } from "react";
import { Button, MessageBar, MessageBarBody, MessageBarTitle } from "@fluentui/react-components";
import { useIntl } from "react-intl";
import { fm } from "../../../../components/useLoad";
import { useFormat } from "../../../../format";
import { formatCents, type CollectionSummary } from "../../../../shared/collections";
import { collectionsMessages as t } from "./collectionsMessages";
import { Figures } from "./Figures";
import { useCollectionsStyles } from "./useCollectionsStyles";

/** What an import did (or, for the same file again, what its first import did); focus comes here. */
export function ImportResult({ summary, onReview }: { summary: CollectionSummary; onReview: (id: string) => void }) {
  const intl = useIntl();
  const f = useFormat();
  const styles = useCollectionsStyles();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [summary]);
  const s = summary;
  const intent = s.duplicate ? "info" : s.needsReview > 0 ? "warning" : "success";
  const bank = s.bankName ? `${s.bankName} (${s.bankCode})` : s.bankCode;
  return (
    <section className={styles.section} aria-labelledby="collection-result-title">
      <h2 id="collection-result-title" ref={heading} tabIndex={-1} className={styles.h2}>
        {intl.formatMessage(t.resultTitle)}
      </h2>
      <MessageBar intent={intent} layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{intl.formatMessage(s.duplicate ? t.resultDuplicate : t.resultApplied)}</MessageBarTitle>{" "}
          {s.duplicate ? `${fm(intl, t.resultDuplicateText, { when: f.instant(s.importedAt), name: s.fileName })} ` : null}
          {fm(intl, t.resultText, { applied: s.applied, records: f.count(s.records), amount: formatCents(s.appliedCents), review: s.needsReview })}
        </MessageBarBody>
      </MessageBar>
      <Figures
        items={[
          { term: intl.formatMessage(t.figBank), value: bank },
          { term: intl.formatMessage(t.figCollectionDate), value: f.day(s.collectionDate) },
          { term: intl.formatMessage(t.figRecords), value: f.count(s.records) },
          { term: intl.formatMessage(t.figTotal), value: formatCents(s.totalCents) },
          { term: intl.formatMessage(t.figApplied), value: f.count(s.applied) },
          { term: intl.formatMessage(t.figDoubles), value: f.count(s.doubles), alert: s.doubles > 0 },
          { term: intl.formatMessage(t.figUnknown), value: f.count(s.unknown), alert: s.unknown > 0 },
          { term: intl.formatMessage(t.figMismatched), value: f.count(s.mismatched), alert: s.mismatched > 0 },
          { term: intl.formatMessage(t.figReturned), value: f.count(s.returned), alert: s.returned > 0 },
        ]}
      />
      {s.needsReview > 0 ? (
        <Button appearance="primary" onClick={() => onReview(s.id)}>
          {intl.formatMessage(t.reviewRecords)}
        </Button>
      ) : null}
    </section>
  );
}

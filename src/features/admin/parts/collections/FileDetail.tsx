import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button, Field, Select, Spinner, Textarea } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { DataTable } from "../../../../components/charts/DataTable";
import { SubmitButton } from "../../../../components/forms/SubmitButton";
import { LoadProblem } from "../../../../components/LoadProblem";
import { fm } from "../../../../components/useLoad";
import { useFormat } from "../../../../format";
import { errorText } from "../../../../services/apiClient";
import {
  ACCOUNT_TYPE_LABELS,
  COLLECTION_LIMITS,
  COLLECTION_OUTCOME_LABELS,
  COLLECTION_OUTCOMES,
  formatCents,
  unpaddedReference,
  type CollectionFileDetail,
  type CollectionItem,
} from "../../../../shared/collections";
import type { AdminCollectionsStore } from "../../AdminCollectionsStore";
import type { ItemsFilter } from "../../collectionsApi";
import { collectionsMessages as t } from "./collectionsMessages";
import { Figures } from "./Figures";
import { OutcomeBadge } from "./OutcomeBadge";
import { useCollectionsStyles } from "./useCollectionsStyles";

const fileTime = (hhmm: string) => `${hhmm.slice(0, 2)}:${hhmm.slice(2)}`;

/** The note an operator leaves on a record (what was done about it). */
const ReviewForm = observer(function ReviewForm({ store, item }: { store: AdminCollectionsStore; item: CollectionItem }) {
  const intl = useIntl();
  const styles = useCollectionsStyles();
  const [note, setNote] = useState("");
  const [missing, setMissing] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);
  useEffect(() => area.current?.focus(), []);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (note.trim() === "") return setMissing(true);
    void store.saveReview(item, note.trim());
  };
  const failed = store.review.error ? (errorText(store.review.error) ?? intl.formatMessage(t.reviewError)) : undefined;
  const message = missing ? intl.formatMessage(t.reviewMissing) : failed;
  return (
    <form className={styles.review} onSubmit={submit} aria-labelledby="collection-review-title" noValidate>
      <h3 id="collection-review-title" className={styles.h3}>
        {fm(intl, t.reviewTitle, { line: item.line })}
      </h3>
      <Field
        label={intl.formatMessage(t.reviewNote)}
        hint={intl.formatMessage(t.reviewHint)}
        validationMessage={message}
        validationState={message ? "error" : "none"}
        required
      >
        <Textarea
          ref={area}
          value={note}
          maxLength={COLLECTION_LIMITS.reviewNoteMax}
          resize="vertical"
          onChange={(_, d) => {
            setNote(d.value);
            setMissing(false);
          }}
        />
      </Field>
      <div className={styles.buttons}>
        <SubmitButton busy={store.review.busy} busyLabel={intl.formatMessage(t.reviewSaving)}>
          {intl.formatMessage(t.reviewSave)}
        </SubmitButton>
        <Button type="button" onClick={() => store.startReview(null)}>
          {intl.formatMessage(t.reviewCancel)}
        </Button>
      </div>
    </form>
  );
});

/** A record's invoice, payment and return cause, as one cell. */
function InvoiceCell({ item }: { item: CollectionItem }) {
  const intl = useIntl();
  const f = useFormat();
  const styles = useCollectionsStyles();
  return (
    <span className={styles.wrap}>
      {item.invoiceNumber
        ? fm(intl, t.invoiceValue, { number: item.invoiceNumber, contract: item.contractNumber ?? "", total: f.money(item.invoiceTotal ?? 0) })
        : intl.formatMessage(t.noInvoice)}
      {item.paymentReference ? <span className={styles.small}>{fm(intl, t.payment, { reference: item.paymentReference })}</span> : null}
      {item.returnCause ? <span className={styles.small}>{fm(intl, t.returnCause, { cause: item.returnCause })}</span> : null}
    </span>
  );
}

/** One imported file: its header, its records by outcome (those needing review first) and their reviews. */
export const FileDetail = observer(function FileDetail({ store, detail }: { store: AdminCollectionsStore; detail: CollectionFileDetail }) {
  const intl = useIntl();
  const f = useFormat();
  const styles = useCollectionsStyles();
  const heading = useRef<HTMLHeadingElement>(null);
  const file = detail.file;
  useEffect(() => heading.current?.focus(), [file.id]);
  const pages = Math.max(1, Math.ceil(detail.itemsTotal / detail.pageSize));
  const reviewing = detail.items.find((i) => i.id === store.reviewingId) ?? null;
  const bank = file.bankName ? `${file.bankName} (${file.bankCode})` : file.bankCode;
  const accountType = ACCOUNT_TYPE_LABELS[file.accountType] ?? file.accountType;

  return (
    <section className={styles.detail} aria-labelledby="collection-detail-title">
      <div className={styles.detailHead}>
        <h2 id="collection-detail-title" ref={heading} tabIndex={-1} className={styles.h2}>
          {fm(intl, t.detailTitle, { name: file.fileName })}
        </h2>
        <Button onClick={() => store.close()}>{intl.formatMessage(t.detailClose)}</Button>
      </div>
      <Figures
        items={[
          { term: intl.formatMessage(t.figBank), value: bank },
          { term: intl.formatMessage(t.figNit), value: file.nit },
          { term: intl.formatMessage(t.figAccount), value: `${file.accountNumber} (${accountType})` },
          { term: intl.formatMessage(t.figCollectionDate), value: f.day(file.collectionDate) },
          {
            term: intl.formatMessage(t.figFileDate),
            value: fm(intl, t.figFileDateValue, { date: f.day(file.fileDate), time: fileTime(file.fileTime), modifier: file.modifier }),
            wide: true,
          },
          { term: intl.formatMessage(t.figRecords), value: f.count(file.records) },
          { term: intl.formatMessage(t.figTotal), value: formatCents(file.totalCents) },
          { term: intl.formatMessage(t.figApplied), value: f.count(file.applied) },
          { term: intl.formatMessage(t.figDoubles), value: f.count(file.doubles), alert: file.doubles > 0 },
          { term: intl.formatMessage(t.figUnknown), value: f.count(file.unknown), alert: file.unknown > 0 },
          { term: intl.formatMessage(t.figMismatched), value: f.count(file.mismatched), alert: file.mismatched > 0 },
          { term: intl.formatMessage(t.figReturned), value: f.count(file.returned), alert: file.returned > 0 },
          { term: intl.formatMessage(t.figSize), value: f.fileSize(file.sizeBytes) },
          { term: intl.formatMessage(t.figImported), value: fm(intl, t.importedBy, { when: f.instant(file.importedAt), who: file.importedBy }), wide: true },
        ]}
      />
      <Button onClick={() => void store.download(file.id, file.fileName)}>{intl.formatMessage(t.download)}</Button>

      <Field className={styles.filter} label={intl.formatMessage(t.show)}>
        <Select value={store.outcome} onChange={(_, d) => void store.setOutcome(d.value as ItemsFilter)}>
          <option value="revisar">{intl.formatMessage(t.showReview)}</option>
          <option value="todas">{intl.formatMessage(t.showAll)}</option>
          {COLLECTION_OUTCOMES.map((o) => (
            <option key={o} value={o}>
              {COLLECTION_OUTCOME_LABELS[o]}
            </option>
          ))}
        </Select>
      </Field>
      <p role="status" aria-live="polite" className={styles.status}>
        {store.detail.isLoading
          ? intl.formatMessage(t.detailLoading)
          : store.reviewedLine !== null
            ? fm(intl, t.reviewSaved, { line: store.reviewedLine })
            : fm(intl, t.itemsCount, { count: detail.itemsTotal })}
      </p>
      {detail.items.length === 0 ? (
        <p>{intl.formatMessage(t.itemsEmpty)}</p>
      ) : (
        <DataTable<CollectionItem>
          id="collection-items"
          caption={fm(intl, t.itemsCaption, { page: detail.page, pages })}
          rows={detail.items}
          rowKey={(i) => i.id}
          stackOnPhone
          columns={[
            { header: intl.formatMessage(t.colLine), cell: (i) => fm(intl, t.lineNumber, { line: i.line }) },
            { header: intl.formatMessage(t.colReference), cell: (i) => <span className={styles.wrap}>{unpaddedReference(i.reference)}</span> },
            { header: intl.formatMessage(t.colAmount), cell: (i) => formatCents(i.amountCents), numeric: true },
            { header: intl.formatMessage(t.colOutcome), cell: (i) => <OutcomeBadge outcome={i.outcome} /> },
            { header: intl.formatMessage(t.colInvoice), cell: (i) => <InvoiceCell item={i} /> },
            {
              header: intl.formatMessage(t.colReview),
              cell: (i) =>
                i.reviewedAt ? (
                  <span className={styles.wrap}>
                    {fm(intl, t.reviewed, { when: f.instant(i.reviewedAt), who: i.reviewedBy ?? "", note: i.reviewNote ?? "" })}
                  </span>
                ) : i.outcome === "aplicada" ? (
                  intl.formatMessage(t.notNeeded)
                ) : (
                  <Button size="small" aria-label={fm(intl, t.markReviewedLabel, { line: i.line })} onClick={() => store.startReview(i.id)}>
                    {intl.formatMessage(t.markReviewed)}
                  </Button>
                ),
            },
          ]}
        />
      )}
      {reviewing ? <ReviewForm key={reviewing.id} store={store} item={reviewing} /> : null}
      {pages > 1 ? (
        <div className={styles.pager}>
          <Button disabled={detail.page <= 1} onClick={() => void store.setItemsPage(detail.page - 1)}>
            {intl.formatMessage(t.previous)}
          </Button>
          <Button disabled={detail.page >= pages} onClick={() => void store.setItemsPage(detail.page + 1)}>
            {intl.formatMessage(t.next)}
          </Button>
        </div>
      ) : null}
    </section>
  );
});

/** The detail while it loads or after it failed. */
export const FileDetailState = observer(function FileDetailState({ store }: { store: AdminCollectionsStore }) {
  const intl = useIntl();
  if (store.detail.status === "failed") {
    return (
      <LoadProblem
        title={intl.formatMessage(t.detailError)}
        error={store.detail.error}
        retryLabel={intl.formatMessage(t.retry)}
        onRetry={() => void store.detail.retry()}
      />
    );
  }
  return <Spinner labelPosition="after" label={intl.formatMessage(t.detailLoading)} />;
});

import { useEffect, useState } from "react";
import { Body1, Button, Spinner } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { useFeatureStore } from "../../../app/StoresContext";
import { ErrorSummary, type SummaryItem } from "../../../components/forms/ErrorSummary";
import { useErrorTitle } from "../../../components/forms/useForm";
import { LoadProblem } from "../../../components/LoadProblem";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { PageIntro } from "../../../components/PageIntro";
import { fm } from "../../../components/useLoad";
import { adminCollectionsStoreKey } from "../AdminCollectionsStore";
import { collectionsMessages as t } from "../parts/collections/collectionsMessages";
import { FileDetail, FileDetailState } from "../parts/collections/FileDetail";
import { FilesTable } from "../parts/collections/FilesTable";
import { FILE_INPUT_ID, ImportForm } from "../parts/collections/ImportForm";
import { ImportResult } from "../parts/collections/ImportResult";
import { PROBLEMS_ID, RefusalLines } from "../parts/collections/RefusalLines";
import { useCollectionsStyles } from "../parts/collections/useCollectionsStyles";

/** Problems of a refused file repeated in the error summary; the table below lists them all. */
const SUMMARY_PROBLEMS = 5;

/**
 * /admin/recaudos (ADMIN, SUPER_ADMIN; issue 32 §3): import a bank's collection file, see what it
 * did or why it was refused (each bad line), the files imported so far and one file's records,
 * where those needing review are marked reviewed with a note.
 */
export default observer(function AdminCollectionsView() {
  const intl = useIntl();
  const styles = useCollectionsStyles();
  const store = useFeatureStore(adminCollectionsStoreKey);
  const [clientError, setClientError] = useState<string | null>(null);
  const [clientAttempt, setClientAttempt] = useState(0);

  useEffect(() => {
    void store.load();
    return () => store.leave();
  }, [store]);

  const refusal = store.refusal;
  const fileError = clientError ?? refusal?.message ?? store.importError ?? undefined;
  const items: SummaryItem[] = [];
  if (fileError) items.push({ message: fileError, fieldId: FILE_INPUT_ID });
  if (refusal && !clientError) {
    for (const p of refusal.problems.slice(0, SUMMARY_PROBLEMS)) items.push({ message: p.message });
    if (refusal.problems.length > SUMMARY_PROBLEMS) items.push({ message: fm(intl, t.refusedFirst, { count: refusal.problemCount }), fieldId: PROBLEMS_ID });
  }
  useErrorTitle(items.length > 0);

  const list = store.listed;
  const pages = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;

  return (
    <article className={styles.page}>
      <ErrorSummary items={items} attempt={store.failures + clientAttempt} />
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <PageIntro narrow>{intl.formatMessage(t.intro)}</PageIntro>

      <section className={styles.section} aria-labelledby="collection-import-title">
        <h2 id="collection-import-title" className={styles.h2}>
          {intl.formatMessage(t.importTitle)}
        </h2>
        <ImportForm
          store={store}
          error={fileError}
          onError={(message) => {
            setClientError(message);
            if (message) setClientAttempt((n) => n + 1);
          }}
        />
      </section>

      {store.summary ? <ImportResult summary={store.summary} onReview={(id) => void store.open(id)} /> : null}
      {refusal && !clientError ? <RefusalLines refusal={refusal} /> : null}

      <section className={styles.section} aria-labelledby="collection-files-title">
        <h2 id="collection-files-title" className={styles.h2}>
          {intl.formatMessage(t.filesTitle)}
        </h2>
        {store.files.status === "failed" ? (
          <LoadProblem
            title={intl.formatMessage(t.filesError)}
            error={store.files.error}
            retryLabel={intl.formatMessage(t.retry)}
            onRetry={() => void store.files.retry()}
          />
        ) : !list ? (
          <Spinner labelPosition="after" label={intl.formatMessage(t.filesLoading)} />
        ) : list.items.length === 0 ? (
          <Body1 as="p" block>
            {intl.formatMessage(t.filesEmpty)}
          </Body1>
        ) : (
          <>
            <FilesTable files={list.items} page={list.page} pages={pages} selectedId={store.selectedId} onOpen={(id) => void store.open(id)} />
            {pages > 1 ? (
              <div className={styles.pager}>
                <Button disabled={list.page <= 1} onClick={() => void store.setPage(list.page - 1)}>
                  {intl.formatMessage(t.previous)}
                </Button>
                <Button disabled={list.page >= pages} onClick={() => void store.setPage(list.page + 1)}>
                  {intl.formatMessage(t.next)}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </section>

      {store.selectedId ? store.selected ? <FileDetail store={store} detail={store.selected} /> : <FileDetailState store={store} /> : null}
    </article>
  );
});

import { useEffect, useState, type FormEvent } from "react";
import { Body1, Button, Checkbox, Field, Link, ProgressBar, Spinner } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useIntl, type MessageDescriptor } from "react-intl";
import { useFeatureStore } from "../../../app/StoresContext";
import { DataTable } from "../../../components/charts/DataTable";
import { ErrorSummary, type SummaryItem } from "../../../components/forms/ErrorSummary";
import { SubmitButton } from "../../../components/forms/SubmitButton";
import { useErrorTitle } from "../../../components/forms/useForm";
import { LoadProblem } from "../../../components/LoadProblem";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { PageIntro } from "../../../components/PageIntro";
import { fm } from "../../../components/useLoad";
import { useFormat } from "../../../format";
import type { ImportResult } from "../../../shared/schemas/integration";
import { adminImportsStoreKey, type AdminImportsStore } from "../AdminImportsStore";
import { useCollectionsStyles } from "../parts/collections/useCollectionsStyles";
import { importsMessages as t } from "../parts/imports/importsMessages";
import { RunResult } from "../parts/imports/RunResult";

const FILE_INPUT_ID = "import-file";

const STATUS: Record<string, MessageDescriptor> = { done: t.statusDone, running: t.statusRunning, refused: t.statusRefused, failed: t.statusFailed };

/** The file, "only validate", and the button; the upload's progress, then "Aplicando…". */
const ImportForm = observer(function ImportForm({ store, error, onError }: { store: AdminImportsStore; error?: string; onError: (m: string | null) => void }) {
  const intl = useIntl();
  const f = useFormat();
  const styles = useCollectionsStyles();
  const [file, setFile] = useState<File | null>(null);
  const [dryRun, setDryRun] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!file) return onError(intl.formatMessage(t.fileMissing));
    onError(null);
    void store.importFile(file, dryRun);
  };
  const percent = store.progress === null ? null : Math.round(store.progress * 100);
  const status = store.importing ? (percent !== null && percent < 100 ? fm(intl, t.uploading, { percent }) : intl.formatMessage(t.applying)) : "";
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Field
        label={{ children: intl.formatMessage(t.fileLabel), htmlFor: FILE_INPUT_ID }}
        hint={intl.formatMessage(t.fileHint)}
        validationMessage={error}
        validationState={error ? "error" : "none"}
      >
        {(props) => (
          <input
            {...props}
            id={FILE_INPUT_ID}
            type="file"
            accept=".jsonl,.ndjson,.json,.txt,application/x-ndjson,text/plain"
            className={styles.fileInput}
            disabled={store.importing}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              onError(null);
              store.clearImport();
            }}
          />
        )}
      </Field>
      {file ? <p className={styles.chosen}>{fm(intl, t.fileChosen, { name: file.name, size: f.fileSize(file.size) })}</p> : null}
      <Checkbox checked={dryRun} disabled={store.importing} onChange={(_e, d) => setDryRun(d.checked === true)} label={intl.formatMessage(t.dryRun)} />
      <div className={styles.buttons}>
        <SubmitButton busy={store.importing} busyLabel={intl.formatMessage(t.submitting)}>
          {intl.formatMessage(t.submit)}
        </SubmitButton>
      </div>
      {store.importing ? <ProgressBar value={percent !== null && percent < 100 ? percent / 100 : undefined} aria-label={status} /> : null}
      <p role="status" aria-live="polite" className={styles.status}>
        {status}
      </p>
    </form>
  );
});

/**
 * /admin/importaciones (ADMIN, SUPER_ADMIN; issue 34 §1): import the billing system's JSON Lines
 * file, see what each line did, and the history of every import (API, command line, this screen).
 */
export default observer(function AdminImportsView() {
  const intl = useIntl();
  const f = useFormat();
  const styles = useCollectionsStyles();
  const store = useFeatureStore(adminImportsStoreKey);
  const [clientError, setClientError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    void store.load();
    return () => store.leave();
  }, [store]);

  const fileError = clientError ?? store.importError ?? undefined;
  const items: SummaryItem[] = fileError ? [{ message: fileError, fieldId: FILE_INPUT_ID }] : [];
  useErrorTitle(items.length > 0);

  const list = store.runs.value;
  const pages = list ? Math.max(1, Math.ceil(list.total / 20)) : 1;
  const who = (r: ImportResult) =>
    r.source === "cli"
      ? intl.formatMessage(t.commandLine)
      : r.source === "seed"
        ? intl.formatMessage(t.viaSeed)
        : fm(intl, r.source === "admin" ? t.viaScreen : t.viaApi, { who: r.importedBy ?? "—" });
  const status = (r: ImportResult) => {
    const text = intl.formatMessage(STATUS[r.status] ?? t.statusDone);
    return r.dryRun ? fm(intl, t.statusDry, { status: text }) : text;
  };
  const opened = store.opened.value;

  return (
    <article className={styles.page}>
      <ErrorSummary items={items} attempt={store.failures + attempt} />
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <PageIntro narrow>{intl.formatMessage(t.intro)}</PageIntro>
      <p>
        <Link href="/api/integration/schema.json" target="_blank" rel="noopener">
          {intl.formatMessage(t.formatLink)}
        </Link>
      </p>

      <section className={styles.section} aria-labelledby="import-title">
        <h2 id="import-title" className={styles.h2}>
          {intl.formatMessage(t.importTitle)}
        </h2>
        <ImportForm
          store={store}
          error={fileError}
          onError={(message) => {
            setClientError(message);
            if (message) setAttempt((n) => n + 1);
          }}
        />
      </section>

      {store.result ? <RunResult run={store.result} headingId="import-result-title" title={intl.formatMessage(t.resultTitle)} focus /> : null}

      <section className={styles.section} aria-labelledby="import-history-title">
        <h2 id="import-history-title" className={styles.h2}>
          {intl.formatMessage(t.historyTitle)}
        </h2>
        {store.runs.status === "failed" ? (
          <LoadProblem
            title={intl.formatMessage(t.historyError)}
            error={store.runs.error}
            retryLabel={intl.formatMessage(t.retry)}
            onRetry={() => void store.runs.retry()}
          />
        ) : !list ? (
          <Spinner labelPosition="after" label={intl.formatMessage(t.historyLoading)} />
        ) : list.runs.length === 0 ? (
          <Body1 as="p" block>
            {intl.formatMessage(t.historyEmpty)}
          </Body1>
        ) : (
          <>
            <DataTable<ImportResult>
              id="import-history"
              caption={fm(intl, t.historyCaption, { page: store.page, pages })}
              rows={list.runs}
              rowKey={(r) => r.id}
              stackOnPhone
              columns={[
                {
                  header: intl.formatMessage(t.colWhen),
                  cell: (r) => (
                    <Link
                      as="button"
                      className={styles.linkButton}
                      aria-label={fm(intl, t.openRun, { when: f.instant(r.startedAt) })}
                      onClick={() => void store.open(r.id)}
                    >
                      {f.instant(r.startedAt)}
                    </Link>
                  ),
                },
                { header: intl.formatMessage(t.colFile), cell: (r) => <span className={styles.wrap}>{r.fileName ?? intl.formatMessage(t.noFile)}</span> },
                { header: intl.formatMessage(t.colWho), cell: (r) => <span className={styles.wrap}>{who(r)}</span> },
                { header: intl.formatMessage(t.colStatus), cell: (r) => <span className={styles.words}>{status(r)}</span> },
                {
                  header: intl.formatMessage(t.colCounts),
                  cell: (r) => <span className={styles.nowrap}>{[r.created, r.updated, r.unchanged, r.rejected].map((n) => f.count(n)).join(" · ")}</span>,
                },
              ]}
            />
            {pages > 1 ? (
              <div className={styles.pager}>
                <Button disabled={store.page <= 1} onClick={() => void store.setPage(store.page - 1)}>
                  {intl.formatMessage(t.previous)}
                </Button>
                <Button disabled={store.page >= pages} onClick={() => void store.setPage(store.page + 1)}>
                  {intl.formatMessage(t.next)}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </section>

      {opened && store.opened.key === opened.id ? (
        <div className={styles.detail}>
          <div className={styles.detailHead}>
            <span />
            <Button onClick={() => store.close()}>{intl.formatMessage(t.close)}</Button>
          </div>
          <RunResult run={opened} headingId="import-opened-title" title={fm(intl, t.openedTitle, { when: f.instant(opened.startedAt) })} focus />
        </div>
      ) : null}
    </article>
  );
});

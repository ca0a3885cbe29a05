import { useEffect, useRef } from "react";
import { MessageBar, MessageBarBody, MessageBarTitle } from "@fluentui/react-components";
import { useIntl } from "react-intl";
import { DataTable } from "../../../../components/charts/DataTable";
import { fm } from "../../../../components/useLoad";
import { useFormat } from "../../../../format";
import type { ImportRejection, ImportResult } from "../../../../shared/schemas/integration";
import { Figures } from "../collections/Figures";
import { useCollectionsStyles } from "../collections/useCollectionsStyles";
import { importsMessages as t } from "./importsMessages";

/** What one import did: its figures, each rejected line, and the codes told only once. */
export function RunResult({ run, headingId, title, focus }: { run: ImportResult; headingId: string; title: string; focus: boolean }) {
  const intl = useIntl();
  const f = useFormat();
  const styles = useCollectionsStyles();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [run, focus]);
  const intent = run.status === "done" ? (run.rejected > 0 ? "warning" : "success") : "error";
  const label = run.status === "done" ? (run.dryRun ? t.resultDry : t.resultDone) : run.status === "refused" ? t.resultRefused : t.resultFailed;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.h2}>
        {title}
      </h2>
      <MessageBar intent={intent} layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{intl.formatMessage(label)}</MessageBarTitle>{" "}
          {run.message ??
            fm(intl, t.resultText, { lines: run.lines, created: run.created, updated: run.updated, unchanged: run.unchanged, rejected: run.rejected })}
        </MessageBarBody>
      </MessageBar>
      <Figures
        items={[
          { term: intl.formatMessage(t.figLines), value: f.count(run.lines) },
          { term: intl.formatMessage(t.figCreated), value: f.count(run.created) },
          { term: intl.formatMessage(t.figUpdated), value: f.count(run.updated) },
          { term: intl.formatMessage(t.figUnchanged), value: f.count(run.unchanged) },
          { term: intl.formatMessage(t.figRejected), value: f.count(run.rejected), alert: run.rejected > 0 },
        ]}
      />
      {run.rejections.length > 0 ? (
        <>
          <h3 className={styles.h3}>{fm(intl, t.rejectionsTitle, { count: run.rejected })}</h3>
          <DataTable<ImportRejection & { index: number }>
            id={`${headingId}-rejections`}
            caption={intl.formatMessage(t.rejectionsCaption)}
            rows={run.rejections.map((r, index) => ({ ...r, index }))}
            rowKey={(r) => String(r.index)}
            stackOnPhone
            columns={[
              { header: intl.formatMessage(t.colLine), cell: (r) => fm(intl, t.lineNumber, { line: f.count(r.line) }) },
              { header: intl.formatMessage(t.colField), cell: (r) => <code className={styles.wrap}>{r.field}</code> },
              { header: intl.formatMessage(t.colReason), cell: (r) => <span className={styles.wrap}>{r.message}</span> },
            ]}
          />
          {run.moreRejections > 0 ? <p>{fm(intl, t.rejectionsMore, { count: run.moreRejections })}</p> : null}
        </>
      ) : null}
      {run.verificationCodes && run.verificationCodes.length > 0 ? (
        <>
          <h3 className={styles.h3}>{intl.formatMessage(t.codesTitle)}</h3>
          <p>{intl.formatMessage(t.codesText)}</p>
          <DataTable<{ line: number; number: string; verificationCode: string }>
            id={`${headingId}-codes`}
            caption={intl.formatMessage(t.codesCaption)}
            rows={run.verificationCodes}
            rowKey={(c) => c.number}
            stackOnPhone
            columns={[
              { header: intl.formatMessage(t.colInvoice), cell: (c) => <span className={styles.wrap}>{c.number}</span> },
              { header: intl.formatMessage(t.colCode), cell: (c) => <code>{c.verificationCode}</code> },
            ]}
          />
        </>
      ) : null}
    </section>
  );
}

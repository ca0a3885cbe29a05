import type { FormEvent } from "react";
import { Badge, Body1, Button, Field, Input, Textarea } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { fm } from "../../../components/useLoad";
import { useFormat } from "../../../format";
import { DOCUMENT_LIMITS, type AdminDocument } from "../../../shared/documents";
import { TRANSPARENCY_SECTIONS } from "../../../shared/entity";
import { makeStyles, tokens } from "../../../theme";
import type { DocumentsAdminStore } from "../DocumentsAdminStore";
import { m, STATUS_MESSAGES } from "../messages";
import { EditForm } from "./EditForm";

const useStyles = makeStyles({
  card: {
    display: "grid",
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    minWidth: 0,
    overflowWrap: "anywhere",
  },
  head: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalS, alignItems: "baseline", minWidth: 0 },
  title: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400, margin: 0, minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground2 },
  actions: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalS },
  form: { display: "grid", gap: tokens.spacingVerticalS, minWidth: 0, maxWidth: "36rem" },
  control: { minWidth: 0, maxWidth: "100%" },
  file: { maxWidth: "100%", minWidth: 0 },
  versions: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
});

/** Current in the success colour; replaced and withdrawn tinted (as the content screens draw their states). */
const LOOKS = {
  published: { appearance: "filled", color: "success" },
  replaced: { appearance: "tint", color: "warning" },
  withdrawn: { appearance: "tint", color: "danger" },
} as const;

const kb = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`);

/** One document of the library: its metadata, state and versions; its replacement and withdrawal forms when opened. */
export const DocumentCard = observer(function DocumentCard({ doc, store }: { doc: AdminDocument; store: DocumentsAdminStore }) {
  const intl = useIntl();
  const f = useFormat();
  const styles = useStyles();
  const replacing = store.replacing === doc.id;
  const withdrawing = store.withdrawing === doc.id;
  const editing = store.editing === doc.id;
  const headingId = `document-${doc.id}`;

  const onReplace = (e: FormEvent) => {
    e.preventDefault();
    void store.submitReplace(doc, doc.format);
  };
  const onWithdraw = (e: FormEvent) => {
    e.preventDefault();
    void store.submitWithdraw(doc);
  };
  const look = LOOKS[doc.status];
  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h3 id={headingId} className={styles.title}>
          {doc.status === "withdrawn" ? (
            doc.title
          ) : (
            <a href={doc.url} target="_blank" rel="noreferrer" aria-label={fm(intl, m.open, { title: doc.title, format: doc.format })}>
              {doc.title}
            </a>
          )}
        </h3>
        <Badge appearance={look.appearance} color={look.color}>
          {intl.formatMessage(STATUS_MESSAGES[doc.status])}
        </Badge>
      </div>
      <Body1 block className={styles.muted}>
        {`${doc.section}. ${TRANSPARENCY_SECTIONS[doc.section - 1] ?? ""}`}
      </Body1>
      <Body1 block>{fm(intl, m.meta, { format: doc.format, size: kb(doc.sizeBytes), date: f.day(doc.documentDate), area: doc.area })}</Body1>
      {doc.periodStart && doc.periodEnd ? <Body1 block>{fm(intl, m.period, { start: f.day(doc.periodStart), end: f.day(doc.periodEnd) })}</Body1> : null}
      {doc.description ? <Body1 block>{doc.description}</Body1> : null}
      {doc.status === "replaced" ? <Body1 block>{intl.formatMessage(m.replacedBy)}</Body1> : null}
      {doc.status === "withdrawn" && doc.withdrawnAt ? (
        <Body1 block>{fm(intl, m.withdrawnBy, { when: f.instant(doc.withdrawnAt), who: doc.withdrawnByEmail ?? "", reason: doc.withdrawnReason ?? "" })}</Body1>
      ) : null}
      {doc.legacyFile ? (
        <Body1 block className={styles.muted}>
          {fm(intl, m.oldAddress, { file: doc.legacyFile })}
        </Body1>
      ) : null}
      {doc.versions.length > 1 ? (
        <details>
          <summary>{fm(intl, m.versions, { count: doc.versions.length })}</summary>
          <ol className={styles.versions}>
            {doc.versions.map((v) => (
              <li key={v.id}>
                <a href={v.url} target="_blank" rel="noreferrer">
                  {v.title}
                </a>{" "}
                {fm(intl, m.versionLine, { date: f.day(v.documentDate), status: intl.formatMessage(STATUS_MESSAGES[v.status]) })}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      {doc.status !== "withdrawn" && !replacing && !withdrawing && !editing ? (
        <div className={styles.actions}>
          <Button onClick={() => store.openEdit(doc)} aria-label={fm(intl, m.editNamed, { title: doc.title })}>
            {intl.formatMessage(m.edit)}
          </Button>
          {doc.status === "published" ? (
            <Button onClick={() => store.openReplace(doc.id)} aria-label={fm(intl, m.replaceNamed, { title: doc.title })}>
              {intl.formatMessage(m.replace)}
            </Button>
          ) : null}
          <Button onClick={() => store.openWithdraw(doc.id)} aria-label={fm(intl, m.withdrawNamed, { title: doc.title })}>
            {intl.formatMessage(m.withdraw)}
          </Button>
        </div>
      ) : null}
      {replacing ? (
        <form className={styles.form} onSubmit={onReplace} noValidate aria-label={fm(intl, m.replaceNamed, { title: doc.title })}>
          <Body1 block>{intl.formatMessage(m.replaceHint)}</Body1>
          <Field
            label={fm(intl, m.replaceFile, { format: doc.format })}
            required
            validationMessage={store.replace.fields.file ?? store.replace.fields.format}
            validationState={store.replace.fields.file || store.replace.fields.format ? "error" : undefined}
            className={styles.control}
          >
            {(props) => <input {...props} type="file" className={styles.file} onChange={(e) => store.setReplaceFile(e.currentTarget.files?.[0] ?? null)} />}
          </Field>
          <Field
            label={intl.formatMessage(m.replaceDate)}
            hint={intl.formatMessage(m.optional)}
            validationMessage={store.replace.fields.documentDate}
            validationState={store.replace.fields.documentDate ? "error" : undefined}
            className={styles.control}
          >
            <Input type="date" value={store.replaceDate} onChange={(_, d) => store.setReplaceDate(d.value)} />
          </Field>
          {store.replace.error ? (
            <Body1 block role="alert">
              {store.replace.error}
            </Body1>
          ) : null}
          <div className={styles.actions}>
            <Button type="submit" appearance="primary" disabled={store.replace.busy}>
              {intl.formatMessage(m.replaceSubmit)}
            </Button>
            <Button onClick={() => store.openReplace(null)}>{intl.formatMessage(m.cancel)}</Button>
          </div>
        </form>
      ) : null}
      {editing ? <EditForm doc={doc} store={store} /> : null}
      {withdrawing ? (
        <form className={styles.form} onSubmit={onWithdraw} noValidate aria-label={fm(intl, m.withdrawNamed, { title: doc.title })}>
          <Body1 block>{intl.formatMessage(m.withdrawHint)}</Body1>
          <Field
            label={intl.formatMessage(m.reason)}
            required
            validationMessage={store.withdraw.fields.reason}
            validationState={store.withdraw.fields.reason ? "error" : undefined}
            className={styles.control}
          >
            <Textarea value={store.reason} maxLength={DOCUMENT_LIMITS.reason} resize="vertical" onChange={(_, d) => store.setReason(d.value)} />
          </Field>
          {store.withdraw.error ? (
            <Body1 block role="alert">
              {store.withdraw.error}
            </Body1>
          ) : null}
          <div className={styles.actions}>
            <Button type="submit" appearance="primary" disabled={store.withdraw.busy}>
              {intl.formatMessage(m.withdrawSubmit)}
            </Button>
            <Button onClick={() => store.openWithdraw(null)}>{intl.formatMessage(m.cancel)}</Button>
          </div>
        </form>
      ) : null}
    </li>
  );
});

import type { FormEvent } from "react";
import { Body1, Button, Field } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { makeStyles, tokens } from "../../../theme";
import type { DocumentsAdminStore } from "../DocumentsAdminStore";
import { m } from "../messages";
import { DocumentMetadataFields } from "./DocumentMetadataFields";

const useStyles = makeStyles({
  form: { display: "grid", gap: tokens.spacingVerticalM, maxWidth: "40rem", minWidth: 0 },
  control: { minWidth: 0, maxWidth: "100%" },
  file: { maxWidth: "100%", minWidth: 0 },
  actions: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalS },
});

/** The upload form: every metadata field of the transparency index and the file; the server's refusals under their fields. */
export const UploadForm = observer(function UploadForm({ store }: { store: DocumentsAdminStore }) {
  const intl = useIntl();
  const styles = useStyles();
  const state = store.upload;
  const fileError = state.fields.file;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void store.submitUpload();
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <Body1 block>{intl.formatMessage(m.uploadHint)}</Body1>
      <DocumentMetadataFields draft={store.draft} errors={state.fields} onChange={(field, value) => store.setField(field, value)} variant="upload" />
      <Field
        label={intl.formatMessage(m.fieldFile)}
        required
        validationMessage={fileError}
        validationState={fileError ? "error" : undefined}
        className={styles.control}
      >
        {(props) => (
          <input
            {...props}
            key={store.uploads}
            type="file"
            className={styles.file}
            accept=".pdf,.csv,.xlsx,.docx,application/pdf,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            onChange={(e) => store.setFile(e.currentTarget.files?.[0] ?? null)}
          />
        )}
      </Field>
      {state.error ? (
        <Body1 block role="alert">
          {state.error}
        </Body1>
      ) : null}
      {state.done ? (
        <Body1 block role="status">
          {state.done}
        </Body1>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={state.busy}>
          {intl.formatMessage(state.busy ? m.publishing : m.publish)}
        </Button>
      </div>
    </form>
  );
});

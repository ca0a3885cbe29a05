import { useState, type FormEvent } from "react";
import { Field, ProgressBar } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { SubmitButton } from "../../../../components/forms/SubmitButton";
import { fm } from "../../../../components/useLoad";
import { useFormat } from "../../../../format";
import { COLLECTION_LIMITS } from "../../../../shared/collections";
import type { AdminCollectionsStore } from "../../AdminCollectionsStore";
import { collectionsMessages as t } from "./collectionsMessages";
import { useCollectionsStyles } from "./useCollectionsStyles";

export const FILE_INPUT_ID = "collection-file";

/**
 * The file and the button that sends it: the chosen file's name and size, the upload's progress,
 * then "Aplicando…" while the server applies it. `onError` gets a problem found before sending.
 */
export const ImportForm = observer(function ImportForm({
  store,
  error,
  onError,
}: {
  store: AdminCollectionsStore;
  error: string | undefined;
  onError: (message: string | null) => void;
}) {
  const intl = useIntl();
  const f = useFormat();
  const styles = useCollectionsStyles();
  const [file, setFile] = useState<File | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!file) return onError(intl.formatMessage(t.fileMissing));
    if (file.size > COLLECTION_LIMITS.maxBytes) return onError(intl.formatMessage(t.fileTooBig));
    onError(null);
    void store.importFile(file);
  };
  const percent = store.progress === null ? null : Math.round(store.progress * 100);
  const status = store.importing ? (percent !== null && percent < 100 ? fm(intl, t.uploading, { percent }) : intl.formatMessage(t.applying)) : "";

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {/* The control keeps an id of its own (the error summary links to it): the label points at it. */}
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
      <div className={styles.buttons}>
        <SubmitButton busy={store.importing} busyLabel={intl.formatMessage(t.submitting)}>
          {intl.formatMessage(t.submit)}
        </SubmitButton>
      </div>
      {store.importing && percent !== null && percent < 100 ? <ProgressBar value={percent / 100} aria-label={status} /> : null}
      {store.importing && (percent === null || percent >= 100) ? <ProgressBar aria-label={status} /> : null}
      <p role="status" aria-live="polite" className={styles.status}>
        {status}
      </p>
    </form>
  );
});

import type { FormEvent } from "react";
import { Body1, Button } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { fm } from "../../../components/useLoad";
import type { AdminDocument } from "../../../shared/documents";
import { makeStyles, tokens } from "../../../theme";
import type { DocumentsAdminStore } from "../DocumentsAdminStore";
import { m } from "../messages";
import { DocumentMetadataFields } from "./DocumentMetadataFields";

const useStyles = makeStyles({
  form: { display: "grid", gap: tokens.spacingVerticalS, minWidth: 0, maxWidth: "36rem" },
  actions: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalS },
});

/** A document's metadata, corrected with the version read (a stale save is refused with the server's message). */
export const EditForm = observer(function EditForm({ doc, store }: { doc: AdminDocument; store: DocumentsAdminStore }) {
  const intl = useIntl();
  const styles = useStyles();
  const state = store.editState;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void store.submitEdit(doc);
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={fm(intl, m.editNamed, { title: doc.title })}>
      <DocumentMetadataFields draft={store.edit} errors={state.fields} onChange={(field, value) => store.setEditField(field, value)} variant="edit" />
      {state.error ? (
        <Body1 block role="alert">
          {state.error}
        </Body1>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={state.busy}>
          {intl.formatMessage(m.editSubmit)}
        </Button>
        <Button onClick={() => store.openEdit(null)}>{intl.formatMessage(m.cancel)}</Button>
      </div>
    </form>
  );
});

import { useId, useState, type FormEvent } from "react";
import { Button, Field, Textarea } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { fm } from "../../../../components/useLoad";
import { CASE_LIMITS } from "../../../../shared/pqrs";
import type { AdminPqrsCaseStore } from "../../AdminPqrsCaseStore";
import { ActionFailure } from "./ActionFailure";
import { t } from "./pqrsInboxMessages";
import { useCaseAction, useCaseActionStyles } from "./useCaseAction";

/** Closes an answered case, with an optional note for its history. */
export const CloseCaseForm = observer(function CloseCaseForm({ opened, onDone }: { opened: AdminPqrsCaseStore; onDone: (message: string) => void }) {
  const intl = useIntl();
  const styles = useCaseActionStyles();
  const id = useId();
  const item = opened.item!;
  const [note, setNote] = useState("");
  const action = useCaseAction(opened.closing);
  const noteId = `${id}-note`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const v = note.trim();
    const problems: Record<string, string> = v.length > CASE_LIMITS.reasonMax ? { note: fm(intl, t.closeNoteLong, { max: CASE_LIMITS.reasonMax }) } : {};
    if (!(await action.run(problems, noteId, v))) return;
    setNote("");
    onDone(fm(intl, t.closeDone, { radicado: item.radicado }));
  };

  return (
    <form className={styles.action} aria-labelledby={`${id}-title`} noValidate onSubmit={(e) => void submit(e)}>
      <h4 id={`${id}-title`} className={styles.h4}>
        {intl.formatMessage(t.closeTitle)}
      </h4>
      <Field
        className={styles.wide}
        label={intl.formatMessage(t.closeNote)}
        hint={intl.formatMessage(t.closeNoteHint)}
        validationState={action.errors.note ? "error" : "none"}
        validationMessage={action.errors.note ? { children: action.errors.note, role: undefined } : undefined}
      >
        <Textarea
          id={noteId}
          value={note}
          rows={3}
          resize="vertical"
          maxLength={CASE_LIMITS.reasonMax}
          onChange={(_, d) => {
            setNote(d.value);
            action.clear("note");
          }}
        />
      </Field>
      {action.failure ? <ActionFailure text={action.failure} /> : null}
      <Button type="submit" appearance="primary" disabledFocusable={action.busy} aria-busy={action.busy}>
        {intl.formatMessage(action.busy ? t.closeBusy : t.closeSubmit)}
      </Button>
    </form>
  );
});

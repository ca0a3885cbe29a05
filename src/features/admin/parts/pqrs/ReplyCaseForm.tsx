import { useId, useState, type FormEvent } from "react";
import { Button, Caption1, Field, Textarea } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { fm } from "../../../../components/useLoad";
import { CASE_LIMITS } from "../../../../shared/pqrs";
import type { AdminPqrsCaseStore } from "../../AdminPqrsCaseStore";
import { ActionFailure } from "./ActionFailure";
import { t } from "./pqrsInboxMessages";
import { useCaseAction, useCaseActionStyles } from "./useCaseAction";

/** Answers the applicant (by e-mail when they gave one, and in the public tracking). */
export const ReplyCaseForm = observer(function ReplyCaseForm({ opened, onDone }: { opened: AdminPqrsCaseStore; onDone: (message: string) => void }) {
  const intl = useIntl();
  const styles = useCaseActionStyles();
  const id = useId();
  const item = opened.item!;
  const [text, setText] = useState("");
  const action = useCaseAction(opened.response);
  const fieldId = `${id}-message`;
  const counterId = `${id}-counter`;
  const error = action.errors.message;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const v = text.trim();
    const problems: Record<string, string> = {};
    if (v.length < CASE_LIMITS.responseMin) problems.message = fm(intl, t.replyShort, { min: CASE_LIMITS.responseMin });
    else if (v.length > CASE_LIMITS.responseMax) problems.message = fm(intl, t.replyLong, { max: CASE_LIMITS.responseMax });
    if (!(await action.run(problems, fieldId, v))) return;
    setText("");
    onDone(fm(intl, t.replyDone, { radicado: item.radicado }));
  };

  return (
    <form className={styles.action} aria-labelledby={`${id}-title`} noValidate onSubmit={(e) => void submit(e)}>
      <h4 id={`${id}-title`} className={styles.h4}>
        {intl.formatMessage(t.replyTitle)}
      </h4>
      <Field
        className={styles.wide}
        label={intl.formatMessage(t.replyLabel)}
        hint={fm(intl, t.replyHint, { min: CASE_LIMITS.responseMin })}
        required
        validationState={error ? "error" : "none"}
        validationMessage={error ? { children: error, role: undefined } : undefined}
      >
        <Textarea
          id={fieldId}
          value={text}
          rows={8}
          resize="vertical"
          maxLength={CASE_LIMITS.responseMax}
          aria-describedby={counterId}
          onChange={(_, d) => {
            setText(d.value);
            action.clear("message");
          }}
        />
      </Field>
      <Caption1 id={counterId}>{fm(intl, t.counter, { count: text.trim().length, max: CASE_LIMITS.responseMax })}</Caption1>
      {action.failure ? <ActionFailure text={action.failure} /> : null}
      <Button type="submit" appearance="primary" disabledFocusable={action.busy} aria-busy={action.busy}>
        {intl.formatMessage(action.busy ? t.replyBusy : t.replySubmit)}
      </Button>
    </form>
  );
});

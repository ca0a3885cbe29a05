import { useId, useState, type FormEvent } from "react";
import { Body1, Button, Field, Textarea } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { useFormat } from "../../../../format";
import { DateInput } from "../../../../components/forms/DateField";
import { fm } from "../../../../components/useLoad";
import { CASE_LIMITS } from "../../../../shared/pqrs";
import type { AdminPqrsCaseStore } from "../../AdminPqrsCaseStore";
import { ActionFailure } from "./ActionFailure";
import { nextDay } from "./pqrsInboxLabels";
import { t } from "./pqrsInboxMessages";
import { useCaseAction, useCaseActionStyles } from "./useCaseAction";

/** Extends the term before it ends, up to `max` (twice the initial term), with the reason the applicant is told. */
export const ExtendCaseForm = observer(function ExtendCaseForm({
  opened,
  max,
  onDone,
}: {
  opened: AdminPqrsCaseStore;
  max: string;
  onDone: (message: string) => void;
}) {
  const intl = useIntl();
  const f = useFormat();
  const styles = useCaseActionStyles();
  const id = useId();
  const item = opened.item!;
  const [date, setDate] = useState("");
  const [reason, setReason] = useState("");
  const [typedProblem, setTypedProblem] = useState<string>();
  const action = useCaseAction(opened.extension);
  const dateId = `${id}-date`;
  const reasonId = `${id}-reason`;
  const maxText = f.day(max);
  const min = item.dueDate ? nextDay(item.dueDate) : undefined;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems: Record<string, string> = {};
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) problems.newDueDate = intl.formatMessage(t.extendDateEmpty);
    else if (date > max || (item.dueDate !== null && date <= item.dueDate)) problems.newDueDate = fm(intl, t.extendDateRange, { max: maxText });
    const r = reason.trim();
    if (r.length < CASE_LIMITS.reasonMin) problems.reason = fm(intl, t.extendReasonShort, { min: CASE_LIMITS.reasonMin });
    else if (r.length > CASE_LIMITS.reasonMax) problems.reason = fm(intl, t.extendReasonLong, { max: CASE_LIMITS.reasonMax });
    const updated = await action.run(problems, problems.newDueDate ? dateId : reasonId, date, r);
    if (!updated) return;
    setDate("");
    setReason("");
    setTypedProblem(undefined);
    onDone(fm(intl, t.extendDone, { radicado: item.radicado, date: f.day(updated.dueDate ?? date) }));
  };

  // What the typed text got wrong comes first: it says more than "empty" or "out of range".
  const dateError = typedProblem ?? action.errors.newDueDate;

  return (
    <form className={styles.action} aria-labelledby={`${id}-title`} noValidate onSubmit={(e) => void submit(e)}>
      <h4 id={`${id}-title`} className={styles.h4}>
        {intl.formatMessage(t.extendTitle)}
      </h4>
      <Body1 as="p" block>
        {fm(intl, t.extendIntro, { max: maxText })}
      </Body1>
      <Field
        label={intl.formatMessage(t.extendDate)}
        required
        validationState={dateError ? "error" : "none"}
        validationMessage={dateError ? { children: dateError, role: undefined } : undefined}
      >
        <DateInput
          id={dateId}
          label={intl.formatMessage(t.extendDate)}
          value={date}
          min={min}
          max={max}
          onProblem={setTypedProblem}
          onChange={(iso) => {
            setDate(iso);
            action.clear("newDueDate");
          }}
        />
      </Field>
      <Field
        className={styles.wide}
        label={intl.formatMessage(t.extendReason)}
        hint={fm(intl, t.extendReasonHint, { min: CASE_LIMITS.reasonMin })}
        required
        validationState={action.errors.reason ? "error" : "none"}
        validationMessage={action.errors.reason ? { children: action.errors.reason, role: undefined } : undefined}
      >
        <Textarea
          id={reasonId}
          value={reason}
          rows={3}
          resize="vertical"
          maxLength={CASE_LIMITS.reasonMax}
          onChange={(_, d) => {
            setReason(d.value);
            action.clear("reason");
          }}
        />
      </Field>
      {action.failure ? <ActionFailure text={action.failure} /> : null}
      <Button type="submit" appearance="primary" disabledFocusable={action.busy} aria-busy={action.busy}>
        {intl.formatMessage(action.busy ? t.extendBusy : t.extendSubmit)}
      </Button>
    </form>
  );
});

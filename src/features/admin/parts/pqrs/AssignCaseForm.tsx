import { useEffect, useId, useState, type FormEvent } from "react";
import { Body1, Button, Field, Select, Spinner } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { fm } from "../../../../components/useLoad";
import { makeStyles, tokens } from "../../../../theme";
import type { AdminPqrsCaseStore } from "../../AdminPqrsCaseStore";
import { ActionFailure } from "./ActionFailure";
import { t } from "./pqrsInboxMessages";
import { useCaseAction, useCaseActionStyles } from "./useCaseAction";

const useStyles = makeStyles({
  problem: { display: "grid", gap: tokens.spacingVerticalS, justifyItems: "start", marginBlock: tokens.spacingVerticalM },
});

/** Assigns the case to an agent (the signed-in one comes chosen when they are on the list). */
export const AssignCaseForm = observer(function AssignCaseForm({
  opened,
  me,
  onDone,
}: {
  opened: AdminPqrsCaseStore;
  me: string;
  onDone: (message: string) => void;
}) {
  const intl = useIntl();
  const styles = useCaseActionStyles();
  const own = useStyles();
  const id = useId();
  const item = opened.item!;
  const agents = opened.agents;
  const [chosen, setChosen] = useState<string | null>(null);
  const action = useCaseAction(opened.assignment);
  const list = agents.value ?? [];
  const fallback = list.some((a) => a.id === me) ? me : "";
  const value = chosen ?? fallback;
  const selectId = `${id}-agent`;

  useEffect(() => {
    void agents.load();
  }, [agents]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems: Record<string, string> = value === "" ? { assigneeId: intl.formatMessage(t.assignEmpty) } : {};
    const updated = await action.run(problems, selectId, value);
    if (!updated) return;
    const name = list.find((a) => a.id === value)?.name ?? updated.assignee?.name ?? "";
    onDone(fm(intl, t.assignDone, { radicado: item.radicado, name }));
  };

  return (
    <form className={styles.action} aria-labelledby={`${id}-title`} noValidate onSubmit={(e) => void submit(e)}>
      <h4 id={`${id}-title`} className={styles.h4}>
        {intl.formatMessage(t.assignTitle)}
      </h4>
      {agents.status === "failed" && !agents.value ? (
        <div role="alert" className={own.problem}>
          <Body1>{intl.formatMessage(t.agentsError)}</Body1>
          <Button onClick={() => void agents.retry()}>{intl.formatMessage(t.retry)}</Button>
        </div>
      ) : !agents.value ? (
        <Spinner size="tiny" label={intl.formatMessage(t.agentsLoading)} />
      ) : (
        <>
          <Field
            className={styles.wide}
            label={intl.formatMessage(t.assignTo)}
            required
            validationState={action.errors.assigneeId ? "error" : "none"}
            validationMessage={action.errors.assigneeId ? { children: action.errors.assigneeId, role: undefined } : undefined}
          >
            <Select
              id={selectId}
              value={value}
              onChange={(_, d) => {
                setChosen(d.value);
                action.clear("assigneeId");
              }}
            >
              <option value="">{intl.formatMessage(t.assignChoose)}</option>
              {list.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.id === me ? fm(intl, t.assignMe, { name: a.name }) : a.name}
                </option>
              ))}
            </Select>
          </Field>
          {action.failure ? <ActionFailure text={action.failure} /> : null}
          <Button type="submit" appearance="primary" disabledFocusable={action.busy} aria-busy={action.busy}>
            {intl.formatMessage(action.busy ? t.assignBusy : t.assignSubmit)}
          </Button>
        </>
      )}
    </form>
  );
});

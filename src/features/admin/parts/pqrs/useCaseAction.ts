import { useState } from "react";
import { useIntl } from "react-intl";
import { serverFields } from "../../../../services/apiClient";
import type { AgentCaseDetail } from "../../../../shared/pqrs";
import type { Task } from "../../../../stores/base/LoadableStore";
import { makeStyles, tokens } from "../../../../theme";
import { failureText } from "./pqrsInboxLabels";

/** The look of the small action forms of a case (assign, reply, extend, close). */
export const useCaseActionStyles = makeStyles({
  action: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalM,
    display: "grid",
    gap: tokens.spacingVerticalM,
    alignContent: "start",
    justifyItems: "start",
  },
  h4: { fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold, marginBlock: `0 ${tokens.spacingVerticalS}` },
  wide: { width: "100%" },
});

/**
 * A small action form over one of the case's Tasks: its field errors (the form's own checks, or the
 * server's), the server's message and the busy flag (both from the Task).
 */
export function useCaseAction<A extends unknown[]>(task: Task<A, AgentCaseDetail>) {
  const intl = useIntl();
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** Checks, then sends: with problems, focuses `firstId` and sends nothing. Resolves to the updated case. */
  const run = async (problems: Record<string, string>, firstId: string | undefined, ...args: A): Promise<AgentCaseDetail | undefined> => {
    if (task.busy) return undefined;
    task.clearError();
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      if (firstId) document.getElementById(firstId)?.focus();
      return undefined;
    }
    const updated = await task.run(...args);
    if (task.error) setErrors(serverFields(task.error) ?? {});
    return updated;
  };
  const clear = (name: string) =>
    setErrors((e) => {
      if (!e[name]) return e;
      const next = { ...e };
      delete next[name];
      return next;
    });
  return { busy: task.busy, errors, failure: task.error ? failureText(intl, task.error) : "", run, clear };
}
